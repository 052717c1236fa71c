"""Helpers shared by the Locomomo tests: hand-built positions and refusal checks."""

from __future__ import annotations

from typing import Any

from rulebooks.locomomo.game import LocomomoState
from tests.refusals import refused_move as refused  # noqa: F401  (shared)

EMPTY = ["", "", "", "", ""]
FOREST = ["Rg Bb Dn Eb", "Lg Eg Bn Db", "Rn Rb Ln Lb", "Bg Bb En Dg"]


def position(forest: list[str] | None = None, *, boards: list[list[str]] | None = None,
             players: int = 2, phase: str = "take", current: int = 0, round_: int = 0,
             held: str = "", options: dict[str, Any] | None = None, **extra: Any) -> LocomomoState:
    """A position built through the JSON reader, as a hand-edited file would be (the bag is
    left out, so it holds every other tile)."""
    return LocomomoState.from_json({
        "game": "locomomo",
        "options": {"players": players, **(options or {})},
        "seed": 7,
        "round": round_,
        "phase": phase,
        "current": current,
        "forest": forest if forest is not None else FOREST,
        "boards": boards if boards is not None else [EMPTY] * players,
        "held": held,
        **extra,
    })



def codes(tiles: Any) -> list[str]:
    return [tile.code for tile in tiles]
