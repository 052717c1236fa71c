"""The Harmonies calculator's tally mode: what the paper score pad counts on a finished
board (trees and mountains by height, fields, buildings, the river or the islands, the cubes
placed from each animal card), scored by the same tables as a drawn board.

>>> parts, cubes = read_tally({"mode": "tally", "trees": [1, 2, 0], "fields": 2})
>>> [(p.key, p.points) for p in parts][:3], cubes
([('trees', 7), ('mountains', 0), ('fields', 10)], 0)
"""

from __future__ import annotations

from typing import Any

from ..core.errors import SetupError
from ..core.fields import Context
from ..core.score import Part
from ..core.tally import count, counts, tally_reader
from . import data
from .codes import CardsCode
from .scoring import (
    BUILDINGS,
    FIELDS,
    ISLANDS,
    MOUNTAINS,
    RIVER,
    TREES,
    animal_parts,
)

MOST = max(len(data.spaces(s)) for s in data.sides())
HEIGHTS = {"type": "array", "items": {"type": "integer", "minimum": 0, "maximum": MOST},
           "minItems": 3, "maxItems": 3, "default": [0, 0, 0]}

TALLY: dict[str, Any] = {
    "title": "Score pad",
    "description": "What a finished board scores, counted line by line.",
    "properties": {
        "side": {"enum": list(data.sides()), "default": "A",
                 "description": "Board side: A scores the river, B the islands."},
        "trees": {**HEIGHTS, "description": "Trees of 1, 2 and 3 tokens."},
        "mountains": {**HEIGHTS, "description": "Mountains of 1, 2 and 3 tokens next to "
                      "another mountain."},
        "fields": {"type": "integer", "minimum": 0, "maximum": MOST // 2, "default": 0,
                   "description": "Fields (groups of two or more yellow tokens)."},
        "buildings": {"type": "integer", "minimum": 0, "maximum": MOST, "default": 0,
                      "description": "Buildings with three or more colours around."},
        "water": {"type": "integer", "minimum": 0, "maximum": MOST, "default": 0,
                  "description": "Side A: tokens in the longest river. Side B: islands."},
        "cards": {"type": "object", "propertyNames": {"enum": list(data.card_keys())},
                  "additionalProperties": {"type": "integer", "minimum": 0, "maximum": 5},
                  "default": {}, "description": "Cubes placed from each animal card."},
    },
}

SAMPLE_TALLY: dict[str, Any] = {"mode": "tally", "side": "A", "trees": [1, 1, 1],
                                "mountains": [1, 1, 0], "fields": 1, "buildings": 1,
                                "water": 5, "cards": {"kingfisher": 2, "frog": 3}}


def read_tally(payload: Any) -> tuple[tuple[Part, ...], int]:
    """The parts a counted board scores, and the cubes placed; impossible counts refused."""
    r = tally_reader(payload, TALLY)
    side = r.str("side", data.sides(), "A")
    spaces = len(data.spaces(side))
    trees = counts(r.raw("trees", [0, 0, 0]), "input.trees", 3, spaces, TREES, "trees")
    hills = counts(r.raw("mountains", [0, 0, 0]), "input.mountains", 3, spaces, MOUNTAINS,
                   "mountains")
    if 0 < sum(hills) < 2:
        raise SetupError("a mountain scores only next to another, so scoring mountains come "
                         "two or more", expected="0, or 2 or more", got=sum(hills),
                         rule=MOUNTAINS, where="input.mountains")
    fields = count(r.raw("fields", 0), "input.fields", spaces // 2, FIELDS, "fields",
                   "the board can hold")
    buildings = count(r.raw("buildings", 0), "input.buildings", spaces, BUILDINGS,
                      "buildings", "the board can hold")
    water = count(r.raw("water", 0), "input.water", spaces, RIVER, "water", "spaces")
    used = sum(trees) + sum(hills) + 2 * fields + buildings
    if used > spaces:
        raise SetupError("more trees, mountains, fields and buildings than the board has "
                         "spaces", expected=f"at most {spaces} spaces", got=used,
                         rule="harmonies.board.sides", where="input")
    cards = CardsCode(spirits=False).load(r.raw("cards", {}), "input.cards", Context())
    s = data.scoring
    parts = (
        Part("Trees", sum(n * p for n, p in zip(trees, s("trees"), strict=True)), TREES,
             key="trees"),
        Part("Mountains", sum(n * p for n, p in zip(hills, s("mountains"), strict=True)),
             MOUNTAINS, key="mountains"),
        Part("Fields", fields * s("field"), FIELDS, key="fields"),
        Part("Buildings", buildings * s("building"), BUILDINGS, key="buildings"),
        (Part("River", data.river_points(water), RIVER, key="water")
         if data.water_kind(side) == "river"
         else Part("Islands", water * s("island"), ISLANDS, key="water")),
    )
    return parts + animal_parts(cards), sum(n for _, n in cards)
