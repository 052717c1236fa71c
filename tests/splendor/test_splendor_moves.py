"""Splendor move notation: what is read, how it is written back, and what is refused."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulebooks.core.errors import NotationError
from rulebooks.splendor import data
from rulebooks.splendor.data import GEMS
from rulebooks.splendor.game import _TAKES
from rulebooks.splendor.moves import Move, parse_move


@pytest.mark.parametrize("text, written", [
    ("take green WHITE blue", "take white blue green"),
    ("take red red", "take 2 red"),
    ("  take 2  Black ", "take 2 black"),
    ("take red", "take red"),
    ("reserve 2-5", "reserve 2-05"),
    ("RESERVE Deck 3", "reserve deck 3"),
    ("buy 3-20", "buy 3-20"),
    ("return gold", "return gold"),
    ("noble 07", "noble 7"),
    ("pass", "pass"),
    ("buy 2-14 GOLD red white red", "buy 2-14 gold white red red"),
])
def test_moves_are_read_and_written_canonically(text, written):
    move = parse_move(text)
    assert str(move) == written
    assert parse_move(str(move)) == move
    assert repr(move) == f"Move.parse({written!r})"


@pytest.mark.parametrize("text, fragment", [
    ("", "unknown move"), ("steal red", "unknown move"), ("take", "one to three"),
    ("take red blue green black", "one to three"), ("take purple", "unknown colour"),
    ("reserve 4-01", "unknown card"), ("reserve deck 4", "no deck"), ("buy", "names a card"),
    ("buy 1-01 red", "write 'gold'"), ("buy 1-01 gold", "write 'gold'"),
    ("buy 1-01 gold gold", "unknown colour"),
    ("buy 1-41", "unknown card"), ("return", "takes 1"), ("noble 11", "1 to 10"),
    ("noble x", "1 to 10"), ("pass now", "takes 0"), ("reserve 1-01 1-02", "reserve a card"),
])
def test_malformed_moves_are_notation_errors(text, fragment):
    with pytest.raises(NotationError) as info:
        parse_move(text)
    assert fragment in str(info.value)


def test_every_card_and_noble_can_be_named():
    for spec in data.cards():
        assert str(parse_move(f"buy {spec.id}")) == f"buy {spec.id}"
    for noble in data.nobles():
        assert parse_move(f"noble {noble.id}").args == (str(noble.id),)


def test_the_takes_cover_every_way_of_taking_gems():
    from itertools import combinations

    expected = {tuple(c) for k in (1, 2, 3) for c in combinations(GEMS, k)}
    expected |= {(g, g) for g in GEMS}
    assert set(_TAKES) == expected and len(_TAKES) == len(expected)


@given(st.text(max_size=30))
def test_any_text_is_read_or_refused_cleanly(text):
    try:
        move = parse_move(text)
    except NotationError:
        return
    assert isinstance(move, Move) and parse_move(str(move)) == move
