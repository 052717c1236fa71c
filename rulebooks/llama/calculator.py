"""The L.L.A.M.A. calculator: a hand at the end of a round and the tokens already held in,
the round's points and the tokens held afterwards out.

>>> result = score({"hand": ["3", "3", "5", "L"], "tokens": {"black": 1, "white": 7}})
>>> result.total, result.fact("after")
(18, {'black': 3, 'white': 5})
"""

from __future__ import annotations

from typing import Any

from ..core.cards import check_copies
from ..core.codec import Reader
from ..core.errors import SetupError
from ..core.fields import Context, Many, NamedCounts
from ..core.output import result_schema
from ..core.score import Breakdown, Fact, Part
from ..core.tally import TALLY as TALLY_MODE
from ..core.tally import count, mode_of, tally_html, with_modes, without_mode
from . import data
from .game import CARD, DECK
from .render import chips_html, hand_html
from .scoring import (
    COLOURS,
    RETURN,
    VALUES,
    describe,
    give_back,
    hand_parts,
    make_change,
    take,
    token_points,
)

FULL: dict[str, Any] = {
    "title": "L.L.A.M.A. hand",
    "description": "One player's hand when the round ends, and the tokens they held before it.",
    "type": "object",
    "required": ["hand"],
    "additionalProperties": False,
    "properties": {
        "hand": {
            "title": "Cards left in hand",
            "description": "The cards left in hand: 1 to 6, or L for a llama. Empty if the "
            "player went out.",
            "type": "array",
            "items": {"title": "Card", "enum": list(data.codes())},
            "examples": [["3", "3", "5", "L"]],
        },
        "tokens": {
            "title": "Tokens held before the round",
            "description": "Tokens held before this round's points are taken. Ten whites are "
            "changed for a black first.",
            "type": "object",
            "additionalProperties": False,
            "properties": {
                colour: {"type": "integer", "minimum": 0, "default": 0} for colour in COLOURS
            },
            "default": {colour: 0 for colour in COLOURS},
        },
        "emptied": {
            "title": "Went out",
            "description": "Whether the player went out by playing their last card "
            "(default: whether the hand is empty).",
            "type": "boolean",
        },
        "give_back": {
            "title": "Token given back",
            "description": "The token a player who went out gives back, if any.",
            "enum": [*COLOURS, None],
            "default": None,
        },
    },
}

MOST = sum(data.card(code).points for code in data.codes())  # one card of every kind

TALLY: dict[str, Any] = {
    "title": "Points counted",
    "description": "The round's points as counted at the table (each kind of card in hand "
    "once), and the tokens held before.",
    "properties": {
        "points": {"type": "integer", "minimum": 0, "maximum": MOST, "default": 0,
                   "description": "Points of the cards left in hand, each kind counted once."},
        **{k: v for k, v in FULL["properties"].items() if k != "hand"},
    },
}

SAMPLE_TALLY: dict[str, Any] = {"mode": "tally", "points": 9, "tokens": {"black": 1, "white": 7}}

SCHEMA = with_modes("L.L.A.M.A. round", "One player at the end of a round: the cards left in "
                    "hand, or the points counted from them; and the tokens held before.",
                    "hand", FULL, TALLY)

SAMPLE: dict[str, Any] = {
    "hand": ["3", "3", "5", "L"],
    "tokens": {"black": 1, "white": 7},
    "emptied": False,
    "give_back": None,
}


def read_hand(payload: Any) -> tuple[tuple[str, ...], tuple[int, int], Reader]:
    """The hand and the tokens held before, checked against the deck."""
    tally = mode_of(payload, "hand") == TALLY_MODE
    r = Reader(without_mode(payload), "input", (TALLY if tally else FULL)["properties"])
    hand = () if tally else Many(CARD, sort=data.sort_key).load(r.list("hand"), "input.hand",
                                                                  Context())
    check_copies(hand, data.copies(), rule=DECK, where="input.hand")
    given = NamedCounts(COLOURS, "llama.scoring.tokens").load(r.raw("tokens", {}), "input.tokens",
                                                         Context())
    tokens = make_change(token_points(given))
    return hand, tokens, r


def score(payload: Any) -> Breakdown:
    """The round's points for ``{"hand": [...], "tokens": {...}}`` and the tokens afterwards."""
    hand, before, r = read_hand(payload)
    if mode_of(payload, "hand") == TALLY_MODE:
        points = count(r.raw("points", 0), "input.points", MOST, VALUES, "points",
                       "one card of every kind is worth")
        emptied = r.bool("emptied", not points)
        parts: tuple[Part, ...] = ((Part("Cards left in hand", points, VALUES, "as counted",
                                         "hand"),) if points else ())
        if emptied and points:
            raise SetupError("a player who went out holds no cards", expected="0 points",
                             got=points, rule="llama.round.end", where="input.points")
    else:
        emptied = r.bool("emptied", not hand)
        parts = hand_parts(hand)
        if emptied and hand:
            raise SetupError("a player who went out holds no cards", expected="an empty hand",
                             got=list(hand), rule="llama.round.end", where="input.hand")
    colour = r.raw("give_back", None)
    after = take(before, sum(part.points for part in parts))
    facts = [_tokens_fact("before", "Tokens before", before)]
    if colour is not None:
        after = _give_back(after, r.str("give_back", COLOURS), emptied)
        facts.append(Fact("given_back", "Token given back", colour))
    facts += [_tokens_fact("after", "Tokens afterwards", after),
              Fact("points_held", "Points held", token_points(after))]
    note = "Went out: no points this round." if emptied else ""
    return Breakdown(parts, note=note, facts=tuple(facts))


def _tokens_fact(key: str, label: str, tokens: tuple[int, int]) -> Fact:
    """Tokens as numbers per colour (``{"black": 1, "white": 3}``), shown as text."""
    return Fact(key, label, dict(zip(COLOURS, tokens, strict=True)), describe(tokens))


def _give_back(tokens: tuple[int, int], colour: str, emptied: bool) -> tuple[int, int]:
    where = "input.give_back"
    if not emptied:
        raise SetupError("only a player who went out gives back a token",
                         expected="null", got=colour, rule=RETURN, where=where)
    if not tokens[COLOURS.index(colour)]:
        raise SetupError(f"no {colour} token to give back",
                         expected=f"a colour held ({describe(tokens)})", got=colour, rule=RETURN,
                         where=where)
    return give_back(tokens, colour)


def render_input(payload: Any) -> str:
    hand, tokens, r = read_hand(payload)
    if mode_of(payload, "hand") == TALLY_MODE:
        return (f'<div class="rb-table rb-llama">{tally_html(r.data, TALLY)}'
                f"{chips_html(tokens)}</div>")
    return (f'<div class="rb-table rb-llama">{hand_html(hand, title="Hand")}'
            f"{chips_html(tokens)}</div>")


_TOKENS = {"type": "object", "additionalProperties": False, "required": list(COLOURS),
           "properties": {colour: {"type": "integer", "minimum": 0} for colour in COLOURS}}
RESULT = result_schema("L.L.A.M.A.", {
    "before": {**_TOKENS, "description": "Tokens held before the round's points."},
    "given_back": {"enum": list(COLOURS), "description": "The token given back on going out."},
    "after": {**_TOKENS, "description": "Tokens held after the round (change made)."},
    "points_held": {"type": "integer", "minimum": 0, "description": "What they are worth."},
}, optional=("given_back",))
