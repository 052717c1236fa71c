"""Objective cards: the deck and display, taking one, playing one with its action, and the
end-of-game choice (rules.md, *Objective cards* and greatwesterntrail.scoring.objectives)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest
from gwt_positions import at, fresh, moving, refused

from rulebooks.greatwesterntrail import data, objectives, scoring
from rulebooks.greatwesterntrail import rules_ids as R
from rulebooks.greatwesterntrail.game import new_state
from rulebooks.greatwesterntrail.hidden import view
from rulebooks.greatwesterntrail.seats import fresh_seat

PLAYERS = range(data.PLAYERS["min"], data.PLAYERS["max"] + 1)


def holding(state, *cards, phase=None):
    """Player 1 holding ``cards`` first in hand (the deal's cards make up the rest), the
    display and stack without them."""
    me = state.seats[0]
    hand = (*cards, *me.hand[:max(0, 4 - len(cards))])
    stack = list(state.objective_stack)
    display = list(state.objective_display)
    for card in cards:
        (display if card in display else stack).remove(card)
    state = replace(state, objective_display=tuple(display), objective_stack=tuple(stack))
    rest = me.hand[len(hand) - len(cards):]
    state = state.with_seat(replace(me, hand=hand, deck=(*me.deck, *rest)), 0)
    return replace(state, phase=phase or state.phase)


# -- set-up ------------------------------------------------------------------------
@pytest.mark.parametrize("players", PLAYERS)
def test_setup_deals_one_starting_card_each_and_shows_the_display(players):
    state = fresh(players)
    starts = [card for seat in state.seats for card in seat.objectives]
    assert len(starts) == players == len(set(starts))
    assert all(data.OBJECTIVES[c].start for c in starts)
    assert len(state.objective_display) == data.OBJECTIVE_DISPLAY
    assert Counter((*state.objective_display, *state.objective_stack)) == Counter(
        data.OBJECTIVE_DECK)


def test_the_stack_is_hidden_and_the_display_shown():
    state = fresh(3)
    seen = view(state, 1)
    assert seen["objective_stack"] == len(state.objective_stack)
    assert seen["objective_display"] == list(state.objective_display)


# -- taking a card ----------------------------------------------------------------------
def test_c_gives_a_display_card_to_the_discard_pile_and_refills_the_display():
    state = at("C")
    card, top = state.objective_display[0], state.objective_stack[-1]
    after = state.apply(f"objective {card}")
    assert after.seats[0].discard[-1] == card
    assert top in after.objective_display and card not in after.objective_display
    assert len(after.objective_stack) == len(state.objective_stack) - 1


def test_the_stack_top_can_be_taken_blind():
    state = at("C")
    after = state.apply("objective stack")
    assert after.seats[0].discard[-1] == state.objective_stack[-1]
    assert after.objective_display == state.objective_display


def test_certificate_and_objective_are_one_choice():
    state = at("C").apply("objective stack")
    refused(state, "cert", R.ONCE)


def test_only_c_offers_an_objective_card():
    refused(at("A"), "objective stack", R.LOCAL)


def test_a_card_not_on_display_is_refused():
    state = at("C")
    missing = next(c for c in data.OBJECTIVES if c not in state.objective_display)
    refused(state, f"objective {missing}", R.OBJECTIVE_TAKE)


def test_delivery_completing_an_arrow_owes_a_card_before_the_turn_ends():
    state = replace(at("KC", deliveries=("fulton",), money=9, hand=()), phase="deliver",
                    kc_value=4)
    after = state.apply("deliver st-louis cert1")
    assert after.phase == "objective" and after.current == 0
    refused(after, "done", R.TURN)
    card = after.objective_display[0]
    done = after.apply(f"objective {card}")
    assert done.current == 1 and card in done.seats[0].herd()


def test_no_card_is_owed_once_display_and_stack_are_empty():
    state = replace(at("KC", deliveries=("fulton",), money=9, hand=()), phase="deliver",
                    kc_value=4, objective_display=(), objective_stack=())
    assert state.apply("deliver st-louis cert1").current == 1


# -- playing a card ---------------------------------------------------------------------
def test_a_dollar_card_pays_at_once_and_joins_the_objective_area():
    state = holding(moving("A", money=0), "g-4hh")
    after = state.apply("play g-4hh")
    assert after.seats[0].money == 2 and after.phase == "move"
    assert after.seats[0].objectives[-1] == "g-4hh" and "g-4hh" not in after.seats[0].hand


def test_cards_are_not_played_in_kansas_city_nor_out_of_turn():
    state = replace(holding(at("KC"), "g-4hh"), phase="income")
    refused(state, "play g-4hh", R.OBJECTIVE_PLAY)
    refused(holding(at("A"), "g-4hh"), "play d-5h", R.OBJECTIVE_PLAY)


def test_an_objective_card_is_not_cattle():
    state = holding(at("E"), "g-4hh")
    refused(state, "sell g-4hh", R.SELL)
    assert "sell g-4hh" not in {str(m) for m in state.legal_moves()}


def test_engine_action_moves_up_to_its_spaces_then_phase_b_goes_on():
    state = holding(at("A", workers=(1, 1, 1)), "e-bohh")
    after = state.apply("play e-bohh")
    assert after.phase == "bonus"
    refused(after, "train 4", R.OBJECTIVE_ACTIONS)
    moved = after.apply("train 3")
    assert moved.seats[0].engine == "3" and moved.phase == "act" and moved.used == ()


def test_the_action_may_be_forfeited():
    state = holding(at("A"), "e-345").apply("play e-345")
    after = state.apply("skip")
    assert after.phase == "act" and after.seats[0].engine == "0"


def test_draw_action_draws_then_discards_as_many():
    state = holding(at("A"), "d-5h").apply("play d-5h")
    refused(state, "draw 4", R.OBJECTIVE_ACTIONS)
    drawn = state.apply("draw 2")
    assert drawn.phase == "discard" and len(drawn.seats[0].hand) == len(state.seats[0].hand) + 2
    card = drawn.seats[0].hand[0]
    back = drawn.apply(f"discard {card}").apply(f"discard {drawn.seats[0].hand[1]}")
    assert back.phase == "act" and len(back.seats[0].hand) == len(state.seats[0].hand)


def test_aux_action_leaves_the_location_actions_unused():
    state = holding(at("A", discs=("coin2",), money=0), "a-n").apply("play a-n")
    after = state.apply("aux coin 2")
    assert after.seats[0].money == 2 and after.phase == "act" and after.used == ()
    assert after.apply("aux draw").phase == "discard"  # the single auxiliary action is still free


def test_herder_move_before_phase_a_pays_no_fee_then_moves_as_usual():
    tiles = {"flood1": "H:flood:2:green"}
    state = holding(moving("A", tiles=tiles, money=5), "m-bbhh").apply("play m-bbhh")
    after = state.apply("move flood1 B")
    assert after.seats[0].money == 5 and after.seats[0].herder == "B"
    assert after.phase == "move" and after.current == 0


def test_herder_move_never_enters_kansas_city():
    state = holding(at("G"), "m-345").apply("play m-345")
    refused(state, "move KC", R.OBJECTIVE_ACTIONS)


# -- scoring ----------------------------------------------------------------------------
def seat(**changes):
    return replace(fresh_seat(0, (), ()), **changes)


def test_each_thing_meets_one_task_only():
    two = seat(hazards=("flood:2:green",), objectives=("g-ssh", "d-5h"),
               stations=(1, 2), deck=("HE5",))
    choice = objectives.best(two, buildings=0)
    # one hazard for two cards that each need one: one card fails
    assert len(choice.met) == 1 and len(choice.failed) == 1


def test_played_cards_must_score_herd_cards_may_be_left_out():
    played = objectives.best(seat(objectives=("e-345",)), buildings=0)
    held = objectives.best(seat(deck=("e-345",)), buildings=0)
    assert played.points == -data.OBJECTIVES["e-345"].penalty
    assert held.points == 0 and held.left_out == ("e-345",)


def test_the_choice_is_the_best_one():
    # one hazard: meeting d-5h (with a Hereford) beats meeting the starting s-bbh
    one = seat(hazards=("flood:2:green",), objectives=("s-bbh", "d-5h"), deck=("HE5",))
    choice = objectives.best(one, buildings=2)
    expected = max(data.OBJECTIVES["s-bbh"].points - data.OBJECTIVES["d-5h"].penalty,
                   data.OBJECTIVES["d-5h"].points - data.OBJECTIVES["s-bbh"].penalty)
    assert choice.points == expected


@pytest.mark.parametrize("card", ["e-345", "m-345"])
def test_the_objective_station_master_can_make_a_failed_card_worth_adding(card):
    master = data.MASTERS["objectives"]
    # no value-3, 4 or 5 cattle: the card fails; with the starting card, it makes a pair
    without = objectives.best(seat(deck=(card,), objectives=("s-34b",)), buildings=0)
    holder = seat(deck=(card,), objectives=("s-34b",), masters=("objectives",))
    with_master = objectives.best(holder, buildings=0)
    assert without.left_out == (card,)
    worth = master.points - data.OBJECTIVES[card].penalty
    assert (card in with_master.failed) == (worth > 0)
    rows = scoring.seat_figures(holder, [])
    assert rows["masters"] == with_master.area // master.per * master.points
    assert rows["objectives"] == with_master.points


def test_a_finished_game_scores_its_objective_cards():
    state = fresh(2)
    me = replace(state.seats[0], objectives=("s-bbh",), hazards=("flood:3:green",))
    state = state.with_seat(me, 0).with_tiles({"a1": "P:0:1a", "a2": "P:0:2a"})
    assert scoring.figures(state, 0)["objectives"] == data.OBJECTIVES["s-bbh"].points


# -- worker spaces and the station master's one-off actions ----------------------------
def hiring(kind, workers, money=30, **seat):
    """Player 1 at A with ``workers``, a worker of ``kind`` (and one of each other kind)
    for hire in row 1."""
    state = at("A", workers=workers, money=money, **seat)
    jobs = ((kind, "builder" if kind != "builder" else "cowboy"), ("engineer",),
            *((),) * (len(data.ROW_COSTS) - 2))
    return replace(state, jobs=jobs, job_row=1)


@pytest.mark.parametrize("kind, count", [(k, n) for k, spaces in data.WORKER_SPACES.items()
                                         for n in spaces])
def test_each_worker_space_offers_its_action_once(kind, count):
    before = [1, 1, 1]
    before[list(data.WORKER_SPACES).index(kind)] = count - 1
    state = hiring(kind, tuple(before)).apply(f"hire {kind} 1")
    assert state.phase == "bonus" and state.bonus == data.WORKER_SPACES[kind][count]
    after = state.apply("skip")
    assert after.phase == "act" and after.bonus == ""
    assert after.seats[0] == state.seats[0]


def test_a_space_without_an_action_offers_nothing():
    state = hiring("cowboy", (1, 1, 1)).apply("hire cowboy 1")
    assert state.phase == "act"


def test_builder_space_builds_for_one_dollar_per_builder():
    per = int(data.WORKER_SPACES["builder"][4].split(":")[1])
    state = hiring("builder", (1, 3, 1)).apply("hire builder 1")
    money = state.seats[0].money
    after = state.apply("build 4a b1")
    assert money - after.seats[0].money == data.BUILDINGS["4a"].builders * per
    assert after.tile_map()["b1"] == "P:0:4a" and after.phase == "act"


def test_engineer_space_hires_cheaper_and_the_new_space_offers_its_own():
    state = hiring("engineer", (1, 1, 3)).apply("hire engineer 1")
    assert state.bonus.startswith("hire:")
    state = replace(state, jobs=(("cowboy", "engineer"), *state.jobs[1:]))
    money = state.seats[0].money
    after = state.apply("hire engineer 1")
    cheaper = int(state.bonus.split(":")[1])
    assert money - after.seats[0].money == max(0, data.ROW_COSTS[0] + cheaper)
    assert after.phase == "bonus" and after.bonus == data.WORKER_SPACES["engineer"][5]


def test_engineer_trade_gives_certificates_for_a_criollo_only():
    state = hiring("engineer", (1, 1, 1), hand=("CR", "SG", "PW", "GA")).apply(
        "hire engineer 1")
    refused(state, "trade SG", R.WORKER_SPACES)
    after = state.apply("trade CR")
    assert after.seats[0].certs == 1 and "CR" not in after.seats[0].hand


def test_a_local_action_is_not_taken_while_a_one_off_action_waits():
    state = hiring("engineer", (1, 1, 1)).apply("hire engineer 1")
    refused(state, "hire builder 1", R.WORKER_SPACES)


# -- the private buildings' own actions ----------------------------------------------------
def test_risk_action_belongs_to_the_owner_of_the_building_on_the_space_only():
    tiles = {"fr1": "P:0:1a"}
    state = at("fr1", tiles=tiles, hand=("SG", "CR", "PW", "GA"))
    risk = data.TRAIL["fr1"].risk
    assert risk in state.local_actions()
    after = state.apply("trade SG")
    assert after.seats[0].certs == int(risk.split(":")[2])
    woods = data.INCOME_ACTIONS["woods"] * data.TRAIL["fr1"].woods  # 1a's own action too
    assert state.apply("gain").seats[0].money == state.seats[0].money + woods
    other = at("fr1", tiles={"fr1": "P:1:1a"}, hand=("SG", "CR", "PW", "GA"))
    refused(other, "trade SG", R.ELSEWHERE)


def test_woods_income_counts_only_buildings_in_the_woods():
    woods = [s for s in data.building_spaces() if data.TRAIL[s].woods]
    plain = [s for s in data.building_spaces() if not data.TRAIL[s].woods]
    tiles = {woods[0]: "P:0:1a", woods[1]: "P:0:2a", plain[0]: "P:0:3a"}
    state = at(woods[0], tiles=tiles, money=0)
    assert state.apply("gain").seats[0].money == 2 * data.INCOME_ACTIONS["woods"]


def test_herder_action_uses_the_new_location_and_may_reach_kansas_city():
    state = at("g1", tiles={"g1": "P:0:3a"})
    after = state.apply("move KC")
    assert after.phase == "foresight" and after.seats[0].herder == "KC"
    again = at("a1", tiles={"a1": "P:0:4a"})
    refused(again, "move B C D", R.HERDER)
    moved = again.apply("move B C")
    assert moved.phase == "act" and moved.used == () and moved.seats[0].herder == "C"


def test_moving_in_phase_b_needs_a_building_that_allows_it():
    refused(at("A"), "move B", R.LOCAL)


def test_exchange_token_draws_then_discards_and_is_spent():
    state = moving("A")
    after = state.apply("exchange 1")
    assert after.phase == "discard" and after.seats[0].exchange == state.seats[0].exchange - 1
    card = after.seats[0].hand[0]
    back = after.apply(f"discard {card}")
    assert back.phase == "move" and len(back.seats[0].hand) == len(state.seats[0].hand)
    none = state.with_seat(replace(state.seats[0], exchange=0), 0)
    refused(none, "exchange 1", R.EXCHANGE)
    refused(state, f"exchange {data.PLAYERS['exchange_draw'] + 1}", R.EXCHANGE)
    # while the drawn cards are being discarded, no other token (the rule changed: Kansas
    # City's steps take one now, see test_gwt_buildings)
    refused(after, "exchange 1", R.EXCHANGE)


# -- the Simmental variant ---------------------------------------------------------------
def simmental(players=2):
    return new_state({"players": players, "simmental": True}, 1)


@pytest.mark.parametrize("players", PLAYERS)
def test_simmental_calves_join_the_market_stack_and_the_market_grows(players):
    state = simmental(players)
    calf = data.SIMMENTAL[0]
    assert len(state.market) == data.market_size(players, True)
    assert (*state.market, *state.market_stack).count(calf) == data.cattle(calf).copies


def test_one_simmental_counts_towards_the_breeding_value():
    from rulebooks.greatwesterntrail.kansas import breeding_value

    two = breeding_value(("SM1", "SM2"))
    assert two == max(data.cattle("SM1").value, data.cattle("SM2").value)


def test_a_calf_is_bought_with_its_own_lots():
    state = replace(at("E", workers=(2, 1, 1), money=20), rules=simmental().rules,
                    market=(data.SIMMENTAL[0],))
    state = replace(state, market_stack=tuple(c for c in simmental().market_stack
                                              if c != data.SIMMENTAL[0]))
    for value, _, cowboys, dollars in data.SIMMENTAL_BUYS:
        after = state.apply(f"buy {data.SIMMENTAL[0]} {cowboys}")
        assert state.seats[0].money - after.seats[0].money == dollars
        assert value == data.cattle(data.SIMMENTAL[0]).value


def test_upgrading_leaves_the_income_as_it_was():
    state = replace(at("KC", hand=("SM1", "SM2", "CR", "SG"), money=0),
                    rules=simmental().rules, phase="income")
    state = replace(state, market_stack=(), market=())
    paid = state.apply("income 0")
    assert paid.phase == "simmental"
    after = paid.apply("breed SM1").apply("breed SM2")
    assert after.phase == "deliver" and after.seats[0].money == paid.seats[0].money
    assert {"SM2", "SM3"} <= set(after.seats[0].discard)
    assert "SM1" not in after.seats[0].herd()


def test_simmental_cards_without_the_option_are_refused():
    from rulebooks.core.errors import SetupError

    state = at("A", hand=("SM1", "CR", "SG", "PW"))
    with pytest.raises(SetupError):
        type(state).from_json(state.to_json())
