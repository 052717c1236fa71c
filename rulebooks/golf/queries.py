"""What a Golf help page asks: is a move allowed, and is the game over after these holes
and who won (the lowest total).

>>> from .game import new_state
>>> end(new_state({"rounds": 2}, 0), [[5, 2], [-1, 4]])
{'over': True, 'totals': [4, 6], 'rule': 'golf.end', 'winners': [0]}
"""

from __future__ import annotations

from typing import Any

from ..core.queries import end_after_rounds, legal
from .game import GolfState


def end(state: GolfState, holes: list[list[int]]) -> dict[str, Any]:
    """``holes``: each hole's points, one per player. Over once every hole is played."""
    return end_after_rounds(holes, state.players, state.rules.rounds, False, "golf.end",
                            "ask.holes")


QUERIES = {"legal": legal, "end": end}
