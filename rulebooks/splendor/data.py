"""Splendor's tables, read once from ``data.toml``.

Token and cost counts are tuples in a fixed colour order: :data:`GEMS` (five gem
colours) for costs and bonuses, :data:`TOKENS` (the gems, then gold) for tokens.

>>> GEMS
('white', 'blue', 'green', 'red', 'black')
>>> len(cards()), [len(level_cards(level)) for level in LEVELS]
(90, [40, 30, 20])
>>> card("1-08").bonus, card("1-08").points, card("1-08").cost
('white', 1, (0, 0, 4, 0, 0))
>>> gem_supply(2), gem_supply(4), gold_supply()
(4, 7, 5)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from ..core.datafile import game_data, make

Counts = tuple[int, ...]


def data() -> dict[str, Any]:
    return game_data(__package__)


GEMS: tuple[str, ...] = tuple(colour["name"] for colour in data()["colours"])
GOLD = "gold"
TOKENS: tuple[str, ...] = (*GEMS, GOLD)
GOLD_INDEX = len(GEMS)
LEVELS: tuple[int, ...] = tuple(level["level"] for level in data()["levels"])


@dataclass(frozen=True)
class CardSpec:
    """A development card: its id (``level-number``), level, bonus colour, points, cost."""

    id: str
    level: int
    bonus: str
    points: int
    cost: Counts

    @property
    def bonus_index(self) -> int:
        return GEMS.index(self.bonus)


@dataclass(frozen=True)
class NobleSpec:
    """A noble tile: its number, the bonuses it needs (per gem colour) and its points."""

    id: int
    needs: Counts
    points: int


def counts(mapping: dict[str, int], names: tuple[str, ...] = GEMS) -> Counts:
    """``{"red": 2}`` as a tuple in colour order."""
    return tuple(mapping.get(name, 0) for name in names)


@cache
def cards() -> tuple[CardSpec, ...]:
    """Every development card, level by level, in the order of ``data.toml``."""
    return tuple(
        make(CardSpec, spec, level=level["level"], cost=counts(spec["cost"]))
        for level in data()["levels"]
        for spec in level["cards"]
    )


@cache
def _by_id() -> dict[str, CardSpec]:
    return {spec.id: spec for spec in cards()}


def card(ident: str) -> CardSpec:
    return _by_id()[ident]


def is_card(ident: object) -> bool:
    return isinstance(ident, str) and ident in _by_id()


@cache
def level_cards(level: int) -> tuple[str, ...]:
    """The ids of one level's cards, in a fixed order (shuffle with :mod:`rulebooks.core.rng`)."""
    return tuple(spec.id for spec in cards() if spec.level == level)


@cache
def nobles() -> tuple[NobleSpec, ...]:
    points = data()["nobles"]["points"]
    return tuple(make(NobleSpec, tile, needs=counts(tile["needs"]), points=points)
                 for tile in data()["nobles"]["tiles"])


@cache
def _nobles_by_id() -> dict[int, NobleSpec]:
    return {spec.id: spec for spec in nobles()}


def noble(ident: int) -> NobleSpec:
    return _nobles_by_id()[ident]


def is_noble(ident: object) -> bool:
    return isinstance(ident, int) and not isinstance(ident, bool) and ident in _nobles_by_id()


def noble_points() -> int:
    return data()["nobles"]["points"]


def gem_name(colour: str) -> str:
    """The gem a colour stands for: ``'red'`` -> ``'ruby'``; gold stays gold."""
    return {c["name"]: c["gem"] for c in data()["colours"]}.get(colour, colour)


def players() -> tuple[int, int]:
    low, high = data()["game"]["players"]
    return low, high


def gem_supply(players_: int) -> int:
    """Gem tokens of each colour in a game for this many players."""
    return data()["tokens"]["gems"][str(players_)]


def gold_supply() -> int:
    return data()["tokens"]["gold"]


def full_supply(players_: int) -> Counts:
    """Every token in play for this many players, in :data:`TOKENS` order."""
    return (*(gem_supply(players_),) * len(GEMS), gold_supply())


def box_gems() -> int:
    """Gem tokens of each colour in the box (the most any game uses)."""
    return max(data()["tokens"]["gems"].values())


def rule(name: str) -> int:
    """A number of the ``[game]`` table: ``target``, ``token_limit``, ``reserve_limit`` ..."""
    return data()["game"][name]


def nobles_on_show(players_: int) -> int:
    return players_ + rule("extra_nobles")
