"""The nature's spirit variant (the ``spirits`` option): two cards dealt, one kept on the
first turn, its cube placed on its habitat, its scoring by groups or by stacks, what the
others may know of the cards dealt, and the solo game's suns for it."""

from __future__ import annotations

import pytest

from rulebooks.core.errors import IllegalMove
from rulebooks.core.rng import Rng
from rulebooks.harmonies import data, hidden
from rulebooks.harmonies.board import empty, index
from rulebooks.harmonies.bots import BOTS
from rulebooks.harmonies.calculator import score
from rulebooks.harmonies.game import HarmoniesState, new_state
from rulebooks.harmonies.scoring import spirit_points
from rulebooks.harmonies.short import NOTATION
from tests.refusals import refused_move

FIRST_TURN = ["take 1", "place W a1", "place T c3", "place L c3"]
CENTRAL = ["WTL", "MMF", "FRW", "LTM", "WWF"]
DEALT = [["owl-spirit", "ram-spirit"], ["lion-spirit", "cat-spirit"]]


def board_of(spaces: dict[str, str], side: str = "A") -> tuple[str, ...]:
    board = list(empty(side))
    for space, stack in spaces.items():
        board[index(side)[space]] = stack
    return tuple(board)


def game(**position: object) -> HarmoniesState:
    """Two players with the variant, the central board and the spirits dealt fixed."""
    return NOTATION.read({"spirits": True, "central": CENTRAL, "dealt": DEALT, **position})


def spirit_part(state: HarmoniesState) -> int:
    return next(p.points for p in state.breakdown(0).parts if p.key.startswith("spirit."))


def test_each_player_is_dealt_two_different_spirits() -> None:
    state = new_state({"players": 4, "spirits": True}, seed=7)
    dealt = [k for hand in state.dealt for k in hand]
    assert [len(hand) for hand in state.dealt] == [2, 2, 2, 2]
    assert len(set(dealt)) == 8 and set(dealt) <= set(data.spirit_keys())
    assert new_state({"players": 4}, seed=7).dealt == ((),) * 4


def test_the_first_turn_ends_only_once_a_spirit_is_kept() -> None:
    state = game()
    played = state
    for move in FIRST_TURN:
        played = played.apply(move)
    refused_move(played, "end", "harmonies.spirits.choose")
    kept = played.apply("spirit 2")
    assert kept.kept_spirit(0) == "ram-spirit"
    assert kept.apply("end").current == 1
    refused_move(kept, "spirit 1", "harmonies.spirits.choose")


def test_without_the_variant_there_is_nothing_to_keep() -> None:
    state = new_state({"players": 2}, seed=3)
    refused_move(state, "spirit 1", "harmonies.spirits")
    assert "spirit 1" not in [str(m) for m in state.legal_moves()]


def test_a_refused_choice_changes_nothing() -> None:
    kept = game().apply("spirit 1")
    before = kept.to_json()
    with pytest.raises(IllegalMove):
        kept.apply("spirit 2")
    assert kept.to_json() == before


def test_the_kept_spirit_counts_among_the_four_cards() -> None:
    three = {"bat": 0, "bear": 0, "bee": 0}
    state = game(cards=[{**three, "owl-spirit": 0}])
    assert len(state.in_hand()) == 4
    refused_move(state, "card 1", "harmonies.turn.hand")
    done = game(cards=[{**three, "owl-spirit": 1}], boards=[{"c3": "TTL"}], cubes=[["c3"]])
    assert len(done.in_hand()) == 3 and done.apply("card 1").carded


def test_the_spirit_cube_goes_on_its_habitat_and_then_scores() -> None:
    state = game(cards=[{"owl-spirit": 0}], boards=[{"c3": "TTL", "c2": "L", "b2": "L"}])
    assert spirit_part(state) == 0
    refused_move(state, "cube owl-spirit b2", "harmonies.turn.cube")
    placed = state.apply("cube owl-spirit c3")
    assert spirit_part(placed) == 7  # 1 + 3 + 3
    assert placed.in_hand() == [] and placed.cubes_placed()[0] == 1


