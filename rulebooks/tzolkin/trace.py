"""What each Tzolk'in move did, and which rules it used (transcripts and walkthroughs)."""

from __future__ import annotations

from ..core.contract import Walkthrough
from . import data
from .data import START
from .game import TzolkinState
from .moves import Move

WALKTHROUGH = Walkthrough({"players": 2}, seed=1)
GEAR_RULE = {g: f"tzolkin.gear.{g}" for g in data.GEARS}


def trace(before: TzolkinState, move: Move, after: TzolkinState) -> tuple[str, tuple[str, ...]]:
    """A short account of ``move`` and the rule ids it exercised."""
    rules: list[str]
    if move.verb == "beg":
        rules, text = ["tzolkin.turn.beg"], f"begs, stepping down {data.temple(move.args[0]).name}"
    elif move.verb == "place":
        target = move.args[0]
        rules = ["tzolkin.place.start" if target == START else "tzolkin.place.lowest",
                 "tzolkin.place.cost"]
        spent = before.seats[before.current].corn - after.seats[before.current].corn
        text = f"places a worker on {target} ({spent} corn)"
        if target == START:
            text = (f"takes the starting-player space and the {before.calendar_corn} corn "
                    f"on the calendar")
    elif move.verb == "pick":
        rules = ["tzolkin.pick.use"]
        if move.action is not None:
            rules.append(GEAR_RULE[move.gear])
            if move.action != move.position and move.position not in data.gear(move.gear).any:
                rules.append("tzolkin.pick.back")
        text = f"picks up from {move.gear} {move.position}"
        text += "" if move.action is None else f", action {move.action}"
    elif move.verb == "advance":
        rules = ["tzolkin.calendar.extra"] if move.args[0] == "2" else \
            ["tzolkin.calendar.advance"]
        text = f"turns the calendar {move.args[0]} day(s)"
    else:
        rules, text = ["tzolkin.turn.done"], "ends the turn"
    if after.round != before.round or after.phase == "over":
        rules.append("tzolkin.calendar.push")
        if any(d in data.game()["food_days"] for d in range(before.round, after.round)) \
                or after.phase == "over":
            rules.append("tzolkin.food.feed")
        text += f"; day {after.round}"
    if after.phase == "over":
        rules.append("tzolkin.end")
        text += "; game over, totals " + " ".join(str(t) for t in after.totals())
    return text, tuple(rules)
