"""What each L.L.A.M.A. move did, and which rules it used (for transcripts and walkthroughs)."""

from __future__ import annotations

from ..core.contract import Walkthrough
from .game import LlamaState
from .moves import Move

WALKTHROUGH = Walkthrough({"players": 3}, seed=1)
VERB_RULES = {
    "play": ("llama.play.match",),
    "draw": ("llama.draw",),
    "quit": ("llama.quit",),
    "return": ("llama.scoring.return",),
    "deal": ("llama.setup.deal", "llama.round.next"),
}


def trace(before: LlamaState, move: Move, after: LlamaState) -> tuple[str, tuple[str, ...]]:
    """A short account of ``move`` and the rule ids it exercised."""
    rules = list(VERB_RULES[move.verb])
    if move.verb == "play" and (move.arg == "L" or before.top == "L"):
        rules = ["llama.play.loop"]
    detail = {
        "play": lambda: f"plays {move.arg} on {before.top}",
        "draw": lambda: f"draws {before.deck[-1]}",
        "quit": lambda: f"quits holding {len(before.hands[before.current])} card(s)",
        "return": lambda: f"gives back a {move.arg} token",
        "deal": lambda: f"round {after.round + 1}: player {after.current + 1} starts",
    }[move.verb]()
    if before.phase == "play" and after.phase != "play":
        rules += ["llama.round.end", "llama.scoring.values", "llama.scoring.tokens"]
        detail += "; round over, totals " + " ".join(str(t) for t in after.totals())
    if after.phase == "over":
        rules.append("llama.end")
    return detail, tuple(rules)
