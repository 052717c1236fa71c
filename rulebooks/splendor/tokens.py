"""Token arithmetic: counts per colour, bonuses, and what a purchase costs.

Tokens are tuples in :data:`data.TOKENS` order (the five gems, then gold); costs and
bonuses in :data:`data.GEMS` order.

>>> pay((0, 0, 4, 1, 0), bonuses=(0, 0, 1, 0, 0), tokens=(0, 0, 2, 2, 0, 1))
(0, 0, 2, 1, 0, 1)
>>> pay((0, 0, 4, 0, 0), bonuses=(0, 0, 0, 0, 0), tokens=(0, 0, 2, 0, 0, 1)) is None
True
>>> pay((0, 0, 4, 1, 0), bonuses=(0, 0, 1, 0, 0), tokens=(0, 0, 2, 2, 0, 2),
...     instead=(0, 0, 1, 0, 0))
(0, 0, 1, 1, 0, 2)
>>> gold_choices((0, 0, 2, 1, 0), (0, 0, 0, 0, 0), (0, 0, 2, 1, 0, 1))
[(0, 0, 0, 0, 0), (0, 0, 1, 0, 0), (0, 0, 0, 1, 0)]
>>> describe((1, 0, 2, 0, 0, 1))
'1 white, 2 green, 1 gold'
"""

from __future__ import annotations

from collections.abc import Iterable

from . import data
from .data import GEMS, GOLD_INDEX, TOKENS, Counts

EMPTY: Counts = (0,) * len(TOKENS)


def add(a: Counts, b: Counts) -> Counts:
    return tuple(x + y for x, y in zip(a, b, strict=True))


def sub(a: Counts, b: Counts) -> Counts:
    return tuple(x - y for x, y in zip(a, b, strict=True))


def of(colours: Iterable[str]) -> Counts:
    """Counts holding one token per colour named (``("red", "red")`` is two reds)."""
    found = [0] * len(TOKENS)
    for colour in colours:
        found[TOKENS.index(colour)] += 1
    return tuple(found)


def bonuses(bought: Iterable[str]) -> Counts:
    """Permanent bonuses per gem colour: one for each card bought of that colour."""
    found = [0] * len(GEMS)
    for ident in bought:
        found[data.card(ident).bonus_index] += 1
    return tuple(found)


def shortfall(cost: Counts, bonus: Counts, tokens: Counts) -> int:
    """Gold needed to cover what the bonuses and coloured tokens do not."""
    return sum(max(0, c - b - t) for c, b, t in zip(cost, bonus, tokens, strict=False))


def pay(cost: Counts, bonuses: Counts, tokens: Counts,
        instead: Counts | None = None) -> Counts | None:
    """The tokens spent on a card (``None`` if it cannot be paid for that way).

    Each colour costs what the bonuses leave. By default coloured tokens pay first
    and gold covers the rest; ``instead`` (gem counts) names coloured tokens the
    player keeps, paying gold in their place (``splendor.buy.pay``).
    """
    instead = instead or (0,) * len(GEMS)
    spent, gold = [], 0
    for c, b, t, keep in zip(cost, bonuses, tokens, instead, strict=False):
        need = max(0, c - b)
        coloured = min(need, t)
        if keep > coloured:
            return None
        spent.append(coloured - keep)
        gold += need - coloured + keep
    if gold > tokens[GOLD_INDEX]:
        return None
    return (*spent, gold)


def gold_choices(cost: Counts, bonuses: Counts, tokens: Counts) -> list[Counts]:
    """Every way of paying gold in place of coloured tokens one holds (``instead`` of
    :func:`pay`), the plain payment (nothing instead) first; empty if unaffordable."""
    least = pay(cost, bonuses, tokens)
    if least is None:
        return []
    spare = tokens[GOLD_INDEX] - least[GOLD_INDEX]
    choices: list[Counts] = [()]
    for paid in least[:len(GEMS)]:
        choices = [(*c, k) for c in choices for k in range(min(paid, spare - sum(c)) + 1)]
    return sorted(choices, key=lambda c: (sum(c), [-k for k in c]))


def affordable(cost: Counts, bonus: Counts, tokens: Counts) -> bool:
    return shortfall(cost, bonus, tokens) <= tokens[GOLD_INDEX]


def describe(tokens: Counts, names: tuple[str, ...] = TOKENS) -> str:
    """``'1 white, 2 green, 1 gold'``; ``'none'`` when empty."""
    text = ", ".join(f"{n} {name}" for n, name in zip(tokens, names, strict=True) if n)
    return text or "none"


def covers(have: Counts, needs: Counts) -> bool:
    """Whether bonuses ``have`` reach ``needs`` in every colour (a noble's visit)."""
    return all(h >= n for h, n in zip(have, needs, strict=True))
