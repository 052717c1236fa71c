"""What each Locomomo move did, and which rules it used (for transcripts and walkthroughs)."""

from __future__ import annotations

from ..core.contract import Walkthrough
from .game import LocomomoState, destination
from .moves import Move

WALKTHROUGH = Walkthrough({"players": 3, "expansion_a": True, "expansion_b": True}, seed=1)


def _take(before: LocomomoState, move: Move, after: LocomomoState) -> tuple[str, list[str]]:
    target = destination(before.forest, move.area, move.tile)
    taken = len(after.held) if after.current == before.current and after.held else None
    count = taken if taken is not None else len(after.discarded) - len(before.discarded)
    where = "stays" if target == move.area else f"moves to area {target}"
    detail = (f"{move.tile.name} from area {move.area} {where}; "
              f"{count} {move.tile.colour} tile(s) collected")
    return detail, ["locomomo.turn.take", f"locomomo.move.{move.tile.species}",
                    "locomomo.collect"]


def trace(before: LocomomoState, move: Move, after: LocomomoState) -> tuple[str, tuple[str, ...]]:
    """A short account of ``move`` and the rule ids it exercised."""
    if move.verb == "take":
        detail, rules = _take(before, move, after)
    elif move.verb == "place":
        column = len(before.board[move.row - 1]) + 1
        detail = f"{move.tile.name} to row {move.row}, square {column}"
        rules = ["locomomo.place", "locomomo.place.leftmost"]
    else:
        detail, rules = "no tile left in the forest", ["locomomo.turn.pass"]
    if len(after.discarded) > len(before.discarded):
        rules.append("locomomo.place.full")
        detail += f"; board full, {len(after.discarded) - len(before.discarded)} discarded"
    if after.phase != "place" and (after.current, after.round) != (before.current, before.round):
        rules.append("locomomo.turn.refill" if after.phase == "take" else "locomomo.end")
        if after.round != before.round:
            rules.append("locomomo.round")
            detail += f"; round {before.round + 1} over"
    return detail, tuple(rules)
