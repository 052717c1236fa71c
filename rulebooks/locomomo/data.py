"""Locomomo's tables, read once from ``data.toml``, and the tile vocabulary.

A tile is one species in one colour; its code is the species letter and the colour
letter (``Rg`` is a green rabbit, ``Bn`` a brown bear).

>>> Tile.parse("rg"), Tile.parse("Bn").name
(Tile.parse('Rg'), 'brown bear')
>>> len(full_supply()), supply_size()
(105, 105)
>>> [area(n).clockwise for n in area_numbers()]
[2, 3, 4, 1]
>>> set_points("same")
(1, 2, 5, 9, 14)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..core.datafile import game_data, make
from ..core.errors import NotationError

TILES_RULE = "locomomo.setup.tiles"


def data() -> dict[str, Any]:
    return game_data(__package__)


@dataclass(frozen=True)
class Species:
    name: str
    code: str
    move: str
    text: str


@dataclass(frozen=True)
class Colour:
    name: str
    code: str


@dataclass(frozen=True)
class Area:
    """One area of the forest and its neighbours, by area number."""

    number: int
    place: str
    clockwise: int
    anticlockwise: int
    diagonal: int


@dataclass(frozen=True)
class Row:
    """One row of the picture board (numbered from the top)."""

    number: int
    from_bottom: int
    name: str
    scores: str
    points: int = 0
    sets: tuple[int, ...] = ()


@cache
def species() -> tuple[Species, ...]:
    return tuple(make(Species, spec) for spec in data()["species"])


@cache
def colours() -> tuple[Colour, ...]:
    return tuple(make(Colour, spec) for spec in data()["colours"])


@cache
def species_named(name: str) -> Species:
    return {s.name: s for s in species()}[name]


@dataclass(frozen=True, order=True)
class Tile:
    """An animal tile: a species (by name) on a background colour (by name)."""

    species: str
    colour: str

    @property
    def code(self) -> str:
        return species_named(self.species).code + _colour_named(self.colour).code

    @property
    def name(self) -> str:
        return f"{self.colour} {self.species}"

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Tile.parse({self.code!r})"

    @classmethod
    def parse(cls, text: object, where: str = "tile", rule: str | None = None) -> Tile:
        """A tile from its code, any case; a :class:`NotationError` names ``where``."""
        found = _by_code().get(text.strip().lower()) if isinstance(text, str) else None
        if found is None:
            raise NotationError(f"unknown tile {text!r}; a tile is a species letter "
                                f"({'/'.join(s.code for s in species())}) then a colour letter "
                                f"({'/'.join(c.code for c in colours())}), as in Rg",
                                rule=rule, where=where)
        return found


@cache
def _colour_named(name: str) -> Colour:
    return {c.name: c for c in colours()}[name]


@cache
def _by_code() -> dict[str, Tile]:
    return {(s.code + c.code).lower(): Tile(s.name, c.name) for s in species() for c in colours()}


@cache
def kinds() -> tuple[Tile, ...]:
    """Every kind of tile, species by species, colour by colour."""
    return tuple(Tile(s.name, c.name) for s in species() for c in colours())


def copies() -> int:
    return data()["supply"]["copies"]


def supply() -> Counter:
    """How many tiles of each kind exist."""
    return Counter({tile: copies() for tile in kinds()})


def supply_size() -> int:
    return copies() * len(kinds())


def full_supply() -> tuple[Tile, ...]:
    """All the tiles in a fixed order (shuffle them with :mod:`rulebooks.core.rng`)."""
    return tuple(tile for tile in kinds() for _ in range(copies()))


@cache
def areas() -> tuple[Area, ...]:
    return tuple(make(Area, spec) for spec in data()["areas"])


def area(number: int) -> Area:
    return areas()[number - 1]


def area_numbers() -> tuple[int, ...]:
    return tuple(a.number for a in areas())


def tiles_per_area() -> int:
    return data()["forest"]["tiles_per_area"]


@cache
def rows() -> tuple[Row, ...]:
    return tuple(make(Row, spec) for spec in data()["rows"])


def row(number: int) -> Row:
    return rows()[number - 1]


def columns() -> int:
    return data()["board"]["columns"]


def colour_line_points() -> int:
    return data()["board"]["colour_line"]


def set_points(kind: str) -> tuple[int, ...]:
    """Points for 1, 2, ... tiles of the row that scores ``kind`` (``same``/``different``)."""
    return next(r.sets for r in rows() if r.scores == kind)


def row_points(kind: str) -> int:
    """Points of the ``top`` bonus or of a vertical pair (``pairs``)."""
    return next(r.points for r in rows() if r.scores == kind)


def rounds() -> int:
    return data()["game"]["rounds"]


def players() -> tuple[int, int]:
    low, high = data()["game"]["players"]
    return low, high


def expansion(letter: str) -> dict[str, Any]:
    return data()["expansions"][letter]


def tile_word(count: int) -> str:
    return "tile" if count == 1 else "tiles"
