"""What a Locomomo help page asks: is a move allowed, and who wins at these totals once
the rounds are played (the most points).

>>> from .game import new_state
>>> end(new_state({}, 0), [30, 34], rounds=6)
{'over': True, 'rounds': 6, 'rule': 'locomomo.end', 'winners': [1]}
"""

from __future__ import annotations

from typing import Any

from ..core.queries import legal, ranked, totals_of
from ..core.tally import count
from . import data
from .game import LocomomoState


def end(state: LocomomoState, totals: list[int], rounds: int | None = None
        ) -> dict[str, Any]:
    """Over after the last round (``rounds`` played; default: the position's)."""
    totals = totals_of(totals, state.players)
    played = state.round if rounds is None else count(rounds, "ask.rounds", data.rounds(),
                                                       "locomomo.end", "rounds")
    over = played >= data.rounds()
    return {"over": over, "rounds": played, "rule": "locomomo.end",
            "winners": ranked(totals, True) if over else []}


QUERIES = {"legal": legal, "end": end}
