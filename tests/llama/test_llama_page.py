"""The rules page: rule ids, worked examples, tables, and positions drawn as HTML."""

from __future__ import annotations

import re
from importlib import resources

import pytest
from llama_positions import playout, position

from rulebooks import get
from rulebooks.core import examples
from rulebooks.core.registry import rule_ids
from rulebooks.llama import data
from rulebooks.llama.render import TABLES, position_html

TEXT = resources.files("rulebooks.llama").joinpath("rules.md").read_text(encoding="utf-8")
EXAMPLES = examples.parse_examples(TEXT, "llama")
REQUIRED = {
    "llama.turn.order", "llama.end", "llama.setup.deck", "llama.setup.deal", "llama.play.match",
    "llama.play.loop", "llama.draw", "llama.draw.alone", "llama.draw.empty", "llama.quit",
    "llama.round.end", "llama.scoring.values", "llama.scoring.tokens", "llama.scoring.return",
    "llama.round.next",
}


def test_required_rule_ids():
    assert rule_ids("llama") >= REQUIRED


def test_every_rule_paragraph_opens_with_a_rule_id():
    """From the goal to the options, every block is a heading, a fence or a rule."""
    body = TEXT[TEXT.index("## Goal"):TEXT.index("## Options")]
    lines = [line for line in body.splitlines() if line.strip()]
    starts = [b.strip() for b in re.split(r"\n\s*\n", body) if b.strip()]
    assert lines and all(b.startswith(("#", "§", "```")) for b in starts), starts


def test_front_matter():
    head = TEXT.split("\n---\n", 1)[0]
    game = get("llama")
    assert f"title: {game.title}" in head
    assert f"summary: {game.summary}" in head
    assert game.players == data.players()


def test_every_table_fence_has_a_renderer():
    names = re.findall(r"^```table\n(\w+)\n```", TEXT, re.MULTILINE)
    tables = get("llama").tables
    assert names and set(names) <= set(tables)
    for name in names:
        assert 'data-table="' + name + '"' in tables[name]()


def test_the_deck_table_shows_the_data():
    html = TABLES["deck"]()
    assert html.count("<tr>") == len(data.cards()) + 1
    assert f'<td class="rb-num">{data.card("L").points}</td>' in html


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e.id)
def test_examples_run_as_declared(example):
    result = examples.run(example)
    assert examples.verify(result) == []
    assert example.rule in rule_ids("llama")
    refused = example.expect.get("refused")
    assert refused is None or refused in rule_ids("llama")


def test_examples_cover_the_brief():
    ids = {e.id for e in EXAMPLES}
    assert {"five-threes", "llama-on-six", "three-on-four", "alone-no-draw", "change"} <= ids


def test_viewer_sees_only_their_own_hand():
    state = position([["2", "5", "L"], ["1", "3"]], top="4")
    mine = position_html(state, viewer=0, moves=[str(m) for m in state.legal_moves()])
    assert mine.count("rb-card--back rb-llama-card") == 1 + len(state.hands[1])
    assert 'data-move="play 5"' in mine and 'data-move="draw"' in mine
    assert 'data-move="quit"' in mine and 'data-move="play 2"' not in mine
    theirs = position_html(state, viewer=1, moves=[str(m) for m in state.legal_moves()])
    assert "rb-llama-card--5" not in theirs and 'data-move="play 5"' not in theirs
    everyone = position_html(state)
    assert "rb-llama-card--5" in everyone and "rb-llama-card--3" in everyone


def test_finished_round_shows_every_hand_and_offers_moves():
    state = position([["5"], ["1", "3"]], top="4", tokens=[(1, 2), (0, 0)]).apply("play 5")
    html = position_html(state, viewer=1, moves=["return black", "return white"])
    assert "rb-llama-card--3" in html
    assert 'data-move="return black"' not in html  # not viewer 1's move
    html = position_html(state, viewer=0, moves=["return black", "return white"])
    assert 'data-move="return black"' in html and 'data-move="return white"' in html
    scored = state.apply("return white")
    assert 'data-move="deal"' in position_html(scored, moves=["deal"])


@pytest.mark.parametrize("players", [2, 6])
def test_every_state_of_a_game_renders(players):
    for state in playout(players, seed=1):
        html = position_html(state, viewer=state.to_move,
                             moves=[str(m) for m in state.legal_moves()])
        assert html.startswith('<div class="rb-table rb-llama">')
        for move in state.legal_moves():
            if move.verb in ("play", "draw", "quit", "deal", "return"):
                assert f'data-move="{move}"' in html
