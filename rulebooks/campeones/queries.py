"""What a Campeones help page asks of a position: is a move allowed, the odds of the
attempt now (exact, over every pair of dice), and the goalkeeper's odds.

>>> from .short import NOTATION
>>> state = NOTATION.read({"phase": "choose", "attacker": 0, "to_move": 1,
...                        "areas": [["N10", "N11"], ["T2", "T3"]]})
>>> odds(state, "shot")["attack"], odds(state, "shot")["defence"], odds(state, "shot")["wins"]
(5, 4, '13/18')
"""

from __future__ import annotations

from typing import Any

from ..core.errors import NotationError
from ..core.queries import legal
from . import contest
from .game import CampeonesState


def odds(state: CampeonesState, action: str = "shot", attack_tokens: int = 0,
         defence_tokens: int = 0) -> dict[str, Any]:
    """The attacker's chance of winning a shot or pass from the cards in play and the tokens
    added, and for a shot the chance of a goal (the goalkeeper rolling when in play)."""
    if action not in ("shot", "pass"):
        raise NotationError("the attempt is 'shot' or 'pass'", where="ask.action")
    attack = state.strength(state.attacker, action) + attack_tokens
    defence = state.strength(state.defender, "defence") + defence_tokens
    assured = state.rules.assured
    keeper = state.keeper_in_play(state.defender)
    answer: dict[str, Any] = {"attack": attack, "defence": defence,
                              "wins": str(contest.attack_odds(attack, defence, assured)),
                              "rule": contest.CONTEST}
    if action == "shot":
        answer["keeper"] = keeper
        answer["goal"] = str(contest.goal_odds(attack, defence, assured, keeper))
    return answer


def keeper(state: CampeonesState) -> dict[str, Any]:
    """The chance of each result of the goalkeeper's roll."""
    return {**{k: str(v) for k, v in contest.keeper_odds().items()}, "rule": contest.KEEPER}


QUERIES = {"legal": legal, "odds": odds, "keeper": keeper}


def resolve(state: CampeonesState, dice: list[int], attack_tokens: int = 0,
            defence_tokens: int = 0) -> dict[str, Any]:
    """Who wins the attempt chosen in this position for the dice given (the attacker's die
    first): the totals, the winner and what follows."""
    from ..core.tally import counts

    first, second = counts(dice, "ask.dice", 2, contest.faces()[-1], contest.CONTEST, "dice")
    if min(first, second) < 1:
        raise NotationError("a die shows 1 to 6", where="ask.dice")
    action = state.action or "shot"
    attack = state.strength(state.attacker, action) + attack_tokens
    defence = state.strength(state.defender, "defence") + defence_tokens
    winner = contest.winner(attack, defence, first, second, state.rules.assured)
    keeper = state.keeper_in_play(state.defender)
    if winner == "defender":
        then = "the defender wins the ball"
    elif action == "pass":
        then = "the attacker keeps the ball"
    else:
        then = "the goalkeeper may roll" if keeper else "goal"
    return {"attack": attack + first, "defence": defence + second, "winner": winner,
            "then": then, "rule": contest.TIE if attack + first == defence + second
            else contest.CONTEST}


QUERIES["resolve"] = resolve
