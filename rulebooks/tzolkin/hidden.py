"""What a Tzolk'in player may know: everything on the table, but of the building piles
(the rest of the current Age's pile and the Age II pile) only which buildings are in them,
not their order."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.hidden import fresh_seed, public_json
from ..core.rng import Rng
from .game import TzolkinState


def view(state: TzolkinState, viewer: int | None) -> dict[str, Any]:
    data = public_json(state)
    data["deck"] = sorted(state.deck)
    data["later"] = sorted(state.later)
    return data


def redeal(state: TzolkinState, viewer: int | None, rng: Rng) -> TzolkinState:
    return replace(state, deck=tuple(rng.shuffled(list(state.deck))),
                   later=tuple(rng.shuffled(list(state.later))), seed=fresh_seed(rng))
