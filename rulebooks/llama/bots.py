"""L.L.A.M.A. opponents: random, and greedy (shed the most points now; quit cheaply)."""

from __future__ import annotations

from ..core.bots import best_by, random_bot
from ..core.contract import Condition
from .game import LlamaState
from .moves import Move
from .scoring import hand_points

QUIT_BELOW = 8  # a greedy player quits when stuck with fewer points than this in hand


def _value(state: LlamaState, move: Move) -> float:
    hand = state.hands[state.current]
    points = hand_points(hand)
    if move.verb == "play":
        rest = list(hand)
        rest.remove(move.arg)
        return 10 + points - hand_points(rest) + (5 if not rest else 0)
    if move.verb == "draw":
        return 2.0 if points >= QUIT_BELOW else -1.0
    if move.verb == "quit":
        return 1.0 if points < QUIT_BELOW else 0.0
    return 0.0  # return, deal: the only move there


greedy_bot = best_by(_value)
BOTS = {"random": random_bot, "greedy": greedy_bot}


def sheds_value(state: LlamaState, move: Move) -> bool:
    """Tutorial condition: a card whose value leaves your hand entirely."""
    return move.verb == "play" and state.hands[state.current].count(move.arg) == 1


CONDITIONS = {
    "sheds-value": Condition("a card that is the last of its value in your hand", sheds_value),
}
