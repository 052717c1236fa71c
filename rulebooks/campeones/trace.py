"""What each Campeones move did, and which rules it used (for transcripts and walkthroughs)."""

from __future__ import annotations

from ..core.contract import Walkthrough
from . import data
from .game import PERIODS, CampeonesState
from .moves import DECK, Move

WALKTHROUGH = Walkthrough({}, seed=1)
VERB_RULES = {
    "take": ("campeones.draw.pick",),
    "play": ("campeones.attack.play",),
    "sign": ("campeones.signings",),
    "motivate": ("campeones.motivation",),
    "pass": ("campeones.attack.pass",),
    "attempt": ("campeones.contest.choose",),
    "spend": ("campeones.contest.tokens",),
    "save": ("campeones.keeper.save",),
    "concede": ("campeones.keeper.save",),
    "special": ("campeones.special",),
    "block": ("campeones.special",),
}


def _detail(before: CampeonesState, move: Move, after: CampeonesState) -> str:
    if move.verb == "take":
        if move.arg == DECK:
            return "takes the top match card, blind"
        return f"takes {before.pitch[move.number - 1]} from the pitch"
    if move.verb == "sign":
        return f"signs {before.show[move.number - 1]}"
    if move.verb in ("play", "motivate"):
        return f"{move.verb}s {move.arg}"
    if move.verb == "attempt":
        return f"attempts a {move.arg}"
    if move.verb == "special":  # face down: the card is not named
        return "chooses a special card, face down"
    if move.verb == "block":
        return f"blocks with {move.arg} against {after.revealed[0]}"
    if move.verb == "spend":
        return f"spends {move.arg} token(s)"
    return {"pass": "passes", "save": "rolls for the goalkeeper",
            "concede": "does not roll"}[move.verb]


def _result(before: CampeonesState, after: CampeonesState, rules: list[str]) -> str:
    if after.round == before.round and after.phase != "over":
        if after.phase == "save" and before.phase != "save":
            rules += _contest(before, after)
            return f"; dice {after.dice[0]}-{after.dice[1]}: the shot beats the defence"
        if after.phase == "choose" and before.phase == "attack":
            rules.append("campeones.attack.end")
            if after.in_play() >= data.limit(after.extra):
                rules.append("campeones.attack.limit")
        return ""
    rules.append("campeones.discard")
    scored = [after.totals()[p] - before.totals()[p] for p in range(2)]
    text = ""
    if before.phase == "special":
        text += "; the shot is stopped" if not any(scored) else ""
    if before.phase == "spend":
        rules += _contest(before, after)
        text += f"; dice {after.dice[0]}-{after.dice[1]}"
    if before.phase == "save" and after.keeper_die is not None:
        text += f"; goalkeeper rolls {after.keeper_die}"
    if any(scored):
        rules.append("campeones.contest.result")
        text += f"; goal for {data.teams()[scored.index(1)]}"
    else:
        text += f"; {data.teams()[after.attacker]} has the ball"
    if after.period != before.period or after.phase == "over":
        rules.append("campeones.halftime" if before.period == 0 else "campeones.extra")
        if after.phase == "over" and before.period == 1:
            rules.pop()
        text += f"; end of the {PERIODS[before.period]}"
    if after.phase == "over":
        rules.append("campeones.end.champions" if len(after.outcome().winners) == 2
                     else "campeones.end")
    return text


def _contest(before: CampeonesState, after: CampeonesState) -> list[str]:
    """The rules of a contest just rolled (``before``: the defender adding tokens): the tie
    when the totals are equal, assured success when it is on and the dice are 6 and 1."""
    rules = ["campeones.contest.values", "campeones.contest.roll"]
    attack = (before.strength(before.attacker, before.action) + before.spent[before.attacker]
              + after.dice[0])
    defence = before.strength(before.defender, "defence") + after.dice[1] + sum(
        after.reserve[before.defender]) - sum(before.reserve[before.defender])
    if attack == defence:
        rules.append("campeones.contest.tie")
    if after.rules.assured and set(after.dice) == {1, data.game("die")}:
        rules.append("campeones.options.assured")
    return rules


def trace(before: CampeonesState, move: Move, after: CampeonesState
          ) -> tuple[str, tuple[str, ...]]:
    """A short account of ``move`` and the rule ids it exercised."""
    rules = list(VERB_RULES[move.verb])
    detail = _detail(before, move, after)
    if after.injury and not before.injury:
        rules.append("campeones.injury")
        detail += "; the last match card is taken: injury time"
    detail += _result(before, after, rules)
    return detail, tuple(rules)
