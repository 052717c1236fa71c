"""What the page, the tutorial and free play draw: clickable moves, tables from the data,
the tutorial's moves on its positions; and the bots."""

from __future__ import annotations

import re

import pytest
from locomomo_positions import position

from rulebooks import get
from rulebooks.core import Rng, tutorial
from rulebooks.locomomo import data
from rulebooks.locomomo.game import new_state
from rulebooks.locomomo.render import TABLES, position_html

GAME = get("locomomo")
MOVES = re.compile(r'data-move="([^"]+)"')


def clickable(state, viewer):
    legal = [str(m) for m in state.legal_moves()]
    return legal, MOVES.findall(position_html(state, viewer, legal))


def test_every_take_is_a_tile_to_click_in_the_forest():
    state = position()
    legal, shown = clickable(state, 0)
    assert sorted(shown) == sorted(m for m in legal if m != "pass")
    assert "take 1 Rg" in shown


def test_every_placement_is_offered_on_the_next_free_square_of_its_row():
    state = position(boards=[["Rb", "", "", "", ""], ["", "", "", "", ""]]).apply("take 1 Rg")
    legal, shown = clickable(state, 0)
    assert sorted(shown) == sorted(legal)
    html = position_html(state, 0, legal)
    row_one = html.split('data-row="1"')[1].split('data-row="2"')[0]
    assert row_one.count('data-move="place') == 3  # the three held kinds, on square 2


def test_nothing_is_clickable_for_an_onlooker_or_on_the_rules_page():
    state = position()
    assert MOVES.findall(position_html(state, None, ())) == []
    assert 'data-move' not in position_html(state.apply("take 1 Rg"), 1, ())


def test_the_finished_table_shows_every_score():
    state = position(phase="place", current=1, round_=data.rounds() - 1, held="Rn",
                     boards=[["Bg", "Bg", "Bn", "", "Rg Lb"], ["", "Rb", "", "Dn Dn", ""]],
                     forest=["Rg Bb Dn Eb", "Lg Eg Bn Db", "Rb Ln Lb", "Bg Bb En Dg"])
    html = position_html(state.apply("place Rn 3"))
    assert "the game is over" in html
    assert html.count('data-table="final"') == 2


@pytest.mark.parametrize("name", sorted(TABLES))
def test_every_table_renders(name):
    html = TABLES[name]()
    assert html.startswith(("<table", "<figure"))


def test_tables_carry_the_numbers_of_the_data_file():
    assert f"The box: {data.supply_size()} tiles" in TABLES["tiles"]()
    assert TABLES["sets"]().count("<tr>") == 1 + len(data.set_points("same"))
    assert TABLES["areas"]().count("<tr>") == 1 + len(data.areas())
    assert "bga-11672" in TABLES["readings"]()


def test_the_tutorial_asks_only_for_moves_the_learner_can_click():
    script = tutorial.load("locomomo")
    moves: list[str] = []
    for step in script.steps:
        state = tutorial.replay(script, moves).state
        if step.do:
            _, shown = clickable(state, script.learner)
            assert step.do.canonical in shown, step.id
            assert set(step.highlight) <= set(shown), step.id
        moves.append(step.do.canonical if step.do else "")
    assert tutorial.replay(script, moves).state.outcome() is not None


@pytest.mark.parametrize("players", range(data.players()[0], data.players()[1] + 1))
def test_bots_play_whole_games(players):
    """How long they take is a report, not a test: ``bench/bots_finish.py --game locomomo``."""
    for bot in ("random", "greedy"):
        state = new_state({"players": players, "expansion_a": True, "expansion_b": True}, 2)
        rng = Rng(players)
        while state.outcome() is None:
            move = GAME.bots[bot](state, rng)
            assert state.is_legal(move)
            state = state.apply(move)


def test_greedy_scores_more_than_random_over_ten_seeded_games():
    def average(bot):
        totals = []
        for seed in range(10):
            state, rng = new_state({"players": 2}, seed), Rng(seed)
            while state.outcome() is None:
                state = state.apply(GAME.bots[bot](state, rng))
            totals += state.outcome().totals
        return sum(totals) / len(totals)

    assert average("greedy") > average("random") + 5


def test_tutorial_conditions_describe_real_moves():
    state = position()
    most = GAME.conditions["most-tiles"][1]
    assert most(state, state.parse_move("take 1 Rg"))  # three tiles, the most here
    assert not most(state, state.parse_move("take 1 Bb"))
    pair = GAME.conditions["makes-pair"][1]
    holding = position(boards=[["", "Rb", "", "", ""], ["", "", "", "", ""]]).apply("take 1 Rg")
    assert pair(holding, holding.parse_move("place Rg 3"))
    assert not pair(holding, holding.parse_move("place Lg 3"))


def test_the_fill_table_reports_each_player_count_within_the_board():
    html = TABLES["fill"]()
    rows = re.findall(r"<tr>(.*?)</tr>", html)[1:]
    low, high = data.data()["game"]["players"]
    assert len(rows) == high - low + 1
    squares = len(data.rows()) * data.columns()
    for players, row in zip(range(low, high + 1), rows, strict=True):
        cells = re.findall(r"<td[^>]*>([^<]*)</td>", row)
        assert int(cells[0]) == players
        fewest, most = int(cells[2]), int(cells[4])
        assert 0 < fewest <= most <= squares == int(cells[5])
