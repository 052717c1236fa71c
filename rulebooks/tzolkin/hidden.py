"""What a Tzolk'in player may know: everything on the table, but of the building piles
(the rest of the current Age's pile and the Age II pile) only which buildings are in them,
not their order, and of the wealth tiles dealt only one's own until they are chosen."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.hidden import fresh_seed, public_json
from ..core.rng import Rng
from .game import TzolkinState
from .wealth import hidden, redealt


def view(state: TzolkinState, viewer: int | None) -> dict[str, Any]:
    data = public_json(state)
    data["deck"] = sorted(state.deck)
    data["later"] = sorted(state.later)
    data["offers"] = hidden(state, viewer)
    return data


def redeal(state: TzolkinState, viewer: int | None, rng: Rng) -> TzolkinState:
    return replace(state, deck=tuple(rng.shuffled(list(state.deck))),
                   later=tuple(rng.shuffled(list(state.later))),
                   offers=redealt(state, viewer, rng.shuffled), seed=fresh_seed(rng))
