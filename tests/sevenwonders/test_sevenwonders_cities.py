"""The Cities expansion: one scenario per rule, from short positions and new games."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from rulebooks.core import SetupError, get
from rulebooks.core.rng import Rng
from rulebooks.sevenwonders import data
from rulebooks.sevenwonders.bots import greedy_bot
from rulebooks.sevenwonders.calculator import score
from rulebooks.sevenwonders.game import new_state
from rulebooks.sevenwonders.turns import rivals

GAME = get("sevenwonders")
HANDS = [["apothecary", "barracks", "clay-pit", "clay-pool", "east-trading-post",
          "glassworks", "guard-tower"],
         ["lumber-yard", "marketplace", "ore-vein", "scriptorium", "stone-pit", "timber-yard",
          "west-trading-post"]]


def position(**fields):
    return GAME.position.read({"cities": True, **fields})


def turn(state, *moves):
    for move in moves:
        state = state.apply(move)
    return state


def age_one(first_hand, **mine):
    """Turn 2 of Age I, three seats; the two others hold fixed hands."""
    return position(turn=2, seats=[{"board": "gizah", "hand": first_hand, **mine},
                                   {"board": "babylon", "hand": HANDS[0]},
                                   {"board": "rhodos", "hand": HANDS[1]}])


@pytest.mark.parametrize("players", [3, 5, 7])
def test_each_age_deals_eight_cards_with_one_black_card_per_player(players):
    state = new_state({"players": players, "cities": True}, seed=4)
    assert {len(h) for h in state.hands} == {data.rule("turns") + 2}
    first = [c for h in state.hands for c in h]
    for age, cards in ((1, first), (2, state.decks[1]), (3, state.decks[2])):
        black = [c for c in cards if data.card(c).colour == "black"]
        assert len(black) == players and set(black) <= set(data.black(age))


def test_a_game_without_cities_deals_the_base_game_unchanged():
    assert new_state({"players": 4}, seed=9).hands == new_state({"players": 4, "cities": False},
                                                                seed=9).hands
    assert all(data.card(c).colour != "black"
               for h in new_state({"players": 4}, seed=9).hands for c in h)


def test_coins_lost_are_paid_in_coins_first_then_in_debt():
    # Hideout: 2 points, everyone else loses a coin; player 2 spends its coins first
    state = GAME.position.read({"cities": True, "turn": 2, "seats": [
        {"board": "gizah", "hand": ["hideout", "altar", "well", "baths", "loom", "press",
                                    "stockade"]},
        {"board": "babylon", "coins": 1, "hand": HANDS[0]},
        {"board": "rhodos", "coins": 0, "hand": HANDS[1]}]})
    after = turn(state, "build hideout", "build clay-pit", "build lumber-yard")
    # player 2 paid its only coin for the Clay Pit and owes the lost coin as debt
    assert after.coins == (3, 0, 0) and after.debts == (0, 1, 1)


def test_debt_costs_a_point_each_on_its_own_line():
    result = score({"cities": True, "player": 1, "players": [
        {"board": "gizah", "debt": 4}, {"board": "babylon"}, {"board": "rhodos"}]})
    debt = next(p for p in result.parts if p.player == 0 and p.key == "debt")
    assert debt.points == 4 * data.cities_rule("debt")


def test_diplomacy_skips_a_conflict_and_two_players_fight_once():
    state = position(turn=7, seats=[
        {"board": "gizah", "city": ["stockade", "clay-pool"], "hand": ["residence", "altar"]},
        {"board": "babylon", "city": ["barracks", "guard-tower"], "hand": ["well", "loom"]},
        {"board": "rhodos", "hand": ["press", "glassworks"]}])
    after = turn(state, "build residence", "sell well", "sell press")
    assert after.age == 2 and after.tokens == ((), (data.victory(1),), (data.defeat(),))
    assert after.diplomacy == (0, 0, 0)


def test_with_four_players_the_neighbours_of_a_diplomat_face_each_other():
    state = new_state({"players": 4, "cities": True}, seed=1)
    state = replace(state, diplomacy=(0, 1, 0, 0))
    assert rivals(state, 1) == []
    assert rivals(state, 0) == [(2, 1), (3, 1)]
    assert rivals(state, 2) == [(3, 1), (0, 1)]


def test_team_diplomacy_halves_the_tokens_and_cancels_when_both_use_it():
    state = new_state({"players": 4, "teams": True, "cities": True}, seed=1)
    factor = data.raw()["military"]["team_factor"]
    assert rivals(state, 0) == [(3, factor)]
    assert rivals(replace(state, diplomacy=(1, 0, 0, 0)), 0) == [(3, 1)]
    assert rivals(replace(state, diplomacy=(1, 0, 0, 1)), 3) == [(0, 0)]


def test_a_raid_wins_a_token_and_hands_each_neighbour_a_debt():
    state = age_one(["raider-camp", "altar", "well", "baths", "loom", "press", "stockade"])
    after = turn(state, "build raider-camp", "sell apothecary", "sell lumber-yard")
    assert after.tokens[0] == (data.victory(1),) and after.debts == (0, 1, 1)


def test_the_west_wharf_takes_a_coin_off_the_left_neighbour_only():
    hand = ["stockade", "altar", "well", "baths", "loom", "press", "workshop"]
    west = age_one(hand, coins=1, city=["west-clandestine-wharf"])
    east = age_one(hand, coins=1, city=["east-clandestine-wharf"])
    assert west.build_price(0, "stockade").coins == data.rule("price") - 1
    assert east.build_price(0, "stockade").coins == data.rule("price")
    after = turn(west, "build stockade", "sell apothecary", "sell lumber-yard")
    assert after.coins[1] == 3 + data.rule("sell") + data.rule("price") - 1


def test_the_architect_firm_waives_a_stages_resources():
    state = position(age=2, turn=2, seats=[
        {"board": "gizah", "coins": 0, "city": ["architect-firm"],
         "hand": ["loom", "temple", "statue", "walls", "quarry", "sawmill", "school"]},
        {"board": "babylon"}, {"board": "rhodos"}])
    assert state.stage_cost(0) == "" and state.is_legal("wonder loom")


def test_the_black_market_makes_a_resource_the_city_lacks_and_is_not_for_sale():
    city = position(age=2, turn=2, seats=[
        {"board": "gizah", "city": ["lumber-yard", "black-market"]},
        {"board": "babylon"}, {"board": "rhodos"}]).city(0)
    choice = city.choices()[0]
    assert "W" not in choice and "S" not in choice and "P" in choice
    assert city.choices(tradable_only=True) == ()


def test_a_mask_copies_the_best_green_card_of_a_neighbour():
    result = score({"cities": True, "player": 1, "players": [
        {"board": "gizah", "cards": ["pigeonhole", "apothecary", "scriptorium"]},
        {"board": "babylon", "cards": ["workshop", "dispensary"]}, {"board": "rhodos"}]})
    science = next(p for p in result.parts if p.player == 0 and p.key == "science")
    # a gear completes the set: 1 + 1 + 1 + 7, better than a second compass (4 + 1)
    assert science.points == 3 + data.rule("science_set")


def test_black_cards_and_debts_are_refused_without_cities():
    with pytest.raises(SetupError, match="Cities"):
        score({"players": [{"board": "gizah", "cards": ["capitol"]}, {"board": "babylon"},
                           {"board": "rhodos"}]})
    with pytest.raises(SetupError, match="Cities"):
        score({"players": [{"board": "gizah", "debt": 1}, {"board": "babylon"},
                           {"board": "rhodos"}]})
    with pytest.raises(SetupError, match="Cities"):
        score({"mode": "tally", "players": [{"debt": -1}, {}, {}]})


def test_the_pad_has_the_cities_lines_only_with_cities():
    base = score({"mode": "tally", "players": [{}, {}, {}]})
    more = score({"mode": "tally", "cities": True, "players": [{}, {}, {}]})
    keys = {p.key for p in more.parts} - {p.key for p in base.parts}
    assert keys == {"cities", "debt"}


def test_a_bot_never_learns_which_black_cards_later_ages_drew():
    state = new_state({"players": 3, "cities": True}, seed=3)
    drawn = {c for c in state.decks[2] if data.card(c).colour == "black"}
    seen = set()
    for k in range(12):
        other = GAME.redeal(state, 0, Rng.derive(k, "test"))
        seen |= {c for c in other.decks[2] if data.card(c).colour == "black"}
        assert len([c for c in other.decks[2] if data.card(c).colour == "black"]) == 3
    assert seen - drawn, "the redealt decks always hold the real black cards"


@pytest.mark.parametrize("seed", [1, 2])
def test_greedy_bots_finish_a_cities_game(seed):
    state, rng = new_state({"players": 4, "cities": True}, seed=seed), random.Random(seed)
    while state.outcome() is None:
        state = state.apply(greedy_bot(state, rng))
    assert state.age == 3 and state.phase == "over" and len(state.totals()) == 4


def test_a_bot_never_learns_which_black_cards_are_in_the_other_hands():
    state = new_state({"players": 3, "cities": True}, seed=3)
    held = {c for h in state.hands[1:] for c in h if data.card(c).colour == "black"}
    seen = set()
    for k in range(12):
        other = GAME.redeal(state, 0, Rng.derive(k, "hands"))
        black = [c for h in other.hands[1:] for c in h if data.card(c).colour == "black"]
        assert len(black) == len(held) and other.hands[0] == state.hands[0]
        seen |= set(black)
    assert seen - held, "the redealt hands always hold the real black cards"


def _owing():
    from rulebooks.sevenwonders.short import NOTATION
    state = NOTATION.read({"cities": True, "debt": "choose", "seats": [
        {"board": "alexandria", "hand": ["opium-stash", "cells", "well", "baths", "altar",
                                         "stockade", "loom", "press"]},
        {"board": "babylon"}, {"board": "rhodos"}]})
    for move in ("build opium-stash", f"sell {state.hands[1][0]}", f"sell {state.hands[2][0]}"):
        state = state.apply(move)
    return state


def test_with_debt_by_choice_each_player_who_lost_coins_chooses_in_seat_order():
    from rulebooks.core.errors import IllegalMove
    state = _owing()
    assert state.phase == "debt" and state.current == 1
    owed = state.owed[1]
    assert [str(m) for m in state.legal_moves()] == [f"pay {n}" for n in range(owed, -1, -1)]
    with pytest.raises(IllegalMove) as refused:
        state.apply(f"pay {owed + 1}")
    assert refused.value.rule == "sevenwonders.cities.owe" and state.phase == "debt"
    after = state.apply("pay 0")
    assert after.debts[1] == owed and after.coins[1] == state.coins[1]
    done = after.apply(f"pay {after.owed[2]}")
    assert done.phase == "choose" and done.turn == 2 and not any(done.owed)
    assert done.debts[2] == 0 and done.coins[2] == after.coins[2] - after.owed[2]


def test_owed_coins_need_the_choice_option():
    state = _owing()
    with pytest.raises(SetupError):
        type(state).from_json(replace(state, rules=replace(state.rules, debt="pay")).to_json())


def test_the_cities_boards_are_dealt_only_with_wonders_all_and_need_cities():
    extra = {k for k, w in data.wonders().items() if w.expansion == "cities"}
    assert extra == {"byzantium", "petra"}
    dealt = {b for seed in range(12)
             for b in new_state({"players": 7, "cities": True, "wonders": "all"}, seed).boards}
    assert extra <= dealt
    assert not extra & {b for seed in range(12)
                        for b in new_state({"players": 7, "cities": True}, seed).boards}
    with pytest.raises(SetupError) as refused:
        get("sevenwonders").calculator.score({"players": [{"board": "petra"},
                                                          {"board": "gizah"},
                                                          {"board": "rhodos"}]})
    assert refused.value.rule == "sevenwonders.cities.wonders"
