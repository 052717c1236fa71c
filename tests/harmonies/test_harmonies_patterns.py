"""Pattern matching, the heart of Harmonies: every animal card's habitat (and every nature's
spirit's), in each of its six rotations, anchored on every space of both board sides where
it fits, is found on a board holding just that habitat, and is no longer found once any one
of its hexes is emptied."""

from __future__ import annotations

import pytest

from rulebooks.harmonies import data
from rulebooks.harmonies.board import (
    _by_axial,
    axial,
    empty,
    habitat_places,
    index,
    rotate,
)

HABITATS = (*data.card_keys(), *data.spirit_keys())
CASES = [(key, side) for key in HABITATS for side in data.sides()]


def built(card: data.Card | data.Spirit, side: str, anchor: str, turn: int
          ) -> dict[str, str] | None:
    """The spaces and stacks of ``card``'s habitat rotated ``turn`` times round ``anchor``;
    None where it leaves the board. A building hex gets red on grey."""
    q0, r0 = axial(anchor)
    spaces: dict[str, str] = {}
    for q, r, stack in card.pattern():
        dq, dr = rotate(q, r, turn)
        space = _by_axial(side).get((q0 + dq, r0 + dr))
        if space is None:
            return None
        spaces[space] = "MR" if stack == data.BUILDING else stack
    return spaces


def board_of(side: str, spaces: dict[str, str]) -> tuple[str, ...]:
    board = list(empty(side))
    for space, stack in spaces.items():
        board[index(side)[space]] = stack
    return tuple(board)


@pytest.mark.parametrize(("key", "side"), CASES)
def test_every_rotation_is_found_and_every_hex_is_needed(key: str, side: str) -> None:
    card = data.placed_card(key)
    fitted = 0
    for anchor in data.spaces(side):
        for turn in range(6):
            spaces = built(card, side, anchor, turn)
            if spaces is None:
                continue
            fitted += 1
            found = list(habitat_places(side, board_of(side, spaces), card))
            # a habitat whose two ends match (the cat's two buildings) is met at either end
            assert anchor in found and set(found) <= set(spaces), (
                f"{key} turned {turn} times round {anchor} on side {side}: {found}")
            for missing in spaces:
                rest = {s: v for s, v in spaces.items() if s != missing}
                assert anchor not in habitat_places(side, board_of(side, rest), card), (
                    f"{key} round {anchor} found without {missing}")
    assert fitted > len(data.spaces(side))  # most anchors take several rotations


@pytest.mark.parametrize("key", HABITATS)
def test_every_habitat_is_its_own_mirror_image(key: str) -> None:
    """The page says reflections add nothing: each mirrored habitat is a rotation of it."""
    pattern = {(q, r, s) for q, r, s in data.placed_card(key).pattern()}
    mirrored = {(r, q, s) for q, r, s in pattern}
    rotations = [{(*rotate(q, r, t), s) for q, r, s in pattern} for t in range(6)]
    assert mirrored in rotations


def test_a_wrong_height_breaks_the_habitat() -> None:
    kingfisher = data.card("kingfisher")  # a tree of three between two blue tokens, bent
    good = {"b2": "TTL", "a3": "W", "c3": "W"}
    assert list(habitat_places("A", board_of("A", good), kingfisher)) == ["b2"]
    assert not list(habitat_places("A", board_of("A", {**good, "b2": "TL"}), kingfisher))


def test_a_straight_line_is_not_a_bend() -> None:
    straight = {"b2": "TTL", "a2": "W", "c3": "W"}
    assert not list(habitat_places("A", board_of("A", straight), data.card("kingfisher")))


@pytest.mark.parametrize("below", ["M", "T", "R"])
def test_a_building_is_red_on_any_single_token(below: str) -> None:
    duck = data.card("duck")  # blue beside a building
    assert list(habitat_places("A", board_of("A", {"c3": "W", "c4": below + "R"}), duck)) \
        == ["c3"]


def test_a_lone_red_token_is_no_building() -> None:
    duck = data.card("duck")
    assert not list(habitat_places("A", board_of("A", {"c3": "W", "c4": "R"}), duck))
