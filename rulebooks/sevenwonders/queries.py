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
    """Each player's coins, debt tokens, diplomacy tokens, military points, Edifice pawns
    (their Ages) and Edifice debt, by seat; and the pawns left on each Age's Edifice."""
    seats = range(state.players)
    return {"coins": list(state.coins),
            "debt": [state.debts[p] if state.debts else 0 for p in seats],
            "diplomacy": [state.diplomacy[p] if state.diplomacy else 0 for p in seats],
            "military": [sum(state.tokens[p]) for p in seats],
            "pawns": [list(state.pawns[p]) if state.pawns else [] for p in seats],
            "edifice_debt": [sum(state.edifice_debt[p]) if state.edifice_debt else 0
                             for p in seats],
            "pawns_left": list(state.pawns_left)}


def leaders(state: SevenWondersState) -> dict[str, Any]:
    """With Leaders: each player's leaders held, drafted from and recruited, by seat, and
    their coins; the phase and the Age's hand sizes (dealt after the leaders' turn)."""
    seats = range(state.players)
    return {"held": [list(state.leaders[p]) for p in seats],
            "drafting": [list(state.drafts[p]) for p in seats],
            "recruited": [list(state.recruited[p]) for p in seats],
            "coins": list(state.coins), "phase": state.phase,
            "hands": [len(h) for h in state.hands]}


QUERIES = {"legal": legal, "purses": purses, "leaders": leaders}
