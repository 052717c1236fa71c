"""The Deus map: hexagonal locations in rows (odd rows set half a space right), named by a
column letter and a row number (``c2``), their terrain, neighbours and the map's edge.

>>> board = layout(2)
>>> board.terrain["c2"], board.terrain["a1"]
('village', 'sea')
>>> sorted(board.neighbours["c2"])
['b2', 'c1', 'c3', 'd1', 'd2', 'd3']
>>> board.edge["a1"], board.edge["c3"], board.distance("a1", "c3")
(True, False, 3)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ..core.errors import NotationError
from . import data

TERRAINS = {"F": "forest", "S": "swamp", "M": "mountain", "G": "field", "W": "sea",
            "V": "village"}
LETTERS = "abcdefghijklmnopqrstuvwxyz"


@dataclass(frozen=True)
class Board:
    """One map: every location's terrain, neighbours, edge flag and place in the rows."""

    names: tuple[str, ...]
    terrain: dict[str, str]
    neighbours: dict[str, frozenset[str]]
    edge: dict[str, bool]
    cells: dict[str, tuple[int, int]]
    villages: tuple[str, ...]
    columns: int
    rows: int

    def distance(self, a: str, b: str) -> int:
        (ax, az), (bx, bz) = (_cube(*self.cells[n]) for n in (a, b))
        return max(abs(ax - bx), abs(az - bz), abs((ax + az) - (bx + bz)))

    def read(self, text: object, where: str) -> str:
        """A location name in any case; an unknown one is a :class:`NotationError`."""
        name = text.strip().lower() if isinstance(text, str) else None
        if name not in self.terrain:
            raise NotationError(f"no location {text!r} on this map; locations are a column "
                                f"letter a-{self.names[-1][0]} and a row number 1-{self.rows}, "
                                "as in c2", where=where)
        return name


def _cube(column: int, row: int) -> tuple[int, int]:
    return column - (row - (row & 1)) // 2, row


def _around(column: int, row: int) -> list[tuple[int, int]]:
    shift = row & 1
    return [(column - 1 + shift, row - 1), (column + shift, row - 1), (column - 1, row),
            (column + 1, row), (column - 1 + shift, row + 1), (column + shift, row + 1)]


@cache
def layout(players: int) -> Board:
    """The map for ``players`` players."""
    grid = [row.split() for row in data.map_rows(players)]
    cells = {f"{LETTERS[c]}{r + 1}": (c, r) for r, row in enumerate(grid) for c in range(len(row))}
    by_cell = {cell: name for name, cell in cells.items()}
    terrain = {name: TERRAINS[grid[r][c]] for name, (c, r) in cells.items()}
    neighbours = {name: frozenset(by_cell[p] for p in _around(c, r) if p in by_cell)
                  for name, (c, r) in cells.items()}
    names = tuple(sorted(cells, key=lambda n: (cells[n][1], cells[n][0])))
    return Board(names=names, terrain=terrain, neighbours=neighbours,
                 edge={n: len(neighbours[n]) < 6 for n in names}, cells=cells,
                 villages=tuple(n for n in names if terrain[n] == "village"),
                 columns=len(grid[0]), rows=len(grid))


def village_points(board: Board, village: str) -> int:
    """A village starts with 1 VP per location next to it (``deus.villages``)."""
    return len(board.neighbours[village])
