"""What a Campeones coach may know: their own hand, both play areas, the discard piles, the
pitch, the signings on show, the benches and every token; of the other coach's hand and of
every deck (their own included: its order) only how many cards they hold; of the special
card the attacker has chosen face down, only that there is one (until it is revealed)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.hidden import deal_again, fresh_seed, public_json
from ..core.rng import Rng
from .game import CampeonesState


def view(state: CampeonesState, viewer: int | None) -> dict[str, Any]:
    data = public_json(state)
    data["hands"] = [hand if p == viewer else len(hand) for p, hand in enumerate(data["hands"])]
    data["decks"] = [len(deck) for deck in state.decks]
    data["match_deck"] = len(state.match_deck)
    data["signing_deck"] = len(state.signing_deck)
    if state.secret is not None and viewer != state.attacker:
        # which of the attacker's cards is face down is unknown: all of them are listed
        data["secret"] = "face down"
        data["specials"][state.attacker] = sorted((*state.specials[state.attacker],
                                                   state.secret))
    return data


def redeal(state: CampeonesState, viewer: int | None, rng: Rng) -> CampeonesState:
    """The other hands with their decks dealt again, every deck shuffled, a fresh seed (so
    the dice to come are unknown too)."""
    hands, decks = list(state.hands), list(state.decks)
    for p in range(len(hands)):
        if p == viewer:
            decks[p] = rng.shuffled(decks[p])
        else:
            hands[p], decks[p] = deal_again(rng, [hands[p], decks[p]])
    specials, secret = state.specials, state.secret
    if secret is not None and viewer != state.attacker:  # the attacker's choice, unseen
        pool = rng.shuffled((*specials[state.attacker], secret))
        left = tuple(c for c in specials[state.attacker] + (secret,) if c != pool[0])
        secret = pool[0]
        specials = tuple(left if p == state.attacker else cards
                         for p, cards in enumerate(specials))
    return replace(state, hands=tuple(hands), decks=tuple(decks), specials=specials,
                   secret=secret,
                   match_deck=rng.shuffled(state.match_deck),
                   signing_deck=rng.shuffled(state.signing_deck), seed=fresh_seed(rng))
