"""Scenarios for the private buildings' b sides, building 9a's extra delivery, the bounty
paid in an exchange token, exchange tokens in the middle of a step and on another player's
turn, and an engine moving back onto a turnout."""

from __future__ import annotations

from dataclasses import replace

import pytest
from gwt_positions import at, refused

from rulebooks.core.errors import IllegalMove, SetupError
from rulebooks.core.rng import Rng
from rulebooks.greatwesterntrail import board, calculator, data
from rulebooks.greatwesterntrail import rules_ids as R
from rulebooks.greatwesterntrail.bots import BOTS
from rulebooks.greatwesterntrail.game import new_state
from rulebooks.greatwesterntrail.moves import Move
from rulebooks.greatwesterntrail.trace import trace

HAND = ("CR", "SG", "PW", "GA")


def mine(tile: str, space: str = "b2", **seat):
    """Player 1 in phase B on their own building ``tile`` standing on ``space``."""
    seat.setdefault("hand", HAND)
    return at(space, tiles={space: f"P:0:{tile}"}, **seat)


# -- the option -----------------------------------------------------------------------
@pytest.mark.parametrize("side", ["a", "b"])
def test_every_tile_shows_the_chosen_side(side):
    state = new_state({"players": 3, "buildings": side}, seed=2)
    for seat in state.seats:
        assert seat.buildings == tuple(f"{n}{side}" for n in data.BUILDING_NUMBERS)


def test_random_sides_are_the_same_for_every_player_and_vary_by_seed():
    deals = [new_state({"players": 4, "buildings": "random"}, seed=s) for s in range(8)]
    for state in deals:
        assert len({seat.buildings for seat in state.seats}) == 1
        assert sorted(data.building_number(b) for b in state.seats[0].buildings) == \
            list(data.BUILDING_NUMBERS)
    sides = {b[-1] for state in deals for b in state.seats[0].buildings}
    assert sides == {"a", "b"}
    assert len({state.seats[0].buildings for state in deals}) > 1


def test_an_unknown_side_is_refused():
    with pytest.raises(SetupError):
        new_state({"players": 2, "buildings": "c"})


def test_both_sides_are_in_the_data_with_the_same_numbers():
    numbers = {data.building_number(b): set() for b in data.BUILDINGS}
    for ident in data.BUILDINGS:
        numbers[data.building_number(ident)].add(ident[-1])
    assert all(sides == {"a", "b"} for sides in numbers.values())
    assert len(numbers) == 12


# -- 1b -----------------------------------------------------------------------------------
def test_1b_trades_an_objective_card_for_two_certificates():
    state = mine("1b", hand=(*HAND, "g-4hh"))
    after = state.apply("trade g-4hh")
    assert after.me.certs == 2 and "g-4hh" in after.me.discard
    refused(state, "trade CR", R.LOCAL)


def test_1b_moves_the_engine_one_space_back_for_three_dollars():
    state = mine("1b", engine="5", money=0)
    after = state.apply("back 4")
    assert after.me.engine == "4" and after.me.money == 3
    turnout = mine("1b", engine="5", money=5).apply("back s1")
    assert turnout.me.engine == "s1" and turnout.phase == "station"
    refused(state, "back 3", R.BACKWARDS)
    refused(mine("1b"), "back 0", R.BACKWARDS)


# -- 2b -----------------------------------------------------------------------------------
def test_2b_sells_a_criollo_and_trades_a_pineywoods_for_two_engine_spaces():
    state = mine("2b", money=0)
    assert state.apply("sell CR").me.money == 2
    after = state.apply("trade PW")
    assert after.phase == "bonus" and after.bonus == "engine:2"
    refused(after, "train 3", R.B_SIDES)
    assert after.apply("train 2").me.engine == "2"
    assert after.apply("skip").phase == "act"


# -- 3b, 4b -------------------------------------------------------------------------------
def test_3b_allows_a_double_auxiliary_action_and_a_step():
    state = mine("3b", money=0, discs=("coin2",))
    assert state.apply("aux coin 2").me.money == 2
    assert state.apply("move C").me.herder == "C"


