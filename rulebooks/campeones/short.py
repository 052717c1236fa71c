"""Campeones positions written short: the hands, play areas, pitch and tokens that matter;
each coach's draw deck holds the team's cards the position leaves over, the match and signing
decks the cards nobody holds, in the seed's order.

>>> state = NOTATION.read({"phase": "attack", "to_move": 1, "attacker": 0,
...                        "areas": [["N10", "N11"], ["T2"]]})
>>> state.areas[0], "N10" in state.decks[0] + state.hands[0]
(('N10', 'N11'), False)
"""

from __future__ import annotations

from typing import Any

from ..core.rng import Rng
from ..core.short import Field, partial, remaining
from . import data
from .game import OPTIONS, new_state

FIELDS = (
    Field("period", "0 first half, 1 second half, 2 and 3 extra time.", "0", "period = 1"),
    Field("phase", "pick (a match card), attack, choose (shot or pass), spend (tokens), "
          "save (the goalkeeper's roll), over.", "pick", 'phase = "attack"'),
    Field("attacker", "The seat with the ball (0 Nankatsu, 1 Toho).", "the whistle's",
          "attacker = 1"),
    Field("hands", "Each coach's hand.", "the seed's draw, less the cards placed elsewhere",
          'hands = [["N10", "N6"], ["T1"]]'),
    Field("areas", "The cards each coach has in play this round.", "none",
          'areas = [["N10", "N11"], ["T2", "T3"]]'),
    Field("pitch", "The match cards on show.", "the seed's", 'pitch = ["A1", "A5"]'),
    Field("ready", "Each coach's activated tokens; the rest are in the reserve.", "none",
          "ready = [{ S = 2 }, { D = 1 }]"),
    Field("reserve", "Each coach's tokens not yet activated.", "all of them",
          "reserve = [{ S = 3, P = 5, D = 5 }, { S = 5, P = 5, D = 4 }]"),
    Field("action", "The attempt chosen: shot or pass.", "none", 'action = "shot"'),
    Field("goals", "Each coach's goals per period.", "none",
          "goals = [[1, 0, 0, 0], [0, 0, 0, 0]]"),
    Field("decks", "The draw decks, top card last (a check: the team's cards left over).",
          "every card of the team the position leaves over", 'decks = [["N2"], ["T5"]]'),
)
SHARED = ("pitch", "match_deck", "show", "signing_deck", "box")


def _everywhere(position: dict[str, Any], skip: tuple[str, ...]) -> list[str]:
    found = [c for key in ("hands", "areas", "discards", "benches", "decks") if key not in skip
             for cards in position[key] for c in cards]
    return found + [c for key in SHARED if key not in skip for c in position[key]]


def _fill(position: dict[str, Any], start: dict[str, Any], given: set[str]) -> dict[str, Any]:
    """Hands not given keep the seed's cards not placed elsewhere; the decks hold what the
    position leaves over, in the seed's order."""
    placed = [c for key in ("areas", "discards", "box") for cards in
              ([position[key]] if key == "box" else position[key]) for c in cards]
    if "hands" not in given:
        position["hands"] = [[c for c in hand if c not in placed] for hand in start["hands"]]
    if "decks" not in given:
        used = _everywhere(position, ("decks",))
        position["decks"] = [remaining(list(start["decks"][p]) + list(start["hands"][p]), used)
                             for p in range(2)]
    if "match_deck" not in given:
        period = position.get("period", 0)
        full = (list(start["match_deck"]) + list(start["pitch"]) if period == 0 else
                list(Rng.derive(position["seed"], "match", 1).shuffled(data.match_cards(1))))
        position["match_deck"] = [] if period >= 2 else \
            remaining(full, _everywhere(position, ("match_deck",)))
    if "signing_deck" not in given:
        full = list(start["signing_deck"]) + list(start["show"])
        position["signing_deck"] = remaining(full, _everywhere(position, ("signing_deck",)))
    return position


NOTATION = partial(new_state, OPTIONS, FIELDS, derived=("decks", "match_deck", "signing_deck"),
                   fill=_fill)
