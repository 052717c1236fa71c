"""What a Harmonies player may know: everything on the table; of the bag and the deck only
how many tokens and cards they hold (their order is secret)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.hidden import fresh_seed, public_json
from ..core.rng import Rng
from .game import HarmoniesState


def view(state: HarmoniesState, viewer: int | None) -> dict[str, Any]:
    data = public_json(state)
    data["bag"] = len(state.bag)
    data["deck"] = len(state.deck)
    return data


def redeal(state: HarmoniesState, viewer: int | None, rng: Rng) -> HarmoniesState:
    return replace(state, bag="".join(rng.shuffled(state.bag)),
                   deck=rng.shuffled(state.deck), seed=fresh_seed(rng))
