"""7 Wonders Duel positions written short: the phase and Age, the cities, Wonders, coins,
tokens and pawn that matter; the structure, when left out, is the seed's layout of the
Age with every card held elsewhere already taken, and the box holds the rest.

>>> state = NOTATION.read({"age": 1, "cities": [["theater"], []], "coins": [3, 9]})
>>> state.phase, state.structure.count(None), "theater" in state.structure
('play', 1, False)
>>> NOTATION.read(NOTATION.write(state)) == state
True
"""

from __future__ import annotations

from typing import Any

from ..core.short import Field, partial
from . import data
from .game import OPTIONS, age_deal, age_senators, new_state

PLAYED = {"age", "structure", "cities", "built", "coins", "conflict", "discards", "influence",
          "tokens", "tucked", "plots", "triggered", "under"}

FIELDS = (
    Field("phase", "draft, play, progress, library, destroy, revive, start or over.",
          "play when any field of a game under way is given, else draft", 'phase = "play"'),
    Field("age", "The Age being played (1 to 3).", "1", "age = 2"),
    Field("structure", "The Age's places (as the structures table says), far row first, "
          "each a card id or nothing (taken).",
          "the seed's layout, with the cards held elsewhere taken",
          'structure = ["baths", ...]'),
    Field("cities", "Each player's buildings, by card id.", "none",
          'cities = [["theater"], []]'),
    Field("wonders", "Each player's Wonders not yet built.", "none",
          'wonders = [["pyramids"], ["sphinx"]]'),
    Field("built", "Each player's built Wonders (one card under each, in tucked).", "none",
          'built = [["colossus"], []]'),
    Field("coins", "Each player's coins.", "7 each", "coins = [3, 9]"),
    Field("conflict", "The pawn: spaces towards player 2's capital (negative: towards "
          "player 1's).", "0", "conflict = -2"),
    Field("tokens", "Each player's progress tokens.", "none", 'tokens = [["law"], []]'),
    Field("board", "Progress tokens on show.", "the seed's five, less those held",
          'board = ["law"]'),
    Field("discards", "The discard pile.", "empty", 'discards = ["baths"]'),
    Field("influence", "Agora: each player's cubes in the six chambers, left to right.",
          "none", "influence = [[2, 0, 0, 0, 0, 1], [0, 1, 0, 0, 0, 0]]"),
    Field("decrees", "Agora: the decree of each chamber, left to right.",
          "the seed's six", 'decrees = ["shield", ...]'),
    Field("veiled", "Agora: the chambers (from 0) whose decree is still face down.",
          "the set-up's, less those with cubes", "veiled = [1, 5]"),
    Field("plots", "Agora: each player's conspiracies face down, the prepared ones first.",
          "none", 'plots = [["coup"], []]'),
    Field("ready", "Agora: how many of each player's conspiracies are prepared.", "none",
          "ready = [1, 0]"),
    Field("triggered", "Agora: each player's conspiracies triggered already.", "none",
          'triggered = [["coup"], []]'),
    Field("under", "Agora: the cards each player slid under conspiracies.", "none",
          'under = [["baths"], []]'),
    Field("plot_deck", "Agora: the conspiracy deck, top first.", "the seed's, without the "
          "conspiracies held", 'plot_deck = ["coup", ...]'),
    Field("removed", "The Age's cards left in the box (a check: what the position leaves "
          "over).", "every card of the Age the position does not place", 'removed = [...]'),
)


def _held(position: dict[str, Any]) -> set[str]:
    """Card ids the position puts in a city, under a Wonder or on the discard pile."""
    found: set[str] = set()
    for key in ("cities", "tucked", "under"):
        for seat in position.get(key) or []:
            if isinstance(seat, list):
                found |= {c for c in seat if isinstance(c, str)}
    if isinstance(position.get("discards"), list):
        found |= {c for c in position["discards"] if isinstance(c, str)}
    return found


def _fill(position: dict[str, Any], start: dict[str, Any], given: set[str]) -> dict[str, Any]:
    """A game under way: no Wonders on show; the structure dealt from the seed (cards held
    elsewhere taken) and the box holding the Age's other cards."""
    out = dict(position)
    if "plot_deck" not in given and isinstance(start.get("plot_deck"), list):
        held = {c for key in ("plots", "triggered") for seat in out.get(key) or []
                if isinstance(seat, list) for c in seat}
        out["plot_deck"] = [c for c in start["plot_deck"] if c not in held]
    if "board" not in given and isinstance(start.get("board"), list):  # held: not on show
        owned = {t for seat in out.get("tokens") or [] if isinstance(seat, list) for t in seat}
        out["board"] = [t for t in start["board"] if t not in owned]
    if "veiled" not in given and isinstance(start.get("veiled"), list):  # cubes turned them up
        cubes = out.get("influence") if isinstance(out.get("influence"), list) else []
        out["veiled"] = [c for c in start["veiled"] if not any(
            isinstance(seat, list) and c < len(seat) and seat[c] for seat in cubes)]
    if "phase" not in given and given & PLAYED:
        out["phase"] = "play"
    age = out.get("age")
    if out.get("phase") == "draft" or age not in data.AGES:
        return out
    if "draft" not in given:
        out["draft"] = []
    held = _held(out)
    deck = set(data.age_cards(age)) | (set(data.guilds()) if age == data.AGES[-1] else set())
    if "structure" not in given:
        seed = out.get("seed", 0) or 0
        options = out.get("options")
        joining = age_senators(seed, age, held) if isinstance(options, dict) and \
            options.get("agora") is True else ()
        kept, boxed = (list(part) for part in age_deal(seed, age, joining))
        for card in [c for c in boxed if c in held]:  # a held card from the box: it was dealt
            free = next((i for i, c in enumerate(kept) if c and c not in held
                         and not data.card(c).senator), None)  # senators never go in the box
            if free is not None:
                boxed[boxed.index(card)] = kept[free]
                kept[free] = None
        out["structure"] = [None if c in held else c for c in kept]
    if "removed" not in given and isinstance(out.get("structure"), list):
        placed = {c for c in out["structure"] if isinstance(c, str)} | held
        out["removed"] = sorted(c for c in deck if c not in placed)
    return out


NOTATION = partial(new_state, OPTIONS, FIELDS, derived=("removed",), fill=_fill)
