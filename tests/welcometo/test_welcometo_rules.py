"""Scripted scenarios, one group per rule of rulebooks/welcometo/rules.md."""

from __future__ import annotations

from collections import Counter

import pytest
from wt_positions import EMPTY, play, position, refused, sheet, streets

from rulebooks.welcometo import cards, data
from rulebooks.welcometo.game import new_state

# -- welcometo.setup.* ------------------------------------------------------


def test_the_deck_has_the_published_counts():
    numbers = Counter(n for n, _ in data.full_deck())
    assert len(data.full_deck()) == 81
    assert [numbers[n] for n in range(1, 16)] == [3, 3, 4, 5, 6, 7, 8, 9, 8, 7, 6, 5, 4, 3, 3]
    effects = Counter(e for _, e in data.full_deck())
    assert effects == {"surveyor": 18, "estate": 18, "landscaper": 18, "pool": 9, "temp": 9,
                       "bis": 9}


def test_streets_pools_and_parks_of_the_sheet():
    assert [s.houses for s in data.streets()] == [10, 11, 12]
    assert sum(len(s.pools) for s in data.streets()) == data.boxes("pools") == 9
    assert sum(s.parks[-1] for s in data.streets()) == 42      # the tips page: parks up to 42
    assert data.track("pools")[-1] == 36                        # and pools up to 36


def test_three_stacks_of_27_and_three_combinations():
    state = new_state({"players": 3}, seed=2)
    assert [len(s) for s in state.stacks] == [26, 26, 26]
    assert len(state.shown) == 3
    for (number, _), stack in zip(state.shown, state.stacks, strict=True):
        assert stack[-1][0] == number


def test_one_plan_of_each_stack():
    for seed in range(10):
        ids = new_state({"players": 2}, seed).plan_ids
        assert [data.plan(i).stack for i in ids] == [1, 2, 3]
        assert all(data.plan(i).set == "basic" for i in ids)


# -- welcometo.turn.order / steps -------------------------------------------------


def test_players_act_in_seat_order_within_a_round():
    state = new_state({"players": 3}, seed=0)
    state = play(state, "take 1", "write 1.5", "skip")
    assert (state.current, state.round) == (1, 0)
    refused(state.__class__.from_json(state.to_json()), "write 1.5", "welcometo.turn.steps")
    state = play(state, "take 1", "write 1.5", "skip", "take 1", "write 1.5", "skip")
    assert (state.current, state.round) == (0, 1)


def test_everyone_may_take_the_same_combination():
    state = play(new_state({"players": 2}, seed=0), "take 3", "write 1.7", "pool")
    state = play(state, "take 3", "write 1.7", "pool")
    assert all(s.pool_count == 1 for s in state.sheets)


def test_moves_of_a_later_step_are_refused():
    state = new_state({"players": 2}, seed=0)
    refused(state, "write 1.1", "welcometo.turn.steps")
    refused(state, "pool", "welcometo.turn.steps")
    refused(state.apply("take 1"), "take 2", "welcometo.turn.steps")


# -- welcometo.build.* -----------------------------------------------------------


def test_numbers_climb_and_never_repeat():
    state = position([sheet(["_ _ _ _ 9 _ _ _ _ _", *EMPTY[1:]])])
    refused(state.apply("take 1"), "write 1.7", "welcometo.build.order")   # 8 right of 9
    assert streets(play(state, "take 1", "write 1.4"))[0].startswith("_ _ _ 8 9")
    twice = position([sheet(["_ _ _ _ 8 _ _ _ _ _", *EMPTY[1:]])])
    refused(twice.apply("take 1"), "write 1.7", "welcometo.build.order")


def test_gaps_and_skipped_numbers_are_fine():
    state = position([sheet(["1 _ _ _ _ _ _ _ _ _", *EMPTY[1:]])])
    assert streets(play(state, "take 1", "write 1.10"))[0].endswith("8")


def test_writing_on_a_built_house_is_refused():
    state = position([sheet(["1 _ _ _ _ _ _ _ _ _", *EMPTY[1:]])])
    refused(state.apply("take 1"), "write 1.1", "welcometo.build.number")


