"""The calculator's tally mode: the score pad's eleven rows per player, as counted at the
table. Figures no real game can give are refused with the row, what is possible and the
rule.

>>> rows = read_tally({"mode": "tally", "players": [{"dollars": 5, "token": 2}, {"cities": -6}]})
>>> rows[0]["token"], rows[1]["cities"], rows[1]["dollars"]
(2, -6, 0)
"""

from __future__ import annotations

from typing import Any

from ..core.codec import Reader
from ..core.errors import NotationError, SetupError
from ..core.tally import tally_reader
from . import data, scoring
from . import rules_ids as R

RULES = {key: rule for key, _, rule in scoring.ROWS}
# rows with a fixed set of possible values, and rows that cannot go below zero
CHOICES = {"disc": [0, *(d.points for d in data.DISCS.values() if d.points)],
           "token": [0, data.JOBS["token_points"]]}
MAX_WORKER_POINTS = 3 * (data.JOBS["row_spaces"] - 4) * data.JOBS["late_worker_points"]
HIGH = {
    # each number on one side: the better side of each
    "buildings": sum(max(b.points for i, b in data.BUILDINGS.items()
                         if data.building_number(i) == n) for n in data.BUILDING_NUMBERS),
    "stations": sum(s.points for s in data.STATIONS),
    "hazards": sum(p for p, _ in data.HAZARD_TILES) * len(data.HAZARD_KINDS),
    "cattle": sum(c.points * c.copies for c in data.CATTLE_KINDS),
    "workers": MAX_WORKER_POINTS,
}
SIGNED = ("cities", "objectives")


def _row_schema(key: str, label: str) -> dict[str, Any]:
    spec: dict[str, Any] = {"type": "integer", "default": 0, "description": label}
    if key in CHOICES:
        spec["enum"] = CHOICES[key]
    elif key not in SIGNED:
        spec["minimum"] = 0
        if key in HIGH:
            spec["maximum"] = HIGH[key]
    return spec


TALLY: dict[str, Any] = {
    "title": "The score pad",
    "description": "For each player in seat order, the points of each row of the score pad.",
    "required": ["players"],
    "properties": {
        "players": {
            "type": "array", "minItems": data.PLAYERS["min"], "maxItems": data.PLAYERS["max"],
            "items": {"type": "object", "additionalProperties": False,
                      "properties": {key: _row_schema(key, label)
                                     for key, label, _ in scoring.ROWS}},
        },
        "player": {"description": "Whose total to give (counting from 1); default: the "
                   "winner.", "type": ["integer", "null"], "minimum": 1, "default": None},
    },
}

SAMPLE_TALLY: dict[str, Any] = {"mode": "tally", "players": [
    {"dollars": 4, "buildings": 10, "cities": 0, "stations": 6, "hazards": 6, "cattle": 15,
     "objectives": 4, "masters": 3, "workers": 0, "disc": 3, "token": 2},
    {"dollars": 6, "buildings": 11, "cities": -3, "stations": 3, "hazards": 3, "cattle": 7,
     "objectives": 0, "masters": 11, "workers": 4, "disc": 0, "token": 0}]}


def read_tally(payload: Any) -> list[dict[str, int]]:
    r = tally_reader(payload, TALLY)
    seats = r.list("players")
    low, high = data.PLAYERS["min"], data.PLAYERS["max"]
    if not low <= len(seats) <= high:
        raise SetupError(f"Great Western Trail is for {low} to {high} players",
                         expected=f"{low} to {high} players", got=len(seats), rule=R.ORDER,
                         where="input.players")
    rows = [_seat(seat, f"input.players[{p}]") for p, seat in enumerate(seats)]
    if sum(1 for row in rows if row["token"]) > 1:
        raise SetupError("only one player takes the job market token", expected="at most one",
                         got=sum(1 for row in rows if row["token"]), rule=RULES["token"],
                         where="input.players")
    return rows


def _seat(raw: Any, where: str) -> dict[str, int]:
    keys = tuple(key for key, _, _ in scoring.ROWS)
    s = Reader(raw, where, keys)
    out = {}
    for key in keys:
        value = s.raw(key, 0)
        spot = s.path(key)
        if isinstance(value, bool) or not isinstance(value, int):
            raise NotationError(f"{key}: a whole number of points, got {value!r}", where=spot)
        if key in CHOICES and value not in CHOICES[key]:
            raise SetupError(f"the {key} row scores only these", expected=" or ".join(
                map(str, CHOICES[key])), got=value, rule=RULES[key], where=spot)
        if key not in SIGNED and value < 0:
            raise SetupError(f"the {key} row cannot be negative", expected="0 or more",
                             got=value, rule=RULES[key], where=spot)
        if key in HIGH and value > HIGH[key]:
            raise SetupError(f"more {key} points than the game holds",
                             expected=f"0 to {HIGH[key]}", got=value, rule=RULES[key],
                             where=spot)
        if key == "workers" and value % data.JOBS["late_worker_points"]:
            raise SetupError("worker points come in steps of "
                             f"{data.JOBS['late_worker_points']}",
                             expected=f"a multiple of {data.JOBS['late_worker_points']}",
                             got=value, rule=RULES[key], where=spot)
        out[key] = value
    return out
