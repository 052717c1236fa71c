"""Every calculator's input JSON Schema agrees with the engine's own reader: the sample and
every example input fit the schema; an input the schema refuses, the engine refuses too; an
input the schema accepts, the engine reads (it may still find it impossible: ``setup``)."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulebooks.core import examples, games, get
from rulebooks.core.errors import NotationError, RulesError

# jsonschema is a test-only dependency; its rpds-py has no pure-Python wheel, so it is not
# in Pyodide, where these schema checks are skipped (visibly)
jsonschema = pytest.importorskip("jsonschema", reason="jsonschema is not installed in Pyodide")

GAMES = sorted(games())
JUNK = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 60)
    | st.sampled_from(["", "x", "2D", "KS 6S", "L", "3", "Rg", "Rg Bb", "1-07", "red", "auto"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["x", "red", "grid", "cards", "hand"]), inner, max_size=2),
    max_leaves=6,
)


def validator(slug: str) -> jsonschema.Draft202012Validator:
    schema = get(slug).calculator.schema
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def example_inputs(slug: str) -> list[examples.Example]:
    return [ex for ex in examples.parse_examples(get(slug).rules_text(), slug)
            if ex.score is not None]


@pytest.mark.parametrize("slug", GAMES)
def test_the_sample_and_every_example_input_fit_the_schema(slug):
    check = validator(slug)
    assert check.is_valid(get(slug).calculator.sample)
    for example in example_inputs(slug):
        errors = [e.message for e in check.iter_errors(example.score)]
        if example.expect.get("error") == "syntax":  # unreadable: the schema says so too
            assert errors, example.id
        elif "error" not in example.expect:
            assert errors == [], (example.id, errors)


def mangle(data: st.DataObject, payload: dict) -> dict:
    """The payload with one value replaced, one key dropped or one key added."""
    payload = copy.deepcopy(payload)
    node = payload
    while True:
        keys = sorted(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            break
        key = data.draw(st.sampled_from(keys))
        inner = node[key]
        if isinstance(inner, dict | list) and inner and data.draw(st.booleans()):
            node = inner
            continue
        action = data.draw(st.sampled_from(["replace", "drop", "add"]))
        if action == "replace":
            node[key] = data.draw(JUNK)
        elif action == "drop" and isinstance(node, dict):
            del node[key]
        elif action == "drop":
            node.pop(key)
        elif isinstance(node, dict):
            node["mystery"] = data.draw(JUNK)
        else:
            node.append(data.draw(JUNK))
        break
    return json.loads(json.dumps(payload))


@pytest.mark.parametrize("slug", GAMES)
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_the_engine_reads_what_the_schema_accepts_and_refuses_what_it_refuses(slug, data):
    calc = get(slug).calculator
    payload = mangle(data, data.draw(st.sampled_from(
        [calc.sample, *(ex.score for ex in example_inputs(slug) if "error" not in ex.expect)])))
    accepted = validator(slug).is_valid(payload)
    try:
        calc.score(payload)
    except NotationError as error:
        assert not accepted, f"the schema accepts what the engine cannot read: {error}"
    except RulesError:
        pass  # impossible (setup): the schema cannot count copies or compare fields
    else:
        assert accepted, f"the engine accepts what the schema refuses: {payload}"
