"""Campeones opponents: random, and greedy (the strongest card for its side now, every
activated token spent, the attempt with the better chance).

>>> from .game import new_state
>>> from ..core.rng import Rng
>>> state = new_state({}, 2)
>>> greedy_bot(state, Rng(1)).verb
'take'
"""

from __future__ import annotations

from ..core.bots import best_by, random_bot
from ..core.contract import Condition
from . import contest, data
from .game import CampeonesState
from .moves import DECK, Move

BLIND = 1.5  # what a blind match card is worth on average, about


def worth(state: CampeonesState, seat: int, code: str) -> float:
    """What a card adds for ``seat``'s side this round: the best attacking value for the
    attacker, defence for the defender, plus a little for each token it activates."""
    spec = data.card(code)
    value = max(spec.shot, spec.passing) if seat == state.attacker else spec.defence
    return value + 0.3 * len(spec.tokens)


def _value(state: CampeonesState, move: Move) -> float:
    me = state.current
    if move.verb == "take":
        return BLIND if move.arg == DECK else worth(state, me, state.pitch[move.number - 1])
    if move.verb == "play":
        return worth(state, me, move.arg)
    if move.verb == "sign":
        code = state.show[move.number - 1]
        return worth(state, me, code) - 0.5 * len(data.card(code).cost)
    if move.verb == "motivate":
        spec = data.card(move.arg)
        return worth(state, me, move.arg) - worth(state, me, spec.replaces)
    if move.verb == "pass":
        return 0.5
    if move.verb == "attempt":
        return float(_chance(state, move.arg))
    if move.verb == "special":
        return float(data.card(move.arg).shot)
    if move.verb == "block":
        return float(data.card(move.arg).defence)
    if move.verb == "spend":
        return float(move.number)
    return 1.0 if move.verb == "save" else 0.0


def _chance(state: CampeonesState, action: str) -> float:
    if action == "special":  # the share of their cards my best one beats, discounted
        best = max(data.card(c).shot for c in state.specials[state.attacker])
        theirs = state.specials[state.defender]
        return 0.5 * sum(data.card(c).defence <= best for c in theirs) / len(theirs)
    defence = state.strength(state.defender, "defence")
    attack = state.strength(state.attacker, action)
    if action == "pass":
        return 0.4 * float(contest.attack_odds(attack, defence, state.rules.assured))
    return float(contest.goal_odds(attack, defence, state.rules.assured,
                                   state.keeper_in_play(state.defender)))


greedy_bot = best_by(_value)
BOTS = {"random": random_bot, "greedy": greedy_bot}


def best_card(state: CampeonesState, move: Move) -> bool:
    """Tutorial condition: a card from hand worth at least as much as any other there."""
    if move.verb != "play":
        return False
    me = state.current
    return worth(state, me, move.arg) >= max(worth(state, me, c) for c in state.hands[me])


CONDITIONS = {
    "best-card": Condition("a card from your hand that adds as much as any other", best_card),
}
