"""Picture boards and forest areas as plain tuples, and their text form.

A board is five rows, top row first; a row holds its tiles from the left with no gap
(``locomomo.place.leftmost``), so it is just the tuple of its tiles. In text a row is
tile codes separated by spaces, ``.`` standing for an empty square:
``"Rg Rb . . ."`` is the same row as ``"Rg Rb"``.

>>> board = read_board(["Rg", "Bb Bg", "", "", ""], "input.rows")
>>> place(board, Tile.parse("Dn"), 3)[2]
(Tile.parse('Dn'),)
>>> read_row("Rg . Bb", "input.rows[0]")
Traceback (most recent call last):
...
rulebooks.core.errors.SetupError: input.rows[0], square 3: a tile after an empty square \
(expected tiles filled in from the left with no gap, got 'Bb') [rule locomomo.place.leftmost]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from ..core.codec import require, row_codes
from ..core.errors import SetupError
from . import data
from .data import Tile

Row = tuple[Tile, ...]
Board = tuple[Row, ...]
LEFTMOST = "locomomo.place.leftmost"
BOARDS = "locomomo.setup.boards"
FOREST = "locomomo.setup.forest"
EMPTY = "."


def empty_board() -> Board:
    return ((),) * len(data.rows())


def read_row(value: Any, where: str) -> Row:
    """A row from text (``"Rg Bb . . ."``) or a list of codes; a gap or a sixth tile is refused
    naming the square."""
    if isinstance(value, str):
        tokens = value.split()
    else:
        tokens = require(value, list, where, "a row such as \"Rg Bb\" (codes, '.' = empty)")
    if len(tokens) > data.columns():
        raise SetupError("too many squares in a row", expected=f"at most {data.columns()}",
                         got=len(tokens), rule=BOARDS, where=where)
    tiles: list[Tile] = []
    for index, token in enumerate(tokens):
        square = f"{where}, square {index + 1}"
        if token == EMPTY:
            continue
        tile = Tile.parse(token, square, data.TILES_RULE)
        if len(tiles) < index:
            raise SetupError("a tile after an empty square",
                             expected="tiles filled in from the left with no gap", got=token,
                             rule=LEFTMOST, where=square)
        tiles.append(tile)
    return tuple(tiles)


def read_board(value: Any, where: str) -> Board:
    """Five rows, top row first."""
    items = require(value, list, where, "a list of five rows, top row first")
    if len(items) != len(data.rows()):
        raise SetupError("a picture board has five rows", expected=f"{len(data.rows())} rows",
                         got=len(items), rule=BOARDS, where=where)
    return tuple(read_row(item, f"{where}[{i}]") for i, item in enumerate(items))


def row_text(tiles: Iterable[Tile]) -> str:
    return " ".join(tile.code for tile in tiles)


def board_text(board: Board) -> list[str]:
    return [row_text(row) for row in board]


def place(board: Board, tile: Tile, row: int) -> Board:
    """The board with ``tile`` on the leftmost free square of ``row`` (numbered from 1)."""
    index = row - 1
    return (*board[:index], (*board[index], tile), *board[index + 1:])


def free_rows(board: Board) -> tuple[int, ...]:
    """The rows (numbered from 1) that still have a free square."""
    return tuple(i + 1 for i, tiles in enumerate(board) if len(tiles) < data.columns())


def placed(board: Board) -> int:
    return sum(len(row) for row in board)


def tiles_of(board: Board) -> tuple[Tile, ...]:
    return tuple(tile for row in board for tile in row)


def square(board: Board, row: int, column: int) -> Tile | None:
    """The tile at ``row``, ``column`` (both from 1), or ``None`` when empty."""
    tiles = board[row - 1]
    return tiles[column - 1] if column <= len(tiles) else None


def located(board: Board, where: str) -> list[tuple[str, Tile]]:
    """Each tile of a board with the place it sits, for error messages."""
    return [(f"{where}[{r}], square {c + 1}", tile)
            for r, row in enumerate(board) for c, tile in enumerate(row)]


def check_supply(tiles: Iterable[tuple[str, Tile]]) -> Counter:
    """Count tiles by kind; the first tile beyond what the box holds is refused at its place."""
    seen: Counter = Counter()
    limit = data.copies()
    for where, tile in tiles:
        seen[tile] += 1
        if seen[tile] > limit:
            raise SetupError(f"one {tile.name} too many: the box holds {limit} of each kind",
                             expected=f"at most {limit} {tile.name} tiles in all",
                             got=seen[tile], rule=data.TILES_RULE, where=where)
    return seen


def read_tiles(value: Any, where: str) -> Row:
    """Tile codes separated by spaces (or a list of codes), each checked."""
    items = row_codes(value, where, "tile codes such as \"Rg Bn\"")
    return tuple(Tile.parse(item, f"{where}[{i}]", data.TILES_RULE) for i, item in enumerate(items))


def read_forest(value: Any, where: str) -> tuple[Row, ...]:
    """The four forest areas, each as tile codes; an area over its size is refused."""
    items = require(value, list, where, "a list of four areas")
    if len(items) != len(data.areas()):
        raise SetupError("the forest has four areas", expected=f"{len(data.areas())} areas",
                         got=len(items), rule=FOREST, where=where)
    forest = tuple(read_tiles(item, f"{where}[{i}]") for i, item in enumerate(items))
    for number, tiles in enumerate(forest, 1):
        if len(tiles) > data.tiles_per_area():
            raise SetupError(f"area {number} holds too many tiles",
                             expected=f"at most {data.tiles_per_area()}", got=len(tiles),
                             rule=FOREST, where=f"{where}[{number - 1}]")
    return forest
