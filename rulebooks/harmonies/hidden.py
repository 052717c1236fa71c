"""What a Harmonies player may know: everything on the table; of the bag and the deck only
how many tokens and cards they hold (their order is secret); of the nature's spirit cards
dealt to the others only how many (the one each keeps is face up among their cards)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.hidden import fresh_seed, public_json
from ..core.rng import Rng
from . import data
from .game import HarmoniesState


def view(state: HarmoniesState, viewer: int | None) -> dict[str, Any]:
    data = public_json(state)
    data["bag"] = len(state.bag)
    data["deck"] = len(state.deck)
    if "dealt" in data:
        data["dealt"] = [hand if p == viewer else len(hand) for p, hand in
                         enumerate(data["dealt"])]
    return data


def redeal(state: HarmoniesState, viewer: int | None, rng: Rng) -> HarmoniesState:
    return replace(state, bag="".join(rng.shuffled(state.bag)),
                   deck=rng.shuffled(state.deck), seed=fresh_seed(rng),
                   dealt=_spirits(state, viewer, rng))


def _spirits(state: HarmoniesState, viewer: int | None, rng: Rng
             ) -> tuple[tuple[str, ...], ...]:
    """The others' spirit hands dealt again from the cards the viewer cannot see; a spirit
    a player kept stays theirs."""
    if not state.rules.spirits:
        return state.dealt
    kept = [state.kept_spirit(p) for p in range(state.players)]
    seen = set(state.dealt[viewer]) if viewer is not None else set()
    pool = list(rng.shuffled([k for k in data.spirit_keys() if k not in seen and k not in kept]))
    hands = []
    for p, hand in enumerate(state.dealt):
        if p == viewer:
            hands.append(hand)
            continue
        fresh = [kept[p]] if kept[p] else []
        while len(fresh) < len(hand):
            fresh.append(pool.pop())
        hands.append(tuple(fresh))
    return tuple(hands)
