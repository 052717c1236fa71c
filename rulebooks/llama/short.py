"""L.L.A.M.A. positions written short: the hands, the top of the discard pile and the tokens
that matter; the draw pile is what is left of the deck, in the seed's order.

>>> state = NOTATION.read({"hands": [["5"], ["2", "5", "L", "L"]], "discard": ["4"]})
>>> state.hands, state.top
((('5',), ('2', '5', 'L', 'L')), '4')
>>> cards = lambda s: sum(map(len, s.hands)) + len(s.deck) + len(s.discard)
>>> cards(state) == cards(NOTATION.read({}))
True
"""

from __future__ import annotations

from ..core.short import Field, dealing, partial
from .game import OPTIONS, new_state

FIELDS = (
    Field("round", "Rounds already played (from 0).", "0", "round = 3"),
    Field("phase", "play; return (a player who went out gives a token back); scored; over.",
          "play", 'phase = "play"'),
    Field("hands", "Each player's hand, in seat order; players left out at the end are dealt "
          "a hand from the cards left.", "the seed's deal",
          'hands = [["5"], ["2", "5", "L", "L"]]'),
    Field("discard", "The discard pile, its top card last.", "the next card of the deck",
          'discard = ["3", "4"]'),
    Field("active", "Who is still in the round (not quit).", "everybody",
          "active = [true, false]"),
    Field("tokens", "Each player's tokens.", "none",
          "tokens = [{ black = 1, white = 2 }, {}]"),
    Field("out", "The seat (from 0) who emptied their hand, once someone has.", "nobody",
          "out = 0"),
    Field("deck", "The draw pile, its top card last (a check: the cards nobody holds).",
          "every card the position leaves over, in the seed's order", 'deck = ["1", "6"]'),
)


# the hands left out, the discard's top and the draw pile are dealt from the cards left
# over, in the seed's order
NOTATION = partial(new_state, OPTIONS, FIELDS, derived=("deck",), fill=dealing("hands"))
