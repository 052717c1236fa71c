"""What each Deus move did, and which rules it used (for transcripts and walkthroughs)."""

from __future__ import annotations

from ..core.contract import Walkthrough
from . import data
from .game import DeusState
from .moves import Move

WALKTHROUGH = Walkthrough({"players": 2}, seed=1)

VERB_RULES = {"offer": ["deus.offer"], "discard": ["deus.offer"], "god": ["deus.offer.jupiter"],
              "pass": ["deus.turn.pass"]}


def _gained(before: DeusState, after: DeusState, me: int) -> str:
    names = data.GOODS
    changes = [f"{b - a:+d} {n}" for n, a, b in zip(names, before.goods[me], after.goods[me],
                                                     strict=True) if a != b]
    return ", ".join(changes)


def _capped(before: DeusState, move: Move) -> bool:
    """A gift or a production that met the resource limit."""
    if move.verb == "take" and move.word in data.resources():
        return before.room(before.current, move.word) <= 1
    return False


def trace(before: DeusState, move: Move, after: DeusState) -> tuple[str, tuple[str, ...]]:
    """A short account of ``move`` and the rule ids it exercised."""
    me = before.current
    rules = list(VERB_RULES.get(move.verb, []))
    if move.verb == "build":
        kind = data.card(move.card).type
        detail = f"{data.card(move.card).name} ({kind}) on {move.location}"
        rules += ["deus.build", "deus.build.cost", "deus.build.resolve"]
        if not before.placed(me):
            rules.append("deus.build.first")
        if kind == "temple":
            rules.append("deus.build.temple")
            if before.cards_built(me, "temple"):
                rules.append("deus.build.temple-row")
            if f"{move.card}@{move.location}" not in after.built[me]:
                rules.append("deus.end.temples")
        if kind == "maritime":
            rules.append("deus.build.sea")
        if before._penalty(move.location):
            rules.append("deus.build.edge")
        if not before.hands[me][1:]:
            rules.append("deus.build.last-card")
        if after.villages != before.villages:
            rules += ["deus.villages", "deus.villages.attack"]
            detail += "; a barbarian village is attacked"
    elif move.verb in ("offer", "discard"):
        detail = f"{move.card} given to the gods"
    elif move.verb == "done":
        top = data.card(before.offering[0]).type
        detail = f"offering of {len(before.offering)} card(s) to {data.kind(top).god}"
        rules += ["deus.offer", f"deus.offer.{data.kind(top).god}"]
    elif move.verb == "march":
        detail = f"a military unit moves from {move.location} to {move.word}"
        rules += ["deus.march", "deus.march.path", "deus.march.stop"]
        if before.board.terrain[move.word] == "sea":
            rules.append("deus.march.sea")
        if after.villages != before.villages:
            rules += ["deus.villages.attack", "deus.march.attack"]
            detail += "; a barbarian village is attacked"
    elif move.verb == "halt":
        detail = "the march ends"
        rules.append("deus.march")
    elif move.verb == "take":
        detail = f"takes {move.word}"
        rules.append(f"deus.offer.{before.god}")
    else:
        detail = move.verb
        if move.verb == "god":
            rules.append(f"deus.offer.{move.word}")
    if after.phase == "march" and before.phase != "march":
        rules.append("deus.march")
    if _capped(before, move):
        rules.append("deus.resources.limit")
    if len(after.hands[me]) == data.game("hand_limit") > len(before.hands[me]):
        rules.append("deus.offer.limit")
    gained = _gained(before, after, me)
    if gained:
        detail += f"; {gained}"
    if after.final_turns is not None and before.final_turns is None:
        rules.append("deus.end")
    if after.phase == "over":
        rules += ["deus.scoring.tokens", "deus.scoring.winner"]
    return detail, tuple(dict.fromkeys(rules))
