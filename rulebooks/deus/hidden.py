"""What a Deus player may know: the map, every tableau, the discard pile and everyone's
goods; of the other hands and the deck only their sizes, and of the other players' VP
tokens nothing until the end (``deus.scoring.tokens``)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.hidden import deal_again, fresh_seed, public_json
from ..core.rng import Rng
from .game import DeusState


def view(state: DeusState, viewer: int | None) -> dict[str, Any]:
    out = public_json(state)
    out["hands"] = [list(hand) if p == viewer else len(hand)
                    for p, hand in enumerate(state.hands)]
    out["deck"] = len(state.deck)
    if state.phase != "over":
        for p, goods in enumerate(out["goods"]):
            if p != viewer:
                goods["vp"] = None
    return out


def redeal(state: DeusState, viewer: int | None, rng: Rng) -> DeusState:
    others = [p for p in range(state.players) if p != viewer]
    dealt = deal_again(rng, [*(state.hands[p] for p in others), state.deck])
    hands = list(state.hands)
    for p, cards in zip(others, dealt, strict=False):
        hands[p] = cards
    vp = [state.goods[p][-1] for p in others]
    goods = list(state.goods)
    if state.phase != "over":  # the hidden tokens, dealt among the others as they are
        for p, tokens in zip(others, rng.shuffled(vp), strict=True):
            goods[p] = (*goods[p][:-1], tokens)
    return replace(state, hands=tuple(hands), deck=dealt[-1], goods=tuple(goods),
                   seed=fresh_seed(rng))
