"""Properties over many random Great Western Trail games: bots always finish, a refused move
leaves the state as it was and cites a rule of the page, and a player's view holds nothing
that player may not know (and is the same whatever the hidden cards are)."""

from __future__ import annotations

import json

import pytest

from rulebooks.core.bots import random_bot
from rulebooks.core.errors import IllegalMove
from rulebooks.core.registry import rule_ids
from rulebooks.core.rng import Rng
from rulebooks.greatwesterntrail import data
from rulebooks.greatwesterntrail.bots import greedy
from rulebooks.greatwesterntrail.game import new_state
from rulebooks.greatwesterntrail.hidden import redeal, view

PLAYERS = range(data.PLAYERS["min"], data.PLAYERS["max"] + 1)
RULE_IDS = rule_ids("greatwesterntrail")
LIMIT = 5000  # moves: far more than a game takes


def playout(players: int, seed: int, bot=random_bot, every: int = 0):
    """Play a game with ``bot`` for every seat; yield every ``every``-th position (none
    with 0), and return the last."""
    state, rng = new_state({"players": players}, seed), Rng.derive(seed, "property")
    for ply in range(LIMIT):
        if state.outcome() is not None:
            return state
        if every and ply % every == 0:
            yield state
        state = state.apply(bot(state, rng))
    raise AssertionError(f"{players} players, seed {seed}: no end after {LIMIT} moves")


def finished(players: int, seed: int, bot=random_bot):
    positions = playout(players, seed, bot)
    try:
        while True:
            next(positions)
    except StopIteration as stop:
        return stop.value


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("seed", range(2))
def test_random_games_finish_with_a_score_for_everyone(players, seed):
    state = finished(players, seed)
    outcome = state.outcome()
    assert len(outcome.totals) == players and outcome.winners
    assert max(outcome.totals) == outcome.totals[outcome.winners[0]]


@pytest.mark.parametrize("players", [data.PLAYERS["min"], data.PLAYERS["max"]])
def test_greedy_games_finish(players):  # every player count: tests/conformance
    assert finished(players, 7, greedy).outcome() is not None


@pytest.mark.parametrize("players", PLAYERS)
def test_refused_moves_change_nothing_and_cite_a_rule_of_the_page(players):
    refused = 0
    for state in playout(players, 11, every=9):
        before = json.dumps(state.to_json(), sort_keys=True)
        legal = {str(m) for m in state.legal_moves()}
        for move in state._candidates():
            if str(move) in legal:
                continue
            with pytest.raises(IllegalMove) as caught:
                state.apply(move)
            assert caught.value.rule in RULE_IDS, str(caught.value)
            refused += 1
        assert json.dumps(state.to_json(), sort_keys=True) == before
    assert refused > 0


def hidden_codes(state, viewer: int) -> set[str]:
    """Codes only the engine knows: other players' hands, every draw stack, the market stack,
    the objective stack and the bags (as one may hold cards the viewer also sees elsewhere,
    only what is in none of the viewer's open places counts)."""
    secret = [*state.market_stack, *state.objective_stack, *(t for b in state.bags for t in b)]
    for p, seat in enumerate(state.seats):
        secret += seat.deck
        if p != viewer:
            secret += seat.hand
    known = {*state.market, *state.objective_display, *state.seats[viewer].hand,
             *state.seats[viewer].discard, *(c for s in state.seats for c in s.discard),
             *(c for s in state.seats for c in (*s.objectives, *s.outlaws, *s.hazards)),
             *state.foresight,
             *(w for row in state.jobs for w in row)}
    return set(secret) - known


@pytest.mark.parametrize("players", PLAYERS)
def test_a_view_holds_only_sizes_of_what_is_hidden_and_ignores_the_hidden_cards(players):
    for state in playout(players, 5, every=13):
        for viewer in range(players):
            seen = view(state, viewer)
            assert all(isinstance(s["deck"], int) for s in seen["seats"])
            assert all(isinstance(s["hand"], int) for p, s in enumerate(seen["seats"])
                       if p != viewer)
            assert isinstance(seen["market_stack"], int)
            assert isinstance(seen["objective_stack"], int)
            assert all(isinstance(b, int) for b in seen["bags"])
            text = json.dumps(seen)
            for code in hidden_codes(state, viewer):
                assert f'"{code}"' not in text, code
            again = redeal(state, viewer, Rng.derive(players, "redeal", viewer))
            assert view(again, viewer) == seen
