"""Scripted scenarios, one group per rule of rulebooks/locomomo/rules.md."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest
from locomomo_positions import EMPTY, FOREST, codes, position, refused

from rulebooks.locomomo import data
from rulebooks.locomomo.data import Tile
from rulebooks.locomomo.game import new_state

ROUNDS = data.rounds()
SIZE = data.tiles_per_area()
PLAYERS = range(data.players()[0], data.players()[1] + 1)


def take_and_place_all(state, move, row=5):
    """Take ``move``, then put every collected tile in the first row with room."""
    state = state.apply(move)
    player = state.current
    while state.phase == "place" and state.current == player:
        tile = state.held[0]
        legal = {str(m) for m in state.legal_moves()}
        free = [r for r in range(row, 0, -1) if f"place {tile} {r}" in legal]
        state = state.apply(f"place {tile} {free[0]}")
    return state


# -- locomomo.setup.tiles / locomomo.setup.forest ---------------------------
@pytest.mark.parametrize("players", PLAYERS)
def test_setup_deals_four_tiles_per_area_from_the_whole_box(players):
    state = new_state({"players": players}, seed=players)
    assert [len(area) for area in state.forest] == [4, 4, 4, 4]
    everything = Counter(state.bag) + Counter(t for area in state.forest for t in area)
    assert sum(everything.values()) == 105
    assert set(everything.values()) == {7}
    assert len(everything) == 15  # five species in three colours
    assert all(board == ((),) * 5 for board in state.boards)


def test_the_areas_go_round_clockwise_and_diagonals_are_opposite():
    for spec in data.areas():
        assert data.area(spec.clockwise).anticlockwise == spec.number
        assert data.area(data.area(spec.clockwise).clockwise).number == spec.diagonal
        assert data.area(spec.diagonal).diagonal == spec.number
    assert [data.area(1).place, data.area(3).place] == ["top left", "bottom right"]


def test_tile_codes_read_in_any_case_and_unknown_codes_are_refused():
    assert Tile.parse("rG") == Tile("rabbit", "green")
    assert Tile.parse("bn").name == "brown bear"
    with pytest.raises(ValueError, match="unknown tile 'Xg'"):
        Tile.parse("Xg")


# -- locomomo.turn.order ---------------------------------------------------
def test_out_of_turn_is_refused_and_player_one_starts():
    state = position()
    assert state.to_move == 0
    refused(state, "take 1 Rg", "locomomo.turn.order", player=1)


# -- locomomo.move.* and locomomo.collect -----------------------------------
@pytest.mark.parametrize("move, held, left", [
    # rabbit: area 1 -> 2; greens there are the leopard and the eagle
    ("take 1 Rg", ["Eg", "Lg", "Rg"], {0: "Bb Dn Eb", 1: "Bn Db"}),
    # leopard: area 2 -> 1; the green rabbit comes along
    ("take 2 Lg", ["Lg", "Rg"], {0: "Bb Dn Eb", 1: "Eg Bn Db"}),
    # eagle: area 2 -> 4; the green bear and duck
    ("take 2 Eg", ["Bg", "Dg", "Eg"], {1: "Lg Bn Db", 3: "Bb En"}),
    # bear: stays in area 1 with the blue eagle
    ("take 1 Bb", ["Bb", "Eb"], {0: "Rg Dn"}),
    # duck: area 1 -> the next area clockwise with a duck, area 2; the brown bear
    ("take 1 Dn", ["Bn", "Dn"], {0: "Rg Bb Eb", 1: "Lg Eg Db"}),
])
def test_each_animal_moves_its_way_and_collects_its_colour(move, held, left):
    after = position().apply(move)
    assert after.phase == "place" and after.current == 0
    assert codes(after.held) == held
    for index, tiles in left.items():
        assert " ".join(codes(after.forest[index])) == tiles


def test_a_duck_skips_areas_without_ducks():
    state = position(["Dn Rg Bb Eb", "Lg Eg Bn Rb", "Rn Dg Ln Lb", "Bg Bb En Eg"])
    after = state.apply("take 1 Dn")
    assert codes(after.held) == ["Dn", "Ln", "Rn"]
    assert codes(after.forest[2]) == ["Dg", "Lb"]


def test_a_duck_with_no_other_duck_in_the_forest_stays():
    state = position(["Dn Rg Bn Eb", "Lg Eg Bg Rb", "Rn Bg Ln Lb", "Bg Bb En Eg"])
    assert codes(state.apply("take 1 Dn").held) == ["Bn", "Dn"]


def test_a_second_duck_in_its_own_area_keeps_a_duck_at_home():
    # the only other duck shares its area: going round, that area is the first with a duck
    state = position(["Dn Db Bn Eb", "Lg Eg Bg Rb", "Rn Bg Ln Lb", "Bg Bb En Eg"])
    assert codes(state.apply("take 1 Dn").held) == ["Bn", "Dn"]


def test_a_duck_goes_clockwise_not_anticlockwise():
    # ducks in areas 2 and 4: from area 3, clockwise reaches area 4 first
    state = position(["Rg Bb Lb Eb", "Lg Eg Bn Db", "Rn Dn Ln Lb", "Bg Bb En Dg"])
    after = state.apply("take 3 Dn")
    assert codes(after.held) == ["Dn", "En"]
    assert codes(after.forest[3]) == ["Bg", "Bb", "Dg"]


def test_tiles_of_other_colours_stay_whatever_their_animal():
    state = position(["Rg Rb Rn Rg", "Lg Lb Ln Eb", "Rn Rb Ln Lb", "Bg Bb En Dg"])
    after = state.apply("take 1 Rg")  # to area 2: only its green leopard is green
    assert codes(after.held) == ["Lg", "Rg"]
    assert codes(after.forest[1]) == ["Lb", "Ln", "Eb"]
    assert codes(after.forest[0]) == ["Rb", "Rn", "Rg"]  # the other green rabbit stays home


# -- locomomo.turn.take ----------------------------------------------------
def test_only_a_tile_in_the_area_can_be_chosen():
    error = refused(position(), "take 2 Rg", "locomomo.turn.take")
    assert "area 2 holds no green rabbit" in str(error)


def test_identical_tiles_in_an_area_are_one_choice():
    state = position(["Rg Rg Dn Eb", "Lg Eg Bn Db", "Rn Rb Ln Lb", "Bg Bb En Dg"])
    takes = [str(m) for m in state.legal_moves() if m.verb == "take"]
    assert takes.count("take 1 Rg") == 1
    assert len(takes) == 15


# -- locomomo.place / locomomo.place.leftmost ---------------------------------
def test_placing_before_choosing_is_refused():
    refused(position(), "place Rg 1", "locomomo.turn.take")


def test_choosing_again_while_holding_tiles_is_refused():
    state = position().apply("take 1 Rg")
    refused(state, "take 3 Rn", "locomomo.place")
    refused(state, "place Bb 1", "locomomo.place")  # not held


def test_tiles_go_to_the_leftmost_square_of_any_row_one_at_a_time():
    state = position().apply("take 1 Rg")  # Eg Lg Rg
    state = state.apply("place Eg 3").apply("place Rg 1")
    assert codes(state.boards[0][2]) == ["Eg"] and codes(state.boards[0][0]) == ["Rg"]
    assert state.phase == "place" and codes(state.held) == ["Lg"]
    state = state.apply("place Lg 3")
    assert codes(state.boards[0][2]) == ["Eg", "Lg"]
    assert state.phase == "take" and state.current == 1


def test_every_held_tile_may_go_to_every_row_with_room():
    state = position().apply("take 1 Rg")
    assert {str(m) for m in state.legal_moves()} == {
        f"place {t} {r}" for t in ("Eg", "Lg", "Rg") for r in range(1, 6)}


# -- locomomo.place.full ---------------------------------------------------
def test_a_full_row_takes_no_more_tiles():
    state = position(phase="place", held="Rg Lg", forest=["Bb Dn Eb", "Eg Bn Db", FOUR, FOUR2],
                     boards=[["", "", "", "", "Rb Lb Eb Bb Db"], EMPTY], round_=1)
    refused(state, "place Rg 5", "locomomo.place.full")
    assert "place Rg 4" in map(str, state.legal_moves())


FOUR, FOUR2 = "Rn Rb Ln Lb", "Bg Bb En Dg"
FULLISH = ["Rb Lb Eb Bb", "Rn Ln En Bn Dn", "Rb Lb Eb Bb Db", "Rn Ln En Bn Dn", "Rb Lb Eb Bb Db"]


def test_tiles_with_no_square_left_are_set_aside_and_the_turn_ends():
    state = position(phase="place", held="Rg Lg Eg", forest=["Dg Bg", "Rn Ln", "Db Bb Eb", "Rg"],
                     boards=[FULLISH, EMPTY], round_=1)
    after = state.apply("place Rg 1")
    assert codes(after.discarded) == ["Eg", "Lg"]
    assert after.held == () and after.current == 1 and after.phase == "take"


def test_a_full_board_still_chooses_and_everything_is_set_aside():
    full = [*FULLISH[:1], *FULLISH[1:]]
    full[0] = "Rb Lb Eb Bb Dg"
    state = position(boards=[full, EMPTY], forest=["Rg Bn Dn Eb", "Lg Eg Bn Db", FOUR, FOUR2])
    after = state.apply("take 1 Rg")
    assert codes(after.discarded) == ["Eg", "Lg", "Rg"] and after.current == 1


# -- locomomo.turn.refill --------------------------------------------------
def test_the_forest_is_refilled_from_the_bag_after_every_turn():
    state = position()
    bag = state.bag
    after = take_and_place_all(state, "take 1 Rg")  # areas 1 and 2 lose tiles
    assert [len(area) for area in after.forest] == [SIZE] * 4
    drawn = list(reversed(bag))[:3]  # drawn from the end of the bag, area 1 first
    assert codes(after.forest[0][3:]) == codes(drawn[:1])
    assert codes(after.forest[1][2:]) == codes(drawn[1:3])
    assert after.bag == bag[:-3]


def test_when_the_bag_runs_out_areas_stay_short():
    state = replace(position(), bag=(Tile.parse("Lg"),))
    after = take_and_place_all(state, "take 1 Rg")
    assert [len(area) for area in after.forest] == [4, 2, 4, 4]
    assert codes(after.forest[0]) == ["Bb", "Dn", "Eb", "Lg"]
    assert after.bag == ()


# -- locomomo.turn.pass ----------------------------------------------------
def test_pass_only_when_the_forest_is_empty():
    refused(position(), "pass", "locomomo.turn.pass")
    empty = replace(position(), forest=((),) * 4, bag=())
    assert [str(m) for m in empty.legal_moves()] == ["pass"]
    assert empty.apply("pass").current == 1


# -- locomomo.round / locomomo.end ------------------------------------------
@pytest.mark.parametrize("players", PLAYERS)
def test_six_rounds_of_one_turn_each_then_the_end(players):
    state = new_state({"players": players}, seed=3)
    turns = []
    while state.outcome() is None:
        turns.append((state.round, state.current))
        state = take_and_place_all(state, str(state.legal_moves()[0]))
    assert turns == [(r, p) for r in range(ROUNDS) for p in range(players)]
    assert state.phase == "over" and state.to_move is None and state.legal_moves() == ()
    refused(state, "pass", "locomomo.end")


def test_the_highest_total_wins_and_ties_share():
    last = position(phase="place", current=1, round_=ROUNDS - 1, held="Rn",
                    boards=[["Bg", "Bg", "Bn", "", "Rg Lb"], ["", "Rb", "", "Dn Dn", ""]],
                    forest=["Rg Bb Dn Eb", "Lg Eg Bn Db", "Rb Ln Lb", "Bg Bb En Dg"])
    outcome = last.apply("place Rn 3").outcome()
    assert outcome.totals == (4 + 3 + 2, 3 + 2) and outcome.winners == (0,)
    tie = position(phase="place", current=1, round_=ROUNDS - 1, held="Rn",
                   boards=[["", "", "", "", "Rg"], ["", "", "", "", ""]],
                   forest=["Rg Bb Dn Eb", "Lg Eg Bn Db", "Rb Ln Lb", "Bg Bb En Dg"])
    assert tie.apply("place Rn 5").outcome().winners == (0, 1)


# -- locomomo.setup.expansions ---------------------------------------------
def test_expansion_tokens_are_drawn_only_when_in_play():
    plain = new_state({"players": 2}, seed=5)
    assert plain.habitat is None and plain.flower is None
    both = new_state({"players": 2, "expansion_a": True, "expansion_b": True}, seed=5)
    assert both.habitat in data.expansion("a")["tokens"]
    assert both.flower in data.expansion("b")["tokens"]
    seen = {new_state({"expansion_a": True}, seed=s).habitat for s in range(60)}
    assert seen == set(data.expansion("a")["tokens"])


def test_state_scores_use_the_expansions():
    boards = [["", "", "", "", "Bg Rg"], ["Dn", "", "", "", "Bn Bb"], ["", "", "", "", "Bb"]]
    state = position(players=3, boards=boards, options={"expansion_a": True},
                     habitat="bear", forest=FOREST)
    # bears: 1, 2 and 1: players 1 and 3 share the fewest
    bonus = [sum(p.points for p in state.breakdown(i).parts
                 if p.rule == "locomomo.expansion.habitat") for i in range(3)]
    assert bonus == [7, 0, 7]
