"""Tzolk'in's tables, read once from ``data.toml``.

>>> GEARS, gear("chi").positions, len(gear("pal").actions)
(('pal', 'yax', 'tik', 'uxm', 'chi'), 11, 5)
>>> temple("quet").points[1], len(building_codes(1)), len(building_codes(2))
(0, 14, 18)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from ..core.datafile import game_data, make

GEARS = ("pal", "yax", "tik", "uxm", "chi")
TEMPLES = ("chaac", "quet", "kuku")
TRACKS = ("agri", "extr", "arch", "theo")
RESOURCES = ("wood", "stone", "gold")
MATERIALS = ("corn", "wood", "stone", "gold", "skulls")
START = "start"


def data() -> dict[str, Any]:
    return game_data(__package__)


def game() -> dict[str, Any]:
    return data()["game"]


@dataclass(frozen=True)
class Gear:
    code: str
    name: str
    positions: int
    any: tuple[int, ...]
    actions: tuple[dict[str, Any], ...]
    teeth: int = 0

    @property
    def last(self) -> int:
        return self.positions - 1

    def action(self, number: int) -> dict[str, Any]:
        """Action ``number`` (from 1)."""
        return self.actions[number - 1]


@dataclass(frozen=True)
class Temple:
    code: str
    name: str
    colour: str
    bonus: tuple[int, int]
    points: tuple[int, ...]
    gain: tuple[str, ...]

    @property
    def top(self) -> int:
        return len(self.points) - 1


@dataclass(frozen=True)
class Building:
    code: str
    age: int
    colour: str
    cost: dict[str, int]
    farm: int = 0
    farm_all: bool = False
    tech: tuple[str, ...] = ()
    gain: dict[str, int] | None = None
    temples: tuple[str, ...] = ()
    points: int = 0
    worker: int = 0
    builds: int = 0
    trade: bool = False
    monument: bool = False
    action: int = 0
    expansion: bool = False
    also: str = ""
    corn_reading: dict[str, int] | None = None

    def price(self, farm_cost: str = "wood") -> dict[str, int]:
        """The cost under the ``farm_cost`` option (only the two disputed farms differ)."""
        return dict(self.corn_reading if farm_cost == "corn" and self.corn_reading
                    else self.cost)


@dataclass(frozen=True)
class Monument:
    code: str
    colour: str
    cost: dict[str, int]
    counts: str
    per: int = 0
    table: tuple[int, ...] = ()
    per_players: tuple[int, ...] = ()
    one_source: bool = False


@cache
def gear(code: str) -> Gear:
    return make(Gear, data()["gears"][code], code=code)


@cache
def temple(code: str) -> Temple:
    spec = data()["temples"][code]
    return make(Temple, spec, code=code)


@cache
def building(code: str) -> Building:
    return make(Building, data()["buildings"][code], code=code)


@cache
def building_codes(age: int | None = None) -> tuple[str, ...]:
    """The base game's buildings (of one Age, or all); expansion buildings are left out."""
    specs = data()["buildings"]
    return tuple(code for code in specs if not specs[code].get("expansion")
                 and (age is None or specs[code]["age"] == age))


@cache
def monument(code: str) -> Monument:
    return make(Monument, data()["monuments"][code], code=code)


@cache
def monument_codes() -> tuple[str, ...]:
    return tuple(data()["monuments"])


@cache
def wealth_codes() -> tuple[str, ...]:
    return tuple(data()["wealth"])


def wealth(code: str) -> dict[str, Any]:
    return data()["wealth"][code]


def market(resource: str) -> int:
    return data()["market"][resource]


def players() -> tuple[int, int]:
    low, high = game()["players"]
    return low, high


def placement_cost(already: int) -> int:
    """Corn for one more worker when ``already`` were placed this turn (0, 1, 2, ...)."""
    totals = game()["placement_totals"]
    return totals[already] - (totals[already - 1] if already else 0)


def tech_effect(track: str, level: int, key: str) -> int:
    """What levels 1 to ``level`` of ``track`` add together for ``key`` (0 if nothing)."""
    levels = data()["tech"]["effects"][track][:level]
    return sum(int(spec.get(key, 0)) for spec in levels)


def tech_beyond(track: str) -> dict[str, int]:
    """The one-off bonus of a step beyond the top of ``track``."""
    return data()["tech"]["beyond"][track]


def jungle() -> dict[str, Any]:
    return data()["jungle"]


def tech_names() -> dict[str, str]:
    spec = data()["tech"]
    return dict(zip(spec["tracks"], spec["names"], strict=True))
