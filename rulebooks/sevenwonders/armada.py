"""The Armada expansion's rules that need neither a shipyard board nor an Armada card: the
naval conflict at the end of an Age and its ties, the tax raised by a yellow fleet, how
explorers share a level's Island cards, and the cap on purple cards' points.

>>> naval(3, [4, 2, 2, 1])
(7, 0, 0, -3)
>>> naval(1, [3, 3, 1])
(1, 1, -1)
>>> taxes([2, 0, 0], [0, 1, 3])
(0, 1, 0)
>>> share(2, 9), share(1, 9)
(4, 4)
>>> possible([7, 5]), possible([7, 7]), possible([3, 3, 3])
(True, False, False)
>>> 14 in totals(), 15 in totals()
(False, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations, product

from . import data


def naval(age: int, strengths: Sequence[int]) -> tuple[int, ...]:
    """The naval token each player takes at the end of Age ``age`` (0 for none): the
    weakest first, then the strongest, then the second (``sevenwonders.armada.naval``), with
    the ties of ``sevenwonders.armada.ties``."""
    first, second, last = age_tokens(age)
    got = [0] * len(strengths)
    if len(set(strengths)) < 2:
        return tuple(got)           # all equal: nobody takes a token
    low, high = min(strengths), max(strengths)
    for p, s in enumerate(strengths):
        if s == low:
            got[p] = last
    top = [p for p, s in enumerate(strengths) if s == high]
    if len(top) > 1:                # a tie for first: the second's token each, no second
        for p in top:
            got[p] = second
        return tuple(got)
    got[top[0]] = first
    rest = [s for s in strengths if low < s < high]
    if rest:
        runner = [p for p, s in enumerate(strengths) if s == max(rest)]
        if len(runner) == 1:        # a tie for second: no token
            got[runner[0]] = second
    return tuple(got)


def age_tokens(age: int) -> tuple[int, ...]:
    """The naval tokens Age ``age`` hands out: the first's, the second's, the last's."""
    return tuple(data.armada_rule(k)[age - 1] for k in ("naval_first", "naval_second",
                                                         "naval_last"))


def possible(tokens: Sequence[int]) -> bool:
    """Whether one player can hold these naval tokens: one an Age at most, each of a value
    that Age gives (``sevenwonders.armada.naval``)."""
    ages = range(1, data.rule("ages") + 1)
    return len(tokens) <= len(ages) and any(
        all(t in age_tokens(a) for t, a in zip(tokens, order, strict=False))
        for order in permutations(ages, len(tokens)))


def totals() -> frozenset[int]:
    """Every naval line a player can end with: no token, or one of each Age's."""
    return frozenset(sum(pick) for pick in product(
        *((0, *age_tokens(a)) for a in range(1, data.rule("ages") + 1))))


def taxes(raised: Sequence[int], levels: Sequence[int]) -> tuple[int, ...]:
    """Coins each player loses at the end of a turn in which players raised these taxes
    (0: none): only the highest counts, its raisers lose nothing, every other player loses
    the tax less their commercial level (``sevenwonders.armada.tax``)."""
    tax = max(raised, default=0)
    return tuple(0 if tax == 0 or r == tax else max(0, tax - level)
                 for r, level in zip(raised, levels, strict=True))


def share(explorers: int, deck: int) -> int:
    """Island cards each explorer of a level receives this turn, out of the ``deck`` cards
    left at that level: four alone, an equal share of them all otherwise
    (``sevenwonders.armada.explore``)."""
    if explorers == 1:
        return min(data.armada_rule("island_draw"), deck)
    return deck // explorers


def capped(points: int) -> int:
    """A purple card's points with Armada: at most ten (``sevenwonders.armada.score``)."""
    return min(points, data.armada_rule("purple_cap"))
