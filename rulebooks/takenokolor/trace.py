"""What each Takenokolor move did, and which rules it used (for transcripts and walkthroughs)."""

from __future__ import annotations

from ..core.contract import Walkthrough
from . import data
from .game import TakenokolorState
from .moves import Move
from .sheet import ladybirds

WALKTHROUGH = Walkthrough({"players": 3}, seed=1)


def trace(before: TakenokolorState, move: Move,
          after: TakenokolorState) -> tuple[str, tuple[str, ...]]:
    """A short account of ``move`` and the rule ids it exercised."""
    me = before.current
    if move.verb == "colour":
        sec = data.section(move.target)
        kind = data.item(sec.item).kind
        detail = f"takes the {sec.colour} {sec.symbol} marker and colours {move.target}"
        rules = ["takenokolor.turn.pick", "takenokolor.sheet1.match",
                 {"bamboo": "takenokolor.sheet1.bamboo", "cloud": "takenokolor.sheet1.cloud",
                  "sun": "takenokolor.sheet1.sun"}[kind]]
    elif move.verb == "bonus":
        added = sorted(after.blue[me] - before.blue[me])
        detail = f"cloud completed: {', '.join(added)} coloured blue"
        rules = ["takenokolor.sheet1.cloud"]
    else:
        detail, rules = "no marker fits: skips", ["takenokolor.turn.skip"]
    if ladybirds(after.sheets[me]) > ladybirds(before.sheets[me]):
        detail += f"; ladybird circled ({ladybirds(after.sheets[me])} in all)"
        rules.append("takenokolor.sheet1.ladybird")
    if after.round != before.round:
        rules.append("takenokolor.round")
        detail += f"; round {before.round + 1} over, the Panda token passes"
    if after.phase == "over":
        rules.append("takenokolor.end")
        detail += "; the round is complete and the game is over"
    return detail, tuple(rules)
