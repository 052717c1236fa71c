"""Scripted scenarios, one group per rule of rulebooks/takenokolor/rules.md."""

from __future__ import annotations

import pytest
from takenokolor_positions import ALL_PENS, bamboo, position, refused

from rulebooks.takenokolor import data
from rulebooks.takenokolor.game import new_state
from rulebooks.takenokolor.sheet import ladybirds

PLAYERS = range(data.players()[0], data.players()[1] + 1)
BONUS = data.points("cloud_bonus")
END = data.ladybirds_to_end()


def pen_for(section_id):
    return data.section(section_id).pen.code


# -- takenokolor.round.roll / setup -----------------------------------------------
@pytest.mark.parametrize("players", PLAYERS)
def test_a_new_game_rolls_one_marker_of_each_colour(players):
    state = new_state({"players": players}, seed=players)
    assert sorted(p.colour for p in state.roll) == sorted(n for n, _ in data.colours())
    assert state.panda == state.current == state.acted == 0
    assert all(sheet == frozenset() for sheet in state.sheets)


def test_every_symbol_comes_up_over_a_few_rolls():
    from rulebooks.takenokolor.game import roll
    seen = {pen for r in range(20) for pen in roll(7, r)}
    assert {p.symbol for p in seen} == {n for n, _ in data.symbols()}
    assert roll(7, 3) == roll(7, 3)  # the same seed and round roll the same


# -- takenokolor.turn.pick ---------------------------------------------------------
def test_taking_a_marker_colours_its_section_and_removes_it():
    state = position(roll=ALL_PENS)
    target = next(s for s in state.legal_moves() if str(s).startswith("colour"))
    after = state.apply(target)
    assert target.target in after.sheets[0]
    assert len(after.roll) == len(state.roll) - 1
    assert data.section(target.target).pen not in after.roll


def test_a_section_needs_the_marker_of_its_colour_and_symbol():
    wrong = [p for p in ALL_PENS if p[0] != "g"] + ["gs"]  # b1.1 is a green circle
    refused(position(roll=wrong), "colour b1.1", "takenokolor.turn.pick")


# -- takenokolor.sheet1.match / bamboo ------------------------------------------------
def test_a_coloured_section_is_never_coloured_again():
    state = position(roll=ALL_PENS, sheets=[["sun.3"], []])
    refused(state, "colour sun.3", "takenokolor.sheet1.match")


def test_bamboo_is_coloured_from_the_bottom():
    second = bamboo("b1", 2)[1]
    state = position(roll=["bt", pen_for(second), "pt", "ys"])
    refused(state, f"colour {second}", "takenokolor.sheet1.bamboo")
    grown = position(roll=["bt", pen_for(second), "pt", "ys"], sheets=[bamboo("b1", 1), []])
    assert second in grown.apply(f"colour {second}").sheets[0]


def test_only_each_bamboos_lowest_blank_section_is_offered():
    state = position(roll=ALL_PENS, sheets=[bamboo("b1", 1), []])
    offered = {m.target for m in state.legal_moves() if m.verb == "colour"}
    for item in data.bamboos():
        lowest = "b1.2" if item.id == "b1" else f"{item.id}.1"
        others = {s.id for s in item.sections} - {lowest}
        assert not offered & others


# -- takenokolor.turn.skip / takenokolor.round -------------------------------------------
def test_a_player_skips_only_when_no_marker_fits():
    state = position(players=4, acted=3, roll=["bt"], sheets=[[], [], [], ["c1.3", "c2.2"]])
    assert [str(m) for m in state.legal_moves()] == ["pass"]
    refused(position(roll=ALL_PENS), "pass", "takenokolor.turn.skip")


@pytest.mark.parametrize("players", PLAYERS)
def test_after_every_player_acts_the_panda_passes_and_the_markers_are_rolled(players):
    state = new_state({"players": players}, seed=11)
    for _ in range(players):
        assert state.round == 0
        state = state.apply(state.legal_moves()[0])
    assert state.round == 1 and state.panda == 1 % players == state.current
    assert len(state.roll) == len(data.colours())


# -- takenokolor.sheet1.cloud -----------------------------------------------------------
def test_completing_a_cloud_grows_a_bamboo_in_blue():
    state = position(roll=ALL_PENS, sheets=[["c1.1", "c1.2"], []])
    state = state.apply("colour c1.3")
    assert state.phase == "bonus" and state.current == 0
    refused(state, "colour b1.1", "takenokolor.sheet1.cloud")
    refused(state, "pass", "takenokolor.sheet1.cloud")
    after = state.apply("bonus b3")
    assert after.blue[0] == frozenset(bamboo("b3", BONUS))
    assert after.current == 1 and after.phase == "pick"


def test_a_bamboo_with_one_section_left_takes_one_and_completes():
    almost = bamboo("b2")[:-1]
    state = position(roll=ALL_PENS, sheets=[["c1.1", "c1.2", *almost], []])
    after = state.apply("colour c1.3").apply("bonus b2")
    assert after.blue[0] == {bamboo("b2")[-1]}
    assert ladybirds(after.sheets[0]) == 1


def test_no_reward_when_every_bamboo_is_complete():
    every = [s for b in data.bamboos() for s in bamboo(b.id)]
    state = position(acted=1, roll=["bt", "go", "pt"], sheets=[[], ["c1.1", "c1.2", *every]])
    after = state.apply("colour c1.3")
    assert after.phase == "over"  # no bonus step: the round (and the game) ends at once
    assert after.blue[1] == frozenset()


def test_a_bonus_without_a_completed_cloud_is_refused():
    refused(position(roll=ALL_PENS), "bonus b1", "takenokolor.sheet1.cloud")


# -- takenokolor.sheet1.sun ---------------------------------------------------------
def test_the_sun_takes_any_order():
    last = data.sun().sections[-1].id
    state = position(roll=["bt", "go", "pt", pen_for(last)])
    assert state.is_legal(f"colour {last}")


# -- takenokolor.sheet1.ladybird / takenokolor.end ------------------------------------------
def _near_end():
    """Player 1 has two completed bamboos and one section left on bamboo 3."""
    done = bamboo("b1") + bamboo("b2") + bamboo("b3")[:-1]
    last = bamboo("b3")[-1]
    others = [p for p in ALL_PENS if p[0] != pen_for(last)[0]]
    return position(roll=sorted([pen_for(last), *others]), sheets=[done, []]), last


def test_the_third_ladybird_ends_the_game_after_the_round():
    state, last = _near_end()
    state = state.apply(f"colour {last}")
    assert ladybirds(state.sheets[0]) == END
    assert state.outcome() is None and state.current == 1  # the round goes on
    state = state.apply(state.legal_moves()[0])
    assert state.outcome() is not None and state.legal_moves() == ()
    refused(state, "pass", "takenokolor.end")


def test_two_ladybirds_do_not_end_the_game():
    state = position(roll=ALL_PENS, sheets=[bamboo("b1") + bamboo("b2"), []])
    for _ in range(2):
        state = state.apply(state.legal_moves()[0])
    assert state.outcome() is None and state.round == 1


# -- takenokolor.end.tie ---------------------------------------------------------
def test_tied_players_share_the_victory():
    state, last = _near_end()
    same = state.sheets[0] | {last}
    over = position(phase="over", roll=[], sheets=[sorted(same), sorted(same)], acted=0)
    assert over.outcome().winners == (0, 1)
