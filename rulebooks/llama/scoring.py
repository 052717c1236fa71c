"""Scoring L.L.A.M.A.: a hand's points by distinct kind, and the tokens that hold them.

Tokens are a pair ``(black, white)`` in the order of :func:`data.tokens`.

>>> hand_points(("3", "3", "3", "3", "3"))
3
>>> hand_points(("2", "5", "L", "L"))
17
>>> take((1, 7), 17)
(3, 4)
>>> give_back((3, 4), "black")
(2, 4)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ..core.score import Breakdown, Part
from . import data

VALUES = "llama.scoring.values"
TOKENS = "llama.scoring.tokens"
RETURN = "llama.scoring.return"

Tokens = tuple[int, int]
COLOURS: tuple[str, ...] = tuple(spec.colour for spec in data.tokens())


def hand_parts(hand: Iterable[str]) -> tuple[Part, ...]:
    """One part per distinct kind of card in the hand, in loop order."""
    counts = Counter(hand)
    parts = []
    for code in sorted(counts, key=data.sort_key):
        spec, count = data.card(code), counts[code]
        label = "Llama" if code == data.LLAMA else code
        detail = f"{count} cards, counted once" if count > 1 else ""
        parts.append(Part(f"{label} ×{count}" if count > 1 else label, spec.points, VALUES,
                          detail, key=f"card.{code.lower()}"))
    return tuple(parts)


def hand_points(hand: Iterable[str]) -> int:
    return sum(part.points for part in hand_parts(hand))


def hand_breakdown(hand: Iterable[str]) -> Breakdown:
    return Breakdown(hand_parts(hand))


def token_points(tokens: Tokens) -> int:
    """Points a pile of tokens is worth."""
    return sum(count * spec.points for count, spec in zip(tokens, data.tokens(), strict=True))


def make_change(total: int) -> Tokens:
    """The tokens worth ``total`` points, with as few whites as possible (change made)."""
    counts = []
    for spec in data.tokens():
        count, total = divmod(total, spec.points)
        counts.append(count)
    black, white = counts
    return black, white


def take(tokens: Tokens, points: int) -> Tokens:
    """Tokens after taking ``points`` more from the supply and making change."""
    return make_change(token_points(tokens) + points)


def give_back(tokens: Tokens, colour: str) -> Tokens:
    """Tokens after returning one of ``colour`` to the supply (the caller checks one is held)."""
    index = COLOURS.index(colour)
    counts = list(tokens)
    counts[index] -= 1
    black, white = counts
    return black, white


def describe(tokens: Tokens) -> str:
    """``'3 black, 4 white'``."""
    return ", ".join(f"{count} {colour}" for count, colour in zip(tokens, COLOURS, strict=True))


def token_parts(tokens: Tokens) -> tuple[Part, ...]:
    """A player's standing: one part per colour of token held."""
    return tuple(
        Part(f"Black tokens ×{count}" if colour == "black" else f"White tokens ×{count}",
             count * spec.points, TOKENS,
             f"{spec.points} point(s) each", key=f"tokens.{colour}")
        for count, colour, spec in zip(tokens, COLOURS, data.tokens(), strict=True)
    )
