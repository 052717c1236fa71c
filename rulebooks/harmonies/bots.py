"""Harmonies opponents: random, and greedy (one move ahead: the points a token, a card or a
cube adds now, preferring central spaces with more tokens).

The greedy bot values a placement by the change in its score, plus a little for a token that
lies on an empty space (room to build later is kept for stacks); a cube by the points it
uncovers; a card while the hand has room.
"""

from __future__ import annotations

from ..core.bots import best_by, random_bot
from ..core.contract import Condition
from . import data
from .game import HarmoniesState
from .moves import Move


def _value(state: HarmoniesState, move: Move) -> float:
    me = state.current
    if move.verb == "take":
        return len(state.central[move.number - 1]) / 10
    if move.verb in ("place", "cube"):
        before = state.breakdown(me).total
        gain = state.apply(move).breakdown(me).total - before
        return gain + (1.0 if move.verb == "cube" else 0.0)
    if move.verb == "card":
        card = data.card(state.display[move.number - 1])
        return 0.5 + max(card.track) / 100
    if move.verb == "replace":  # solo: a new face-up card is worth no points now
        return -0.1
    return 0.0


greedy_bot = best_by(_value)
BOTS = {"random": random_bot, "greedy": greedy_bot}


def stacks_tree(state: HarmoniesState, move: Move) -> bool:
    """Tutorial condition: a green token placed on brown (a tree of two or three)."""
    if move.verb != "place" or move.token != "L":
        return False
    from .board import index
    return state.board[index(state.side)[move.space]] in ("T", "TT")


CONDITIONS = {
    "stacks-tree": Condition("a green token placed on one or two brown tokens", stacks_tree),
}