def test_a_combination_that_fits_nowhere_cannot_be_taken():
    full = ["1 2 3 4 5 6 7 8 9 10", "1 2 3 4 5 6 7 8 9 10 11", "1 2 3 4 5 6 7 8 9 10 11 _"]
    state = position([sheet(full)], shown=("8E", "3B", "12F"))
    refused(state, "take 1", "welcometo.build.order")
    assert [str(m) for m in state.legal_moves()] == ["take 3"]


def test_a_refusal_only_when_nothing_fits_and_it_ends_the_turn():
    refused(new_state({"players": 2}, 0), "refuse", "welcometo.build.refusal")
    full = ["1 2 3 4 5 6 7 8 9 10", "1 2 3 4 5 6 7 8 9 10 11", "1 2 3 4 5 6 7 8 9 10 11 _"]
    state = position([sheet(full), sheet()], shown=("8E", "3B", "9P"))
    assert [str(m) for m in state.legal_moves()] == ["refuse"]
    after = state.apply("refuse")
    assert after.sheets[0].refusals == 1 and after.current == 1


def test_the_temp_agency_counts_when_deciding_whether_anything_fits():
    full = ["1 2 3 4 5 6 7 8 9 10", "1 2 3 4 5 6 7 8 9 10 11", "1 2 3 4 5 6 7 8 9 10 11 _"]
    state = position([sheet(full)], shown=("8E", "3B", "10T"))
    refused(state, "refuse", "welcometo.build.refusal")
    assert [str(m) for m in play(state, "take 3").legal_moves()] == ["write 3.12 +2"]


# -- effects -------------------------------------------------------------------


def test_effects_are_optional_and_only_the_combinations_own():
    state = play(new_state({"players": 2}, 0), "take 1", "write 2.6")   # 8 with the estate agent
    refused(state, "fence 2.6", "welcometo.effect.which")
    assert state.apply("skip").current == 1


def test_surveyor_fence_not_between_a_number_and_its_bis():
    state = position([sheet(["3 3b _ _ _ _ _ _ _ _", *EMPTY[1:]])], shown=("8F", "3B", "9P"))
    state = play(state, "take 1", "write 1.6")
    refused(state, "fence 1.1", "welcometo.effect.surveyor")
    assert play(state, "fence 1.2").sheets[0].fences[0][1]


def test_surveyor_not_through_houses_used_for_a_plan():
    state = position([sheet(["3u 4u _ _ _ _ _ _ _ _", *EMPTY[1:]])], shown=("8F", "3B", "9P"))
    refused(play(state, "take 1", "write 1.6"), "fence 1.1", "welcometo.effect.surveyor")


def test_estate_agent_ticks_a_column_until_full():
    state = position([sheet(values=[1, 0, 0, 0, 0, 0])])
    state = play(state, "take 1", "write 1.1")
    refused(state, "value 1", "welcometo.effect.estate")
    assert play(state, "value 2").sheets[0].values == (1, 1, 0, 0, 0, 0)


def test_landscaper_builds_on_the_street_just_built_on():
    state = position([sheet(parks=[3, 0, 0])], shown=("8L", "3B", "9P"))
    assert play(state, "take 1", "write 2.1", "park").sheets[0].parks == (3, 1, 0)
    skipped = play(state, "take 1", "write 1.1")       # street 1's parks are all built
    assert skipped.phase == "choose" and skipped.sheets[0].parks == (3, 0, 0)


def test_pool_only_on_a_planned_pool():
    state = play(new_state({"players": 2}, 0), "take 3", "write 1.5")
    assert state.current == 1 and state.sheets[0].pool_count == 0  # nothing to build: moves on
    built = play(new_state({"players": 2}, 0), "take 3", "write 1.7", "pool")
    assert built.sheets[0].pools[0][6]


def test_temp_agency_shifts_by_up_to_two_and_ticks_a_box():
    state = position([sheet()], shown=("8T", "3B", "9P"))
    state = state.apply("take 1")
    at_first = sorted(state.number_effect(state.choice)[0] + (m.args[0] if m.args else 0)
                      for m in state.legal_moves() if m.place == (0, 0))
    assert at_first == [6, 7, 8, 9, 10]
    after = state.apply("write 1.1 -2")
    assert after.sheets[0].houses[0][0] == 6 and after.sheets[0].temps == 1
    plain = position([sheet()], shown=("8T", "3B", "9P")).apply("take 1").apply("write 1.1")
    assert plain.sheets[0].temps == 1
    refused(position([sheet()]).apply("take 1"), "write 1.1 +1", "welcometo.effect.temp")


