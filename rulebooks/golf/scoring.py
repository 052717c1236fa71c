"""Scoring a Golf grid: card values, and lines of equal ranks that cancel."""

from __future__ import annotations

from collections.abc import Sequence

from ..core.cards import Card
from ..core.score import Breakdown, Part
from . import data
from .data import GridSpec

VALUES = "golf.scoring.values"
LINES = "golf.scoring.lines"


def resolve_lines(lines: str, spec: GridSpec) -> str:
    """The line rule in force: ``auto`` means the grid's own default."""
    return spec.lines if lines == "auto" else lines


def grid_lines(spec: GridSpec, lines: str) -> list[tuple[str, tuple[int, ...]]]:
    """Named lines of cell indices that can cancel, in reading order."""
    rows, cols = spec.rows, spec.cols
    found: list[tuple[str, tuple[int, ...]]] = []
    if lines in ("rows-columns", "all"):
        found += [(f"row {r + 1}", tuple(r * cols + c for c in range(cols))) for r in range(rows)]
    found += [(f"column {c + 1}", tuple(r * cols + c for r in range(rows))) for c in range(cols)]
    if lines == "all" and rows == cols:
        found.append(("diagonal", tuple(i * cols + i for i in range(rows))))
        found.append(("anti-diagonal", tuple(i * cols + (cols - 1 - i) for i in range(rows))))
    return found


def score_grid(cards: Sequence[Card], spec: GridSpec, lines: str, values: str) -> Breakdown:
    """The breakdown of one finished grid (every card face up)."""
    points = data.values(values)
    matched = [
        (name, cells)
        for name, cells in grid_lines(spec, resolve_lines(lines, spec))
        if len({cards[i].rank for i in cells}) == 1
    ]
    parts: list[Part] = []
    for index, card in enumerate(cards):
        for name, cells in matched:
            if cells[0] == index:
                shown = " ".join(str(cards[i]) for i in cells)
                parts.append(Part(f"{name.capitalize()} cancels: {shown}", 0, LINES,
                                  key="line." + name.replace(" ", "-")))
        if not any(index in cells for _, cells in matched):
            row, col = spec.cell(index)
            parts.append(Part(f"{card} (row {row}, column {col})", points[card.rank], VALUES,
                              key=f"card.{row}.{col}"))
    return Breakdown(tuple(parts))
