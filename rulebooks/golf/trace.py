"""What each Golf move did, and which rules it used (for transcripts and walkthroughs)."""

from __future__ import annotations

from ..core.contract import Walkthrough
from .game import WHEN, GolfState
from .moves import Move

WALKTHROUGH = Walkthrough({"players": 3, "rounds": 2}, seed=1)


def trace(before: GolfState, move: Move, after: GolfState) -> tuple[str, tuple[str, ...]]:
    """A short account of ``move`` and the rule ids it exercised."""
    # a move uses the rule its verb's WHEN entry cites, but for these
    rules = {"take": ["golf.turn.draw", "golf.turn.take"], "swap": ["golf.powers.king"],
             "peek": ["golf.powers.jack" if move.player is None else "golf.powers.queen"],
             }.get(move.verb) or [WHEN[move.verb].rule]
    me = before.current
    detail = {
        "flip": lambda: f"shows {before.grids[me][move.index]}",
        "draw": lambda: f"draws {after.held}",
        "take": lambda: f"takes {after.held}",
        "replace": lambda: f"puts {before.held} over {before.grids[me][move.index]}",
        "discard": lambda: f"drops {before.held}",
        "deal": lambda: f"hole {after.hole + 1}: player {after.dealer + 1} deals",
    }.get(move.verb, lambda: "")()
    if after.reshuffles > before.reshuffles:
        rules.append("golf.turn.deck-empty")
    if after.phase == "power":
        rules.append("golf.powers")
    if before.out is None and after.out is not None:
        rules.append("golf.round.end")
        detail += "; goes out"
    if len(after.holes) > len(before.holes):
        rules += ["golf.scoring.values", "golf.scoring.lines", "golf.scoring.round"]
        detail += "; hole scored: " + " ".join(str(s) for s in after.holes[-1])
    if after.phase == "over":
        rules.append("golf.end")
    return detail.lstrip("; "), tuple(rules)
