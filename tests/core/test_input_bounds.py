"""Hostile input at the engine's boundary: deep nesting, huge numbers, wrong types.

Each is a reader's input error with a clear message (code ``syntax``), never a crash
of the engine with a traceback, through the same functions the browser calls.
"""

from __future__ import annotations

import json

import pytest

from rulebooks import web
from rulebooks.core.codec import MAX_DEPTH, MAX_DIGITS, loads
from rulebooks.core.errors import NotationError

GRID = '{"grid": ["2D 6H 4C", "KS 6S KH"]}'
EXAMPLE = 'id = "probe"\nscore = { grid = ["2D 6H 4C", "KS 6S KH"] }\n'


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 20_000, 100_000])
def test_deep_json_is_refused_before_parsing(depth):
    with pytest.raises(NotationError, match=f"more than {MAX_DEPTH} levels"):
        loads("[" * depth + "]" * depth)
    with pytest.raises(NotationError, match="levels"):
        loads('{"a":' * depth)  # not even closed


def test_depth_counts_brackets_outside_strings_only():
    inside = '"' + "[" * 500 + '\\"{' + '"'
    assert loads(f'{{"a": {inside}}}') == {"a": "[" * 500 + '"{'}
    nested = "[" * MAX_DEPTH + "]" * MAX_DEPTH
    assert loads(nested) is not None  # exactly the limit is fine
    with pytest.raises(NotationError, match=r"line 3"):
        loads("{\n\n" + "[" * MAX_DEPTH + "]" * MAX_DEPTH + "}")


def test_numbers_are_bounded():
    assert loads("9" * MAX_DIGITS) == int("9" * MAX_DIGITS)
    for text in ["1" * (MAX_DIGITS + 1), "-" + "1" * 5000, '{"x": [' + "7" * 5000 + "]}"]:
        with pytest.raises(NotationError, match=f"at most {MAX_DIGITS}"):
            loads(text)
    for text in ["NaN", "[Infinity]", "-Infinity", "1e400"]:
        with pytest.raises(NotationError):
            loads(text)


@pytest.mark.parametrize("payload, words", [
    ('{"grid": ' + "[" * 20_000 + "]" * 20_000 + "}", "levels deep"),
    ('{"grid": ' + "[" * 100_000, "levels deep"),
    ('{"grid": ["2D 6H 4C", "KS 6S KH"], "x": ' + "5" * 5000 + "}", "5000 digits"),
])
def test_calculator_answers_an_input_error(payload, words):
    answer = json.loads(web.call("calculate", json.dumps({"game": "golf", "text": payload})))
    assert answer["ok"] is False and answer["error"]["code"] == "syntax"
    assert words in answer["error"]["message"] and answer["error"]["where"] == "input"
    again = web.call("calculate", json.dumps({"game": "golf", "text": GRID}))
    assert json.loads(again)["ok"]  # and the engine still works


def test_the_bridge_refuses_hostile_arguments_themselves():
    deep = '{"game": "golf", "text": ' + "[" * 20_000 + "]" * 20_000 + "}"
    answer = json.loads(web.call("calculate", deep))
    assert answer["ok"] is False and "levels deep" in answer["error"]["message"]


@pytest.mark.parametrize("extra, words", [
    ("rule = 5\n", "rule must be a string, got 5"),
    ("rule = [\"golf.scoring.lines\"]\n", "rule must be a string"),
    ("title = { a = 1 }\n", "title must be a string"),
    ("viewer = true\n", "viewer must be a whole number"),
    ("expect = { refused = 7 }\n", "expect.refused must be a rule id"),
    ("expect = { total = " + "9" * 5000 + " }\n", f"at most {MAX_DIGITS} digits"),
    ("expect = { total = " + "9" * 200 + " }\n", f"200 digits; at most {MAX_DIGITS}"),
    ("x = " + "[" * 100_000 + "]" * 100_000 + "\n", "levels deep"),
    ("x = '" + "[" * 100 + "'\n", "unknown key(s) x"),  # brackets in a literal string
])
def test_example_input_errors(extra, words):
    answer = web.answer("run_example", {"game": "golf", "text": EXAMPLE + extra})
    assert answer["ok"] is False and answer["error"]["code"] == "syntax"
    assert words in answer["error"]["message"]


def test_example_with_a_wrong_id_type_names_the_problem():
    answer = web.answer("run_example", {"game": "golf", "text": 'id = 5\nscore = { grid = [] }\n'})
    assert answer["error"]["message"] == "every example needs an id"
