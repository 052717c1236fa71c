"""Takenokolor positions written short: the sheets, the markers on the table, who holds the
Panda token; everything left out is as in a new game with the same options and seed.

>>> state = NOTATION.read({"sheets": [["b1.1", "b1.2"], []], "roll": ["go", "ys", "pt"],
...                       "acted": 1})
>>> sorted(state.sheets[0]), [str(p) for p in state.roll]
(['b1.1', 'b1.2'], ['go', 'pt', 'ys'])
"""

from __future__ import annotations

from typing import Any

from ..core.short import Field, partial
from .game import OPTIONS, new_state

FIELDS = (
    Field("round", "Rounds already played (from 0).", "0", "round = 5"),
    Field("phase", "pick (take a marker and colour), bonus (a completed cloud's reward) or "
          "over.", "pick", 'phase = "bonus"'),
    Field("panda", "Who holds the Panda token, counting players from 0.", "0", "panda = 1"),
    Field("acted", "Players who have already taken a marker or skipped this round.", "0",
          "acted = 1"),
    Field("roll", "The markers still on the table: colour letter (g, y, p, b) and symbol "
          "letter (o circle, s square, t triangle).", "the seed's roll",
          'roll = ["go", "ys", "pt", "bo"]'),
    Field("sheets", "Each player's coloured sections (b1.1 is bamboo 1's lowest section).",
          "blank sheets", 'sheets = [["b1.1", "c1.2"], []]'),
    Field("blue", "The bamboo sections each player coloured blue with a cloud's reward.",
          "none", 'blue = [["b2.1", "b2.2"], []]'),
)



def _fill(position: dict[str, Any], start: dict[str, Any], given: set[str]) -> dict[str, Any]:
    """The player to move follows from the Panda holder and who has acted, unless given."""
    seats = (position.get("panda"), position.get("acted"))
    counted = all(isinstance(n, int) and not isinstance(n, bool) for n in seats)
    if counted and "to_move" not in given and position.get("phase") != "over":
        players = position["options"]["players"]
        position["current"] = (position["panda"] + position["acted"]) % players
    return position


NOTATION = partial(new_state, OPTIONS, FIELDS, fill=_fill)
