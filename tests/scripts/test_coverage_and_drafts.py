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


SCRIPTS = [(slug, name) for slug in GAMES for name in tutorial.names(slug)]
# a variant's script is drafted unless its first line says it was written by hand
HAND = "# Written by hand"
DRAFTED = [(slug, name) for slug, name in SCRIPTS if name != "tutorial"
           and not games()[slug].tutorial_text(name).startswith(HAND)]


def test_every_game_keeps_its_hand_written_script_first():
    assert all(tutorial.names(slug)[0] == "tutorial" for slug in GAMES)
    assert DRAFTED, "the variants' drafted tutorials are in the game folders"


@pytest.mark.parametrize("slug, name", SCRIPTS)
def test_every_script_replays_and_its_figure_is_what_the_checker_measures(slug, name):
    script = tutorial.load(slug, name)
    assert tutorial.verify(script) == []
    moves = [step.do.canonical if step.do else "" for step in script.steps]
    assert tutorial.replay(script, moves).done
    found = coverage.report(slug)
    counted = set(found.classification.counted)
    assert set(found.tutorials[name]) == set(coverage.measure(script, name)) & counted


@pytest.mark.parametrize("slug, name", DRAFTED)
def test_a_drafted_script_says_how_it_was_drafted_and_uses_its_options(slug, name):
    text = get_text(slug, name)
    command = text.splitlines()[0]
    assert command.startswith(f"# Drafted by `python -m rulebooks tutorial-draft {slug} ")
    script = tutorial.load(slug, name)
    for option in command.split("--option ")[1:]:
        key, _, value = option.split()[0].partition("=")
        assert str(script.setup[key]).lower() == value.lower()


def get_text(slug, name):
    from rulebooks.core import get

    return get(slug).tutorial_text(name)


def test_a_script_is_found_by_reference_and_a_wrong_one_is_named():
    assert tutorial.load_ref("golf/tutorial-powers").setup["power_cards"] is True
    assert tutorial.load_ref("golf").id == tutorial.load("golf").id
    with pytest.raises(ValueError, match="no tutorial called 'tutorial-nope'"):
        tutorial.load_ref("golf/tutorial-nope")


def test_refresh_drafts_a_drafted_script_again_identically(tmp_path, monkeypatch, capsys):
    from pathlib import Path

    from rulebooks.core import get

    game = get("golf")
    folder = tmp_path / "golf"
    folder.mkdir()
    for name in tutorial.names("golf"):
        (folder / f"{name}.toml").write_text(game.tutorial_text(name), encoding="utf-8")
    for name in ("rules.md", "coverage.toml"):
        (folder / name).write_text(game.folder.joinpath(name).read_text("utf-8"), "utf-8")
    monkeypatch.setattr(type(game), "folder", property(lambda self: folder), raising=False)
    before = (folder / "tutorial-powers.toml").read_text(encoding="utf-8")
    (folder / "tutorial-powers.toml").write_text(before.replace("Play `", "Try `"))
    assert main(["tutorial-draft", "golf", "--refresh"]) == 0
    assert (folder / "tutorial-powers.toml").read_text(encoding="utf-8") == before
    assert str(Path(folder / "tutorial-powers.toml")) in capsys.readouterr().err


@pytest.mark.parametrize("slug", GAMES)
def test_the_tutorials_teach_nine_in_ten_rules_or_say_why_not(slug):
    found = coverage.report(slug)
    met, total = len(found.met), len(found.classification.counted)
    unexplained = [r for r in found.unmet if r not in found.classification.missing]
    assert 10 * met >= 9 * total or not unexplained, (
        f"{slug}: {met} of {total} rules; draft steps for {', '.join(unexplained)} "
        f"(python -m rulebooks tutorial-draft {slug} --refresh, or --extend) or say why "
        "no tutorial can meet them under [missing] in coverage.toml")