def test_temp_agency_reaches_0_and_17_only():
    state = position([sheet()], shown=("1T", "3B", "15T")).apply("take 1")
    assert any(str(m) == "write 1.1 -1" for m in state.legal_moves())
    refused(state, "write 1.1 -2", "welcometo.effect.temp")


def test_bis_beside_an_equal_number_with_no_fence_between():
    state = position([sheet(["_ 5 | _ _ _ _ _ _ _ _", *EMPTY[1:]])], shown=("8B", "3B", "9P"))
    state = play(state, "take 1", "write 1.8")
    refused(state, "bis 1.3 5", "welcometo.effect.bis")      # a fence stands between
    refused(state, "bis 1.4 5", "welcometo.effect.bis")      # not beside the 5
    after = play(state, "bis 1.1 5")
    assert streets(after)[0].startswith("5b 5 |") and after.sheets[0].bis_count == 1


def test_bis_track_full_means_no_more_bis():
    full = ["1 1b 2 2b 3 3b 4 4b 5 5b", "6 6b 7 7b 8 8b 9 9b _ _ _", EMPTY[2]]
    state = play(position([sheet(full)], shown=("12B", "3B", "9P")), "take 1", "write 2.11")
    assert state.current == 1 and state.sheets[0].bis_count == data.boxes("bis")  # moved on


# -- estates and plans --------------------------------------------------------------


def test_estates_need_fences_at_both_ends_and_no_empty_house():
    from rulebooks.welcometo.notation import read_sheet
    s = read_sheet(sheet(["1 2 | 3 _ | 5 6 7 8 9 10", *EMPTY[1:]]))
    assert [(e.start, e.size) for e in s.estates()] == [(0, 2), (4, 6)]
    s = read_sheet(sheet(["1 2 3 4 5 6 7 | 8 9 10", *EMPTY[1:]]))
    assert [(e.start, e.size) for e in s.estates()] == [(7, 3)]     # seven houses: no estate
    s = read_sheet(sheet(["1 2 | 3 _ | 5 6 7 8 | 9 10", *EMPTY[1:]]))
    assert [(e.start, e.size) for e in s.estates()] == [(0, 2), (4, 4), (8, 2)]


def test_a_plan_is_claimed_for_first_value_then_later_value():
    fives = ["1 2 3 4 5 | 6 7 8 9 10", *EMPTY[1:]]
    state = position([sheet(fives), sheet(fives)], shown=("1E", "3B", "9P"))
    state = play(state, "take 1", "write 3.1", "skip")
    assert state.phase == "plans"
    refused(state, "plan 2", "welcometo.plans.claim")
    state = play(state, "plan 1", "take 1", "write 3.1", "skip", "plan 1")
    first = data.plan("1-fives").points[0]
    assert [s.plans[0] for s in state.sheets] == [first, first]     # same round: both first
    assert state.approved[0]


def _three_fives():
    """Three estates of five (starting at 1.1, 1.6 and 3.1); plan n°1 asks for two."""
    streets = ["1 2 3 4 5 | 6 7 8 9 10", EMPTY[1], "1 2 3 4 5 | _ _ _ _ _ _ _"]
    state = position([sheet(streets)], shown=("1E", "3B", "9P"))
    return play(state, "take 1", "write 2.1", "skip")


def test_the_player_chooses_which_estates_fulfil_a_plan():
    state = _three_fives()
    claims = {str(m) for m in state.legal_moves() if str(m).startswith("plan 1")}
    assert {"plan 1", "plan 1 with 1.1 1.6", "plan 1 with 1.1 3.1",
            "plan 1 with 1.6 3.1"} <= claims
    after = play(state, "plan 1 with 1.6 3.1").sheets[0]
    assert not any(after.used[0][:5])                    # the first estate stays free
    assert all(after.used[0][5:]) and all(after.used[2][:5])
    default = play(state, "plan 1").sheets[0]
    assert all(default.used[0]) and not any(default.used[2])   # reading order


