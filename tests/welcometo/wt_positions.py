"""Helpers shared by the Welcome To... tests: hand-built positions and refusal checks."""

from __future__ import annotations

from typing import Any

from rulebooks.welcometo.game import WelcomeState
from tests.refusals import refused_move as refused  # noqa: F401  (shared)

EMPTY = ["_ " * 10, "_ " * 11, "_ " * 12]
PLANS = ["1-fives", "2-36", "3-235"]


def sheet(streets: list[str] | None = None, **tracks: Any) -> dict[str, Any]:
    return {"streets": [s.strip() for s in (streets or EMPTY)], **tracks}


def position(sheets: list[dict[str, Any]], *, shown: tuple[str, ...] = ("8E", "3B", "9P"),
             phase: str = "choose", current: int = 0, options: dict[str, Any] | None = None,
             plans: list[str] | None = None, **extra: Any) -> WelcomeState:
    """A position built through the JSON reader, as a hand-edited file would be. A single
    sheet gets an empty rival sheet (one sheet alone would be a solo game)."""
    if len(sheets) == 1:
        sheets = [*sheets, sheet()]
    return WelcomeState.from_json({
        "game": "welcometo",
        "options": {"players": len(sheets), **(options or {})},
        "seed": 7,
        "phase": phase,
        "current": current,
        "plans": plans or PLANS,
        "sheets": sheets,
        "stacks": [["12T", "2F", "5L"], ["6E", "11F", "4P"], ["11F", "7E", "3B"]],
        "shown": list(shown),
        **extra,
    })



def play(state: WelcomeState, *moves: str) -> WelcomeState:
    for move in moves:
        state = state.apply(move)
    return state


def streets(state: WelcomeState, player: int = 0) -> list[str]:
    return state.to_json()["sheets"][player]["streets"]
