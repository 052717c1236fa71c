"""L.L.A.M.A.'s tables, read once from ``data.toml``.

>>> codes()
('1', '2', '3', '4', '5', '6', 'L')
>>> follows("6"), follows("L")
('L', '1')
>>> sum(copies().values())
56
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..core.datafile import game_data, make

LLAMA = "L"


def data() -> dict[str, Any]:
    return game_data(__package__)


@dataclass(frozen=True)
class CardSpec:
    """One kind of card: its code in notation and JSON, name, copies in the deck, points."""

    code: str
    name: str
    copies: int
    points: int


@dataclass(frozen=True)
class TokenSpec:
    """A kind of scoring token: its worth in points and how many the box holds."""

    colour: str
    points: int
    box: int


@cache
def cards() -> tuple[CardSpec, ...]:
    """Every kind of card, in loop order."""
    return tuple(make(CardSpec, spec) for spec in data()["cards"])


@cache
def codes() -> tuple[str, ...]:
    return tuple(spec.code for spec in cards())


@cache
def card(code: str) -> CardSpec:
    return {spec.code: spec for spec in cards()}[code]


def copies() -> Counter:
    """How many cards of each kind the deck holds."""
    return Counter({spec.code: spec.copies for spec in cards()})


def full_deck() -> tuple[str, ...]:
    """The whole deck in a fixed order (shuffle it with :mod:`rulebooks.core.rng`)."""
    return tuple(spec.code for spec in cards() for _ in range(spec.copies))


def follows(code: str) -> str:
    """The kind one step further round the loop: a 6 is followed by a llama, a llama by a 1."""
    order = codes()
    return order[(order.index(code) + 1) % len(order)]


def spoken(code: str) -> str:
    """A card in a sentence: ``'a 3'``, ``'a llama'``."""
    return f"a {card(code).name}" if code == LLAMA else f"a {code}"


def sort_key(code: str) -> int:
    """Position in loop order, for sorting hands."""
    return codes().index(code)


@cache
def tokens() -> tuple[TokenSpec, ...]:
    """Token kinds from the most valuable down (black, then white)."""
    specs = (TokenSpec(colour, spec["points"], spec["box"])
             for colour, spec in data()["tokens"].items())
    return tuple(sorted(specs, key=lambda spec: -spec.points))


def token(colour: str) -> TokenSpec:
    return {spec.colour: spec for spec in tokens()}[colour]


def players() -> tuple[int, int]:
    low, high = data()["game"]["players"]
    return low, high


def hand_size() -> int:
    return data()["game"]["hand"]


def target() -> int:
    return data()["game"]["target"]
