"""What a Golf player may know: face-up cards and the cards they have looked at; the draw
pile's order and every other face-down card stay hidden."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.hidden import deal_cells_again, fresh_seed, public_json
from ..core.rng import Rng
from .game import GolfState


def view(state: GolfState, viewer: int | None) -> dict[str, Any]:
    data = public_json(state, "deck")
    data["grids"] = [[code if state.knows(viewer, p, i) else None for i, code in enumerate(grid)]
                     for p, grid in enumerate(data["grids"])]
    data["known"] = [entry for entry in data["known"] if entry[0] == viewer]
    return data


def redeal(state: GolfState, viewer: int | None, rng: Rng) -> GolfState:
    hidden = [(p, i) for p, grid in enumerate(state.grids) for i in range(len(grid))
              if not state.knows(viewer, p, i)]
    grids, deck = deal_cells_again(rng, state.grids, hidden, state.deck)
    return replace(state, grids=grids, deck=deck, seed=fresh_seed(rng))
