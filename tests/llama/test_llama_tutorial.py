"""The L.L.A.M.A. tutorial: it parses, replays on the engine, states only true facts,
points at legal moves, refuses wrong ones, and covers what a first game needs."""

from __future__ import annotations

import dataclasses
import re
from importlib import resources

import pytest

from rulebooks import get, web
from rulebooks.core import tutorial
from rulebooks.core.errors import IllegalMove
from rulebooks.core.registry import rule_ids
from rulebooks.llama import data

TEXT = resources.files("rulebooks.llama").joinpath("tutorial.toml").read_text("utf-8")
SCRIPT = tutorial.parse(TEXT, "llama")
CANONICAL = [step.do.canonical if step.do else "" for step in SCRIPT.steps]
EVERY_MOVE = [*(f"play {code}" for code in data.codes()), "draw", "quit", "return black",
              "return white", "deal"]
ACTING = [i for i, step in enumerate(SCRIPT.steps) if step.do is not None]


def at(index: int):
    """The position at the start of step ``index``, reached along the canonical moves."""
    return tutorial.replay(SCRIPT, CANONICAL[:index]).state


def ids(index: int) -> str:
    return SCRIPT.steps[index].id


def test_the_script_parses_with_a_sensible_shape():
    assert SCRIPT.game == "llama" and SCRIPT.learner == 0
    assert 10 <= len(SCRIPT.steps) <= 30  # the hand-written steps, then drafted ones
    assert len({step.id for step in SCRIPT.steps}) == len(SCRIPT.steps)
    assert SCRIPT.replies in get("llama").bots
    assert all(step.title and step.text.strip() for step in SCRIPT.steps)
    assert all(step.hints and step.highlight for step in SCRIPT.steps if step.do)


def test_verify_finds_no_problems():
    assert tutorial.verify(SCRIPT) == []


def test_the_canonical_moves_replay_to_the_end():
    reached = tutorial.replay(SCRIPT, CANONICAL)
    assert reached.done and reached.index == len(SCRIPT.steps)
    assert reached.state.phase == "over"  # the drafted steps play a new game to its end
    more = next(i for i, step in enumerate(SCRIPT.steps) if step.id == "more")
    hand_written = tutorial.replay(SCRIPT, CANONICAL[:more - 1]).state
    assert hand_written.round == 3 and hand_written.phase == "play"


@pytest.mark.parametrize("index", range(len(SCRIPT.steps)), ids=ids)
def test_every_stated_fact_holds_and_every_placeholder_fills(index):
    step, state = SCRIPT.steps[index], at(index)
    facts = tutorial.facts(state)
    for path, wanted in step.check.items():
        assert tutorial.lookup(facts, path) == wanted, (step.id, path)
    assert "{{" not in tutorial.narrate(step.text, state)


def test_narration_never_types_a_token_count():
    """Token counts are computed by the engine, so they only appear as placeholders."""
    for step in SCRIPT.steps:
        assert not re.search(r"\b\d+\s+(black|white)\b", step.text), step.id


@pytest.mark.parametrize("index", ACTING, ids=ids)
def test_highlighted_moves_are_legal_and_the_canonical_move_is_accepted(index):
    step, state = SCRIPT.steps[index], at(index)
    legal = {str(move) for move in state.legal_moves()}
    assert set(step.highlight) <= legal
    assert state.to_move == SCRIPT.learner
    assert tutorial.judge(SCRIPT, index, state, step.do.canonical).accepted


@pytest.mark.parametrize("index", ACTING, ids=ids)
def test_a_wrong_move_is_refused(index):
    step, state = SCRIPT.steps[index], at(index)
    verdicts = {text: tutorial.judge(SCRIPT, index, state, text) for text in EVERY_MOVE}
    legal = {str(move) for move in state.legal_moves()}
    illegal = [text for text in EVERY_MOVE if text not in legal]
    assert illegal, "every position forbids something"
    for text in illegal:
        verdict = verdicts[text]
        assert not verdict.accepted and isinstance(verdict.error, IllegalMove), text
        assert verdict.error.rule in rule_ids("llama"), text
    if step.do.kind == "any":
        assert all(verdicts[text].accepted for text in legal)
        return
    for text in legal - {str(state.parse_move(step.do.canonical)), *step.do.moves}:
        verdict = verdicts[text]
        assert not verdict.accepted and verdict.error is None, text
        assert "this step asks for" in verdict.message


def test_specific_refusals_cite_the_right_rule():
    first = SCRIPT.steps.index(next(s for s in SCRIPT.steps if s.id == "same"))
    refused = tutorial.judge(SCRIPT, first, at(first), "play 4")
    assert refused.error.rule == "llama.play.match"
    loop = SCRIPT.steps.index(next(s for s in SCRIPT.steps if s.id == "llama-on-six"))
    refused = tutorial.judge(SCRIPT, loop, at(loop), "play 1")
    assert refused.error.rule == "llama.play.loop"
    off_script = tutorial.judge(SCRIPT, loop, at(loop), "draw")
    assert not off_script.accepted and off_script.error is None
    assert "play L" in off_script.message
    reading = tutorial.judge(SCRIPT, 0, at(0), "play 2")
    assert not reading.accepted and "Next" in reading.message


