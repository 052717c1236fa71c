"""Scripted scenarios, one group per rule of rulebooks/greatwesterntrail/rules.md."""

from __future__ import annotations

import re
import tomllib
from dataclasses import replace
from importlib import resources

import pytest
from gwt_positions import at, clear_trail, fresh, moving, refused

from rulebooks.core.registry import games
from rulebooks.greatwesterntrail import board, data, kansas
from rulebooks.greatwesterntrail import rules_ids as R
from rulebooks.greatwesterntrail.seats import Seat

PLAYERS = range(data.PLAYERS["min"], data.PLAYERS["max"] + 1)


# -- set-up ------------------------------------------------------------------------
@pytest.mark.parametrize("players", PLAYERS)
def test_setup_deals_money_and_cards_by_seat(players):
    state = fresh(players)
    for p, seat in enumerate(state.seats):
        assert seat.money == data.PLAYERS["start_dollars"][p]
        assert len(seat.hand) == data.PLAYERS["start_cards"][p]
        assert sorted(seat.herd()) == sorted(c.code for c in data.START_DECK)
    assert len(state.market) == data.market_size(players)
    placed = sum(len(row) for row in state.jobs)
    assert placed == state.job_row * players + len(state.jobs[state.job_row])
    assert len(state.jobs[state.job_row]) < players


def test_setup_tiles_are_in_their_sections():
    state = fresh(4)
    on_trail = [t for _, t in state.tiles if t[0] in "HO"]
    assert len(on_trail) == data.data()["bags"]["setup_from_bag1"]
    for space, tile in state.tiles:
        if tile.startswith("H:"):
            assert space.startswith(tile.split(":")[1])
        if tile.startswith("O:"):
            assert space in data.OUTLAW_SPACES


def test_every_branch_of_the_trail_reaches_kansas_city():
    def ends(space):
        return {space.id} if not space.next else set().union(*(ends(n) for n in space.next))
    assert ends(data.TRAIL["A"]) == {"KC"}


# -- the first turn ----------------------------------------------------------------------
def test_first_turn_trims_the_hand_then_starts_on_a_neutral_building():
    state = fresh(2).apply("start C")
    state = state.apply("done")
    assert state.current == 1 and state.phase == "trim"
    refused(state, "start A", R.START)
    extra = state.seats[1].hand[0]
    state = state.apply(f"discard {extra}")
    assert state.phase == "start" and len(state.seats[1].hand) == data.PLAYERS["hand_limit"]
    refused(state, "start a1", R.START)
    assert state.apply("start G").seats[1].herder == "G"


# -- moving ------------------------------------------------------------------------------
def test_move_needs_a_step_and_respects_the_limit():
    state = clear_trail(moving("A"))
    limit = state.me.step_limit(2)
    refused(state, "move", R.STEPS)
    far = " ".join(data.NEUTRAL_SPACES[1:limit + 2])
    refused(state, f"move {far}", R.STEPS)
    assert state.apply("move B C").me.herder == "C"


def test_move_goes_forward_only_and_names_every_location():
    state = clear_trail(moving("C"))
    refused(state, "move B", R.FORWARD)
    refused(state, "move D F", R.FORWARD)     # every way from D to F passes E
    assert state.apply("move D E").me.herder == "E"


def test_kansas_city_ends_the_move():
    state = clear_trail(moving("G"))
    after = state.apply("move KC")
    assert after.me.herder == "KC" and after.phase in ("foresight", "income")
    assert not any(p[0] == "KC" and len(p) > 1 for p in
                   board.herder_paths("G", state.tile_map(), 4))


def test_fees_go_to_the_bank_or_the_owner_and_are_paid_as_far_as_possible():
    hand = data.BUILDINGS["4a"].hand
    fee = data.fee(hand, 2)
    state = moving("A", tiles={"a1": "P:1:4a"})
    state = state.with_seat(replace(state.me, money=fee + 1))
    after = state.apply("move a1 B")
    assert after.me.money == 1 and after.seats[1].money == state.seats[1].money + fee
    poor = state.with_seat(replace(state.me, money=fee - 1))
    after = poor.apply("move a1 B")
    assert after.me.money == 0 and after.seats[1].money == state.seats[1].money + fee - 1
    hazard = moving("A", tiles={"flood1": "H:flood:2:green"})
    after = hazard.apply("move flood1 B")
    assert after.me.money == hazard.me.money - data.fee("green", 2)
    assert after.seats[1].money == hazard.seats[1].money


