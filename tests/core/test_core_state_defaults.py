"""VerbState's defaults for the usual fields (phase, current, rules.players, MOVE.parse) and
for score (each player's breakdown), and highest_wins."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from rulebooks.core.errors import NotationError
from rulebooks.core.score import Breakdown, Part, highest_wins, lowest_wins
from rulebooks.core.state import End, VerbState


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


@dataclass(frozen=True)
class Coins(Tiny):
    def breakdown(self, player: int) -> Breakdown:
        return Breakdown((Part("Coins", 10 * player + 1, "tiny.coins"),))


def test_score_lists_every_players_breakdown():
    scores = Coins(Seats(3), "over", 0).score()
    assert [(s.player, s.name, s.breakdown.total) for s in scores] == [
        (0, "Player 1", 1), (1, "Player 2", 11), (2, "Player 3", 21)]


@dataclass(frozen=True)
class Race(Coins):
    END = End("the track is run", "tiny.end", lowest=True)


def test_end_gives_the_outcome_from_the_breakdowns_totals():
    assert Race(Seats(3), "play", 0).outcome() is None
    outcome = Race(Seats(3), "over", 0).outcome()
    assert (outcome.totals, outcome.winners, outcome.rule) == ((1, 11, 21), (0,), "tiny.end")
    with pytest.raises(NotImplementedError, match="Coins has neither END nor outcome"):
        Coins(Seats(2), "over", 0).outcome()
