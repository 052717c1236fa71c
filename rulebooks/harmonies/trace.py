"""What each Harmonies move did, and which rules it used (for transcripts and walkthroughs)."""

from __future__ import annotations

from ..core.contract import Walkthrough
from . import data
from .board import index
from .game import HarmoniesState
from .moves import Move

WALKTHROUGH = Walkthrough({"players": 2, "side": "A"}, seed=1)

RULES = {
    "take": ("harmonies.turn.take",),
    "place": ("harmonies.place", "harmonies.place.stack"),
    "discard": ("harmonies.place.stuck",),
    "card": ("harmonies.turn.card",),
    "cube": ("harmonies.turn.cube",),
    "replace": ("harmonies.solo.replace",),
    "end": ("harmonies.turn.end",),
}


def trace(before: HarmoniesState, move: Move, after: HarmoniesState
          ) -> tuple[str, tuple[str, ...]]:
    """A short account of ``move`` and the rule ids it exercised."""
    rules = list(RULES[move.verb])
    if move.verb == "take":
        detail = f"takes {len(after.held)} token(s): {after.held}"
    elif move.verb == "place":
        stack = after.boards[before.current][index(before.side)[move.space]]
        detail = f"{_colour(move.token)} on {move.space} (now {stack})"
    elif move.verb == "card":
        detail = f"takes the {data.card(before.display[move.number - 1]).name} card"
    elif move.verb == "cube":
        detail = f"a {data.card(move.card).name} cube on {move.space}"
    elif move.verb == "discard":
        detail = f"a {_colour(move.token)} token fits nowhere and is set aside"
    elif move.verb == "replace":
        detail = (f"the {data.card(before.display[move.number - 1]).name} card leaves the "
                  f"game for the {data.card(after.display[move.number - 1]).name}")
    elif before.solo:
        rules += ["harmonies.solo.turn"]
        detail = (f"sets {len(after.discarded) - len(before.discarded)} token(s) aside and "
                  "refills the central board and the display")
    else:
        detail = "refills the central board and the display"
    if move.verb == "end":
        if after.ending and not before.ending:
            rules.append("harmonies.solo.end" if before.solo else "harmonies.end.trigger")
            detail += "; the end is triggered"
        if after.phase == "over":
            rules.append("harmonies.end")
            detail += "; the game is over"
    return detail, tuple(rules)


def _colour(code: str) -> str:
    return data.token(code).colour
