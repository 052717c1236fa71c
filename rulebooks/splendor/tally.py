"""The Splendor calculator's tally mode: per player, the points printed on the cards bought,
the nobles who visited and the number of cards (for the tie-break), as counted at the table.

>>> parts, cards = read_tally({"mode": "tally", "players": [
...     {"card_points": 12, "nobles": 1, "cards": 14}, {"card_points": 15, "cards": 16}]})
>>> [[(p.key, p.points) for p in mine] for mine in parts], cards
([[('cards', 12), ('nobles', 3)], [('cards', 15)]], [14, 16])
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ..core.codec import Reader
from ..core.errors import SetupError
from ..core.score import Part
from ..core.tally import count, tally_reader
from . import data, scoring
from .game import VISIT
from .moves import CARDS as EVERY_CARD
from .moves import NOBLES as NOBLES_SHOWN

SEAT_KEYS = ("card_points", "nobles", "cards")

TALLY: dict[str, Any] = {
    "title": "Counted at the table",
    "description": "For each player in seat order: the points printed on the cards bought, "
    "the nobles who visited, and how many cards were bought (the tie-break).",
    "required": ["players"],
    "properties": {
        "players": {
            "type": "array", "minItems": data.players()[0], "maxItems": data.players()[1],
            "items": {
                "type": "object", "additionalProperties": False,
                "properties": {
                    "card_points": {"type": "integer", "minimum": 0, "default": 0,
                                    "description": "Points printed on the cards bought."},
                    "nobles": {"type": "integer", "minimum": 0, "default": 0,
                               "description": "Nobles who visited."},
                    "cards": {"type": "integer", "minimum": 0, "default": 0,
                              "description": "Cards bought."},
                },
            },
        },
        "player": {"description": "Whose total to give (counting from 1); default: the "
                   "winner.", "type": ["integer", "null"], "minimum": 1, "default": None},
    },
}

SAMPLE_TALLY: dict[str, Any] = {"mode": "tally", "players": [
    {"card_points": 13, "nobles": 1, "cards": 15}, {"card_points": 16, "nobles": 0, "cards": 14}]}


def read_tally(payload: Any) -> tuple[list[list[Part]], list[int]]:
    """Each player's parts and card count; counts no real table can show are refused with
    the player, the field, what is possible and the rule."""
    r = tally_reader(payload, TALLY)
    seats = r.list("players")
    low, high = data.players()
    if not low <= len(seats) <= high:
        raise SetupError("Splendor is for 2 to 4 players", expected=f"{low} to {high} players",
                         got=len(seats), rule="splendor.turn.order", where="input.players")
    parts, cards, visits = [], [], []
    for p, seat in enumerate(seats):
        where = f"input.players[{p}]"
        s = Reader(seat, where)
        unknown = sorted(set(s.data) - set(SEAT_KEYS))
        if unknown:
            raise SetupError(f"unknown field {unknown[0]!r}", expected=", ".join(SEAT_KEYS),
                             got=unknown[0], where=where)
        mine = count(s.raw("cards", 0), s.path("cards"), len(data.cards()), EVERY_CARD,
                     "cards", "the game has")
        points = count(s.raw("card_points", 0), s.path("card_points"), best_points(mine),
                       scoring.CARDS, "card points", f"the best {mine} card(s) carry")
        nobles = count(s.raw("nobles", 0), s.path("nobles"), data.nobles_on_show(len(seats)),
                       NOBLES_SHOWN, "nobles", "are on show")
        if nobles and mine < fewest_cards_for_a_noble():
            raise SetupError(f"a noble visits a player with at least "
                             f"{fewest_cards_for_a_noble()} cards", expected="more cards "
                             "bought, or no noble", got=mine, rule=VISIT, where=s.path("nobles"))
        parts.append(_parts(points, nobles))
        cards.append(mine)
        visits.append(nobles)
    _check_totals(cards, visits)
    return parts, cards


def _parts(points: int, nobles: int) -> list[Part]:
    found = [Part("Card points", points, scoring.CARDS, "as counted", "cards")]
    if nobles:
        found.append(Part(f"Nobles ×{nobles}", nobles * data.noble_points(), scoring.NOBLES,
                          f"{data.noble_points()} points each", "nobles"))
    return found


def _check_totals(cards: list[int], nobles: list[int]) -> None:
    if sum(cards) > len(data.cards()):
        raise SetupError("more cards bought than the game has", expected=f"at most "
                         f"{len(data.cards())} in all", got=sum(cards), rule=EVERY_CARD,
                         where="input.players")
    shown = data.nobles_on_show(len(cards))
    if sum(nobles) > shown:
        raise SetupError(f"{sum(nobles)} nobles visited, but only {shown} are on show",
                         expected=f"at most {shown} in all", got=sum(nobles), rule=NOBLES_SHOWN,
                         where="input.players")


@cache
def best_points(cards: int) -> int:
    """The most points ``cards`` cards can carry (the highest-scoring ones)."""
    return sum(sorted((c.points for c in data.cards()), reverse=True)[:cards])


@cache
def fewest_cards_for_a_noble() -> int:
    """The fewest bonuses any noble needs (a noble's visit needs that many cards)."""
    return min(sum(noble.needs) for noble in data.nobles())
