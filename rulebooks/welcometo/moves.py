"""Welcome To... moves and their notation. Places are ``street.house``, counting from 1.

    take 2          take the second combination (number and effect of one stack)
    take 1 3        advanced variant and solo: the number of 1 with the effect of 3
    refuse          a building permit refusal (no combination fits anywhere)
    roundabout 2.4  expert rule: a roundabout in street 2, house 4 (before writing)
    write 2.5       write the chosen number in street 2, house 5
    write 2.5 -1    with the temp agency: the number lowered (or raised) by up to 2
    truck left      Ice Cream Truck: the bottom street's truck drives leftwards
    fence 2.5       surveyor: a fence between houses 5 and 6 of street 2
    value 3         real estate agent: tick the column of 3-house estates
    park            landscaper: the next park of the street just built on
    pool            pool manufacturer: build the planned pool just numbered
    bis 2.6 7       bis: write 7 bis in street 2, house 6
    skip            leave the effect unused
    plan 1          claim city plan n°1 (``plan 1 reshuffle``: and ask for a reshuffle)
    plan 1 with 1.1 2.5   the same, fulfilled by the estates starting at 1.1 and 2.5
    done            end the turn without claiming a plan


>>> str(parse_move("Write 2.5 +1"))
'write 2.5 +1'
>>> parse_move("bis 2.6 7")
Move.parse('bis 2.6 7')
>>> str(parse_move("plan 1 with 2.5 1.1 reshuffle"))
'plan 1 with 1.1 2.5 reshuffle'

>>> parse_move("write 9.1")
Traceback (most recent call last):
...
rulebooks.core.errors.NotationError: move 'write 9.1': there is no street 9: streets are 1 to 3
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..core.errors import NotationError
from ..core.state import MoveText, read_verb
from . import data

VERBS = ("take", "refuse", "roundabout", "write", "truck", "fence", "value", "park", "pool",
         "bis", "skip", "plan", "done")
NOTATION_HELP = ("take N, take N M, refuse, roundabout S.H, write S.H [+/-K], truck left|right, "
                 "fence S.H, value SIZE, park, pool, bis S.H N, skip, "
                 "plan N [with S.H ...] [reshuffle], done")
PLACE = re.compile(r"^(\d+)\.(\d+)$")
ARITY = {"take": (1, 2), "refuse": (0, 0), "roundabout": (1, 1), "write": (1, 2),
         "truck": (1, 1), "fence": (1, 1), "value": (1, 1), "park": (0, 0), "pool": (0, 0),
         "bis": (2, 2), "skip": (0, 0), "plan": (1, 20), "done": (0, 0)}


@dataclass(frozen=True, repr=False)
class Move(MoveText):
    """A move: its verb, a place (street, house, from 0) and whole-number or word arguments."""

    verb: str
    place: tuple[int, int] | None = None
    args: tuple[int, ...] = ()
    word: str = ""
    estates: tuple[tuple[int, int], ...] = ()  # plan: the first house of each estate chosen

    def __str__(self) -> str:
        parts = [self.verb]
        if self.verb == "take":
            parts += [str(a + 1) for a in self.args]
        elif self.verb in ("value", "plan"):
            parts += [str(self.args[0])]
        if self.place is not None:
            parts.append(f"{self.place[0] + 1}.{self.place[1] + 1}")
        if self.verb == "write" and self.args and self.args[0]:
            parts.append(f"{self.args[0]:+d}")
        if self.verb == "bis":
            parts.append(str(self.args[0]))
        if self.estates:
            parts += ["with", *(f"{s + 1}.{h + 1}" for s, h in self.estates)]
        if self.word:
            parts.append(self.word)
        return " ".join(parts)


def parse_place(text: str, where: str) -> tuple[int, int]:
    """``street.house`` from 1 to (street, house) from 0, checked against the sheet."""
    found = PLACE.match(text)
    if not found:
        raise NotationError(f"a place is street.house, such as 2.5, not {text!r}", where=where)
    street, house = int(found.group(1)), int(found.group(2))
    streets = data.streets()
    if not 1 <= street <= len(streets):
        raise NotationError(f"there is no street {street}: streets are 1 to {len(streets)}",
                            where=where)
    if not 1 <= house <= streets[street - 1].houses:
        raise NotationError(f"street {street} has houses 1 to {streets[street - 1].houses}, "
                            f"not {house}", where=where)
    return street - 1, house - 1


def _int(text: str, where: str, low: int, high: int) -> int:
    if not re.fullmatch(r"[+-]?\d{1,3}", text) or not low <= int(text) <= high:
        raise NotationError(f"expected a whole number from {low} to {high}, got {text!r}",
                            where=where)
    return int(text)


def parse_move(text: str) -> Move:
    """Read a move's notation (see :data:`NOTATION_HELP`)."""
    verb, args, where = read_verb(text, VERBS, NOTATION_HELP, "take 1")
    words = [verb, *args]
    low, high = ARITY[verb]
    args = words[1:]
    if not low <= len(args) <= high:
        raise NotationError(f"'{verb}' takes {low}-{high} argument(s), got {len(args)}",
                            where=where)
    return _build(verb, args, where)


def _plan(args: list[str], where: str) -> Move:
    """``plan N [with S.H S.H ...] [reshuffle]``; the estates are kept in reading order."""
    number = _int(args[0], where, 1, data.stack_count())
    rest = [a.lower() for a in args[1:]]
    reshuffle = bool(rest) and rest[-1] == "reshuffle"
    if reshuffle:
        rest = rest[:-1]
    estates: list[tuple[int, int]] = []
    if rest:
        if rest[0] != "with" or len(rest) == 1:
            raise NotationError("after the plan's number: 'with' and the first house of each "
                                "estate used ('plan 1 with 1.1 2.5'), then 'reshuffle' if "
                                "wanted", where=where)
        estates = sorted({parse_place(a, where) for a in rest[1:]})
        if len(estates) != len(rest) - 1:
            raise NotationError("an estate is named twice", where=where)
    return Move("plan", args=(number,), word="reshuffle" if reshuffle else "",
                estates=tuple(estates))


def _build(verb: str, args: list[str], where: str) -> Move:
    stacks = data.stack_count()
    shift = data.temp_shift()
    if verb == "take":
        picks = tuple(_int(a, where, 1, stacks) - 1 for a in args)
        return Move(verb, args=picks)
    if verb in ("roundabout", "fence"):
        return Move(verb, parse_place(args[0], where))
    if verb == "write":
        delta = (_int(args[1], where, -shift, shift),) if len(args) > 1 else ()
        return Move(verb, parse_place(args[0], where), delta)
    if verb == "bis":
        low, high = data.number_range()
        return Move(verb, parse_place(args[0], where), (_int(args[1], where, low, high),))
    if verb == "value":
        return Move(verb, args=(_int(args[0], where, 1, data.max_estate()),))
    if verb == "truck":
        side = args[0].lower()
        if side not in ("left", "right"):
            raise NotationError("the truck drives left or right", where=where)
        return Move(verb, word=side)
    if verb == "plan":
        return _plan(args, where)
    return Move(verb)
