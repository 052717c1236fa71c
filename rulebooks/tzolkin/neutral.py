"""Neutral workers: with fewer than four players, workers of nobody ride the gears all
game long, blocking the positions they stand on (``tzolkin.setup.neutral``).

``state.neutral`` holds, for each gear, the teeth (counted like positions, from 0, on round
past the last position in view) where a neutral worker stands.

>>> placed(("W03", "W17"), 3)
((2, 7), (), (), (), (0,))
"""

from __future__ import annotations

from typing import Any

from . import data
from .data import GEARS


def count(players: int) -> int:
    g = data.game()
    return max(0, g["neutral_for"] - players) * g["neutral_per_missing"]


def placed(tiles: tuple[str, ...], players: int) -> tuple[tuple[int, ...], ...]:
    """The neutral workers a game starts with, from the wealth tiles nobody was dealt, in
    their shuffled order: each tile's position, and for the first tile of a gear other than
    Chichen Itza the tooth opposite it too, until there are enough."""
    left = count(players)
    teeth: dict[str, list[int]] = {g: [] for g in GEARS}
    for code in tiles:
        gear, position = data.wealth(code)["dummy"].split()
        spots = [int(position)]
        if not teeth[gear] and gear != "chi":
            spots.append((int(position) + data.game()["neutral_opposite"])
                         % data.gear(gear).teeth)
        for spot in spots:
            if left and spot not in teeth[gear]:
                teeth[gear].append(spot)
                left -= 1
    return tuple(tuple(sorted(teeth[g])) for g in GEARS)


def blocked(state: Any, gear: str) -> frozenset[int]:
    """The positions in view of ``gear`` a neutral worker stands on."""
    if not state.neutral:
        return frozenset()
    return frozenset(t for t in state.neutral[GEARS.index(gear)]
                     if t < data.gear(gear).positions)


def turned(neutral: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, ...], ...]:
    """Every neutral worker one tooth on, round the gear."""
    return tuple(tuple(sorted((t + 1) % data.gear(g).teeth for t in row))
                 for g, row in zip(GEARS, neutral, strict=True))
