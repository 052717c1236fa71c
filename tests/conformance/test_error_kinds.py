"""One table of error kinds (docs/contributing.md), the same in every game: what cannot be
read is ``syntax``, what reads but cannot be is ``setup``, a move the rules refuse is
``illegal``."""

from __future__ import annotations

import copy

import pytest

from rulebooks.core import games
from rulebooks.core.errors import IllegalMove, NotationError, RulesError, SetupError
from tests.refusals import refused

GAMES = sorted(games())


def first_list_key(data: dict) -> str:
    """A key of the state's JSON holding a non-empty list whose entries are lists or text."""
    return next(k for k, v in sorted(data.items()) if isinstance(v, list) and v
                and all(isinstance(x, list | str) for x in v))


@pytest.mark.parametrize("slug", GAMES)
def test_an_unknown_key_is_syntax(slug):
    game = games()[slug]
    calc = game.calculator
    refused(NotationError, calc.score, {**calc.sample, "mystery": 1}, where="input")
    state = game.new_state({}, 1).to_json()
    refused(NotationError, game.from_json, {**state, "mystery": 1}, where="state")


@pytest.mark.parametrize("slug", GAMES)
def test_a_wrong_type_is_syntax_at_every_depth(slug):
    game = games()[slug]
    state = game.new_state({}, 1).to_json()
    key = first_list_key(state)
    refused(NotationError, game.from_json, {**state, key: "x"}, where=f"state.{key}")
    deeper = copy.deepcopy(state)
    deeper[key] = [7] * len(state[key])
    refused(NotationError, game.from_json, deeper, where=f"state.{key}[0]")
    refused(NotationError, game.from_json, {**state, key: [7]}, where=f"state.{key}[0]")


@pytest.mark.parametrize("slug", GAMES)
def test_a_wrong_game_or_option_is_setup(slug):
    game = games()[slug]
    state = game.new_state({}, 1).to_json()
    other = next(s for s in GAMES if s != slug)
    refused(SetupError, game.from_json, {**state, "game": other}, where="state.game")
    refused(SetupError, game.new_state, {"mystery": 1}, 1)


@pytest.mark.parametrize("slug", GAMES)
def test_a_refused_move_is_illegal(slug):
    game = games()[slug]
    state = game.new_state({}, 1)
    wrong = next(m for m in (str(m) for s in _later(state) for m in s.legal_moves())
                 if not state.is_legal(m))
    refused(IllegalMove, state.apply, wrong)


def _later(state):
    """States a few moves on, for moves that are legal later but not now."""
    for _ in range(6):
        if state.outcome() is not None:
            return
        state = state.apply(state.legal_moves()[0])
        yield state


def test_the_error_kinds_are_the_three_codes():
    assert {NotationError.code, SetupError.code, IllegalMove.code} == {"syntax", "setup",
                                                                       "illegal"}
    assert all(issubclass(e, RulesError) for e in (NotationError, SetupError, IllegalMove))
