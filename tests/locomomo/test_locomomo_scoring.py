"""Scoring a picture board: each rule on hand-made boards (points worked out by hand from
the tables on the rules page), the readings, and properties of random boards."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulebooks.core.registry import rule_ids
from rulebooks.locomomo import data
from rulebooks.locomomo.board import read_board
from rulebooks.locomomo.data import Tile
from rulebooks.locomomo.scoring import board_parts, flower_part, habitat_count, habitat_part

SETS = data.set_points("same")  # 1, 2, 5, 9, 14 on the page
RULES = rule_ids("locomomo")


def total(rows, **readings):
    return sum(p.points for p in board_parts(read_board(rows, "board"), **readings))


def parts(rows, **readings):
    return [(p.rule.rsplit(".", 1)[1], p.points) for p in
            board_parts(read_board(rows, "board"), **readings)]


# -- locomomo.scoring.top ----------------------------------------------------
def test_top_row_animal_above_a_pair_of_its_kind_scores_four_on_top_of_the_pair():
    assert parts(["Bg", "Bb", "Bn", "", ""]) == [("top", 4), ("pairs", 3)]


@pytest.mark.parametrize("rows", [
    ["Bg", "Bb", "Rn", "", ""],      # no pair below
    ["Rg", "Bb", "Bn", "", ""],      # a pair, but another animal on top
    ["Rg Bg", "Bb", "Bn", "", ""],   # the bear is in the wrong column
])
def test_top_row_animal_scores_nothing_otherwise(rows):
    assert ("top", 4) not in parts(rows)


# -- locomomo.scoring.pairs ------------------------------------------------------
def test_pairs_count_per_column_whatever_the_colours():
    assert parts(["", "Rg Db Eb Lg", "Rb Dn Lg Lg", "", ""]) == [("pairs", 3)] * 3


def test_pairs_need_both_rows_filled():
    assert parts(["", "Rg Rg", "Rb", "", ""]) == [("pairs", 3)]


# -- locomomo.scoring.same ---------------------------------------------------------
@pytest.mark.parametrize("row, points", [
    ("Dg", 1), ("Dg Dn", 2), ("Dg Dn Db", 5), ("Dg Dn Db Dg", 9), ("Dg Dn Db Dg Dn", 14),
    ("Dg Bb", 1 + 1), ("Dg Dg Dn Bb Bb", 5 + 2), ("Rg Lb Eg Bn Dg", 5 * 1),
])
def test_each_group_of_one_species_in_row_four_scores(row, points):
    assert total(["", "", "", row, ""]) == points


@pytest.mark.parametrize("row, points", [("Dg Dg Dn Bb Bb", 5), ("Rg Lb Eg Bn Dg", 1),
                                         ("Bb Dg Bb Dn", 2)])
def test_the_older_reading_scores_only_the_largest_group(row, points):
    assert total(["", "", "", row, ""], same="largest-group") == points


# -- locomomo.scoring.different ----------------------------------------------------
@pytest.mark.parametrize("row, points", [
    ("", 0), ("Rg", 1), ("Rg Rb", 1), ("Rg Lb", 2), ("Rg Lb Eg", 5), ("Rg Lb Eg Bn Rg", 9),
    ("Rg Lb Eg Bn Dg", 14),
])
def test_row_five_scores_its_number_of_species(row, points):
    assert total(["", "", "", "", row]) == points


# -- locomomo.scoring.colour -------------------------------------------------------
def test_a_full_row_of_one_colour_scores_five_more():
    assert parts(["", "", "", "", "Rg Lg Eg Bg Dg"]) == [("different", 14), ("colour", 5)]
    assert ("colour", 5) not in parts(["", "", "", "", "Rg Lg Eg Bg"])  # not full
    assert ("colour", 5) not in parts(["", "", "", "", "Rg Lg Eg Bg Db"])  # two colours


def test_a_full_column_of_one_colour_scores_five_more():
    rows = ["Rb", "Lb", "Eb", "Bb", "Db"]
    assert parts(rows)[-1] == ("colour", 5)
    assert sum(1 for rule, _ in parts(rows) if rule == "colour") == 1


def test_a_whole_green_board_scores_every_line():
    rows = ["Rg Rg Rg Rg Rg", "Lg Lg Lg Lg Lg", "Lg Lg Eg Eg Eg", "Dg Dg Bg Bg Bg",
            "Bg Dg Dg Dg Dg"]
    lines = [p for p in parts(rows) if p[0] == "colour"]
    assert len(lines) == 10
    # pairs: L/L in columns 1-2; same row: 2 ducks + 3 bears; different: 2 species
    assert total(rows) == 2 * 3 + (2 + 5) + 2 + 10 * 5


# -- locomomo.readings: the 4-point animal below the pair ---------------------------
def test_the_below_reading_looks_for_the_animal_in_row_four():
    rows = ["Bb", "Bg", "Bn", "Bb", ""]
    assert parts(rows) == [("top", 4), ("pairs", 3), ("same", 1)]
    assert parts(rows, top="below") == [("top", 4), ("pairs", 3), ("same", 1)]
    assert total(["", "Bg", "Bn", "Bb", ""], top="below") == 4 + 3 + 1
    assert total(["", "Bg", "Bn", "Bb", ""]) == 3 + 1


# -- locomomo.expansion.habitat / flower -------------------------------------------
def test_habitat_counts_an_animal_or_a_colour():
    board = read_board(["Bg", "Bb Rg", "", "", "Dg"], "board")
    assert habitat_count(board, "bear") == 2
    assert habitat_count(board, "green") == 3
    assert habitat_count(board, "eagle") == 0


def test_habitat_bonus_goes_to_the_fewest_and_ties_share():
    assert habitat_part(2, [3, 4], "bear").points == 7
    assert habitat_part(2, [2, 4], "bear").points == 7
    assert habitat_part(3, [2], "bear") is None


def test_flower_bonus_needs_the_animal_on_the_last_square_of_the_top_row():
    assert flower_part(read_board(["Rg Eb Bn Lg Dn", "", "", "", ""], "b"), "duck").points == 5
    assert flower_part(read_board(["Dn Eb Bn Lg Rg", "", "", "", ""], "b"), "duck") is None
    assert flower_part(read_board(["Dn", "", "", "", "Dn Dn Dn Dn Dn"], "b"), "duck") is None


# -- properties of random boards ----------------------------------------------------
KINDS = data.kinds()


@st.composite
def boards(draw):
    rows = [draw(st.lists(st.sampled_from(KINDS), max_size=5)) for _ in range(5)]
    return tuple(tuple(row) for row in rows)


def relabel(board, species=None, colours=None):
    species, colours = species or {}, colours or {}
    return tuple(tuple(Tile(species.get(t.species, t.species), colours.get(t.colour, t.colour))
                       for t in row) for row in board)


def points(board, **readings):
    return sum(p.points for p in board_parts(board, **readings))


@settings(max_examples=150, deadline=None)
@given(board=boards(), order=st.permutations([s.name for s in data.species()]))
def test_renaming_the_species_changes_nothing(board, order):
    names = [s.name for s in data.species()]
    assert points(relabel(board, species=dict(zip(names, order, strict=True)))) == points(board)


@settings(max_examples=150, deadline=None)
@given(board=boards(), order=st.permutations([c.name for c in data.colours()]))
def test_recolouring_changes_nothing(board, order):
    names = [c.name for c in data.colours()]
    assert points(relabel(board, colours=dict(zip(names, order, strict=True)))) == points(board)


@settings(max_examples=150, deadline=None)
@given(board=boards(), row=st.integers(0, 4), tile=st.sampled_from(KINDS),
       same=st.sampled_from(["each-group", "largest-group"]),
       top=st.sampled_from(["above", "below"]))
def test_another_tile_never_lowers_the_score(board, row, tile, same, top):
    if len(board[row]) == 5:
        return
    more = (*board[:row], (*board[row], tile), *board[row + 1:])
    assert points(more, same=same, top=top) >= points(board, same=same, top=top)


@settings(max_examples=150, deadline=None)
@given(board=boards())
def test_parts_cite_rules_and_the_older_row_four_reading_is_never_higher(board):
    found = board_parts(board)
    assert all(p.rule in RULES and p.points > 0 for p in found)
    assert points(board, same="largest-group") <= points(board)
    colour_free = [p for p in found if p.rule != "locomomo.scoring.colour"]
    assert len(found) - len(colour_free) <= 10
