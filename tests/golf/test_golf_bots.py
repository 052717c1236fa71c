"""The greedy Golf bot ends its holes, even when every card it draws looks bad."""

from __future__ import annotations

from dataclasses import replace

from rulebooks import get
from rulebooks.core import Rng
from rulebooks.golf.bots import greedy_bot


def test_the_reported_game_ends():
    # 3 players, 9 cards, one hole, seed 3: it used to run past 20,000 moves.
    golf = get("golf")
    state = golf.new_state({"players": 3, "grid": 9, "rounds": 1}, seed=3)
    rng = Rng.derive(3, "test")
    for _ in range(2_000):
        if state.outcome() is not None:
            break
        state = state.apply(greedy_bot(state, rng))
    assert state.outcome() is not None
    assert state.reshuffles <= 2


def _holding(reshuffles: int):
    """Player 1 holds a queen (10 points) drawn from the deck, four cards still face down."""
    golf = get("golf")
    state = golf.new_state({"players": 2, "grid": 6}, seed=1)
    while state.phase == "reveal":
        state = state.apply(state.legal_moves()[0])
    state = state.apply("draw")
    queen = next(c for c in state.deck if c.rank == "Q")
    return replace(state, held=queen, reshuffles=reshuffles)


def test_before_the_deck_runs_out_a_bad_card_is_discarded():
    state = _holding(reshuffles=0)
    assert str(greedy_bot(state, Rng.derive(1, "test"))) == "discard"


def test_after_a_reshuffle_the_bot_turns_a_face_down_card():
    state = _holding(reshuffles=1)
    move = greedy_bot(state, Rng.derive(1, "test"))
    assert move.verb == "replace"
    assert not state.up[state.current][move.index]
