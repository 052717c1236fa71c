"""What a Great Western Trail player may know: the board, every discard pile and objective
area, the objective display, their own hand; of the draw stacks, the market stack, the
objective stack and the Kansas City bags only their sizes, and of another player's hand
only its size."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.hidden import deal_again, fresh_seed, public_json
from ..core.rng import Rng
from .game import GWTState


def view(state: GWTState, viewer: int | None) -> dict[str, Any]:
    out = public_json(state)
    for p, seat in enumerate(out["seats"]):
        seat["deck"] = len(seat["deck"])
        if p != viewer:
            seat["hand"] = len(seat["hand"])
    out["market_stack"] = len(out["market_stack"])
    out["bags"] = [len(bag) for bag in out["bags"]]
    out["objective_stack"] = len(out["objective_stack"])
    return out


def redeal(state: GWTState, viewer: int | None, rng: Rng) -> GWTState:
    seats = []
    for p, seat in enumerate(state.seats):
        if p == viewer:
            (deck,) = deal_again(rng, [seat.deck])
            seats.append(replace(seat, deck=deck))
        else:
            hand, deck = deal_again(rng, [seat.hand, seat.deck])
            seats.append(replace(seat, hand=tuple(sorted(hand)), deck=deck))
    (stack,) = deal_again(rng, [state.market_stack])
    bags = tuple(deal_again(rng, [bag])[0] for bag in state.bags)
    (objective_stack,) = deal_again(rng, [state.objective_stack])
    return replace(state, seats=tuple(seats), market_stack=stack, bags=bags,
                   objective_stack=objective_stack,
                   seed=fresh_seed(rng))
