"""The calculator on finished boards, its errors, and the click-to-fill sheet."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from rulebooks import get, web
from rulebooks.core.errors import NotationError, RulesError, SetupError
from rulebooks.locomomo import calculator

CALC = get("locomomo").calculator
BLANK = {"rows": ["", "", "", "", ""]}


def total(payload):
    return CALC.score(payload).total


def test_the_sample_board_scores_part_by_part():
    breakdown = CALC.score(calculator.SAMPLE)
    labels = {p.label: p.points for p in breakdown.parts}
    # bears and eagles crowned in columns 1-2 (4 + 3 each), rabbit pair in column 3,
    # row 4: 3 ducks and 2 rabbits, row 5: all five species, column 1 all green,
    # and the fewest brown tiles (4 against 5)
    assert labels == {
        "Top row, column 1: bear above a pair of bears": 4,
        "Top row, column 2: eagle above a pair of eagles": 4,
        "Pair of bears in column 1": 3, "Pair of eagles in column 2": 3,
        "Pair of rabbits in column 3": 3,
        "Same-species row: 3 ducks": 5, "Same-species row: 2 rabbits": 2,
        "Different-species row: 5 species": 14, "Column 1 all green": 5,
        "Fewest tiles matching the brown token (4)": 7,
    }
    assert breakdown.total == 50
    assert breakdown.fact("tiles") == 24


def test_a_full_board_with_both_expansions():
    rows = ["Rg Rb Eb Bn Dn", "Rn Lb Eb Bg Lg", "Rb Lb Eg Bg Lg", "Dn Dn Dg Dg Eb",
            "Rg Lg Eg Bg Dg"]
    payload = {"rows": rows, "habitat": {"token": "duck", "others": [3, 6]}, "flower": "duck"}
    # top: rabbit over rabbits (col 1), eagle (col 3), bear (col 4): 3 x 4
    # pairs: columns 1 to 5: 5 x 3; row 4: 4 ducks 9 + 1 eagle 1; row 5: 5 species 14
    # green row 5: 5; ducks on the board: 6 -> not the fewest (3); flower duck in row 1: 5
    assert total(payload) == 12 + 15 + 10 + 14 + 5 + 5
    payload["habitat"]["others"] = [6, 6]
    assert total(payload) == 12 + 15 + 10 + 14 + 5 + 5 + 7


def test_an_empty_board_scores_nothing():
    assert total(BLANK) == 0


def test_readings_are_chosen_in_the_input():
    rows = ["", "Bg", "Bn", "Bb Bb Dn", ""]
    assert total({"rows": rows}) == 3 + 2 + 1
    assert total({"rows": rows, "same_row": "largest-group"}) == 3 + 2
    assert total({"rows": rows, "top_bonus": "below"}) == 3 + 4 + 2 + 1


@pytest.mark.parametrize("payload, kind, where, rule", [
    ({"rows": ["Rg . Bb", "", "", "", ""]}, SetupError, "input.rows[0], square 3",
     "locomomo.place.leftmost"),
    ({"rows": ["Rg Rg Rg Rg Rg", "Rg Rg Rg", "", "", ""]}, SetupError,
     "input.rows[1], square 3", "locomomo.setup.tiles"),
    ({"rows": ["Rg Rg Rg Rg Rg Rg", "", "", "", ""]}, SetupError, "input.rows[0]",
     "locomomo.setup.boards"),
    ({"rows": ["", "", "", ""]}, SetupError, "input.rows", "locomomo.setup.boards"),
    ({"rows": ["Xq", "", "", "", ""]}, NotationError, "input.rows[0], square 1",
     "locomomo.setup.tiles"),
    ({"rows": BLANK["rows"], "flower": "owl"}, NotationError, "input.flower", None),
    ({"rows": BLANK["rows"], "colour": 1}, NotationError, "input", None),
    ({"rows": BLANK["rows"], "habitat": {"token": "bear", "others": [-1]}}, NotationError,
     "input.habitat.others[0]", None),
])
def test_impossible_boards_are_refused_naming_the_place_and_rule(payload, kind, where, rule):
    with pytest.raises(kind) as caught:
        CALC.score(payload)
    assert caught.value.where == where and caught.value.rule == rule


@pytest.mark.skipif(sys.platform == "emscripten", reason="Pyodide cannot start processes")
def test_the_command_line_scores_a_board():
    done = subprocess.run([sys.executable, "-m", "rulebooks", "score", "locomomo"],
                          input=json.dumps({"rows": ["Bg", "Bb", "Bn", "", ""]}),
                          capture_output=True, text=True, check=True)
    assert json.loads(done.stdout)["total"] == 7


# -- the sheet ---------------------------------------------------------------------------
def test_editor_offers_filled_squares_and_the_next_free_one_only():
    html = CALC.editor({"rows": ["Rg Bb", "", "", "", ""]})
    assert html.count('data-edit="set 1 ') == 5
    assert 'data-edit="set 1 3"' in html and 'data-edit="set 1 4"' in html
    enabled = [cell for cell in html.split("<select")[1:] if "disabled" not in cell.split(">")[0]]
    # row 1: squares 1-3; rows 2-5: their first square; plus the four setting menus
    assert len(enabled) == 3 + 4 + 4
    assert 'value="Rg" selected' in html


def test_clicks_fill_replace_and_clear_squares():
    payload = CALC.edit(BLANK, "set 2 1 Rg")
    payload = CALC.edit(payload, "set 2 2 Bb")
    assert payload["rows"][1] == "Rg Bb"
    assert CALC.edit(payload, "set 2 1 Dn")["rows"][1] == "Dn Bb"
    assert CALC.edit(payload, "set 2 1")["rows"][1] == "Bb"  # the rest moves left
    with pytest.raises(SetupError) as caught:
        CALC.edit(payload, "set 2 4 Rg")
    assert caught.value.rule == "locomomo.place.leftmost"
    assert caught.value.where == "input.rows[1], square 4"


def test_clicks_set_the_readings_and_the_expansions():
    payload = CALC.edit(BLANK, "same_row largest-group")
    payload = CALC.edit(payload, "habitat green")
    payload = CALC.edit(payload, "others 2 5")
    payload = CALC.edit(payload, "flower eagle")
    assert payload == {"rows": BLANK["rows"], "same_row": "largest-group",
                       "habitat": {"token": "green", "others": [2, 5]}, "flower": "eagle"}
    assert "habitat" not in CALC.edit(payload, "habitat")
    assert CALC.edit(payload, "flower")["flower"] is None


@pytest.mark.parametrize("action", ["paint 1 1", "set 9 1 Rg", "set 1 1 Zz", "set x",
                                    "others 2", "same_row sometimes", "others two"])
def test_bad_clicks_are_refused_cleanly(action):
    payload = BLANK if action != "others two" else {**BLANK, "habitat": {"token": "bear"}}
    with pytest.raises(RulesError):
        CALC.edit(payload, action)


def test_the_browser_bridge_applies_a_click_and_rescores():
    answer = web.answer("calculator_edit", {"game": "locomomo", "text": json.dumps(BLANK),
                                            "action": "set 5 1 Rg"})
    assert answer["ok"] is True
    assert answer["payload"]["rows"][4] == "Rg"
    assert answer["breakdown"]["total"] == 1
    assert 'data-edit="set 5 2"' in answer["editor"]
    refused = web.answer("calculator_edit", {"game": "locomomo", "text": json.dumps(BLANK),
                                             "action": "set 5 3 Rg"})
    assert refused["ok"] is False and refused["error"]["rule"] == "locomomo.place.leftmost"


def test_the_tally_takes_one_row_4_group_per_species_at_most():
    from rulebooks.locomomo import data
    groups = [1] * (len(data.species()) + 1)
    with pytest.raises(SetupError) as caught:
        CALC.score({"mode": "tally", "same": groups})
    assert caught.value.where == "input.same"
    assert caught.value.rule == "locomomo.scoring.same"
    assert caught.value.expected == f"at most {len(groups) - 1} groups"


def test_the_tally_scores_row_4_by_the_reading_chosen():
    each = CALC.score({"mode": "tally", "same": [2, 3]})
    largest = CALC.score({"mode": "tally", "same": [2, 3], "same_row": "largest-group"})
    assert [p.key for p in each.parts] == ["same.1", "same.2"]
    assert [p.key for p in largest.parts] == ["same.2"]
    assert largest.total == each.parts[1].points
