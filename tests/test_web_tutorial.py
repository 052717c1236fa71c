"""A position for the page (``sessions.table``), with the legal moves and the tempting
refused ones clickable, so that a wrong click is explained with its rule."""

from __future__ import annotations

import re
from html import unescape

import pytest

from rulebooks import sessions, web
from rulebooks.core import tutorial
from rulebooks.core.bots import random_bot
from rulebooks.core.errors import IllegalMove
from rulebooks.core.html import Links
from rulebooks.core.registry import get, rule_ids
from rulebooks.core.rng import Rng

PICK = re.compile(r'data-move="([^"]*)"')


def table(game, state, viewer):
    return sessions.table(game, state, viewer)


def items(html):
    return html.count("<button") + html.count('role="img"')


def script_states(game):
    """The position at each step of the tutorial that asks for a move."""
    script = tutorial.load(game)
    moves = []
    for step in script.steps:
        reached = tutorial.replay(script, moves)
        if step.do:
            yield script, reached.state
        moves.append(step.do.canonical if step.do else "")


def test_the_first_flip_offers_the_piles_and_the_rules_refuse_them():
    script, state = next(script_states("golf"))
    answer = table("golf", state, script.learner)
    assert set(PICK.findall(answer["html"])) == {*answer["legal"], "draw", "take"}
    assert answer["tempting"] == ["draw", "take"] and answer["unshown"] == []
    progress = {"version": script.version, "moves": [""]}
    refused = web.answer("tutorial_try", {"game": "golf", "progress": progress, "move": "draw"})
    assert refused["accepted"] is False and refused["error"]["rule"] in rule_ids("golf")


@pytest.mark.parametrize("game", ["golf", "llama"])
def test_tempting_moves_are_refused_with_a_rule_and_never_hide_a_legal_one(game):
    for script, state in script_states(game):
        answer = table(game, state, script.learner)
        picks = PICK.findall(answer["html"])
        assert set(answer["legal"]) - set(answer["unshown"]) <= set(picks)
        assert set(answer["tempting"]) <= set(picks)
        plain = get(game).render(state, script.learner, answer["legal"])
        assert items(answer["html"]) == items(plain)  # offered on what is drawn anyway
        for move in answer["tempting"]:
            assert not state.is_legal(move)
            with pytest.raises(Exception) as refused:
                state.apply(move, player=script.learner)
            assert getattr(refused.value, "rule", None) in rule_ids(game)


def test_a_legal_move_without_a_card_to_click_is_listed():
    state, rng = get("golf").new_state({"players": 2, "rounds": 2}, 3), Rng(3)
    for _ in range(1000):
        if state.phase == "scored":
            break
        state = state.apply(random_bot(state, rng))
    answer = table("golf", state, state.to_move)
    assert answer["legal"] == ["deal"] and answer["unshown"] == ["deal"]


def test_nothing_is_clickable_for_a_player_who_is_not_to_move():
    state = get("golf").new_state({"players": 2}, 1)
    other = 1 - state.to_move
    answer = table("golf", state, other)
    assert PICK.findall(answer["html"]) == [] and answer["tempting"] == []


def random_positions(game, seed, every=5):
    state, rng = get(game).new_state({}, seed), Rng(seed)
    for ply in range(3000):
        if state.outcome() is not None:
            return
        if ply % every == 0:
            yield state
        state = state.apply(random_bot(state, rng))


@pytest.mark.parametrize("game", ["golf", "llama", "splendor", "welcometo", "locomomo",
                                  "takenokolor", "duel", "greatwesterntrail"])
def test_the_games_targets_are_what_its_drawing_makes_clickable(game):
    """What a game declares clickable is what its drawing draws: every legal move is on
    the table or listed apart, refused ones only on things drawn anyway, nothing else."""
    tempted = 0
    for state in random_positions(game, seed=3):
        viewer = state.to_move
        answer = table(game, state, viewer)
        clickable = set(PICK.findall(unescape(answer["html"])))
        shown = set(answer["legal"]) - set(answer["unshown"])
        assert clickable == shown | set(answer["tempting"])
        plain = get(game).render(state, viewer, sorted(shown))
        assert items(answer["html"]) == items(plain)
        for move in answer["tempting"]:
            with pytest.raises(IllegalMove) as refused:
                state.apply(move, player=viewer)
            assert refused.value.rule in rule_ids(game)
        tempted += len(answer["tempting"])
    assert tempted, f"{game}: no refused move was ever offered"


def test_a_variant_tutorial_is_played_through_the_bridge():
    ref = "golf/tutorial-powers"
    info = web.answer("tutorial_info", {"game": ref})
    assert info["ok"] and info["free_play"]["power_cards"] is True
    script = tutorial.load_ref(ref)
    first = next(s for s in script.steps if s.do)
    index = script.steps.index(first)
    progress = {"version": info["version"],
                "moves": [s.do.canonical if s.do else "" for s in script.steps[:index]]}
    answer = web.answer("tutorial_try", {"game": ref, "progress": progress,
                                         "move": first.do.canonical})
    assert answer["ok"] and answer["accepted"] and answer["index"] == index + 1
    wrong = web.answer("tutorial_info", {"game": "golf/tutorial-nope"})
    assert not wrong["ok"] and "tutorial-nope" in wrong["error"]["message"]


@pytest.mark.parametrize(("lang", "lead"), [("en", "Not this move."), ("it", "Non questa mossa.")])
def test_a_legal_move_the_step_does_not_ask_for_comes_with_the_engines_box(lang, lead):
    script = tutorial.load("golf")
    moves = []
    for step in script.steps:
        state = tutorial.replay(script, moves).state
        other = [m for m in map(str, state.legal_moves()) if step.do and m != step.do.canonical]
        if other:
            break
        moves.append(step.do.canonical if step.do else "")
    assert other, "golf's tutorial never leaves a legal move besides the one it asks for"
    progress = {"version": script.version, "moves": moves}
    answer = web.answer("tutorial_try", {"game": "golf", "progress": progress, "move": other[0]},
                        Links(lang=lang))
    assert answer["accepted"] is False and answer["error"] is None and answer["message"]
    box = answer["html"]
    assert box.startswith('<div class="rb-error rb-tutorial__offscript" data-code="script">')
    assert f"<strong>{lead}</strong>" in box and "href" not in box  # no rule is broken
    said = unescape(re.sub(r"<[^>]+>", "", box))
    assert said == f"{lead} {answer['message'][:1].upper()}{answer['message'][1:]}."
