"""Deus's tables, read once from ``data.toml``: types and gods, resources, maps, the deck.

>>> [t.code for t in types()]
['M', 'P', 'S', 'C', 'W', 'T']
>>> card("P9").name, card("P9").cost, card("P9").effect
('Workshop', (('wood', 1), ('stone', 1)), Effect(kind='produce', type='', n=2, price=0, reach=0))
>>> temple_stock(3), len(deck())
(6, 96)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from ..core.datafile import game_data, make
from ..core.errors import NotationError

GOODS = ("wood", "clay", "stone", "wheat", "gold", "vp")


def data() -> dict[str, Any]:
    return game_data(__package__)


@dataclass(frozen=True)
class Kind:
    """A building type: its name, card code letter, colour and god."""

    name: str
    code: str
    colour: str
    god: str


@dataclass(frozen=True)
class Effect:
    """What a card does (``kind`` with its type, number, price and, for a march, how many
    regions each unit may go) or how a temple scores."""

    kind: str
    type: str = ""
    n: int = 0
    price: int = 0
    reach: int = 0


@dataclass(frozen=True)
class Card:
    """One building card: ``effect`` for the five active types, ``score`` for temples."""

    id: str
    type: str
    name: str
    cost: tuple[tuple[str, int], ...]
    effect: Effect | None
    score: Effect | None


@cache
def types() -> tuple[Kind, ...]:
    return tuple(make(Kind, spec) for spec in data()["types"])


def type_names() -> tuple[str, ...]:
    return tuple(t.name for t in types())


def active_types() -> tuple[str, ...]:
    """The five types that have pieces of each player's own (all but the temple)."""
    return tuple(t.name for t in types() if t.name != "temple")


@cache
def kind(name: str) -> Kind:
    return {t.name: t for t in types()}[name]


def gods() -> tuple[str, ...]:
    return tuple(t.god for t in types())


def god_type(god: str) -> str:
    return {t.god: t.name for t in types()}[god]


def resources() -> tuple[str, ...]:
    return tuple(r["name"] for r in data()["resources"])


@cache
def terrain_resource() -> dict[str, str]:
    return {r["terrain"]: r["name"] for r in data()["resources"]}


def _effect(spec: dict[str, Any] | None) -> Effect | None:
    return None if spec is None else make(Effect, spec)


@cache
def cards() -> dict[str, Card]:
    found: dict[str, Card] = {}
    numbers: dict[str, int] = {}
    for spec in data()["cards"]:
        cost = tuple((good, spec["cost"][good]) for good in GOODS if good in spec["cost"])
        code = kind(spec["type"]).code
        first = numbers.get(code, 0) + 1
        numbers[code] = first + spec["copies"] - 1
        for ident in (f"{code}{n}" for n in range(first, numbers[code] + 1)):
            found[ident] = make(Card, spec, skip=("copies",), id=ident, cost=cost,
                                effect=_effect(spec.get("effect")),
                                score=_effect(spec.get("score")))
    return found


def card(ident: str) -> Card:
    return cards()[ident]


def deck() -> tuple[str, ...]:
    """Every card id in a fixed order (shuffle with :mod:`rulebooks.core.rng`)."""
    return tuple(cards())


def parse_card(text: object, where: str) -> str:
    """A card id in any case (``p5`` is ``P5``); anything else is a :class:`NotationError`."""
    found = _by_lower().get(text.strip().lower()) if isinstance(text, str) else None
    if found is None:
        raise NotationError(f"unknown card {text!r}; a card is a type letter "
                            f"({'/'.join(t.code for t in types())}) and a number, as in P5",
                            where=where)
    return found


@cache
def _by_lower() -> dict[str, str]:
    return {ident.lower(): ident for ident in cards()}


def game(key: str) -> Any:
    return data()["game"][key]


def players() -> tuple[int, int]:
    low, high = game("players")
    return low, high


def temple_stock(players: int) -> int:
    return game("temples")[str(players)]


def start(key: str) -> int:
    return data()["start"][key]


def map_rows(players: int) -> tuple[str, ...]:
    return tuple(data()["maps"][str(players)])
