"""What a Takenokolor player may know: every sheet and the markers on the table. Nothing is
secret but the rolls of rounds still to come, which follow from the seed: a view leaves the
seed out, and a redealt position gets a fresh one (so later rolls are unknown)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.hidden import fresh_seed, public_json
from ..core.rng import Rng
from .game import TakenokolorState


def view(state: TakenokolorState, viewer: int | None) -> dict[str, Any]:
    return public_json(state)


def redeal(state: TakenokolorState, viewer: int | None, rng: Rng) -> TakenokolorState:
    return replace(state, seed=fresh_seed(rng))
