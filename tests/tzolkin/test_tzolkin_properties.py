"""Properties of Tzolk'in over random games: nothing is made or lost, and the calculator's
two modes say what the game's own breakdown says."""

from __future__ import annotations

from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from rulebooks import get
from rulebooks.core.rng import Rng
from rulebooks.tzolkin import data
from rulebooks.tzolkin.calculator import score
from rulebooks.tzolkin.scoring import monument_points, table_of
from rulebooks.tzolkin.seat import EARNED

GAME = get("tzolkin")


def playout(players: int, seed: int, bot: str = "random"):
    state = GAME.new_state({"players": players}, seed)
    rng = Rng(seed)
    states = [state]
    while state.outcome() is None:
        state = state.apply(GAME.bots[bot](state, rng))
        states.append(state)
    return states


@settings(max_examples=10, deadline=None)
@given(st.integers(2, 4), st.integers(0, 10_000))
def test_skulls_buildings_and_monuments_are_never_made_or_lost(players, seed):
    for state in playout(players, seed)[::7]:
        skulls = (sum(s.skulls for s in state.seats) + sum(state.skull_spaces)
                  + state.skulls_left)
        assert skulls == data.game()["skulls"]
        buildings = [b for s in state.seats for b in s.buildings]
        assert len(set(buildings)) == len(buildings)
        every = {*buildings, *state.shown, *state.deck, *state.later}
        assert every <= set(data.building_codes())
        if state.later:  # Age I still on: every building is somewhere
            assert every == set(data.building_codes())
        else:  # Age II: what is left of Age I went away, every Age II building is somewhere
            assert every >= set(data.building_codes(2))
        monuments = [m for s in state.seats for m in s.monuments] + list(state.monuments)
        assert len(set(monuments)) == len(monuments)
        assert all(state.free_workers(p) >= 0 for p in range(players))


@settings(max_examples=8, deadline=None)
@given(st.integers(2, 4), st.integers(0, 10_000))
def test_jungle_tiles_and_neutral_workers_are_never_made_or_lost(players, seed):
    states = playout(players, seed)
    neutral = sum(map(len, states[0].neutral))
    for before, after in pairwise(states):
        assert sum(map(len, after.neutral)) == neutral
        for g, row in enumerate(after.neutral):
            assert all(after.gears[g][t] < 0 for t in row if t < len(after.gears[g]))
        taken = [sum(s.jungle[i] for s in after.seats) - sum(s.jungle[i] for s in before.seats)
                 for i in (0, 1)]
        gone = [sum(p[i] for p in before.forest) - sum(p[i] for p in after.forest)
                for i in (0, 1)]
        assert gone[0] == taken[0]  # every corn tile gone went to a player
        assert gone[1] >= taken[1]  # a wood tile goes to a player, or burns
        assert all(0 <= p[1] <= p[0] <= players for p in after.forest)


@settings(max_examples=6, deadline=None)
@given(st.integers(2, 4), st.integers(0, 10_000))
def test_technology_levels_never_fall_or_pass_the_top(players, seed):
    top = data.data()["tech"]["levels"]
    states = playout(players, seed)
    for before, after in pairwise(states):
        for p in range(players):
            assert all(a >= b for a, b in zip(after.seats[p].tech, before.seats[p].tech,
                                               strict=True))
            assert all(level <= top for level in after.seats[p].tech)


@settings(max_examples=6, deadline=None)
@given(st.integers(2, 4), st.integers(0, 10_000))
def test_the_calculator_scores_a_finished_seat_as_the_game_does(players, seed):
    final = playout(players, seed)[-1]
    table = table_of(final)
    for seat, total in zip(final.seats, final.totals(), strict=True):
        full = {name: getattr(seat, name) for name in ("corn", "wood", "stone", "gold",
                                                        "skulls", "workers")}
        full |= {"buildings": list(seat.buildings), "monuments": list(seat.monuments),
                 "tech": list(seat.tech), "jungle": list(seat.jungle),
                 "temples": list(seat.temples), "players": players,
                 "all_monuments": table.monuments, "chichen": table.chichen,
                 "earned": dict(zip(EARNED, seat.earned, strict=True))}
        assert score(full).total == total
        tally = {"mode": "tally", "points": sum(seat.earned),
                 **{n: getattr(seat, n) for n in ("corn", "wood", "stone", "gold", "skulls")},
                 "monument_points": sum(monument_points(seat, m, table)
                                        for m in seat.monuments)}
        assert score(tally).total == total


@settings(max_examples=10, deadline=None)
@given(st.integers(2, 4), st.integers(0, 10_000), st.integers(0, 3))
def test_the_wealth_tiles_dealt_stay_secret_until_kept(players, seed, viewer):
    viewer %= players
    state = GAME.new_state({"players": players}, seed)
    rng = Rng(seed)
    while state.phase == "wealth":
        tiles = [t for o in state.offers for t in o] + [t for s in state.seats for t in s.wealth]
        assert len(tiles) == len(set(tiles))
        seen = GAME.view(state, viewer)["offers"]
        assert seen[viewer] == list(state.offers[viewer])
        assert all(set(o) <= {"?"} for p, o in enumerate(seen) if p != viewer)
        other = GAME.redeal(state, viewer, rng)
        assert other.offers[viewer] == state.offers[viewer]
        assert other.seats == state.seats
        other.check_consistency()
        state = state.apply(GAME.bots["random"](state, rng))
    kept = data.game()["wealth_tiles_kept"]
    assert all(len(s.wealth) == kept for s in state.seats) and not any(state.offers)
