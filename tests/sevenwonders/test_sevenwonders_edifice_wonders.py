"""The expansions' Wonder boards: Edifice's (sevenwonders.edifice.wonders), Carthage's
stages that offer a choice of effects and Ur's that take an Edifice pawn from the box; and
Leaders' Roma (sevenwonders.leaders.roma), its Day side only."""

from __future__ import annotations

from collections import Counter

import pytest

from rulebooks.core import get
from rulebooks.core.errors import NotationError, SetupError
from rulebooks.sevenwonders import data
from rulebooks.sevenwonders.city import City, cheapest, science_symbols
from rulebooks.sevenwonders.game import new_state
from rulebooks.sevenwonders.moves import parse_move
from tests.refusals import refused_move

GAME = get("sevenwonders")
BOARDS = "sevenwonders.edifice.wonders"


def play(state, *moves):
    for move in moves:
        state = state.apply(move)
    return state


def carthage(**more):
    return GAME.position.read({"wonders": "all", "turn": 6, "seats": [
        {"board": "carthage", "stages": 1, "coins": 5, "city": ["ore-vein", "press"],
         "hand": ["altar", "well"]},
        {"board": "babylon", "hand": ["baths", "loom"]},
        {"board": "rhodos", "hand": ["marketplace", "clay-pool"]}], **more})


def ur():
    return GAME.position.read({
        "edifice": True, "wonders": "all", "turn": 6,
        "edifices": ["money-changer", "auction-house", "agora"],
        "seats": [{"board": "ur", "stages": 1, "city": ["stone-pit", "clay-pool"],
                   "hand": ["altar", "well"]},
                  {"board": "gizah", "hand": ["baths", "loom"]},
                  {"board": "rhodos", "hand": ["press", "glassworks"]}]})


def test_the_boards_are_dealt_with_all_the_boards_only():
    assert not {"ur", "carthage"} & set(data.dealt_wonders())
    assert "carthage" in data.dealt_wonders(()) and "ur" not in data.dealt_wonders(())
    assert {"ur", "carthage"} <= set(data.dealt_wonders(("edifice",)))
    dealt = {b for seed in range(30) for b in new_state(
        {"players": 7, "edifice": True, "wonders": "all"}, seed).boards}
    assert {"ur", "carthage"} <= dealt


def test_a_stage_with_a_choice_lists_and_needs_one():
    state = carthage()
    legal = {str(m) for m in state.legal_moves()}
    assert {"wonder altar 1", "wonder altar 2"} <= legal and "wonder altar" not in legal
    refused_move(state, "wonder altar", BOARDS)
    refused_move(state, "wonder altar 3", BOARDS)
    with pytest.raises(NotationError):
        parse_move("wonder altar x")


def test_a_number_on_a_stage_without_a_choice_is_refused():
    state = carthage(seats=[{"board": "carthage", "coins": 5, "city": ["stone-pit"],
                             "hand": ["altar", "well"]},
                            {"board": "gizah", "hand": ["baths", "loom"]},
                            {"board": "rhodos", "hand": ["marketplace", "clay-pool"]}])
    refused_move(state, "wonder altar 1", "sevenwonders.wonder")
    assert state.is_legal("wonder altar")


def test_the_effect_chosen_is_kept_in_the_city():
    coins = play(carthage(), "wonder altar 1", "sell baths", "sell marketplace")
    shield = play(carthage(), "wonder altar 2", "sell baths", "sell marketplace")
    assert coins.coins[0] - shield.coins[0] == 7
    assert shield.city(0).shields() == 1 and coins.city(0).shields() == 0
    assert shield.chosen[0] == (0, 2)
    back = type(shield).from_json(shield.to_json())
    assert back.chosen == shield.chosen and back.city(0).shields() == 1
    wonder_points = sum(s.points for s in shield.city(0).built_stages())
    assert wonder_points == 3 + 2


def test_carthage_night_gives_a_discard_build_or_a_science_symbol():
    science = City("carthage", "night", 2, (), 0, chosen=(2, 2))
    assert science.shields() == 2 and science_symbols(science) == ({}, 1)
    discard = City("carthage", "night", 2, (), 0, chosen=(1, 1))
    assert discard.built_stages()[1].power == "build-discarded"
    assert sum(s.coins for s in discard.built_stages()) == 7


@pytest.mark.parametrize(("choice", "debt"), [("1", ()), ("3", (data.edifice_debt(1),))])
def test_ur_takes_a_pawn_from_the_box(choice, debt):
    """A pawn of the Age I Edifice, which fails, spares its penalty; one of Age III does
    not (one coin left: the debt token); neither comes off the Edifice card."""
    state = ur()
    after = play(state, f"wonder altar {choice}", "sell baths", "sell press")
    assert after.age == 2 and after.pawns == ((int(choice),), (), ())
    assert after.pawns_left == state.pawns_left
    assert after.edifice_debt[0] == debt and after.coins[0] == 1
    assert after.chosen[0] == (0, int(choice))
    assert type(after).from_json(after.to_json()).pawns == after.pawns


def test_ur_cannot_choose_a_pawn_it_holds():
    state = GAME.position.read({
        "edifice": True, "wonders": "all", "turn": 6, "pawns_left": [1, 2, 2],
        "edifices": ["money-changer", "auction-house", "agora"],
        "seats": [{"board": "ur", "stages": 1, "pawns": [1], "city": ["stone-pit", "clay-pool"],
                   "hand": ["altar", "well"]},
                  {"board": "gizah", "hand": ["baths", "loom"]},
                  {"board": "rhodos", "hand": ["press", "glassworks"]}]})
    refused_move(state, "wonder altar 1", BOARDS)
    assert state.is_legal("wonder altar 2")


