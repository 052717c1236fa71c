"""The Welcome To... calculator: one finished sheet in, its score breakdown out.

>>> score({"streets": ["1 | 2 3 4 5 6 7 8 9 10", "_ _ _ _ _ _ _ _ _ _ _",
...                    "_ _ _ _ _ _ _ _ _ _ _ _"]}).total
1
"""

from __future__ import annotations

from typing import Any

from ..core.codec import Reader
from ..core.errors import SetupError
from ..core.output import result_schema
from ..core.score import Breakdown, Fact, Part
from ..core.tally import TALLY as TALLY_MODE
from ..core.tally import mode_of, tally_html, with_modes, without_mode
from . import data, scoring
from .moves import parse_place
from .notation import read_sheet
from .render import sheet_html
from .sheet import Sheet
from .tally import TALLY, neighbourhood_parts, read_tally

ICE = "welcometo.icecream.score"
KEYS = ("streets", "parks", "values", "temps", "refusals", "plans", "rivals", "temp_ties",
        "christmas", "ice_cream", "only")
_INTS = {"type": "array", "items": {"type": "integer", "minimum": 0}}
# a street as notation.read_street reads it: houses apart, fences only between two houses
_HOUSE = r"(_|[Rr]|\d{1,3}[bpuBPU]*)"
STREET = rf"^\s*({_HOUSE}([\s|]+{_HOUSE})*)?\s*$"


def _SIZE(n: int) -> dict[str, int]:
    return {"minItems": n, "maxItems": n}


FULL: dict[str, Any] = {
    "title": "Welcome To... score sheet",
    "description": "One player's sheet at the end of the game.",
    "type": "object",
    "required": ["streets"],
    "additionalProperties": False,
    "properties": {
        "streets": {
            "description": "Three lines, top street first (10, 11 and 12 houses): houses "
            "separated by spaces, '|' for a fence between two houses; a house is _ (empty), "
            "R (roundabout) or a number with b (bis), p (its planned pool built), u (used "
            "for a plan) after it.",
            "type": "array", "minItems": 3, "maxItems": 3,
            "items": {"type": "string", "pattern": STREET,
                      "examples": ["1 2 3p | 4 5 6 | 7p 8p | 10 12"]},
        },
        "parks": {**_INTS, **_SIZE(3), "description": "Parks built in each street.",
                  "default": [0, 0, 0]},
        "values": {**_INTS, **_SIZE(6), "description": "Boxes ticked in the estate-value "
                   "columns for estates of 1 to 6 houses.", "default": [0] * 6},
        "temps": {"type": "integer", "minimum": 0, "default": 0,
                  "description": "Temp agency boxes ticked."},
        "refusals": {"type": "integer", "minimum": 0, "default": 0,
                     "description": "Building permit refusals crossed off."},
        "plans": {**_INTS, **_SIZE(3),
                  "description": "Points written in the plan boxes n°1, n°2, n°3.",
                  "default": [0, 0, 0]},
        "rivals": {**_INTS, "description": "The other players' temp agency boxes, to rank "
                   "yours (none: a solo game, where the temp agency pays only with enough "
                   "boxes).", "default": []},
        "temp_ties": {"enum": list(scoring.TIES), "default": "dense",
                      "description": "How tied temp agency counts are ranked."},
        "christmas": {"type": "boolean", "default": False,
                      "description": "Score the Christmas lights of each street."},
        "ice_cream": {"type": "object", "additionalProperties": False,
                      "description": "Ice Cream Truck: the houses whose cones are circled "
                      "(street.house) and the streets whose bonus was won.",
                      "properties": {"circled": {"type": "array", "items": {"type": "string"},
                                                 "examples": [["1.3", "2.4"]]},
                                     "bonus": {"type": "array",
                                               "items": {"type": "integer", "minimum": 1}}}},
        "only": {"type": "array", "items": {"enum": list(scoring.LINES)},
                 "description": "Score only these lines (for examples); default: all."},
    },
}

SCHEMA = with_modes("Welcome To... score", "One player's sheet at the end of the game: "
                    "drawn house by house, or the figures of its score box.", "sheet", FULL,
                    TALLY)

SAMPLE: dict[str, Any] = {
    "streets": ["1 2 3p | 4 5 6 | 7p 8p | 10 12",
                "0p | 2 3 4p | 6 7 8 | 9p 9b 12 14",
                "1 2p | 3 5 6 | 7 8p 9 10 | 11 13p _"],
    "parks": [2, 3, 2],
    "values": [0, 1, 2, 1, 0, 0],
    "temps": 4,
    "refusals": 1,
    "plans": [8, 0, 7],
    "rivals": [3, 5],
}


