"""What a Splendor help page asks: what a card costs a player after their bonuses, and
whether the game ends at these totals and who wins.

>>> from .short import read
>>> state = read({"seats": [{"tokens": {"red": 2}, "bonuses": {"red": 1}}], "show": ["2-24"]})
>>> cost(state, "2-24")["lacks"], end(state, [15, 12])["winners"]
({'red': 3}, [0])
"""

from __future__ import annotations

from typing import Any

from ..core.queries import end_on_points, legal, totals_of
from ..core.short import asked_seat
from . import data
from .game import SplendorState
from .moves import CARDS, parse_card


def cost(state: SplendorState, card: str, player: int | None = None) -> dict[str, Any]:
    """The card's cost for ``player`` (from 1; default: the player to move)."""
    ident = parse_card(card, "ask.card", CARDS)
    return state.price(ident, asked_seat(player, state.current, state.players))


def end(state: SplendorState, totals: list[int], cards: list[int] | None = None
        ) -> dict[str, Any]:
    """Whether someone has reached the target (the round is then played out), and who wins:
    the most points, then the fewest cards bought (``cards``, one count per player)."""
    totals = totals_of(totals, state.players)
    counts = None if cards is None else totals_of(cards, state.players, "ask.cards")
    return end_on_points(totals, data.rule("target"), True, "splendor.end", counts)


QUERIES = {"legal": legal, "cost": cost, "end": end}
