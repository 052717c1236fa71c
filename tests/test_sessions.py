"""Free play and tutorials through the bridge: the page gets views, never the state; the
bots' randomness carries on from call to call; a tutorial click replays the script once."""

from __future__ import annotations

import json
from itertools import islice

import pytest

from rulebooks import sessions, web
from rulebooks.core import NotationError, Rng, games, tutorial

HIDDEN = ["golf", "llama", "splendor", "welcometo", "locomomo", "sevenwonders", "harmonies"]


def free_game(slug: str, seed: int, bot: str = "random", moves: int = 600):
    """A free-play game through the bridge, the reader's seat playing random legal moves;
    yields each answer (as the page gets it) with the engine's own state at that point."""
    players = max(2, games()[slug].players[0])
    start = {"game": slug, "options": {"players": players}, "seat": 0, "bot": bot, "seed": seed}
    answer = json.loads(web.call("free_play_start", json.dumps(start)))
    key, rng = answer["session"], Rng(seed)
    for _ in range(moves):
        assert answer["ok"], answer
        yield answer, sessions._sessions[key].state
        if answer["outcome"]:
            return
        move = rng.choice(answer["legal"])
        answer = json.loads(web.call("free_play_move", json.dumps({"session": key, "move": move})))
    pytest.fail(f"{slug}: the free-play game did not end")


@pytest.mark.parametrize("slug", HIDDEN)
def test_free_play_answers_hold_only_the_seats_view(slug):
    game = games()[slug]
    seen = 0
    for answer, state in free_game(slug, seed=4):
        text = json.dumps(answer)
        assert '"state"' not in text and '"seed"' not in text
        assert answer["view"] == game.view(state, 0)
        picks = [*answer["legal"], *answer["tempting"]]
        assert answer["html"] == game.render(state, 0, picks)
        seen += 1
    assert seen > 3 and "result_html" in answer and "Game over" in answer["result_html"]


def test_cards_played_face_down_by_others_are_not_named():
    """7 Wonders: another seat's pick reaches the page without its card or its words."""
    rivals = [p for answer, _ in free_game("sevenwonders", seed=2) for p in answer["played"]
              if p["seat"] != 0]
    picks = [p for p in rivals if not p["move"].startswith(("revive", "skip"))]
    assert picks and all(p["move"] == "chooses a card" and p["said"] is None for p in picks)


def test_the_bots_randomness_carries_on_between_calls():
    """The same seed replays the same game, and within a game the random bot does not
    replay the same choices at every call (it once restarted its generator each time)."""
    a = [p for answer, _ in islice(free_game("splendor", seed=1), 12) for p in answer["played"]]
    b = [p for answer, _ in islice(free_game("splendor", seed=1), 12) for p in answer["played"]]
    assert a == b  # the same seed replays the same game
    bots = [p["move"] for p in a if p["seat"] == 1]
    assert len(set(bots)) > 1


def test_a_session_that_is_gone_is_refused_clearly():
    answer = web.answer("free_play_move", {"session": "golf-0", "move": "draw"})
    assert answer["ok"] is False and answer["error"]["code"] == "session"


def test_a_refused_free_play_move_changes_nothing():
    start = web.answer("free_play_start", {"game": "golf", "options": {}, "seat": 0,
                                           "bot": "greedy", "seed": 2})
    before = sessions._sessions[start["session"]].state
    refused = web.answer("free_play_move", {"session": start["session"], "move": "draw"})
    assert refused["ok"] is False and refused["error"]["rule"] == "golf.turn.draw"
    assert sessions._sessions[start["session"]].state is before


def test_a_tutorial_click_replays_the_script_once(monkeypatch):
    script = tutorial.load("golf")
    calls = []
    real = tutorial.replay
    monkeypatch.setattr(tutorial, "replay", lambda *a: calls.append(1) or real(*a))
    progress = {"version": script.version, "moves": [""]}
    answer = web.answer("tutorial_try", {"game": "golf", "progress": progress, "move": "flip 1"})
    assert answer["accepted"] and answer["index"] == 2 and len(calls) == 1
    assert answer == {**web.answer("tutorial_view", {"game": "golf", "progress": {
        "version": script.version, "moves": ["", "flip 1"]}}), "accepted": True}


@pytest.mark.parametrize("slug", HIDDEN)
def test_free_play_says_moves_in_words_that_tell_no_secret(slug):
    """Every move comes with the engine's words for it unless they would tell the reader a
    hidden card: a rival's words must be the same from any position the reader cannot
    tell from the real one (their state dealt again), which the test checks itself."""
    game, rng = games()[slug], Rng(9)
    worded = 0
    state_before = None
    for answer, state in islice(free_game(slug, seed=7, bot="greedy"), 40):
        replay = state_before
        for played in answer["played"]:
            if replay is not None and game.mask is not None and played["seat"] != 0:
                try:
                    replay.parse_move(played["move"])
                except NotationError:  # a card played face down, not named: no replay
                    assert played["said"] is None
                    replay = None
            if replay is not None:
                after = replay.apply(played["move"], played["seat"])
                words = game.trace(replay, replay.parse_move(played["move"]), after)[0]
                if played["said"] is not None:
                    worded += 1
                    assert played["said"] == words
                    if played["seat"] != 0:  # a rival's move: the same words in a redeal
                        other = game.redeal(replay, 0, rng)
                        move = other.parse_move(played["move"])
                        assert game.trace(other, move, other.apply(move))[0] == words
                replay = after
        state_before = state
    assert worded > 5


@pytest.mark.parametrize(("slug", "secret"), [("golf", "draw"), ("llama", "draw")])
def test_a_rivals_draw_from_the_deck_is_not_named(slug, secret):
    draws = [p for answer, _ in islice(free_game(slug, seed=3), 60)
             for p in answer["played"] if p["seat"] != 0 and p["move"] == secret]
    assert draws and all(p["said"] is None for p in draws)
