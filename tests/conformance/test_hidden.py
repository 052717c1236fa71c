"""Hidden information, for every registered game: a seat's view, and the drawing made for
it, are the same whatever is hidden from it; a bot decides from such a position."""

from __future__ import annotations

import json

import pytest

from rulebooks.core import Rng, games
from rulebooks.core.hidden import fair

GAMES = sorted(games())


def positions(slug: str, players: int, seed: int, every: int = 7) -> list:
    """Every ``every``-th position of a random game (the last one included)."""
    game = games()[slug]
    state, rng, seen = game.new_state({"players": players}, seed), Rng(seed), []
    for ply in range(5000):
        if ply % every == 0:
            seen.append(state)
        if state.outcome() is not None:
            return [*seen, state]
        state = state.apply(rng.choice(state.legal_moves()))
    pytest.fail(f"{slug} did not finish")


def moves(state) -> list[str]:
    return [str(m) for m in state.legal_moves()]


@pytest.mark.parametrize("slug", GAMES)
def test_a_view_and_its_drawing_depend_only_on_what_the_seat_may_know(slug):
    game = games()[slug]
    assert game.view and game.redeal, f"{slug} has no view or no redeal"
    low, high = game.players
    changed = 0
    for players in sorted({low, min(high, 3)}):
        for state in positions(slug, players, seed=players + 10):
            for viewer in range(players):
                view = game.view(state, viewer)
                assert "seed" not in view
                legal = moves(state) if state.to_move == viewer else []
                drawing = game.render(state, viewer, legal)
                for k in range(2):
                    other = game.redeal(state, viewer, Rng(k))
                    again = game.from_json(json.loads(json.dumps(other.to_json())))
                    assert again.to_json() == other.to_json()  # a consistent position
                    changed += other.to_json() != state.to_json()
                    assert game.view(other, viewer) == view
                    assert game.render(other, viewer, legal) == drawing
                    if state.to_move == viewer:
                        assert moves(other) == legal
    assert changed, f"{slug}: redeal never changed anything, so nothing was tested"


def test_a_view_hides_the_other_hands_and_the_deck():
    game = games()["llama"]
    state = game.new_state({"players": 3}, 5)
    view = game.view(state, 1)
    assert view["hands"][1] == list(state.hands[1])
    assert view["hands"][0] == len(state.hands[0]) and view["hands"][2] == len(state.hands[2])
    assert view["deck"] == len(state.deck)


def test_a_golf_view_keeps_own_peeks_and_hides_the_rest():
    game = games()["golf"]
    state = game.new_state({"players": 2, "grid": 9}, 2)
    while state.phase == "reveal":
        state = state.apply(state.legal_moves()[0])
    view = game.view(state, 0)
    for p in range(2):
        for i, code in enumerate(view["grids"][p]):
            assert (code is not None) == state.knows(0, p, i)
    assert view["deck"] == len(state.deck)


def test_a_fair_bot_never_sees_the_real_hidden_cards():
    game = games()["llama"]
    state = game.new_state({"players": 2}, 3)
    looked = []

    def spy(position, rng):
        looked.append(position)
        return position.legal_moves()[0]

    fair(spy, game.redeal)(state, Rng(1))
    me = state.to_move
    assert looked[0].hands[me] == state.hands[me]
    assert (looked[0].hands[1 - me], looked[0].deck) != (state.hands[1 - me], state.deck)
