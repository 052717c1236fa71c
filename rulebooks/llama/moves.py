"""L.L.A.M.A. moves and their notation: ``play 3``, ``play L``, ``draw``, ``quit``,
``return black``, ``return white`` and ``deal``.

>>> str(parse_move("Play l"))
'play L'
>>> parse_move("return  White")
Move.parse('return white')
>>> parse_move("play 7")
Traceback (most recent call last):
...
rulebooks.core.errors.NotationError: move 'play 7': unknown card '7'; cards are 1, 2, 3, 4, 5, 6, L
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import NotationError
from ..core.state import MoveText, read_verb
from . import data
from .scoring import COLOURS

VERBS = ("play", "draw", "quit", "return", "deal")
NOTATION_HELP = "play N (1-6), play L, draw, quit, return black, return white, deal"


@dataclass(frozen=True, repr=False)
class Move(MoveText):
    """A L.L.A.M.A. move. ``arg`` is a card code for ``play``, a colour for ``return``."""

    verb: str
    arg: str | None = None

    def __str__(self) -> str:
        return self.verb if self.arg is None else f"{self.verb} {self.arg}"


def parse_card(text: str, where: str, rule: str | None = None) -> str:
    """A card code (``1``-``6`` or ``L``, any case) or a :class:`NotationError` naming ``where``
    (and ``rule``, the rule listing the cards, when reading a position)."""
    if not isinstance(text, str):
        raise NotationError(f"a card is written as text such as '3' or 'L', got {text!r}",
                            rule=rule, where=where)
    code = text.strip().upper()
    if code not in data.codes():
        raise NotationError(f"unknown card {text!r}; cards are {', '.join(data.codes())}",
                            rule=rule, where=where)
    return code


def parse_move(text: str) -> Move:
    """Read a move's notation (see :data:`NOTATION_HELP`)."""
    verb, args, where = read_verb(text, VERBS, NOTATION_HELP, "draw", {"play": 1, "return": 1})
    words = [verb, *args]
    if verb == "play":
        return Move(verb, parse_card(words[1], where))
    if verb == "return":
        colour = words[1].lower()
        if colour not in COLOURS:
            raise NotationError(f"return a {' or a '.join(COLOURS)} token", where=where)
        return Move(verb, colour)
    return Move(verb)
