"""One conformance suite over every registered game (OpenSpiel-style).

For each game: seeded random legal playouts reach the end; every state on the way
round-trips through JSON; legal moves are exactly the moves ``check`` accepts; a
refused move leaves the state unchanged and cites a rule id that its rules text
defines; the same seed replays the same game.
"""

from __future__ import annotations

import copy
import functools
import json
import re
from importlib import resources
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulebooks.core import IllegalMove, NotationError, Rng, RulesError, games, rule_ids

GAMES = sorted(games())
MAX_MOVES = 20_000


def player_counts(slug: str) -> list[int]:
    low, high = games()[slug].players
    return list(range(low, high + 1))


def few(slug: str) -> int:
    """The smallest table worth testing: two players, or the game's least if more."""
    return max(2, games()[slug].players[0])


def playout(slug: str, players: int, seed: int, check_every: int = 1) -> list:
    """A random legal game; returns the states visited."""
    game = games()[slug]
    state = game.new_state({"players": players}, seed)
    rng = Rng.derive(seed, "playout")
    visited = [state]
    for _ in range(MAX_MOVES):
        if state.outcome() is not None:
            return visited
        moves = state.legal_moves()
        assert moves, f"{slug}: no legal move but the game is not over ({state.to_json()})"
        state = state.apply(rng.choice(moves))
        visited.append(state)
    pytest.fail(f"{slug} with {players} players did not finish in {MAX_MOVES} moves")


@pytest.mark.parametrize("slug", GAMES)
def test_random_playouts_finish_for_every_player_count(slug):
    for players in player_counts(slug):
        final = playout(slug, players, seed=players)[-1]
        outcome = final.outcome()
        assert len(outcome.totals) == players
        assert outcome.winners and all(0 <= w < players for w in outcome.winners)
        assert final.legal_moves() == ()
        assert final.to_move is None


@pytest.mark.parametrize("slug", GAMES)
def test_every_state_round_trips_through_json(slug):
    game = games()[slug]
    for state in playout(slug, min(game.players[0] + 1, game.players[1]), seed=11):
        data = state.to_json()
        text = json.dumps(data)
        again = game.from_json(json.loads(text))
        assert again == state
        assert again.to_json() == data


@pytest.mark.parametrize("slug", GAMES)
def test_same_seed_replays_the_same_game(slug):
    first = [s.to_json() for s in playout(slug, few(slug), seed=5)]
    second = [s.to_json() for s in playout(slug, few(slug), seed=5)]
    other = [s.to_json() for s in playout(slug, few(slug), seed=6)]
    assert first == second
    assert first != other


@functools.cache
def cached_playout(slug: str, players: int, seed: int) -> tuple:
    return tuple(playout(slug, players, seed))


@pytest.mark.parametrize("slug", GAMES)
def test_refused_moves_change_nothing_and_cite_a_defined_rule(slug):
    game = games()[slug]
    defined = rule_ids(slug)
    states = playout(slug, 3 if game.players[1] >= 3 else 2, seed=3)
    vocabulary = sorted({str(m) for s in states for m in s.legal_moves()})
    refusals = 0
    for state in states[:: max(1, len(states) // 60)]:
        before = copy.deepcopy(state.to_json())
        legal = {str(m) for m in state.legal_moves()}
        for text in vocabulary:
            if text in legal or state.outcome() is not None:
                continue
            with pytest.raises(IllegalMove) as refused:
                state.apply(text)
            refusals += 1
            assert refused.value.rule in defined, f"{text}: cites undefined {refused.value.rule}"
            assert state.to_json() == before
        for text in legal:
            assert state.is_legal(text)
    assert refusals > 0


@pytest.mark.parametrize("slug", GAMES)
def test_move_out_of_turn_is_refused_under_turn_order(slug):
    game = games()[slug]
    state = game.new_state({"players": few(slug)}, 1)
    move = state.legal_moves()[0]
    other = 1 - state.to_move
    with pytest.raises(IllegalMove) as refused:
        state.apply(move, player=other)
    assert refused.value.rule == f"{slug}.turn.order"
    assert refused.value.rule in rule_ids(slug)
    assert state.apply(move, player=state.to_move) != state


@pytest.mark.parametrize("slug", GAMES)
def test_every_rule_id_the_engine_mentions_is_defined(slug):
    """String literals that look like this game's rule ids must exist in rules.md."""
    defined = rule_ids(slug)
    folder = Path(str(resources.files(f"rulebooks.{slug}")))
    pattern = re.compile(r'"(' + slug + r'(?:\.[a-z0-9-]+)+)"')
    cited = {m for path in folder.glob("*.py") for m in pattern.findall(path.read_text())}
    assert cited, f"{slug}: the engine cites no rule ids at all"
    assert sorted(cited - defined) == []


@pytest.mark.parametrize("slug", GAMES)
def test_score_breakdowns_cite_defined_rules_and_sum(slug):
    final = playout(slug, few(slug), seed=8)[-1]
    defined = rule_ids(slug)
    outcome = final.outcome()
    for player_score in final.score():
        parts = player_score.breakdown.parts
        assert all(part.rule in defined for part in parts)
        assert player_score.breakdown.total == sum(p.points for p in parts)
        assert outcome.totals[player_score.player] == player_score.breakdown.total


@pytest.mark.parametrize("slug", GAMES)
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_mangled_json_only_raises_rules_errors(slug, data):
    game = games()[slug]
    visited = cached_playout(slug, few(slug), 2)
    state = visited[data.draw(st.integers(0, len(visited) - 1))]
    document = state.to_json()
    key = data.draw(st.sampled_from(sorted(document)))
    junk = data.draw(st.one_of(st.none(), st.integers(-5, 200), st.text(max_size=5),
                               st.lists(st.integers(-1, 60), max_size=4), st.booleans(),
                               st.dictionaries(st.text(max_size=3), st.integers(), max_size=2)))
    original = document[key]
    document[key] = junk
    try:
        back = game.from_json(document)
    except RulesError as error:  # refused: it says where
        assert error.where and error.where.startswith("state"), str(error)
        return
    # accepted: then the junk was a value the field can hold, and it is kept as given
    written = back.to_json()[key]
    if key == "options":  # options left out take their defaults
        assert {**written, **junk} == written, junk
    else:
        spelled = isinstance(junk, list) and isinstance(written, str)  # codes as one text
        assert written == junk or junk == original or (spelled and written.split() == junk), \
            (key, junk)


@pytest.mark.parametrize("slug", GAMES)
@settings(max_examples=60, deadline=None)
@given(text=st.text(max_size=20))
def test_random_notation_is_read_or_refused_cleanly(slug, text):
    state = games()[slug].new_state({"players": few(slug)}, 0)
    try:
        after = state.apply(text)
    except (NotationError, IllegalMove):
        return
    # accepted: the text named a legal move, and reads back as that move
    assert state.parse_move(text) in state.legal_moves()
    assert after == state.apply(str(state.parse_move(text)))
