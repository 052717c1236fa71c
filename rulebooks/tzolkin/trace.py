"""What each Tzolk'in move did, and which rules it used (transcripts and walkthroughs)."""

from __future__ import annotations

from ..core.contract import Walkthrough
from . import data
from .data import START, TRACKS
from .game import TzolkinState
from .moves import Move

WALKTHROUGH = Walkthrough({"players": 2}, seed=1)
KIND_RULES = {
    "tech": ("tzolkin.tech",),
    "build": ("tzolkin.build",),
    "build2": ("tzolkin.build",),
    "build-corn": ("tzolkin.build",),
    "temples2": ("tzolkin.temple",),
    "temple": ("tzolkin.temple",),
    "trade": ("tzolkin.trade",),
    "worker": (),
    "other": (),
}


def action_rules(gear: str, number: int, choices: tuple[str, ...]) -> list[str]:
    """The rules one gear action uses (an Uxmal copy: the copied action's too)."""
    rules = [f"tzolkin.gear.{gear}"]
    spec = data.gear(gear).action(number)
    if gear == "chi":
        offering = len(choices) > (1 if spec["skull"].get("resource") else 0)
        return [*rules, "tzolkin.skull", "tzolkin.temple",
                *(["tzolkin.tech.theo"] if offering else [])]
    if gear == "pal" and number in data.jungle()["actions"]:
        return [*rules, "tzolkin.jungle", *(["tzolkin.jungle.burn"] if "burn" in choices
                                            else [])]
    kind = spec.get("kind")
    if kind == "tech" and any(word not in TRACKS for word in choices):
        rules.append("tzolkin.tech.beyond")
    if kind == "build2" and choices[:1] and choices[0].startswith("M"):
        return [*rules, "tzolkin.monument"]
    rules += KIND_RULES.get(kind, ())
    if kind == "other" and len(choices) >= 2 and choices[1].isdigit():
        rules += action_rules(choices[0], int(choices[1]), choices[2:])
    return rules


def _pick(move: Move) -> tuple[str, list[str]]:
    rules = ["tzolkin.pick.use"]
    text = f"picks up from {move.gear} {move.position}"
    if move.action is None:
        return text + " (no action)", rules
    rules += action_rules(move.gear, move.action, move.choices)
    if move.action != move.position and move.position not in data.gear(move.gear).any:
        rules.append("tzolkin.pick.back")
    detail = " ".join(move.choices)
    return f"{text}, action {move.action}{': ' + detail if detail else ''}", rules


def _tech_used(before: TzolkinState, move: Move) -> list[str]:
    """The technology track whose levels changed what a pick-up gave, if any."""
    if move.action is None:
        return []
    gear, number, words = move.gear, move.action, move.choices
    if gear == "uxm" and number == 5 and len(words) >= 2 and words[1].isdigit():
        gear, number, words = words[0], int(words[1]), words[2:]
    kind = data.gear(gear).action(number).get("kind", "")
    used = ("agri" if gear == "pal" and "wood" not in words else
            "extr" if gear == "yax" else
            "arch" if kind.startswith("build") else
            "theo" if gear == "chi" else None)
    levels = dict(zip(TRACKS, before.seats[before.current].tech, strict=True))
    return [f"tzolkin.tech.{used}"] if used and levels[used] else []


def _calendar(before: TzolkinState, after: TzolkinState) -> tuple[str, list[str]]:
    """The end of a round: food days crossed, the calendar, the starting-player space."""
    if after.round == before.round and after.phase != "over":
        return "", []
    rules = ["tzolkin.round", "tzolkin.calendar.push"]
    rules.append("tzolkin.calendar.start" if before.start is not None or
                 before.phase == "calendar" else "tzolkin.calendar.advance")
    last = after.round if after.phase == "over" else after.round - 1
    for day in range(before.round, last + 1):
        if day in data.game()["food_days"]:
            rules.append("tzolkin.food.feed")
            if day in data.game()["end_of_age"]:
                rules += ["tzolkin.food.end", "tzolkin.food.bonus"]
                if day == data.game()["end_of_age"][0]:
                    rules.append("tzolkin.food.age2")
            else:
                rules.append("tzolkin.food.middle")
    return f"; day {after.round}", rules


def trace(before: TzolkinState, move: Move, after: TzolkinState) -> tuple[str, tuple[str, ...]]:
    """A short account of ``move`` and the rule ids it exercised."""
    rules: list[str]
    if move.verb == "keep":
        rules, text = ["tzolkin.setup.wealth"], f"keeps the wealth tiles {' '.join(move.args)}"
    elif move.verb == "beg":
        rules, text = ["tzolkin.turn.beg"], f"begs, stepping down {data.temple(move.args[0]).name}"
    elif move.verb == "place":
        target = move.args[0]
        spent = before.seats[before.current].corn - after.seats[before.current].corn
        if target == START:
            rules = ["tzolkin.place.start", "tzolkin.place.cost"]
            text = (f"takes the starting-player space and the {before.calendar_corn} corn "
                    f"on the calendar")
        else:
            rules = ["tzolkin.place.lowest", "tzolkin.place.cost"]
            text = f"places a worker on {target} ({spent} corn)"
    elif move.verb == "pick":
        text, rules = _pick(move)
        rules += _tech_used(before, move)
    elif move.verb == "advance":
        rules = ["tzolkin.calendar.extra"] if move.args[0] == "2" else \
            ["tzolkin.calendar.advance"]
        text = f"turns the calendar {move.args[0]} day(s)"
    else:
        rules, text = ["tzolkin.turn.done"], "ends the turn"
    more, extra = _calendar(before, after)
    text += more
    rules += extra
    if after.phase == "over":
        rules += ["tzolkin.end", "tzolkin.final.tie"]
        text += "; game over, totals " + " ".join(str(t) for t in after.totals())
    return text, tuple(dict.fromkeys(rules))
