"""Welcome To... positions written short: the sheets (only the fields that differ from a
blank sheet), the cards shown and the plans that matter; the stacks hold the cards the
position leaves over.

>>> state = NOTATION.read({"sheets": [{"streets": ["_ _ _ _ 9 _ _ _ _ _",
...     "_ _ _ _ _ _ _ _ _ _ _", "_ _ _ _ _ _ _ _ _ _ _ _"]}], "shown": ["8E", "3B", "9P"]})
>>> state.sheets[0].houses[0][4], len(state.sheets)
(9, 2)
"""

from __future__ import annotations

from typing import Any

from ..core.short import Field, partial, remaining
from .game import OPTIONS, new_state

FIELDS = (
    Field("round", "Rounds already played (from 0).", "0", "round = 5"),
    Field("phase", "choose, write, truck, effect, plans or over.", "choose", 'phase = "write"'),
    Field("city_plans", "The three city plans on the table, by id.", "the seed's",
          'city_plans = ["1-fives", "2-36", "3-235"]'),
    Field("sheets", "Each player's sheet in seat order, with only the fields that differ "
          "from a blank one (streets, parks, pools, values, temps, refusals, plans ...).",
          "blank sheets", 'sheets = [{ streets = ["_ _ _ _ 9 _ _ _ _ _", "_ _ _ _ _ _ _ _ _ _ '
          '_", "_ _ _ _ _ _ _ _ _ _ _ _"] }]'),
    Field("shown", "The round's three cards, number then effect letter.", "the seed's",
          'shown = ["8E", "3B", "9P"]'),
    Field("choice", "The combination taken this turn, as [number card, effect card].", "none",
          "choice = [0, 0]"),
    Field("last", "The house written this turn, as [street, house] from 0.", "none",
          "last = [0, 4]"),
    Field("approved", "Plans completed in an earlier round.", "none",
          "approved = [true, false, false]"),
    Field("stacks", "The construction stacks, top card last (a check: the cards left).",
          "the seed's stacks without the cards shown", 'stacks = [["12T", "2F"]]'),
)


def _fill(position: dict[str, Any], start: dict[str, Any], given: set[str]) -> dict[str, Any]:
    """Cards shown by the position come out of the stacks they were dealt into."""
    if "stacks" not in given and "shown" in given:
        extra = remaining(position["shown"], start["shown"])  # shown now, not at the start
        stacks = []
        for stack in start["stacks"]:
            kept = remaining(stack, extra)
            extra = remaining(extra, remaining(stack, kept))
            stacks.append(kept)
        position["stacks"] = stacks
    return position


NOTATION = partial(new_state, OPTIONS, FIELDS, derived=("stacks",), fill=_fill,
                   renamed={"city_plans": "plans"})
