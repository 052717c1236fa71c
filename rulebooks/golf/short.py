"""Golf positions written short: the grids, which cards are face up, the discard pile and
the card in hand that matter; the deck holds the cards the position leaves over.

>>> state = NOTATION.read({"grids": [["2D", "6H", "4C", "KS", "6S", "KH"]]})
>>> str(state.grids[0][0]), len(state.grids[1]), NOTATION.write(state)["grids"][0][:2]
('2D', 6, ['2D', '6H'])
"""

from __future__ import annotations

from ..core.short import Field, dealing, partial
from .game import OPTIONS, new_state

FIELDS = (
    Field("hole", "Holes already played (from 0).", "0", "hole = 2"),
    Field("dealer", "The dealer's seat (from 0).", "0", "dealer = 1"),
    Field("phase", "reveal (turning the first cards up), turn (draw or take), hold (a card "
          "in hand to place), power, scored (a hole just scored) or over.", "reveal",
          'phase = "turn"'),
    Field("grids", "Each player's grid, card by card, rows from the top; players left out "
          "at the end are dealt a grid from the cards left.", "the seed's deal",
          'grids = [["2D", "6H", "4C", "KS", "6S", "KH"]]'),
    Field("up", "Which cards of each grid are face up.", "none",
          "up = [[true, false, false, false, false, false]]"),
    Field("discard", "The discard pile, its top card last.", "the next card of the deck",
          'discard = ["QC"]'),
    Field("held", "The card drawn and not yet placed.", "none", 'held = "7H"'),
    Field("held_from", "Where the held card came from: deck or discard.", "", 'held_from = '
          '"deck"'),
    Field("flips_left", "Cards the player to move still turns up in the reveal.", "2",
          "flips_left = 0"),
    Field("out", "The seat (from 0) who went out, once someone has.", "nobody", "out = 1"),
    Field("known", "Cards a player has peeked at, as [player, owner, card].", "none",
          "known = [[0, 0, 3]]"),
    Field("reshuffles", "Times the discard pile was shuffled into a new deck.", "0",
          "reshuffles = 1"),
    Field("holes", "Points of the holes played, one list per hole.", "none",
          "holes = [[5, 2]]"),
    Field("deck", "The deck, its top card last (a check: the cards nobody holds).",
          "every card the position leaves over, in the seed's order", 'deck = ["3S"]'),
)


# the grids left out, the discard's top and the deck are dealt from the cards left over
NOTATION = partial(new_state, OPTIONS, FIELDS, derived=("deck",), fill=dealing("grids", "held"))