def test_a_choice_that_does_not_fulfil_the_plan_is_refused():
    state = _three_fives()
    refused(state, "plan 1 with 1.3 3.1", "welcometo.plans.choose")   # no estate starts at 1.3
    refused(state, "plan 1 with 1.1", "welcometo.plans.choose")       # one estate, two asked
    refused(state, "plan 1 with 1.1 1.6 3.1", "welcometo.plans.choose")
    refused(state, "plan 1 with 2.1 3.1", "welcometo.plans.choose")   # 2.1 is no estate


def test_estates_already_used_cannot_be_chosen_again():
    streets = ["1u 2u 3u 4u 5u | 6 7 8 9 10", EMPTY[1], "1 2 3 4 5 | _ _ _ _ _ _ _"]
    state = play(position([sheet(streets)], shown=("1E", "3B", "9P")),
                 "take 1", "write 2.1", "skip")
    refused(state, "plan 1 with 1.1 3.1", "welcometo.plans.choose")
    assert play(state, "plan 1 with 1.6 3.1").sheets[0].plans[0] > 0


def test_a_plan_asking_for_no_estates_has_nothing_to_choose():
    state = position([sheet(temps=7)], shown=("1E", "3B", "9P"),
                     plans=["1-seven-temps", "2-36", "3-235"],
                     options={"players": 2, "plans": "advanced"})
    state = play(state, "take 1", "write 2.1", "skip")
    assert {str(m) for m in state.legal_moves() if str(m).startswith("plan 1")} == {
        "plan 1", "plan 1 reshuffle"}
    refused(state, "plan 1 with 2.1", "welcometo.plans.choose")


def test_a_plan_completed_in_a_later_round_scores_the_lower_value():
    fives = ["1 2 3 4 5 | 6 7 8 9 10", *EMPTY[1:]]
    state = position([sheet(fives), sheet()], shown=("1E", "3B", "9P"), approved=[True, False,
                                                                                   False])
    state = play(state, "take 1", "write 3.1", "skip", "plan 1")
    assert state.sheets[0].plans[0] == data.plan("1-fives").points[1]


def test_plans_mark_houses_used_and_are_claimed_once():
    fives = ["1 2 3 4 5 | 6 7 8 9 10", *EMPTY[1:]]
    state = play(position([sheet(fives), sheet()], shown=("1E", "3B", "9P")),
                 "take 1", "write 3.1", "skip", "plan 1")
    assert streets(state)[0] == "1u 2u 3u 4u 5u | 6u 7u 8u 9u 10u"
    again = position([sheet(["1u 2u 3u 4u 5u | 6u 7u 8u 9u 10u", *EMPTY[1:]],
                            plans=[8, 0, 0]), sheet()], shown=("1E", "3B", "9P"))
    assert play(again, "take 1", "write 3.1", "skip").current == 1   # no plan phase


def test_claiming_is_optional():
    fives = ["1 2 3 4 5 | 6 7 8 9 10", *EMPTY[1:]]
    state = play(position([sheet(fives), sheet()], shown=("1E", "3B", "9P")),
                 "take 1", "write 3.1", "skip", "done")
    assert state.current == 1 and state.sheets[0].plans == (0, 0, 0)


def test_reshuffle_only_for_a_first_completion():
    fives = ["1 2 3 4 5 | 6 7 8 9 10", *EMPTY[1:]]
    state = play(position([sheet(fives), sheet()], shown=("1E", "3B", "9P")),
                 "take 1", "write 3.1", "skip")
    after = state.apply("plan 1 reshuffle")
    assert after.reshuffle_next
    nxt = play(after, "take 1", "write 3.1", "skip")
    assert nxt.shuffles == 1 and not nxt.reshuffle_next
    late = position([sheet(fives), sheet()], shown=("1E", "3B", "9P"),
                    approved=[True, False, False])
    refused(play(late, "take 1", "write 3.1", "skip"), "plan 1 reshuffle",
            "welcometo.plans.reshuffle")


def test_stacks_are_reshuffled_when_spent():
    state = position([sheet(), sheet()], shown=("1E", "3B", "9P"))
    state = state.__class__.from_json({**state.to_json(), "stacks": [["1E"], ["2E"], ["4E"]]})
    state = play(state, "take 1", "write 1.1", "skip", "take 1", "write 1.1", "skip")
    assert state.shuffles == 1 and [len(s) for s in state.stacks] == [26, 26, 26]