def test_4b_draws_up_to_one_card_per_cowboy_then_discards_as_many():
    state = mine("4b", workers=(2, 1, 1))
    after = state.apply("draw 2")
    assert len(after.me.hand) == 6 and after.phase == "discard" and after.pending == 2
    back = after.apply(f"discard {after.me.hand[0]}").apply(f"discard {after.me.hand[1]}")
    assert back.phase == "act" and len(back.me.hand) == 4
    refused(state, "draw 3", R.B_SIDES)


# -- 5b -----------------------------------------------------------------------------------
def test_5b_trades_a_galloway_for_certificates_and_pays_per_engineer():
    state = mine("5b", money=0, workers=(1, 1, 3))
    assert state.apply("trade GA").me.certs == 2
    refused(state, "trade SG", R.LOCAL)
    assert state.apply("gain engineers").me.money == 3 * data.INCOME_ACTIONS["engineers"]


# -- 6b -----------------------------------------------------------------------------------
def test_6b_lends_the_actions_of_a_neighbouring_building():
    state = at("b2", hand=HAND, money=0, tiles={"b2": "P:0:6b", "b1": "P:1:2a"})
    after = state.apply("use b1")
    assert after.using == "b1"
    assert after.apply("sell SG").me.money == 4
    refused(after, "aux coin", R.AUX_INSTEAD)
    refused(state, "use c1", R.ADJACENT)
    refused(at("b2", tiles={"b2": "P:0:6b"}), "use b1", R.ADJACENT)
    done = after.apply("sell SG").apply("done")
    assert done.using == ""


def test_6b_does_not_lend_another_6b():
    state = at("b2", tiles={"b2": "P:0:6b", "b3": "P:1:6b"})
    refused(state, "use b3", R.ADJACENT)


# -- 7b, 10b, 11b ------------------------------------------------------------------------
def test_7b_moves_the_engine_one_space_per_building_in_the_woods():
    woods = [s for s in data.building_spaces() if data.TRAIL[s].woods]
    state = at(woods[0], tiles={woods[0]: "P:0:7b", woods[1]: "P:0:1a"})
    assert state.apply("train 2").me.engine == "2"
    refused(state, "train 3", R.TRAIN)
    plain = next(s for s in data.building_spaces() if not data.TRAIL[s].woods)
    refused(at(plain, tiles={plain: "P:0:7b"}), "train 1", R.B_SIDES)


def test_10b_pays_four_dollars_and_moves_engine_and_herder():
    state = mine("10b", money=0)
    assert state.apply("gain 4").me.money == 4
    assert state.apply("train 4").me.engine == "4"
    assert state.apply("move C D").me.herder == "D"


def test_11b_moves_the_engine_one_space_per_hazard_held():
    state = mine("11b", hazards=("flood:2:green",))
    assert state.apply("train 1").me.engine == "1"
    refused(state, "train 2", R.TRAIN)


# -- 8b -----------------------------------------------------------------------------------
def test_8b_pays_six_for_any_cattle_card_then_offers_an_objective_card_to_the_hand():
    state = mine("8b", money=0)
    after = state.apply("trade CR")
    assert after.me.money == 6 and after.phase == "bonus"
    card = after.objective_display[0]
    took = after.apply(f"objective {card}")
    assert card in took.me.hand and took.phase == "act"
    assert card not in took.objective_display and len(took.objective_display) == 4
    assert after.apply("skip").phase == "act"


# -- 9b -----------------------------------------------------------------------------------
def test_9b_upgrades_a_station_behind_the_engine():
    state = mine("9b", engine="12", money=10)
    first = data.STATIONS[0]
    after = state.apply("upgrade cert1 1")
    assert first.number in after.me.stations and after.me.money == 10 - first.cost
    refused(state, "upgrade cert1 5", R.BEHIND)
    refused(replace(state, seats=(replace(state.me, stations=(1,)), state.seats[1])),
            "upgrade cert1 1", R.BEHIND)
    refused(mine("9b", engine="12", money=0), "upgrade cert1 1", R.BEHIND)


