"""VerbState's defaults for the usual fields (phase, current, rules.players, MOVE.parse), and
highest_wins."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from rulebooks.core.errors import NotationError
from rulebooks.core.score import highest_wins, lowest_wins
from rulebooks.core.state import VerbState


@dataclass(frozen=True)
class Ping:
    verb: str = "ping"

    @classmethod
    def parse(cls, text: str) -> Ping:
        if text != "ping":
            raise NotationError("only 'ping'", where=f"move '{text}'")
        return cls()


@dataclass(frozen=True)
class Seats:
    players: int


@dataclass(frozen=True)
class Tiny(VerbState):
    GAME = "tiny"
    MOVE = Ping

    rules: Seats
    phase: str
    current: int


def test_defaults_read_the_usual_fields():
    state = Tiny(Seats(3), "play", 2)
    assert (state.to_move, state.players) == (2, 3)
    assert Tiny(Seats(3), "over", 2).to_move is None
    assert Tiny.parse_move("ping") == Ping()
    with pytest.raises(NotationError):
        Tiny.parse_move("pong")


def test_highest_and_lowest_winners_share_ties():
    assert highest_wins((3, 8, 8, 1)) == (1, 2)
    assert lowest_wins((3, 8, 8, 1)) == (3,)
    assert highest_wins((5,)) == (0,)
