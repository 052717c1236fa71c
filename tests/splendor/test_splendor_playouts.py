"""Whole games: seeded random and greedy playouts for 2, 3 and 4 players, the invariants that
hold in every position on the way, and property tests over random move sequences. How long
a game takes is a report, not a test: ``bench/bots_finish.py --game splendor``."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from splendor_positions import fresh, playout

from rulebooks.core import Rng, get
from rulebooks.core.errors import IllegalMove
from rulebooks.splendor import data
from rulebooks.splendor.data import GOLD_INDEX
from rulebooks.splendor.game import SplendorState

PLAYERS = list(range(data.players()[0], data.players()[1] + 1))
ALL_CARDS = sorted(spec.id for spec in data.cards())


def invariants(state: SplendorState) -> None:
    """What no position reached by play may break."""
    n = state.players
    full = data.full_supply(n)
    held = [state.supply[i] + sum(t[i] for t in state.tokens) for i in range(len(full))]
    assert held == list(full)
    assert all(min(t) >= 0 for t in (state.supply, *state.tokens))
    places = ([c for d in state.decks for c in d] + [c for r in state.display for c in r if c]
              + [c for b in state.bought for c in b] + [c for p in range(n)
                                                        for c in state.reserved_ids(p)])
    assert sorted(places) == ALL_CARDS
    for p in range(n):
        over = sum(state.tokens[p]) > data.rule("token_limit")
        assert not over or (state.phase == "return" and p == state.current)
        assert len(state.reserved[p]) <= data.rule("reserve_limit")
    assert len(state.nobles) + sum(map(len, state.visitors)) == data.nobles_on_show(n)


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_finish_and_keep_every_invariant(players, seed):
    states = playout(players, seed)
    for state in states:
        invariants(state)
    final = states[-1]
    outcome = final.outcome()
    assert outcome is not None and final.legal_moves() == ()
    stuck = final.passes >= players
    assert stuck or max(outcome.totals) >= data.rule("target")
    assert stuck or final.current == players - 1  # the round was finished


@pytest.mark.parametrize("players", PLAYERS)
def test_greedy_games_finish_for_many_seeds(players):
    lengths = [len(playout(players, seed, bot="greedy")) for seed in range(12)]
    assert max(lengths) < 80 * players


def test_greedy_beats_random_most_of_the_time():
    game, wins = get("splendor"), 0
    for seed in range(16):
        state, rng = fresh(2, seed), Rng.derive(seed, "duel")
        seat = seed % 2
        while state.outcome() is None:
            bot = game.bots["greedy" if state.to_move == seat else "random"]
            state = state.apply(bot(state, rng))
        wins += seat in state.outcome().winners
    assert wins >= 13


def test_the_greedy_bot_buys_when_it_can_and_aims_only_at_cards_it_may_buy():
    from rulebooks.splendor.bots import target

    greedy = get("splendor").bots["greedy"]
    for state in playout(2, 5, bot="greedy")[:-1]:
        if state.phase != "main":
            continue
        aim = target(state)
        assert aim is None or aim in (*state.face_up(), *state.reserved_ids(state.current))
        move = greedy(state, Rng(0))
        can_buy = any(m.verb == "buy" for m in state.legal_moves())
        assert (move.verb == "buy") == can_buy


@settings(max_examples=40, deadline=None)
@given(players=st.sampled_from(PLAYERS), seed=st.integers(0, 10_000),
       picks=st.lists(st.integers(0, 10_000), min_size=1, max_size=120))
def test_any_legal_sequence_keeps_the_invariants(players, seed, picks):
    state = fresh(players, seed)
    for pick in picks:
        if state.outcome() is not None:
            break
        moves = state.legal_moves()
        assert moves
        state = state.apply(moves[pick % len(moves)])
        invariants(state)
    assert SplendorState.from_json(state.to_json()) == state


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 60), text=st.sampled_from([
    "take white blue green", "take 2 red", "take red", "reserve deck 3", "reserve 1-01",
    "buy 1-01", "buy 3-04", "return gold", "noble 3", "pass"]))
def test_a_refused_move_changes_nothing(seed, steps, text):
    state, rng = fresh(3, seed), Rng(seed)
    for _ in range(steps):
        if state.outcome() is not None:
            break
        state = state.apply(rng.choice(state.legal_moves()))
    before = state.to_json()
    try:
        after = state.apply(text)
    except IllegalMove as error:
        assert error.rule.startswith("splendor.")
        assert state.to_json() == before
    else:
        assert after != state and state.to_json() == before


def test_gold_only_ever_comes_from_reserving():
    for state, after in zip(playout(3, 7)[:-1], playout(3, 7)[1:], strict=True):
        me = state.current
        if after.tokens[me][GOLD_INDEX] > state.tokens[me][GOLD_INDEX]:
            assert sum(map(len, after.reserved)) == sum(map(len, state.reserved)) + 1
