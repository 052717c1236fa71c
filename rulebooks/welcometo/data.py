"""Welcome To...'s tables, read once from ``data.toml``.

>>> len(full_deck()), deck_counts()[8], effect_counts()["bis"]
(81, 9, 9)
>>> [street.houses for street in streets()]
[10, 11, 12]
>>> street(1).pools, value_track(6)
((3, 7, 8), (6, 7, 8, 10, 12))
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..core.datafile import game_data, make

Card = tuple[int, str]  # (house number, effect)


def data() -> dict[str, Any]:
    return game_data(__package__)


@dataclass(frozen=True)
class StreetSpec:
    """One street of the sheet: its houses, planned pools, park track and ice cream cones
    (house positions count from 1)."""

    index: int
    houses: int
    pools: tuple[int, ...]
    parks: tuple[int, ...]
    cones: tuple[int, ...]
    scoops: tuple[int, ...] = ()

    @property
    def park_boxes(self) -> int:
        return len(self.parks) - 1


@dataclass(frozen=True)
class PlanSpec:
    """A city plan card: which stack (n°1-3), which set, what it asks, first/later points."""

    id: str
    stack: int
    set: str
    kind: str
    points: tuple[int, int]
    sizes: tuple[int, ...] = ()
    street: int = 0
    count: int = 0
    streets: int = 0


# -- the game -------------------------------------------------------------
def players() -> tuple[int, int]:
    low, high = data()["game"]["players"]
    return low, high


def number_range() -> tuple[int, int]:
    """The lowest and highest numbers a house may carry (the temp agency's reach)."""
    return data()["game"]["low"], data()["game"]["high"]


def temp_shift() -> int:
    return data()["game"]["temp_shift"]


def stack_count() -> int:
    return data()["game"]["stacks"]


# -- cards ----------------------------------------------------------------
def effects() -> tuple[str, ...]:
    return tuple(data()["effects"]["order"])


def effect_name(effect: str) -> str:
    return data()["effects"]["names"][effect]


def effect_does(effect: str) -> str:
    return data()["effects"]["does"][effect]


@cache
def full_deck() -> tuple[Card, ...]:
    """All construction cards in a fixed order (shuffle with :mod:`rulebooks.core.rng`)."""
    cards = []
    for number, counts in sorted(data()["deck"].items(), key=lambda item: int(item[0])):
        for effect, count in zip(effects(), counts, strict=True):
            cards += [(int(number), effect)] * count
    return tuple(cards)


def deck_counts() -> Counter:
    """How many cards carry each house number."""
    return Counter(number for number, _ in full_deck())


def effect_counts() -> Counter:
    return Counter(effect for _, effect in full_deck())


def numbers() -> tuple[int, ...]:
    return tuple(sorted(deck_counts()))


# -- the sheet ------------------------------------------------------------
@cache
def streets() -> tuple[StreetSpec, ...]:
    return tuple(make(StreetSpec, s, index=i) for i, s in enumerate(data()["streets"]))


def street(number: int) -> StreetSpec:
    """A street by its number on the sheet, counting from 1."""
    return streets()[number - 1]


def track(name: str) -> tuple[int, ...]:
    """Points of a track (pools, bis, refusals, roundabouts) by boxes ticked."""
    return tuple(data()["tracks"][name])


def boxes(name: str) -> int:
    """How many boxes a track has."""
    return len(track(name)) - 1


def temp_boxes() -> int:
    return data()["tracks"]["temps"]


def temp_points() -> tuple[int, ...]:
    return tuple(data()["temp_ranking"]["points"])


def solo_temp_minimum() -> int:
    """Temp boxes a solo player needs for the first award (fewer score nothing)."""
    return data()["temp_ranking"]["solo_minimum"]


def value_track(size: int) -> tuple[int, ...]:
    """An estate-value column: the value of an estate of ``size`` after 0, 1, 2 ... ticks."""
    return tuple(data()["values"][str(size)])


def estate_sizes() -> tuple[int, ...]:
    return tuple(sorted(int(size) for size in data()["values"]))


def max_estate() -> int:
    return max(estate_sizes())


# -- plans ----------------------------------------------------------------
@cache
def plans() -> tuple[PlanSpec, ...]:
    return tuple(make(PlanSpec, spec) for spec in data()["plans"])


def plan(ident: str) -> PlanSpec:
    return {spec.id: spec for spec in plans()}[ident]


def plan_ids() -> tuple[str, ...]:
    return tuple(spec.id for spec in plans())
