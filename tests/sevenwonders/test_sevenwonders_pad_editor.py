"""The score pad filled by clicks: each click is one change the pad's reader accepts, or a
refusal naming the place and the rule, the input unchanged; the cities turn into the pad of
their own figures."""

from __future__ import annotations

import copy
import re

import pytest

from rulebooks.core.errors import SetupError
from rulebooks.sevenwonders import calculator, scoring
from rulebooks.sevenwonders.editor import edit, editor

PAD = calculator.SAMPLE_TALLY


def test_plus_and_minus_change_one_figure_of_one_player():
    before = copy.deepcopy(PAD)
    after = edit(PAD, "add 3 military +1")
    assert before == PAD  # the input given is never changed
    assert after["players"][2]["military"] == PAD["players"][2]["military"] + 1
    assert after["players"][:2] == PAD["players"][:2]
    again = edit(after, "add 3 military -1")
    assert again["players"] == PAD["players"]
    assert calculator.score(after).totals()[2] == calculator.score(PAD).totals()[2] + 1


def test_every_button_the_pad_draws_is_a_click_the_pad_accepts_or_refuses_by_rule():
    drawn = re.findall(r'data-edit="([^"]+)"', editor(PAD))
    lines = [key for key, _, _ in scoring.lines_for()]
    assert len(drawn) == 2 * len(lines) * len(PAD["players"]) + 2
    for action in drawn:
        try:
            result = edit(PAD, action)
        except SetupError as refusal:  # a line at 0 cannot go below it
            assert action.endswith("-1") and refusal.rule and refusal.where
            continue
        calculator.score(result)


def test_seats_are_added_and_taken_away_within_the_player_counts():
    four = edit(PAD, "seats +1")
    assert len(four["players"]) == 4 and four["players"][3] == {}
    assert edit(four, "seats -1")["players"] == PAD["players"]
    with pytest.raises(SetupError) as refused:
        edit(PAD, "seats -1")  # 3 players is the fewest
    assert refused.value.where.startswith("input.players")


@pytest.mark.parametrize(("action", "where"), [
    ("add 1 commerce -1", "input.players[0].commerce"),  # below 0
    ("add 9 military +1", "action"),                       # no such player
    ("add 1 harbour +1", "action"),                        # no such line (without Cities)
    ("add 1 debt -1", "action"),
    ("paint 1", "action"),
])
def test_a_click_the_pad_cannot_take_is_refused_by_place(action, where):
    with pytest.raises(SetupError) as refused:
        edit(PAD, action)
    assert refused.value.where == where


def test_the_cities_open_as_the_pad_of_their_own_figures():
    assert 'data-edit="pad"' in editor(calculator.SAMPLE)
    pad = edit(calculator.SAMPLE, "pad")
    assert pad["mode"] == "tally"
    assert calculator.score(pad).totals() == calculator.score(calculator.SAMPLE).totals()
    with pytest.raises(SetupError):
        edit(calculator.SAMPLE, "add 1 military +1")


@pytest.mark.parametrize("expansion", ["edifice", "leaders", "armada"])
def test_each_expansion_turned_on_draws_its_own_lines(expansion):
    pad = {**PAD, expansion: True}
    drawn = re.findall(r'data-edit="add 1 ([a-z]+) \+1"', editor(pad))
    assert drawn == [key for key, _, _ in scoring.lines_for((expansion,))]
    assert drawn != [key for key, _, _ in scoring.lines_for()]


def test_an_armada_city_becomes_a_pad_with_its_naval_and_shipyard_figures():
    cities = {"armada": True, "players": [
        {"board": "gizah", "naval": [3, 5, -3], "shipyard": 4}, {"board": "babylon"},
        {"board": "rhodos"}]}
    pad = edit(cities, "pad")
    assert pad["armada"] is True
    assert (pad["players"][0]["naval"], pad["players"][0]["shipyard"]) == (5, 4)
    assert calculator.score(pad).totals() == calculator.score(cities).totals()


def test_the_naval_line_steps_over_the_one_sum_no_tokens_make():
    pad = {"mode": "tally", "armada": True, "players": [{"naval": 13}, {}, {}]}
    up = edit(pad, "add 1 naval +1")
    assert up["players"][0]["naval"] == 15                # 14: 7 + 5 + 2, no such token
    assert edit(up, "add 1 naval -1")["players"][0]["naval"] == 13
    with pytest.raises(SetupError) as refused:
        edit(up, "add 1 naval +1")                         # 15 is the most
    assert refused.value.rule == "sevenwonders.armada.naval"
