"""Scoring Splendor: prestige from bought cards and visiting nobles; the winner and the tie-break.

>>> points(("1-08", "2-14"), (2,))
5
>>> winners((15, 16, 16), (9, 12, 10))
(2,)
>>> winners((15, 15), (9, 9))
(0, 1)
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.score import Breakdown, Fact, Part
from . import data

CARDS = "splendor.scoring.cards"
NOBLES = "splendor.scoring.nobles"
END = "splendor.end"
TIE = "splendor.end.tie"


def points(bought: Sequence[str], visitors: Sequence[int]) -> int:
    return (sum(data.card(ident).points for ident in bought)
            + sum(data.noble(ident).points for ident in visitors))


def parts(bought: Sequence[str], visitors: Sequence[int]) -> tuple[Part, ...]:
    """One part per level of cards bought, then one for the nobles."""
    found = []
    for level in data.LEVELS:
        mine = [ident for ident in bought if data.card(ident).level == level]
        if mine:
            scoring = [f"{i} ({data.card(i).points})" for i in mine if data.card(i).points]
            detail = "points on " + ", ".join(scoring) if scoring else "no points on these"
            found.append(Part(f"Level {level} cards ×{len(mine)}",
                              sum(data.card(i).points for i in mine), CARDS, detail,
                              f"cards.{level}"))
    if visitors:
        found.append(Part(f"Nobles ×{len(visitors)}",
                          sum(data.noble(n).points for n in visitors), NOBLES,
                          "nobles " + ", ".join(str(n) for n in visitors), "nobles"))
    return tuple(found) or (Part("No cards and no nobles yet", 0, CARDS, key="none"),)


def breakdown(bought: Sequence[str], visitors: Sequence[int]) -> Breakdown:
    return Breakdown(parts(bought, visitors),
                     facts=(Fact("cards", "Cards bought", len(bought)),))


def winners(totals: Sequence[int], cards: Sequence[int]) -> tuple[int, ...]:
    """The most points; among those tied, the fewest cards bought; a tie after that is shared."""
    best = max(totals)
    leaders = [p for p, total in enumerate(totals) if total == best]
    fewest = min(cards[p] for p in leaders)
    return tuple(p for p in leaders if cards[p] == fewest)


def tie_broken(totals: Sequence[int], cards: Sequence[int]) -> bool:
    """Whether the card count decided between players level on points."""
    best = max(totals)
    return sum(1 for total in totals if total == best) > len(winners(totals, cards))
