"""A scenario per rule of Tzolk'in: each builds a short position and checks what the
engine does, with every number read from the game's data."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rulebooks.tzolkin import data
from rulebooks.tzolkin.data import GEARS, TEMPLES
from rulebooks.tzolkin.game import TzolkinState, new_state
from rulebooks.tzolkin.scoring import breakdown, monument_points, table_of
from rulebooks.tzolkin.seat import EARNED
from rulebooks.tzolkin.wealth import settled
from tests.refusals import refused_move as refused

from .helpers import game, last_turn, with_seat, with_worker

G = data.game()


def test_placing_costs_the_worker_count_share_plus_the_position():
    state = with_seat(game(), 0, corn=20)
    once = state.apply("place yax")
    assert once.gears[GEARS.index("yax")][0] == 0
    assert once.seats[0].corn == 20 - data.placement_cost(0)
    twice = once.apply("place yax")
    assert twice.gears[GEARS.index("yax")][1] == 0  # the lowest empty position
    assert twice.seats[0].corn == once.seats[0].corn - data.placement_cost(1) - 1


def test_a_placement_you_cannot_afford_is_refused():
    state = with_worker(with_seat(game(), 0, corn=0), "pal", 0, 1)
    state = with_worker(state, "pal", 5, 0)  # something on the gears: no pity
    refused(state, "place pal", "tzolkin.place.cost")


def test_pity_lets_a_stuck_player_place_one_worker_for_all_their_corn():
    state = with_seat(game(), 0, corn=0, temples=(0, 0, 0))
    for gear in GEARS:
        state = with_worker(state, gear, 0, 1)
    after = state.apply("place yax")
    assert after.seats[0].corn == 0 and after.gears[GEARS.index("yax")][1] == 0


def test_place_or_pick_never_both():
    state = with_worker(with_seat(game(), 0, corn=10), "yax", 2, 0)
    refused(state.apply("place pal"), "pick yax 2", "tzolkin.turn.either")
    refused(state.apply("pick yax 2"), "place pal", "tzolkin.turn.either")
    refused(state, "done", "tzolkin.turn.either")


def test_begging_resets_corn_and_costs_a_temple_step():
    state = with_seat(game(), 0, corn=G["beg_below"] - 1)
    after = state.apply("beg kuku")
    assert after.seats[0].corn == G["beg_to"]
    assert after.seats[0].temples[2] == state.seats[0].temples[2] - 1
    refused(after, "beg chaac", "tzolkin.turn.beg")  # once a turn
    refused(with_seat(state, 0, corn=G["beg_below"]), "beg chaac", "tzolkin.turn.beg")
    refused(with_seat(state, 0, temples=(0, 1, 1)), "beg chaac", "tzolkin.turn.beg")


def test_picking_up_uses_the_action_or_a_lower_one_for_corn():
    state = with_worker(with_seat(game(), 0, corn=5, wood=0, tech=(0, 0, 0, 0)), "yax", 3, 0)
    used = state.apply("pick yax 3")
    gain = data.gear("yax").action(3)["gain"]
    assert used.seats[0].gold == state.seats[0].gold + gain["gold"]
    back = state.apply("pick yax 3 as 1")
    assert back.seats[0].corn == 5 - 2  # two steps back
    assert back.seats[0].wood == 1
    nothing = state.apply("pick yax 3 none")
    assert nothing.seats[0] == state.seats[0] and nothing.gears[1][3] == -1
    refused(state, "pick yax 2", "tzolkin.pick.use")  # nobody of yours there
    refused(with_seat(state, 0, corn=1), "pick yax 3 as 1", "tzolkin.pick.back")


def test_an_any_position_gives_every_action_free():
    any_position = data.gear("pal").any[0]
    state = with_worker(with_seat(game(), 0, corn=0, tech=(0, 0, 0, 0)), "pal", any_position, 0)
    after = state.apply(f"pick pal {any_position} as 1")
    assert after.seats[0].corn == data.gear("pal").action(1)["gain"]["corn"]


def test_palenque_gives_wood_instead_of_corn_where_it_shows_both():
    state = with_worker(with_seat(game(), 0, tech=(0, 0, 0, 0)), "pal", 4, 0)
    wood = state.apply("pick pal 4 wood")
    assert wood.seats[0].wood == state.seats[0].wood + data.gear("pal").action(4)["or_gain"]["wood"]
    assert wood.seats[0].jungle == (0, 1)


def test_technology_costs_blocks_by_level_and_gives_a_bonus_beyond_the_top():
    state = with_worker(with_seat(game(), 0, wood=1, stone=0, gold=0, tech=(0, 0, 0, 0)),
                        "tik", 1, 0)
    after = state.apply("pick tik 1 agri")
    assert after.seats[0].tech[0] == 1 and after.seats[0].wood == 0
    refused(with_seat(state, 0, wood=0, tech=(1, 0, 0, 0)), "pick tik 1 agri", "tzolkin.tech")
    top = data.data()["tech"]["levels"]
    at_top = with_seat(state, 0, tech=(top, top, top, top), temples=(1, 1, 1))
    refused(at_top, "pick tik 1 agri", "tzolkin.tech.beyond")  # the bonus's temple unnamed
    bonus = at_top.apply("pick tik 1 agri quet")
    assert bonus.seats[0].tech == at_top.seats[0].tech
    assert bonus.seats[0].temples[TEMPLES.index("quet")] == 1 + data.tech_beyond("agri")["temples"]
    assert bonus.seats[0].wood == 1 - data.data()["tech"]["beyond_cost"]
    points = at_top.apply("pick tik 1 arch").seats[0]
    assert points.earned[EARNED.index("tech")] == data.tech_beyond("arch")["points"]
    gold = at_top.apply("pick tik 1 extr gold gold").seats[0]
    assert gold.gold == data.tech_beyond("extr")["resources"]
    refused(with_seat(at_top, 0, wood=0), "pick tik 1 arch", "tzolkin.tech.beyond")


def test_technology_levels_add_to_the_gears_actions():
    def picked(gear, position, levels, words=""):
        state = with_worker(with_seat(game(), 0, tech=levels, wood=0, stone=0, gold=0,
                                      corn=0, skulls=0), gear, position, 0)
        return state.apply(f"pick {gear} {position} {words}".strip()).seats[0]

    effects = data.data()["tech"]["effects"]
    plain = picked("yax", 5, (0, 0, 0, 0))
    mined = picked("yax", 5, (0, 3, 0, 0))
    assert mined.stone - plain.stone == effects["extr"][1]["stone"]
    assert mined.gold - plain.gold == effects["extr"][2]["gold"]
    harvest = sum(level.get("harvest", 0) for level in effects["agri"])
    fish = picked("pal", 1, (2, 0, 0, 0)).corn - picked("pal", 1, (0, 0, 0, 0)).corn
    assert fish == effects["agri"][1]["fishing"]
    bare = picked("pal", 2, (3, 0, 0, 0)).corn - picked("pal", 2, (0, 0, 0, 0)).corn
    assert bare == harvest
    skulls = picked("yax", 4, (0, 0, 3, 3)).skulls - picked("yax", 4, (0, 0, 0, 0)).skulls
    assert skulls == effects["theo"][2]["skulls"]


def test_architecture_pays_corn_and_points_and_discounts():
    state = game()
    code = next(c for c in state.shown if sum(data.building(c).cost.values()) >= 2
                and "corn" not in data.building(c).cost)
    spec = data.building(code)
    rich = with_worker(with_seat(state, 0, corn=20, wood=5, stone=5, gold=5, tech=(0, 0, 3, 0),
                                 buildings=()), "tik", 2, 0)
    after = rich.apply(f"pick tik 2 {code}").seats[0]
    effects = data.data()["tech"]["effects"]["arch"]
    paid = sum(getattr(rich.seats[0], r) - getattr(after, r) + (spec.gain or {}).get(r, 0)
               for r in data.RESOURCES)
    assert paid == sum(spec.cost.values()) - effects[2]["discount"]
    assert after.earned[EARNED.index("buildings")] == spec.points + effects[1]["points"]


def test_theology_lets_a_skull_go_one_space_ahead_and_an_offering_follow():
    state = with_worker(with_seat(game(), 0, skulls=1, wood=1, tech=(0, 0, 0, 2),
                                  temples=(1, 1, 1)), "chi", 1, 0)
    state = replace(state, skulls_left=state.skulls_left - 1)
    ahead = state.apply("pick chi 1 as 2 wood kuku").seats[0]
    assert ahead.earned[EARNED.index("chichen")] == data.gear("chi").action(2)["skull"]["points"]
    assert ahead.wood == 0 and ahead.temples[TEMPLES.index("kuku")] == 2
    refused(with_seat(state, 0, tech=(0, 0, 0, 0)), "pick chi 1 as 2", "tzolkin.pick.back")
    refused(with_seat(state, 0, tech=(0, 0, 0, 1)), "pick chi 1 wood kuku", "tzolkin.tech.theo")


def test_building_pays_the_cost_gives_the_effect_and_refills_the_offer():
    state = game()
    code = state.shown[0]
    spec = data.building(code)
    rich = with_worker(with_seat(state, 0, corn=20, wood=5, stone=5, gold=5, tech=(0, 0, 0, 0)),
                       "tik", 2, 0)
    after = rich.apply(f"pick tik 2 {code}")
    assert code in after.seats[0].buildings and code not in after.shown
    assert len(after.shown) == len(state.shown) and after.shown[-1] == state.deck[0]
    for name, amount in spec.cost.items():
        extra = (spec.gain or {}).get(name, 0)
        assert getattr(after.seats[0], name) == getattr(rich.seats[0], name) - amount + extra
    refused(rich, f"pick tik 2 {state.deck[0]}", "tzolkin.build")


def test_a_skull_at_chichen_itza_scores_and_fills_its_space():
    spec = data.gear("chi").action(1)["skull"]
    state = with_worker(with_seat(game(), 0, skulls=1), "chi", 1, 0)
    state = replace(state, skulls_left=state.skulls_left - 1)
    after = state.apply("pick chi 1")
    assert after.seats[0].earned[2] == spec["points"] and after.skull_spaces[0]
    assert after.seats[0].temples[TEMPLES.index(spec["temple"])] == \
        state.seats[0].temples[TEMPLES.index(spec["temple"])] + 1
    taken = replace(state, skull_spaces=(True, *state.skull_spaces[1:]))
    refused(taken, "pick chi 1", "tzolkin.skull")


def test_the_calendar_turns_pushing_the_last_worker_off():
    last = data.gear("yax").last
    state = last_turn(with_worker(with_worker(game(), "yax", last, 0), "yax", 2, 1))
    state = with_worker(state, "pal", 0, state.current)
    after = state.apply("pick pal 0 none").apply("done")
    assert after.round == state.round + 1
    assert after.gears[1][3] == 1 and 0 not in after.gears[1]
    assert after.calendar_corn == state.calendar_corn + 1


def test_the_starting_player_space_takes_the_corn_and_the_marker():
    state = replace(game(), calendar_corn=4)
    state = with_seat(state, 1, corn=5)
    state = replace(state, current=1, played=1)
    after = state.apply("place start")
    assert after.seats[1].corn == 5 + 4 and after.calendar_corn == 0
    choosing = after.apply("done")
    assert choosing.phase == "calendar" and choosing.current == 1 and choosing.first == 1
    two = choosing.apply("advance 2")
    assert two.round == state.round + 2 and not two.seats[1].light
    refused(with_seat(choosing, 1, light=False), "advance 2", "tzolkin.calendar.extra")


def test_a_food_day_feeds_workers_and_charges_the_hungry():
    day = G["food_days"][0]
    state = last_turn(replace(game(), round=day))
    me = state.current
    state = with_seat(state, me, corn=G["food_per_worker"] + 1, workers=G["workers_start"],
                      buildings=(), wealth=())
    after = state.apply("place pal").apply("done")
    hungry = G["workers_start"] - 1
    assert after.seats[me].earned[4] == hungry * G["hunger_points"]
    assert after.seats[me].corn == 1


def test_farms_feed_workers():
    day = G["food_days"][0]
    farm = next(c for c in data.building_codes() if data.building(c).farm >= 1)
    state = last_turn(replace(game(), round=day))
    me = state.current
    state = with_seat(state, me, corn=0, buildings=(farm,), wealth=(),
                      workers=data.building(farm).farm)
    after = state.apply("place pal").apply("done")
    assert after.seats[me].earned[4] == 0


def test_the_middle_of_an_age_pays_temple_materials():
    day = G["food_days"][0]
    assert day not in G["end_of_age"]
    state = last_turn(replace(game(), round=day))
    state = with_seat(state, 0, corn=50, temples=(4, 1, 1), stone=0)
    after = state.apply("place pal").apply("done")
    expected = data.temple("chaac").gain[:5].count("stone")
    assert after.seats[0].stone == expected


def test_the_end_of_an_age_pays_step_points_and_splits_tied_bonuses():
    day = G["end_of_age"][0]
    state = last_turn(replace(game(), round=day))
    for p in range(2):
        state = with_seat(state, p, corn=50, temples=(3, 3, 1 + p))
    after = state.apply("place pal").apply("done")
    for p in range(2):
        steps = (3, 3, 1 + p)
        points = sum(data.temple(t).points[s] for t, s in zip(TEMPLES, steps, strict=True))
        assert after.seats[p].earned[0] == points
    chaac, quet, kuku = (data.temple(t).bonus[0] for t in TEMPLES)
    assert after.seats[0].earned[1] == chaac // 2 + quet // 2
    assert after.seats[1].earned[1] == chaac // 2 + quet // 2 + kuku
    assert all(data.building(b).age == 2 for b in after.shown)


def test_the_game_ends_after_the_last_food_day_with_a_final_count():
    state = last_turn(replace(game(), round=G["days"]))
    state = with_seat(state, 0, corn=9, wood=1, skulls=0, temples=(1, 1, 1))
    state = with_seat(state, 1, corn=9, wood=1, skulls=0, temples=(1, 1, 1))
    state = replace(state, skulls_left=G["skulls"] - sum(s.skulls for s in state.seats))
    final = state.apply("place pal").apply("done")
    assert final.outcome() is not None and final.legal_moves() == ()
    part = {p.key: p.points for p in breakdown(final.seats[0]).parts}
    seat = final.seats[0]
    corn = seat.corn + sum(getattr(seat, r) * data.market(r) for r in data.RESOURCES)
    assert part["corn"] == corn // G["corn_per_point"]


def test_a_tie_goes_to_the_most_workers_left_on_the_gears():
    state = last_turn(replace(game(), round=G["days"]))
    for p in range(2):
        state = with_seat(state, p, corn=0, wood=0, stone=0, gold=0, skulls=0,
                          temples=(1, 1, 1), workers=G["workers_start"], buildings=(),
                          wealth=(), tech=(0, 0, 0, 0))
    state = replace(state, skulls_left=G["skulls"])
    state = with_worker(state, "yax", 1, 0)
    state = with_worker(state, "yax", 2, 0)
    final = state.apply("place tik").apply("done")
    totals = final.outcome().totals
    assert totals[0] == totals[1]
    assert final.outcome().winners == (0,)


def test_the_jungle_gives_wood_first_then_corn_or_burns():
    state = with_worker(with_seat(game(), 0, tech=(0, 0, 0, 0), temples=(1, 1, 1)), "pal", 4, 0)
    pile = data.jungle()["actions"].index(4)
    refused(state, "pick pal 4 corn", "tzolkin.jungle")  # wood covers the corn
    wood = state.apply("pick pal 4 wood")
    assert wood.forest[pile] == (state.forest[pile][0], state.forest[pile][1] - 1)
    burnt = state.apply("pick pal 4 burn chaac")
    assert burnt.forest[pile] == tuple(n - 1 for n in state.forest[pile])
    assert burnt.seats[0].temples[0] == 0 and burnt.seats[0].jungle == (1, 0)
    refused(with_seat(state, 0, temples=(0, 1, 1)), "pick pal 4 burn chaac",
            "tzolkin.jungle.burn")
    cleared = replace(state, forest=tuple((1, 0) for _ in state.forest))
    corn = cleared.apply("pick pal 4 corn")
    assert corn.forest[pile] == (0, 0) and corn.seats[0].jungle == (1, 0)
    empty = replace(state, forest=tuple((0, 0) for _ in state.forest))
    refused(empty, "pick pal 4 corn", "tzolkin.jungle")
    bare = with_seat(empty, 0, tech=(2, 0, 0, 0)).apply("pick pal 4 corn")
    assert bare.seats[0].jungle == (0, 0) and bare.seats[0].corn > state.seats[0].corn


def test_a_building_can_bring_another_or_a_trade():
    state = game()
    extra = next(b for b in data.building_codes() if data.building(b).builds)
    other = next(b for b in state.shown if b != extra)
    shown = (extra, *[b for b in state.shown if b != extra][:5])
    deck = tuple(b for b in state.deck if b not in shown)
    rich = with_worker(with_seat(replace(state, shown=shown, deck=deck), 0, corn=20, wood=9,
                                 stone=9, gold=9), "tik", 2, 0)
    both = rich.apply(f"pick tik 2 {extra} {other}")
    assert {extra, other} <= set(both.seats[0].buildings)
    refused(rich, f"pick tik 2 {other} {extra}", "tzolkin.build")
    trader = next(b for b in data.building_codes() if data.building(b).trade)
    rich = replace(rich, shown=(trader, *rich.shown[1:]), later=tuple(
        b for b in rich.later if b != trader), deck=tuple(b for b in rich.deck if b != trader))
    traded = rich.apply(f"pick tik 2 {trader} sell wood 2").seats[0]
    cost = data.building(trader).cost
    assert traded.wood == 9 - cost.get("wood", 0) - 2
    assert traded.corn >= rich.seats[0].corn + 2 * data.market("wood")


def test_one_trade_action_may_sell_and_buy_several_things():
    state = with_worker(with_seat(game(), 0, corn=0, wood=3, stone=0, gold=0), "uxm", 2, 0)
    after = state.apply("pick uxm 2 sell wood 3 buy stone 2").seats[0]
    assert after.wood == 0 and after.stone == 2
    assert after.corn == 3 * data.market("wood") - 2 * data.market("stone")
    refused(state, "pick uxm 2 buy stone 2 sell wood 3", "tzolkin.trade")  # corn first


def test_each_player_keeps_two_of_the_wealth_tiles_dealt():
    state = new_state({"players": 3}, seed=4)
    dealt, kept = G["wealth_tiles_dealt"], G["wealth_tiles_kept"]
    assert [len(o) for o in state.offers] == [dealt] * 3
    assert len({t for o in state.offers for t in o}) == 3 * dealt
    refused(state, "place yax", "tzolkin.setup.wealth")
    mine = state.offers[0]
    refused(state, f"keep {state.offers[1][0]} {mine[0]}", "tzolkin.setup.wealth")
    refused(state, f"keep {mine[0]} {mine[0]}", "tzolkin.setup.wealth")
    after = state.apply(f"keep {' '.join(mine[:kept])}")
    assert after.seats[0].wealth == mine[:kept] and after.current == 1
    gains = [data.wealth(t).get("gain", {}) for t in mine[:kept]]
    assert after.seats[0].corn == sum(g.get("corn", 0) for g in gains)
    assert after.offers[0] == ()
    for p in (1, 2):
        after = after.apply(f"keep {' '.join(after.offers[p][:kept])}")
    assert after.phase == "turn" and after.current == 0 and not any(after.offers)


def test_a_seat_sees_only_its_own_wealth_tiles_until_chosen():
    from rulebooks import get

    state = new_state({"players": 2}, seed=4)
    seen = get("tzolkin").view(state, 1)
    assert seen["offers"][1] == list(state.offers[1])
    assert set(seen["offers"][0]) == {"?"}


def test_neutral_workers_stand_in_for_missing_players_and_block_positions():
    from rulebooks.tzolkin.neutral import count

    per, full = G["neutral_per_missing"], G["neutral_for"]
    for players in (2, 3, 4):
        state = new_state({"players": players}, seed=5)
        assert sum(map(len, state.neutral)) == count(players) == (full - players) * per
    state = game(players=2, seed=5, neutral=True)
    g, row = next((g, row) for g, row in enumerate(state.neutral) if 0 in row)
    gear = GEARS[g]
    expected = next(p for p in range(data.gear(gear).positions) if p not in row)
    assert state.place_cost(gear) == data.placement_cost(0) + expected
    placed = with_seat(state, 0, corn=50).apply(f"place {gear}")
    assert placed.gears[g][expected] == 0 and placed.gears[g][0] == -1


def test_neutral_workers_ride_round_the_gear_under_the_board():
    state = last_turn(game(players=3, seed=5))
    teeth = data.gear("pal").teeth
    state = replace(state, neutral=((teeth - 1,), (), (), (), ()))
    state = with_worker(state, "yax", 0, state.current)
    after = state.apply("pick yax 0 none").apply("done")
    assert after.neutral[0] == (0,)  # back into view at position 0
    assert after.lowest_free("pal") == 1


def test_technology_may_be_paid_with_the_blocks_named():
    state = with_worker(with_seat(game(), 0, wood=2, stone=0, gold=1, tech=(1, 0, 0, 0)),
                        "tik", 1, 0)
    named = state.apply("pick tik 1 agri with gold wood").seats[0]
    assert (named.wood, named.gold) == (1, 0)
    cheapest = state.apply("pick tik 1 agri").seats[0]
    assert (cheapest.wood, cheapest.gold) == (0, 1)
    refused(state, "pick tik 1 agri with gold gold", "tzolkin.tech")
    refused(state, "pick tik 1 agri with gold", "tzolkin.tech")


def test_a_building_bought_with_corn_costs_corn_per_block():
    state = game()
    code = next(c for c in state.shown if "corn" not in data.building(c).cost)
    rich = with_worker(with_seat(state, 0, corn=30, wood=0, stone=0, gold=0, tech=(0, 0, 0, 0)),
                       "uxm", 4, 0)
    after = rich.apply(f"pick uxm 4 {code}").seats[0]
    spec = data.building(code)
    blocks = sum(spec.cost.values())
    gained = (spec.gain or {}).get("corn", 0)
    assert after.corn == 30 - blocks * G["corn_per_block"] + gained


def test_the_action_building_performs_another_gears_action_for_corn():
    actor = next(b for b in data.building_codes() if data.building(b).action)
    state = game()
    state = replace(state, shown=(actor, *state.shown[1:]))
    state = replace(state, later=tuple(b for b in state.later if b != actor))
    rich = with_worker(with_seat(state, 0, corn=10, wood=9, stone=9, gold=9, tech=(0, 0, 0, 0)),
                       "tik", 2, 0)
    after = rich.apply(f"pick tik 2 {actor} yax 1").seats[0]
    cost = data.building(actor).cost
    assert after.wood == 9 - cost.get("wood", 0) + data.gear("yax").action(1)["gain"]["wood"]
    assert after.corn == 10 - data.building(actor).action
    refused(rich, f"pick tik 2 {actor} chi 1", "tzolkin.gear.uxm")


def test_theology_looks_ahead_from_position_0_and_to_any_action():
    state = with_seat(game(), 0, skulls=1, tech=(0, 0, 0, 1))
    state = replace(state, skulls_left=state.skulls_left - 1)
    first = with_worker(state, "chi", 0, 0).apply("pick chi 0 as 1").seats[0]
    assert first.earned[EARNED.index("chichen")] == data.gear("chi").action(1)["skull"]["points"]
    before_any = data.gear("chi").any[0] - 1
    free = with_worker(with_seat(state, 0, corn=0), "chi", before_any, 0)
    assert free.apply(f"pick chi {before_any} as 1").seats[0].corn == 0
    refused(with_seat(free, 0, tech=(0, 0, 0, 0)), f"pick chi {before_any} as 1",
            "tzolkin.pick.back")


def test_monuments_on_offer_are_one_per_player_and_some_more():
    for players in (2, 3, 4):
        assert len(new_state({"players": players}, seed=3).monuments) == \
            players + G["monuments_extra"]


def test_a_building_with_any_technology_or_temple_goes_where_named():
    anytech = next(b for b in data.building_codes() if data.building(b).tech.count("any") == 1)
    state = game()
    state = replace(state, shown=(anytech, *state.shown[1:]),
                    later=tuple(b for b in state.later if b != anytech))
    rich = with_worker(with_seat(state, 0, corn=20, wood=9, stone=9, gold=9, tech=(0, 0, 0, 0)),
                       "tik", 2, 0)
    named = rich.apply(f"pick tik 2 {anytech} theo").seats[0]
    assert named.tech[data.TRACKS.index("theo")] == 1
    lowest = rich.apply(f"pick tik 2 {anytech}").seats[0]
    assert lowest.tech[0] == 1  # the engine's choice: the lowest track, the first of a tie
    refused(rich, f"pick tik 2 {anytech} chaac", "tzolkin.build")
    plain = next(b for b in rich.shown if not data.building(b).tech
                 and not data.building(b).temples and not data.building(b).trade)
    refused(rich, f"pick tik 2 {plain} theo", "tzolkin.build")


def test_architecture_takes_off_the_block_named():
    state = game()
    code = next(c for c in state.shown if len([r for r in data.RESOURCES
                                                if data.building(c).cost.get(r)]) >= 2)
    spec = data.building(code)
    cheap, dear = [r for r in data.RESOURCES if spec.cost.get(r)][:2]
    rich = with_worker(with_seat(state, 0, corn=20, wood=5, stone=5, gold=5, tech=(0, 0, 3, 0)),
                       "tik", 2, 0)
    named = rich.apply(f"pick tik 2 {code} less {cheap}").seats[0]
    gain = spec.gain or {}
    assert getattr(named, cheap) == 5 - spec.cost[cheap] + 1 + gain.get(cheap, 0)
    assert getattr(named, dear) == 5 - spec.cost[dear] + gain.get(dear, 0)
    refused(with_seat(rich, 0, tech=(0, 0, 2, 0)), f"pick tik 2 {code} less {cheap}",
            "tzolkin.tech.arch")


def test_the_box_has_13_monuments_and_the_skull_monument_costs_a_skull():
    assert len(data.monument_codes()) == 13
    skull_one = next(m for m in data.monument_codes() if data.monument(m).cost.get("skulls"))
    state = replace(game(), monuments=(skull_one,))
    rich = with_worker(with_seat(state, 0, gold=9, skulls=0), "tik", 4, 0)
    refused(rich, f"pick tik 4 {skull_one}", "tzolkin.monument")
    built = with_seat(rich, 0, skulls=1).apply(f"pick tik 4 {skull_one}").seats[0]
    assert (built.skulls, built.gold, built.monuments) == (0, 9 - 4, (skull_one,))


def test_monuments_count_the_table_and_their_own_colour():
    state = game(players=3)
    seat = replace(state.seats[0], monuments=("M03", "M09", "M13"), buildings=("A14",),
                   temples=(1, 4, 2))
    other = replace(state.seats[1], monuments=("M01",))
    state = replace(state, seats=(seat, other, state.seats[2]),
                    skull_spaces=(True, True, False, True, False, False, False, False, False))
    table = table_of(state)
    assert (table.players, table.monuments, table.chichen) == (3, 4, 3)
    assert monument_points(seat, "M09", table) == 4 * 5  # four monuments, 5 each with 3
    assert monument_points(seat, "M13", table) == 3 * 3  # three skulls at Chichen Itza
    assert monument_points(seat, "M03", table) == 4 * 3  # A14, M03 and M13 are blue
    assert monument_points(seat, "M01", table) == 3 * 3  # Quetzalcoatl: 3 steps above 1
    assert monument_points(seat, "M02", table) == sum(
        data.temple(t).points[s] for t, s in zip(TEMPLES, seat.temples, strict=True))
    # alone, the seat counts only its own three monuments, as in a two-player game
    assert breakdown(seat, table).total - breakdown(seat).total == (4 * 5 - 3 * 6) + 3 * 3


@pytest.mark.parametrize(("reading", "paid"), [("wood", "wood"), ("corn", "corn")])
def test_the_farm_cost_option_prices_the_two_disputed_farms(reading, paid):
    farms = [b for b in data.building_codes() if data.building(b).corn_reading]
    assert len(farms) == 2
    state = settled(new_state({"players": 2, "farm_cost": reading}, seed=1))
    state = replace(state, shown=(farms[0],), neutral=((),) * len(GEARS))
    rich = with_worker(with_seat(state, 0, corn=9, wood=9, tech=(0, 0, 0, 0)), "tik", 2, 0)
    after = rich.apply(f"pick tik 2 {farms[0]}").seats[0]
    price = data.building(farms[0]).price(reading)
    assert list(price) == [paid]
    assert getattr(after, paid) == 9 - price[paid]
    other = "corn" if paid == "wood" else "wood"
    assert getattr(after, other) == 9
    refused(with_seat(rich, 0, **{paid: 0}), f"pick tik 2 {farms[0]}", "tzolkin.build")


def _free_step(track: str) -> tuple[TzolkinState, str]:
    """A position where a fixed-track building's free step goes beyond ``track``'s top."""
    code = next(b for b in data.building_codes() if data.building(b).tech == (track,))
    state = replace(game(), shown=(code,))
    top = data.data()["tech"]["levels"]
    levels = tuple(top if t == track else 0 for t in data.TRACKS)
    return with_worker(with_seat(state, 0, corn=9, wood=9, stone=9, gold=9, tech=levels),
                       "tik", 2, 0), code


def test_a_buildings_free_step_beyond_the_top_takes_the_named_bonus():
    state, code = _free_step("extr")
    after = state.apply(f"pick tik 2 {code} wood stone").seats[0]
    spent = data.building(code).cost
    gained = data.building(code).gain or {}
    assert after.wood == 9 - spent.get("wood", 0) + gained.get("wood", 0) + 1
    assert after.stone == 9 - spent.get("stone", 0) + gained.get("stone", 0) + 1
    assert after.gold == 9 - spent.get("gold", 0) + gained.get("gold", 0)
    # the engine's choice when nothing is named: gold
    default = state.apply(f"pick tik 2 {code}").seats[0]
    assert default.gold == 9 - spent.get("gold", 0) + gained.get("gold", 0) + 2
    assert (f"pick tik 2 {code} wood stone" in {str(m) for m in state.legal_moves()})
    refused(state, f"pick tik 2 {code} gold", "tzolkin.tech.beyond")
    refused(state, f"pick tik 2 {code} gold quet", "tzolkin.tech.beyond")
    refused(state, f"pick tik 2 {code} gold gold gold", "tzolkin.build")


def test_an_any_step_beyond_the_top_names_the_track_then_its_temple():
    anytech = next(b for b in data.building_codes() if data.building(b).tech == ("any",))
    state = replace(game(), shown=(anytech,))
    top = data.data()["tech"]["levels"]
    rich = with_worker(with_seat(state, 0, corn=9, wood=9, stone=9, gold=9,
                                 tech=(top, 0, 0, 0), temples=(1, 1, 1)), "tik", 2, 0)
    after = rich.apply(f"pick tik 2 {anytech} agri kuku").seats[0]
    assert after.temples == (1, 1, 2) and after.tech == (top, 0, 0, 0)
    refused(rich, f"pick tik 2 {anytech} agri wood", "tzolkin.tech.beyond")
    legal = {str(m) for m in rich.legal_moves()}
    assert {f"pick tik 2 {anytech} agri {t}" for t in TEMPLES} <= legal


def test_the_greedy_bot_weighs_the_cheap_ways_of_paying(monkeypatch):
    from rulebooks.core.rng import Rng
    from rulebooks.tzolkin import bots
    from rulebooks.tzolkin.choices import payment_choices
    from rulebooks.tzolkin.moves import parse_move

    state = with_worker(with_seat(game(), 0, wood=1, stone=1, gold=0, tech=(0, 0, 0, 0)),
                        "tik", 1, 0)
    # the engine pays the cheapest block (wood) unless told: stone is the other way
    assert payment_choices(state, 0, "tik", 1, ("agri",)) == [("agri", "with", "stone")]
    assert payment_choices(state, 0, "tik", 1, ("agri", "with", "wood")) == []
    architect = with_seat(state, 0, tech=(0, 0, data.data()["tech"]["levels"], 0))
    cost = data.building("A06").cost
    assert payment_choices(architect, 0, "tik", 2, ("A06",)) == [
        ("A06", "less", r) for r in data.RESOURCES if cost.get(r)]
    default, stone = parse_move("pick tik 1 agri"), parse_move("pick tik 1 agri with stone")
    assert bots._weighed(state, default) > bots._weighed(state, stone)  # stone is dearer
    monkeypatch.setattr(bots, "_best_move", lambda s, rng: default)
    assert bots.greedy_bot(state, Rng(1)) == default
    # were stone the better payment, the bot would take it
    monkeypatch.setattr(bots, "_weighed", lambda s, m: (1.0 if m == stone else 0.0, 0))
    assert bots.greedy_bot(state, Rng(1)) == stone
