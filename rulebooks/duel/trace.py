"""What each 7 Wonders Duel move did, and which rules it used (transcripts, walkthroughs)."""

from __future__ import annotations

from ..core.contract import Walkthrough
from . import agora, data, economy
from .game import DuelState
from .moves import Move
from .plots import STEP_HINT

WALKTHROUGH = Walkthrough({}, seed=1)


def _build(before: DuelState, move: Move, after: DuelState) -> tuple[str, list[str]]:
    me, ident = before.current, move.card
    paid = before.card_price(me, ident)
    spec = data.card(ident)
    if spec.senator:
        rules = [agora.SENATORS, agora.POLITICIAN if spec.section else agora.CONSPIRATOR]
        return f"recruits a {spec.senator} for {paid} coin(s)", rules
    rules = ["duel.build", "duel.build.pay", f"duel.cards.{data.card(ident).colour}"]
    if before.chained(me, ident):
        rules.append("duel.build.chain")
        how = "free through its chain"
    else:
        if paid > data.card(ident).cost[0]:
            rules.append("duel.build.trade")
            if any(data.card(c).fixed for c in before.cities[me]):
                rules.append("duel.build.fixed")
        if any(data.card(ident).cost[1:]) and economy.choices(before.cities[me],
                                                              before.built[me]):
            rules.append("duel.build.choice")
        how = f"for {paid} coin(s)" if paid else "for nothing"
    return f"builds {data.name(ident)} {how}", rules


def _senate(before: DuelState, move: Move, after: DuelState) -> tuple[str, list[str]]:
    if move.verb == "pass":
        return "leaves the senator's other actions unused", [agora.SENATE]
    kind = agora.POLITICIAN if data.card(before.senator).section else agora.CONSPIRATOR
    detail = (f"places a cube in chamber {move.args[0]}" if move.verb == "place"
              else f"moves a cube from chamber {move.args[0]} to chamber {move.args[1]}")
    rules = [agora.SENATE, kind]
    if agora.control(after.influence) != agora.control(before.influence):
        rules.append(agora.CONTROL)
        changed = [i for i, (a, b) in enumerate(zip(agora.control(after.influence),
                                                     agora.control(before.influence),
                                                     strict=True)) if a != b]
        if any(i < len(after.decrees) for i in changed):
            rules.append(agora.DECREES)
    return detail, rules


PLOT_DETAIL = {
    "conspire": "conspires", "keep": "keeps a conspiracy", "prepare": "prepares a conspiracy "
    "with {card}", "remove": "takes an opponent's cube out of chamber {0}", "steal": "seizes "
    "{0}", "swap": "swaps {0} for {1}", "claim": "constructs {0} for free", "scrap": "discards "
    "{0} from the structure", "bury": "buries {0}", "shift": "moves the decree of chamber {0} "
    "under chamber {1}'s", "raze": "returns {0} to the box",
}


def _plot(before: DuelState, move: Move, after: DuelState) -> tuple[str, list[str]]:
    """Agora's conspiracy moves and the choices made during steps (the conspiracy kept is
    not named: the opponent does not see it)."""
    if move.verb == "trigger":
        rule = agora.TRIGGER if before.phase == "play" else agora.EXTRAS
        return f"triggers {data.name(move.args[0])}", [rule, agora.PLOTS]
    names = [data.name(a) if a in data.cards() or a in data.all_wonders()
             or a in data.all_tokens() else a for a in move.args]
    detail = PLOT_DETAIL[move.verb].format(*names, card=names[-1] if names else "")
    rule = {"conspire": agora.CONSPIRE, "keep": agora.CONSPIRE,
            "prepare": agora.PREPARE}.get(move.verb, agora.PLOTS)
    return detail, [rule]


def _step(before: DuelState, move: Move, after: DuelState) -> tuple[str, list[str]]:
    """A cube placed or moved, a token taken, a card destroyed or a pass during steps."""
    what = {"place": f"places a cube in chamber {move.args[0]}" if move.args else "",
            "move": f"moves a cube from chamber {move.args[0]} to chamber {move.args[-1]}"
            if len(move.args) == 2 else "",
            "pass": "leaves that choice out",
            "progress": f"takes the {data.name(move.args[0])} progress token"
            if move.args else "",
            "destroy": f"destroys {data.name(move.args[0])}" if move.args else ""}[move.verb]
    rules = [agora.PLOTS]
    if agora.control(after.influence) != agora.control(before.influence):
        rules.append(agora.CONTROL)
    return what, rules


def trace(before: DuelState, move: Move, after: DuelState) -> tuple[str, tuple[str, ...]]:
    """A short account of ``move`` and the rule ids it exercised."""
    me = before.current
    if before.phase == "plot" and move.verb in ("place", "move", "pass", "progress",
                                                 "destroy"):
        detail, rules = _step(before, move, after)
    elif move.verb in PLOT_DETAIL or move.verb == "trigger":
        detail, rules = _plot(before, move, after)
    elif move.verb == "build":
        detail, rules = _build(before, move, after)
    elif move.verb == "pick":
        detail, rules = f"picks {data.name(move.args[0])}", ["duel.setup.draft"]
    elif move.verb == "discard":
        gain = after.coins[me] - before.coins[me]
        detail, rules = f"discards {data.name(move.card)} for {gain} coins", ["duel.discard"]
    elif move.verb == "wonder":
        detail = f"builds {data.name(move.args[0])} with {data.name(move.card)}"
        rules = ["duel.wonder"]
        spec = data.wonder(move.args[0])
        if spec.again or "theology" in before.tokens[me]:
            rules.append("duel.wonder.again")
        if spec.loss:
            rules.append("duel.wonder.loss")
        if after.phase == "revive":
            rules.append("duel.wonder.revive")
        if after.retired != before.retired:
            detail += "; the last unbuilt Wonder leaves the game"  # joined by "; " throughout
            rules.append("duel.wonder.limit")
    elif move.verb == "progress":
        detail = f"takes the {data.name(move.args[0])} progress token"
        rules = ["duel.science.pair" if before.phase == "progress" else "duel.wonder.library",
                 "duel.progress"]
    elif move.verb == "destroy":
        detail, rules = f"destroys {data.name(move.card)}", ["duel.wonder.destroy"]
    elif move.verb == "revive":
        detail, rules = f"builds {data.name(move.card)} from the discards", ["duel.wonder.revive"]
    elif move.verb in ("place", "move", "pass"):
        detail, rules = _senate(before, move, after)
    else:
        detail, rules = f"player {move.args[0]} starts Age {after.age}", ["duel.age.start"]
    if before.age == after.age and any(after.visible(i) and not before.visible(i)
                                       for i in range(len(after.structure))):
        rules.append("duel.turn.reveal")
    if after.conflict != before.conflict:
        detail += f"; the conflict pawn moves to {after.conflict}"
        rules.append("duel.military.move")
    if after.loot != before.loot:
        rules.append(agora.MILITARY if after.rules.agora else "duel.military.loot")
    if after.phase == "plot" and before.phase != "plot":
        step = after.step_name()
        detail += f"; player {after.current + 1} must {STEP_HINT[step]}"
    if after.phase == "progress" and before.phase != "progress":
        detail += "; a pair of science symbols"
        rules.append("duel.science.pair")
    if after.phase == "start":
        rules.append("duel.age.end")
    if after.phase == "over":
        rule = {"military": "duel.military.supremacy", "science": "duel.science.supremacy",
                "civilian": "duel.end", "political": agora.SUPREMACY}[after.victory]
        detail += f"; game over: {after.victory} victory"
        rules.append(rule)
    return detail, tuple(rules)
