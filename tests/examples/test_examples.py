"""Every worked example declared in a rules text runs on the engine as it declares.

These are the same declarations the site build renders (and fails on)."""

from __future__ import annotations

import pytest

from rulebooks.core import examples, games, get, rule_ids
from rulebooks.core.errors import NotationError


def declared():
    for slug in sorted(games()):
        text = get(slug).rules_text()
        for example in examples.parse_examples(text, slug):
            yield pytest.param(example, id=f"{slug}/{example.id}")


@pytest.mark.parametrize("example", list(declared()))
def test_example_runs_as_declared(example):
    result = examples.run(example)
    assert examples.verify(result) == []
    assert example.rule is None or example.rule in rule_ids(example.game)
    assert example.expect, "an example must expect something"


@pytest.mark.parametrize("example", list(declared()))
def test_example_detects_a_wrong_expectation(example):
    """verify() is not a rubber stamp: a falsified expectation is reported."""
    result = examples.run(example)
    want = dict(example.expect)
    if "total" in want:
        want["total"] += 1
    elif "refused" in want:
        want["refused"] = want["refused"] + "x"
    elif "next_player" in want:
        want["next_player"] += 1
    elif "winners" in want:
        want["winners"] = [w + 1 for w in want["winners"]]
    elif "totals" in want:
        want["totals"] = [t + 1 for t in want["totals"]]
    elif "answer" in want:
        want["answer"] = {**want["answer"], "no_such_key": True}
    else:
        want["error"] = "illegal" if want.get("error") != "illegal" else "syntax"
    result.example = examples.Example(**{**example.__dict__, "expect": want})
    assert examples.verify(result) != []


def test_example_ids_are_unique_per_game():
    for slug in games():
        text = get(slug).rules_text()
        ids = [e.id for e in examples.parse_examples(text, slug)]
        assert len(ids) == len(set(ids))


@pytest.mark.parametrize("text, fragment", [
    ('title = "no id"\nscore = {}\n', "needs an id"),
    ('id = "a"\n', "give one of score"),
    ('id = "a"\nscore = {}\nsetup = {}\n', "give one of score"),
    ('id = "a"\nscore = {}\nexpect = { colour = 1 }\n', "expect takes"),
    ('id = "a"\nscore = {}\nmystery = 1\n', "unknown key"),
    ('id = "a"\nsetup = {}\nmoves = "draw"\n', "list of strings"),
    ('id = "a" = 2', "malformed"),
])
def test_malformed_declarations_are_refused(text, fragment):
    with pytest.raises(NotationError) as refused:
        examples.parse_example(text, "golf")
    assert fragment in str(refused.value)
