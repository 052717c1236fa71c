"""Scripted scenarios, one or more per Golf rule."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rulebooks.core import IllegalMove, NotationError, SetupError
from rulebooks.core.cards import Card
from rulebooks.golf import data
from rulebooks.golf.game import Rules, deal, new_state


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(code) for code in text.split())


def playing(options=None, seed=1, **fields):
    """A state past the reveal, in the 'turn' phase, with fields overridden."""
    state = new_state({"players": 2, **(options or {})}, seed)
    while state.phase == "reveal":
        state = state.apply(state.legal_moves()[0])
    return replace(state, **fields)


def finishing_move(state):
    """A move that brings the hole closer to its end: draw, then fill a face-down card."""
    legal = [str(m) for m in state.legal_moves()]
    if state.phase == "hold":
        hidden = [i for i in range(state.rules.grid) if not state.up[state.current][i]]
        return f"replace {hidden[0] + 1}" if hidden else "discard"
    return "draw" if "draw" in legal else legal[0]


def test_deal_gives_each_grid_its_size_and_starts_the_discard():
    for size in data.grid_sizes():
        state = new_state({"players": 3, "grid": size}, 4)
        assert [len(g) for g in state.grids] == [size] * 3
        assert len(state.discard) == 1
        assert len(state.deck) + 1 + 3 * size == 52 * state.rules.decks
        assert not any(any(row) for row in state.up)


def test_a_second_deck_joins_when_the_grids_need_it():
    assert Rules.from_options({"players": 4, "grid": 9}).decks == 1
    assert Rules.from_options({"players": 5, "grid": 9}).decks == 2
    state = new_state({"players": 8, "grid": 9}, 0)
    assert len(state.deck) + 1 + 72 == 104


def test_reveal_turns_the_grid_start_count_then_passes_left():
    state = new_state({"players": 2, "grid": 9}, 2)
    start = data.grid(9).start
    assert state.current == 1 and state.flips_left == start
    for i in range(start):
        state = state.apply(f"flip {i + 1}")
    assert sum(state.up[1]) == start
    assert state.current == 0 and state.phase == "reveal"


def test_a_card_cannot_be_flipped_twice():
    state = new_state({"players": 2}, 2).apply("flip 3")
    with pytest.raises(IllegalMove) as refused:
        state.apply("flip 3")
    assert refused.value.rule == "golf.setup.reveal"


def test_four_card_reveal_is_private():
    state = new_state({"players": 2, "grid": 4}, 2).apply("flip 1").apply("flip 2")
    assert state.up[1] == (False,) * 4
    assert state.knows(1, 1, 0) and state.knows(1, 1, 1)
    assert not state.knows(0, 1, 0)


def test_the_player_left_of_the_dealer_starts_the_turns():
    state = playing()
    assert state.phase == "turn" and state.current == (state.dealer + 1) % 2


def test_draw_then_replace_puts_the_old_card_on_the_discard():
    state = playing()
    drawn = state.deck[-1]
    old = state.grids[state.current][4]
    after = state.apply("draw").apply("replace 5")
    assert after.grids[state.current][4] == drawn and after.up[state.current][4]
    assert after.discard[-1] == old
    assert after.current != state.current


def test_discarding_a_drawn_card_leaves_the_grid():
    state = playing()
    after = state.apply("draw").apply("discard")
    assert after.grids == state.grids and after.discard[-1] == state.deck[-1]


def test_a_taken_discard_must_be_placed():
    state = playing().apply("take")
    with pytest.raises(IllegalMove) as refused:
        state.apply("discard")
    assert refused.value.rule == "golf.turn.take"
    assert "replace 1" in [str(m) for m in state.legal_moves()]


def test_no_replace_before_drawing():
    with pytest.raises(IllegalMove) as refused:
        playing().apply("replace 1")
    assert refused.value.rule == "golf.turn.replace"


def test_an_empty_draw_pile_is_rebuilt_from_the_discards_but_the_top():
    state = playing(deck=(), discard=cards("3H 4H 5H"))
    after = state.apply("draw")
    assert after.discard == cards("5H")
    assert after.held in cards("3H 4H") and len(after.deck) == 1
    assert after.reshuffles == 1


def test_nothing_to_draw_means_take_the_discard():
    state = playing(deck=(), discard=cards("5H"))
    with pytest.raises(IllegalMove) as refused:
        state.apply("draw")
    assert refused.value.rule == "golf.turn.deck-empty"
    assert [str(m) for m in state.legal_moves()] == ["take"]


def test_going_out_gives_each_other_player_one_more_turn():
    state = new_state({"players": 3}, 5)
    while state.phase == "reveal":
        state = state.apply(state.legal_moves()[0])
    me = state.current
    state = replace(state, up=tuple((True,) * 6 if p == me else (False,) * 6 for p in range(3)))
    state = state.apply("draw").apply("discard")
    assert state.out == me and state.phase == "turn"
    state = state.apply("draw").apply("discard")
    assert state.phase == "turn"
    state = state.apply("draw").apply("discard")
    assert state.phase == "scored" and len(state.holes) == 1
    assert all(all(row) for row in state.up)


def test_hole_scores_use_the_grid_breakdown_and_accumulate():
    state = new_state({"players": 2, "rounds": 2}, 5)
    while not state.holes:
        state = state.apply(finishing_move(state))
    expected = tuple(state.grid_breakdown(p).total for p in range(2))
    assert state.holes == (expected,)
    assert [s.breakdown.total for s in state.score()] == list(expected)
    dealer = state.dealer
    state = state.apply("deal")
    assert state.dealer == (dealer + 1) % 2 and state.phase == "reveal" and state.hole == 1


def test_the_game_ends_after_the_last_hole_and_lowest_total_wins():
    state = new_state({"players": 2, "rounds": 1}, 9)
    while state.outcome() is None:
        state = state.apply(finishing_move(state))
    outcome = state.outcome()
    assert outcome.totals == state.holes[0]
    assert all(outcome.totals[w] == min(outcome.totals) for w in outcome.winners)
    with pytest.raises(IllegalMove) as refused:
        state.apply("deal")
    assert refused.value.rule == "golf.end"


def power_state(rank: str, **fields):
    state = playing({"power_cards": True})
    top = Card(rank, "S")
    deck = (*(c for c in state.deck if c != top), top)
    rest = tuple(c for c in state.discard if c != top)
    return replace(state, deck=deck, discard=rest or cards("2C"), **fields)


def test_a_discarded_jack_lets_you_peek_at_your_own_card():
    state = power_state("J").apply("draw").apply("discard")
    assert state.phase == "power"
    me = state.current
    hidden = next(i for i in range(6) if not state.up[me][i])
    after = state.apply(f"peek {hidden + 1}")
    assert after.knows(me, me, hidden) and not after.up[me][hidden]
    with pytest.raises(IllegalMove) as refused:
        state.apply(f"peek {2 - me}:{hidden + 1}")
    assert refused.value.rule == "golf.powers.jack"


def test_a_discarded_queen_peeks_at_an_opponent():
    state = power_state("Q").apply("draw").apply("discard")
    me, other = state.current, 1 - state.current
    hidden = next(i for i in range(6) if not state.up[other][i])
    after = state.apply(f"peek {other + 1}:{hidden + 1}")
    assert after.knows(me, other, hidden) and not after.knows(other, other, hidden)


def test_a_discarded_king_swaps_any_two_cards_keeping_their_sides():
    state = power_state("K").apply("draw").apply("discard")
    me, other = state.current, 1 - state.current
    a, b = state.grids[me][0], state.grids[other][5]
    up_a, up_b = state.up[me][0], state.up[other][5]
    after = state.apply(f"swap {me + 1}:1 {other + 1}:6")
    assert after.grids[me][0] == b and after.grids[other][5] == a
    assert after.up[me][0] == up_b and after.up[other][5] == up_a


def test_powers_can_be_declined_and_are_off_by_default():
    state = power_state("K").apply("draw").apply("discard").apply("pass")
    assert state.phase == "turn"
    plain = playing()
    king = Card("K", "S")
    plain = replace(plain, deck=(*(c for c in plain.deck if c != king), king),
                    discard=tuple(c for c in plain.discard if c != king) or cards("2C"))
    assert plain.apply("draw").apply("discard").phase == "turn"


def test_a_taken_power_card_has_no_power():
    state = power_state("K")
    state = replace(state, discard=(*state.discard, Card("K", "H")))
    after = state.apply("take").apply("replace 1")
    assert after.phase == "turn"


def test_options_are_checked():
    with pytest.raises(SetupError) as bad:
        new_state({"players": 9})
    assert "players" in str(bad.value)
    with pytest.raises(SetupError):
        new_state({"lines": "spirals"})
    with pytest.raises(SetupError) as unknown:
        new_state({"colour": "red"})
    assert "colour" in str(unknown.value)


def test_notation_round_trips_and_refuses_nonsense():
    for state in (new_state({"players": 3}, 1), power_state("K").apply("draw").apply("discard")):
        for move in state.legal_moves():
            assert str(state.parse_move(str(move))) == str(move)
    for text in ("fly 1", "replace", "replace 0", "replace 2:3", "swap 1", ""):
        with pytest.raises(NotationError):
            new_state().parse_move(text)


def test_deal_is_reproducible_from_the_seed():
    rules = Rules.from_options({"players": 2})
    assert deal(rules, 3, 0, 0) == deal(rules, 3, 0, 0)
    assert deal(rules, 3, 0, 0).grids != deal(rules, 4, 0, 0).grids
