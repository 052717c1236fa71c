"""7 Wonders positions written short: the Age and turn, and of each player only what
matters (board, stages, hand, city, coins, tokens); hands left out are dealt from the
Age's cards the position leaves over, and the decks of later Ages hold what is left.

>>> state = NOTATION.read({"age": 2, "turn": 6,
...                        "seats": [{"city": ["baths"], "hand": ["aqueduct", "temple"]}]})
>>> state.hands[0], [len(h) for h in state.hands], state.cities[0]
(('aqueduct', 'temple'), [2, 2, 2], ('baths',))
>>> len(state.decks[1]), len(state.decks[2])
(0, 21)
"""

from __future__ import annotations

from typing import Any

from ..core.short import Field, partial
from . import data
from .game import OPTIONS, new_state

FIELDS = (
    Field("age", "The Age being played (1 to 3).", "1", "age = 2"),
    Field("turn", "The turn of the Age (1 to 6, 7 with Cities; one more while a last card "
          "is played).", "1",
          "turn = 6"),
    Field("phase", "choose; seventh (a last card played); revive (building from the "
          "discard pile); over; with Leaders, draft and leader (the leaders' turn, turn 0).",
          "choose", 'phase = "revive"'),
    Field("seats", "Each player's board, side, stages built, hand, chosen card (pick), "
          "city, coins and military tokens (with Cities: debt, diplomacy; with Edifice: "
          "pawns, the Ages of their pawns, and edifice_debt; with Leaders: draft, leaders and "
          "recruited); hands left out are dealt from "
          "the Age's cards left over.", "the seed's boards, 3 coins, an empty city",
          'seats = [{ board = "gizah", stages = 1, city = ["baths"], coins = 5 }]'),
    Field("discard", "The discard pile.", "empty", 'discard = ["loom"]'),
    Field("edifices", "With Edifice: the Edifice of each Age.", "drawn from the seed",
          'edifices = ["belvedere", "factory", "agora"]'),
    Field("pawns_left", "With Edifice: the pawns still on each Age's Edifice.",
          "all of them", "pawns_left = [1, 3, 3]"),
    Field("revive", "Seats (from 0) still to build a card from the discard pile.", "none",
          "revive = [0]"),
    Field("decks", "The decks of the later Ages (a check: the cards nobody holds).",
          "what the position leaves over", 'decks = [[], [], ["palace"]]'),
)


def _fill(position: dict[str, Any], start: dict[str, Any], given: set[str]) -> dict[str, Any]:
    """Deal missing hands from the current Age's cards and leave the rest in later decks."""
    age = position.get("age", 1)
    turns = data.rule("turns") + (data.cities_rule("extra_turns")
                                  if position.get("options", {}).get("cities")
                                  else 0)
    turn = min(position.get("turn", 1), turns)
    seats = position["players"]
    leader_phase = position.get("phase") in ("draft", "leader")
    if position.get("phase") != "draft":  # leaders are drafted from only in the draft
        for seat in seats:
            seat["draft"] = []
    asked = {p for p, seat in enumerate(seats)
             if p >= len(start["players"]) or seat.get("hand") != start["players"][p]["hand"]}
    pools = _pools(start)
    placed = [c for p, seat in enumerate(seats) for c in _cards(seat, p in asked)]
    placed += position.get("discard", [])
    for card in placed:
        _take(pools, card, age)
    _trim_guilds(pools, placed, len(seats))
    size = turns + 2 - turn
    for p, seat in enumerate(seats):
        if p in asked:
            continue
        want = size - (1 if seat.get("pick") else 0)
        first = start["players"][p]["hand"] if (age, turn) == (1, 1) else []
        seat["hand"] = ([] if position.get("phase") == "over" or leader_phase
                        else _deal(pools, age, want, first))
    if "decks" not in given:  # the Age's deck waits for the end of the leaders' turn
        position["decks"] = [[] if a < age or (a == age and not leader_phase) else pools[a]
                             for a in (1, 2, 3)]
    return position


def _cards(seat: dict[str, Any], with_hand: bool) -> list[str]:
    out = list(seat.get("city", []))
    if with_hand:
        out += seat.get("hand", [])
    if seat.get("pick"):
        out.append(seat["pick"].split()[-1])
    return out


def _pools(start: dict[str, Any]) -> dict[int, list[str]]:
    first = [c for seat in start["players"] for c in seat["hand"]] + list(start["decks"][0])
    return {1: first, 2: list(start["decks"][1]), 3: list(start["decks"][2])}


def _take(pools: dict[int, list[str]], card: str, age: int) -> None:
    ages = data.card(card).ages if card in data.cards() else ()
    if any(a < age for a in ages):
        return
    for a in (age, *range(age + 1, 4)):
        if card in pools[a]:
            pools[a].remove(card)
            return


def _trim_guilds(pools: dict[int, list[str]], placed: list[str], players: int) -> None:
    """Players + 2 guilds in all: those placed first, then the deck's."""
    guilds = set(data.guilds())
    shown = [c for c in placed if c in guilds]
    extra = len(shown) + sum(1 for c in pools[3] if c in guilds) - players - 2
    for _ in range(max(0, extra)):
        last = max(i for i, c in enumerate(pools[3]) if c in guilds)
        del pools[3][last]


def _deal(pools: dict[int, list[str]], age: int, size: int, first: list[str]) -> list[str]:
    """``size`` cards from the Age's pool: those of ``first`` still there, then the next."""
    hand = []
    for card in first[:size]:
        if card in pools[age]:
            pools[age].remove(card)
            hand.append(card)
    more = max(0, size - len(hand))
    hand += pools[age][:more]
    pools[age] = pools[age][more:]
    return sorted(hand)


NOTATION = partial(new_state, OPTIONS, FIELDS, derived=("decks",), fill=_fill,
                   renamed={"seats": "players"})
