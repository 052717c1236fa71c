"""Takenokolor's tables, read once from ``data.toml``, and the sheet's vocabulary.

A sheet is made of items (bamboos ``b1``..., clouds ``c1``..., the sun ``sun``); each item
has sections, numbered from 1 (a bamboo's from the bottom). A section is written
``b2.3``: the third section from the bottom of bamboo 2. A rolled marker is its colour
letter and the symbol it shows: ``go`` is the green marker showing a circle.

>>> section("b1.1").colour, section("b1.1").symbol, section("b1.1").leaves
('green', 'circle', 1)
>>> [item.id for item in items()][:3], len(bamboos()), len(sections())
(['b1', 'b2', 'b3'], 6, 31)
>>> Pen.parse("GO"), Pen.parse("bt").name
(Pen.parse('go'), 'blue triangle')
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from ..core.datafile import game_data
from ..core.errors import NotationError

SHEET = "1"


def data() -> dict[str, Any]:
    return game_data(__package__)


def players() -> tuple[int, int]:
    low, high = data()["game"]["players"]
    return low, high


def ladybirds_to_end() -> int:
    return int(data()["game"]["ladybirds_to_end"])


def sheet() -> dict[str, Any]:
    """The playable sheet's table (sheet 1)."""
    return data()["sheets"][SHEET]


@cache
def colours() -> tuple[tuple[str, str], ...]:
    """The markers' colours, as (name, code)."""
    return tuple((m["name"], m["code"]) for m in data()["markers"])


@cache
def symbols() -> tuple[tuple[str, str], ...]:
    """The symbols a rolled marker shows, as (name, code)."""
    return tuple((s["name"], s["code"]) for s in data()["symbols"])


def colour_named(code: str) -> str:
    return dict((c, n) for n, c in colours())[code]


def symbol_named(code: str) -> str:
    return dict((c, n) for n, c in symbols())[code]


@dataclass(frozen=True, order=True)
class Pen:
    """A rolled marker: its colour and the symbol on top of its ring."""

    colour: str
    symbol: str

    @property
    def code(self) -> str:
        return dict(colours())[self.colour] + dict(symbols())[self.symbol]

    @property
    def name(self) -> str:
        return f"{self.colour} {self.symbol}"

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Pen.parse({self.code!r})"

    @classmethod
    def parse(cls, text: Any, where: str = "marker") -> Pen:
        code = text.strip().lower() if isinstance(text, str) else ""
        colour = dict((c, n) for n, c in colours()).get(code[:1])
        symbol = dict((c, n) for n, c in symbols()).get(code[1:])
        if colour is None or symbol is None:
            listed = ", ".join(f"{c} {n}" for n, c in colours())
            shapes = ", ".join(f"{c} {n}" for n, c in symbols())
            raise NotationError(f"no marker {text!r}: a colour letter ({listed}) then a "
                                f"symbol letter ({shapes}), such as 'go'", where=where)
        return cls(colour, symbol)


@dataclass(frozen=True)
class Section:
    """One section of an item: its colour, its symbol and (on a bamboo) its leaf points."""

    id: str
    item: str
    index: int
    colour: str
    symbol: str
    leaves: int

    @property
    def pen(self) -> Pen:
        return Pen(self.colour, self.symbol)


@dataclass(frozen=True)
class Item:
    """A bamboo, a cloud or the sun, with its sections in order (a bamboo's from the bottom)."""

    id: str
    kind: str
    colour: str
    sections: tuple[Section, ...]

    @property
    def name(self) -> str:
        number = self.id[1:]
        return {"bamboo": f"bamboo {number}", "cloud": f"cloud {number}"}.get(self.kind, "the sun")


def _item(item_id: str, kind: str, colour: str, codes: list[str]) -> Item:
    sections = tuple(
        Section(f"{item_id}.{i + 1}", item_id, i + 1, colour, symbol_named(code[0]),
                int(code[1:] or 0))
        for i, code in enumerate(codes))
    return Item(item_id, kind, colour, sections)


@cache
def items() -> tuple[Item, ...]:
    """Every item of the sheet: bamboos, clouds, the sun."""
    s = sheet()
    found = [_item(f"b{i + 1}", "bamboo", b["colour"], b["sections"])
             for i, b in enumerate(s["bamboos"])]
    found += [_item(f"c{i + 1}", "cloud", "blue", c["sections"]) for i, c in enumerate(s["clouds"])]
    found.append(_item("sun", "sun", s["sun"]["colour"], s["sun"]["sections"]))
    return tuple(found)


@cache
def bamboos() -> tuple[Item, ...]:
    return tuple(i for i in items() if i.kind == "bamboo")


@cache
def clouds() -> tuple[Item, ...]:
    return tuple(i for i in items() if i.kind == "cloud")


def sun() -> Item:
    return next(i for i in items() if i.kind == "sun")


@cache
def sections() -> dict[str, Section]:
    return {s.id: s for item in items() for s in item.sections}


def item(item_id: str) -> Item:
    return next(i for i in items() if i.id == item_id)


def section(section_id: str) -> Section:
    return sections()[section_id]


def read_section(text: Any, where: str) -> str:
    """A section id as the engine writes it (``b2.3``); an unknown one is refused by name."""
    code = text.strip().lower() if isinstance(text, str) else None
    if code not in sections():
        raise NotationError(f"no section {text!r} on the sheet: write an item (b1 to "
                            f"b{len(bamboos())}, c1 to c{len(clouds())}, sun), a dot and the "
                            "section's number, such as 'b2.1'", where=where)
    return code


def read_bamboo(text: Any, where: str) -> str:
    code = text.strip().lower() if isinstance(text, str) else None
    if code not in {b.id for b in bamboos()}:
        raise NotationError(f"no bamboo {text!r}: the bamboos are b1 to b{len(bamboos())}",
                            where=where)
    return code


def points(name: str) -> int:
    return int(sheet()[name])
