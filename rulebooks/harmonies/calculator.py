"""The Harmonies calculator: one board at the end of the game (its stacks, cubes and animal
cards) in, its score breakdown out; or, in tally mode, what the paper score pad counts.

>>> score({"side": "A", "board": {"a1": "TTL", "a2": "W", "a3": "W"}}).total
9
>>> score({"mode": "tally", "trees": [0, 0, 1], "water": 2}).total
9
"""

from __future__ import annotations

from typing import Any

from ..core.codec import Reader
from ..core.errors import SetupError
from ..core.fields import Context
from ..core.output import result_schema
from ..core.score import Breakdown, Fact, Part
from ..core.tally import TALLY as TALLY_MODE
from ..core.tally import mode_of, tally_html, with_modes, without_mode
from . import data
from .codes import BoardCode, CardsCode, SpacesCode
from .game import Rules
from .render import board_html, card_html
from .scoring import ISLAND_READINGS, animal_parts, board_parts, spirit_parts
from .tally import SAMPLE_TALLY, TALLY, read_tally

STACK = "^(?i:" + "|".join(sorted({"", "W", "F", "M", "MM", "MMM", "T", "TT", "L", "TL",
                                    "TTL", "R", "MR", "TR", "RR"})) + ")$"
SPACE = "^[a-g][1-5]$"


def _on_side(side: str) -> dict[str, Any]:
    """The spaces a side has, for the board's keys and the cubes."""
    spaces = list(data.spaces(side))
    return {"properties": {"board": {"propertyNames": {"enum": spaces}},
                           "cubes": {"items": {"enum": spaces}}}}


FULL: dict[str, Any] = {
    "title": "Harmonies board",
    "description": "One player's board at the end of the game.",
    "type": "object",
    "required": ["board"],
    "properties": {
        "side": {"description": "The side of the board: A (river) or B (islands).",
                 "enum": list(data.sides()), "default": "A"},
        "islands": {"description": "Side B: 'spaces' (every space without a blue token is "
                    "land, empty or not) or 'tokens' (only spaces holding a token).",
                    "enum": list(ISLAND_READINGS), "default": "spaces"},
        "spirit_suns": {"description": "A solo game with a nature's spirit: 'kind' (one sun "
                        "more for a spirit scoring groups, none for one scoring stacks) or "
                        "'any' (one more for any spirit).",
                        "enum": list(data.SPIRIT_SUNS), "default": "kind"},
        "board": {"description": "The non-empty spaces (column letter, row from the top) and "
                  "their stacks, bottom token first: W blue, M grey, T brown, L green, "
                  "F yellow, R red.", "type": "object",
                  "propertyNames": {"pattern": SPACE},
                  "additionalProperties": {"type": "string", "pattern": STACK}},
        "cubes": {"description": "Spaces holding an animal cube.", "type": "array",
                  "items": {"type": "string", "pattern": SPACE}, "default": []},
        "cards": {"description": "Animal cards taken and the cubes placed from each; a "
                  "nature's spirit kept (the variant) is one more, its one cube placed "
                  "or not.",
                  "type": "object", "propertyNames": {"enum": [*data.card_keys(),
                                                               *data.spirit_keys()]},
                  "additionalProperties": {"type": "integer", "minimum": 0, "maximum": 5},
                  "default": {}},
    },
    "if": {"properties": {"side": {"const": "B"}}, "required": ["side"]},
    "then": _on_side("B"),
    "else": _on_side("A"),
}

SCHEMA = with_modes("Harmonies score", "One player's board at the end of the game: space "
                    "by space, or the score pad's counts.", "board", FULL, TALLY)

SAMPLE: dict[str, Any] = {
    "side": "A",
    "board": {"a1": "TTL", "a2": "W", "a3": "W", "b1": "MM", "b2": "M", "b3": "W",
              "c1": "TR", "c2": "F", "c3": "F", "d1": "TL", "d2": "MMM"},
    "cubes": ["a1"],
    "cards": {"kingfisher": 1},
}


def read_input(payload: Any) -> tuple[str, Any, frozenset[str], Any]:
    """The side, the board, the cubes and the cards, each checked where it stands."""
    r = Reader(without_mode(payload), "input", FULL["properties"])
    side = r.str("side", data.sides(), "A")
    r.str("islands", ISLAND_READINGS, "spaces")
    r.str("spirit_suns", data.SPIRIT_SUNS, "kind")
    context = Context(Rules.from_options({"side": side}))
    board = BoardCode().load(r.raw("board"), "input.board", context)
    cubes = SpacesCode().load(r.raw("cubes", []), "input.cubes", context)
    cards = CardsCode().load(r.raw("cards", {}), "input.cards", context)
    at = {s: i for i, s in enumerate(data.spaces(side))}
    for space in sorted(cubes):
        if not board[at[space]]:
            raise SetupError("an animal cube stands on a token", expected="a token on "
                             f"{space}", got="an empty space", rule="harmonies.turn.cube",
                             where="input.cubes")
    spirits = [k for k, _ in cards if data.is_spirit(k)]
    if len(spirits) > 1:
        raise SetupError("a player keeps one nature's spirit card", expected="at most one",
                         got=spirits, rule="harmonies.spirits.choose", where="input.cards")
    placed = sum(n for _, n in cards)
    if placed != len(cubes):
        raise SetupError("every cube on the board came from an animal card",
                         expected=f"{placed} cube(s), as the cards say", got=len(cubes),
                         rule="harmonies.turn.cube", where="input.cubes")
    return side, board, cubes, cards


def score(payload: Any) -> Breakdown:
    if mode_of(payload, "board") == TALLY_MODE:
        parts, cubes = read_tally(payload)
        return _breakdown(parts, cubes, payload.get("side", "A"))
    side, board, cubes, cards = read_input(payload)
    reading = payload.get("islands", "spaces")
    kept = [data.spirit(k).kind for k, _ in cards if data.is_spirit(k)]
    return _breakdown(board_parts(side, board, reading) + animal_parts(cards)
                      + spirit_parts(side, board, cards), len(cubes), side,
                      kept[0] if kept else "", payload.get("spirit_suns", "kind"))


def _breakdown(parts: tuple[Part, ...], cubes: int, side: str, spirit: str = "",
               reading: str = "kind") -> Breakdown:
    """The parts, the cubes placed and the suns the total would earn in a solo game."""
    suns = data.suns(sum(p.points for p in parts), side, spirit, reading)
    return Breakdown(parts, facts=(Fact("cubes", "Animal cubes placed", cubes),
                                   Fact("suns", "Suns, if played alone", suns)))


def render_input(payload: Any) -> str:
    if mode_of(payload, "board") == TALLY_MODE:
        read_tally(payload)
        return tally_html(payload, TALLY)
    side, board, cubes, cards = read_input(payload)
    hand = "".join(card_html(k, n) for k, n in cards)
    return (f'<div class="rb-table rb-harmonies">{board_html(side, board, cubes)}'
            f'<div class="rb-hm-hand">{hand}</div></div>')


RESULT = result_schema("Harmonies", {
    "cubes": {"type": "integer", "minimum": 0, "description": "Animal cubes placed."},
    "suns": {"type": "integer", "minimum": 0,
             "description": "The suns this total earns in a solo game (harmonies.solo.suns)."},
})

__all__ = ["RESULT", "SAMPLE", "SAMPLE_TALLY", "SCHEMA", "render_input", "score"]
