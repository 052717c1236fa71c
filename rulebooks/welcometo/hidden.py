"""What a Welcome To... player may know: every sheet, the plans and the cards shown this
round; of the construction stacks only their sizes."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.hidden import deal_again, fresh_seed, public_json
from ..core.rng import Rng
from .game import WelcomeState


def view(state: WelcomeState, viewer: int | None) -> dict[str, Any]:
    data = public_json(state)
    data["stacks"] = [len(stack) for stack in state.stacks]
    return data


def redeal(state: WelcomeState, viewer: int | None, rng: Rng) -> WelcomeState:
    return replace(state, stacks=tuple(deal_again(rng, state.stacks)), seed=fresh_seed(rng))
