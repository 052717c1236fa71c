"""Locomomo opponents: random, and greedy (the most tiles now; each tile where it scores best).

The greedy bot looks one move ahead: a take is worth the tiles it collects that still find a
square; a placement is worth the points it adds at once, plus a little for a square that
prepares a pair, a group or a new species.
"""

from __future__ import annotations

from ..core.bots import best_by, random_bot
from ..core.contract import Condition
from . import data
from .board import square
from .game import LocomomoState
from .moves import Move

HINT = 0.5  # the worth of a placement that prepares points without scoring yet


def collected(state: LocomomoState, move: Move) -> int:
    """How many tiles a take collects (before any are discarded)."""
    return len(state._do_take(move).held) if state.phase == "take" else 0


def _prepares(state: LocomomoState, move: Move) -> bool:
    board, species = state.board, move.tile.species
    column = len(board[move.row - 1]) + 1
    if move.row <= 3:
        return any(getattr(square(board, r, column), "species", None) == species
                   for r in (1, 2, 3) if r != move.row)
    present = {tile.species for tile in board[move.row - 1]}
    return (species in present) if move.row == 4 else (species not in present)


def _value(state: LocomomoState, move: Move) -> float:
    if move.verb == "take":
        room = sum(data.columns() - len(row) for row in state.board)
        return float(min(collected(state, move), room))
    if move.verb == "place":
        me = state.current
        gain = state._do_place(move).breakdown(me).total - state.breakdown(me).total
        return gain + (HINT if _prepares(state, move) else 0.0)
    return 0.0


greedy_bot = best_by(_value)
BOTS = {"random": random_bot, "greedy": greedy_bot}


def most_tiles(state: LocomomoState, move: Move) -> bool:
    """Tutorial condition: a take that collects as many tiles as any take could."""
    if move.verb != "take":
        return False
    best = max(collected(state, m) for m in state.legal_moves() if m.verb == "take")
    return collected(state, move) == best


def makes_pair(state: LocomomoState, move: Move) -> bool:
    """Tutorial condition: a tile that completes a vertical pair in rows 2 and 3."""
    if move.verb != "place" or move.row not in (2, 3):
        return False
    column = len(state.board[move.row - 1]) + 1
    other = square(state.board, 5 - move.row, column)
    return other is not None and other.species == move.tile.species


CONDITIONS = {
    "most-tiles": Condition(
        "an animal that collects as many tiles as any other choice", most_tiles),
    "makes-pair": Condition("a tile that completes a vertical pair in rows 2 and 3", makes_pair),
}