# -- 12b ----------------------------------------------------------------------------------
def test_12b_pays_per_station_and_gives_an_exchange_token():
    state = mine("12b", money=0, stations=(1, 2), discs=("cert1", "cert2"))
    assert state.apply("gain stations").me.money == 2 * data.INCOME_ACTIONS["stations"]
    after = state.apply("gain exchange")
    assert after.me.exchange == state.me.exchange + 1
    both = after.apply("gain stations")
    assert both.me.money == 4
    refused(both, "gain exchange", R.ONCE)


# -- 9a: the extra delivery ---------------------------------------------------------------
def test_9a_moves_the_engine_back_and_delivers_up_to_the_spaces_gone_back():
    state = mine("9a", engine="9", money=0)
    after = state.apply("deliver st-louis cert1 5")
    assert after.me.engine == "5" and "st-louis" in after.me.deliveries
    assert after.me.money == 0 and after.phase == "act"
    refused(state, "deliver bloomington cert1 5", R.EXTRA)
    refused(state, "deliver fulton cert1 10", R.EXTRA)
    refused(mine("9a"), "deliver kansas-city cert1 0", R.EXTRA)


def test_9a_counts_numbered_spaces_only_and_skips_held_ones():
    assert board.spaces_back("9", "s1", set()) == 4
    assert board.spaces_back("9", "5", {"7"}) == 3


def test_9a_arrow_objective_is_taken_then_phase_b_goes_on():
    state = mine("9a", engine="9", deliveries=("fulton",))
    after = state.apply("deliver st-louis cert1 5")
    assert after.phase == "objective"
    card = after.objective_display[0]
    back = after.apply(f"objective {card}")
    assert back.phase == "act" and card in back.me.discard and back.current == 0


# -- bounties and the engine going back ---------------------------------------------------
def test_a_bounty_on_the_exchange_space_pays_a_token_not_dollars():
    (space,) = data.BOUNTY_EXCHANGE
    state = at("D", money=0, tiles={space: "O:green", "outlaw1": "O:orange"})
    token = state.apply(f"bounty {space}")
    assert token.me.exchange == state.me.exchange + 1 and token.me.money == 0
    cash = state.apply("bounty outlaw1")
    assert cash.me.money == data.BOUNTY["outlaw1"] and cash.me.exchange == state.me.exchange


def test_an_engine_moved_back_may_stop_on_a_turnout_and_upgrade_there():
    assert board.back_targets("5", set(), 1) == ("4", "s1")
    assert board.back_targets("6", {"5"}, 1) == ("4", "s1")
    state = at("A", engine="5", money=5, discs=("cert1",))
    after = state.apply("aux cert s1")
    assert after.me.engine == "s1" and after.phase == "station"
    upgraded = after.apply("upgrade cert2")
    assert 1 in upgraded.me.stations and upgraded.phase == "act"
    assert state.apply("aux cert").me.engine == "4"
    refused(state, "aux cert s2", R.BACKWARDS)



def test_the_calculator_refuses_both_sides_of_one_tile():
    one_side = {"players": [{"buildings": ["4a", "5b"]}, {}]}
    assert calculator.score(one_side).total >= data.BUILDINGS["4a"].points
    with pytest.raises(SetupError) as caught:
        calculator.score({"players": [{"buildings": ["4a", "4b"]}, {}]})
    assert caught.value.rule == R.SIDES


