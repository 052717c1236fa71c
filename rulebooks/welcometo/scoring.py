"""Final scoring of a sheet, line by line, and the temp agency ranking between sheets.

>>> from .sheet import blank
>>> sheet = blank().write(0, 0, 1).fence(0, 0)
>>> [(p.label, p.points) for p in sheet_parts(sheet, temp_points=0) if p.points]
[('Estates of 1 ×1', 1)]
>>> temp_awards([5, 5, 3, 0, 1])
(7, 7, 4, 0, 1)
>>> temp_awards([5, 5, 3, 0, 1], ties="skip")
(7, 7, 1, 0, 0)
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.score import Breakdown, Part
from . import data
from .icecream import Trucks
from .sheet import Sheet

PLANS = "welcometo.score.plans"
PARKS = "welcometo.score.parks"
POOLS = "welcometo.score.pools"
TEMPS = "welcometo.score.temps"
ESTATES = "welcometo.score.estates"
BIS = "welcometo.score.bis"
REFUSALS = "welcometo.score.refusals"
ROUNDABOUTS = "welcometo.roundabout.penalty"
LIGHTS = "welcometo.christmas.score"
CONES = "welcometo.icecream.score"
TIES = ("dense", "skip")
LINES = ("plans", "parks", "pools", "temps", "estates", "bis", "refusals", "roundabouts",
         "lights", "cones")


def temp_awards(counts: Sequence[int], ties: str = "dense") -> tuple[int, ...]:
    """Temp agency points for each player's ticked boxes. Players with none score nothing.

    ``dense``: tied players share a rank and the next count takes the next rank.
    ``skip``: tied players share a rank and the ranks they fill are skipped.
    A player alone (solo) scores the first award only with enough boxes
    (``welcometo.solo.temps``).
    """
    awards = data.temp_points()
    if len(counts) == 1:
        return (awards[0] if counts[0] >= data.solo_temp_minimum() else 0,)
    ticked = [c for c in counts if c > 0]
    result = []
    for count in counts:
        if count <= 0:
            result.append(0)
            continue
        if ties == "dense":
            rank = len({c for c in ticked if c > count})
        else:
            rank = sum(1 for c in ticked if c > count)
        result.append(awards[rank] if rank < len(awards) else 0)
    return tuple(result)


def estate_parts(sheet: Sheet) -> list[Part]:
    counts = {size: 0 for size in data.estate_sizes()}
    for estate in sheet.estates():
        counts[estate.size] += 1
    parts = []
    for size, count in counts.items():
        if count:
            value = data.value_track(size)[sheet.values[size - 1]]
            parts.append(Part(f"Estates of {size} ×{count}", count * value, ESTATES,
                              f"{value} point(s) each", key=f"estates.{size}"))
    return parts


def _plan_parts(sheet: Sheet) -> list[Part]:
    return [Part(f"City plan n°{i + 1}", points, PLANS, key=f"plans.{i + 1}")
            for i, points in enumerate(sheet.plans)]


def _park_parts(sheet: Sheet) -> list[Part]:
    return [Part(f"Parks, street {s + 1}", spec.parks[sheet.parks[s]], PARKS,
                 f"{sheet.parks[s]} of {spec.park_boxes} built", key=f"parks.{s + 1}")
            for s, spec in enumerate(data.streets())]


def _track_part(label: str, name: str, ticks: int, rule: str, sign: int = 1) -> Part:
    return Part(label, sign * data.track(name)[ticks], rule, f"{ticks} box(es) ticked", name)


def sheet_parts(sheet: Sheet, temp_points: int, *, lights: bool = False,
                trucks: Trucks | None = None, only: Sequence[str] = ()) -> list[Part]:
    """Every scoring line of a sheet, in the order of the sheet's score box."""
    lines: dict[str, list[Part]] = {
        "plans": _plan_parts(sheet),
        "parks": _park_parts(sheet),
        "pools": [_track_part("Pools", "pools", sheet.pool_count, POOLS)],
        "temps": [Part("Temp agency", temp_points, TEMPS, f"{sheet.temps} box(es) ticked",
                        "temps")],
        "estates": estate_parts(sheet),
        "bis": [_track_part("Bis", "bis", sheet.bis_count, BIS, -1)],
        "refusals": [_track_part("Permit refusals", "refusals", sheet.refusals, REFUSALS, -1)],
        "roundabouts": ([_track_part("Roundabouts", "roundabouts", sheet.roundabouts,
                                     ROUNDABOUTS, -1)] if sheet.roundabouts else []),
        "lights": ([Part(f"Christmas lights, street {s + 1}", sheet.longest_lights(s), LIGHTS,
                         "houses on the longest string", f"lights.{s + 1}")
                    for s in range(len(sheet.houses))] if lights else []),
        "cones": ([Part("Ice cream", trucks.points(), CONES,
                        f"{sum(trucks.circled(s) for s in range(3))} cone(s) circled",
                        "cones")]
                  if trucks is not None else []),
    }
    return [part for name in LINES if not only or name in only for part in lines[name]]


def breakdown(sheet: Sheet, temp_points: int, **extra: object) -> Breakdown:
    return Breakdown(tuple(sheet_parts(sheet, temp_points, **extra)))  # type: ignore[arg-type]


def tiebreak(sheet: Sheet) -> tuple[int, ...]:
    """Ties go to the most completed estates, then the most of 1 house, of 2 ..."""
    sizes = [e.size for e in sheet.estates()]
    return (len(sizes), *(sizes.count(size) for size in data.estate_sizes()))
