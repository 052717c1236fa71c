"""Whole games: seeded random playouts, and random move sequences that never crash."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from llama_positions import every_move, playout

from rulebooks.core.errors import IllegalMove, NotationError
from rulebooks.core.registry import rule_ids
from rulebooks.llama import data
from rulebooks.llama.game import new_state
from rulebooks.llama.scoring import make_change, token_points

PLAYERS = range(data.players()[0], data.players()[1] + 1)


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("seed", range(5))
def test_random_games_finish(players, seed):
    states = playout(players, seed)
    final = states[-1]
    outcome = final.outcome()
    assert max(outcome.totals) >= final.rules.target
    assert outcome.winners == tuple(p for p, t in enumerate(outcome.totals)
                                    if t == min(outcome.totals))
    assert [s.breakdown.total for s in final.score()] == list(outcome.totals)
    assert final.legal_moves() == ()
    for state in states:
        assert all(make_change(token_points(t)) == t for t in state.tokens)


@pytest.mark.parametrize("players", PLAYERS)
def test_legal_moves_agree_with_check(players):
    for state in playout(players, seed=players * 7):
        moves = set(state.legal_moves())
        assert state.phase == "over" or moves, "a player always has a move"
        for move in every_move():
            assert state.is_legal(move) == (move in moves), (state.to_json(), str(move))
            if move not in moves and state.phase != "over":
                with pytest.raises(IllegalMove) as info:
                    state.check(move)
                assert info.value.rule in rule_ids("llama")


def test_totals_never_go_down_except_by_a_return():
    states = playout(4, seed=3)
    for state, after in itertools.pairwise(states):
        for p in range(4):
            drop = token_points(state.tokens[p]) - token_points(after.tokens[p])
            assert drop <= 0 or (after.out == p and drop in {t.points for t in data.tokens()})


NOTATION = st.sampled_from([str(m) for m in every_move()] + ["play 9", "hop", "return red"])


@settings(max_examples=200, deadline=None)
@given(players=st.sampled_from(list(PLAYERS)), seed=st.integers(0, 2**32),
       picks=st.lists(st.tuples(st.booleans(), st.integers(0, 99), NOTATION), max_size=120))
def test_random_move_sequences(players, seed, picks):
    """Legal picks are applied; anything else is refused cleanly and changes nothing."""
    state = new_state({"players": players}, seed)
    for use_legal, index, text in picks:
        if state.outcome() is not None:
            break
        if use_legal:
            state = state.apply(state.legal_moves()[index % len(state.legal_moves())])
            continue
        before, legal = state.to_json(), {str(m) for m in state.legal_moves()}
        try:
            state = state.apply(text)
        except NotationError:
            assert state.to_json() == before
        except IllegalMove as error:
            assert error.rule in rule_ids("llama")
            assert state.to_json() == before
            assert text not in legal
        else:
            assert text in legal
