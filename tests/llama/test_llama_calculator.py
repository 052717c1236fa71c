"""The L.L.A.M.A. calculator: a hand and tokens in, the round's points and the tokens out."""

from __future__ import annotations

import sys

import pytest

from rulebooks import get
from rulebooks.core.errors import NotationError, RulesError, SetupError
from rulebooks.core.registry import rule_ids
from rulebooks.llama import data
from rulebooks.llama.calculator import SAMPLE, SCHEMA, render_input, score
from rulebooks.llama.scoring import COLOURS, make_change

POINTS = {spec.code: spec.points for spec in data.cards()}
BLACK = data.token("black").points


def facts(breakdown) -> dict:
    return {fact.key: fact.value for fact in breakdown.facts}


@pytest.mark.parametrize(("hand", "kinds"), [
    (["3", "3", "3", "3", "3"], ["3"]),
    (["3", "3", "5", "L"], ["3", "5", "L"]),
    (["L", "L", "L"], ["L"]),
    (["1", "2", "3", "4", "5", "6", "L"], list(data.codes())),
    (["6", "1", "6", "1"], ["1", "6"]),
])
def test_each_kind_counts_once(hand, kinds):
    result = score({"hand": hand})
    assert result.total == sum(POINTS[k] for k in kinds)
    assert len(result.parts) == len(kinds)
    assert all(part.rule == "llama.scoring.values" for part in result.parts)
    assert all(part.rule in rule_ids("llama") for part in result.parts)


def test_repeated_kinds_say_so():
    part = score({"hand": ["4", "4"]}).parts[0]
    assert part.label == "4 ×2" and "counted once" in part.detail


def test_tokens_afterwards_with_change():
    result = score({"hand": ["2", "5", "L", "L"], "tokens": {"black": 1, "white": BLACK - 3}})
    total = BLACK + BLACK - 3 + result.total
    assert facts(result)["after"] == dict(zip(COLOURS, make_change(total), strict=True))
    assert facts(result)["points_held"] == total


def test_untidy_input_tokens_are_changed_first():
    result = score({"hand": [], "tokens": {"white": BLACK + 2}, "give_back": "black"})
    assert facts(result)["before"] == {"black": 1, "white": 2}
    assert facts(result)["after"] == {"black": 0, "white": 2}


def test_going_out_scores_nothing_and_gives_back():
    result = score({"hand": [], "tokens": {"black": 2, "white": 3}, "emptied": True,
                    "give_back": "white"})
    assert result.total == 0 and result.parts == ()
    assert facts(result)["after"] == {"black": 2, "white": 2}
    assert facts(result)["given_back"] == "white"
    assert result.note


@pytest.mark.skipif(sys.platform == "emscripten", reason="jsonschema is not installed in Pyodide")
def test_sample_and_schema_agree():
    import jsonschema  # test-only, not in Pyodide

    jsonschema.validate(SAMPLE, SCHEMA)
    assert score(SAMPLE).total == sum(POINTS[k] for k in set(SAMPLE["hand"]))
    assert get("llama").calculator.score is score


def test_render_input_draws_cards_and_chips():
    html = render_input(SAMPLE)
    assert html.count("rb-llama-card--3") == SAMPLE["hand"].count("3")
    assert "rb-chip--black" in html and "rb-chip--white" in html


def bad(payload, kind: type[RulesError], where: str, rule: str | None = None) -> RulesError:
    with pytest.raises(kind) as info:
        score(payload)
    assert info.value.where.startswith(where)
    assert info.value.rule == rule
    return info.value


def test_card_of_the_wrong_type():
    bad({"hand": [3]}, NotationError, "input.hand[0]", "llama.setup.deck")


def test_unknown_card():
    error = bad({"hand": ["3", "7"]}, NotationError, "input.hand[1]", "llama.setup.deck")
    assert "'7'" in error.message


def test_more_copies_than_the_deck():
    copies = data.card("5").copies
    error = bad({"hand": ["5"] * (copies + 1)}, SetupError, "input.hand", "llama.setup.deck")
    assert error.got == copies + 1


@pytest.mark.parametrize(("payload", "where"), [
    ("3 5 L", "input"),
    ({}, "input.hand"),
    ({"hand": "3 5"}, "input.hand"),
    ({"hand": [], "tokens": {"black": "one"}}, "input.tokens.black"),
    ({"hand": [], "tokens": {"white": -1}}, "input.tokens.white"),
    ({"hand": [], "emptied": "yes"}, "input.emptied"),
    ({"hand": [], "give_back": "red"}, "input.give_back"),
])
def test_malformed_input(payload, where):
    bad(payload, NotationError, where)


def test_unknown_field():
    bad({"hand": [], "points": 3}, NotationError, "input")


def test_unknown_token_colour():
    bad({"hand": [], "tokens": {"red": 1}}, NotationError, "input.tokens", "llama.scoring.tokens")


def test_give_back_only_after_going_out():
    bad({"hand": ["3"], "tokens": {"black": 1}, "give_back": "black"}, SetupError,
        "input.give_back", "llama.scoring.return")


def test_give_back_only_a_colour_held():
    bad({"hand": [], "tokens": {"white": 4}, "give_back": "black"}, SetupError,
        "input.give_back", "llama.scoring.return")


def test_went_out_with_cards_in_hand():
    bad({"hand": ["3"], "emptied": True}, SetupError, "input.hand", "llama.round.end")
