"""Helpers shared by the Splendor tests: hand-built positions and refusal checks.

Positions are built from a fresh game by moving tokens and cards between places, so
every token and card stays accounted for; :func:`checked` then reads the position back
through the JSON reader, as a hand-edited file would be.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rulebooks.core import Rng
from rulebooks.splendor.data import GEMS, TOKENS
from rulebooks.splendor.game import SplendorState, new_state
from tests.refusals import refused_move as refused  # noqa: F401  (shared)


def fresh(players: int = 2, seed: int = 1, **options: Any) -> SplendorState:
    return new_state({"players": players, **options}, seed)


def _put(items: tuple, index: int, value: Any) -> tuple:
    return (*items[:index], value, *items[index + 1:])


def give(state: SplendorState, player: int, **colours: int) -> SplendorState:
    """Move tokens from the supply to a player (``give(s, 0, red=2, gold=1)``)."""
    supply, mine = list(state.supply), list(state.tokens[player])
    for colour, n in colours.items():
        i = TOKENS.index(colour)
        assert supply[i] >= n, f"the supply has only {supply[i]} {colour}"
        supply[i] -= n
        mine[i] += n
    return replace(state, supply=tuple(supply), tokens=_put(state.tokens, player, tuple(mine)))


def drain(state: SplendorState, *colours: str, into: int = 1) -> SplendorState:
    """Empty the supply of these colours into a player's hand."""
    return give(state, into, **{c: state.supply[TOKENS.index(c)] for c in colours})


def lift(state: SplendorState, ident: str) -> SplendorState:
    """Take a card out of the decks or the display (a face-up space is refilled)."""
    for i, deck in enumerate(state.decks):
        if ident in deck:
            return replace(state, decks=_put(state.decks, i, tuple(c for c in deck if c != ident)))
    for i, row in enumerate(state.display):
        if ident in row:
            deck = state.decks[i]
            cells = tuple((deck[-1] if deck else None) if c == ident else c for c in row)
            return replace(state, display=_put(state.display, i, cells),
                           decks=_put(state.decks, i, deck[:-1]))
    raise AssertionError(f"{ident} is not in a deck or on the table")


def bought(state: SplendorState, player: int, *idents: str) -> SplendorState:
    for ident in idents:
        state = lift(state, ident)
        state = replace(state, bought=_put(state.bought, player,
                                           (*state.bought[player], ident)))
    return state


def reserved(state: SplendorState, player: int, ident: str, blind: bool = False) -> SplendorState:
    state = lift(state, ident)
    return replace(state, reserved=_put(state.reserved, player,
                                        (*state.reserved[player], (ident, blind))))


def face_up(state: SplendorState, ident: str, slot: int = 0) -> SplendorState:
    """Put a card face up in a slot of its row (the card there goes into the deck); a card
    already face up stays where it is."""
    level = int(ident[0]) - 1
    if ident in state.display[level]:
        return state
    old = state.display[level][slot]
    deck = tuple(c for c in state.decks[level] if c != ident) + ((old,) if old else ())
    row = _put(state.display[level], slot, ident)
    return replace(state, display=_put(state.display, level, row),
                   decks=_put(state.decks, level, deck))


def checked(state: SplendorState) -> SplendorState:
    """The position read back through the JSON reader (refused if it cannot exist)."""
    again = SplendorState.from_json(state.to_json())
    assert again == state
    return again



def legal(state: SplendorState) -> set[str]:
    return {str(move) for move in state.legal_moves()}


def playout(players: int, seed: int, bot: str = "random") -> list[SplendorState]:
    """A game played to the end by a bot in every seat; the states visited."""
    from rulebooks.core import get

    play, rng = get("splendor").bots[bot], Rng.derive(seed, "test", bot)
    state, states = fresh(players, seed), []
    states.append(state)
    while state.outcome() is None:
        state = state.apply(play(state, rng))
        states.append(state)
        assert len(states) < 5000, "the game does not end"
    return states


GEM_COUNT = len(GEMS)