# -- phase B -------------------------------------------------------------------------------
def test_each_local_action_once_and_the_aux_instead():
    state = at("A", hand=("SG", "SG", "CR", "CR"))
    after = state.apply("sell SG")
    assert after.me.money == state.me.money + 2
    refused(after, "sell SG", R.ONCE)
    refused(after, "aux coin", R.AUX_INSTEAD)
    instead = state.apply("aux coin")
    refused(instead, "sell SG", R.AUX_INSTEAD)
    refused(state, "sell CR", R.LOCAL)


def test_other_locations_allow_only_a_single_aux():
    state = at("a1", tiles={"a1": "P:1:2a"}, hand=("SG",))
    refused(state, "sell SG", R.ELSEWHERE)
    assert state.apply("aux coin").me.money == state.me.money + 1


def test_pair_needs_one_breed():
    state = at("F", hand=("CR", "CR", "SG", "PW"))
    refused(state, "sell SG PW", R.PAIR)
    assert state.apply("sell CR CR").me.money == state.me.money + 4


def test_hire_from_a_row_above_the_token_at_its_cost():
    state = at("A", money=20)
    kind = state.jobs[0][0]
    after = state.apply(f"hire {kind} 1")
    assert after.me.money == 20 - data.ROW_COSTS[0]
    assert after.me.workers[data.WORKERS.index(kind)] == 2
    token_row = state.job_row + 1
    refused(state, f"hire {kind} {token_row}", R.HIRE)
    second = after.apply(f"hire {state.jobs[0][1]} 1")       # the +2 hire action
    assert second.me.money == after.me.money - data.ROW_COSTS[0] - 2


def test_build_pays_per_builder_and_replace_pays_the_difference():
    state = at("B", money=30, workers=(1, 2, 1))
    after = state.apply("build 1a b1")
    assert after.tile_map()["b1"] == "P:0:1a" and after.me.money == 28
    refused(state, "build 5a b1", R.BUILD)                    # needs 3 builders
    later = replace(after, used=())
    again = later.apply("build 5a b1")
    assert again.tile_map()["b1"] == "P:0:5a"
    assert again.me.money == 28 - 2 * (data.BUILDINGS["5a"].builders - 1)
    refused(replace(again, used=()), "build 2a b1", R.REPLACE)


def test_replacing_the_building_underfoot_leaves_none_of_its_actions_for_this_stop():
    state = replace(at("b2", money=30, workers=(1, 3, 1), tiles={"b2": "P:0:6a"}),
                    jobs=(("builder", "cowboy"), ("engineer",), *((),) * 10), job_row=1)
    hired = state.apply("hire builder 1")
    assert hired.phase == "bonus" and hired.bonus == "build:1"
    swapped = hired.apply("build 8a b2")
    assert swapped.tile_map()["b2"] == "P:0:8a" and swapped.phase == "act"
    refused(swapped, "train 2", R.REPLACE)
    assert {str(m) for m in swapped.legal_moves()
            if not str(m).startswith("exchange")} == {"done"}
    elsewhere = hired.apply("build 1a b1")                    # not underfoot: 6a's rest stays
    assert "train 1" in {str(m) for m in elsewhere.legal_moves()}


def test_certificates_stop_at_the_limit():
    state = at("C", certs=3)
    refused(state, "cert", R.CERT)
    assert at("C").apply("cert").me.certs == 1


def test_engine_skips_occupied_spaces_and_offers_stations():
    state = at("G", workers=(1, 1, 2))
    other = replace(state.seats[1], engine="1")
    state = state.with_seat(other, 1)
    assert state.apply("train 3").me.engine == "3"      # 2 and 3, skipping 1
    refused(state, "train 4", R.TRAIN)
    near = at("G", engine="4")
    stop = near.apply("train s1")
    assert stop.phase == "station"
    up = stop.apply("upgrade certs4")
    assert 1 in up.me.stations and up.me.money == near.me.money - data.STATIONS[0].cost
    assert up.phase in ("master", "act")


