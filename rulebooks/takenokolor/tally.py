"""The Takenokolor calculator's tally mode: what the sheet's score boxes count at the end
(leaf points on coloured bamboo, the sun, the circled ladybirds), scored by the same numbers
as a drawn sheet.

>>> [(p.key, p.points) for p in read_tally({"mode": "tally", "leaves": 16, "sun": True,
...                                         "ladybirds": 3})]
[('leaves', 16), ('sun', 5), ('ladybirds', 3)]
"""

from __future__ import annotations

from typing import Any

from ..core.codec import Reader
from ..core.errors import SetupError
from ..core.score import Part
from ..core.tally import count
from . import data
from .sheet import LADYBIRD_POINTS, LEAVES, SUN_POINTS


def _leaf_totals() -> list[int]:
    return sorted(sum(s.leaves for s in b.sections) for b in data.bamboos())


MAX_LEAVES = sum(_leaf_totals())

TALLY: dict[str, Any] = {
    "title": "Score boxes",
    "description": "What a finished sheet 1 scores, box by box.",
    "properties": {
        "leaves": {"type": "integer", "minimum": 0, "maximum": MAX_LEAVES, "default": 0,
                   "title": "Leaf points",
                   "description": "Leaf points on the coloured bamboo sections."},
        "sun": {"type": "boolean", "default": False, "title": "Sun completed",
                "description": "Every section of the sun coloured."},
        "ladybirds": {"type": "integer", "minimum": 0, "maximum": len(data.bamboos()),
                      "default": 0, "title": "Ladybirds",
                      "description": "Circled ladybirds (completed bamboos)."},
    },
}

SAMPLE_TALLY: dict[str, Any] = {"mode": "tally", "leaves": 17, "sun": True, "ladybirds": 3}


def read_tally(payload: Any) -> list[Part]:
    """The parts a counted sheet scores; counts no sheet can show are refused by field."""
    r = Reader(payload, "input", ("mode", *TALLY["properties"]))
    leaves = count(r.raw("leaves", 0), "input.leaves", MAX_LEAVES, LEAVES, "leaf points",
                   "the sheet's bamboo shows")
    birds = count(r.raw("ladybirds", 0), "input.ladybirds", len(data.bamboos()),
                  LADYBIRD_POINTS, "ladybirds", "there are bamboos")
    least = sum(_leaf_totals()[:birds])
    if leaves < least:
        raise SetupError(f"{birds} completed bamboos show at least {least} leaf points",
                         expected=f"{least} or more", got=leaves, rule=LEAVES,
                         where="input.leaves")
    parts = [Part("Leaves on coloured bamboo", leaves, LEAVES, key="leaves")] if leaves else []
    if r.bool("sun", False):
        parts.append(Part("Sun completed", data.points("sun_points"), SUN_POINTS, key="sun"))
    if birds:
        parts.append(Part(f"Ladybirds ×{birds}", birds * data.points("ladybird_points"),
                          LADYBIRD_POINTS, key="ladybirds"))
    return parts
