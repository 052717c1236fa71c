"""The Splendor calculator on complete positions: totals, winners, the tie-break, bad input,
the command line and the click-to-fill sheet."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from splendor_positions import playout

from rulebooks.core import get
from rulebooks.core.errors import NotationError, SetupError
from rulebooks.core.registry import rule_ids
from rulebooks.splendor import calculator, data

CALC = get("splendor").calculator


def table(state) -> dict:
    """A finished game's table as calculator input."""
    return {"players": [{"cards": list(state.bought[p]), "nobles": list(state.visitors[p])}
                        for p in range(state.players)]}


def facts(breakdown) -> dict:
    return {fact.key: fact.value for fact in breakdown.facts}


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (4, 3)])
def test_finished_games_score_as_the_engine_scores_them(players, seed):
    final = playout(players, seed, bot="greedy")[-1]
    outcome = final.outcome()
    result = CALC.score(table(final))
    assert result.total == outcome.totals[outcome.winners[0]]
    assert facts(result)["winners"] == list(outcome.winners)
    assert result.totals() == outcome.totals
    for p in range(players):
        one = CALC.score({**table(final), "player": p + 1})
        assert one.total == outcome.totals[p]
        assert all(part.rule in rule_ids("splendor") for part in one.parts)


def test_points_add_printed_points_and_nobles():
    cards = ["1-08", "2-14", "3-20"]  # counted by hand from the card tables below
    expected = sum(data.card(c).points for c in cards)
    result = CALC.score({"players": [{"cards": cards}, {"cards": []}]})
    assert result.total == expected
    assert facts(result)["winners"] == [0]


def test_the_sample_is_a_tie_broken_by_cards():
    result = CALC.score(calculator.SAMPLE)
    seats = calculator.SAMPLE["players"]
    totals = [sum(data.card(c).points for c in s["cards"]) + data.noble_points() * len(s["nobles"])
              for s in seats]
    assert totals[0] == totals[1] and len(seats[1]["cards"]) < len(seats[0]["cards"])
    assert facts(result)["winners"] == [1]
    assert facts(result)["tie_broken"] is True


def test_a_full_tie_is_shared():
    result = CALC.score({"players": [{"cards": ["3-04"]}, {"cards": ["3-08"]}]})
    assert facts(result)["winners"] == [0, 1] and facts(result)["tie_broken"] is False


@pytest.mark.parametrize("payload, rule, where", [
    ({"players": [{"cards": ["1-08"]}, {"cards": ["1-08"]}]}, "splendor.setup.cards",
     "input.players[1].cards[0]"),
    ({"players": [{"cards": [], "nobles": [3]}, {}]}, "splendor.nobles.visit",
     "input.players[0].nobles"),
    ({"players": [{"cards": []}]}, "splendor.turn.order", "input.players"),
    ({"players": [{}, {}, {}, {}, {}]}, "splendor.turn.order", "input.players"),
])
def test_impossible_tables_are_refused_with_place_and_rule(payload, rule, where):
    with pytest.raises(SetupError) as info:
        CALC.score(payload)
    assert info.value.rule == rule and info.value.where == where


def test_an_unknown_key_is_unreadable_as_in_every_game():
    with pytest.raises(NotationError) as info:
        CALC.score({"players": [{}, {}], "colour": "red"})
    assert info.value.where == "input" and "colour" in info.value.message


def test_a_noble_twice_or_too_many_nobles():
    whites = [c.id for c in data.cards() if c.bonus == "white"][:4]
    blues = [c.id for c in data.cards() if c.bonus == "blue"][:4]
    greens = [c.id for c in data.cards() if c.bonus == "green"][:4]
    blacks = [c.id for c in data.cards() if c.bonus == "black"][:4]
    twice = {"players": [{"cards": whites + blues, "nobles": [3]},
                         {"cards": [c.id for c in data.cards() if c.bonus == "white"][4:8]
                          + [c.id for c in data.cards() if c.bonus == "blue"][4:8],
                          "nobles": [3]}]}
    with pytest.raises(SetupError) as info:
        CALC.score(twice)
    assert info.value.rule == "splendor.setup.nobles"
    many = {"players": [{"cards": whites + blues + greens + blacks, "nobles": [2, 3, 4, 7]},
                        {"cards": []}]}
    with pytest.raises(SetupError) as info:
        CALC.score(many)
    assert info.value.rule == "splendor.setup.nobles"


def test_unknown_card_ids_are_notation_errors():
    with pytest.raises(NotationError) as info:
        CALC.score({"players": [{"cards": ["9-99"]}, {}]})
    assert info.value.where == "input.players[0].cards[0]"


@pytest.mark.skipif(sys.platform == "emscripten", reason="Pyodide cannot start processes")
def test_the_command_line_scores_a_table():
    done = subprocess.run([sys.executable, "-m", "rulebooks", "score", "splendor"],
                          input=json.dumps(calculator.SAMPLE), capture_output=True, text=True,
                          check=False)
    assert done.returncode == 0, done.stderr
    assert str(CALC.score(calculator.SAMPLE).total) in done.stdout


# -- the click-to-fill sheet ------------------------------------------------------------
def test_the_sheet_adds_and_removes_cards_and_nobles():
    sheet = {"players": [{"cards": [], "nobles": []}, {"cards": [], "nobles": []}]}
    for ident in ("1-01", "1-02", "1-03"):
        sheet = CALC.edit(sheet, f"add 1 {ident}")
    assert sheet["players"][0]["cards"] == ["1-01", "1-02", "1-03"]
    sheet = CALC.edit(sheet, "remove 1 1-02")
    assert sheet["players"][0]["cards"] == ["1-01", "1-03"]
    sheet = CALC.edit(sheet, "add-player")
    assert len(sheet["players"]) == 3
    sheet = CALC.edit(sheet, "drop-player")
    assert len(sheet["players"]) == 2
    html = CALC.editor(sheet)
    assert 'data-edit="remove 1 1-01"' in html and 'data-edit="add 2"' in html
    assert '<option value="1-01"' not in html  # a card in use is not offered again


def test_the_sheet_refuses_a_noble_without_its_cards_and_an_unknown_action():
    sheet = {"players": [{"cards": []}, {"cards": []}]}
    with pytest.raises(SetupError) as info:
        CALC.edit(sheet, "noble 1 2")
    assert info.value.rule == "splendor.nobles.visit"
    with pytest.raises(SetupError):
        CALC.edit(sheet, "paint 1 red")
    with pytest.raises(SetupError):
        CALC.edit(sheet, "add 3 1-01")


def test_the_sheet_toggles_a_noble_whose_needs_are_met():
    cards = ([c.id for c in data.cards() if c.bonus == "white"][:4]
             + [c.id for c in data.cards() if c.bonus == "black"][:4])
    sheet = {"players": [{"cards": cards}, {"cards": []}]}
    on = CALC.edit(sheet, "noble 1 2")
    assert on["players"][0]["nobles"] == [2]
    assert CALC.score(on).total == sum(data.card(c).points for c in cards) + data.noble_points()
    off = CALC.edit(on, "noble 1 2")
    assert off["players"][0]["nobles"] == []


def test_a_player_beyond_the_table_is_an_impossible_setup_not_a_misread():
    calc = get("splendor").calculator
    seats = len(calc.sample["players"])
    with pytest.raises(SetupError) as caught:
        calc.score({**calc.sample, "player": seats + 1})
    assert caught.value.where == "input.player"
    assert calc.score({**calc.sample, "player": seats}).total is not None
