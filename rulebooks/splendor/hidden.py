"""What a Splendor player may know: everything on the table and their own reservations;
of the decks only their sizes, of another player's blind reservations only their level."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.hidden import deal_again, fresh_seed, public_json
from ..core.rng import Rng
from . import data
from .game import SplendorState


def view(state: SplendorState, viewer: int | None) -> dict[str, Any]:
    out = public_json(state)
    out["decks"] = [len(deck) for deck in state.decks]
    for p, seat in enumerate(out["players"]):
        seat["reserved"] = [
            entry if p == viewer or not entry["blind"]
            else {"card": None, "blind": True, "level": data.card(entry["card"]).level}
            for entry in seat["reserved"]]
    return out


def redeal(state: SplendorState, viewer: int | None, rng: Rng) -> SplendorState:
    blind = [(p, j) for p, seat in enumerate(state.reserved) if p != viewer
             for j, (_, hidden) in enumerate(seat) if hidden]
    reserved = [list(seat) for seat in state.reserved]
    decks = list(state.decks)
    for level, deck in enumerate(state.decks):
        mine = [(p, j) for p, j in blind if _level(state.reserved[p][j][0]) == level]
        cards, decks[level] = deal_again(rng, [[state.reserved[p][j][0] for p, j in mine], deck])
        for (p, j), card in zip(mine, cards, strict=True):
            reserved[p][j] = (card, True)
    return replace(state, decks=tuple(decks), reserved=tuple(map(tuple, reserved)),
                   seed=fresh_seed(rng))


def _level(ident: str) -> int:
    """The index of the deck a card comes from."""
    return data.LEVELS.index(data.card(ident).level)
