"""Deus moves and their notation.

``build P5 c2`` (build card P5 on location c2; ``build P5 c2 wood`` pays its wood with
gold instead, ``wood+clay`` both), ``offer C3`` (begin an offering with C3
on top), ``discard W1`` (add a card to the offering), ``done`` (the offering is complete),
``god ceres`` (Jupiter's choice), ``take wood`` / ``take military`` (what Ceres or Mars
gives, one at a time), ``march c2 d3`` (a card's march: your military unit on c2 goes to
d3), ``halt`` (the march moves no more units) and ``pass`` (only when nothing else is
possible).

>>> str(parse_move("BUILD p5 C2")), str(parse_move("god Ceres"))
('build P5 c2', 'god ceres')
>>> parse_move("take gems")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
rulebooks.core.errors.NotationError: move 'take gems': nothing called 'gems' to take; ...
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import NotationError
from ..core.state import MoveText, read_verb
from . import data

VERBS = ("build", "offer", "discard", "done", "god", "take", "march", "halt", "pass")
NOTATION_HELP = ("build CARD LOCATION (build P5 c2), and the resources paid in gold instead "
                 "(build P5 c2 wood+clay), offer CARD (offer C3), discard CARD, "
                 "done, god NAME (god ceres), take RESOURCE or TYPE (take wood), march FROM TO "
                 "(march c2 d3), halt, pass")
WANTS = {"build": 2, "offer": 1, "discard": 1, "done": 0, "god": 1, "take": 1, "march": 2,
         "halt": 0, "pass": 0}


@dataclass(frozen=True, repr=False)
class Move(MoveText):
    """A Deus move: a verb, and the card, location or word it names."""

    verb: str
    card: str | None = None
    location: str | None = None
    word: str | None = None

    def __str__(self) -> str:
        parts = [self.verb, self.card, self.location, self.word]
        return " ".join(p for p in parts if p)


def _in_gold(text: str, where: str) -> str:
    """The resources a build pays with gold instead, as in ``wood+clay``."""
    names = text.lower().split("+")
    if not all(name in data.resources() for name in names):
        raise NotationError(f"{text!r} does not name resources to pay in gold; name them "
                            f"from {', '.join(data.resources())}, joined by '+' (wood+clay)",
                            where=where)
    return "+".join(names)


def _location(text: str, where: str) -> str:
    location = text.lower()
    if not (len(location) >= 2 and location[0].isalpha() and location[1:].isdigit()):
        raise NotationError(f"{text!r} is not a location; a location is a column "
                            "letter and a row number, as in c2", where=where)
    return location


def paid_in_gold(move: Move) -> tuple[str, ...]:
    """The resources a build move pays with gold instead of the resources themselves."""
    return tuple(move.word.split("+")) if move.verb == "build" and move.word else ()


def parse_move(text: str) -> Move:
    """Read a move's notation (see :data:`NOTATION_HELP`)."""
    verb, args, where = read_verb(text, VERBS, NOTATION_HELP, "build P5 c2")
    if verb == "build" and len(args) == 3:
        move = parse_move(f"build {args[0]} {args[1]}")
        return Move(verb, card=move.card, location=move.location,
                    word=_in_gold(args[2], where))
    if len(args) != WANTS[verb]:
        raise NotationError(f"'{verb}' takes {WANTS[verb]} argument(s), got {len(args)}",
                            where=where)
    if verb == "build":
        return Move(verb, card=data.parse_card(args[0], where),
                    location=_location(args[1], where))
    if verb == "march":
        return Move(verb, location=_location(args[0], where), word=_location(args[1], where))
    if verb in ("offer", "discard"):
        return Move(verb, card=data.parse_card(args[0], where))
    if verb == "god":
        god = args[0].lower()
        if god not in data.gods():
            raise NotationError(f"no god called {args[0]!r}; the gods are "
                                + ", ".join(data.gods()), where=where)
        return Move(verb, word=god)
    if verb == "take":
        word = args[0].lower()
        if word not in (*data.resources(), *data.active_types()):
            raise NotationError(
                f"nothing called {args[0]!r} to take; take a resource "
                f"({', '.join(data.resources())}) or a building type "
                f"({', '.join(data.active_types())})", where=where)
        return Move(verb, word=word)
    return Move(verb)
