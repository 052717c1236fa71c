"""Locomomo positions to and from JSON: round trips, and impossible positions refused with
the place and the rule."""

from __future__ import annotations

import json

import pytest
from locomomo_positions import EMPTY, FOREST, position

from rulebooks.core import Rng
from rulebooks.core.errors import NotationError, SetupError
from rulebooks.locomomo.game import LocomomoState, new_state


def document(**changes):
    """A position's JSON with ``changes``; the bag is left out, so it is the rest of the box."""
    data = position().to_json()
    del data["bag"]
    data.update(changes)
    return data


@pytest.mark.parametrize("players", [2, 3, 4])
def test_states_of_a_game_round_trip(players):
    state = new_state({"players": players, "expansion_a": True, "expansion_b": True}, seed=9)
    rng = Rng(players)
    while state.outcome() is None:
        data = json.loads(json.dumps(state.to_json()))
        assert LocomomoState.from_json(data) == state
        state = state.apply(rng.choice(state.legal_moves()))
    assert LocomomoState.from_json(state.to_json()) == state


def test_a_hand_written_position_gets_the_rest_of_the_box_as_its_bag():
    state = position()
    assert len(state.bag) == 105 - 16
    assert position().bag == state.bag  # shuffled from the seed: the same every time


@pytest.mark.parametrize("changes, where, rule", [
    # eight green rabbits: the eighth is named where it sits
    ({"boards": [["Rg Rg Rg Rg Rg", "Rg Rg", "", "", ""], EMPTY]}, "state.boards[0][1], square 2",
     "locomomo.setup.tiles"),
    ({"boards": [["Rg . Bb", "", "", "", ""], EMPTY]}, "state.boards[0][0], square 3",
     "locomomo.place.leftmost"),
    ({"boards": [EMPTY]}, "state.boards", "locomomo.setup.boards"),
    ({"boards": [["", "", "", ""], EMPTY]}, "state.boards[0]", "locomomo.setup.boards"),
    ({"forest": ["Rg Bb Dn Eb Eg", *FOREST[1:]]}, "state.forest[0]", "locomomo.setup.forest"),
    ({"forest": FOREST[:3]}, "state.forest", "locomomo.setup.forest"),
    ({"forest": ["Rg Bb Dn", *FOREST[1:]]}, "state.forest[0]", "locomomo.turn.refill"),
    ({"held": "Rg"}, "state.held", "locomomo.place"),
    ({"phase": "place"}, "state.held", "locomomo.place"),
    ({"phase": "place", "held": "Rg Bb"}, "state.held", "locomomo.collect"),
    ({"phase": "over"}, "state.phase", "locomomo.end"),
    ({"round": 6}, "state.phase", "locomomo.end"),
    ({"habitat": "bear"}, "state.habitat", "locomomo.setup.expansions"),
    ({"options": {"players": 2, "expansion_b": True}}, "state.flower",
     "locomomo.setup.expansions"),
    ({"options": {"players": 2, "expansion_b": True}, "flower": "green"}, "state.flower",
     "locomomo.setup.expansions"),
])
def test_impossible_positions_are_refused_naming_the_place_and_rule(changes, where, rule):
    with pytest.raises(SetupError) as caught:
        LocomomoState.from_json(document(**changes))
    assert (caught.value.where, caught.value.rule) == (where, rule), str(caught.value)


def test_a_given_bag_must_account_for_every_tile():
    data = position().to_json()
    data["bag"] = data["bag"].rsplit(" ", 1)[0]  # one tile lost
    with pytest.raises(SetupError) as caught:
        LocomomoState.from_json(data)
    assert caught.value.rule == "locomomo.setup.tiles" and caught.value.where == "state.bag"
    data = position().to_json()
    data["bag"] += " Rg"  # one too many
    with pytest.raises(SetupError) as caught:
        LocomomoState.from_json(data)
    assert caught.value.rule == "locomomo.setup.tiles"
    assert caught.value.where.startswith("state.bag[")


def test_a_full_board_cannot_still_hold_tiles():
    full = ["Rb Lb Eb Bb Dg", "Rn Ln En Bn Dn", "Rb Lb Eb Bb Db", "Rn Ln En Bn Dn",
            "Rb Lb Eb Bb Db"]
    with pytest.raises(SetupError) as caught:
        position(phase="place", held="Rg", boards=[full, EMPTY],
                 forest=["Bb Dn Eb", "Eg Bn Db", "Rn Rb Ln Lb", "Bg Bb En Dg"])
    assert caught.value.rule == "locomomo.place.full"


@pytest.mark.parametrize("changes, where", [
    ({"forest": ["Rg Bb Dn Xx", *FOREST[1:]]}, "state.forest[0][3]"),
    ({"held": 5}, "state.held"),
    ({"phase": "dance"}, "state.phase"),
    ({"current": 2}, "state.current"),
    ({"boards": "none"}, "state.boards"),
])
def test_unreadable_positions_are_refused_naming_the_place(changes, where):
    with pytest.raises((NotationError, SetupError)) as caught:
        LocomomoState.from_json(document(**changes))
    assert caught.value.where == where


def test_not_a_locomomo_state():
    with pytest.raises(SetupError) as caught:
        LocomomoState.from_json(document(game="golf"))
    assert caught.value.where == "state.game"
