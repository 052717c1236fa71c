"""What the gears' actions, buildings and monuments do, on a working copy of a position.

A :class:`Work` holds mutable copies of what an action may change; each step raises
:class:`IllegalMove` citing its rule when the rules refuse it, so a refused move never
reaches the state.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations, combinations_with_replacement
from typing import Any

from ..core.errors import IllegalMove
from . import data
from .data import GEARS, RESOURCES, TEMPLES, TRACKS
from .seat import EARNED

TECH = "tzolkin.tech"
BUILD = "tzolkin.build"
MONUMENT = "tzolkin.monument"
TRADE = "tzolkin.trade"
SKULL = "tzolkin.skull"
TEMPLE_RULE = "tzolkin.temple"
RULE_OF_GEAR = {gear: f"tzolkin.gear.{gear}" for gear in GEARS}


class Work:
    """Mutable copies of one seat and of the shared supplies an action may change."""

    def __init__(self, state: Any, seat: int) -> None:
        self.state = state
        self.me = seat
        self.seat: dict[str, Any] = {k: getattr(state.seats[seat], k)
                                     for k in state.seats[seat].__dataclass_fields__}
        self.shown = list(state.shown)
        self.deck = list(state.deck)
        self.monuments = list(state.monuments)
        self.skull_spaces = list(state.skull_spaces)
        self.skulls_left = state.skulls_left
        self.where = ""

    def finish(self, **changes: Any) -> Any:
        seats = list(self.state.seats)
        seats[self.me] = replace(seats[self.me], **self.seat)
        return replace(self.state, seats=tuple(seats), shown=tuple(self.shown),
                       deck=tuple(self.deck), monuments=tuple(self.monuments),
                       skull_spaces=tuple(self.skull_spaces), skulls_left=self.skulls_left,
                       **changes)

    # -- materials ---------------------------------------------------------
    def refuse(self, message: str, rule: str) -> None:
        raise IllegalMove(message, rule=rule, where=self.where)

    def pay(self, cost: dict[str, int], rule: str) -> None:
        for name, amount in cost.items():
            if self.seat[name] < amount:
                self.refuse(f"you need {amount} {name} and hold {self.seat[name]}", rule)
        for name, amount in cost.items():
            self.seat[name] -= amount

    def gain(self, materials: dict[str, int] | None) -> None:
        for name, amount in (materials or {}).items():
            if name == "skulls":
                amount = min(amount, self.skulls_left)
                self.skulls_left -= amount
            self.seat[name] += amount

    def earn(self, source: str, points: int) -> None:
        earned = list(self.seat["earned"])
        earned[EARNED.index(source)] += points
        self.seat["earned"] = tuple(earned)

    def step_temple(self, code: str, steps: int = 1) -> None:
        """Up (or down) a temple; a step beyond the top or the bottom is lost."""
        temples = list(self.seat["temples"])
        i = TEMPLES.index(code)
        temples[i] = max(0, min(data.temple(code).top, temples[i] + steps))
        self.seat["temples"] = tuple(temples)

    def lowest_temple(self) -> str:
        steps = self.seat["temples"]
        return min(TEMPLES, key=lambda t: (steps[TEMPLES.index(t)], TEMPLES.index(t)))

    # -- technology --------------------------------------------------------
    def advance_tech(self, track: str, paid: bool) -> None:
        if track not in TRACKS:
            self.refuse(f"unknown technology {track!r}; tracks are {', '.join(TRACKS)}", TECH)
        tech = list(self.seat["tech"])
        i = TRACKS.index(track)
        if tech[i] >= data.data()["tech"]["levels"]:
            if not paid:
                return  # a free step beyond the top is lost
            self.refuse(f"{track} is at its top level already", TECH)
        if paid:
            self.pay_blocks(tech[i] + 1, TECH)
        tech[i] += 1
        self.seat["tech"] = tuple(tech)

    def pay_blocks(self, count: int, rule: str) -> None:
        """Pay ``count`` resource blocks, the least valuable first."""
        if sum(self.seat[r] for r in RESOURCES) < count:
            self.refuse(f"this costs {count} resource block(s) and you hold "
                        f"{sum(self.seat[r] for r in RESOURCES)}", rule)
        for r in RESOURCES:
            take = min(count, self.seat[r])
            self.seat[r] -= take
            count -= take

    # -- buildings and monuments -------------------------------------------
    def build(self, code: str, with_corn: bool = False) -> None:
        if code not in self.shown:
            self.refuse(f"{code} is not among the buildings on offer", BUILD)
        spec = data.building(code)
        cost = dict(spec.cost)
        if with_corn:
            cost = {"corn": sum(data.market(r) * n if r != "corn" else n
                                for r, n in spec.cost.items())}
        self.pay(cost, BUILD)
        self.shown.remove(code)
        if self.deck:
            self.shown.append(self.deck.pop(0))
        self.seat["buildings"] = (*self.seat["buildings"], code)
        for track in spec.tech:
            self.advance_tech(self.lowest_track() if track == "any" else track, paid=False)
        self.gain(spec.gain)
        for temple in spec.temples:
            self.step_temple(self.lowest_temple() if temple == "any" else temple)
        self.earn("buildings", spec.points)
        self.seat["workers"] = min(data.game()["workers_max"],
                                   self.seat["workers"] + spec.worker)

    def lowest_track(self) -> str:
        tech = self.seat["tech"]
        return min(TRACKS, key=lambda t: (tech[TRACKS.index(t)], TRACKS.index(t)))

    def monument(self, code: str) -> None:
        if code not in self.monuments:
            self.refuse(f"{code} is not among the monuments still on offer", MONUMENT)
        self.pay(data.monument(code).cost, MONUMENT)
        self.monuments.remove(code)
        self.seat["monuments"] = (*self.seat["monuments"], code)


def _exact(work: Work, choices: tuple[str, ...], count: int, what: str, rule: str) -> None:
    if len(choices) != count:
        work.refuse(f"this action takes {what}", rule)


def perform(work: Work, gear: str, number: int, choices: tuple[str, ...]) -> None:
    """Do action ``number`` of ``gear`` with the player's ``choices`` (see moves.py)."""
    spec = data.gear(gear).action(number)
    rule = RULE_OF_GEAR[gear]
    if gear in ("pal", "yax"):
        _gather(work, gear, number, spec, choices, rule)
    elif gear == "chi":
        _skull(work, number, spec["skull"], choices)
    else:
        KINDS[spec["kind"]](work, spec, choices)


