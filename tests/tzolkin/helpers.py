"""Positions for Tzolk'in scenarios, built from a new game by changing only what matters."""

from __future__ import annotations

from dataclasses import replace

from rulebooks.tzolkin.data import GEARS
from rulebooks.tzolkin.game import TzolkinState, new_state
from rulebooks.tzolkin.wealth import settled


def game(players: int = 2, seed: int = 1, neutral: bool = False) -> TzolkinState:
    """A new game once every seat kept its first two wealth tiles; without its neutral
    workers unless asked (a scenario places what it needs)."""
    state = settled(new_state({"players": players}, seed=seed))
    return state if neutral else replace(state, neutral=((),) * len(GEARS))


def with_seat(state: TzolkinState, p: int, **changes) -> TzolkinState:
    seats = list(state.seats)
    seats[p] = replace(seats[p], **changes)
    return replace(state, seats=tuple(seats))


def with_worker(state: TzolkinState, gear: str, position: int, seat: int) -> TzolkinState:
    g = GEARS.index(gear)
    row = list(state.gears[g])
    row[position] = seat
    return replace(state, gears=(*state.gears[:g], tuple(row), *state.gears[g + 1:]))


def last_turn(state: TzolkinState) -> TzolkinState:
    """The same position with the last player of the round to move."""
    n = state.players
    return replace(state, played=n - 1, current=(state.first + n - 1) % n)
