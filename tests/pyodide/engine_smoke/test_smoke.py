"""Smoke test of the engine inside Pyodide, run by ``tests/pyodide/test_in_pyodide.py``.

It is not collected by the CPython run (see ``tests/pyodide/conftest.py``): the outer
test computes CPython's values and passes them in through ``RULEBOOKS_EXPECTED_SHUFFLE``.
"""

from __future__ import annotations

import json
import os
import sys

import rulebooks
from rulebooks.core.codec import dumps
from rulebooks.core.rng import Rng

SEED = 20240601
MAX_MOVES = 5000


def test_runs_in_pyodide():
    assert sys.platform == "emscripten", f"expected Pyodide, running on {sys.platform}"
    assert rulebooks.get("golf").title == "Golf"


def test_seeded_random_golf_game_ends_and_round_trips_json():
    game = rulebooks.get("golf")
    state = game.new_state({"players": 3, "grid": 6, "rounds": 2}, SEED)
    chooser = Rng.derive(SEED, "smoke")
    for played in range(MAX_MOVES):
        if state.outcome() is not None:
            break
        text = json.dumps(state.to_json())
        again = game.from_json(json.loads(text))
        assert again == state, f"JSON round-trip changed the state after {played} moves"
        assert dumps(again.to_json()) == dumps(state.to_json())
        moves = state.legal_moves()
        assert moves, f"no legal move after {played} moves, yet the game is not over"
        state = state.apply(str(chooser.choice(moves)))
    outcome = state.outcome()
    assert outcome is not None, f"the game did not end within {MAX_MOVES} moves"
    assert state.to_move is None
    assert len(outcome.totals) == 3 and outcome.winners, outcome
    assert game.from_json(json.loads(json.dumps(state.to_json()))) == state


def test_rng_matches_cpython():
    expected = os.environ.get("RULEBOOKS_EXPECTED_SHUFFLE")
    assert expected, "RULEBOOKS_EXPECTED_SHUFFLE is unset: run via tests/pyodide/test_in_pyodide.py"
    assert list(Rng.derive(7, "x").shuffled(range(10))) == json.loads(expected)
