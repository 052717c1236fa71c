"""Tutorial coverage (what the engine lets a learner meet) and drafted tutorial scripts."""

from __future__ import annotations

import pytest

from rulebooks.__main__ import main
from rulebooks.core import coverage, games, rule_ids, tutorial
from rulebooks.core.tutorial_draft import draft

GAMES = sorted(games())


@pytest.mark.parametrize("slug", GAMES)
def test_classification_only_names_rules_of_the_page(slug):
    kinds = coverage.classification(slug)
    assert set(kinds.rules) == rule_ids(slug)
    assert set(kinds.background) <= rule_ids(slug)
    assert kinds.counted and not set(kinds.counted) & set(kinds.background)


@pytest.mark.parametrize("slug", GAMES)
def test_the_command_ends_with_the_figure_of_the_report(slug, capsys):
    assert main(["coverage", slug]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    found = coverage.report(slug)
    assert last == f"{slug}: {len(found.met)} of {len(found.classification.counted)} rules"


def test_met_rules_are_what_the_engine_cites_along_the_path():
    script = tutorial.load("golf")
    met = coverage.measure(script)
    # the first two steps only read and flip: the flips are traced under golf.setup.reveal
    assert met["golf.setup.reveal"].how == "played" and met["golf.setup.reveal"].step == 1
    # a rule cited by a step's narration but never played, refused or scored is not met
    cited = {r for s in script.steps for r in s.rules}
    assert "golf.setup.grid" in cited and "golf.setup.grid" not in met


@pytest.mark.parametrize("slug", GAMES)
def test_a_draft_is_deterministic_checked_and_measured(slug):
    first = draft(slug, {}, seed=2)
    assert first.text == draft(slug, {}, seed=2).text
    assert first.problems == ()
    script = tutorial.parse(first.text, slug)
    assert tutorial.verify(script) == []
    measured = set(coverage.measure(script))
    assert set(first.met) == measured & set(first.counted)
    assert len(first.met) >= len(first.counted) // 2


def test_a_refusal_step_must_be_refused_under_its_rule():
    text = '''id = "x"
title = "t"
learner = 2
setup = { players = 2, seed = 3 }
[[steps]]
id = "a"
text = "Flip."
do = "flip 1"
refuse = { move = "draw", rule = "RULE" }
'''
    good = tutorial.parse(text.replace("RULE", "golf.turn.draw"), "golf")
    assert tutorial.verify(good) == []
    state = tutorial.fresh(good)
    assert "refuse it" in tutorial.step_text(good, good.steps[0], state)
    assert coverage.measure(good)["golf.turn.draw"].how == "refused"
    wrong = tutorial.verify(tutorial.parse(text.replace("RULE", "golf.turn.take"), "golf"))
    assert wrong and "not golf.turn.take" in wrong[0]
    allowed = text.replace('"draw"', '"flip 2"').replace("RULE", "golf.turn.draw")
    assert "allowed" in tutorial.verify(tutorial.parse(allowed, "golf"))[0]


def test_a_bad_refusal_table_says_where():
    text = 'id = "x"\ntitle = "t"\n[[steps]]\nid = "a"\ntext = "b"\nrefuse = { move = "draw" }\n'
    with pytest.raises(ValueError) as refused:
        tutorial.parse(text, "golf")
    assert "'rule'" in str(refused.value) and "step 1" in str(refused.value)


def test_the_draft_command_writes_a_script_the_checker_accepts(tmp_path, capsys):
    out = tmp_path / "draft.toml"
    assert main(["tutorial-draft", "golf", "--option", "power_cards=true", "--option",
                 "rounds=1", "--seed", "1", "--out", str(out)]) == 0
    script = tutorial.parse(out.read_text(encoding="utf-8"), "golf")
    assert script.setup["power_cards"] is True and tutorial.verify(script) == []
    assert "no problem" in capsys.readouterr().err