def read(payload: Any) -> tuple[Sheet, Reader]:
    """The sheet and a reader for the other fields; unknown fields are refused."""
    r = Reader(without_mode(payload), "input", KEYS)
    fields = {k: r.data[k] for k in ("streets", "parks", "values", "temps", "refusals", "plans")
              if k in r.data}
    return read_sheet(fields, "input"), r


def _temp_points(sheet: Sheet, r: Reader) -> int:
    rivals = r.list("rivals", [])
    for i, value in enumerate(rivals):
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= \
                data.temp_boxes():
            raise SetupError("a rival's temp boxes", expected=f"0 to {data.temp_boxes()}",
                             got=value, rule="welcometo.effect.temp", where=f"input.rivals[{i}]")
    ties = r.str("temp_ties", scoring.TIES, "dense")
    return scoring.temp_awards([sheet.temps, *rivals], ties)[0]


def _ice_parts(r: Reader) -> list[Part]:
    if "ice_cream" not in r.data:
        return []
    ice = r.obj("ice_cream", keys=("circled", "bonus"))
    streets = data.streets()
    circled: list[tuple[int, int]] = []
    for i, text in enumerate(ice.list("circled", [])):
        where = f"input.ice_cream.circled[{i}]"
        s, h = parse_place(text if isinstance(text, str) else repr(text), where)
        if h + 1 not in streets[s].cones:
            raise SetupError("a house with an ice cream cone", expected=", ".join(
                f"{spec.index + 1}.{c}" for spec in streets for c in spec.cones), got=text,
                rule="welcometo.icecream", where=where)
        circled.append((s, h))
    bonus = ice.list("bonus", [])
    for i, street in enumerate(bonus):
        if not isinstance(street, int) or isinstance(street, bool) or not 1 <= street <= len(
                streets) or bonus.index(street) != i:
            raise SetupError("a street whose bonus was won, once each", expected=f"1 to "
                             f"{len(streets)}", got=street, rule="welcometo.icecream.score",
                             where=f"input.ice_cream.bonus[{i}]")
    scoops = sum(streets[s].scoops[streets[s].cones.index(h + 1)] for s, h in set(circled))
    extra = sum(1 for s, _ in set(circled) if s + 1 in bonus)
    return [Part("Ice cream", scoops + extra, ICE,
                 f"{len(set(circled))} cone(s) circled, {scoops} scoop(s), {extra} bonus "
                 "point(s)", "cones")]


def score(payload: Any) -> Breakdown:
    """Score one sheet: ``{"streets": [...], "parks": [...], ...}``, or its score box's
    figures: ``{"mode": "tally", "estates": [...], "pools": 3, ...}``."""
    if mode_of(payload, "sheet") == TALLY_MODE:
        counts, temp = read_tally(payload)
        lines = {**scoring.count_lines(counts, temp), **neighbourhood_parts(payload)}
        parts = [part for name in scoring.LINES for part in lines.get(name, [])]
        return Breakdown(tuple(parts), facts=_estate_facts(counts.estates))
    sheet, r = read(payload)
    only = tuple(r.list("only", []))
    for i, name in enumerate(only):
        if name not in scoring.LINES:
            raise SetupError("no such scoring line", expected=", ".join(scoring.LINES), got=name,
                             where=f"input.only[{i}]")
    parts = scoring.sheet_parts(sheet, _temp_points(sheet, r), lights=r.bool("christmas", False),
                                only=only)
    if not only or "cones" in only:
        parts += _ice_parts(r)
    return Breakdown(tuple(parts), facts=_estate_facts(scoring.counts_of(sheet).estates))


def _estate_facts(by_size: tuple[int, ...]) -> tuple[Fact, ...]:
    return (Fact("estates", "Completed estates", sum(by_size)),
            Fact("estates_by_size", "Estates by size", list(by_size),
                 " ".join(f"{k}:{n}" for k, n in zip(data.estate_sizes(), by_size, strict=True))))


def render_input(payload: Any) -> str:
    if mode_of(payload, "sheet") == TALLY_MODE:
        return tally_html(payload, TALLY)
    sheet, _ = read(payload)
    return sheet_html(sheet, title="Score sheet")


RESULT = result_schema("Welcome To...", {
    "estates": {"type": "integer", "minimum": 0, "description": "Completed estates."},
    "estates_by_size": {"type": "array", "items": {"type": "integer", "minimum": 0},
                        "minItems": len(data.estate_sizes()),
                        "maxItems": len(data.estate_sizes()),
                        "description": "Completed estates of 1, 2, ... houses."},
})
