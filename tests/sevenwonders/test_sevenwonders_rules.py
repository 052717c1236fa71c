"""One scenario per rule of 7 Wonders, from short positions."""

from __future__ import annotations

import pytest

from rulebooks.core import IllegalMove, get
from rulebooks.sevenwonders import data
from rulebooks.sevenwonders.scoring import science

GAME = get("sevenwonders")
BOARDS = [{"board": "gizah"}, {"board": "babylon"}, {"board": "rhodos"}]


def position(**fields):
    return GAME.position.read(fields)


def seats(*mine):
    """Three seats on Gizah, Babylon and Rhodos, with ``mine`` merged in seat order."""
    return [{**BOARDS[p], **(mine[p] if p < len(mine) else {})} for p in range(3)]


def play_turn(state, *moves):
    """Every seat's pick in seat order (the turn resolves after the last)."""
    for move in moves:
        state = state.apply(move)
    return state


def test_a_pick_is_hidden_until_everyone_has_chosen():
    state = position(turn=2, seats=seats({"hand": ["baths", "altar", "well", "stockade",
                                                  "loom", "press"]}))
    after = state.apply("sell altar")
    assert after.current == 1 and after.coins == state.coins and after.picks[0] == "sell altar"
    view = GAME.view(after, 1)
    assert view["players"][0]["pick"] is True and view["players"][0]["hand"] == 5
    assert view["players"][1]["hand"] == list(after.hands[1])


def test_selling_gives_three_coins_at_the_end_of_the_turn():
    state = position(turn=2, seats=seats({"hand": ["baths", "altar", "well", "stockade",
                                                  "loom", "press"], "coins": 0}))
    after = play_turn(state, "sell altar", f"sell {state.hands[1][0]}",
                      f"sell {state.hands[2][0]}")
    assert after.coins[0] == data.rule("sell")
    assert "altar" in after.discard and after.turn == 3


def test_hands_pass_left_in_age_one_and_right_in_age_two():
    for age, step in ((1, 1), (2, -1)):
        state = position(age=age, turn=2, seats=seats())
        hands = state.hands
        after = play_turn(state, *(f"sell {hand[0]}" for hand in hands))
        for p in range(3):
            assert set(after.hands[(p + step) % 3]) == set(hands[p][1:])


def test_trading_pays_the_neighbour_two_coins_at_the_end_of_the_turn():
    # Gizah (stone) builds Stockade (wood) buying from Babylon (wood), its left neighbour
    state = position(turn=2, seats=seats({"hand": ["stockade", "altar", "well", "baths",
                                                  "loom", "press"], "coins": 3},
                                         {"coins": 0}))
    price = state.build_price(0, "stockade")
    assert price.coins == data.rule("price") and price.left == (("W", 1),)
    after = play_turn(state, "build stockade", f"sell {state.hands[1][0]}",
                      f"sell {state.hands[2][0]}")
    assert after.coins[0] == 3 - data.rule("price")
    assert after.coins[1] == data.rule("price") + data.rule("sell")


def test_a_trading_post_lowers_the_price_on_its_side():
    state = position(turn=2, seats=seats({"city": ["west-trading-post"], "hand": [
        "stockade", "altar", "well", "baths", "loom", "press"]}))
    assert state.build_price(0, "stockade").coins == data.rule("discounted")


def test_coins_received_this_turn_do_not_pay_this_turn():
    # seat 0 has no coin: selling this turn does not let it buy from a neighbour now
    state = position(turn=2, seats=seats({"hand": ["stockade", "altar", "well", "baths",
                                                  "loom", "press"], "coins": 0}))
    with pytest.raises(IllegalMove) as refused:
        state.apply("build stockade")
    assert refused.value.rule == "sevenwonders.build.cost"


def test_a_chain_builds_for_nothing_and_a_second_copy_is_refused():
    state = position(age=2, turn=2, seats=seats({"city": ["baths"], "coins": 0, "hand": [
        "aqueduct", "courthouse", "walls", "loom", "foundry", "dispensary"]}))
    assert state.is_free(0, "aqueduct") == "sevenwonders.build.chain"
    after = play_turn(state, "build aqueduct", f"sell {state.hands[1][0]}",
                      f"sell {state.hands[2][0]}")
    assert "aqueduct" in after.cities[0] and after.coins[0] == 0
    twice = position(turn=2, seats=seats({"city": ["loom"], "hand": [
        "baths", "altar", "well", "stockade", "loom", "press"]}), players=3)
    with pytest.raises(IllegalMove) as refused:
        twice.apply("build loom")
    assert refused.value.rule == "sevenwonders.build.unique"


def test_a_wonder_stage_takes_the_card_and_gives_its_reward():
    state = position(turn=2, seats=seats({"city": ["lumber-yard"], "hand": [
        "baths", "altar", "well", "stockade", "loom", "press"]}))
    after = play_turn(state, "wonder altar", f"sell {state.hands[1][0]}",
                      f"sell {state.hands[2][0]}")
    assert after.stages[0] == 1 and "altar" not in after.cities[0]
    assert "altar" not in after.discard


