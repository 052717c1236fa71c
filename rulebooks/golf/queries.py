"""What a Golf help page asks: is a move allowed, and is the game over after these holes
and who won (the lowest total).

>>> from .game import new_state
>>> end(new_state({"rounds": 2}, 0), [[5, 2], [-1, 4]])
{'over': True, 'totals': [4, 6], 'rule': 'golf.end', 'winners': [0]}
"""

from __future__ import annotations

from typing import Any

from ..core.errors import SetupError
from ..core.queries import legal, ranked, totals_of
from .game import GolfState


def end(state: GolfState, holes: list[list[int]]) -> dict[str, Any]:
    """``holes``: each hole's points, one per player. Over once every hole is played."""
    if not isinstance(holes, list):
        raise SetupError("the holes played", expected="a list of holes", got=holes,
                         where="ask.holes")
    rows = [totals_of(row, state.players, f"ask.holes[{h}]") for h, row in enumerate(holes)]
    totals = [sum(row[p] for row in rows) for p in range(state.players)]
    over = len(rows) >= state.rules.rounds
    return {"over": over, "totals": totals, "rule": "golf.end",
            "winners": ranked(totals, False) if over else []}


QUERIES = {"legal": legal, "end": end}
