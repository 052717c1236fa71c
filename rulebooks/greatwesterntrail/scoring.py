"""The final scoring, category by category as on the score pad.

Each part cites its rule; :func:`tally` scores the score pad's figures, and
:func:`breakdown` works them out from a position.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.score import Breakdown, Part
from . import data, objectives

if TYPE_CHECKING:
    from .game import GWTState
    from .seats import Seat

TIE = "greatwesterntrail.end.tie"
# the score pad's rows: key, label, rule
ROWS: tuple[tuple[str, str, str], ...] = (
    ("dollars", "Dollars (1 per 5)", "greatwesterntrail.scoring.dollars"),
    ("buildings", "Buildings on the trail", "greatwesterntrail.scoring.buildings"),
    ("cities", "Cities delivered to", "greatwesterntrail.scoring.cities"),
    ("stations", "Upgraded stations", "greatwesterntrail.scoring.stations"),
    ("hazards", "Hazard tiles", "greatwesterntrail.scoring.hazards"),
    ("cattle", "Cattle cards", "greatwesterntrail.scoring.cattle"),
    ("objectives", "Objective cards", "greatwesterntrail.scoring.objectives"),
    ("masters", "Station masters", "greatwesterntrail.scoring.masters"),
    ("workers", "Workers on the fifth and sixth spaces", "greatwesterntrail.scoring.workers"),
    ("disc", "The cleared step disc", "greatwesterntrail.scoring.disc"),
    ("token", "The job market token", "greatwesterntrail.scoring.token"),
)


def tally(figures: dict[str, int], player: int | None = None) -> Breakdown:
    """A breakdown from the score pad's points per row (rows left out count zero)."""
    return Breakdown(tuple(Part(label, figures.get(key, 0), rule, key=key, player=player)
                           for key, label, rule in ROWS))


def figures(state: GWTState, player: int) -> dict[str, int]:
    """Each score pad row's points for ``player`` in a finished (or any) position."""
    mine = [t.split(":")[2] for _, t in state.tiles if t.startswith(f"P:{player}:")]
    return seat_figures(state.seats[player], mine)


def seat_figures(seat: Seat, mine: list[str]) -> dict[str, int]:
    """The score pad's rows from what a player holds and the buildings they have on the
    trail (``mine``, tile ids)."""
    late = data.JOBS["row_spaces"] - 4
    choice = objectives.best(seat, len(mine))
    return {
        "dollars": seat.money // 5,
        "buildings": sum(data.BUILDINGS[b].points for b in mine),
        "cities": city_points(seat.deliveries),
        "stations": sum(data.STATIONS[n - 1].points for n in seat.stations),
        "hazards": sum(int(h.split(":")[1]) for h in seat.hazards),
        "cattle": sum(data.cattle(c).points for c in seat.herd() if data.is_cattle(c)),
        "objectives": choice.points,
        "masters": sum(master_points(seat, m, len(mine), choice.area) for m in seat.masters),
        "workers": sum(max(0, min(n - 4, late)) for n in seat.workers)
        * data.JOBS["late_worker_points"],
        "disc": sum(data.DISCS[d].points for d in seat.discs),
        "token": data.JOBS["token_points"] if seat.job_token else 0,
    }


def city_points(deliveries: tuple[str, ...]) -> int:
    """Points of the cities delivered to, and of each arrow whose two cities both are."""
    points = sum(data.CITIES[c].points for c in deliveries)
    return points + sum(a.points for a in data.ARROWS
                        if all(c in deliveries for c in a.cities))


def master_points(seat: Seat, ident: str, buildings: int, area: int = 0) -> int:
    """A station master's points; ``area``: the objective cards in the objective area once
    the end's choice is made."""
    spec = data.MASTERS[ident]
    count = {
        "objectives": area,
        "workers": sum(seat.workers),
        "hazards": len(seat.hazards),
        "outlaw-pairs": min(seat.outlaws.count("green"), seat.outlaws.count("orange")),
        "certificates": seat.certs + seat.permanent,
        "stations": len(seat.stations),
        "buildings": buildings,
    }.get(spec.scores, 0)
    return count // spec.per * spec.points


def breakdown(state: GWTState, player: int) -> Breakdown:
    return tally(figures(state, player))
