"""What the gears' actions, buildings and monuments do, on a working copy of a position.

A :class:`Work` holds mutable copies of what an action may change; each step raises
:class:`IllegalMove` citing its rule when the rules refuse it, so a refused move never
reaches the state.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.errors import IllegalMove
from . import data, tech
from .data import GEARS, RESOURCES, TEMPLES, TRACKS
from .jungle import harvest
from .moves import CODE
from .seat import EARNED

TECH = "tzolkin.tech"
BUILD = "tzolkin.build"
MONUMENT = "tzolkin.monument"
TRADE = "tzolkin.trade"
SKULL = "tzolkin.skull"
TEMPLE_RULE = "tzolkin.temple"
OFFERING = "tzolkin.tech.theo"
ARCH = "tzolkin.tech.arch"
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
        self.forest = [list(pile) for pile in state.forest]
        self.where = ""

    def finish(self, **changes: Any) -> Any:
        seats = list(self.state.seats)
        seats[self.me] = replace(seats[self.me], **self.seat)
        return replace(self.state, seats=tuple(seats), shown=tuple(self.shown),
                       deck=tuple(self.deck), monuments=tuple(self.monuments),
                       skull_spaces=tuple(self.skull_spaces), skulls_left=self.skulls_left,
                       forest=tuple(tuple(pile) for pile in self.forest), **changes)

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
    def advance_tech(self, track: str, paid: bool, words: tuple[str, ...] | None = None,
                     blocks: tuple[str, ...] | None = None) -> None:
        """One step up ``track``; at the top, the one-off bonus instead (``words`` are its
        choices; a free step's are the engine's). ``blocks``: the resources paid, if named."""
        if track not in TRACKS:
            self.refuse(f"unknown technology {track!r}; tracks are {', '.join(TRACKS)}", TECH)
        levels = list(self.seat["tech"])
        i = TRACKS.index(track)
        if levels[i] >= data.data()["tech"]["levels"]:
            if paid:
                self.pay_blocks(data.data()["tech"]["beyond_cost"], tech.BEYOND, blocks)
            if words is None:
                words = tech.free_beyond_words(self, track)
            tech.take_beyond(self, track, words)
            return
        if paid:
            self.pay_blocks(levels[i] + 1, TECH, blocks)
        levels[i] += 1
        self.seat["tech"] = tuple(levels)

    def pay_blocks(self, count: int, rule: str, blocks: tuple[str, ...] | None = None) -> None:
        """Pay ``count`` resource blocks: those named, else the least valuable first."""
        if blocks is not None:
            if len(blocks) != count or any(b not in RESOURCES for b in blocks):
                self.refuse(f"this costs {count} resource block(s): name {count} of "
                            f"{', '.join(RESOURCES)} after 'with'", rule)
            self.pay({r: blocks.count(r) for r in RESOURCES if r in blocks}, rule)
            return
        if sum(self.seat[r] for r in RESOURCES) < count:
            self.refuse(f"this costs {count} resource block(s) and you hold "
                        f"{sum(self.seat[r] for r in RESOURCES)}", rule)
        for r in RESOURCES:
            take = min(count, self.seat[r])
            self.seat[r] -= take
            count -= take

    # -- buildings and monuments -------------------------------------------
    def build(self, code: str, with_corn: bool = False, arch: bool = True,
              picks: tuple[str, ...] = (), waive: str | None = None) -> Any:
        """Build ``code`` from the offer; ``arch``: the architecture levels count for it;
        ``picks`` name, in the order of its effects, the track of each "any" technology
        step, the bonus of each free step beyond a track's top, and the temple of each "any"
        temple step (what is not named goes to the lowest track or temple, and the bonus is
        the engine's); ``waive`` names the block architecture takes off."""
        if code not in self.shown:
            self.refuse(f"{code} is not among the buildings on offer", BUILD)
        spec = data.building(code)
        cost = spec.price(self.state.rules.farm_cost)
        if with_corn:
            cost = {"corn": sum(data.game()["corn_per_block"] * n if r != "corn" else n
                                for r, n in cost.items())}
        if waive is not None and (not arch or with_corn or not cost.get(waive)
                                  or not tech.effect(self.seat["tech"], "arch", "discount")):
            self.refuse(f"no architecture discount on {waive} for {code} here", ARCH)
        if arch:
            cost = self._discounted(cost, waive)
        self.pay(cost, BUILD)
        self.shown.remove(code)
        if self.deck:
            self.shown.append(self.deck.pop(0))
        self.seat["buildings"] = (*self.seat["buildings"], code)
        words = list(picks)
        for track in spec.tech:
            if track == "any":
                track = (words.pop(0) if words and words[0] in TRACKS
                         else self.lowest_track())
            self.advance_tech(track, paid=False, words=self._bonus_words(track, words))
        self.gain(spec.gain)
        for temple in spec.temples:
            if temple == "any":
                temple = (words.pop(0) if words and words[0] in TEMPLES
                          else self.lowest_temple())
            self.step_temple(temple)
        if words:
            self.refuse(f"{code} takes, in order, a track for each 'any' technology, the "
                        "bonus of a step beyond a track's top, a temple for each 'any' "
                        f"temple; {' '.join(words)!r} is left over", BUILD)
        self.earn("buildings", spec.points)
        self.seat["workers"] = min(data.game()["workers_max"],
                                   self.seat["workers"] + spec.worker)
        if arch:
            self.gain({"corn": tech.effect(self.seat["tech"], "arch", "corn")})
            self.earn("buildings", tech.effect(self.seat["tech"], "arch", "points"))
        return spec

    def _bonus_words(self, track: str, words: list[str]) -> tuple[str, ...] | None:
        """The words naming the bonus of a free step beyond the top of ``track``, taken from
        the front of ``words``; None (the engine's choice) when none are left or the track
        is not at its top."""
        count = tech.beyond_words(track)
        at_top = self.seat["tech"][TRACKS.index(track)] >= data.data()["tech"]["levels"]
        if not (at_top and count and words):
            return None
        taken = tuple(words[:count])
        del words[:count]
        return taken

    def _discounted(self, cost: dict[str, int], waive: str | None = None) -> dict[str, int]:
        """Architecture's discount: corn off a building bought with corn, or resource blocks
        off one paid in resources (the one named, else the dearest the player could not
        otherwise pay, else the dearest of all)."""
        levels = self.seat["tech"]
        if "corn" in cost:
            return {"corn": max(0, cost["corn"] - tech.effect(levels, "arch", "corn_discount"))}
        cost = dict(cost)
        for _ in range(tech.effect(levels, "arch", "discount")):
            held = [r for r in reversed(RESOURCES) if cost.get(r) and r in (waive or r)]
            short = [r for r in held if self.seat[r] < cost[r]]
            if held:
                cost[(short or held)[0]] -= 1
        return cost

    def lowest_track(self) -> str:
        levels = self.seat["tech"]
        return min(TRACKS, key=lambda t: (levels[TRACKS.index(t)], TRACKS.index(t)))

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
    if gear == "pal":
        harvest(work, number, choices)
    elif gear == "yax":
        _mine(work, number, spec, choices)
    elif gear == "chi":
        _skull(work, number, spec["skull"], choices)
    else:
        KINDS[spec["kind"]](work, spec, choices)


def _mine(work: Work, number: int, spec: dict[str, Any], choices: tuple[str, ...]) -> None:
    rule = RULE_OF_GEAR["yax"]
    _exact(work, choices, 0, "no choices", rule)
    if spec["gain"].get("skulls") and not work.skulls_left:
        work.refuse("no crystal skull is left in the supply", rule)
    work.gain(spec["gain"])
    work.gain(tech.extra_gain(spec["gain"], "yax", number, work.seat["tech"]))


def _skull(work: Work, number: int, spec: dict[str, Any], choices: tuple[str, ...]) -> None:
    own = 1 if spec.get("resource") else 0
    offering = choices[own:]
    if len(choices) < own or len(offering) not in (0, 2):
        work.refuse("this action takes " + ("one resource: wood, stone or gold"
                                            if own else "no choices")
                    + ", then an offering 'RESOURCE TEMPLE' if Theology allows", SKULL)
    if work.seat["skulls"] < 1:
        work.refuse("you hold no crystal skull to place", SKULL)
    if work.skull_spaces[number - 1]:
        work.refuse(f"space {number} of Chichen Itza already holds a skull", SKULL)
    if own and choices[0] not in RESOURCES:
        work.refuse("choose wood, stone or gold", SKULL)
    work.seat["skulls"] -= 1
    work.skull_spaces[number - 1] = True
    work.earn("chichen", spec["points"])
    work.step_temple(spec["temple"])
    if own:
        work.gain({choices[0]: 1})
    if offering:
        _offer(work, *offering)


def _offer(work: Work, block: str, temple: str) -> None:
    """Theology: a resource given after a skull for a step up a temple."""
    if not tech.effect(work.seat["tech"], "theo", "offering"):
        work.refuse("an offering after a skull needs Theology level 2", OFFERING)
    if block not in RESOURCES or temple not in TEMPLES:
        work.refuse("an offering is a resource then a temple, such as 'wood kuku'", OFFERING)
    work.pay({block: 1}, OFFERING)
    work.step_temple(temple)


def _tech(work: Work, spec: dict[str, Any], choices: tuple[str, ...]) -> None:
    """Each step: a track, its bonus's words if it is at the top, and optionally 'with' and
    the resource blocks that pay for it."""
    words = list(choices)
    for _ in range(spec["steps"]):
        if not words:
            work.refuse(f"this action takes {spec['steps']} technology track(s)", TECH)
        track = words.pop(0)
        at_top = track in TRACKS and (work.seat["tech"][TRACKS.index(track)]
                                      >= data.data()["tech"]["levels"])
        count = tech.beyond_words(track) if at_top else 0
        bonus, words = tuple(words[:count]), words[count:]
        blocks = None
        if words[:1] == ["with"]:
            price = (data.data()["tech"]["beyond_cost"] if at_top
                     else work.seat["tech"][TRACKS.index(track)] + 1)
            blocks, words = tuple(words[1:1 + price]), words[1 + price:]
        work.advance_tech(track, paid=True, words=bonus if at_top else None, blocks=blocks)
    if words:
        work.refuse(f"unexpected words {' '.join(words)!r} after the technology step(s)", TECH)


def _items(work: Work, choices: tuple[str, ...]) -> list[tuple[str, tuple[str, ...]]]:
    """Building codes, each with the words its own effect takes after it (a trade; an
    action, which takes every word after it)."""
    items: list[tuple[str, tuple[str, ...]]] = []
    for word in choices:
        if items and _acts(items[-1][0]):
            items[-1] = (items[-1][0], (*items[-1][1], word))
        elif CODE.match(word):
            items.append((word, ()))
        elif not items:
            work.refuse(f"name a building first, got {word!r}", BUILD)
        else:
            items[-1] = (items[-1][0], (*items[-1][1], word))
    return items


def _acts(code: str) -> bool:
    return code in data.data()["buildings"] and data.building(code).action > 0


def build_many(work: Work, choices: tuple[str, ...], count: int,
               with_corn: bool = False) -> None:
    """Build up to ``count`` buildings (at least one); a building that builds another lets one
    more follow. The architecture levels count once per action, and again for a building
    another one brings (``tzolkin.tech.arch``)."""
    items = _items(work, choices)
    if not items:
        work.refuse("name the building to build", BUILD)
    grants = [True] + [False] * (count - 1)
    for i, (code, words) in enumerate(items):
        if i >= len(grants):
            work.refuse(f"this action builds {count} building(s) at most", BUILD)
        if code.startswith("M"):
            work.refuse("a monument is built only by Tikal's action 4, alone", MONUMENT)
        spec = data.building(code) if code in data.data()["buildings"] else None
        takes = spec is not None and (spec.trade or spec.action)
        waive = None
        if words[:1] == ("less",):
            waive, words = (words[1] if len(words) > 1 else ""), words[2:]
        spec = work.build(code, with_corn=with_corn and i == 0, arch=grants[i],
                          picks=() if takes else words, waive=waive)
        grants[i + 1:i + 1] = [True] * spec.builds
        if spec.trade:
            _trade(work, {}, words, optional=True)
        elif spec.action:
            _other(work, {"corn": spec.action}, words)


def _build(work: Work, spec: dict[str, Any], choices: tuple[str, ...]) -> None:
    build_many(work, choices, 1)


def _build2(work: Work, spec: dict[str, Any], choices: tuple[str, ...]) -> None:
    if len(choices) == 1 and choices[0].startswith("M"):
        work.monument(choices[0])
        return
    build_many(work, choices, 2)


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


def _trade(work: Work, spec: dict[str, Any], choices: tuple[str, ...],
           optional: bool = False) -> None:
    """Any number of sales and purchases, in the order given: 'sell wood 2 buy gold 1'."""
    if (not choices and not optional) or len(choices) % 3:
        work.refuse("trade as 'sell wood 2', 'buy gold 1' or several such in a row", TRADE)
    for i in range(0, len(choices), 3):
        way, resource, count = choices[i:i + 3]
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
    build_many(work, choices, 1, with_corn=True)


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
