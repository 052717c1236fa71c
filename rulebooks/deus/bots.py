"""Deus opponents: random, and greedy (one move ahead: the points a move adds now, plus a
little for each building on the map and each building made ready)."""

from __future__ import annotations

from ..core.bots import best_by, random_bot
from ..core.contract import Condition
from .game import DeusState
from .moves import Move

BUILT = 1.5    # the worth of one more building on the map
READY = 0.5    # the worth of one more building ready to build
GOODS = 0.1    # the worth of one more resource or gold


def _worth(state: DeusState, me: int) -> float:
    goods = sum(state.goods[me][:5])
    return (state.breakdown(me).total + BUILT * state.on_map(me) + READY * sum(state.supply[me])
            + GOODS * goods)


def _value(state: DeusState, move: Move) -> float:
    me = state.current
    after = state.apply(move)
    return _worth(after, me) - _worth(state, me)


greedy_bot = best_by(_value)
BOTS = {"random": random_bot, "greedy": greedy_bot}


def is_build(state: DeusState, move: Move) -> bool:
    """Tutorial condition: any building."""
    return move.verb == "build"


def military_build(state: DeusState, move: Move) -> bool:
    """Tutorial condition: a military building."""
    return move.verb == "build" and move.card is not None and move.card.startswith("W")


CONDITIONS = {
    "build": Condition("any building you can place", is_build),
    "military": Condition("a military building", military_build),
}
