"""Every calculator's result matches its output JSON Schema: the sample, every scoring example
of the rules pages, and the final standings of a played game. Parts carry stable keys, whose
they are and a rule the page defines."""

from __future__ import annotations

import re
from importlib import resources

import pytest

from rulebooks.core import examples, games, rule_ids
from rulebooks.core.output import KEY_PATTERN

# jsonschema is a test-only dependency; its rpds-py has no pure-Python wheel, so it is not
# in Pyodide, where these schema checks are skipped (visibly)
jsonschema = pytest.importorskip("jsonschema", reason="jsonschema is not installed in Pyodide")

GAMES = sorted(games())


def inputs(slug: str) -> list:
    """The sample and the input of every scoring example on the game's page."""
    text = resources.files(f"rulebooks.{slug}").joinpath("rules.md").read_text("utf-8")
    found = [games()[slug].calculator.sample]
    found += [ex.score for ex in examples.parse_examples(text, slug)
              if ex.score is not None and "error" not in ex.expect]
    return found


def validator(slug: str) -> jsonschema.Draft202012Validator:
    schema = games()[slug].calculator.result
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


@pytest.mark.parametrize("slug", GAMES)
def test_results_match_the_output_schema(slug):
    calc, check = games()[slug].calculator, validator(slug)
    for payload in inputs(slug):
        result = calc.score(payload).to_dict()
        errors = [f"{'/'.join(map(str, e.path))}: {e.message}" for e in check.iter_errors(result)]
        assert errors == [], payload


@pytest.mark.parametrize("slug", GAMES)
def test_parts_have_stable_keys_owners_and_rules(slug):
    calc, ids = games()[slug].calculator, rule_ids(slug)
    for payload in inputs(slug):
        breakdown = calc.score(payload)
        seen = [(part.player, part.key) for part in breakdown.parts]
        assert len(seen) == len(set(seen)), f"a key used twice in {payload}"
        assert all(part.rule in ids for part in breakdown.parts)
        owners = {part.player for part in breakdown.parts}
        assert owners == {None} or None not in owners, "parts are all labelled or none is"
        if breakdown.players:
            assert breakdown.total == breakdown.totals()[breakdown.focus]


@pytest.mark.parametrize("slug", GAMES)
def test_the_schema_refuses_a_result_that_breaks_it(slug):
    """The schema is not a rubber stamp: a part without its key, or a fact of the wrong type,
    fails validation."""
    calc, check = games()[slug].calculator, validator(slug)
    result = calc.score(calc.sample).to_dict()
    keyless = {**result, "parts": [{k: v for k, v in p.items() if k != "key"}
                                   for p in result["parts"]]}
    assert result["parts"] and not check.is_valid(keyless)
    fact = next(iter(result["facts"]))
    assert not check.is_valid({**result, "facts": {**result["facts"], fact: 1.5}})


@pytest.mark.parametrize("slug", GAMES)
def test_standings_parts_are_keyed(slug):
    game = games()[slug]
    state = game.new_state({}, 1)
    for standing in state.score():
        for part in standing.breakdown.parts:
            assert part.key and re.match(KEY_PATTERN, part.key), part
