"""Tutorial scripts replay on the engine; transcripts match their golden files."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulebooks import web
from rulebooks.__main__ import golden_transcripts
from rulebooks.core import games, rule_ids, tutorial
from rulebooks.core.errors import NotationError

GOLDEN = Path(__file__).resolve().parent.parent / "golden"
WITH_TUTORIAL = sorted(slug for slug in games() if tutorial.has_tutorial(slug))


def test_every_game_has_a_tutorial():
    assert sorted(games()) == WITH_TUTORIAL


@pytest.mark.parametrize("slug", WITH_TUTORIAL)
def test_tutorial_replays_without_problems(slug):
    script = tutorial.load(slug)
    assert tutorial.verify(script) == []
    moves = [step.do.canonical if step.do else "" for step in script.steps]
    reached = tutorial.replay(script, moves)
    assert reached.done and reached.index == len(script.steps)


@pytest.mark.parametrize("slug", WITH_TUTORIAL)
def test_tutorial_cites_only_defined_rules(slug):
    script = tutorial.load(slug)
    cited = {rule for step in script.steps for rule in step.rules}
    assert cited and cited <= rule_ids(slug)


@pytest.mark.parametrize("slug", WITH_TUTORIAL)
def test_a_changed_move_is_caught_by_verify(slug):
    text = (Path(tutorial.__file__).parent.parent / slug / "tutorial.toml").read_text()
    script = tutorial.parse(text, slug)
    exact = next(i for i, s in enumerate(script.steps) if s.do and s.do.kind == "move")
    wrong = "deal" if script.steps[exact].do.canonical != "deal" else "draw"
    broken = text.replace(f'do = "{script.steps[exact].do.canonical}"', f'do = "{wrong}"', 1)
    problems = tutorial.verify(tutorial.parse(broken, slug))
    assert problems and script.steps[exact].id in problems[0]


def test_a_changed_fact_is_caught_by_verify():
    text = (Path(tutorial.__file__).parent.parent / "golf" / "tutorial.toml").read_text()
    broken = text.replace('check = { "held" = "QS" }', 'check = { "held" = "KS" }')
    assert broken != text
    problems = tutorial.verify(tutorial.parse(broken, "golf"))
    assert any("held" in p and "discard-queen" in p for p in problems)


def test_placeholders_fill_from_the_position_and_unknown_paths_fail():
    script = tutorial.load("golf")
    state = tutorial.fresh(script)
    assert tutorial.narrate("top {{discard.-1}}", state) == f"top {state.discard[-1]}"
    with pytest.raises(NotationError):
        tutorial.narrate("{{no.such.path}}", state)


@pytest.mark.parametrize("text, fragment", [
    ('id = "x"\ntitle = "t"\n', "[[steps]]"),
    ('id = "x"\ntitle = "t"\n[[steps]]\nid = "a"\n', "'text'"),
    ('id = "x"\ntitle = "t"\n[[steps]]\nid = "a"\ntext = "b"\ndo = { any = true }\n', "canonical"),
    ('id = "x"\ntitle = "t"\ncolour = 1\n[[steps]]\nid = "a"\ntext = "b"\n', "colour"),
    ('id = "x" title', "malformed"),
])
def test_bad_scripts_are_refused_with_the_place(text, fragment):
    with pytest.raises(NotationError) as refused:
        tutorial.parse(text, "golf")
    assert fragment in str(refused.value)


def test_the_judge_explains_rules_and_script():
    script = tutorial.load("golf")
    state = tutorial.replay(script, [""]).state
    illegal = tutorial.judge(script, 1, state, "draw")
    assert not illegal.accepted and illegal.error.rule in rule_ids("golf")
    off_script = tutorial.judge(script, 1, state, "flip 3")
    assert not off_script.accepted and off_script.error is None and "asks" in off_script.message
    assert tutorial.judge(script, 1, state, "flip 1").accepted


@pytest.mark.parametrize("progress, code", [
    ({"version": "0", "moves": []}, "stale"),
    ({"version": None, "moves": [""]}, "stale"),
    ("not a dict", "syntax"),  # the bridge wants an object
])
def test_bridge_refuses_progress_it_cannot_use(progress, code):
    answer = web.answer("tutorial_view", {"game": "golf", "progress": progress})
    assert answer["ok"] is False and answer["error"]["code"] == code


def test_bridge_refuses_moves_that_do_not_replay():
    version = tutorial.load("golf").version
    for moves in (["", "flip 6"], ["x"], ["", "flip 1", "flip 2", "take", "replace 5", 7]):
        answer = web.answer("tutorial_view", {"game": "golf",
                                              "progress": {"version": version, "moves": moves}})
        assert answer["ok"] is False and answer["error"]["code"] == "progress"


@pytest.mark.parametrize("transcript", golden_transcripts(), ids=lambda t: f"{t.name}-{t.bot}")
def test_transcript_matches_its_golden_file(transcript):
    path = GOLDEN / f"{transcript.name}-{transcript.bot}.txt"
    assert path.exists(), f"missing golden file: run python -m rulebooks golden {GOLDEN}"
    assert transcript.to_text() == path.read_text(encoding="utf-8"), (
        f"{path.name} differs; if the change is intended: python -m rulebooks golden tests/golden")


def test_transcripts_cite_only_defined_rules_and_end_with_the_outcome():
    for transcript in golden_transcripts():
        defined = rule_ids(transcript.game)
        assert {r for e in transcript.entries for r in e.rules} <= defined
        totals = tuple(s.breakdown.total for s in transcript.scores)
        assert totals == transcript.outcome.totals
