"""What a Deus help page asks of a position: is a move allowed, what a card costs a player,
and who wins at these totals (the most points; ties share).

>>> from .game import new_state
>>> cost(new_state({}, 0), "P9")
{'card': 'P9', 'gold': 0, 'payable': True, 'rule': 'deus.build.cost'}
"""

from __future__ import annotations

from typing import Any

from ..core.queries import legal, ranked, totals_of
from ..core.short import asked_seat
from . import data
from .game import DeusState


def cost(state: DeusState, card: str, player: int | None = None) -> dict[str, Any]:
    """Whether ``player`` (from 1; default: the one to move) can pay for ``card``, and the
    gold used."""
    ident = data.parse_card(card, "ask.card")
    price = state.price(asked_seat(player, state.current, state.players), ident)
    return {"card": ident, "gold": price[1] if price else None, "payable": price is not None,
            "rule": "deus.build.cost"}


def goods(state: DeusState, player: int | None = None) -> dict[str, Any]:
    """A player's goods (``player`` from 1; default: the one to move): resources, gold and
    VP tokens."""
    seat = asked_seat(player, state.current, state.players)
    return dict(zip(data.GOODS, state.goods[seat], strict=True))


def end(state: DeusState, totals: list[int]) -> dict[str, Any]:
    """The winners at ``totals``: the most points, shared on a tie."""
    totals = totals_of(totals, state.players)
    return {"rule": "deus.scoring.winner", "winners": ranked(totals, True)}


QUERIES = {"legal": legal, "cost": cost, "goods": goods, "end": end}
