"""Takenokolor moves and their notation: ``colour b2.1`` (take the marker that matches
section 1 of bamboo 2 and colour that section), ``bonus b4`` (a completed cloud's reward:
two sections of bamboo 4 in blue) and ``pass`` (no marker left fits the sheet).

>>> str(parse_move("COLOUR B2.1")), str(parse_move("bonus b4")), str(parse_move("pass"))
('colour b2.1', 'bonus b4', 'pass')
>>> parse_move("colour b9.1")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
rulebooks.core.errors.NotationError: move 'colour b9.1': no section 'b9.1' on the sheet: ...
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import NotationError
from ..core.state import MoveText, read_verb
from . import data

VERBS = ("colour", "bonus", "pass")
NOTATION_HELP = ("colour SECTION (colour b2.1: bamboo 2, first section from the bottom), "
                 "bonus BAMBOO (bonus b4), pass")


@dataclass(frozen=True, repr=False)
class Move(MoveText):
    """A Takenokolor move: ``colour`` names a section, ``bonus`` a bamboo."""

    verb: str
    target: str = ""

    def __str__(self) -> str:
        return f"{self.verb} {self.target}" if self.target else self.verb


def parse_move(text: str) -> Move:
    """Read a move's notation (see :data:`NOTATION_HELP`)."""
    verb, args, where = read_verb(text, VERBS, NOTATION_HELP, "colour b1.1")
    wanted = 0 if verb == "pass" else 1
    if len(args) != wanted:
        raise NotationError(f"'{verb}' takes {wanted} argument(s), got {len(args)}",
                            where=where)
    if verb == "colour":
        return Move(verb, data.read_section(args[0], where))
    if verb == "bonus":
        return Move(verb, data.read_bamboo(args[0], where))
    return Move(verb)
