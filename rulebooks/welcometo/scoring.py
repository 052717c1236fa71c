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
from dataclasses import dataclass

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


@dataclass(frozen=True)
class Counts:
    """What the score box of a sheet counts: a paper score pad's figures. A drawn sheet gives
    them (:func:`counts_of`), or a player copies them from paper (the calculator's tally)."""

    plans: tuple[int, ...]
    parks: tuple[int, ...]  # parks built per street
    pools: int
    estates: tuple[int, ...]  # completed estates of 1, 2, ... houses
    values: tuple[int, ...]  # boxes ticked per estate-value column
    bis: int
    refusals: int
    roundabouts: int


def counts_of(sheet: Sheet) -> Counts:
    sizes = [estate.size for estate in sheet.estates()]
    return Counts(tuple(sheet.plans), tuple(sheet.parks), sheet.pool_count,
                  tuple(sizes.count(size) for size in data.estate_sizes()), tuple(sheet.values),
                  sheet.bis_count, sheet.refusals, sheet.roundabouts)


def estate_parts(counts: Counts) -> list[Part]:
    parts = []
    for size, count in zip(data.estate_sizes(), counts.estates, strict=True):
        if count:
            value = data.value_track(size)[counts.values[size - 1]]
            parts.append(Part(f"Estates of {size} ×{count}", count * value, ESTATES,
                              f"{value} point(s) each", key=f"estates.{size}"))
    return parts


def _plan_parts(counts: Counts) -> list[Part]:
    return [Part(f"City plan n°{i + 1}", points, PLANS, key=f"plans.{i + 1}")
            for i, points in enumerate(counts.plans)]


def _park_parts(counts: Counts) -> list[Part]:
    return [Part(f"Parks, street {s + 1}", spec.parks[counts.parks[s]], PARKS,
                 f"{counts.parks[s]} of {spec.park_boxes} built", key=f"parks.{s + 1}")
            for s, spec in enumerate(data.streets())]


def _track_part(label: str, name: str, ticks: int, rule: str, sign: int = 1) -> Part:
    return Part(label, sign * data.track(name)[ticks], rule, f"{ticks} box(es) ticked", name)


def count_lines(counts: Counts, temp: Part) -> dict[str, list[Part]]:
    """The scoring lines the score box counts, from its figures; ``temp`` is the temp
    agency's part (ranked between sheets, or copied from paper)."""
    return {
        "plans": _plan_parts(counts),
        "parks": _park_parts(counts),
        "pools": [_track_part("Pools", "pools", counts.pools, POOLS)],
        "temps": [temp],
        "estates": estate_parts(counts),
        "bis": [_track_part("Bis", "bis", counts.bis, BIS, -1)],
        "refusals": [_track_part("Permit refusals", "refusals", counts.refusals, REFUSALS, -1)],
        "roundabouts": ([_track_part("Roundabouts", "roundabouts", counts.roundabouts,
                                     ROUNDABOUTS, -1)] if counts.roundabouts else []),
    }


def lights_part(street: int, lit: int) -> Part:
    """Christmas Lights: a point per house on the street's longest lit string."""
    return Part(f"Christmas lights, street {street + 1}", lit, LIGHTS,
                "houses on the longest string", f"lights.{street + 1}")


def temp_part(points: int, detail: str) -> Part:
    return Part("Temp agency", points, TEMPS, detail, "temps")


def sheet_parts(sheet: Sheet, temp_points: int, *, lights: bool = False,
                trucks: Trucks | None = None, only: Sequence[str] = ()) -> list[Part]:
    """Every scoring line of a sheet, in the order of the sheet's score box."""
    lines = count_lines(counts_of(sheet),
                        temp_part(temp_points, f"{sheet.temps} box(es) ticked"))
    lines["lights"] = ([lights_part(s, sheet.longest_lights(s)) for s in range(len(sheet.houses))]
                       if lights else [])
    lines["cones"] = ([Part("Ice cream", trucks.points(), CONES,
                            f"{sum(trucks.circled(s) for s in range(3))} cone(s) circled, "
                            f"{sum(trucks.scoops(s) for s in range(3))} scoop(s), "
                            f"{trucks.bonus_points()} bonus point(s)",
                            "cones")] if trucks is not None else [])
    return [part for name in LINES if not only or name in only for part in lines[name]]


def breakdown(sheet: Sheet, temp_points: int, **extra: object) -> Breakdown:
    return Breakdown(tuple(sheet_parts(sheet, temp_points, **extra)))  # type: ignore[arg-type]


def tiebreak(sheet: Sheet) -> tuple[int, ...]:
    """Ties go to the most completed estates, then the most of 1 house, of 2 ..."""
    sizes = [e.size for e in sheet.estates()]
    return (len(sizes), *(sizes.count(size) for size in data.estate_sizes()))