# -- end -------------------------------------------------------------------------


@pytest.mark.parametrize("field, value, reason", [
    ("refusals", 2, "permit refusal"),
    ("plans", [8, 7, 0], "three city plans"),
])
def test_the_game_ends_at_the_end_of_the_round(field, value, reason):
    full = ["1 2 3 4 5 6 7 8 9 10", "1 2 3 4 5 6 7 8 9 10 11", "1 2 3 4 5 6 7 8 9 10 11 _"]
    if field == "refusals":
        mine = sheet(full, refusals=2)
        moves = ["refuse"]
    else:
        mine = sheet(["1 2 3 4 5 | 6 7 8 9 10", *EMPTY[1:]], plans=[0, *value[:2]][:3])
        moves = ["take 1", "write 3.1", "skip", "plan 1"]
    state = position([mine, sheet()], shown=("1E", "3B", "9P"),
                     plans=["1-fives", "2-36", "3-235"])
    state = play(state, *moves)
    assert state.outcome() is None and state.current == 1            # the round goes on
    state = play(state, "take 1", "write 1.1", "skip")
    assert state.outcome() is not None and reason in state.outcome().reason


def test_a_full_sheet_ends_the_game():
    nearly = ["1 2 3 4 5 6 7 8 9 10", "1 2 3 4 5 6 7 8 9 10 11", "1 2 3 4 5 6 7 8 9 10 11 _"]
    state = play(position([sheet(nearly), sheet()], shown=("12E", "13B", "14P")), "take 1",
                 "write 3.12", "skip")
    assert state.phase == "choose"
    state = play(state, "take 1", "write 1.1", "skip")
    assert state.phase == "over" and "every house" in state.ended


def test_ties_go_to_the_most_estates_then_the_smallest():
    one_two = sheet(["1 | 2 3p | _ _ _ _ _ _ _", *EMPTY[1:]])         # 1 + 2 + a pool: 6
    two_two = sheet(["1 2 | 3 4 | _ _ _ _ _ _", *EMPTY[1:]], parks=[1, 0, 0])  # 2 + 2 + 2
    fewer = sheet(["1 2 3 4 5 6 | _ _ _ _", *EMPTY[1:]])                  # one estate: 6
    state = position([two_two, one_two, fewer], phase="over", ended="test")
    assert state.outcome().totals == (6, 6, 6)
    assert state.outcome().winners == (1,)
    level = position([one_two, one_two], phase="over", ended="test")
    assert level.outcome().winners == (0, 1)


# -- variants ----------------------------------------------------------------------


def test_advanced_variant_pairs_two_different_cards():
    state = new_state({"players": 2, "variant": "advanced"}, 0)
    takes = [str(m) for m in state.legal_moves() if str(m).startswith("take")]
    assert len(takes) == 6 and "take 1 1" not in takes
    refused(state, "take 1", "welcometo.variant.advanced")
    after = play(state, "take 1 3", "write 1.7")          # 8 with the pool effect of card 3
    assert after.phase == "effect" and after.sheets[0].houses[0][6] == 8


def test_roundabout_restarts_numbering_and_fences_itself():
    state = position([sheet(["1 _ 9 _ _ _ _ _ _ _", *EMPTY[1:]])],
                     options={"roundabouts": True})
    state = state.apply("roundabout 1.4")
    assert streets(state)[0] == "1 _ 9 | R | _ _ _ _ _ _"
    refused(state, "roundabout 1.6", "welcometo.roundabout")        # one a turn
    assert play(state, "take 2", "write 1.5").sheets[0].houses[0][4] == 3


def test_at_most_two_roundabouts():
    state = position([sheet(["R | _ _ _ _ | R | _ _ _ _", *EMPTY[1:]])],
                     options={"roundabouts": True})
    refused(state, "roundabout 2.1", "welcometo.roundabout")


TRUCKS = {"dirs": ["left", "right", ""], "pos": [None, None, None],
          "cones": [[0] * 6, [0] * 7, [0] * 8], "bonus": [None] * 3}
