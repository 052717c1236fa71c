"""Scripted scenarios, one group per rule of rulebooks/llama/rules.md."""

from __future__ import annotations

from collections import Counter

import pytest
from llama_positions import legal, position, refused

from rulebooks.core.errors import IllegalMove
from rulebooks.llama import data
from rulebooks.llama.game import new_state
from rulebooks.llama.scoring import hand_points, make_change, token_points

HAND = data.hand_size()
TARGET = data.target()
LLAMA = data.LLAMA
POINTS = {spec.code: spec.points for spec in data.cards()}


# -- llama.setup.deck / llama.setup.deal -----------------------------------
@pytest.mark.parametrize("players", range(data.players()[0], data.players()[1] + 1))
def test_deal_uses_the_whole_deck(players):
    state = new_state({"players": players}, seed=players)
    dealt = [c for hand in state.hands for c in hand] + list(state.deck) + list(state.discard)
    assert Counter(dealt) == data.copies()
    assert [len(hand) for hand in state.hands] == [HAND] * players
    assert len(state.discard) == 1
    assert all(list(hand) == sorted(hand, key=data.sort_key) for hand in state.hands)


def test_deck_has_seven_kinds_in_loop_order():
    assert data.follows(data.codes()[-1]) == data.codes()[0]
    assert data.codes()[-1] == LLAMA
    assert len(set(data.copies().values())) == 1


def test_same_seed_same_deal_and_rounds_differ():
    a, b = new_state({"players": 3}, seed=11), new_state({"players": 3}, seed=11)
    assert a == b
    assert new_state({"players": 3}, seed=12) != a
    one = a.apply("quit").apply("quit").apply("quit").apply("deal")
    assert one.round == 1 and one.hands != a.hands


# -- llama.turn.order ------------------------------------------------------
def test_player_one_starts_and_turns_go_round():
    state = new_state({"players": 3}, seed=5)
    assert state.to_move == 0
    assert state.apply("draw").to_move == 1
    assert state.apply("draw").apply("draw").apply("draw").to_move == 0


def test_out_of_turn_is_refused():
    state = new_state({"players": 3}, seed=5)
    refused(state, "draw", "llama.turn.order", player=1)
    assert state.apply("draw", player=0).to_move == 1


def test_turns_skip_players_who_quit():
    state = new_state({"players": 3}, seed=5).apply("quit")  # player 1 quits
    assert state.to_move == 1
    state = state.apply("draw")
    assert state.to_move == 2
    assert state.apply("draw").to_move == 1


# -- llama.play.match ------------------------------------------------------
@pytest.mark.parametrize("card", ["4", "5"])
def test_same_or_one_higher(card):
    state = position([["2", card, "6"], ["1", "1"]], top="4")
    after = state.apply(f"play {card}")
    assert after.top == card
    assert card not in after.hands[0] and len(after.hands[0]) == 2
    assert after.to_move == 1


@pytest.mark.parametrize("card", ["3", "6", "1"])
def test_lower_or_too_high_is_refused(card):
    state = position([["3", "6", "1"], ["1", "1"]], top="4")
    refused(state, f"play {card}", "llama.play.match")


def test_card_not_in_hand_is_refused():
    error = refused(position([["2", "6"], ["1"]], top="4"), "play 5", "llama.play.match")
    assert "hold no 5" in error.message


def test_playing_one_of_several_copies_keeps_the_others():
    state = position([["4", "4", "4"], ["1"]], top="4").apply("play 4")
    assert state.hands[0] == ("4", "4")


# -- llama.play.loop -------------------------------------------------------
@pytest.mark.parametrize(("top", "card"), [("6", LLAMA), ("6", "6"), (LLAMA, LLAMA),
                                           (LLAMA, "1")])
def test_loop_plays(top, card):
    state = position([[card, "3"], ["2"]], top=top)
    assert f"play {card}" in legal(state)
    assert state.apply(f"play {card}").top == card


@pytest.mark.parametrize(("top", "card"), [("5", LLAMA), ("1", LLAMA), ("6", "1"),
                                           (LLAMA, "2"), (LLAMA, "6")])
