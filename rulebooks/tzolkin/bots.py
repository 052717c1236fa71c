"""Tzolk'in opponents: random, and greedy (the move that leaves its seat best off, counting
points, what its holdings will score, and its workers riding the gears)."""

from __future__ import annotations

from ..core.bots import best_by, random_bot
from ..core.contract import Condition
from .game import TzolkinState
from .moves import Move
from .scoring import breakdown, table_of


def worth(state: TzolkinState, seat: int) -> float:
    """How well off ``seat`` is: its points so far plus what it holds and where it stands."""
    mine = state.seats[seat]
    riding = sum(p + 1 for row in state.gears for p, who in enumerate(row) if who == seat)
    return (breakdown(mine, table_of(state)).total + 0.5 * (sum(mine.temples) + sum(mine.tech))
            + 0.25 * mine.corn + 0.6 * riding + 2 * mine.workers)


def _value(state: TzolkinState, move: Move) -> float:
    me = state.current
    after = state.apply(move)
    if move.verb == "advance":
        return 0.0
    return worth(after, me) - worth(state, me)


greedy_bot = best_by(_value)
BOTS = {"random": random_bot, "greedy": greedy_bot}


def uses_action(state: TzolkinState, move: Move) -> bool:
    """Tutorial condition: a worker picked up that performs an action."""
    return move.verb == "pick" and move.action is not None


CONDITIONS = {
    "uses-action": Condition("a worker picked up that performs an action", uses_action),
}
