"""Tzolk'in opponents: random, and greedy (the move that leaves its seat best off, counting
points, what its holdings will score, and its workers riding the gears; it also weighs the
cheap payment choices of the move it picked)."""

from __future__ import annotations

from ..core.bots import best_by, random_bot
from ..core.contract import Condition
from ..core.errors import IllegalMove
from ..core.rng import Rng
from .choices import payment_choices
from .game import TzolkinState
from .moves import Move
from .scoring import breakdown, corn_value, table_of


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


_best_move = best_by(_value)


def greedy_bot(state: TzolkinState, rng: Rng) -> Move:
    """The legal move of best value; then, where an action offers few ways of paying (the
    blocks of one technology step, the block architecture takes off one building), each
    other way is weighed too and kept only when strictly better: by value, then by the
    market value of the resources left."""
    move = _best_move(state, rng)
    if move.verb != "pick" or move.action is None:
        return move
    best, value = move, _weighed(state, move)
    for choice in payment_choices(state, state.current, move.gear, move.action, move.choices):
        other = Move("pick", (*move.args[:3], *choice))
        try:
            weight = _weighed(state, other)
        except IllegalMove:
            continue
        if weight > value:
            best, value = other, weight
    return best


def _weighed(state: TzolkinState, move: Move) -> tuple[float, int]:
    """A move's value, and the market value (in corn) of the resources it leaves."""
    me = state.current
    after = state.apply(move)
    seat = after.seats[me]
    return worth(after, me) - worth(state, me), corn_value(seat) - seat.corn


BOTS = {"random": random_bot, "greedy": greedy_bot}


def uses_action(state: TzolkinState, move: Move) -> bool:
    """Tutorial condition: a worker picked up that performs an action."""
    return move.verb == "pick" and move.action is not None


CONDITIONS = {
    "uses-action": Condition("a worker picked up that performs an action", uses_action),
}
