"""The shot or pass contest and the goalkeeper's roll: who wins for given dice, and the exact
odds over every pair of dice.

>>> winner(7, 9, 4, 2, assured=False), winner(7, 9, 3, 2, assured=False)
('attacker', 'defender')
>>> winner(2, 9, 6, 1, assured=True), winner(2, 9, 6, 1, assured=False)
('attacker', 'defender')
>>> str(attack_odds(5, 5, assured=False)), str(keeper_odds()["goal"])
('7/12', '1/2')
"""

from __future__ import annotations

from fractions import Fraction

from . import data

CONTEST = "campeones.contest.roll"
TIE = "campeones.contest.tie"
ASSURED = "campeones.options.assured"
KEEPER = "campeones.keeper.save"


def faces() -> range:
    return range(1, data.game("die") + 1)


def winner(attack: int, defence: int, attack_die: int, defence_die: int,
           assured: bool) -> str:
    """``attacker`` or ``defender``: the higher total wins, a tie goes to the attacker; with
    the assured-success option a 6 against a 1 wins whatever the totals."""
    top, bottom = data.game("die"), 1
    if assured and (attack_die, defence_die) == (top, bottom):
        return "attacker"
    if assured and (attack_die, defence_die) == (bottom, top):
        return "defender"
    return "attacker" if attack + attack_die >= defence + defence_die else "defender"


def attack_odds(attack: int, defence: int, assured: bool) -> Fraction:
    """The chance that the attacker wins the contest, over every pair of dice."""
    outcomes = [(a, d) for a in faces() for d in faces()]
    won = sum(winner(attack, defence, a, d, assured) == "attacker" for a, d in outcomes)
    return Fraction(won, len(outcomes))


def keeper_result(die: int) -> str:
    """What the goalkeeper's roll gives: ``save``, ``corner`` or ``goal``."""
    if die <= data.game("save"):
        return "save"
    return "corner" if die <= data.game("corner") else "goal"


def keeper_odds() -> dict[str, Fraction]:
    """The chance of each result of the goalkeeper's roll."""
    results = [keeper_result(die) for die in faces()]
    return {name: Fraction(results.count(name), len(results))
            for name in ("save", "corner", "goal")}


def goal_odds(attack: int, defence: int, assured: bool, keeper: bool) -> Fraction:
    """The chance that a shot ends in a goal, the goalkeeper rolling when in play."""
    won = attack_odds(attack, defence, assured)
    return won * keeper_odds()["goal"] if keeper else won


def faces_text(results: dict[str, Fraction]) -> str:
    return ", ".join(f"{name} {value}" for name, value in results.items())