ICE = {"options": {"neighbourhood": "icecream"}, "plans": ["1-fives", "2-36", "3-ice-street"]}


def test_ice_cream_truck_drives_circles_and_crosses():
    state = position([sheet()], trucks=[TRUCKS] * 2, **ICE)
    after = play(state, "take 1", "write 1.5")          # street 1: cones at 1 3 5 6 8 10
    trucks = after.trucks[0]
    assert trucks.pos[0] == 4 and trucks.cones[0] == (0, 0, 1, 2, 2, 2)
    behind = play(after, "value 1", "take 1", "write 1.9")          # player 2's turn
    assert behind.trucks[1].cones[0] == (0, 0, 0, 0, 0, 2)


def test_ice_cream_bonus_goes_to_the_first_to_finish_a_street():
    near = {**TRUCKS, "pos": [1, None, None], "cones": [[0, 2, 2, 2, 2, 2], [0] * 7, [0] * 8]}
    state = position([sheet(), sheet()], trucks=[near, TRUCKS], shown=("1E", "3B", "9P"),
                     **ICE)
    state = play(state, "take 1", "write 1.1", "value 1", "take 3", "write 2.8", "skip")
    assert state.trucks[0].bonus[0] == 1 and state.trucks[1].bonus[0] == -1
    assert state.cones_done[0]
    one_cone = data.streets()[0].scoops[0]                            # its scoops
    assert state.score()[0].breakdown.parts[-1].points == one_cone + 1   # + a bonus of 1 cone


def test_bottom_street_truck_needs_a_direction():
    state = position([sheet()], trucks=[TRUCKS] * 2, **ICE)
    state = play(state, "take 1", "write 3.1")
    assert state.phase == "truck"
    after = state.apply("truck right")
    assert after.trucks[0].dirs[2] == "right" and after.trucks[0].cones[2][0] == 1


def test_circled_cones_score_their_scoops():
    state = position([sheet()], trucks=[TRUCKS] * 2, **ICE)
    after = play(state, "take 1", "write 1.5")          # the cone at 1.5: earlier ones crossed
    street = data.streets()[0]
    assert after.trucks[0].points() == street.scoops[street.cones.index(5)]
    assert sum(sum(s.scoops) for s in data.streets()) > sum(len(s.cones) for s in data.streets())


def test_a_bis_drives_the_truck():
    # Street 1's truck heads left: the 3 written in 1.3 brings it there, the bis 3 in 1.2
    # takes it one plot further.
    state = position([sheet()], trucks=[TRUCKS] * 2, **ICE)
    state = play(state, "take 2", "write 1.3")          # 3 with bis; cone at 1.3 circled
    assert state.trucks[0].pos[0] == 2
    after = play(state, "bis 1.2 3")
    assert after.trucks[0].pos[0] == 1                  # driven on to the bis plot
    assert after.trucks[0].cones[0][:2] == (0, 1)       # no cone at 1.2; 1.3 still circled


def test_the_ice_cream_plans_replace_the_basic_n3_plans():
    from rulebooks.welcometo import plans as plan_cards
    ice = {p.id for p in plan_cards.choices(3, ("basic", "icecream"))}
    assert ice == {p.id for p in data.plans() if p.set == "icecream"}
    for seed in range(5):
        assert data.plan(new_state({"players": 2, "neighbourhood": "icecream"},
                                   seed).plan_ids[2]).set == "icecream"


def test_a_street_with_every_cone_circled_fulfils_the_ice_street_plan():
    done = {**TRUCKS, "pos": [0, None, None], "cones": [[1] * 6, [0] * 7, [0] * 8]}
    half = {**TRUCKS, "pos": [0, None, None], "cones": [[1] * 5 + [2], [0] * 7, [0] * 8]}
    state = position([sheet(), sheet()], trucks=[done, half], shown=("1E", "3B", "9P"), **ICE)
    state = play(state, "take 1", "write 2.1", "skip")
    assert state.phase == "plans"
    state = play(state, "plan 3", "take 1", "write 2.1", "skip")
    assert state.sheets[0].plans[2] == data.plan("3-ice-street").points[0]
    assert state.current == 0 and state.sheets[1].plans[2] == 0      # player 2 could not


def _ice_sheet(streets):
    from rulebooks.welcometo.notation import read_sheet
    return read_sheet({"streets": streets}, "test")