def test_a_leader_under_a_stage_that_offers_a_choice_names_it_too():
    state = GAME.position.read({"leaders": True, "wonders": "all", "phase": "leader",
                                "age": 2, "turn": 0, "seats": [
        {"board": "carthage", "stages": 1, "coins": 5, "city": ["ore-vein", "press"],
         "leaders": ["amytis", "nero"]},
        {"board": "babylon", "leaders": ["sappho", "midas"]},
        {"board": "rhodos", "leaders": ["varro", "hiram"]}]})
    refused_move(state, "wonder amytis", BOARDS)
    after = play(state, "wonder amytis 2", "sell sappho", "sell varro")
    assert after.phase == "choose" and after.chosen[0] == (0, 2)
    assert after.city(0).shields() == 1


def test_roma_is_dealt_with_leaders_on_the_day_side_only():
    assert "roma" in data.dealt_wonders(("leaders",))
    assert "roma" not in data.dealt_wonders(("leaders",), "night")
    assert "roma" not in data.dealt_wonders(("cities",)) + data.dealt_wonders()
    dealt = {b for seed in range(30) for b in new_state(
        {"players": 7, "leaders": True, "wonders": "all"}, seed).boards}
    assert "roma" in dealt
    night = {b for seed in range(30) for b in new_state(
        {"players": 7, "leaders": True, "wonders": "all", "side": "night"}, seed).boards}
    assert "roma" not in night
    with pytest.raises(SetupError) as caught:
        GAME.position.read({"leaders": True, "side": "night", "seats": [
            {"board": "roma"}, {"board": "babylon"}, {"board": "rhodos"}]})
    assert caught.value.rule == "sevenwonders.leaders.roma"


def test_roma_recruits_for_free_and_starts_with_nothing():
    state = GAME.position.read({"leaders": True, "wonders": "all", "phase": "leader",
                                "turn": 0, "seats": [
        {"board": "roma", "coins": 0, "leaders": ["caesar", "hannibal"]},
        {"board": "babylon", "coins": 1, "leaders": ["nero", "pericles"]},
        {"board": "rhodos", "leaders": ["varro", "midas"]}]})
    assert state.recruit_price(0, "caesar") == 0 and state.recruit_price(1, "pericles") > 1
    refused_move(state.apply("recruit caesar"), "recruit pericles",
                 "sevenwonders.leaders.recruit")
    after = play(state, "recruit caesar", "sell nero", "sell varro")
    assert after.recruited[0] == ("caesar",) and after.coins[0] == 0
    roma = state.city(0)
    assert not roma.fixed() and not roma.choices()
    buyer, other = City("babylon", "day", 0, (), 3), City("gizah", "day", 0, (), 3)
    assert cheapest(Counter("S"), buyer, roma, other) is not None
    assert cheapest(Counter("O"), buyer, roma, other) is None  # Roma makes nothing


def pad(choices, side="night", stages=2):
    return {"player": 1, "players": [
        {"board": "carthage", "side": side, "stages": stages, "choices": choices,
         "cards": ["apothecary", "workshop"]}, {"board": "babylon"}, {"board": "rhodos"}]}


def line(breakdown, key):
    return next(p.points for p in breakdown.parts if p.player == 0 and p.key == key)


def test_the_score_pad_takes_each_stage_choice():
    """Carthage's Night side on the pad: choice 1 of the first stage is worth its points,
    choice 2 nothing (shields, already in the tokens); choice 2 of the second stage
    is a science symbol of any kind, which completes the set."""
    night = data.wonder("carthage").side("night").stages
    day = data.wonder("carthage").side("day").stages
    assert night[0].chosen(1).points > 0 and night[0].chosen(2).points == 0
    scored = {tuple(c): GAME.calculator.score(pad(c)) for c in ([1, 2], [2, 2], [1, 1])}
    assert line(scored[(1, 2)], "wonder") == night[0].chosen(1).points
    assert line(scored[(2, 2)], "wonder") == 0
    assert line(scored[(1, 2)], "science") == 10 and line(scored[(1, 1)], "science") == 2
    scored_day = GAME.calculator.score(pad([2], side="day"))
    # the first stage, and the shield's points
    assert line(scored_day, "wonder") == day[0].points + day[1].chosen(2).points


@pytest.mark.parametrize(("choices", "stages", "where"), [
    ([1], 2, "choices"), ([1, 2, 1], 2, "choices"), ([], 1, "choices"),
    ([0, 1], 2, "choices[0]"), ([1, 3], 2, "choices[1]"), (["1", 1], 2, "choices[0]"),
    ([True, 1], 2, "choices[0]")])
def test_the_score_pad_refuses_a_choice_that_does_not_fit(choices, stages, where):
    with pytest.raises(SetupError) as error:
        GAME.calculator.score(pad(choices, stages=stages))
    assert error.value.where == f"input.players[0].{where}"
    assert error.value.rule == BOARDS


def test_a_board_without_choices_takes_none_on_the_pad():
    payload = pad([1], side="day", stages=1)
    with pytest.raises(SetupError, match="one choice for each stage"):
        GAME.calculator.score(payload)
    payload["players"][0]["choices"] = []
    first = data.wonder("carthage").side("day").stages[0]
    assert line(GAME.calculator.score(payload), "wonder") == first.points