def test_the_seventh_card_is_discarded_and_military_ends_the_age():
    state = position(turn=6, seats=seats({"city": ["stockade"], "hand": ["baths", "altar"]},
                                         {"city": ["barracks", "guard-tower"]}))
    after = play_turn(state, "sell altar", f"sell {state.hands[1][0]}",
                      f"sell {state.hands[2][0]}")
    assert after.age == 2 and after.turn == 1 and "baths" in after.discard
    assert after.tokens[0] == (data.defeat(), data.victory(1))  # lost left, won right
    assert after.tokens[1] == (data.victory(1), data.victory(1))
    assert after.tokens[2] == (data.defeat(), data.defeat())
    assert all(len(hand) == data.rule("hand") for hand in after.hands)


def test_babylon_night_plays_its_seventh_card():
    state = position(side="night", turn=6, seats=seats(
        {}, {"stages": 2, "hand": ["baths", "altar"], "coins": 5}))
    after = play_turn(state, f"sell {state.hands[0][0]}", "sell altar",
                      f"sell {state.hands[2][0]}")
    assert after.phase == "seventh" and after.current == 1 and after.hands[1] == ("baths",)
    done = after.apply("sell baths")
    assert done.age == 2 and done.coins[1] == 5 + 2 * data.rule("sell")


def test_halikarnassos_builds_from_the_discard_pile():
    state = position(turn=2, discard=["altar"], seats=[
        {"board": "halikarnassus", "stages": 1, "city": ["glassworks", "press"],
         "hand": ["baths", "well", "stockade", "loom", "clay-pool", "apothecary"]},
        {"board": "babylon"}, {"board": "rhodos"}])
    after = play_turn(state, "wonder baths", f"sell {state.hands[1][0]}",
                      f"sell {state.hands[2][0]}")
    assert after.phase == "revive" and after.current == 0
    revived = after.apply("revive altar")
    assert "altar" in revived.cities[0] and "altar" not in revived.discard
    assert revived.phase == "choose" and revived.turn == 3


def test_olympia_day_builds_a_new_colour_for_nothing():
    state = position(turn=2, seats=[
        {"board": "olympia", "stages": 2, "coins": 0,
         "hand": ["baths", "well", "stockade", "loom", "clay-pool", "apothecary"]},
        {"board": "babylon"}, {"board": "rhodos"}])
    assert state.is_free(0, "apothecary") == "sevenwonders.power.colour"
    assert state.is_legal("build apothecary")


@pytest.mark.parametrize("counted, wild, best", [
    ({"compass": 4}, 2, 36),           # six compasses beat a set
    ({"compass": 1, "gear": 1}, 1, 10),  # the missing kind makes a set
    ({"compass": 2, "gear": 2, "tablet": 1}, 1, 26),
])
def test_science_tries_every_choice_for_any_symbols(counted, wild, best):
    from collections import Counter

    assert science(Counter(counted), wild)[0] == best


def test_team_play_skips_the_teammate_and_doubles_the_tokens():
    state = position(players=4, teams=True, turn=6, seats=[
        {"board": "gizah", "city": ["stockade", "barracks"]}, {"board": "babylon"},
        {"board": "rhodos"}, {"board": "ephesos", "city": ["guard-tower"]}])
    after = play_turn(state, *(f"sell {hand[0]}" for hand in state.hands))
    # seat 0's teammate is seat 1 (left); its opponent is seat 3 (right), whose teammate
    # is seat 2; seats 1 and 2 face each other with no shields: no token
    assert after.tokens[0] == (data.victory(1),) * 2
    assert after.tokens[3] == (data.defeat(),) * 2
    assert after.tokens[1] == after.tokens[2] == ()


def test_a_tie_goes_to_the_richer_player_and_teams_add_up():
    calc = GAME.calculator
    tie = calc.score({"mode": "tally", "players": [
        {"civilian": 10, "coins": 1, "treasure": 4}, {"civilian": 10, "coins": 1, "treasure": 5},
        {"civilian": 3}]})
    assert tie.fact("winners") == [1] and tie.fact("tie_broken") is True
    teams = calc.score({"mode": "tally", "teams": True, "players": [
        {"civilian": 10}, {"civilian": 1}, {"civilian": 6}, {"civilian": 6}]})
    assert teams.fact("winners") == [2, 3] and teams.fact("teams") == [11, 12]


def test_impossible_tallies_and_cities_are_refused_with_the_place():
    calc = GAME.calculator
    with pytest.raises(ValueError) as refused:
        calc.score({"mode": "tally", "players": [{"military": 19}, {}, {}]})
    assert refused.value.where == "input.players[0].military"
    with pytest.raises(ValueError) as refused:
        calc.score({"players": [{"board": "gizah", "cards": ["loom", "loom"]},
                                {"board": "rhodos"}, {"board": "babylon"}]})
    assert refused.value.rule == "sevenwonders.build.unique"
    with pytest.raises(ValueError) as refused:
        calc.score({"players": [{"board": "gizah", "stages": 4}, {"board": "rhodos"},
                                {"board": "babylon"}]})
    assert refused.value.where == "input.players[0].stages"


def test_the_score_pad_has_a_column_per_player_and_their_totals():
    calc = GAME.calculator
    for sample in (calc.sample, calc.tally_sample):
        html = calc.render_input(sample)
        totals = calc.score(sample).totals()
        foot = html.split("<tfoot>")[1]
        assert foot.count('class="rb-num"') == len(totals)
        for total in totals:
            assert f">{total}</td>" in foot
