"""The JSON Schema of what a calculator gives back: a breakdown (see ``score.Breakdown``).

Every calculator's result has the same frame (total, parts with key, player, rule and
points, keyed facts); a game names its facts and their types.

>>> schema = result_schema("Golf", {"lines": {"type": "string"}})
>>> schema["properties"]["facts"]["required"]
['lines']
"""

from __future__ import annotations

from typing import Any

KEY_PATTERN = r"^[a-z0-9][a-z0-9_.-]*$"
SEAT = {"type": "integer", "minimum": 0, "description": "A seat, counting players from 0."}
SEATS = {"type": "array", "items": SEAT}

PART = {
    "type": "object",
    "required": ["key", "player", "label", "points", "rule", "link", "detail"],
    "additionalProperties": False,
    "properties": {
        "key": {"type": "string", "pattern": KEY_PATTERN,
                "description": "Stable name of the part, the same from one score to the next."},
        "player": {"type": ["integer", "null"], "minimum": 0,
                   "description": "Whose part it is (a seat from 0); null for a one-sheet score."},
        "label": {"type": "string"},
        "points": {"type": "integer"},
        "rule": {"type": "string", "description": "Id of the rule the points come from."},
        "link": {"type": "string"},
        "detail": {"type": "string"},
    },
}


def result_schema(game: str, facts: dict[str, Any], optional: tuple[str, ...] = (),
                  several: bool = False) -> dict[str, Any]:
    """The output schema of ``game``'s calculator. ``facts`` maps each fact's key to the
    schema of its value; keys in ``optional`` may be absent. ``several``: the breakdown holds
    every player's parts, so it also gives ``player`` (whose total ``total`` is) and
    ``totals`` (a calculator whose other mode holds several players may give them too)."""
    properties: dict[str, Any] = {
        "total": {"type": "integer"},
        "parts": {"type": "array", "items": PART},
        "facts": {"type": "object", "additionalProperties": False, "properties": facts,
                  "required": [k for k in facts if k not in optional]},
        "fact_labels": {"type": "array", "items": {
            "type": "object", "required": ["key", "label", "text"], "additionalProperties": False,
            "properties": {"key": {"type": "string", "enum": list(facts)},
                           "label": {"type": "string"}, "text": {"type": "string"}}}},
        "note": {"type": "string"},
    }
    required = ["total", "parts", "facts", "fact_labels"]
    properties["player"] = SEAT  # whose total ``total`` is, when the parts are several players'
    properties["totals"] = {"type": "array", "items": {"type": "integer"}}
    if several:
        required += ["player", "totals"]
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": f"{game} calculator result",
        "type": "object",
        "required": required,
        "additionalProperties": False,
        "properties": properties,
    }
