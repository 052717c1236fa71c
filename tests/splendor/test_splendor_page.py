"""The Splendor rules page, its examples and tutorial, checked against the engine."""

from __future__ import annotations

import re
import tomllib
from importlib import resources

from rulebooks.core import examples, get, rule_ids, tutorial
from rulebooks.core.texts import rule_ids_in

TEXT = resources.files("rulebooks.splendor").joinpath("rules.md").read_text("utf-8")
DATA = tomllib.loads(resources.files("rulebooks.splendor").joinpath("data.toml")
                    .read_text("utf-8"))
LIMITS = ["splendor.take.same", "splendor.take.different", "splendor.take.gold",
          "splendor.tokens.limit", "splendor.reserve.limit", "splendor.buy",
          "splendor.buy.pay", "splendor.nobles.visit", "splendor.turn.stuck", "splendor.end"]


def declared():
    return examples.parse_examples(TEXT, "splendor")


def test_rule_ids_are_unique_and_belong_to_splendor():
    ids = rule_ids_in(TEXT)
    assert len(ids) == len(set(ids))
    assert all(i.startswith("splendor.") for i in ids)
    assert {"splendor.turn.order", "splendor.end"} <= set(ids)


def test_every_table_is_on_the_page_and_every_fence_names_a_table():
    fenced = re.findall(r"^```table\n(\S+)\n```", TEXT, re.MULTILINE)
    assert sorted(fenced) == sorted(get("splendor").tables)  # with the short notation's


def test_every_limit_has_a_refused_example():
    refused = {ex.expect.get("refused") for ex in declared()}
    assert set(LIMITS) <= refused


def test_every_example_runs_and_cites_a_defined_rule():
    for ex in declared():
        result = examples.run(ex)
        assert examples.verify(result) == [], ex.id
        assert ex.rule in rule_ids("splendor")


def test_the_example_seen_by_player_one_hides_the_blind_reservations():
    ex = next(e for e in declared() if e.id == "fourth-reservation")
    result = examples.run(ex)
    blind = [c for c, is_blind in result.before.reserved[1] if is_blind]
    assert blind and not any(c in result.html for c in blind)


def test_the_card_list_cites_more_than_one_source():
    card_sources = [k for k, s in DATA["sources"].items() if "cards" in s.get("used_for", "")]
    assert len(card_sources) >= 3
    assert all("url" in s and "title" in s for s in DATA["sources"].values())


def test_the_tutorial_replays_and_teaches_a_purchase_and_a_noble():
    script = tutorial.load("splendor")
    assert tutorial.verify(script) == []
    taught = {rule for step in script.steps for rule in step.rules}
    assert {"splendor.buy", "splendor.nobles.visit", "splendor.take.different",
            "splendor.take.same", "splendor.end"} <= taught
    moves = [step.do.canonical if step.do else "" for step in script.steps]
    reached = tutorial.replay(script, moves)
    assert reached.done and reached.state.outcome() is not None


def test_the_tutorial_judges_a_wrong_move_with_its_rule():
    script = tutorial.load("splendor")
    index = next(i for i, s in enumerate(script.steps) if s.id == "take-two")
    state = tutorial.replay(script, [s.do.canonical if s.do else "" for s in
                                     script.steps[:index]]).state
    verdict = tutorial.judge(script, index, state, "take 2 gold")
    assert not verdict.accepted and verdict.error.rule == "splendor.take.gold"
    other = tutorial.judge(script, index, state, "reserve deck 1")
    assert not other.accepted and other.error is None
