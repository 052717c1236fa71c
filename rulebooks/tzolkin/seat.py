"""One player's holdings, and the points they earned during the game by source."""

from __future__ import annotations

from dataclasses import dataclass

# points earned during the game, by source, in this order (Seat.earned)
EARNED = ("temples", "bonus", "chichen", "buildings", "hunger", "tech")


@dataclass(frozen=True)
class Seat:
    """A player's materials, workers (in all, wherever they are), board side, temple
    steps, technology levels, buildings, monuments, wealth tiles, the jungle tiles
    taken at Palenque (corn, wood) and the points earned so far by source."""

    corn: int
    wood: int
    stone: int
    gold: int
    skulls: int
    workers: int
    light: bool
    temples: tuple[int, ...]
    tech: tuple[int, ...]
    buildings: tuple[str, ...] = ()
    monuments: tuple[str, ...] = ()
    wealth: tuple[str, ...] = ()
    jungle: tuple[int, ...] = (0, 0)
    earned: tuple[int, ...] = (0,) * len(EARNED)
