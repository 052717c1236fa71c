"""What a L.L.A.M.A. player may know: their own hand, the discard pile, tokens; of the
other hands (until the round ends and they are shown for scoring) and of the deck only
how many cards they hold."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.hidden import deal_again, fresh_seed, public_json
from ..core.rng import Rng
from . import data
from .game import LlamaState


def view(state: LlamaState, viewer: int | None) -> dict[str, Any]:
    data = public_json(state, "deck")
    data["hands"] = [hand if p == viewer or _shown(state) else len(hand)
                     for p, hand in enumerate(data["hands"])]
    return data


def redeal(state: LlamaState, viewer: int | None, rng: Rng) -> LlamaState:
    others = [] if _shown(state) else [p for p in range(len(state.hands)) if p != viewer]
    *hands, deck = deal_again(rng, [*(state.hands[p] for p in others), state.deck])
    dealt = list(state.hands)
    for p, hand in zip(others, hands, strict=True):
        dealt[p] = tuple(sorted(hand, key=data.sort_key))  # a hand is kept in loop order
    return replace(state, hands=tuple(dealt), deck=deck, seed=fresh_seed(rng))


def _shown(state: LlamaState) -> bool:
    """Once a round ends, every hand is laid down to be scored."""
    return state.phase != "play"
