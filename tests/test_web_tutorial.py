"""The bridge's ``position``: a position for the page, with the legal moves and the tempting
refused ones clickable, so that a wrong click is explained with its rule."""

from __future__ import annotations

import json
import re

import pytest

from rulebooks import web
from rulebooks.core import tutorial
from rulebooks.core.bots import random_bot
from rulebooks.core.registry import get, rule_ids
from rulebooks.core.rng import Rng

PICK = re.compile(r'data-move="([^"]*)"')


def position(game, state, viewer):
    answer = json.loads(web.position(game, json.dumps(state.to_json()), viewer))
    assert answer["ok"], answer
    return answer


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
    answer = position("golf", state, script.learner)
    assert set(PICK.findall(answer["html"])) == {*answer["legal"], "draw", "take"}
    assert answer["tempting"] == ["draw", "take"] and answer["unshown"] == []
    progress = json.dumps({"version": script.version, "moves": [""]})
    refused = json.loads(web.tutorial_try("golf", progress, "draw"))
    assert refused["accepted"] is False and refused["error"]["rule"] in rule_ids("golf")


@pytest.mark.parametrize("game", ["golf", "llama"])
def test_tempting_moves_are_refused_with_a_rule_and_never_hide_a_legal_one(game):
    for script, state in script_states(game):
        answer = position(game, state, script.learner)
        picks = PICK.findall(answer["html"])
        assert set(answer["legal"]) - set(answer["unshown"]) <= set(picks)
        assert set(answer["tempting"]) <= set(picks)
        plain = web.describe(game, state, script.learner)["html"]
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
    answer = position("golf", state, state.to_move)
    assert answer["legal"] == ["deal"] and answer["unshown"] == ["deal"]


def test_nothing_is_clickable_for_a_player_who_is_not_to_move():
    state = get("golf").new_state({"players": 2}, 1)
    other = 1 - state.to_move
    answer = position("golf", state, other)
    assert PICK.findall(answer["html"]) == [] and answer["tempting"] == []


def test_a_bad_state_is_refused_as_json():
    answer = json.loads(web.position("golf", "{not json", 0))
    assert answer["ok"] is False and answer["error"]["code"] == "syntax"


def test_the_vocabulary_holds_every_kind_of_move_met_in_a_game():
    words = web.vocabulary("golf")
    assert {"draw", "take", "discard", "flip 1", "replace 6", "deal"} <= set(words)
    assert len(words) == len(set(words))


def test_a_variant_tutorial_is_played_through_the_bridge():
    ref = "golf/tutorial-powers"
    info = json.loads(web.tutorial_info(ref))
    assert info["ok"] and info["free_play"]["power_cards"] is True
    script = tutorial.load_ref(ref)
    first = next(s for s in script.steps if s.do)
    index = script.steps.index(first)
    progress = json.dumps({"version": info["version"],
                           "moves": [s.do.canonical if s.do else "" for s in script.steps[:index]]})
    answer = json.loads(web.tutorial_try(ref, progress, first.do.canonical))
    assert answer["ok"] and answer["accepted"] and answer["index"] == index + 1
    wrong = json.loads(web.tutorial_info("golf/tutorial-nope"))
    assert not wrong["ok"] and "tutorial-nope" in wrong["error"]["message"]
