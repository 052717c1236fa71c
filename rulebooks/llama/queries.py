"""What an L.L.A.M.A. help page asks: is a move allowed, and is the game over at these
totals (someone at the target or beyond) and who won (the fewest points).

>>> from .game import new_state
>>> end(new_state({}, 0), [12, 41])
{'over': True, 'target': 40, 'rule': 'llama.end', 'winners': [0]}
"""

from __future__ import annotations

from typing import Any

from ..core.queries import end_on_points, legal, totals_of
from .game import LlamaState


def end(state: LlamaState, totals: list[int]) -> dict[str, Any]:
    return end_on_points(totals_of(totals, state.players), state.rules.target, False,
                         "llama.end")


QUERIES = {"legal": legal, "end": end}
