"""Scoring a Locomomo picture board: its five rows, lines of one colour, and the expansions.

Rows are numbered from the top (row 1 holds the bonus animals). Every part of a score
cites its rule; the disputed readings are the ``same_row`` and ``top_bonus`` options.

>>> from .board import read_board
>>> board = read_board(["Bg", "Bg Rb", "Bn Rg", "Dg Dg Eb", "Rg Bg Eg"], "board")
>>> [(p.label, p.points) for p in board_parts(board)]  # doctest: +NORMALIZE_WHITESPACE
[('Top row, column 1: bear above a pair of bears', 4),
 ('Pair of bears in column 1', 3), ('Pair of rabbits in column 2', 3),
 ('Same-species row: 2 ducks', 2), ('Same-species row: 1 eagle', 1),
 ('Different-species row: 3 species', 5)]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ..core.score import Part
from . import data
from .board import Board, square, tiles_of
from .data import Tile

TOP = "locomomo.scoring.top"
PAIRS = "locomomo.scoring.pairs"
SAME = "locomomo.scoring.same"
DIFFERENT = "locomomo.scoring.different"
COLOUR = "locomomo.scoring.colour"
HABITAT = "locomomo.expansion.habitat"
FLOWER = "locomomo.expansion.flower"

SAME_READINGS = ("each-group", "largest-group")
TOP_READINGS = ("above", "below")


def _plural(species: str, count: int) -> str:
    return species if count == 1 else f"{species}s"


def _same_species(tiles: Iterable[Tile | None]) -> str | None:
    kinds = {tile.species if tile else None for tile in tiles}
    return next(iter(kinds)) if len(kinds) == 1 and None not in kinds else None


def top_parts(board: Board, reading: str = "above") -> list[Part]:
    """4 points for each column whose top-row animal matches the pair of rows 2 and 3 below
    it; the ``below`` reading looks for the matching animal in row 4 instead."""
    points, parts = data.row_points("top"), []
    bonus_row = 1 if reading == "above" else 4
    for column in range(1, data.columns() + 1):
        species = _same_species(square(board, r, column) for r in (bonus_row, 2, 3))
        if species:
            where = "above" if reading == "above" else "below"
            label = (f"Top row, column {column}: {species} {where} a pair of "
                     f"{_plural(species, 2)}" if reading == "above" else
                     f"Row 4, column {column}: {species} {where} a pair of {_plural(species, 2)}")
            parts.append(Part(label, points, TOP, key=f"top.{column}"))
    return parts


def pair_parts(board: Board) -> list[Part]:
    """3 points for each column where rows 2 and 3 hold the same species."""
    points, parts = data.row_points("pairs"), []
    for column in range(1, data.columns() + 1):
        species = _same_species(square(board, r, column) for r in (2, 3))
        if species:
            parts.append(Part(f"Pair of {_plural(species, 2)} in column {column}", points, PAIRS,
                              key=f"pairs.{column}"))
    return parts


def same_parts(board: Board, reading: str = "each-group") -> list[Part]:
    """Row 4: each group of one species scores by its size (or only the largest group)."""
    sets = data.set_points("same")
    counts = Counter(tile.species for tile in board[3])
    groups = sorted(counts.items(), key=lambda item: (-item[1], _order(item[0])))
    if reading == "largest-group":
        groups = groups[:1]
    return [Part(f"Same-species row: {count} {_plural(species, count)}", sets[count - 1], SAME,
                 key=f"same.{species}") for species, count in groups]


def different_parts(board: Board) -> list[Part]:
    """Row 5: the number of different species in it scores from the table."""
    kinds = {tile.species for tile in board[4]}
    if not kinds:
        return []
    count = len(kinds)
    detail = ", ".join(sorted(kinds, key=_order))
    return [Part(f"Different-species row: {count} species", data.set_points("different")[count - 1],
                 DIFFERENT, detail, "different")]


def colour_parts(board: Board) -> list[Part]:
    """5 points for each full row and each full column whose tiles share one colour."""
    size, points, parts = data.columns(), data.colour_line_points(), []
    lines = [(f"Row {r + 1}", list(board[r])) for r in range(len(board))]
    lines += [(f"Column {c}", [square(board, r + 1, c) for r in range(len(board))])
              for c in range(1, size + 1)]
    for label, tiles in lines:
        colours = {tile.colour if tile else None for tile in tiles}
        if len(tiles) == size and len(colours) == 1 and None not in colours:
            parts.append(Part(f"{label} all {tiles[0].colour}", points, COLOUR,
                              key="colour." + label.lower().replace(" ", ".")))
    return parts


def board_parts(board: Board, same: str = "each-group", top: str = "above") -> tuple[Part, ...]:
    """Every scoring part of one board, rows from the top, then the colour lines."""
    return (*top_parts(board, top), *pair_parts(board), *same_parts(board, same),
            *different_parts(board), *colour_parts(board))


def habitat_count(board: Board, token: str) -> int:
    """Tiles on the board matching the habitat token (a species or a colour)."""
    return sum(token in (tile.species, tile.colour) for tile in tiles_of(board))


def habitat_part(mine: int, others: Iterable[int], token: str) -> Part | None:
    """Expansion A: the bonus when nobody has fewer tiles matching the token (ties share)."""
    if any(count < mine for count in others):
        return None
    return Part(f"Fewest tiles matching the {token} token ({mine})",
                data.expansion("a")["points"], HABITAT, key="habitat")


def flower_part(board: Board, token: str) -> Part | None:
    """Expansion B: the bonus for the token's animal on the last square of the top row."""
    spec = data.expansion("b")
    tile = square(board, spec["row"], spec["column"])
    if tile is None or tile.species != token:
        return None
    return Part(f"{token.capitalize()} on the last square of the top row", spec["points"],
                FLOWER, key="flower")


def _order(species: str) -> int:
    return [s.name for s in data.species()].index(species)
