"""Scripted scenarios per rule: stacking, cubes, cards, the turn, refilling, the end."""

from __future__ import annotations

import pytest

from rulebooks import get
from rulebooks.core.errors import IllegalMove, SetupError
from rulebooks.harmonies import data
from rulebooks.harmonies.board import can_stack
from rulebooks.harmonies.game import new_state, refill, winners

GAME = get("harmonies")
HELD = {"central": ["", "MMF", "FRW", "LTM", "WWF"], "taken": True}


def filled(spaces: tuple[str, ...]) -> dict[str, str]:
    """Spaces covered with stacks nothing may go on, within the bag's numbers."""
    stacks = ("L", "F", "MR")
    return {s: stacks[i % len(stacks)] for i, s in enumerate(spaces)}


def position(**fields):
    return GAME.position.read(fields)


@pytest.mark.parametrize(("below", "token", "allowed"), [
    ("", "W", True), ("M", "W", False), ("", "F", True), ("F", "F", False),
    ("M", "M", True), ("MM", "M", True), ("MMM", "M", False), ("T", "M", False),
    ("T", "T", True), ("TT", "T", False), ("M", "T", False),
    ("", "L", True), ("T", "L", True), ("TT", "L", True), ("L", "L", False), ("M", "L", False),
    ("M", "R", True), ("T", "R", True), ("R", "R", True), ("MM", "R", False),
    ("MR", "R", False), ("W", "R", False), ("R", "M", False), ("L", "T", False),
])
def test_stacking_by_colour(below: str, token: str, allowed: bool) -> None:
    assert can_stack(below, token) is allowed


def test_a_refused_move_changes_nothing_and_cites_its_rule() -> None:
    state = position(held="W", boards=[{"a1": "M"}], **HELD)
    before = state.to_json()
    with pytest.raises(IllegalMove) as refusal:
        state.apply("place W a1")
    assert refusal.value.rule == "harmonies.place.stack"
    assert state.to_json() == before


def test_a_space_off_the_side_is_refused() -> None:
    state = position(held="W", **HELD)
    with pytest.raises(IllegalMove) as refusal:
        state.apply("place W g4")  # side B has a column g, side A does not
    assert refusal.value.rule == "harmonies.board.sides"
    assert position(held="W", side="B", **HELD).apply("place W g4")


def test_a_token_that_fits_nowhere_is_set_aside_only_then() -> None:
    stuck = position(held="W", boards=[filled(data.spaces("A"))], **HELD)
    after = stuck.apply("discard W")
    assert after.discarded == "W" and after.held == ""
    with pytest.raises(IllegalMove) as refusal:
        position(held="W", **HELD).apply("discard W")
    assert refusal.value.rule == "harmonies.place.stuck"


def test_end_of_turn_refills_the_central_space_and_the_display() -> None:
    state = new_state({"players": 2}, seed=4)
    bag = state.bag
    state = state.apply("take 3").apply("card 2")
    for token in state.held:
        state = state.apply(next(str(m) for m in state.legal_moves()
                                 if str(m).startswith(f"place {token}")))
    after = state.apply("end")
    assert after.central[2] == bag[-data.game("tokens_per_space"):]
    assert after.display[1] == state.deck[-1]
    assert after.current == 1 and not after.taken and not after.carded


def test_refill_says_when_the_bag_runs_short() -> None:
    central, bag, short = refill(("", "WWW"), "MF")
    assert central == ("MF", "WWW") and bag == "" and short


def test_a_nearly_full_board_triggers_the_end_and_the_round_is_finished() -> None:
    spaces = data.spaces("A")
    nearly = filled(spaces[:-data.game("end_empty") - 1])
    state = position(held="W", boards=[nearly], central=HELD["central"], taken=True)
    state = state.apply(f"place W {spaces[-1]}").apply("end")
    assert state.ending and state.phase == "play" and state.current == 1
    state = state.apply("take 2")
    for token in state.held:
        state = state.apply(next(str(m) for m in state.legal_moves()
                                 if str(m).startswith(f"place {token}")))
    final = state.apply("end")
    assert final.phase == "over" and final.outcome() is not None


def test_the_hand_limit_counts_only_cards_with_cubes_left() -> None:
    cards = {"fish": 4, "frog": 1, "koala": 0, "wolf": 0}  # the fish card is complete
    state = position(cards=[cards], cubes=[["a1", "a2", "a3", "a4", "a5"]],
                     boards=[{s: "W" for s in ("a1", "a2", "a3", "a4", "a5")}])
    assert state.apply("card 1").cards[0][-1][1] == 0
    full = {**cards, "fish": 0}
    with pytest.raises(IllegalMove) as refusal:
        position(cards=[full], cubes=[["a1"]], boards=[{"a1": "W"}]).apply("card 1")
    assert refusal.value.rule == "harmonies.turn.hand"


def test_a_cube_cannot_share_a_space() -> None:
    state = position(boards=[{"a1": "W", "a2": "L", "b1": "L"}], cards=[{"frog": 1}],
                     cubes=[["a1"]])
    with pytest.raises(IllegalMove) as refusal:
        state.apply("cube frog a1")
    assert refusal.value.rule == "harmonies.turn.cube"


def test_tiebreak_by_cubes_then_shared() -> None:
    assert winners((40, 40, 30), (3, 5, 9)) == (1,)
    assert winners((40, 40), (5, 5)) == (0, 1)


@pytest.mark.parametrize(("field", "value"), [
    ("boards", [{"a1": "WW"}]), ("boards", [{"z9": "W"}]), ("cards", [{"fish": 9}]),
])
def test_impossible_positions_are_refused(field: str, value: object) -> None:
    with pytest.raises((SetupError, ValueError)):
        position(**{field: value})


def test_more_tokens_than_the_box_holds_are_refused() -> None:
    many = {s: "R" for s in data.spaces("A")[:data.supply()["R"] + 1]}
    with pytest.raises(SetupError) as refusal:
        position(boards=[many])
    assert refusal.value.rule == "harmonies.setup.bag"
