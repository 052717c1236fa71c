"""Locomomo positions written short: the forest, the boards and the tiles in hand that
matter; the bag holds the tiles the position leaves over.

>>> state = NOTATION.read({"forest": ["Rg Bb Dn Eb", "Lg Eg Bn Db", "Rn Rb Ln Lb",
...                                   "Bg Bb En Dg"]})
>>> state.forest[0][0].code, NOTATION.write(state)["forest"][1]
('Rg', 'Lg Eg Bn Db')
"""

from __future__ import annotations

from typing import Any

from ..core.short import Field, partial, remaining
from .game import OPTIONS, new_state

FIELDS = (
    Field("round", "Rounds already played (from 0).", "0", "round = 5"),
    Field("phase", "take (choose a tile in the forest) or place (put the tiles held on the "
          "board); over at the end.", "take", 'phase = "place"'),
    Field("forest", "The tiles of areas 1 to 4, one text each.", "the seed's deal",
          'forest = ["Rg Bb Dn Eb", "Lg Eg Bn Db", "Rn Rb Ln Lb", "Bg Bb En Dg"]'),
    Field("boards", "Each player's picture board: five rows, top row first.", "empty boards",
          'boards = [["Bg", "", "", "", ""], ["", "", "", "", ""]]'),
    Field("held", "Tiles collected by the player to move, not yet placed.", "none",
          'held = "Rn"'),
    Field("discarded", "Tiles that found no free square.", "none", 'discarded = "Dg"'),
    Field("habitat", "Expansion A's token.", "the seed's", 'habitat = "bear"'),
    Field("flower", "Expansion B's token.", "the seed's", 'flower = "duck"'),
    Field("bag", "The tiles still to draw (a check: the tiles nobody holds).",
          "every tile the position leaves over", 'bag = "Bn Dg"'),
)


def _tiles(text: str) -> list[str]:
    return [tile for tile in text.split() if tile != "."]


def _fill(position: dict[str, Any], start: dict[str, Any], given: set[str]) -> dict[str, Any]:
    """The bag holds what the position leaves over, in the seed's order (drawn from its
    end)."""
    if "bag" not in given:
        full = [*(t for area in start["forest"] for t in _tiles(area)), *_tiles(start["bag"])]
        used = [t for area in position["forest"] for t in _tiles(area)]
        used += [t for board in position["boards"] for row in board for t in _tiles(row)]
        used += _tiles(position["held"]) + _tiles(position["discarded"])
        position["bag"] = " ".join(remaining(full, used))
    return position


NOTATION = partial(new_state, OPTIONS, FIELDS, derived=("bag",), fill=_fill)