def test_light_station_refuses_a_dark_disc():
    stop = at("G", engine="4").apply("train s1")
    refused(stop, "upgrade hand1", R.STATION)


def test_station_master_takes_a_hired_worker():
    stop = at("G", engine="4", workers=(2, 1, 1)).apply("train s1").apply("upgrade cert1")
    assert stop.phase == "master"
    refused(stop, "master builder", R.MASTER)
    after = stop.apply("master cowboy")
    assert after.me.workers == (1, 1, 1) and len(after.me.masters) == 1
    assert after.masters[0] == ""


def test_last_space_sends_the_engine_back_for_dollars():
    state = at("G", engine="37", workers=(1, 1, 3))
    stop = state.apply("train 39")
    assert stop.phase == "station"
    back = stop.apply("skip")
    assert back.phase == "back"
    refused(back, "back 39", R.LAST)
    after = back.apply("back 30")
    assert after.me.engine == "30" and after.me.money == state.me.money + data.BACK_DOLLARS


def test_bounty_and_hazard():
    state = at("D", tiles={"outlaw2": "O:green"})
    after = state.apply("bounty outlaw2")
    assert after.me.money == state.me.money + data.BOUNTY["outlaw2"]
    assert "outlaw2" not in after.tile_map() and after.me.outlaws == ("green",)
    refused(state, "bounty outlaw3", R.BOUNTY)
    hazard = at("F", money=10, tiles={"drought1": "H:drought:4:green"})
    after = hazard.apply("hazard drought1")
    assert after.me.money == 3 and after.me.hazards == ("drought:4:green",)
    refused(at("F", money=6, tiles={"drought1": "H:drought:4:green"}), "hazard drought1",
            R.HAZARD)


def test_cattle_market_lots_and_cowboys():
    state = at("E", money=20, workers=(3, 1, 1))
    state = replace(state, market=("CO", "LH", "LH", "SH3"))
    after = state.apply("buy LH LH 3")
    assert after.me.money == 15 and after.me.discard[-2:] == ("LH", "LH")
    refused(after, "buy CO 1", R.BUY)                          # no cowboy left
    refused(state, "buy SH3 2", R.BUY)                         # no such lot
    one = state.apply("buy CO 2")
    assert one.me.money == 17 and one.apply("restock").market_stack == state.market_stack[:-2]


# -- auxiliary actions ---------------------------------------------------------------------
def test_aux_needs_its_disc_cleared_and_a_double_needs_both():
    state = at("G", engine="5")
    refused(state, "aux cert", R.AUX)
    opened = at("G", engine="5", discs=("cert1",))
    after = opened.apply("aux cert")
    assert after.me.engine == "4" and after.me.certs == 1
    refused(opened, "aux coin 2", R.DOUBLE)
    both = at("G", discs=("coin2",))
    assert both.apply("aux coin 2").me.money == both.me.money + 2
    refused(at("A", discs=("coin2",)), "aux coin 2", R.DOUBLE)   # A offers no aux action


def test_aux_draw_then_discard_and_cull():
    state = at("G")
    drew = state.apply("aux draw")
    assert drew.phase == "discard" and len(drew.me.hand) == len(state.me.hand) + 1
    card = drew.me.hand[0]
    assert drew.apply(f"discard {card}").phase == "act"
    cull = at("G", engine="3", discs=("cull1",), hand=("CR", "SG"))
    after = cull.apply("aux cull CR")
    assert after.me.hand == ("SG",) and after.me.engine == "2"
    refused(at("G", discs=("cull1",), hand=("CR",)), "aux cull CR", R.BACKWARDS)


# -- Kansas City -----------------------------------------------------------------------------
def kansas_city(hand, **seat):
    state = clear_trail(moving("G", hand=hand, **seat))
    state = state.apply("move KC")
    while state.phase == "foresight":
        state = state.apply("foresight 1" if state.is_legal("foresight 1") else "foresight 2")
    return state


def test_income_counts_each_breed_once_plus_certificates():
    state = kansas_city(("CR", "CR", "SG", "HE5"), certs=2)
    value = kansas.breeding_value(state.me.hand)
    assert value == data.cattle("CR").value + data.cattle("SG").value + data.cattle("HE5").value
    refused(state, "income 3", R.INCOME)
    after = state.apply("income 2")
    assert after.kc_value == value + 2 and after.me.money == state.me.money + value + 2
    assert after.me.hand == () and after.phase == "deliver"