def _gather(work: Work, gear: str, number: int, spec: dict[str, Any],
            choices: tuple[str, ...], rule: str) -> None:
    if "or_gain" not in spec:
        _exact(work, choices, 0, "no choices", rule)
        if spec["gain"].get("skulls") and not work.skulls_left:
            work.refuse("no crystal skull is left in the supply", rule)
        work.gain(spec["gain"])
        if gear == "pal" and number > 1:
            work.seat["jungle"] = (work.seat["jungle"][0] + 1, work.seat["jungle"][1])
        return
    _exact(work, choices, 1, "one choice: corn or wood", rule)
    if choices[0] not in ("corn", "wood"):
        work.refuse("choose corn or wood", rule)
    work.gain(spec["gain"] if choices[0] == "corn" else spec["or_gain"])
    corn, wood = work.seat["jungle"]
    work.seat["jungle"] = (corn + 1, wood) if choices[0] == "corn" else (corn, wood + 1)


def _skull(work: Work, number: int, spec: dict[str, Any], choices: tuple[str, ...]) -> None:
    _exact(work, choices, 1 if spec.get("resource") else 0,
           "one resource: wood, stone or gold" if spec.get("resource") else "no choices", SKULL)
    if work.seat["skulls"] < 1:
        work.refuse("you hold no crystal skull to place", SKULL)
    if work.skull_spaces[number - 1]:
        work.refuse(f"space {number} of Chichen Itza already holds a skull", SKULL)
    if choices and choices[0] not in RESOURCES:
        work.refuse("choose wood, stone or gold", SKULL)
    work.seat["skulls"] -= 1
    work.skull_spaces[number - 1] = True
    work.earn("chichen", spec["points"])
    work.step_temple(spec["temple"])
    if choices:
        work.gain({choices[0]: 1})


def _tech(work: Work, spec: dict[str, Any], choices: tuple[str, ...]) -> None:
    _exact(work, choices, spec["steps"], f"{spec['steps']} technology track(s)", TECH)
    for track in choices:
        work.advance_tech(track, paid=True)


def _build(work: Work, spec: dict[str, Any], choices: tuple[str, ...]) -> None:
    _exact(work, choices, 1, "one building", BUILD)
    work.build(choices[0])


def _build2(work: Work, spec: dict[str, Any], choices: tuple[str, ...]) -> None:
    if len(choices) == 1 and choices[0].startswith("M"):
        work.monument(choices[0])
        return
    if not 1 <= len(choices) <= 2 or any(c.startswith("M") for c in choices):
        work.refuse("this action builds one or two buildings, or one monument", BUILD)
    for code in choices:
        work.build(code)


