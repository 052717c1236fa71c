"""What a Locomomo player may know: the forest, every board and the tiles in hand; of the
bag only how many tiles it holds."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.hidden import fresh_seed, public_json
from ..core.rng import Rng
from .game import LocomomoState


def view(state: LocomomoState, viewer: int | None) -> dict[str, Any]:
    return public_json(state, "bag")


def redeal(state: LocomomoState, viewer: int | None, rng: Rng) -> LocomomoState:
    return replace(state, bag=rng.shuffled(state.bag), seed=fresh_seed(rng))
