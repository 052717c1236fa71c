"""Positions the rules cannot reach, refused when a state is read: each complaint names
the field, what was expected and the rule."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..core.errors import SetupError
from . import data
from .data import GEARS, TEMPLES, TRACKS
from .seat import EARNED


def _fail(message: str, expected: str, got: object, rule: str, where: str) -> None:
    raise SetupError(message, expected=expected, got=got, rule=rule, where=where)


def consistent(state: Any) -> None:
    _gears(state)
    _forest(state)
    _offers(state)
    _seats(state)
    _buildings(state)
    skulls = sum(s.skulls for s in state.seats) + sum(state.skull_spaces) + state.skulls_left
    if skulls != data.game()["skulls"]:
        _fail("crystal skulls are neither made nor lost", f"{data.game()['skulls']} in all",
              skulls, "tzolkin.setup.board", "state.skulls_left")
    if not 1 <= state.round <= data.game()["days"]:
        _fail("the game lasts its days", f"1 to {data.game()['days']}", state.round,
              "tzolkin.round", "state.round")
    if state.played >= state.players and state.phase not in ("calendar", "over"):
        _fail("a round has one turn per player", f"fewer than {state.players}",
              state.played, "tzolkin.round", "state.played")


def _forest(state: Any) -> None:
    """Each jungle pile: corn tiles under wood tiles, none beyond one per player."""
    actions = data.jungle()["actions"]
    if len(state.forest) != len(actions):
        _fail("one jungle pile per Palenque harvest action", f"{len(actions)} piles",
              len(state.forest), "tzolkin.jungle", "state.forest")
    for number, pile in zip(actions, state.forest, strict=True):
        woody = number >= data.jungle()["wood_from"]
        if len(pile) != 2 or not 0 <= pile[1] <= pile[0] <= state.players or (
                pile[1] and not woody):
            _fail("a pile holds corn tiles (one per player at most) under no more wood "
                  "tiles", f"[corn, wood] with wood <= corn <= {state.players}"
                  + ("" if woody else " and no wood"), list(pile), "tzolkin.jungle",
                  f"state.forest[{actions.index(number)}]")


def _gears(state: Any) -> None:
    if len(state.gears) != len(GEARS):
        _fail("one row per gear", f"{len(GEARS)} rows", len(state.gears),
              "tzolkin.setup.board", "state.gears")
    for g, row in enumerate(state.gears):
        where = f"state.gears[{g}]"
        if len(row) != data.gear(GEARS[g]).positions:
            _fail("one entry per position of the gear",
                  f"{data.gear(GEARS[g]).positions} entries", len(row), "tzolkin.setup.board",
                  where)
        for who in row:
            if not -1 <= who < state.players:
                _fail("a position is empty (-1) or holds a seat's worker",
                      f"-1 to {state.players - 1}", who, "tzolkin.setup.board", where)
    if state.neutral and len(state.neutral) != len(GEARS):
        _fail("one row of neutral workers per gear", f"{len(GEARS)} rows",
              len(state.neutral), "tzolkin.setup.neutral", "state.neutral")
    for g, row in enumerate(state.neutral):
        teeth = data.gear(GEARS[g]).teeth
        if len(set(row)) != len(row) or any(not 0 <= t < teeth for t in row):
            _fail("neutral workers stand on different teeth of the gear",
                  f"different numbers from 0 to {teeth - 1}", list(row),
                  "tzolkin.setup.neutral", f"state.neutral[{g}]")
        crowded = [t for t in row if t < len(state.gears[g]) and state.gears[g][t] >= 0]
        if crowded:
            _fail("a position holds one worker", "no player's worker on a neutral one's "
                  "position", crowded, "tzolkin.setup.neutral", f"state.neutral[{g}]")
    if len(state.skull_spaces) != len(data.gear("chi").actions):
        _fail("one entry per skull space", str(len(data.gear("chi").actions)),
              len(state.skull_spaces), "tzolkin.setup.board", "state.skull_spaces")


def _seats(state: Any) -> None:
    if len(state.seats) != state.players:
        _fail("one seat per player", f"{state.players} seats", len(state.seats),
              "tzolkin.setup.seats", "state.seats")
    for p, seat in enumerate(state.seats):
        where = f"state.seats[{p}]"
        if not data.game()["workers_start"] <= seat.workers <= data.game()["workers_max"]:
            _fail("a player has 3 to 6 workers", "3 to 6", seat.workers,
                  "tzolkin.setup.seats", f"{where}.workers")
        if state.free_workers(p) < 0:
            _fail("more workers on the board than the player has", f"at most {seat.workers}",
                  state.on_gears(p), "tzolkin.setup.seats", f"{where}.workers")
        for name in ("corn", "wood", "stone", "gold", "skulls"):
            if getattr(seat, name) < 0:
                _fail("a player cannot hold less than nothing", "0 or more",
                      getattr(seat, name), "tzolkin.setup.seats", f"{where}.{name}")
        if len(seat.temples) != len(TEMPLES) or any(
                not 0 <= s <= data.temple(t).top
                for s, t in zip(seat.temples, TEMPLES, strict=True)):
            _fail("one step per temple, within the temple", "3 steps in range",
                  list(seat.temples), "tzolkin.temple", f"{where}.temples")
        levels = data.data()["tech"]["levels"]
        if len(seat.tech) != len(TRACKS) or any(not 0 <= t <= levels for t in seat.tech):
            _fail("one level per technology track", f"4 levels from 0 to {levels}",
                  list(seat.tech), "tzolkin.tech", f"{where}.tech")
        if len(seat.earned) != len(EARNED) or len(seat.jungle) != 2:
            _fail("one figure per source of earned points and two jungle counts",
                  f"{len(EARNED)} and 2", [len(seat.earned), len(seat.jungle)],
                  "tzolkin.setup.seats", where)
        for code in (*seat.buildings, *seat.monuments, *seat.wealth):
            if code not in (*data.building_codes(), *data.monument_codes(),
                            *data.wealth_codes()):
                _fail("unknown building, monument or wealth tile", "a code such as A03",
                      code, "tzolkin.setup.buildings", where)


def _offers(state: Any) -> None:
    """The wealth tiles: dealt only while being chosen, each tile once."""
    if state.offers and len(state.offers) != state.players:
        _fail("one wealth offer per seat", f"{state.players}", len(state.offers),
              "tzolkin.setup.wealth", "state.offers")
    if state.phase != "wealth" and any(state.offers):
        _fail("wealth tiles are chosen before the first day", "no offers left",
              [list(o) for o in state.offers], "tzolkin.setup.wealth", "state.offers")
    if state.phase == "wealth" and not (state.offers and state.offers[state.current]):
        _fail("the seat choosing has tiles to choose from", "an offer",
              list(state.offers), "tzolkin.setup.wealth", "state.offers")
    tiles = [t for o in state.offers for t in o] + [t for s in state.seats for t in s.wealth]
    for code, count in Counter(tiles).items():
        if code not in data.wealth_codes() or count > 1:
            _fail("each wealth tile exists once", "one copy", code, "tzolkin.setup.wealth",
                  "state.offers")


def _buildings(state: Any) -> None:
    held = [b for s in state.seats for b in s.buildings]
    every = Counter([*held, *state.shown, *state.deck, *state.later])
    for code, count in every.items():
        if code not in data.building_codes() or count > 1:
            _fail("each building exists once", "one copy", code, "tzolkin.setup.buildings",
                  "state.shown")
    monuments = Counter([m for s in state.seats for m in s.monuments] + list(state.monuments))
    for code, count in monuments.items():
        if code not in data.monument_codes() or count > 1:
            _fail("each monument exists once", "one copy", code, "tzolkin.monument",
                  "state.monuments")
