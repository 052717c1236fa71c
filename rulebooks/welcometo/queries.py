"""What a Welcome To... help page asks: is a move allowed, and does the game end here
(and who wins). The game ends on what the sheets show, not on totals, so ``end`` reads
the position: the reason it ends once the round is over, the totals and the winners with
the tiebreaks.

>>> from .short import NOTATION
>>> state = NOTATION.read({"sheets": [{"refusals": 3}]})
>>> answer = end(state)
>>> answer["ending"], answer["over"], answer["rule"]
(True, False, 'welcometo.end')
"""

from __future__ import annotations

from typing import Any

from ..core.queries import legal
from .game import WelcomeState


def end(state: WelcomeState) -> dict[str, Any]:
    """``over``: the game has ended; ``ending``: it ends once this round is over (a sheet
    shows an end condition), with the ``reason``; ``winners`` (seats from 0) and ``totals``
    once it is over."""
    outcome = state.outcome()
    if outcome is not None:
        return {"over": True, "ending": True, "reason": outcome.reason, "rule": outcome.rule,
                "totals": list(outcome.totals), "winners": list(outcome.winners)}
    reason = state.end_reason()
    return {"over": False, "ending": bool(reason), "reason": reason, "rule": "welcometo.end",
            "totals": [], "winners": []}


QUERIES = {"legal": legal, "end": end}