def test_a_spirit_not_dealt_to_you_cannot_be_yours() -> None:
    with pytest.raises(ValueError):
        game(cards=[{"lion-spirit": 0}])


@pytest.mark.parametrize(("key", "spaces", "points"), [
    ("lion-spirit", {"a1": "F", "a2": "F", "b1": "F", "a5": "F", "e1": "F", "e2": "F"}, 14),
    ("butterfly-spirit", {"a1": "F", "a2": "F", "b1": "F", "d1": "F"}, 10),
    ("deer-spirit", {"a1": "L", "a2": "TL", "a3": "TTL", "c1": "TT"}, 8),
    ("owl-spirit", {"a1": "L", "a2": "TL", "a3": "TTL"}, 7),
    ("cat-spirit", {"a1": "TR", "a2": "MR", "d1": "RR", "e4": "R"}, 8),
    ("crane-spirit", {"a1": "TR", "a2": "MR", "d1": "RR"}, 6),
    ("ram-spirit", {"a1": "M", "a2": "MM", "d1": "MMM"}, 8),
    ("marmot-spirit", {"a1": "M", "a2": "MM", "d1": "MMM"}, 7),
    ("dragonfly-spirit", {"a1": "W", "a2": "W", "a3": "W", "d1": "W", "e5": "W", "e4": "W"}, 14),
    ("tortoise-spirit", {"a1": "W", "a2": "W", "d1": "W", "c3": "F"}, 6),
])
def test_each_spirit_scores_its_condition(key: str, spaces: dict[str, str], points: int
                                          ) -> None:
    assert spirit_points("A", board_of(spaces), key)[0] == points


def test_a_group_scores_the_last_line_it_reaches() -> None:
    lion = data.spirit("lion-spirit")
    assert [lion.group_points(n) for n in (1, 2, 3, 6)] == [2, 2, 10, 10]
    assert [data.spirit("crane-spirit").group_points(n) for n in (1, 2)] == [0, 6]


def test_the_calculator_scores_a_spirit_only_with_its_cube() -> None:
    board = {"a1": "F", "a2": "F", "b1": "F", "a3": "TL", "d1": "F"}
    with_cube = score({"board": board, "cubes": ["a2"], "cards": {"lion-spirit": 1}})
    without = score({"board": board, "cards": {"lion-spirit": 0}})
    assert with_cube.total - without.total == 12
    with pytest.raises(ValueError):
        score({"board": board, "cubes": ["a1", "a2"],
               "cards": {"lion-spirit": 1, "owl-spirit": 1}})


def test_the_others_never_see_the_cards_dealt() -> None:
    state = game().apply("spirit 1")
    seen = hidden.view(state, 1)
    assert seen["dealt"] == [2, list(state.dealt[1])]
    again = hidden.redeal(state, 1, Rng(11))
    assert again.dealt[1] == state.dealt[1]
    assert again.kept_spirit(0) == state.kept_spirit(0) in again.dealt[0]
    everyone = [k for hand in again.dealt for k in hand]
    assert len(set(everyone)) == len(everyone)


@pytest.mark.parametrize(("kind", "reading", "suns"), [
    ("", "kind", 4), ("groups", "kind", 3), ("stacks", "kind", 2), ("stacks", "any", 3)])
def test_solo_suns_with_a_spirit(kind: str, reading: str, suns: int) -> None:
    assert data.suns(56, "A", kind, reading) == suns


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("bot", sorted(BOTS))
def test_bots_finish_with_the_spirits(players: int, bot: str) -> None:
    state, rng = new_state({"players": players, "spirits": True}, seed=players), Rng(players)
    for _ in range(3000):
        if state.outcome() is not None:
            break
        state = state.apply(BOTS[bot](state, rng))
    assert state.outcome() is not None
    assert all(state.kept_spirit(p) for p in range(players))