def test_loop_refusals(top, card):
    refused(position([[card, "3"], ["2"]], top=top), f"play {card}", "llama.play.loop")


# -- llama.draw, llama.draw.alone, llama.draw.empty ------------------------
def test_draw_takes_the_top_card_and_ends_the_turn():
    state = position([["2"], ["1"]], deck=("3", "5", LLAMA))
    after = state.apply("draw")
    assert after.hands[0] == ("2", LLAMA)
    assert after.deck == ("3", "5")
    assert after.to_move == 1
    assert after.top == state.top


def test_no_draw_when_alone():
    state = position([["2"], ["1"]], active=[True, False])
    refused(state, "draw", "llama.draw.alone")
    assert legal(state) == ["quit"]


def test_no_draw_from_an_empty_pile_and_no_rebuild():
    state = position([["2", "3"], ["1", "6"]], deck=())
    refused(state, "draw", "llama.draw.empty")
    after = state.apply("quit").apply("quit")
    assert after.deck == () and after.discard == state.discard


def test_the_last_card_of_the_pile_can_be_drawn():
    state = position([["2"], ["1"]], deck=("6",)).apply("draw")
    assert state.deck == () and "6" in state.hands[0]
    refused(state, "draw", "llama.draw.empty")


def test_alone_player_keeps_playing():
    state = position([["4", "5", "5"], ["1"]], top="4", active=[True, False])
    state = state.apply("play 5")
    assert state.to_move == 0
    state = state.apply("play 5")
    assert state.to_move == 0 and state.phase == "play"


# -- llama.quit ------------------------------------------------------------
def test_quit_keeps_the_hand_and_ends_turns():
    state = position([["2", "5"], ["1"], ["3"]], top="4")
    after = state.apply("quit")
    assert after.active == (False, True, True)
    assert after.hands[0] == ("2", "5")
    assert after.to_move == 1


def test_quit_is_allowed_even_when_a_play_is_possible():
    state = position([["4"], ["1"]], top="4")
    assert "quit" in legal(state) and "play 4" in legal(state)


def test_stuck_player_must_quit():
    state = position([["2", "3"], ["1"]], top="5", deck=())
    assert legal(state) == ["quit"]


# -- llama.round.end -------------------------------------------------------
def test_playing_the_last_card_ends_the_round_at_once():
    state = position([["5"], ["2", "2", LLAMA], ["6"]], top="4")
    after = state.apply("play 5")
    assert after.phase == "scored" and after.out == 0
    assert after.totals() == (0, POINTS["2"] + POINTS[LLAMA], POINTS["6"])
    assert after.to_move == 0


def test_everybody_quitting_ends_the_round():
    state = position([["5"], ["3"]], top="1").apply("quit").apply("quit")
    assert state.phase == "scored" and state.out is None
    assert state.totals() == (POINTS["5"], POINTS["3"])


def test_no_play_after_the_round_ends():
    state = position([["5"], ["3"]], top="1").apply("quit").apply("quit")
    refused(state, "draw", "llama.round.next")
    refused(state, "play 3", "llama.round.next")


# -- llama.scoring.values --------------------------------------------------
def test_each_kind_counts_once():
    assert hand_points(["3"] * 5) == POINTS["3"]
    assert hand_points(["2", "5", LLAMA, LLAMA]) == POINTS["2"] + POINTS["5"] + POINTS[LLAMA]
    assert hand_points(list(data.codes()) * 2) == sum(POINTS.values())
    assert hand_points([]) == 0


# -- llama.scoring.tokens --------------------------------------------------
def test_tokens_are_taken_with_change_made():
    black = data.token("black").points
    state = position([["5"], ["2", "5", LLAMA]], top="4", tokens=[(0, 0), (1, black - 3)])
    after = state.apply("play 5")
    total = black + black - 3 + POINTS["2"] + POINTS["5"] + POINTS[LLAMA]
    assert after.tokens[1] == make_change(total)
    assert after.tokens[1][1] < black
    assert token_points(after.tokens[1]) == total


