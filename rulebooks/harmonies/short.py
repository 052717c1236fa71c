"""Harmonies positions written short: the boards, cubes and cards that matter; the bag and
the deck hold what the position leaves over.

>>> state = NOTATION.read({"boards": [{"c3": "TTL", "c2": "W"}], "cubes": [["c3"]],
...                        "cards": [{"kingfisher": 1}], "display": ["bat", "bear", "bee",
...                        "boar", "crow"]})
>>> state.breakdown(0).total, NOTATION.write(state)["boards"][0]
(12, {'c2': 'W', 'c3': 'TTL'})
"""

from __future__ import annotations

from typing import Any

from ..core.short import Field, partial, remaining
from . import data
from .game import OPTIONS, new_state

FIELDS = (
    Field("boards", "Each player's board: its non-empty spaces and their stacks, bottom token "
          "first (W blue, M grey, T brown, L green, F yellow, R red).", "empty boards",
          'boards = [{ c3 = "TTL", b2 = "MR" }]'),
    Field("cubes", "Each player's spaces holding an animal cube.", "none",
          'cubes = [["c3"]]'),
    Field("cards", "Each player's animal cards and the cubes placed from each.", "none",
          'cards = [{ kingfisher = 1 }]'),
    Field("dealt", "The spirits option: each player's two nature's spirit cards dealt "
          "(the one kept is among their cards too).", "the seed's deal",
          'dealt = [["owl-spirit", "ram-spirit"], ["lion-spirit", "cat-spirit"]]'),
    Field("central", "The tokens of the central spaces (five; three in a solo game).",
          "the seed's deal",
          'central = ["WWM", "TLL", "FFR", "MMT", "WFL"]'),
    Field("display", "The face-up animal cards, five (three in a solo game); \"\" for a "
          "slot emptied this turn.",
          "the seed's deal", 'display = ["bat", "bear", "bee", "boar", "crow"]'),
    Field("held", "Tokens taken this turn, not yet placed.", "none", 'held = "WL"'),
    Field("taken", "Whether the player to move took tokens this turn.", "false",
          "taken = true"),
    Field("ending", "Whether the end has been triggered (this round is the last).", "false",
          "ending = true"),
    Field("bag", "The tokens still to draw (a check: the tokens nobody holds).",
          "every token the position leaves over", 'bag = "WWM"'),
    Field("deck", "The animal cards still to draw.", "every card the position leaves over",
          'deck = ["wolf"]'),
)


def _fill(position: dict[str, Any], start: dict[str, Any], given: set[str]) -> dict[str, Any]:
    """Players left out keep a new game's board; the bag and the deck hold what the position
    leaves over, in the seed's order (both are drawn from their end)."""
    for key in ("boards", "cubes", "cards"):
        written = list(position[key])
        position[key] = written + list(start[key][len(written):])
    held = {k for cards in position["cards"] for k in cards if not data.is_spirit(k)}
    if "display" not in given:  # a card a player holds leaves the display it was dealt to
        spare = [k for k in start["deck"] if k not in held and k not in position["display"]]
        position["display"] = [spare.pop() if k in held else k for k in position["display"]]
    if "bag" not in given:
        full = list(start["bag"] + "".join(reversed(start["central"])))
        used = [*"".join(position["central"]), *position["held"], *position["discarded"],
                *(t for board in position["boards"] for stack in board.values()
                  for t in str(stack).upper())]
        position["bag"] = "".join(remaining(full, used, last=True))
    if "deck" not in given:
        full = [*start["deck"], *reversed(start["display"])]
        used = ([k for k in position["display"] if k] + sorted(held)
                + list(position.get("cards_out", ())))
        position["deck"] = remaining(full, used, last=True)
    return position


NOTATION = partial(new_state, OPTIONS, FIELDS, derived=("bag", "deck"), fill=_fill)
