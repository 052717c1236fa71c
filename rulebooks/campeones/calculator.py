"""The Campeones calculator: one shot or pass resolved from the cards in play (or their
values, as counted at the table), the tokens added and the dice; the exact odds before the
dice, the goalkeeper's roll, and the match score afterwards.

>>> result = score({"attack": ["N10", "N11"], "defence": ["T2", "T3"], "dice": [3, 4]})
>>> result.totals(), result.fact("winner"), result.fact("result"), result.fact("wins")
((8, 8), 'attacker', 'goal', '13/18')
"""

from __future__ import annotations

from typing import Any

from ..core.codec import Reader
from ..core.errors import NotationError, SetupError
from ..core.i18n import tr
from ..core.output import result_schema
from ..core.score import Breakdown, Fact, Part
from ..core.tally import TALLY as TALLY_MODE
from ..core.tally import mode_of, tally_html, with_modes, without_mode
from . import contest, data
from .render import card_html, die_svg, row_html

FULL_MODE = "cards"
TOKENS = data.game("tokens")
DIE = data.game("die")
MOST = data.limit(False) * max(max(c.values) for c in data.cards().values())
CARD_LIST = {"type": "array", "items": {"enum": list(data.codes())},
             "maxItems": data.limit(False)}
COMMON: dict[str, Any] = {
    "action": {"title": "Attempt", "enum": ["shot", "pass"], "default": "shot",
               "description": "What the attacker attempts."},
    "attacker": {"title": "Attacking team", "type": "integer", "minimum": 0, "maximum": 1,
                 "default": 0, "description": "0 Nankatsu, 1 Toho."},
    "attack_tokens": {"title": "Attacker's tokens", "type": "integer", "minimum": 0,
                      "maximum": TOKENS, "default": 0,
                      "description": "Activated shot or pass tokens the attacker adds."},
    "defence_tokens": {"title": "Defender's tokens", "type": "integer", "minimum": 0,
                       "maximum": TOKENS, "default": 0,
                       "description": "Activated defence tokens the defender adds."},
    "dice": {"title": "Dice", "type": "array", "minItems": 2, "maxItems": 2,
             "items": {"type": "integer", "minimum": 1, "maximum": DIE},
             "description": "The attacker's die, then the defender's; leave out for the odds."},
    "keeper_die": {"title": "Goalkeeper's die", "type": "integer", "minimum": 1,
                   "maximum": DIE, "description": "The goalkeeper's roll after a won shot."},
    "assured": {"title": "Assured success", "type": "boolean", "default": False,
                "description": "The optional rule: a 6 against a 1 wins."},
    "score": {"title": "Score before", "type": "array", "minItems": 2, "maxItems": 2,
              "items": {"type": "integer", "minimum": 0, "maximum": 99},
              "default": [0, 0], "description": "Goals of Nankatsu and Toho before this "
              "attempt."},
}
FULL: dict[str, Any] = {
    "title": "Cards in play",
    "required": ["attack", "defence"],
    "properties": {
        "attack": {**CARD_LIST, "title": "Attacker's cards in play"},
        "defence": {**CARD_LIST, "title": "Defender's cards in play"},
        **COMMON,
    },
}
TALLY: dict[str, Any] = {
    "title": "Values counted",
    "required": ["attack_values", "defence_values"],
    "properties": {
        "attack_values": {"title": "Attacker's values", "type": "integer", "minimum": 0,
                          "maximum": MOST, "description": "The shot or pass values in play."},
        "defence_values": {"title": "Defender's values", "type": "integer", "minimum": 0,
                           "maximum": MOST, "description": "The defence values in play."},
        "keeper": {"title": "Goalkeeper in play", "type": "boolean", "default": False,
                   "description": "Whether the defender has a goalkeeper in play."},
        **COMMON,
    },
}
SCHEMA = with_modes("Campeones shot or pass", "One attempt: the cards in play (or their values "
                    "counted), the tokens added, the dice; and the score before it.",
                    FULL_MODE, FULL, TALLY)
SAMPLE: dict[str, Any] = {"action": "shot", "attack": ["N10", "N11", "N6"],
                          "defence": ["T1", "T2", "T3"], "attack_tokens": 1,
                          "defence_tokens": 0, "dice": [4, 2], "keeper_die": 5,
                          "score": [0, 0]}