def test_three_estates_of_four_with_three_circled_cones_each():
    from rulebooks.welcometo import plans as plan_cards
    sheet_ = _ice_sheet(["1 2 3 4 | 5 6 7 8 | 9 10", "1 2 3 4 | _ _ _ _ _ _ _",
                         "1 2 3 4 | _ _ _ _ _ _ _ _"])
    cones = {(s.index, h - 1) for s in data.streets() for h in s.cones}
    spec = data.plan("3-ice-with")
    used = plan_cards.fulfil(spec, sheet_, frozenset(cones))
    assert sorted(used) == [(0, 4), (0, 5), (0, 6), (0, 7), (1, 0), (1, 1), (1, 2), (1, 3),
                            (2, 0), (2, 1), (2, 2), (2, 3)]   # 1.1-1.4 holds only 2 cones
    assert plan_cards.fulfil(spec, sheet_, frozenset(cones - {(1, 0)})) is None


def test_estates_without_a_circled_cone():
    from rulebooks.welcometo import plans as plan_cards
    sheet_ = _ice_sheet(["1 2 3 | 4 5 6 7 8 | 9 10", "1 2 3 4 | _ _ _ _ _ _ _", EMPTY[2]])
    spec = data.plan("3-ice-without")
    assert plan_cards.fulfil(spec, sheet_, frozenset()) is not None
    assert plan_cards.fulfil(spec, sheet_, frozenset({(0, 0)})) is None   # cone in 1.1-1.3
    assert plan_cards.fulfil(spec, sheet_, frozenset({(0, 8)})) is not None  # 1.9: no estate


def test_solo_deck_has_the_solo_card_in_its_lower_half():
    for seed in range(20):
        deck = cards.solo_deck(seed)
        assert deck.count(cards.SOLO) == 1 and deck.index(cards.SOLO) <= len(deck) // 2


def test_solo_card_turns_plans_to_their_lower_value():
    from rulebooks.welcometo.game import WelcomeState
    state = WelcomeState.from_json({
        "options": {"players": 1}, "phase": "choose", "plans": ["1-fives", "2-36", "3-235"],
        "sheets": [sheet()], "stacks": [["5L", "6L", "7L", "solo"]], "shown": ["8E", "3B", "9P"]})
    assert [str(m) for m in state.legal_moves()][:2] == ["take 1 2", "take 1 3"]
    state = play(state, "take 1 3", "write 1.1")                 # 8 with the pool: nothing to do
    assert state.solo_card and state.approved == (True, True, True)
    assert state.shown == ((7, "landscaper"), (6, "landscaper"), (5, "landscaper"))
    state = play(state, "take 1 2", "write 2.1", "park")
    assert state.phase == "over" and "solo deck" in state.ended


def _solo_temp_points(temps: int) -> int:
    from rulebooks.welcometo.game import WelcomeState
    state = WelcomeState.from_json({
        "options": {"players": 1}, "phase": "choose", "plans": ["1-fives", "2-36", "3-235"],
        "sheets": [sheet(temps=temps)], "stacks": [["5L", "6L", "7L", "solo"]],
        "shown": ["8E", "3B", "9P"]})
    [only] = state.score()
    return next(p.points for p in only.breakdown.parts if p.label == "Temp agency")


def test_solo_temp_agency_needs_the_minimum_of_boxes():
    from rulebooks.welcometo import data
    least = data.solo_temp_minimum()
    assert _solo_temp_points(1) == 0
    assert _solo_temp_points(least - 1) == 0
    assert _solo_temp_points(least) == data.temp_points()[0]


def test_a_full_street_plan_marks_its_houses_but_not_its_roundabout():
    from rulebooks.welcometo import plans
    from rulebooks.welcometo.notation import read_sheet
    street = read_sheet(sheet(["1 2 3 4 | R | 1 2 3 4 5", *EMPTY[1:]]))
    used = plans.fulfil(data.plan("1-street1"), street)
    assert used is not None and (0, 4) not in used and len(used) == 9
    read_sheet(sheet(street_marks(street.mark_used(used))))


def street_marks(s):
    from rulebooks.welcometo.notation import sheet_streets
    return sheet_streets(s)