def test_it_teaches_what_the_issue_asks_for():
    cited = {rule for step in SCRIPT.steps for rule in step.rules}
    assert cited <= rule_ids("llama")
    assert cited >= {"llama.play.match", "llama.play.loop", "llama.draw", "llama.quit",
                     "llama.round.end", "llama.scoring.values", "llama.scoring.return",
                     "llama.round.next", "llama.draw.alone"}
    assert any(step.do and step.do.kind != "move" for step in SCRIPT.steps)
    played = []  # (top card, move) for every move the learner makes
    endings = set()
    for index in ACTING:
        state = at(index)
        played.append((state.discard[-1], SCRIPT.steps[index].do.canonical))
    for index in range(len(SCRIPT.steps)):
        state = at(index)
        if state.phase != "play" and state.out is not None:
            endings.add("emptied")
        if state.phase != "play" and state.out is None:
            endings.add("all quit")
        if state.phase == "return":
            assert state.tokens[SCRIPT.learner] != (0, 0)
    assert endings == {"emptied", "all quit"}
    for top, wanted in [("2", "play 2"), ("2", "play 3"), ("6", "play L"), ("L", "play 1")]:
        assert (top, wanted) in played
    assert {"draw", "quit", "return white", "deal"} <= {move for _, move in played}


def test_scored_hands_show_each_kind_counted_once():
    score = next(i for i, s in enumerate(SCRIPT.steps) if s.id == "score")
    state = at(score)
    hand = state.hands[1]
    assert hand.count("L") == 2
    llama = data.card("L").points
    assert SCRIPT.steps[score].check["hands.1"] == list(hand)
    assert state.totals()[1] == llama + 5


def test_the_scripted_reply_is_what_the_bot_would_play():
    index = next(i for i, s in enumerate(SCRIPT.steps) if s.reply is not None)
    state = at(index).apply(SCRIPT.steps[index].do.canonical)
    unscripted = dataclasses.replace(
        SCRIPT, steps=tuple(dataclasses.replace(s, reply=None) if i == index else s
                            for i, s in enumerate(SCRIPT.steps)))
    _, by_bot = tutorial.replies(unscripted, index, state)
    assert by_bot[:len(SCRIPT.steps[index].reply)] == list(SCRIPT.steps[index].reply)


def test_the_later_position_continues_the_same_game():
    later = next(i for i, s in enumerate(SCRIPT.steps) if s.position)
    before = tutorial.replay(SCRIPT, CANONICAL[:later])
    assert SCRIPT.steps[later].position["setup"] == dict(SCRIPT.setup)
    assert SCRIPT.steps[later].position["moves"][:len(before.history)] == before.history


def test_free_play_options_start_a_game():
    state = get("llama").new_state(dict(SCRIPT.free_play), 0)
    assert state.players == SCRIPT.free_play["players"] and state.phase == "play"


def test_a_broken_fact_or_seed_is_caught_by_verify():
    wrong_fact = TEXT.replace('"hands.1" = ["5", "L", "L"], "tokens.0"',
                              '"hands.1" = ["5", "5", "L"], "tokens.0"', 1)
    assert wrong_fact != TEXT
    problems = tutorial.verify(tutorial.parse(wrong_fact, "llama"))
    assert any("'score'" in p and "hands.1" in p for p in problems)
    wrong_seed = TEXT.replace("seed = 906 }", "seed = 905 }", 1)
    assert tutorial.verify(tutorial.parse(wrong_seed, "llama"))


def test_the_bridge_resumes_current_progress_and_refuses_another_version():
    current = web.answer("tutorial_view", {"game": "llama", "progress":
                         {"version": SCRIPT.version, "moves": CANONICAL[:3]}})
    assert current["ok"] and current["index"] == 3 and current["moves"] == CANONICAL[:3]
    stale = web.answer("tutorial_view", {"game": "llama", "progress":
                       {"version": "0123456789ab", "moves": CANONICAL[:3]}})
    assert stale["ok"] is False and stale["error"]["code"] == "stale"
    edited = tutorial.parse(TEXT + "\n", "llama")
    assert edited.version != SCRIPT.version
    old = web.answer("tutorial_view", {"game": "llama", "progress":
                     {"version": edited.version, "moves": []}})
    assert old["ok"] is False and old["error"]["code"] == "stale"


def test_the_bridge_refuses_an_illegal_move_with_its_rule_link():
    progress = {"version": SCRIPT.version, "moves": CANONICAL[:1]}
    answer = web.answer("tutorial_try", {"game": "llama", "progress": progress, "move": "play L"})
    assert answer["ok"] and answer["accepted"] is False
    assert answer["error"]["rule"] == "llama.play.loop"
    assert answer["error"]["link"].endswith("#llama.play.loop")
    taken = web.answer("tutorial_try", {"game": "llama", "progress": progress, "move": "play 2"})
    assert taken["accepted"] is True and taken["index"] == 2