SAMPLE_TALLY: dict[str, Any] = {"mode": "tally", "action": "shot", "attack_values": 6,
                                "defence_values": 7, "keeper": True, "attack_tokens": 1,
                                "dice": [4, 2], "keeper_die": 5}
RESULT = result_schema("Campeones", {
    "wins": {"type": "string", "description": "The attacker's chance before the dice."},
    "goal": {"type": "string", "description": "A shot's chance of a goal before the dice."},
    "winner": {"enum": ["attacker", "defender"]},
    "result": {"enum": ["goal", "keep", "lost", "keeper"],
               "description": "goal; keep (the attacker keeps the ball); lost (the defender "
               "wins it); keeper (the goalkeeper's roll is still to come)."},
    "score": {"type": "array", "items": {"type": "integer"}},
}, optional=("goal", "winner", "result", "score"), several=True)


RESULT_TEXT = {"goal": "goal", "keep": "the attacker keeps the ball",
               "lost": "the defender wins the ball",
               "keeper": "the goalkeeper's roll comes next"}


def _cards(r: Reader, key: str, seat: int) -> tuple[str, ...]:
    found = []
    for i, code in enumerate(r.list(key)):
        where = f"{r.path(key)}[{i}]"
        if not isinstance(code, str) or code not in data.cards():
            raise NotationError(f"no card {code!r} in the game", where=where)
        team = data.card(code).team
        if team is not None and team != seat:
            raise SetupError(f"{code} plays for {data.teams()[team]}",
                             expected=f"a card of {data.teams()[seat]} or a shared one",
                             got=code, rule="campeones.setup.decks", where=where)
        found.append(code)
    if len(found) > data.limit(False):
        raise NotationError("more cards than the limit", where=r.path(key))
    return tuple(found)


def read(payload: Any) -> dict[str, Any]:
    """The input checked: every figure of the attempt, by name."""
    tally = mode_of(payload, FULL_MODE) == TALLY_MODE
    spec = TALLY if tally else FULL
    r = Reader(without_mode(payload), "input", spec["properties"])
    for key, value in r.data.items():
        if value is None:
            raise NotationError("a value is needed here, not null (leave the key out)",
                                where=r.path(key))
    got: dict[str, Any] = {"action": r.str("action", ("shot", "pass"), "shot"),
                           "attacker": r.int("attacker", 0, 1, 0),
                           "assured": r.bool("assured", False)}
    for key in ("attack_tokens", "defence_tokens"):
        got[key] = r.int(key, 0, TOKENS, 0)
    got["dice"] = _numbers(r, "dice", 1, DIE, None)
    got["score"] = _numbers(r, "score", 0, 99, [0, 0])
    got["keeper_die"] = r.int("keeper_die", 1, DIE, None)
    if tally:
        got["attack"] = r.int("attack_values", 0, MOST)
        got["defence"] = r.int("defence_values", 0, MOST)
        got["keeper"] = r.bool("keeper", False)
        got["cards"] = None
    else:
        a, d = got["attacker"], 1 - got["attacker"]
        attack, defence = _cards(r, "attack", a), _cards(r, "defence", d)
        _once(attack, defence)
        index = ("shot", "pass").index(got["action"])
        got["attack"] = sum(data.card(c).values[index] for c in attack)
        got["defence"] = sum(data.card(c).defence for c in defence)
        got["keeper"] = any(data.card(c).kind == "goalkeeper" for c in defence)
        got["cards"] = (attack, defence)
    _consistent(got)
    return got


def _numbers(r: Reader, key: str, low: int, high: int, default: Any) -> Any:
    value = r.raw(key, default)
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != 2:
        raise NotationError("a list of two whole numbers", where=r.path(key))
    for i, item in enumerate(value):
        if isinstance(item, bool) or not isinstance(item, int) or not low <= item <= high:
            raise NotationError(f"a whole number from {low} to {high}",
                                where=f"{r.path(key)}[{i}]")
    return list(value)


def _once(attack: tuple[str, ...], defence: tuple[str, ...]) -> None:
    seen: set[str] = set()
    for code in (*attack, *defence):
        if code in seen:
            raise SetupError(f"card {code} is in play twice", expected="each card once",
                             got=code, rule="campeones.setup.decks", where="input")
        seen.add(code)
    if len(attack) + len(defence) > data.limit(False):
        raise SetupError("more cards in play than the limit",
                         expected=f"at most {data.limit(False)} in both areas",
                         got=len(attack) + len(defence), rule="campeones.attack.limit",
                         where="input")