# -- llama.scoring.return --------------------------------------------------
@pytest.mark.parametrize(("held", "moves"), [
    ((2, 3), ["return black", "return white"]),
    ((2, 0), ["return black"]),
    ((0, 3), ["return white"]),
])
def test_the_player_who_went_out_gives_back_a_token(held, moves):
    state = position([["5"], ["3"]], top="4", tokens=[held, (0, 0)]).apply("play 5")
    assert state.phase == "return" and state.to_move == 0
    assert legal(state) == moves
    for move in moves:
        after = state.apply(move)
        assert token_points(after.tokens[0]) < token_points(held)
        assert after.phase == "scored" and after.to_move == 0


def test_no_tokens_no_return_step():
    state = position([["5"], ["3"]], top="4").apply("play 5")
    assert state.phase == "scored"
    assert legal(state) == ["deal"]


def test_returning_a_colour_not_held_is_refused():
    state = position([["5"], ["3"]], top="4", tokens=[(0, 3), (0, 0)]).apply("play 5")
    refused(state, "return black", "llama.scoring.return")
    refused(state, "deal", "llama.round.next")


def test_return_only_after_going_out():
    refused(position([["5"], ["3"]], top="4", tokens=[(1, 1), (0, 0)]), "return white",
            "llama.scoring.return")


# -- llama.round.next ------------------------------------------------------
def test_the_player_who_went_out_deals_and_starts():
    state = position([["1"], ["5"], ["3"]], top="4", current=1).apply("play 5")
    assert state.to_move == 1
    refused(state, "deal", "llama.turn.order", player=0)
    nxt = state.apply("deal", player=1)
    assert nxt.phase == "play" and nxt.round == 1 and nxt.to_move == 1
    assert nxt.tokens == state.tokens
    assert all(len(hand) == HAND for hand in nxt.hands) and all(nxt.active)


def test_the_last_to_quit_deals_and_starts():
    state = position([["1"], ["5"], ["3"]], top="4").apply("quit").apply("draw")
    state = state.apply("quit").apply("quit")  # players 1, 3, then 2 quit
    assert state.phase == "scored" and state.to_move == 1
    assert state.apply("deal").to_move == 1


def test_no_deal_during_a_round():
    refused(position([["1"], ["5"]]), "deal", "llama.round.next")


# -- llama.end -------------------------------------------------------------
def test_reaching_the_target_ends_the_game():
    near = make_change(TARGET - 1)
    state = position([["4"], ["1"]], top="4", tokens=[(0, 0), near]).apply("play 4")
    assert state.phase == "over" and state.to_move is None
    outcome = state.outcome()
    assert outcome.winners == (0,) and outcome.rule == "llama.end"
    assert outcome.totals == (0, TARGET - 1 + POINTS["1"])
    assert [s.breakdown.total for s in state.score()] == list(outcome.totals)
    parts = state.score()[1].breakdown.parts
    assert [p.label.split()[0] for p in parts] == ["Black", "White"]
    assert parts[0].points == state.tokens[1][0] * data.token("black").points
    refused(state, "deal", "llama.end")


def test_below_the_target_the_game_goes_on():
    state = position([["4"], ["1"]], top="4", tokens=[(0, 0), make_change(TARGET - 2)])
    assert state.apply("play 4").phase == "scored"


def test_ties_share_the_win():
    state = position([["3"], ["3"], ["6"]], top="1", tokens=[(0, 0), (0, 0),
                                                              make_change(TARGET)],
                     active=[True, True, False], phase="play")
    state = state.apply("quit").apply("quit")
    assert state.outcome().winners == (0, 1)


def test_the_target_option():
    state = position([["4"], ["3"]], top="4", options={"target": POINTS["3"]})
    assert state.apply("play 4").phase == "over"


def test_the_return_step_comes_before_the_end():
    state = position([["4"], [LLAMA]], top="4", tokens=[(1, 0), make_change(TARGET - 1)])
    state = state.apply("play 4")
    assert state.phase == "return" and state.outcome() is None
    final = state.apply("return black")
    assert final.outcome().totals == (0, TARGET - 1 + POINTS[LLAMA])


# -- the protocol ----------------------------------------------------------
def test_a_foreign_move_is_refused():
    with pytest.raises(IllegalMove) as info:
        new_state().check("draw")  # a string, not a Move
    assert info.value.rule == "llama.turn.order"
