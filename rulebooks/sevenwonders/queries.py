"""What a 7 Wonders help page asks of a position: whether a move is allowed, and what each
player holds besides cards (coins, debt tokens, diplomacy tokens, military points).

>>> from .game import new_state
>>> purses(new_state({"players": 3}, 1))["coins"]
[3, 3, 3]
"""

from __future__ import annotations

from typing import Any

from ..core.queries import legal
from .game import SevenWondersState


def purses(state: SevenWondersState) -> dict[str, Any]:
    """Each player's coins, debt tokens, diplomacy tokens and military points, by seat."""
    seats = range(state.players)
    return {"coins": list(state.coins),
            "debt": [state.debts[p] if state.debts else 0 for p in seats],
            "diplomacy": [state.diplomacy[p] if state.diplomacy else 0 for p in seats],
            "military": [sum(state.tokens[p]) for p in seats]}


QUERIES = {"legal": legal, "purses": purses}
