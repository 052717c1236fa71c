"""The Golf calculator: scoring properties and bad input."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulebooks import get, web
from rulebooks.core import NotationError, SetupError
from rulebooks.core.cards import RANKS, SUITS
from rulebooks.golf import data

score = get("golf").calculator.score
SHAPES = {size: (data.grid(size).rows, data.grid(size).cols) for size in data.grid_sizes()}


def as_rows(codes: list[str], cols: int) -> list[str]:
    return [" ".join(codes[i:i + cols]) for i in range(0, len(codes), cols)]


@st.composite
def grids(draw, distinct_ranks=False):
    size = draw(st.sampled_from(sorted(SHAPES)))
    _, cols = SHAPES[size]
    ranks = (draw(st.permutations(RANKS))[:size] if distinct_ranks
             else draw(st.lists(st.sampled_from(RANKS), min_size=size, max_size=size)))
    suits = draw(st.lists(st.sampled_from(SUITS), min_size=size, max_size=size))
    if not distinct_ranks:  # at most three copies of a card (three decks)
        pairs = [r + s for r, s in zip(ranks, suits, strict=True)]
        draw(st.just(None).filter(lambda _: max(pairs.count(p) for p in pairs) <= 3))
    return size, [r + s for r, s in zip(ranks, suits, strict=True)], cols


@given(grids(distinct_ranks=True), st.sampled_from(data.line_rules()),
       st.sampled_from(data.value_tables()))
def test_without_equal_ranks_the_score_is_the_sum_of_card_values(grid, lines, values):
    size, codes, cols = grid
    table = data.values(values)
    result = score({"grid": as_rows(codes, cols), "lines": lines, "values": values, "decks": 3})
    assert result.total == sum(table[code[:-1]] for code in codes)
    assert len(result.parts) == size


@given(grids(), st.sampled_from(data.line_rules()))
def test_suits_never_matter(grid, lines):
    _, codes, cols = grid
    other = [code[:-1] + SUITS[(SUITS.index(code[-1]) + 1) % 4] for code in codes]
    a = score({"grid": as_rows(codes, cols), "lines": lines, "decks": 3})
    b = score({"grid": as_rows(other, cols), "lines": lines, "decks": 3})
    assert a.total == b.total


@given(st.sampled_from(sorted(SHAPES)), st.sampled_from(RANKS), st.sampled_from(data.line_rules()))
def test_a_grid_of_one_rank_scores_zero(size, rank, lines):
    _, cols = SHAPES[size]
    codes = [rank + SUITS[i % 4] for i in range(size)]
    assert score({"grid": as_rows(codes, cols), "lines": lines, "decks": 3}).total == 0


@given(grids())
def test_more_cancelling_lines_never_leave_more_cards_scored(grid):
    _, codes, cols = grid
    counted = {
        lines: sum(p.rule == "golf.scoring.values"
                   for p in score({"grid": as_rows(codes, cols), "lines": lines, "decks": 3}).parts)
        for lines in ("columns", "rows-columns", "all")
    }
    assert counted["columns"] >= counted["rows-columns"] >= counted["all"]


def test_every_part_cites_a_scoring_rule():
    result = score({"grid": ["2D 6H 4C", "KS 6S KH"]})
    assert {p.rule for p in result.parts} == {"golf.scoring.values", "golf.scoring.lines"}
    assert result.to_dict()["total"] == result.total


@pytest.mark.parametrize("payload, kind, fragment", [
    ({"grid": ["2D 6H 4C", "KS 6S"]}, SetupError, "2 rows of 3"),
    ({"grid": ["2D 6H 4C 5C", "KS 6S KH 5D"]}, SetupError, "2 rows of 3"),
    ({"grid": ["2D 6H 4C", "KS 6S ZZ"]}, NotationError, "grid[1], card 3"),
    ({"grid": ["2D 2D 4C", "KS 6S KH"]}, SetupError, "2 copies of 2D"),
    ({"grid": ["2D 6H 4C", "KS 6S KH"], "lines": "spiral"}, NotationError, "lines"),
    ({"grid": ["2D 6H 4C", "KS 6S KH"], "colour": 1}, NotationError, "colour"),
    ({"grid": "2D 6H"}, NotationError, "input.grid"),
    ([1, 2], NotationError, "input"),
])
def test_bad_input_says_what_and_where(payload, kind, fragment):
    with pytest.raises(kind) as refused:
        score(payload)
    assert fragment in str(refused.value)


def test_two_decks_allow_two_copies():
    points = data.values("wiki")  # no line matches: every card counts its table value
    expected = sum(points[rank] for rank in ("2", "2", "4", "K", "6", "K"))
    assert score({"grid": ["2D 2D 4C", "KS 6S KH"], "decks": 2}).total == expected


def test_the_browser_bridge_reports_malformed_json_with_its_position():
    answer = web.answer("calculate", {"game": "golf", "text": '{"grid": ["2D 6H 4C",'})
    assert answer["ok"] is False
    assert answer["error"]["code"] == "syntax"
    assert "line 1, column" in answer["error"]["message"]


def test_the_bridge_links_refusals_to_their_rule():
    start = web.answer("free_play_start", {"game": "golf", "options": {"players": 2},
                                           "seed": 1, "seat": 1, "bot": "random"})
    answer = web.answer("free_play_move", {"session": start["session"], "move": "draw"})
    assert answer["ok"] is False
    assert answer["error"]["link"] == f"games/golf/#{answer['error']['rule']}"
    assert f'href="../golf/#{answer["error"]["rule"]}"' in answer["error"]["html"]


@pytest.mark.parametrize("grid", [5, "6", 6.0, True])
def test_a_tally_grid_that_is_no_grid_size_is_syntax(grid):
    """The error-kind table: a number outside its list is ``syntax``, as the schema says."""
    payload = {"mode": "tally", "holes": [[5, 2]], "grid": grid}
    with pytest.raises(NotationError) as refused:
        get("golf").calculator.score(payload)
    assert refused.value.where == "input.grid"
    assert get("golf").calculator.score({**payload, "grid": 9}).totals() == (5, 2)


def test_the_end_question_adds_up_the_holes_and_refuses_a_bad_row():
    state = get("golf").new_state({"rounds": 3}, 0)
    ask = get("golf").queries["end"]
    assert ask(state, [[5, 2], [-1, 4]]) == {"over": False, "totals": [4, 6],
                                             "rule": "golf.end", "winners": []}
    with pytest.raises(SetupError) as refused:
        ask(state, [[5, 2], [1]])
    assert refused.value.where == "ask.holes[1]"
