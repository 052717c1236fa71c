"""Scoring, the calculator (sheet and tally modes) and the seed's numbers."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from takenokolor_positions import bamboo

from rulebooks.core.errors import NotationError, SetupError
from rulebooks.core.rng import Rng
from rulebooks.takenokolor import GAME, data
from rulebooks.takenokolor.calculator import edit, score
from rulebooks.takenokolor.game import new_state
from rulebooks.takenokolor.sheet import check_grown, ladybirds

SUN = data.points("sun_points")
BIRD = data.points("ladybird_points")


def leaves(ids):
    return sum(data.section(s).leaves for s in ids)


def test_a_sheet_scores_leaves_sun_and_ladybirds_with_their_rules():
    coloured = bamboo("b1") + bamboo("b2", 1) + [s.id for s in data.sun().sections]
    result = score({"coloured": coloured})
    parts = {p.key: (p.points, p.rule) for p in result.parts}
    assert parts == {"leaves": (leaves(coloured), "takenokolor.scoring.leaves"),
                     "sun": (SUN, "takenokolor.scoring.sun"),
                     "ladybirds": (BIRD, "takenokolor.scoring.ladybirds")}
    assert result.total == leaves(coloured) + SUN + BIRD


def test_an_incomplete_sun_scores_nothing():
    partial = [s.id for s in data.sun().sections][:-1]
    assert score({"coloured": partial}).total == 0


def test_a_bamboo_with_a_gap_is_refused_with_the_rule():
    with pytest.raises(SetupError) as error:
        score({"coloured": ["b2.2"]})
    assert error.value.rule == "takenokolor.sheet1.bamboo"


def test_an_unknown_section_is_a_syntax_error():
    with pytest.raises(NotationError):
        score({"coloured": ["b9.1"]})


def test_clicking_colours_below_and_clears_above():
    grown = edit({"coloured": []}, "toggle b3.3")
    assert grown["coloured"] == bamboo("b3", 3)
    cut = edit(grown, "toggle b3.2")
    assert cut["coloured"] == bamboo("b3", 1)
    assert edit({"coloured": []}, "toggle sun.3")["coloured"] == ["sun.3"]
    with pytest.raises(NotationError):
        edit({"coloured": []}, "paint b1.1")


def test_the_tally_gives_the_same_total_as_the_sheet():
    coloured = bamboo("b1") + bamboo("b4") + bamboo("b6") + [s.id for s in data.sun().sections]
    sheet = score({"coloured": coloured})
    counted = score({"mode": "tally", "leaves": leaves(coloured), "sun": True,
                     "ladybirds": ladybirds(frozenset(coloured))})
    assert counted.total == sheet.total
    assert [p.key for p in counted.parts] == [p.key for p in sheet.parts]


def test_the_tally_refuses_more_ladybirds_than_bamboos():
    with pytest.raises(SetupError) as error:
        score({"mode": "tally", "ladybirds": len(data.bamboos()) + 1})
    assert error.value.where == "input.ladybirds"


@settings(max_examples=40, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32))
def test_random_games_keep_every_sheet_possible(players, seed):
    state, rng = new_state({"players": players}, seed), Rng(seed)
    while state.outcome() is None:
        state = state.apply(GAME.bots["random"](state, rng))
        for p, sheet in enumerate(state.sheets):
            check_grown(sheet, f"sheets[{p}]")
            assert state.blue[p] <= sheet
    assert max(ladybirds(s) for s in state.sheets) >= data.ladybirds_to_end()
    for p in range(players):
        assert score({"coloured": sorted(state.sheets[p])}).total == state.totals()[p]


# -- the seed page's numbers (the Italian wiki page) ---------------------------------
def _seed_page(seeds_dir):
    text = (seeds_dir / "003_cc2a815dbe7d86f5.txt").read_text(encoding="utf-8")
    start = text.index("\nGamehelptakenokolor\n")
    end = text.index("\nGamehelpharmonies\n", start)
    return text[start:end]


def test_the_sheets_and_their_difficulty_match_the_seed(seeds_dir):
    page = _seed_page(seeds_dir)
    found = {n: int(d) for n, d in re.findall(r"Foglio (\d) \(Difficolt\S+ (\d)\)", page)}
    assert found == {n: spec["difficulty"] for n, spec in data.data()["sheets"].items()}


def test_the_sheet_1_points_match_the_seed(seeds_dir):
    page = _seed_page(seeds_dir)
    sun = re.search(r"Sole: [^\n]*?(\d+) punti", page)
    bird = re.search(r"Coccinella: [^\n]*?(\d+) punto", page)
    assert int(sun.group(1)) == SUN and int(bird.group(1)) == BIRD
    ordinal = re.search(r"circonda la sua (\w+) coccinella", page).group(1)
    assert {"seconda": 2, "terza": 3, "quarta": 4}[ordinal] == data.ladybirds_to_end()
    clouds = re.search(r"colorare (\w+) sezioni di qualsiasi bamb", page)
    assert {"due": 2}[clouds.group(1)] == data.points("cloud_bonus")
