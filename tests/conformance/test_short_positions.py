"""Short positions, for every game that has them: a state written short and read back is
the same state where it matters; the empty position is a new game; unknown fields and bad
types are refused naming the field."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulebooks.core import Rng, games
from rulebooks.core.errors import RulesError, SetupError

SHORT = sorted(slug for slug, game in games().items() if game.position is not None)


def reached(slug: str, players: int, seed: int, moves: int):
    """A state reached by random legal moves from a seeded new game."""
    state = games()[slug].new_state({"players": players}, seed)
    rng = Rng.derive(seed, "short")
    for _ in range(moves):
        legal = state.legal_moves()
        if not legal:
            break
        state = state.apply(rng.choice(legal))
    return state


@st.composite
def positions(draw, slug: str):
    low, high = games()[slug].players
    return reached(slug, draw(st.integers(low, high)), draw(st.integers(0, 50)),
                   draw(st.integers(0, 120)))


@pytest.mark.parametrize("slug", SHORT)
def test_every_game_that_can_has_short_positions(slug):
    assert games()[slug].position.fields


@pytest.mark.parametrize("slug", SHORT)
def test_the_empty_position_is_a_new_game(slug):
    game = games()[slug]
    assert game.position.read({}) == game.new_state({}, 0)
    assert game.position.write(game.new_state({}, 0)) == {}


@pytest.mark.parametrize("slug", SHORT)
@settings(max_examples=25, deadline=None)
@given(data=st.data())
def test_written_short_and_read_back_is_the_same_state(slug, data):
    notation = games()[slug].position
    state = data.draw(positions(slug))
    short = json.loads(json.dumps(notation.write(state)))  # plain JSON
    back = notation.read(short)
    assert notation.matters(back) == notation.matters(state)
    # the same moves; their order may follow an order the position leaves out (Splendor
    # lists reserved cards in the order taken, a short position writes face-up ones first)
    assert sorted(map(str, back.legal_moves())) == sorted(map(str, state.legal_moves()))
    assert notation.write(back) == notation.write(notation.read(notation.write(back)))


@pytest.mark.parametrize("slug", SHORT)
def test_matters_is_not_blind(slug):
    """Two different positions do not look the same to the round-trip check."""
    notation = games()[slug].position
    first = reached(slug, games()[slug].players[0], 3, 0)
    later = reached(slug, games()[slug].players[0], 3, 6)
    assert notation.matters(first) != notation.matters(later)


@pytest.mark.parametrize("slug", SHORT)
@pytest.mark.parametrize("bad, field", [
    ({"no_such_field": 1}, "position"),
    ({"to_move": "two"}, "position.to_move"),
    ({"to_move": 9}, "position.to_move"),
    ({"players": 99}, "position.players"),
    ([], "position"),
])
def test_bad_fields_are_refused_by_name(slug, bad, field):
    if isinstance(bad, dict) and set(bad) - set(games()[slug].position.names()) - {"no_such_field"}:
        pytest.skip(f"{slug} has no field {next(iter(bad))}")
    with pytest.raises(RulesError) as caught:
        games()[slug].position.read(bad)
    assert caught.value.where == field
    if isinstance(caught.value, SetupError):
        assert caught.value.expected
