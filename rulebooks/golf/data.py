"""Golf's tables, read once from ``data.toml``."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from ..core.datafile import game_data, make


def data() -> dict[str, Any]:
    return game_data(__package__)


@dataclass(frozen=True)
class GridSpec:
    size: int
    rows: int
    cols: int
    start: int
    private: bool
    lines: str

    def cell(self, index: int) -> tuple[int, int]:
        """(row, column), both 1-based, of a 0-based index."""
        return index // self.cols + 1, index % self.cols + 1


@cache
def grid(size: int) -> GridSpec:
    spec = data()["grids"][str(size)]
    return make(GridSpec, spec, size=size)


def grid_sizes() -> tuple[int, ...]:
    return tuple(sorted(int(size) for size in data()["grids"]))


def shape_to_size() -> dict[tuple[int, int], int]:
    return {(grid(size).rows, grid(size).cols): size for size in grid_sizes()}


def values(name: str) -> dict[str, int]:
    return data()["values"][name]["points"]


def value_tables() -> tuple[str, ...]:
    return tuple(data()["values"])


def line_rules() -> tuple[str, ...]:
    return tuple(data()["lines"])


def powers() -> dict[str, dict[str, str]]:
    return data()["powers"]


def cards_per_deck() -> int:
    return data()["deck"]["cards_per_deck"]


def decks_needed(players: int, grid_size: int) -> int:
    """Decks to shuffle together so that the deal leaves a playable draw pile."""
    dealt = players * grid_size
    return max(1, -(-dealt // cards_per_deck()))