# -- exchange tokens in the middle of a step ------------------------------------------
def test_an_exchange_token_in_kansas_city_comes_back_to_the_same_step():
    state = replace(at("KC", hand=HAND, money=0), phase="foresight", pending=2)
    after = state.apply("exchange 2")
    assert after.phase == "discard" and after.pending == 2 and len(after.me.hand) == 6
    first = after.apply(f"discard {after.me.hand[0]}")
    back = first.apply(f"discard {first.me.hand[0]}")
    assert (back.phase, back.pending, back.paused) == ("foresight", 2, "")
    assert len(back.me.hand) == 4 and back.me.exchange == state.me.exchange - 1
    income = replace(state, phase="income", pending=0).apply("exchange 1")
    done = income.apply(f"discard {income.me.hand[0]}")
    assert done.phase == "income"


# -- exchange tokens on another player's turn ------------------------------------------
def test_another_players_token_pauses_the_turn_at_its_step_and_gives_it_back():
    state = replace(at("KC", players=3, hand=HAND, money=0), phase="foresight", pending=2)
    other = state.seats[2]
    after = state.apply("exchange 2 player 3")
    assert (after.phase, after.to_move, after.pending) == ("discard", 2, 2)
    assert len(after.seats[2].hand) == len(other.hand) + 2
    assert after.seats[2].exchange == other.exchange - 1 and after.seats[0] == state.seats[0]
    first = after.apply(f"discard {after.seats[2].hand[0]}")
    back = first.apply(f"discard {first.seats[2].hand[0]}")
    assert (back.phase, back.pending, back.to_move, back.paused) == ("foresight", 2, 0, "")
    assert len(back.seats[2].hand) == len(other.hand)
    said, rules = trace(state, Move.parse("exchange 2 player 3"), after)
    assert "player 3" in said and rules == (R.EXCHANGE,)


def test_another_players_token_is_theirs_alone_and_listed_for_them():
    from gwt_positions import fresh
    state = fresh(3)
    legal = {str(m) for m in state.legal_moves()}
    assert {"exchange 1 player 2", "exchange 2 player 3"} <= legal
    assert "exchange 1 player 1" not in legal
    with pytest.raises(IllegalMove) as caught:
        state.apply("exchange 1 player 2", player=0)
    assert caught.value.rule == R.EXCHANGE
    assert state.apply("exchange 1 player 2", player=1).to_move == 1
    refused(state, "exchange 1 player 1", R.EXCHANGE)
    refused(state, "exchange 1 player 4", R.EXCHANGE)
    refused(state, "exchange 3 player 2", R.EXCHANGE)
    spent = state.with_seat(replace(state.seats[1], exchange=0), 1)
    refused(spent, "exchange 1 player 2", R.EXCHANGE)
    assert not any("player 2" in str(m) for m in spent.legal_moves())


def test_no_other_token_while_drawn_cards_are_discarded_and_bots_never_spend_one():
    drawing = at("A", hand=HAND).apply("exchange 1")
    refused(drawing, "exchange 1 player 2", R.EXCHANGE)
    assert not any("player" in str(m) for m in drawing.legal_moves())
    state = at("A", hand=HAND)
    assert any("player 2" in str(m) for m in state.legal_moves())
    for name, bot in BOTS.items():
        for seed in range(4):
            assert "player" not in str(bot(state, Rng(seed))), name


def test_an_exchange_token_is_refused_while_discarding_and_on_the_first_turn():
    from gwt_positions import fresh
    refused(fresh(2), "exchange 1", R.EXCHANGE)
    drawing = at("A", hand=HAND).apply("exchange 1")
    refused(drawing, "exchange 1", R.EXCHANGE)


def test_the_outlaw_section_fills_from_the_exchange_token_space():
    from rulebooks.greatwesterntrail import kansas
    tiles: dict[str, str] = {}
    order = []
    for _ in data.OUTLAW_SPACES:
        space = kansas.free_space_for("green", tiles)
        order.append(space)
        tiles[space] = "O:green"
    assert order[0] in data.BOUNTY_EXCHANGE
    assert [data.BOUNTY[s] for s in order] == sorted(data.BOUNTY[s] for s in order)
    assert all(not data.TRAIL[s].next for s in order[:3])
    assert kansas.free_space_for("green", tiles) is None
