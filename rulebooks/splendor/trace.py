"""What each Splendor move did, and which rules it used (for transcripts and walkthroughs)."""

from __future__ import annotations

from ..core.contract import Walkthrough
from . import data
from . import tokens as tk
from .game import SplendorState
from .moves import Move

WALKTHROUGH = Walkthrough({"players": 3}, seed=1)


def _take(before: SplendorState, move: Move, after: SplendorState) -> tuple[str, list[str]]:
    same = len(move.args) == 2 and move.args[0] == move.args[1]
    rule = ("splendor.take.same" if same else "splendor.take.different"
            if len(move.args) == 3 else "splendor.take.short")
    return f"takes {tk.describe(tk.of(move.args))}", [rule]


def _reserve(before: SplendorState, move: Move, after: SplendorState) -> tuple[str, list[str]]:
    me = before.current
    ident = after.reserved[me][-1][0]
    where = f"blind from the level {move.deck} deck" if move.deck else "from the table"
    gold = after.tokens[me][-1] > before.tokens[me][-1]
    rules = ["splendor.reserve"] + (["splendor.reserve.gold"] if gold else [])
    return f"reserves {ident} {where}" + (" and takes a gold" if gold else ""), rules


def _buy(before: SplendorState, move: Move, after: SplendorState) -> tuple[str, list[str]]:
    me = before.current
    spent = tk.sub(before.tokens[me], after.tokens[me])
    ident = move.args[0]
    mine = "reserved " if ident in before.reserved_ids(me) else ""
    return (f"buys {mine}{ident} ({data.card(ident).bonus}, {data.card(ident).points} pt) "
            f"paying {tk.describe(spent)}",
            ["splendor.buy", "splendor.buy.pay", *(["splendor.buy.gold"] if any(move.instead)
                                                   else [])])


def trace(before: SplendorState, move: Move, after: SplendorState) -> tuple[str, tuple[str, ...]]:
    """A short account of ``move`` and the rule ids it exercised."""
    me = before.current
    if move.verb in ("take", "reserve", "buy"):
        detail, rules = {"take": _take, "reserve": _reserve, "buy": _buy}[move.verb](
            before, move, after)
    elif move.verb == "return":
        detail, rules = f"gives back a {move.args[0]} token", ["splendor.tokens.limit"]
    elif move.verb == "noble":
        detail, rules = f"chooses noble {move.args[0]}", ["splendor.nobles.visit"]
    else:
        detail, rules = "passes: no action is possible", ["splendor.turn.stuck"]
    if after.phase == "return" and before.phase != "return":
        detail += f"; holds {sum(after.tokens[me])} tokens"
        rules.append("splendor.tokens.limit")
    new = [n for n in after.visitors[me] if n not in before.visitors[me]]
    if new and move.verb != "noble":
        detail += f"; noble {new[0]} visits"
        rules.append("splendor.nobles.visit")
    if after.phase == "over":
        detail += "; game over: " + " ".join(str(t) for t in after.totals())
        rules.append("splendor.end")
    return detail, tuple(rules)
