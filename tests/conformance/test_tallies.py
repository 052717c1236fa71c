"""Every calculator takes a tally as well as the whole position: both modes are in its input
schema, the samples and the page's inputs follow it, a tally gives the breakdown the whole
position gives, and a bad mode is refused by name."""

from __future__ import annotations

from collections import Counter

import pytest

from rulebooks.core import examples, games
from rulebooks.core.errors import SetupError
from rulebooks.core.rng import Rng

# jsonschema is a test-only dependency; its rpds-py has no pure-Python wheel, so it is not
# in Pyodide, where these schema checks are skipped (visibly)
jsonschema = pytest.importorskip("jsonschema", reason="jsonschema is not installed in Pyodide")

GAMES = sorted(games())


def tally_sample(slug: str) -> dict:
    sample = games()[slug].calculator.tally_sample
    assert sample["mode"] == "tally"
    return sample


@pytest.mark.parametrize("slug", GAMES)
def test_the_input_schema_offers_both_modes_and_the_inputs_follow_it(slug):
    calc = games()[slug].calculator
    jsonschema.Draft202012Validator.check_schema(calc.schema)
    modes = [branch["properties"]["mode"]["const"] for branch in calc.schema["oneOf"]]
    assert len(modes) == 2 and "tally" in modes
    inputs = [calc.sample, tally_sample(slug)]
    inputs += [ex.score for ex in examples.parse_examples(games()[slug].rules_text(), slug)
               if ex.score is not None and "error" not in ex.expect]
    for payload in inputs:
        jsonschema.validate(payload, calc.schema)
        calc.score(payload)


@pytest.mark.parametrize("slug", GAMES)
def test_a_tally_result_matches_the_output_schema(slug):
    calc = games()[slug].calculator
    jsonschema.validate(calc.score(tally_sample(slug)).to_dict(), calc.result)
    assert calc.render_input(tally_sample(slug))


@pytest.mark.parametrize("slug", GAMES)
def test_an_unknown_mode_is_refused_by_name(slug):
    with pytest.raises(SetupError) as caught:
        games()[slug].calculator.score({**tally_sample(slug), "mode": "abacus"})
    assert caught.value.where == "input.mode" and "tally" in caught.value.expected


def finished(slug: str, seed: int):
    game = games()[slug]
    state, rng = game.new_state({"players": 2}, seed), Rng(seed)
    while state.outcome() is None:
        state = state.apply(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("seed", [1, 2])
def test_golf_score_pad_gives_the_outcome(seed):
    final = finished("golf", seed)
    result = games()["golf"].calculator.score({"mode": "tally",
                                               "holes": [list(h) for h in final.holes]})
    assert result.totals() == final.outcome().totals
    assert result.fact("winners") == list(final.outcome().winners)


@pytest.mark.parametrize("hand", [["3", "3", "5", "L"], ["1", "2", "6"], []])
def test_llama_counted_points_give_what_the_hand_gives(hand):
    calc, tokens = games()["llama"].calculator, {"black": 1, "white": 4}
    full = calc.score({"hand": hand, "tokens": tokens})
    counted = calc.score({"mode": "tally", "points": full.total, "tokens": tokens})
    assert counted.total == full.total
    assert counted.to_dict()["facts"] == full.to_dict()["facts"]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_locomomo_counted_board_scores_what_the_board_scores(seed):
    final = finished("locomomo", seed)
    calc = games()["locomomo"].calculator
    rows = [" ".join(t.code for t in row) for row in final.boards[0]]
    full = calc.score({"rows": rows})
    keys = [p.key for p in full.parts]
    row4, row5 = final.boards[0][3], final.boards[0][4]
    counted = calc.score({
        "mode": "tally", "top": sum(k.startswith("top.") for k in keys),
        "pairs": sum(k.startswith("pairs.") for k in keys),
        "same": sorted(Counter(t.species for t in row4).values(), reverse=True),
        "different": len({t.species for t in row5}),
        "colour_lines": sum(k.startswith("colour.") for k in keys)})
    assert counted.total == full.total
