"""The six effects: where each may be used on a sheet, and what it writes.

Each ``*_targets`` function lists what the effect may do now (empty when it cannot
be used); the game turns them into moves and checks a move against the same list.

>>> from .sheet import blank
>>> sheet = blank().write(1, 3, 8)
>>> bis_targets(sheet)
[(1, 2, 8), (1, 4, 8)]
>>> value_targets(sheet)[:3]
[1, 2, 3]
"""

from __future__ import annotations

from . import data
from .sheet import Sheet, planned_pool


def fence_targets(sheet: Sheet) -> list[tuple[int, int]]:
    """Gaps (street, gap after house) where a surveyor may draw a fence."""
    return [(s, g) for s, fences in enumerate(sheet.fences) for g in range(len(fences))
            if sheet.fence_allowed(s, g)]


def value_targets(sheet: Sheet) -> list[int]:
    """Estate sizes whose value column still has a box to tick."""
    return [size for size in data.estate_sizes()
            if sheet.values[size - 1] < len(data.value_track(size)) - 1]


def park_target(sheet: Sheet, street: int) -> bool:
    """The landscaper builds the next park of the street just built on, if one is left."""
    return sheet.parks[street] < data.streets()[street].park_boxes


def pool_target(sheet: Sheet, place: tuple[int, int]) -> bool:
    """The pool manufacturer builds the pool planned at the house just numbered."""
    s, h = place
    return (planned_pool(s, h) and not sheet.pools[s][h]
            and sheet.pool_count < data.boxes("pools"))


def temp_tick(sheet: Sheet) -> bool:
    """A temp agency used ticks the next box, while one is left."""
    return sheet.temps < data.temp_boxes()


def bis_targets(sheet: Sheet) -> list[tuple[int, int, int]]:
    """(street, house, number): an empty house beside an equal number it may copy."""
    if sheet.bis_count >= data.boxes("bis"):
        return []
    return [(s, h, number) for s, h in sheet.empty_houses()
            for number in sheet.bis_sources(s, h)]


def any_target(effect: str, sheet: Sheet, place: tuple[int, int]) -> bool:
    """Can the effect do anything at all here? (If not, the turn moves on.)"""
    return {
        "surveyor": lambda: bool(fence_targets(sheet)),
        "estate": lambda: bool(value_targets(sheet)),
        "landscaper": lambda: park_target(sheet, place[0]),
        "pool": lambda: pool_target(sheet, place),
        "temp": lambda: False,
        "bis": lambda: bool(bis_targets(sheet)),
    }[effect]()
