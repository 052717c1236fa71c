"""L.L.A.M.A. move notation: every move round-trips, bad text says where and what."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from llama_positions import every_move

from rulebooks.core.errors import NotationError
from rulebooks.llama.game import LlamaState
from rulebooks.llama.moves import Move, parse_move


@pytest.mark.parametrize("move", every_move(), ids=str)
def test_notation_round_trip(move):
    assert parse_move(str(move)) == move
    assert LlamaState.parse_move(str(move)) == move
    assert eval(repr(move), {"Move": Move}) == move


@pytest.mark.parametrize(("text", "move"), [
    ("PLAY l", Move("play", "L")),
    ("  play   3 ", Move("play", "3")),
    ("Return Black", Move("return", "black")),
    ("DEAL", Move("deal")),
])
def test_case_and_spaces_do_not_matter(text, move):
    assert parse_move(text) == move


@pytest.mark.parametrize(("text", "what"), [
    ("", "unknown move"),
    ("pass", "unknown move"),
    ("play", "takes 1 argument"),
    ("play 3 4", "takes 1 argument"),
    ("play 7", "unknown card '7'"),
    ("play 0", "unknown card"),
    ("play llama", "unknown card"),
    ("draw 2", "takes 0 argument"),
    ("return", "takes 1 argument"),
    ("return red", "black or a white"),
])
def test_bad_notation(text, what):
    with pytest.raises(NotationError) as info:
        parse_move(text)
    assert info.value.where == f"move '{text}'"
    assert what in info.value.message


def test_not_text():
    with pytest.raises(NotationError) as info:
        parse_move(3)
    assert info.value.where == "move"


@given(st.text(max_size=20))
def test_any_text_parses_or_raises_notation_error(text):
    try:
        move = parse_move(text)
    except NotationError:
        return
    assert parse_move(str(move)) == move
