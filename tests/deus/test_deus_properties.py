"""Deus properties over random games: what the rules keep true in every position."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulebooks.core import IllegalMove, Rng
from rulebooks.deus import data
from rulebooks.deus.game import new_state

LIMIT = data.game("resource_limit")
PIECES = data.game("pieces_per_type")


def invariants(state) -> None:
    cards = [*state.deck, *state.discard, *state.offering,
             *(c for hand in state.hands for c in hand),
             *(c for p in range(state.players) for c, _ in state.placed(p))]
    assert sorted(cards) == sorted(data.deck())  # every card exactly once
    for r in data.resources():  # the shared stock (the default resource_stock)
        assert sum(goods[data.GOODS.index(r)] for goods in state.goods) <= LIMIT * state.players
    for p in range(state.players):
        assert min(state.goods[p]) >= 0
        assert len(state.hands[p]) <= data.game("hand_limit")
        for i, kind in enumerate(data.active_types()):
            assert state.supply[p][i] + state.on_map(p, kind) <= PIECES
    assert 0 <= state.temples_left() <= data.temple_stock(state.players)
    for location, (_, types) in state.pieces.items():
        assert len(set(types)) == len(types)
        sea = state.board.terrain[location] == "sea"  # a unit stands on sea only with a ship
        assert sea == ("maritime" in types)
        assert not sea or set(types) <= {"maritime", "military"}


@settings(max_examples=8, deadline=None)
@given(players=st.integers(*data.players()), seed=st.integers(0, 10_000))
def test_random_games_keep_the_rules_invariants(players, seed):
    state, rng = new_state({"players": players}, seed), Rng(seed)
    while state.outcome() is None:
        state = state.apply(rng.choice(state.legal_moves()))
        invariants(state)
    totals = state.outcome().totals
    assert max(totals) in [totals[w] for w in state.outcome().winners]


@settings(max_examples=20, deadline=None)
@given(players=st.integers(*data.players()), seed=st.integers(0, 10_000),
       plies=st.integers(0, 120))
def test_a_refused_move_changes_nothing_and_a_legal_one_is_accepted(players, seed, plies):
    state, rng = new_state({"players": players}, seed), Rng(seed)
    for _ in range(plies):
        if state.outcome() is not None:
            return
        state = state.apply(rng.choice(state.legal_moves()))
    if state.outcome() is not None:
        return
    before = state.to_json()
    for move in state.legal_moves():
        assert state.is_legal(move)
    village = state.board.villages[0]
    for card in state.hands[state.current]:
        with pytest.raises(IllegalMove) as refused:
            state.apply(f"build {card} {village}")
        assert refused.value.rule in ("deus.villages", "deus.offer", "deus.build.supply")
    assert state.to_json() == before
