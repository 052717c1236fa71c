"""The calculator on complete sheets (totals worked out by hand from the printed tracks),
impossible sheets refused with street, house and rule, and the click-to-fill editor."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from rulebooks import get, web
from rulebooks.core.errors import NotationError, RulesError, SetupError
from rulebooks.welcometo import calculator, data, editor

EMPTY = ["_ " * 10, "_ " * 11, "_ " * 12]
CALC = get("welcometo").calculator


def score(**fields):
    return calculator.score({"streets": [s.strip() for s in EMPTY], **fields})


def test_sample_sheet_total_by_hand():
    # plans 8 + 0 + 7; parks 4 + 6 + 4; nine pools 36; temps 4 against 3 and 5: second, 4;
    # estates 1x1 at 1, 3x2 at 3, 5x3 at 5, 2x4 at 5; one bis -1; one refusal 0
    assert calculator.score(calculator.SAMPLE).total == 15 + 14 + 36 + 4 + (1 + 9 + 25 + 10) - 1


def test_every_part_cites_a_rule_of_the_page():
    from rulebooks.core.registry import rule_ids
    parts = calculator.score({**calculator.SAMPLE, "christmas": True,
                              "ice_cream": {"circled": ["1.1"], "bonus": [1]}}).parts
    assert {p.rule for p in parts} <= rule_ids("welcometo")
    assert {"welcometo.christmas.score", "welcometo.icecream.score"} <= {p.rule for p in parts}


def test_a_street_full_of_estates_of_six_with_the_column_maxed():
    streets = ["_ _ _ _ _ _ _ _ _ _", "_ _ _ _ _ _ _ _ _ _ _", "1 2 3 4 5 6 | 7 8 9 10 11 12"]
    result = calculator.score({"streets": streets, "values": [0, 0, 0, 0, 0, 4]})
    assert result.total == 2 * 12
    assert result.fact("estates") == 2


def test_parks_pools_and_tracks():
    assert score(parks=[3, 4, 5], only=["parks"]).total == 10 + 14 + 18
    assert score(refusals=2, only=["refusals"]).total == -3
    assert score(temps=1, rivals=[0], only=["temps"]).total == data.temp_points()[0]
    assert score(temps=0, rivals=[2], only=["temps"]).total == 0


def test_solo_temp_agency_pays_only_from_the_minimum():
    least = data.solo_temp_minimum()
    assert least > 1
    assert score(temps=1, only=["temps"]).total == 0
    assert score(temps=least - 1, only=["temps"]).total == 0
    assert score(temps=least, only=["temps"]).total == data.temp_points()[0]
    assert score(temps=data.temp_boxes(), only=["temps"]).total == data.temp_points()[0]


def test_temp_ties_both_readings():
    assert score(temps=3, rivals=[5, 5, 4], only=["temps"]).total == 1
    assert score(temps=3, rivals=[5, 5, 4], temp_ties="skip", only=["temps"]).total == 0
    assert score(temps=5, rivals=[5, 4], temp_ties="skip", only=["temps"]).total == 7


def test_christmas_wiki_example_scores_five_on_its_street():
    streets = ["_ _ _ _ _ _ _ _ _ _", "2 4 _ 6 7 8 8b 9 11 12 13", "_ _ _ _ _ _ _ _ _ _ _ _"]
    parts = calculator.score({"streets": streets, "christmas": True}).parts
    lights = {p.label: p.points for p in parts if p.rule == "welcometo.christmas.score"}
    assert lights == {"Christmas lights, street 1": 0, "Christmas lights, street 2": 5,
                      "Christmas lights, street 3": 0}


def test_a_roundabout_breaks_the_lights_and_costs_points():
    streets = ["1 2 | R | 3 4 5 _ _ _ _", "_ _ _ _ _ _ _ _ _ _ _", "_ _ _ _ _ _ _ _ _ _ _ _"]
    result = calculator.score({"streets": streets, "christmas": True,
                               "only": ["lights", "roundabouts"]})
    assert [p.points for p in result.parts] == [-3, 3, 0, 0]


@pytest.mark.parametrize("street, house, rule", [
    ("3 5 4 _ _ _ _ _ _ _", 3, "welcometo.build.order"),
    ("3 _ 3 _ _ _ _ _ _ _", 3, "welcometo.build.order"),
    ("3 5b _ _ _ _ _ _ _ _", 2, "welcometo.effect.bis"),
    ("3 3 _ _ _ _ _ _ _ _", 2, "welcometo.build.order"),
    ("3 | 3b _ _ _ _ _ _ _ _", 2, "welcometo.effect.surveyor"),
    ("1p _ _ _ _ _ _ _ _ _", 1, "welcometo.effect.pool"),
    ("18 _ _ _ _ _ _ _ _ _", 1, "welcometo.build.number"),
    ("_ R _ _ _ _ _ _ _ _", 2, "welcometo.roundabout"),
])
def test_impossible_streets_name_street_house_and_rule(street, house, rule):
    with pytest.raises(SetupError) as refused:
        calculator.score({"streets": [street, *[s.strip() for s in EMPTY[1:]]]})
    assert refused.value.rule == rule
    assert f"street 1, house {house}" in refused.value.where


@pytest.mark.parametrize("field, value, rule", [
    ("parks", [4, 0, 0], "welcometo.effect.landscaper"),
    ("values", [2, 0, 0, 0, 0, 0], "welcometo.effect.estate"),
    ("temps", 12, "welcometo.effect.temp"),
    ("refusals", 4, "welcometo.build.refusal"),
    ("plans", [9, 0, 0], "welcometo.score.plans"),
])
def test_more_ticks_than_boxes_is_refused(field, value, rule):
    with pytest.raises(SetupError) as refused:
        score(**{field: value})
    assert refused.value.rule == rule


def test_too_many_bis_and_roundabouts():
    with pytest.raises(SetupError) as refused:
        calculator.score({"streets": ["1 1b 2 2b 3 3b 4 4b 5 5b", "6 6b 7 7b 8 8b 9 9b 10 10b _",
                                      EMPTY[2].strip()]})
    assert refused.value.rule == "welcometo.effect.bis"
    with pytest.raises(SetupError) as refused:
        calculator.score({"streets": ["R | _ | R | _ | R | _ _ _ _ _", *[s.strip() for s in
                                                                         EMPTY[1:]]]})
    assert refused.value.rule == "welcometo.roundabout"


@pytest.mark.parametrize("payload", [
    {"streets": ["x"]}, {"streets": "1 2"}, {"streets": ["1 | | ", "", ""]},
    {"streets": ["1 2 3 4 5 6 7 8 9 10 |", "", ""]}, {}, {"streets": [], "bogus": 1},
])
def test_unreadable_input_is_a_rules_error(payload):
    with pytest.raises(RulesError):
        calculator.score(payload)


@pytest.mark.skipif(sys.platform == "emscripten", reason="Pyodide cannot start processes")
def test_command_line_scores_a_sheet():
    done = subprocess.run([sys.executable, "-m", "rulebooks", "score", "welcometo"],
                          input=json.dumps(calculator.SAMPLE), capture_output=True, text=True,
                          check=True)
    assert json.loads(done.stdout)["total"] == calculator.score(calculator.SAMPLE).total


def test_editor_fills_a_sheet_by_actions():
    payload = {"streets": [s.strip() for s in EMPTY]}
    for action in ["house 1.1 1", "house 1.2 2", "fence 1.2", "house 1.3 3", "pool 1.3",
                   "house 1.4 3b", "fence 1.4", "park-1 2", "value-2 1", "temps 3",
                   "refusals 1", "plan 1 8", "rivals 2 5"]:
        payload = editor.edit(payload, action)
    assert payload["streets"][0] == "1 2 | 3p 3b | _ _ _ _ _ _"
    result = calculator.score(payload)
    # estates: 2 at 3, 2 at 3; parks 4; one pool 3; temps second 4; bis -1; plan 8
    assert result.total == 6 + 4 + 3 + 4 - 1 + 8
    assert editor.edit(payload, "park-1 2")["parks"] == [1, 0, 0]     # clicking again untick


def test_editor_html_has_a_control_for_every_house_and_fence():
    html = editor.editor(calculator.SAMPLE)
    houses = sum(s.houses for s in data.streets())
    assert html.count('data-edit="house ') == houses
    assert html.count('data-edit="fence ') == houses - len(data.streets())
    assert html.count('data-edit="pool ') == 9


@pytest.mark.parametrize("action", ["house 9.1 3", "house 1.1 x", "fence 1.10", "pool 1.1",
                                    "bogus", "rivals a"])
def test_editor_refuses_nonsense(action):
    with pytest.raises(NotationError):
        editor.edit({"streets": [s.strip() for s in EMPTY]}, action)


def test_bridge_edit_keeps_an_impossible_sheet_editable():
    blank = json.dumps({"streets": [s.strip() for s in EMPTY]})
    answer = web.answer("calculator_edit", {"game": "welcometo", "action": "house 1.2 5",
                                            "text": blank})
    answer = web.answer("calculator_edit", {"game": "welcometo", "action": "house 1.3 4",
                                            "text": json.dumps(answer["payload"])})
    assert answer["ok"] and answer["score_error"]["rule"] == "welcometo.build.order"
    assert "street 1, house 3" in answer["score_error"]["where"]
    assert 'data-edit="house 1.1"' in answer["editor"]


def test_calculator_is_registered_with_editor():
    assert CALC.editor(calculator.SAMPLE) == editor.editor(calculator.SAMPLE)
    assert CALC.edit(calculator.SAMPLE, "fence 1.2") == editor.edit(calculator.SAMPLE,
                                                                      "fence 1.2")
    assert CALC.score(CALC.sample).total == calculator.score(calculator.SAMPLE).total


def test_ice_cream_scores_scoops_and_a_bonus_per_cone():
    blank = {"streets": ["_ _ _ _ _ _ _ _ _ _", "_ _ _ _ _ _ _ _ _ _ _",
                         "_ _ _ _ _ _ _ _ _ _ _ _"], "only": ["cones"]}
    street = data.streets()[1]
    places = [f"2.{h}" for h in street.cones[:2]]
    plain = calculator.score({**blank, "ice_cream": {"circled": places}}).total
    assert plain == sum(street.scoops[:2])
    won = calculator.score({**blank, "ice_cream": {"circled": places, "bonus": [2]}}).total
    assert won == plain + 2
    other = calculator.score({**blank, "ice_cream": {"circled": places, "bonus": [1]}}).total
    assert other == plain                                   # street 1's bonus, no cone there
    no_cone = next(h for h in range(1, street.houses + 1) if h not in street.cones)
    with pytest.raises(SetupError):
        calculator.score({**blank, "ice_cream": {"circled": [f"2.{no_cone}"]}})
    with pytest.raises(SetupError):
        calculator.score({**blank, "ice_cream": {"circled": places, "bonus": [2, 2]}})


@pytest.mark.parametrize(("house", "street"), [("1.3", "_ _ | R | _ _ _ _ _ _ _"),
                                               ("1.1", "R | _ _ _ _ _ _ _ _ _"),
                                               ("1.10", "_ _ _ _ _ _ _ _ _ | R")])
def test_choosing_a_roundabout_draws_its_fences(house, street):
    payload = editor.edit({"streets": [s.strip() for s in EMPTY]}, f"house {house} R")
    assert payload["streets"][0] == street
    assert calculator.score(payload).total is not None  # a sheet the rules allow


@pytest.mark.parametrize(("line", "said", "where"), [
    ("1 2 R 3 _ _ _ _ _ _", "has none on its left or right", "street 1, house 3"),
    ("1 2 | R 3 _ _ _ _ _ _", "house 3 has none on its right", "street 1, house 3"),
    ("1 2 | 2b _ _ _ _ _ _ _", "a fence parts 2 from its bis", "street 1, house 3"),
])
def test_a_sheet_error_says_street_and_house_in_words(line, said, where):
    with pytest.raises(SetupError) as found:
        calculator.score({"streets": [line, *[s.strip() for s in EMPTY[1:]]]})
    told = str(found.value)
    assert said in told and where in found.value.where
    assert "|" not in told  # words, not the sheet's notation


def test_the_number_to_write_is_pencilled_not_written_in_every_empty_plot():
    game = get("welcometo")
    state = game.new_state({"players": 1}, 1)
    state = state.apply(str(state.legal_moves()[0]))  # a combination taken: now to write
    moves = [str(m) for m in state.legal_moves()]
    html = game.render(state, 0, moves)
    writes = [m for m in moves if m.startswith("write ")]
    assert writes and html.count("rb-wt-house--candidate") == len(writes)
    # every number on the sheet is a pencilled candidate: none looks written
    assert re.findall(r'<span class="rb-wt-num">\d', html) == []
