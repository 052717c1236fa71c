"""Deus positions written short: the hands, tableaux, goods and villages that matter; the
deck holds every card the position leaves over.

>>> state = NOTATION.read({"hands": [["P5", "C1"], ["W1"]], "built": [["P1@a2"], []]})
>>> state.hands[0], "P5" in state.deck, "P2" in state.deck
(('P5', 'C1'), False, True)
>>> NOTATION.write(state)["built"]
[['P1@a2'], []]
"""

from __future__ import annotations

from typing import Any

from ..core.short import Field, partial, remaining
from .game import OPTIONS, new_state

FIELDS = (
    Field("phase", "turn, offer (adding cards to an offering), god (Jupiter's choice), gain "
          "(taking Ceres's or Mars's gifts), march (moving military units for a card) or over.",
          "turn", 'phase = "offer"'),
    Field("hands", "Each player's hand, one list of card ids per player.", "the seed's deal",
          'hands = [["P5", "C1"], ["W1"]]'),
    Field("built", "Each player's tableau in the order built: CARD@LOCATION, or a temple "
          "card alone once the temple stock is empty.", "nothing built",
          'built = [["P1@a2", "W1@b2"], []]'),
    Field("supply", "Buildings ready to build, per player and kind.", "one of each",
          'supply = [{ maritime = 1, production = 2, scientific = 1, civil = 1, '
          'military = 1 }, { maritime = 1, production = 1, scientific = 1, civil = 1, '
          'military = 1 }]'),
    Field("goods", "Wood, clay, stone, wheat, gold and VP tokens per player.",
          "the starting goods", 'goods = [{ wood = 2, gold = 9, vp = 3 }, { gold = 5 }]'),
    Field("villages", "VP left in each barbarian village, in map order.", "full",
          "villages = [0, 6]"),
    Field("discard", "The discard pile, oldest first.", "empty", 'discard = ["S2"]'),
    Field("offering", "Cards of an offering under way, top card first.", "none",
          'offering = ["C3"]'),
    Field("deck", "The deck (a check: the cards nobody holds).",
          "every card the position leaves over", 'deck = ["M1", "M2"]'),
)


def _fill(position: dict[str, Any], start: dict[str, Any], given: set[str]) -> dict[str, Any]:
    """Hands left out are dealt, and the deck holds, what the position leaves over, in the
    seed's order."""
    full = [*(c for hand in start["hands"] for c in hand), *start["deck"]]
    used = [entry.split("@")[0] for cards in position["built"] for entry in cards]
    used += list(position["discard"]) + list(position["offering"])
    if "hands" in given:
        used += [c for hand in position["hands"] for c in hand]
    if "deck" in given:
        used += list(position["deck"])
    left = remaining(full, [str(c).upper() for c in used])
    if "hands" not in given:
        sizes = [len(hand) for hand in start["hands"]]
        position["hands"] = [left[sum(sizes[:p]):sum(sizes[:p + 1])] for p in range(len(sizes))]
        left = left[sum(sizes):]
    if "deck" not in given:
        position["deck"] = left
    return position


NOTATION = partial(new_state, OPTIONS, FIELDS, derived=("deck",), fill=_fill)
