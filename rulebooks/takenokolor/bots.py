"""Takenokolor opponents: random, and greedy (the colouring that adds the most points now,
then the one that brings an item closest to complete).

The greedy bot looks one move ahead: a colouring is worth the points it adds, plus a little
for how much of its item it completes (a bamboo nearer its ladybird, a cloud nearer its
reward, the sun nearer its points).
"""

from __future__ import annotations

from ..core.bots import best_by, random_bot
from ..core.contract import Condition
from . import data
from .game import TakenokolorState
from .moves import Move
from .sheet import ladybirds

PROGRESS = 0.9  # the worth of completing an item's share, under one point


def _share(state: TakenokolorState, section_id: str) -> float:
    """How much of its item the section's item will have coloured (0 to 1)."""
    item = data.item(data.section(section_id).item)
    done = sum(1 for s in item.sections if s.id in state.sheet) + 1
    return done / len(item.sections)


def _value(state: TakenokolorState, move: Move) -> float:
    if move.verb == "pass":
        return 0.0
    me = state.current
    after = state._do_colour(move) if move.verb == "colour" else state._do_bonus(move)
    gain = after.breakdown(me).total - state.breakdown(me).total
    if move.verb == "colour":
        return gain + PROGRESS * _share(state, move.target)
    return float(gain)


greedy_bot = best_by(_value)
BOTS = {"random": random_bot, "greedy": greedy_bot}


def circles_ladybird(state: TakenokolorState, move: Move) -> bool:
    """Tutorial condition: a colouring that completes a bamboo (its ladybird is circled)."""
    if move.verb not in ("colour", "bonus"):
        return False
    after = state._do_colour(move) if move.verb == "colour" else state._do_bonus(move)
    return ladybirds(after.sheets[state.current]) > ladybirds(state.sheet)


CONDITIONS = {
    "ladybird": Condition("a colouring that completes a bamboo and circles its ladybird",
                          circles_ladybird),
}
