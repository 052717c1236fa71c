"""Helpers shared by the L.L.A.M.A. tests: hand-built positions and refusal checks."""

from __future__ import annotations

import random
from typing import Any

from rulebooks.llama.game import LlamaState, new_state
from rulebooks.llama.moves import Move
from tests.refusals import refused_move as refused  # noqa: F401  (shared)


def position(hands: list[list[str]], *, top: str = "4", deck: tuple[str, ...] = ("1", "2", "3"),
             active: list[bool] | None = None, tokens: list[tuple[int, int]] | None = None,
             current: int = 0, phase: str = "play", out: int | None = None,
             options: dict[str, Any] | None = None) -> LlamaState:
    """A position built through the JSON reader, as a hand-edited file would be."""
    n = len(hands)
    return LlamaState.from_json({
        "game": "llama",
        "options": {"players": n, **(options or {})},
        "seed": 7,
        "round": 0,
        "phase": phase,
        "current": current,
        "hands": hands,
        "deck": list(deck),
        "discard": [top],
        "active": active if active is not None else [True] * n,
        "tokens": [{"black": b, "white": w} for b, w in (tokens or [(0, 0)] * n)],
        "out": out,
    })



def legal(state: LlamaState) -> list[str]:
    return sorted(str(move) for move in state.legal_moves())


def every_move() -> list[Move]:
    """Every well-formed move, legal or not."""
    from rulebooks.llama import data
    from rulebooks.llama.scoring import COLOURS

    return [*(Move("play", c) for c in data.codes()), Move("draw"), Move("quit"),
            *(Move("return", c) for c in COLOURS), Move("deal")]


def playout(players: int, seed: int, *, limit: int = 100_000) -> list[LlamaState]:
    """Every state of a random game played to its end."""
    chooser = random.Random(seed)
    state = new_state({"players": players}, seed)
    states = [state]
    while state.outcome() is None:
        state = state.apply(chooser.choice(state.legal_moves()))
        states.append(state)
        assert len(states) < limit, "the game does not end"
    return states
