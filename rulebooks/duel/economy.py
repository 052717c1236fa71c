"""What things cost in 7 Wonders Duel: own production, choices, trading, reductions.

A player pays the coins printed on a card, and for each resource unit they lack (after
their brown and grey cards and their choice productions) the bank's price: the base price
plus the opponent's brown and grey production of that resource, or the fixed price when a
yellow card of theirs fixes it. Masonry (blue cards) and Architecture (Wonders) waive two
units, the dearest ones.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import product

from . import data
from .data import RESOURCES, Counts


def production(city: Sequence[str]) -> Counts:
    """Resources made every turn by the brown and grey cards of a city."""
    return tuple(sum(data.card(c).makes[i] for c in city) for i in range(len(RESOURCES)))


def choices(city: Sequence[str], built: Sequence[str]) -> list[tuple[str, ...]]:
    """Choice productions (one resource of a set each turn): yellow cards and Wonders."""
    out = [data.card(c).choice for c in city if data.card(c).choice]
    return out + [data.wonder(w).choice for w in built if data.wonder(w).choice]


def prices(city: Sequence[str], other: Sequence[str]) -> Counts:
    """The price of one unit of each resource for the owner of ``city``."""
    theirs = production(other)
    fixed = {r for c in city for r in data.card(c).fixed}
    return tuple(data.rule("fixed_price") if r in fixed else data.rule("trade_base") + theirs[i]
                 for i, r in enumerate(RESOURCES))


@cache
def made_by(colour: str) -> tuple[str, ...]:
    """The resources the cards of ``colour`` (brown or grey) make."""
    return tuple(r for i, r in enumerate(RESOURCES) if any(
        c.makes[i] for c in data.cards().values() if c.colour == colour))


def trade_cost(needs: Counts, city: Sequence[str], built: Sequence[str],
               other: Sequence[str], waived: int = 0, discount: Counts = ()) -> int:
    """The least number of coins to buy what ``needs`` (one count per resource) lacks
    (``discount``: coins off each unit of a resource, never below one coin: Agora's
    decrees)."""
    own, price = production(city), prices(city, other)
    off = tuple(discount) or (0,) * len(RESOURCES)
    price = tuple(max(1, p - d) if d else p for p, d in zip(price, off, strict=True))
    lacking = [max(0, n - o) for n, o in zip(needs, own, strict=True)]
    best = None
    for picks in product(*choices(city, built)):
        left = list(lacking)
        for resource in picks:
            i = RESOURCES.index(resource)
            if left[i]:
                left[i] -= 1
        units = sorted((price[i] for i in range(len(left)) for _ in range(left[i])),
                       reverse=True)
        cost = sum(units[waived:])
        best = cost if best is None else min(best, cost)
    return best or 0
