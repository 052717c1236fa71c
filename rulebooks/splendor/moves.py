"""Splendor moves and their notation.

=========================  ==========================================================
``take white blue green``  three tokens of different colours (any order)
``take 2 red``             two tokens of one colour (``take red red`` reads the same)
``take red``               one or two colours, where fewer than three are left
``reserve 1-07``           a face-up card, by its id
``reserve deck 2``         the top card of a level's deck, unseen
``buy 2-14``               a face-up card or one of your reserved cards (least gold)
``buy 2-14 gold red``      the same, paying a gold token where a red one of yours would do
``return red``             give back a token when holding more than ten
``noble 4``                the noble who visits, when several qualify
``pass``                   only when no action at all is possible
=========================  ==========================================================

>>> str(parse_move("take Green white  BLUE"))
'take white blue green'
>>> str(parse_move("take red red")), str(parse_move("reserve 1-7"))
('take 2 red', 'reserve 1-07')
>>> parse_move("buy 2-14 gold RED white").instead
(1, 0, 0, 1, 0)
>>> parse_move("buy 4-01")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
rulebooks.core.errors.NotationError: move 'buy 4-01': unknown card '4-01'; cards are 1-01 to ...
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..core.codec import require
from ..core.errors import NotationError, SetupError
from ..core.state import MoveText, read_verb
from . import data

VERBS = ("take", "reserve", "buy", "return", "noble", "pass")
NOTATION_HELP = ("take white blue green, take 2 red, reserve 1-07, reserve deck 2, buy 2-14, "
                 "buy 2-14 gold red, return red, noble 4, pass")
CARD_ID = re.compile(r"^([1-9])-(\d{1,2})$")


@dataclass(frozen=True, repr=False)
class Move(MoveText):
    """A Splendor move: a verb and its arguments (colours, a card id, a deck, a noble)."""

    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        if self.verb == "take" and len(self.args) == 2 and self.args[0] == self.args[1]:
            return f"take 2 {self.args[0]}"
        return " ".join((self.verb, *self.args))

    @property
    def deck(self) -> int | None:
        """The level of the deck a blind reservation draws from, else ``None``."""
        return int(self.args[1]) if self.verb == "reserve" and self.args[0] == "deck" else None

    @property
    def instead(self) -> tuple[int, ...]:
        """For a purchase: how many tokens of each gem colour gold replaces by choice."""
        named = self.args[2:] if self.verb == "buy" else ()
        return tuple(named.count(colour) for colour in data.GEMS)


def card_ranges() -> str:
    return ", ".join(f"{level}-01 to {level}-{len(data.level_cards(level)):02d}"
                     for level in data.LEVELS)


def parse_card(text: object, where: str, rule: str | None = None) -> str:
    """A card id such as ``1-07`` (``1-7`` is read the same), or a :class:`NotationError`."""
    if not isinstance(text, str):
        raise NotationError(f"a card is written as an id such as '1-07', got {text!r}",
                            rule=rule, where=where)
    found = CARD_ID.match(text.strip())
    ident = f"{found.group(1)}-{int(found.group(2)):02d}" if found else text
    if not data.is_card(ident):
        raise NotationError(f"unknown card {text!r}; cards are {card_ranges()}", rule=rule,
                            where=where)
    return ident


def parse_colour(text: str, where: str, *, gold: bool = True) -> str:
    colour = text.strip().lower()
    names = data.TOKENS if gold else data.GEMS
    if colour not in names:
        raise NotationError(f"unknown colour {text!r}; colours are {', '.join(names)}",
                            where=where)
    return colour


def _take(words: list[str], where: str) -> Move:
    if len(words) == 2 and words[0] == "2":
        colour = parse_colour(words[1], where)
        return Move("take", (colour, colour))
    if not 1 <= len(words) <= 3:
        raise NotationError("take names one to three colours, or '2' and a colour", where=where)
    colours = sorted((parse_colour(word, where) for word in words), key=data.TOKENS.index)
    return Move("take", tuple(colours))


def _reserve(words: list[str], where: str) -> Move:
    if len(words) == 2 and words[0].lower() == "deck":
        if words[1] not in tuple(str(level) for level in data.LEVELS):
            raise NotationError(f"no deck {words[1]!r}; the decks are levels "
                                f"{', '.join(map(str, data.LEVELS))}", where=where)
        return Move("reserve", ("deck", words[1]))
    if len(words) != 1:
        raise NotationError("reserve a card id ('reserve 1-07') or a deck ('reserve deck 2')",
                            where=where)
    return Move("reserve", (parse_card(words[0], where),))


def _buy(words: list[str], where: str) -> Move:
    if not words:
        raise NotationError("buy names a card ('buy 2-14')", where=where)
    ident = parse_card(words[0], where)
    if len(words) == 1:
        return Move("buy", (ident,))
    if words[1].lower() != "gold" or len(words) == 2:
        raise NotationError("after the card, write 'gold' and the colours whose tokens you keep "
                            "and pay with gold instead ('buy 2-14 gold red')", where=where)
    colours = sorted((parse_colour(word, where, gold=False) for word in words[2:]),
                     key=data.GEMS.index)
    return Move("buy", (ident, "gold", *colours))


def _noble(words: list[str], where: str) -> Move:
    number = words[0] if len(words) == 1 else ""
    if not number.isdigit() or not data.is_noble(int(number)):
        raise NotationError(f"name a noble by its number, 1 to {len(data.nobles())}",
                            where=where)
    return Move("noble", (str(int(number)),))


def parse_move(text: str) -> Move:
    """Read a move's notation (see :data:`NOTATION_HELP`)."""
    verb, args, where = read_verb(text, VERBS, NOTATION_HELP, "take 2 red")
    words = [verb, *args]
    rest = words[1:]
    wanted = {"return": 1, "pass": 0}
    if verb in wanted and len(rest) != wanted[verb]:
        raise NotationError(f"'{verb}' takes {wanted[verb]} argument(s), got {len(rest)}",
                            where=where)
    if verb == "take":
        return _take(rest, where)
    if verb == "reserve":
        return _reserve(rest, where)
    if verb == "buy":
        return _buy(rest, where)
    if verb == "return":
        return Move("return", (parse_colour(rest[0], where),))
    if verb == "noble":
        return _noble(rest, where)
    return Move("pass")


# -- cards and nobles in positions (the state's JSON and the calculator's input) -----
CARDS = "splendor.setup.cards"
NOBLES = "splendor.setup.nobles"


def read_cards(value: Any, where: str) -> tuple[str, ...]:
    items = require(value, list, where, "a list of card ids such as \"1-07\"")
    return tuple(parse_card(v, f"{where}[{i}]", CARDS) for i, v in enumerate(items))


def read_noble(number: Any, where: str) -> int:
    if not data.is_noble(number):
        raise SetupError("no such noble", expected=f"a number from 1 to {len(data.nobles())}",
                         got=number, rule=NOBLES, where=where)
    return number


def read_nobles(value: Any, where: str) -> tuple[int, ...]:
    items = require(value, list, where, "a list of noble numbers")
    return tuple(read_noble(number, f"{where}[{i}]") for i, number in enumerate(items))


def check_unique_cards(places: Iterator[tuple[str, str]]) -> set[str]:
    """Refuse a card that is in two places (more copies than the game has)."""
    seen: dict[str, str] = {}
    for ident, where in places:
        if ident in seen:
            raise SetupError(f"card {ident} is already at {seen[ident]}: the game has one of "
                             "each card", expected="each card in one place", got=ident,
                             rule=CARDS, where=where)
        seen[ident] = where
    return set(seen)
