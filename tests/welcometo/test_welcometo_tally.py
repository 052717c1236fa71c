"""The Welcome To... calculator's tally mode: the score pad's figures give the breakdown a
drawn sheet gives, and figures no sheet can hold are refused by place and rule."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulebooks import get
from rulebooks.core.errors import RulesError, SetupError
from rulebooks.core.rng import Rng
from rulebooks.welcometo import data, scoring
from rulebooks.welcometo.game import new_state
from rulebooks.welcometo.tally import SAMPLE_TALLY

CALC = get("welcometo").calculator


def tally_of(sheet, temp_points: int) -> dict:
    """The figures a player would copy from a drawn sheet onto the paper pad."""
    counts = scoring.counts_of(sheet)
    return {"mode": "tally", "plans": list(counts.plans), "parks": list(counts.parks),
            "pools": counts.pools, "temp_points": temp_points, "estates": list(counts.estates),
            "values": list(counts.values), "bis": counts.bis, "refusals": counts.refusals,
            "roundabouts": counts.roundabouts}


def parts(breakdown) -> list[tuple[str, int, str]]:
    return [(p.key, p.points, p.rule) for p in breakdown.parts]


@pytest.mark.parametrize("neighbourhood", ["none", "christmas", "icecream"])
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 1000), moves=st.integers(0, 400))
def test_a_sheet_and_its_tally_score_the_same(neighbourhood, seed, moves):
    state = new_state({"players": 2, "roundabouts": True, "neighbourhood": neighbourhood},
                      seed)
    rng = Rng(seed)
    for _ in range(moves):
        if state.outcome() is not None:
            break
        state = state.apply(rng.choice(state.legal_moves()))
    sheet = state.sheets[0]
    trucks = state.trucks[0] if state.trucks else None
    full = scoring.sheet_parts(sheet, temp_points=0, lights=neighbourhood == "christmas",
                               trucks=trucks)
    pad = tally_of(sheet, 0)
    if neighbourhood == "christmas":
        pad["lights"] = [sheet.longest_lights(s) for s in range(len(sheet.houses))]
    if trucks is not None:
        pad["scoops"] = [trucks.scoops(s) for s in range(len(trucks.cones))]
        pad["cone_bonus"] = [max(b or 0, 0) for b in trucks.bonus]
    tally = CALC.score(pad)
    assert parts(tally) == [(p.key, p.points, p.rule) for p in full]


def test_a_pad_plays_one_neighbourhood_and_a_bonus_needs_its_scoops():
    with pytest.raises(SetupError) as both:
        CALC.score({"mode": "tally", "lights": [1, 0, 0], "scoops": [2, 0, 0]})
    assert both.value.where == "input.lights"
    streets = data.streets()
    with pytest.raises(SetupError) as bonus:
        CALC.score({"mode": "tally", "scoops": [0, 1, 0], "cone_bonus": [0, 2, 0]})
    assert bonus.value.where == "input.cone_bonus[1]"
    with pytest.raises(SetupError) as lit:
        CALC.score({"mode": "tally", "lights": [streets[0].houses + 1, 0, 0]})
    assert lit.value.where == "input.lights[0]"


def test_the_sample_tally_adds_up_line_by_line():
    result = CALC.score(SAMPLE_TALLY)
    by_key = {p.key: p.points for p in result.parts}
    assert by_key["pools"] == data.track("pools")[SAMPLE_TALLY["pools"]]
    assert by_key["temps"] == data.temp_points()[SAMPLE_TALLY["temp_rank"] - 1]
    assert by_key["estates.3"] == 4 * data.value_track(3)[SAMPLE_TALLY["values"][2]]
    assert result.fact("estates") == sum(SAMPLE_TALLY["estates"])
    assert result.total == sum(by_key.values())


def test_the_default_mode_is_the_drawn_sheet():
    sheet = {"streets": ["1 | 2 3 4 5 6 7 8 9 10", "_ " * 11, "_ " * 12]}
    assert CALC.score(sheet) == CALC.score({**sheet, "mode": "sheet"})


PLANNED = sum(len(s.pools) for s in data.streets())
TOO_MANY_SIXES = -(-sum(s.houses for s in data.streets()) // 6) + 1


@pytest.mark.parametrize("fields, where, rule", [
    ({"pools": PLANNED + 1}, "input.pools", "welcometo.score.pools"),
    ({"estates": [0, 0, 0, 0, 0, TOO_MANY_SIXES]}, "input.estates", "welcometo.score.estates"),
    # 30 houses in estates of 6, but a street of 10 or 11 houses holds only one
    ({"estates": [0, 0, 0, 0, 0, 5]}, "input.estates", "welcometo.score.estates"),
    # estates filling every house leave none for a roundabout
    ({"estates": [0, 0, 0, 1, 1, 4], "roundabouts": 1}, "input.estates",
     "welcometo.score.estates"),
    ({"parks": [data.streets()[0].park_boxes + 1, 0, 0]}, "input.parks[0]",
     "welcometo.score.parks"),
    ({"bis": data.boxes("bis") + 1}, "input.bis", "welcometo.score.bis"),
    ({"plans": [1, 0, 0]}, "input.plans[0]", "welcometo.score.plans"),
    ({"temp_rank": 1, "temp_points": 7}, "input.temp_points", "welcometo.score.temps"),
    ({"temp_points": 5}, "input.temp_points", "welcometo.score.temps"),
    ({"pools": "three"}, "input.pools", "welcometo.score.pools"),
    ({"estates": [1, 2]}, "input.estates", "welcometo.score.estates"),
])
def test_figures_no_sheet_can_hold_are_refused(fields, where, rule):
    payload = {"mode": "tally", **fields}
    before = dict(payload)
    with pytest.raises(SetupError) as caught:
        CALC.score(payload)
    assert (caught.value.where, caught.value.rule) == (where, rule)
    assert caught.value.expected
    assert payload == before  # nothing else changes


@pytest.mark.parametrize("estates, roundabouts", [
    ([0, 0, 0, 0, 0, 4], 2),  # 6 in the 10-house street, 6 in the 11, two 6 in the 12
    ([0, 0, 0, 1, 1, 4], 0),  # every house in an estate: 6+4, 6+5, 6+6
])
def test_estates_that_just_fit_are_accepted(estates, roundabouts):
    payload = {"mode": "tally", "estates": estates, "roundabouts": roundabouts}
    assert CALC.score(payload).fact("estates") == sum(estates)


def test_an_unknown_mode_or_field_is_named():
    for payload, where in (({"mode": "paper"}, "input.mode"),
                           ({"mode": "tally", "pool": 1}, "input")):
        with pytest.raises(RulesError) as caught:
            CALC.score(payload)
        assert caught.value.where == where


def test_the_editor_says_a_tally_is_filled_in_the_form():
    assert "form" in CALC.editor(SAMPLE_TALLY)
    with pytest.raises(SetupError):
        CALC.edit(SAMPLE_TALLY, "noop")
