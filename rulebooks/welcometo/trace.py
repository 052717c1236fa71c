"""What each Welcome To... move did, and which rules it used (for transcripts and walkthroughs)."""

from __future__ import annotations

from ..core.contract import Walkthrough
from . import data
from .game import WelcomeState
from .moves import Move

WALKTHROUGH = Walkthrough({"players": 2}, seed=3)
VERB_RULES = {
    "take": ("welcometo.turn.choose",),
    "refuse": ("welcometo.build.refusal",),
    "roundabout": ("welcometo.roundabout",),
    "write": ("welcometo.build.number", "welcometo.build.order"),
    "truck": ("welcometo.icecream",),
    "fence": ("welcometo.effect.surveyor",),
    "value": ("welcometo.effect.estate",),
    "park": ("welcometo.effect.landscaper",),
    "pool": ("welcometo.effect.pool",),
    "bis": ("welcometo.effect.bis",),
    "skip": ("welcometo.effect.optional",),
    "plan": ("welcometo.plans.claim",),
    "done": ("welcometo.plans.claim",),
}


def _detail(before: WelcomeState, move: Move, after: WelcomeState) -> str:
    if move.verb == "take":
        number, effect = before.number_effect(move.args)
        return f"takes {number} with the {data.effect_name(effect).lower()}"
    if move.verb == "write":
        number = before.number_effect(before.choice)[0] + (move.args[0] if move.args else 0)
        return f"writes {number}"
    if move.verb == "plan":
        points = after.sheets[before.current].plans[move.args[0] - 1]
        return f"claims plan n°{move.args[0]} for {points}"
    return ""


def _variant_rules(before: WelcomeState, move: Move, after: WelcomeState) -> list[str]:
    """Rules a move uses beyond its verb's: variants, themed neighbourhoods, plans, estates."""
    rules, me = [], before.current
    if move.verb == "take" and before.rules.pairs:
        rules.append("welcometo.solo" if before.rules.solo else "welcometo.variant.advanced")
    if move.verb == "write" and before.rules.neighbourhood == "christmas":
        rules.append("welcometo.christmas")
    if move.verb == "plan":
        stack = move.args[0] - 1
        rules += ["welcometo.plans.once", "welcometo.plans.used"]
        if not before.approved[stack]:
            rules.append("welcometo.plans.first")
        kind = before.plan_spec(stack).set
        rules += {"advanced": ["welcometo.plans.advanced"],
                  "christmas": ["welcometo.christmas.plans"],
                  "icecream": ["welcometo.icecream.plans"]}.get(kind, [])
        if move.word:
            rules.append("welcometo.plans.reshuffle")
    if move.verb == "bis" and before.trucks and before.trucks[me] != after.trucks[me]:
        rules.append("welcometo.icecream.bis")
    if move.verb in ("write", "fence") and me < len(after.sheets) and (
            len(after.sheets[me].estates()) > len(before.sheets[me].estates())):
        rules.append("welcometo.estates")
    return rules


def trace(before: WelcomeState, move: Move, after: WelcomeState) -> tuple[str, tuple[str, ...]]:
    """A short account of ``move`` and the rule ids it exercised."""
    rules = list(VERB_RULES[move.verb])
    detail = _detail(before, move, after)
    if move.verb == "write" and move.args:
        rules.append("welcometo.effect.temp")
    rules += _variant_rules(before, move, after)
    if after.round > before.round:
        rules.append("welcometo.turn.cards")
        if after.shuffles > before.shuffles:
            rules.append("welcometo.deck.reshuffle")
    if after.phase == "over":
        rules.append("welcometo.end")
        if before.rules.solo:
            rules.append("welcometo.solo.temps")
        detail = (detail + "; " if detail else "") + after.ended
    return detail, tuple(rules)