def test_delivery_value_repeat_and_disc_corners():
    state = kansas_city(("CR", "SG", "PW", "GA", "HE5"), engine="20").apply("income 0")
    value = state.kc_value
    over = next(c for c in data.CITIES.values() if c.value > value)
    refused(state, f"deliver {over.id} cert1", R.DELIVER)
    light = [c for c in data.CITIES.values() if not c.dark and 0 < c.value <= value][-1]
    refused(state, f"deliver {light.id} hand1", R.DISCS)
    after = state.apply(f"deliver {light.id} cert1")
    assert light.id in after.seats[0].deliveries and after.seats[0].herder == "start"
    again = replace(state, seats=(replace(state.seats[0], deliveries=(light.id,)),
                                  *state.seats[1:]))
    refused(again, f"deliver {light.id} cert2", R.DELIVER)


def test_kansas_city_pays_and_transport_costs_crossings():
    state = kansas_city(("CR", "SG", "PW", "GA"), engine="0").apply("income 0")
    kc = data.CITIES["kansas-city"]
    after = state.apply("deliver kansas-city cert1")
    assert after.seats[0].money == state.me.money + kc.dollars
    far = [c for c in data.CITIES.values() if 0 < c.value <= state.kc_value][-1]
    after = state.apply(f"deliver {far.id} cert1")
    cost = board.crossings_before(far.value)
    assert cost > 0 and after.seats[0].money == state.me.money - cost


def test_arrow_gives_an_exchange_token():
    arrow = next(a for a in data.ARROWS if a.action == "exchange")
    first, second = arrow.cities
    hand = ("CR", "SG", "PW", "GA", "HE5", "SH3")
    state = kansas_city(hand, deliveries=(first,), engine="20").apply("income 0")
    after = state.apply(f"deliver {second} cert1")
    assert after.seats[0].exchange == state.me.exchange + 1


def test_foresight_worker_fills_the_token_row_and_ends_the_game():
    state = clear_trail(moving("G"))
    rows = len(data.ROW_COSTS)
    jobs = (*tuple(("cowboy",) * 2 for _ in range(rows - 1)), ("cowboy",))
    state = replace(state, jobs=jobs, job_row=rows - 1,
                    foresight=("green", "green", "builder", "builder", "orange", "orange"))
    state = state.apply("move KC").apply("foresight 1").apply("foresight 1")
    assert state.job_row == rows and state.me.job_token and state.final == 1
    state = state.apply("foresight 2")
    assert state.phase == "income"
    done = state.apply("income 0").apply("deliver kansas-city cert1")
    assert done.current == 1 and done.phase in ("trim", "start")
    last = replace(done, phase="move",
                   seats=(done.seats[0], replace(done.seats[1], herder="A")))
    last = clear_trail(last).apply("move B").apply("done")
    assert last.phase == "over" and last.outcome() is not None


# -- playouts ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players", PLAYERS)
def test_random_playouts_finish_and_replay(players):
    from rulebooks.core.rng import Rng

    def play(seed):
        state, rng, moves = fresh(players, seed), Rng(seed), []
        while state.outcome() is None:
            move = rng.choice(state.legal_moves())
            moves.append(str(move))
            state = state.apply(move)
        return state, moves

    a, moves = play(3)
    b, again = play(3)
    assert moves == again and a.outcome() == b.outcome()
    assert all(isinstance(seat, Seat) for seat in a.seats)
    assert sum(seat.job_token for seat in a.seats) == 1


# -- the page ------------------------------------------------------------------------
def test_every_rule_but_the_background_has_a_worked_example():
    """Each paragraph a move or a score line follows is shown by at least one example of
    the page; the background paragraphs (coverage.toml says why each is one) need none."""
    game = games()["greatwesterntrail"]
    shown = set(re.findall(r'^rule = "([^"]+)"$', game.rules_text("en"), re.M))
    folder = resources.files("rulebooks.greatwesterntrail")
    background = set(tomllib.loads(folder.joinpath("coverage.toml").read_text())["background"])
    assert sorted(game.rule_ids() - shown - background) == []
