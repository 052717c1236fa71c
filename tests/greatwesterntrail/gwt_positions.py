"""Positions for the Great Western Trail tests, built from a new game by changing only
what a scenario is about."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rulebooks.greatwesterntrail.game import GWTState, new_state
from tests.refusals import refused_move as refused  # noqa: F401  (shared)


def fresh(players: int = 2, seed: int = 1) -> GWTState:
    return new_state({"players": players}, seed=seed)


def at(location: str, players: int = 2, tiles: dict[str, str | None] | None = None,
       **seat: Any) -> GWTState:
    """Player 1 in phase B on ``location``, no hazard or outlaw on the trail but the
    ``tiles`` given, and their seat changed as given."""
    state = clear_trail(fresh(players)).with_tiles(tiles or {})
    me = replace(state.seats[0], herder=location, **seat)
    return replace(state.with_seat(me, 0), phase="act", used=())


def moving(origin: str, players: int = 2, tiles: dict[str, str | None] | None = None,
           **seat: Any) -> GWTState:
    """Player 1 about to move from ``origin``."""
    return replace(at(origin, players, tiles, **seat), phase="move")


def clear_trail(state: GWTState) -> GWTState:
    """The same position with no hazard or outlaw tile on the trail."""
    return state.with_tiles({s: None for s, t in state.tiles if t[0] in "HO"})
