"""Simple opponents built on the engine: they only ever play legal moves.

A bot is ``bot(state, rng) -> move`` for the player to move. ``random_bot``
works for every game; each game adds a ``greedy`` bot that looks one move ahead.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .rng import Rng
from .state import GameState, Move


def random_bot(state: GameState, rng: Rng) -> Move:
    """Any legal move, uniformly."""
    return rng.choice(state.legal_moves())


def best_by(value: Callable[[GameState, Move], float]) -> Callable[[GameState, Rng], Move]:
    """A bot that plays the move with the best ``value`` (ties broken by ``rng``)."""

    def bot(state: GameState, rng: Rng) -> Move:
        moves = state.legal_moves()
        scored = [(value(state, move), i) for i, move in enumerate(moves)]
        best = max(score for score, _ in scored)
        return moves[rng.choice([i for score, i in scored if score == best])]

    return bot


def play_until(state: GameState, seat: int, bot: Callable[[GameState, Rng], Any],
               rng: Rng, say: Callable[[GameState, Any, GameState], str | None] | None = None
               ) -> tuple[GameState, list[dict[str, Any]]]:
    """Let ``bot`` play every other seat until ``seat`` is to move or the game ends; the
    moves played come back as ``{"seat": 0-based seat, "move": notation}``, with
    ``"said"``: ``say(before, move, after)``, the move in words, when ``say`` is given."""
    played = []
    while state.outcome() is None and state.to_move != seat:
        move = bot(state, rng)
        entry = {"seat": state.to_move, "move": str(move)}
        after = state.apply(move)
        if say is not None:
            entry["said"] = say(state, move, after)
        played.append(entry)
        state = after
    return state, played
