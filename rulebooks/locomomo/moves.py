"""Locomomo moves and their notation: ``take 2 Rg`` (the green rabbit of area 2),
``place Rg 3`` (a held green rabbit into row 3, counted from the top) and ``pass``.

>>> str(parse_move("TAKE 2 rg")), str(parse_move("place bn 5"))
('take 2 Rg', 'place Bn 5')
>>> parse_move("take 5 Rg")
Traceback (most recent call last):
...
rulebooks.core.errors.NotationError: move 'take 5 Rg': no area 5; the areas are 1, 2, 3, 4
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import NotationError
from ..core.state import MoveText, read_verb
from . import data
from .data import Tile

VERBS = ("take", "place", "pass")
NOTATION_HELP = ("take AREA TILE (take 2 Rg), place TILE ROW (place Rg 3, rows counted from "
                 "the top), pass")


@dataclass(frozen=True, repr=False)
class Move(MoveText):
    """A Locomomo move: ``take`` names an area and a tile, ``place`` a tile and a row."""

    verb: str
    tile: Tile | None = None
    area: int | None = None
    row: int | None = None

    def __str__(self) -> str:
        if self.verb == "take":
            return f"take {self.area} {self.tile}"
        if self.verb == "place":
            return f"place {self.tile} {self.row}"
        return self.verb


def _number(text: str, allowed: tuple[int, ...], what: str, where: str) -> int:
    if not text.isdigit() or int(text) not in allowed:
        listed = ", ".join(map(str, allowed))
        raise NotationError(f"no {what} {text}; the {what}s are {listed}", where=where)
    return int(text)


def parse_move(text: str) -> Move:
    """Read a move's notation (see :data:`NOTATION_HELP`)."""
    verb, args, where = read_verb(text, VERBS, NOTATION_HELP, "take 2 Rg", {"take": 2, "place": 2})
    words = [verb, *args]
    if verb == "take":
        area = _number(words[1], data.area_numbers(), "area", where)
        return Move(verb, tile=Tile.parse(words[2], where), area=area)
    if verb == "place":
        rows = tuple(r.number for r in data.rows())
        return Move(verb, tile=Tile.parse(words[1], where), row=_number(words[2], rows, "row",
                                                                          where))
    return Move(verb)
