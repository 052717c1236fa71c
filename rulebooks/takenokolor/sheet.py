"""One player's sheet: which sections are coloured, what may be coloured next, and the score.

A sheet is the frozenset of its coloured section ids. Bamboo grows from the bottom, so a
bamboo's coloured sections are always its lowest ones.

>>> sheet = frozenset({"b1.1", "b1.2", "b1.3", "b1.4"})
>>> ladybirds(sheet), next_section(sheet, "b1"), next_section(sheet, "b2")
(1, None, 'b2.1')
>>> [(p.key, p.points) for p in parts(sheet)]
[('leaves', 7), ('ladybirds', 1)]
"""

from __future__ import annotations

from collections.abc import Iterable

from ..core.errors import IllegalMove, SetupError
from ..core.score import Part
from . import data
from .data import Item

Sheet = frozenset[str]

BAMBOO = "takenokolor.sheet1.bamboo"
LADYBIRD = "takenokolor.sheet1.ladybird"
CLOUD = "takenokolor.sheet1.cloud"
SUN = "takenokolor.sheet1.sun"
MATCH = "takenokolor.sheet1.match"
LEAVES = "takenokolor.scoring.leaves"
SUN_POINTS = "takenokolor.scoring.sun"
LADYBIRD_POINTS = "takenokolor.scoring.ladybirds"


def complete(sheet: Sheet, item: Item) -> bool:
    return all(s.id in sheet for s in item.sections)


def ladybirds(sheet: Sheet) -> int:
    """Circled ladybirds: one beside each completed bamboo."""
    return sum(complete(sheet, b) for b in data.bamboos())


def next_section(sheet: Sheet, bamboo: str) -> str | None:
    """The lowest uncoloured section of a bamboo, or ``None`` once it is complete."""
    return next((s.id for s in data.item(bamboo).sections if s.id not in sheet), None)


def open_bamboos(sheet: Sheet) -> list[str]:
    return [b.id for b in data.bamboos() if next_section(sheet, b.id) is not None]


def check_colour(sheet: Sheet, section_id: str, where: str) -> None:
    """Refuse colouring ``section_id`` where the sheet's own rules forbid it (not the pen)."""
    sec = data.section(section_id)
    if section_id in sheet:
        raise IllegalMove(f"section {section_id} is already coloured", rule=MATCH, where=where)
    if data.item(sec.item).kind == "bamboo":
        lowest = next_section(sheet, sec.item)
        if lowest != section_id:
            raise IllegalMove(f"bamboo grows from the bottom: colour {lowest} before "
                              f"{section_id}", rule=BAMBOO, where=where)


def colourable(sheet: Sheet) -> list[str]:
    """Every section the sheet's rules allow next, whatever the pens."""
    found = []
    for item in data.items():
        if item.kind == "bamboo":
            lowest = next_section(sheet, item.id)
            found += [lowest] if lowest else []
        else:
            found += [s.id for s in item.sections if s.id not in sheet]
    return found


def grow(sheet: Sheet, bamboo: str, count: int) -> tuple[Sheet, tuple[str, ...]]:
    """A cloud's reward: up to ``count`` sections of one bamboo, from its lowest uncoloured."""
    added: list[str] = []
    for _ in range(count):
        lowest = next_section(sheet | frozenset(added), bamboo)
        if lowest is None:
            break
        added.append(lowest)
    return sheet | frozenset(added), tuple(added)


def parts(sheet: Sheet) -> list[Part]:
    """The score of a sheet, line by line (lines worth nothing are left out)."""
    leaves = sum(data.section(s).leaves for s in sheet)
    found = []
    if leaves:
        coloured = sum(1 for s in sheet if data.section(s).leaves)
        found.append(Part("Leaves on coloured bamboo", leaves, LEAVES,
                          f"{coloured} coloured bamboo sections", key="leaves"))
    if complete(sheet, data.sun()):
        found.append(Part("Sun completed", data.points("sun_points"), SUN_POINTS, key="sun"))
    count = ladybirds(sheet)
    if count:
        found.append(Part(f"Ladybirds ×{count}", count * data.points("ladybird_points"),
                          LADYBIRD_POINTS, key="ladybirds"))
    return found


def read_sheet(value: object, where: str) -> Sheet:
    """A sheet from JSON: a list of section ids, each bamboo coloured from the bottom."""
    if not isinstance(value, list):
        from ..core.errors import NotationError
        raise NotationError("a sheet is a list of coloured section ids, such as "
                            "[\"b1.1\", \"c1.2\"]", where=where)
    sheet = frozenset(data.read_section(v, f"{where}[{i}]") for i, v in enumerate(value))
    check_grown(sheet, where)
    return sheet


def check_grown(sheet: Sheet, where: str) -> None:
    for bamboo in data.bamboos():
        coloured = [s.index for s in bamboo.sections if s.id in sheet]
        if coloured != list(range(1, len(coloured) + 1)):
            raise SetupError(f"{bamboo.name} has a gap: bamboo is coloured from the bottom",
                             expected=f"sections {bamboo.id}.1 upwards with no gap",
                             got=", ".join(f"{bamboo.id}.{i}" for i in coloured), rule=BAMBOO,
                             where=where)


def write_sheet(sheet: Iterable[str]) -> list[str]:
    order = list(data.sections())
    return sorted(sheet, key=order.index)
