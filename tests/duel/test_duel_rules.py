"""Scenarios for the rules of 7 Wonders Duel, one or more per rule id."""

from __future__ import annotations

from dataclasses import replace

import pytest
from duel_positions import after_draft, seat, with_card_open

from rulebooks.core import IllegalMove, Rng
from rulebooks.duel import data
from rulebooks.duel.game import DRAFT_ORDER, new_state


def test_setup_gives_coins_tokens_and_four_wonders_on_show():
    state = new_state({}, 3)
    assert state.coins == (data.rule("start_coins"),) * 2
    assert len(state.board) == data.rule("progress_on_show")
    assert len(state.draft) == data.rule("draft_size")


def test_the_draft_goes_one_two_one_then_reversed():
    state, order = new_state({}, 4), []
    while state.phase == "draft":
        order.append(state.current)
        state = state.apply(state.legal_moves()[0])
    assert tuple(order) == DRAFT_ORDER
    assert [len(w) for w in state.wonders] == [data.rule("wonders_each")] * 2
    assert state.phase == "play" and state.current == 0 and state.age == 1


def test_only_uncovered_cards_can_be_taken_and_covered_ones_are_refused():
    state = after_draft()
    slots = data.structure(1).slots
    covered = next(i for i, s in enumerate(slots) if s.covered_by and not s.face_down)
    with pytest.raises(IllegalMove) as refused:
        state.apply(f"discard {state.structure[covered]}")
    assert refused.value.rule == "duel.turn.access"
    assert len(state.available()) == len(data.structure(1).rows[-1])


def test_a_face_down_card_turns_up_when_uncovered():
    state = after_draft()
    slots = data.structure(1).slots
    place = next(i for i, s in enumerate(slots) if s.face_down and s.row == 3)
    assert not state.visible(place)
    for j in slots[place].covered_by:
        state = replace(state, structure=tuple(None if i == j else c
                                               for i, c in enumerate(state.structure)))
    assert state.visible(place) and state.accessible(place)


def test_discarding_pays_base_plus_one_per_yellow_card():
    state = seat(after_draft(), 0, cities=("tavern", "stone-reserve"))
    card = state.available()[0]
    after = state.apply(f"discard {card}")
    assert after.coins[0] == state.coins[0] + data.rule("discard_base") + 2
    assert card in after.discards and after.current == 1


def test_trading_costs_base_plus_the_opponents_production():
    state = with_card_open(after_draft(), "baths")  # costs one stone
    state = seat(seat(state, 1, cities=("quarry", "shelf-quarry")), 0, coins=10)
    assert state.card_price(0, "baths") == data.rule("trade_base") + 3
    after = state.apply("build baths")
    assert after.coins[0] == 10 - data.rule("trade_base") - 3


def test_a_yellow_card_fixes_the_price():
    state = with_card_open(after_draft(), "baths")
    state = seat(seat(state, 1, cities=("quarry", "shelf-quarry")), 0,
                 cities=("stone-reserve",))
    assert state.card_price(0, "baths") == data.rule("fixed_price")


def test_a_choice_production_pays_for_one_unit():
    state = seat(after_draft(), 0, cities=("caravansery",))
    assert state.card_price(0, "baths") == 0


def test_a_chain_builds_for_free_and_urbanism_pays():
    state = with_card_open(after_draft(), "statue")
    state = seat(state, 0, cities=("theater",), tokens=("urbanism",), coins=0)
    after = state.apply("build statue")
    assert after.coins[0] == data.rule("urbanism_chain_coins")


def test_building_without_the_coins_is_refused_and_changes_nothing():
    state = seat(with_card_open(after_draft(), "pretorium"), 0, coins=3)
    before = state.to_json()
    with pytest.raises(IllegalMove) as refused:
        state.apply("build pretorium")
    assert refused.value.rule == "duel.build.pay" and state.to_json() == before


def test_shields_move_the_pawn_and_take_coins_once():
    state = with_card_open(after_draft(), "walls")
    state = seat(seat(state, 0, coins=20), 1, coins=7)
    state = replace(state, conflict=1)
    after = state.apply("build walls")
    assert after.conflict == 3
    assert after.coins[1] == 7 - data.loot_zones()[0]["loss"]
    assert after.loot == (True, True, False, True)


def test_the_pawn_in_a_capital_wins_at_once():
    state = replace(with_card_open(after_draft(), "walls"), conflict=data.CAPITAL - 2)
    after = seat(state, 0, coins=20).apply("build walls")
    assert after.phase == "over" and after.victory == "military"
    assert after.outcome().winners == (0,)


def test_a_pair_of_symbols_offers_a_progress_token():
    state = seat(with_card_open(after_draft(), "laboratory"), 0, cities=("workshop",),
                 coins=20)
    after = state.apply("build laboratory")
    assert after.phase == "progress" and after.current == 0
    token = after.board[0]
    chosen = after.apply(f"progress {token}")
    assert token in chosen.tokens[0] and chosen.current == 1


def test_six_different_symbols_win_at_once():
    state = seat(with_card_open(after_draft(), "study"), 0, coins=30,
                 cities=("workshop", "apothecary", "scriptorium", "pharmacist", "university"))
    after = state.apply("build study")
    assert after.phase == "over" and after.victory == "science"


def test_a_wonder_is_built_with_a_card_and_the_seventh_retires_the_last():
    state = after_draft()
    mine, theirs = state.wonders
    spare = list(state.removed)  # stand-ins for the cards under the six built Wonders
    state = seat(seat(state, 0, wonders=mine[:1], built=mine[1:], tucked=tuple(spare[:3])),
                 1, wonders=theirs[:1], built=theirs[1:], tucked=())
    state = replace(state, removed=())
    state = seat(state, 0, coins=50)
    card = state.available()[0]
    after = state.apply(f"wonder {mine[0]} {card}")
    assert mine[0] in after.built[0] and theirs[0] in after.retired
    assert card in after.tucked[0]


def test_the_weaker_player_chooses_who_starts_the_next_age():
    state = after_draft()
    last = next(i for i, c in enumerate(state.structure) if c and state.accessible(i))
    only = tuple(c if i == last else None for i, c in enumerate(state.structure))
    gone = tuple(c for i, c in enumerate(state.structure) if c and i != last)
    state = replace(state, structure=only, discards=gone, conflict=2)
    after = state.apply(f"discard {state.structure[last]}")
    assert after.phase == "start" and after.current == 1
    started = after.apply("start 2")
    assert started.age == 2 and started.current == 1


def test_more_civilian_points_break_a_tie():
    from rulebooks.duel.scoring import winners
    assert winners((40, 40), (12, 9)) == (0,)
    assert winners((40, 40), (12, 12)) == (0, 1)


@pytest.mark.parametrize("seed", range(4))
def test_random_games_keep_every_card_in_one_place(seed):
    game_state, rng = after_draft(seed), Rng(seed)
    while game_state.outcome() is None:
        game_state = game_state.apply(rng.choice(game_state.legal_moves()))
        type(game_state).from_json(game_state.to_json())  # checks consistency
