"""Scoring: the points earned during the game, then the final count (resources to
corn, a quarter point per corn, skulls, monuments); the tiebreak."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.score import Breakdown, Fact, Part
from . import data
from .data import RESOURCES, TEMPLES
from .seat import EARNED, Seat

EARNED_RULES = {
    "temples": ("Temples at the end of each Age", "tzolkin.food.end"),
    "bonus": ("Temple bonuses", "tzolkin.food.bonus"),
    "chichen": ("Crystal skulls placed at Chichen Itza", "tzolkin.skull"),
    "buildings": ("Buildings", "tzolkin.build"),
    "hunger": ("Unfed workers", "tzolkin.food.feed"),
    "tech": ("Technology beyond the top", "tzolkin.tech.beyond"),
}


def corn_value(seat: Seat) -> int:
    """Corn once every resource is sold at the market rate."""
    return seat.corn + sum(getattr(seat, r) * data.market(r) for r in RESOURCES)


@dataclass(frozen=True)
class Table:
    """What the whole table did that some monuments count: the number of players, the
    monuments everyone built, the crystal skulls placed at Chichen Itza."""

    players: int = 2
    monuments: int = 0
    chichen: int = 0


def table_of(state: Any) -> Table:
    """The :class:`Table` of a game in progress."""
    return Table(players=len(state.seats),
                 monuments=sum(len(seat.monuments) for seat in state.seats),
                 chichen=sum(state.skull_spaces))


def monument_points(seat: Seat, code: str, table: Table | None = None) -> int:
    """The points monument ``code`` scores for ``seat`` (``tzolkin.final.monuments``)."""
    spec = data.monument(code)
    table = table or Table(monuments=len(seat.monuments))
    count = monument_count(seat, spec.counts, table)
    if spec.table:
        return spec.table[min(count, len(spec.table) - 1)]
    if spec.per_players:
        low = data.players()[0]
        return count * spec.per_players[table.players - low]
    return count * spec.per


def monument_count(seat: Seat, counts: str, table: Table) -> int:
    """What a monument counts: a colour counts your buildings and monuments of it."""
    top = data.data()["tech"]["levels"]
    start = data.game()["workers_start"]
    steps = {
        "temple-climb": lambda: max(0, max(seat.temples) - 1),
        "temple-points": lambda: sum(data.temple(t).points[s]
                                     for t, s in zip(TEMPLES, seat.temples, strict=True)),
        "tech-levels": lambda: sum(seat.tech),
        "tech-at-top": lambda: sum(1 for level in seat.tech if level >= top),
        "extra-workers": lambda: max(0, seat.workers - start),
        "buildings": lambda: len(seat.buildings) + len(seat.monuments),
        "all-monuments": lambda: table.monuments,
        "corn-tiles": lambda: seat.jungle[0],
        "wood-tiles": lambda: seat.jungle[1],
        "chichen-skulls": lambda: table.chichen,
    }
    if counts in steps:
        return steps[counts]()
    return ([data.building(b).colour for b in seat.buildings]
            + [data.monument(m).colour for m in seat.monuments]).count(counts)


def breakdown(seat: Seat, table: Table | None = None) -> Breakdown:
    """Every source of points, each with its rule; ``table``: what everyone did that some
    monuments count (else only this seat's monuments, no skulls at Chichen Itza)."""
    parts = [Part(EARNED_RULES[k][0], seat.earned[i], EARNED_RULES[k][1], key=k)
             for i, k in enumerate(EARNED)]
    corn = corn_value(seat)
    parts.append(Part("Corn, resources sold (a quarter point per corn)",
                      corn // data.game()["corn_per_point"], "tzolkin.final.corn",
                      detail=f"{corn} corn", key="corn"))
    parts.append(Part("Crystal skulls kept", seat.skulls * data.game()["skull_points"],
                      "tzolkin.final.skulls", key="skulls"))
    parts.append(Part("Monuments", sum(monument_points(seat, m, table) for m in seat.monuments),
                      "tzolkin.final.monuments", detail="+".join(seat.monuments), key="monuments"))
    return Breakdown(tuple(parts), facts=(Fact("corn", "Corn after selling resources", corn),))


def tiebreak_winners(state: Any, totals: tuple[int, ...]) -> tuple[int, ...]:
    """Most points; then most workers left on the gears; then all tied win."""
    best = [p for p, t in enumerate(totals) if t == max(totals)]
    on = {p: state.on_gears(p) for p in best}
    return tuple(p for p in best if on[p] == max(on.values()))