def _consistent(got: dict[str, Any]) -> None:
    if got["keeper_die"] is None:
        return
    if got["dice"] is None:
        raise SetupError("the goalkeeper rolls after the contest's dice", expected="dice",
                         got=None, rule="campeones.keeper.save", where="input.keeper_die")
    won = contest.winner(got["attack"] + got["attack_tokens"],
                         got["defence"] + got["defence_tokens"], *got["dice"],
                         got["assured"]) == "attacker"
    if not (won and got["action"] == "shot" and got["keeper"]):
        raise SetupError("the goalkeeper rolls only after a won shot, in play",
                         expected="no goalkeeper's die", got=got["keeper_die"],
                         rule="campeones.keeper.save", where="input.keeper_die")


def score(payload: Any) -> Breakdown:
    """The attempt resolved: both sides' totals as parts, the odds and the result as facts."""
    got = read(payload)
    a, d = got["attacker"], 1 - got["attacker"]
    label = {"shot": "Shot values in play", "pass": "Pass values in play"}[got["action"]]
    parts = [Part(label, got["attack"],
                  "campeones.contest.values", key="attack-values", player=a),
             Part("Tokens added", got["attack_tokens"], "campeones.contest.tokens",
                  key="attack-tokens", player=a),
             Part("Defence values in play", got["defence"], "campeones.contest.values",
                  key="defence-values", player=d),
             Part("Tokens added", got["defence_tokens"], "campeones.contest.tokens",
                  key="defence-tokens", player=d)]
    if got["dice"]:
        parts += [Part("Die", got["dice"][0], contest.CONTEST, key="attack-die", player=a),
                  Part("Die", got["dice"][1], contest.CONTEST, key="defence-die", player=d)]
    attack = got["attack"] + got["attack_tokens"]
    defence = got["defence"] + got["defence_tokens"]
    facts = [Fact("wins", "Attacker's chance before the dice",
                  str(contest.attack_odds(attack, defence, got["assured"])))]
    if got["action"] == "shot":
        facts.append(Fact("goal", "Chance of a goal before the dice", str(contest.goal_odds(
            attack, defence, got["assured"], got["keeper"]))))
    if got["dice"]:
        facts += _resolved(got, attack, defence)
    return Breakdown(tuple(parts), facts=tuple(facts), focus=a)


def _resolved(got: dict[str, Any], attack: int, defence: int) -> list[Fact]:
    winner = contest.winner(attack, defence, *got["dice"], got["assured"])
    if winner == "defender":
        result = "lost"
    elif got["action"] == "pass":
        result = "keep"
    elif got["keeper"] and got["keeper_die"] is None:
        result = "keeper"
    elif got["keeper"]:
        result = {"save": "lost", "corner": "keep", "goal": "goal"}[
            contest.keeper_result(got["keeper_die"])]
    else:
        result = "goal"
    after = list(got["score"])
    if result == "goal":
        after[got["attacker"]] += 1
    return [Fact("winner", "Contest won by the", winner),
            Fact("result", "Result", result, RESULT_TEXT[result]),
            Fact("score", "Score afterwards (Nankatsu, Toho)", after,
                 f"{after[0]} : {after[1]}")]


def render_input(payload: Any) -> str:
    got = read(payload)
    names = ("attacker's die", "defender's die")
    dice = "".join(die_svg(v, n) for v, n in zip(got["dice"] or [], names, strict=False))
    if got["keeper_die"]:
        dice += die_svg(got["keeper_die"], "goalkeeper's die")
    if got["cards"] is None:
        body = tally_html(without_mode(payload), TALLY)
    else:
        body = (row_html(got["cards"][0], tr("Attacker's cards in play"))
                + row_html(got["cards"][1], tr("Defender's cards in play")))
    return (f'<div class="rb-table rb-camp">{body}'
            f'<div class="rb-camp-dice">{dice}</div></div>')


__all__ = ["RESULT", "SAMPLE", "SAMPLE_TALLY", "SCHEMA", "card_html", "render_input", "score"]
