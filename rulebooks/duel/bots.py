"""7 Wonders Duel opponents: random, and greedy (the move worth most now: a supremacy, then
points and coins gained, shields and science pairs, Wonders, at the least price).

The greedy bot looks only at what its player may see: it decides from a redealt position.
"""

from __future__ import annotations

from ..core.bots import best_by, random_bot
from ..core.contract import Condition
from .game import DuelState
from .moves import Move

COIN = 1  # a point is worth this many coins
SHIELD = 2
SCIENCE = 3


def value(state: DuelState, move: Move) -> float:
    """How much better the mover's position is after ``move`` (points, coins, military)."""
    me = state.current
    after = state.apply(move)
    if after.phase == "over" and after.outcome() and after.outcome().winners == (me,):
        return 1000.0
    mine = sum(after.rows(me).values()) - sum(state.rows(me).values())
    theirs = sum(after.rows(1 - me).values()) - sum(state.rows(1 - me).values())
    coins = after.coins[me] - state.coins[me]
    push = (after.conflict - state.conflict) * (1 if me == 0 else -1)
    symbols = len(after.symbols(me)) - len(state.symbols(me))
    score = 3 * (mine - theirs) + COIN * coins + SHIELD * push + SCIENCE * symbols
    if move.verb == "wonder":
        score += 2
    if move.verb == "discard":
        score -= 2
    if move.verb == "start":
        score += 1 if move.args[0] == str(me + 1) else 0
    return score


greedy_bot = best_by(value)

BOTS = {"random": random_bot, "greedy": greedy_bot}


def builds(state: DuelState, move: Move) -> bool:
    """Tutorial condition: a card of the structure constructed."""
    return move.verb == "build"


def chains(state: DuelState, move: Move) -> bool:
    """Tutorial condition: a card built free through a chain."""
    return move.verb == "build" and state.chained(state.current, move.card)


CONDITIONS = {
    "builds": Condition("a card of the structure constructed", builds),
    "chains": Condition("a card built free through its chain symbol", chains),
}