def _temples2(work: Work, spec: dict[str, Any], choices: tuple[str, ...]) -> None:
    _exact(work, choices, 3, "a resource to pay and two different temples", TEMPLE_RULE)
    block, first, second = choices
    if block not in RESOURCES or first not in TEMPLES or second not in TEMPLES:
        work.refuse("pay wood, stone or gold, then name two temples", TEMPLE_RULE)
    if first == second:
        work.refuse("the two steps go up two different temples", TEMPLE_RULE)
    work.pay({block: 1}, TEMPLE_RULE)
    work.step_temple(first)
    work.step_temple(second)


def _temple(work: Work, spec: dict[str, Any], choices: tuple[str, ...]) -> None:
    _exact(work, choices, 1, "one temple", TEMPLE_RULE)
    if choices[0] not in TEMPLES:
        work.refuse(f"temples are {', '.join(TEMPLES)}", TEMPLE_RULE)
    work.pay({"corn": spec["corn"]}, TEMPLE_RULE)
    work.step_temple(choices[0])


def _trade(work: Work, spec: dict[str, Any], choices: tuple[str, ...]) -> None:
    _exact(work, choices, 3, "sell or buy, a resource and a number", TRADE)
    way, resource, count = choices
    if way not in ("sell", "buy") or resource not in RESOURCES or not count.isdigit() \
            or int(count) < 1:
        work.refuse("trade as 'sell wood 2' or 'buy gold 1'", TRADE)
    price = data.market(resource) * int(count)
    if way == "sell":
        work.pay({resource: int(count)}, TRADE)
        work.gain({"corn": price})
    else:
        work.pay({"corn": price}, TRADE)
        work.gain({resource: int(count)})


def _worker(work: Work, spec: dict[str, Any], choices: tuple[str, ...]) -> None:
    _exact(work, choices, 0, "no choices", RULE_OF_GEAR["uxm"])
    if work.seat["workers"] >= data.game()["workers_max"]:
        work.refuse(f"you have all {data.game()['workers_max']} workers already",
                    RULE_OF_GEAR["uxm"])
    work.seat["workers"] += 1


def _build_corn(work: Work, spec: dict[str, Any], choices: tuple[str, ...]) -> None:
    _exact(work, choices, 1, "one building", BUILD)
    work.build(choices[0], with_corn=True)


def _other(work: Work, spec: dict[str, Any], choices: tuple[str, ...]) -> None:
    rule = RULE_OF_GEAR["uxm"]
    if len(choices) < 2 or choices[0] not in GEARS[:4] or not choices[1].isdigit():
        work.refuse("name another action: a gear other than Chichen Itza and a number", rule)
    gear, number = choices[0], int(choices[1])
    if not 1 <= number <= len(data.gear(gear).actions) or (gear, number) == ("uxm", 5):
        work.refuse(f"{gear} has no action {number} to copy", rule)
    work.pay({"corn": spec["corn"]}, rule)
    perform(work, gear, number, choices[2:])


KINDS = {"tech": _tech, "build": _build, "build2": _build2, "temples2": _temples2,
         "temple": _temple, "trade": _trade, "worker": _worker, "build-corn": _build_corn,
         "other": _other}


def choices_for(state: Any, seat: int, gear: str, number: int,
                nested: bool = False) -> list[tuple[str, ...]]:
    """Every choice of words worth trying for one action (a superset of the legal ones)."""
    spec = data.gear(gear).action(number)
    if gear == "pal":
        return [("corn",), ("wood",)] if "or_gain" in spec else [()]
    if gear == "yax":
        return [()]
    if gear == "chi":
        return [(r,) for r in RESOURCES] if spec["skull"].get("resource") else [()]
    kind = spec["kind"]
    shown = state.shown
    if kind == "tech":
        return [tuple(c) for c in combinations_with_replacement(TRACKS, spec["steps"])]
    if kind in ("build", "build-corn"):
        return [(b,) for b in shown]
    if kind == "build2":
        return [*((b,) for b in shown), *combinations(shown, 2),
                *((m,) for m in state.monuments)]
    if kind == "temples2":
        return [(r, a, b) for r in RESOURCES for a, b in combinations(TEMPLES, 2)]
    if kind == "temple":
        return [(t,) for t in TEMPLES]
    if kind == "trade":
        return _trades(state.seats[seat])
    if kind == "other" and not nested:
        return [(g, str(n), *c) for g in GEARS[:4]
                for n in range(1, len(data.gear(g).actions) + 1) if (g, n) != ("uxm", 5)
                for c in choices_for(state, seat, g, n, nested=True)]
    return [()]


def _trades(seat: Any) -> list[tuple[str, ...]]:
    out = []
    for r in RESOURCES:
        out += [("sell", r, str(n)) for n in range(1, getattr(seat, r) + 1)]
        out += [("buy", r, str(n)) for n in range(1, seat.corn // data.market(r) + 1)]
    return out
