"""Scoring: the points earned during the game, then the final count (resources to
corn, a quarter point per corn, skulls, monuments); the tiebreak."""

from __future__ import annotations

from typing import Any

from ..core.score import Breakdown, Fact, Part
from . import data
from .data import RESOURCES
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


def monument_points(seat: Seat, code: str) -> int:
    spec = data.monument(code)
    return spec.per * _count(seat, spec.counts)


def _count(seat: Seat, counts: str) -> int:
    top = data.data()["tech"]["levels"]
    colours = [data.building(b).colour for b in seat.buildings]
    table = {
        "top-tech": lambda: max(seat.tech),
        "tech-levels": lambda: sum(seat.tech),
        "tech-at-top": lambda: sum(1 for level in seat.tech if level >= top),
        "tech-steps": lambda: sum(1 for level in seat.tech if level >= 1),
        "workers": lambda: seat.workers,
        "buildings": lambda: len(seat.buildings) + len(seat.monuments),
        "monuments": lambda: len(seat.monuments),
        "corn-tiles": lambda: seat.jungle[0],
        "wood-tiles": lambda: seat.jungle[1],
    }
    if counts in table:
        return table[counts]()
    return colours.count(counts)


def breakdown(seat: Seat) -> Breakdown:
    """Every source of points, each with its rule."""
    parts = [Part(EARNED_RULES[k][0], seat.earned[i], EARNED_RULES[k][1], key=k)
             for i, k in enumerate(EARNED)]
    corn = corn_value(seat)
    parts.append(Part("Corn, resources sold (a quarter point per corn)",
                      corn // data.game()["corn_per_point"], "tzolkin.final.corn",
                      detail=f"{corn} corn", key="corn"))
    parts.append(Part("Crystal skulls kept", seat.skulls * data.game()["skull_points"],
                      "tzolkin.final.skulls", key="skulls"))
    parts.append(Part("Monuments", sum(monument_points(seat, m) for m in seat.monuments),
                      "tzolkin.final.monuments", detail=" ".join(seat.monuments), key="monuments"))
    return Breakdown(tuple(parts), facts=(Fact("corn", "Corn after selling resources", corn),))


def tiebreak_winners(state: Any, totals: tuple[int, ...]) -> tuple[int, ...]:
    """Most points; then most workers left on the gears; then all tied win."""
    best = [p for p, t in enumerate(totals) if t == max(totals)]
    on = {p: state.on_gears(p) for p in best}
    return tuple(p for p in best if on[p] == max(on.values()))



