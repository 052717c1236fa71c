"""The Great Western Trail calculator: each player's end-of-game position (or the score
pad's eleven rows) in, every player's points and the winners out.

>>> result = score(SAMPLE)
>>> result.totals() == score(SAMPLE_TALLY).totals()
True
>>> result.fact("winners")
[0]
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from ..core.codec import Reader
from ..core.errors import NotationError, SetupError
from ..core.html import esc
from ..core.output import SEATS, result_schema
from ..core.score import Breakdown, winners_fact
from ..core.tally import TALLY as TALLY_MODE
from ..core.tally import mode_of, tally_html, with_modes, without_mode
from . import data, scoring
from . import rules_ids as R
from .render import cattle_html, objective_html
from .seats import fresh_seat
from .tally import SAMPLE_TALLY, TALLY, read_tally

HAZARD_CODES = sorted({f"{k}:{p}:{h}" for k in data.HAZARD_KINDS for p, h in data.HAZARD_TILES})
SEAT_FIELDS: dict[str, Any] = {
    "dollars": {"type": "integer", "minimum": 0, "default": 0,
                "description": "Dollars at the end."},
    "buildings": {"type": "array", "items": {"enum": list(data.BUILDINGS)}, "default": [],
                  "description": "Private buildings on the trail (1a to 12b, one side of "
                                 "each number)."},
    "deliveries": {"type": "array", "items": {"enum": list(data.CITIES)}, "default": [],
                   "description": "One entry per disc on a city (a city may repeat only "
                   "where the rules allow it)."},
    "stations": {"type": "array", "items": {"type": "integer", "minimum": 1,
                                            "maximum": len(data.STATIONS)}, "default": [],
                 "description": "Numbers of the stations holding your disc."},
    "hazards": {"type": "array", "items": {"enum": HAZARD_CODES}, "default": [],
                "description": "Hazard tiles taken, as kind:points:hand."},
    "outlaws": {"type": "array", "items": {"enum": list(data.OUTLAW_HANDS)}, "default": [],
                "description": "Outlaw tiles taken: green or orange."},
    "cattle": {"type": "array", "items": {"enum": [c.code for c in data.CATTLE_KINDS]},
               "default": [], "description": "Every cattle card of the herd, by code."},
    "workers": {"type": "array", "items": {"type": "integer", "minimum": 1,
                                           "maximum": data.JOBS["row_spaces"]},
                "minItems": 3, "maxItems": 3, "default": [1, 1, 1],
                "description": "Cowboys, builders and engineers on your board."},
    "certificates": {"type": "integer", "minimum": 0, "maximum": 6, "default": 0,
                     "description": "Temporary certificates on your track."},
    "masters": {"type": "array", "items": {"enum": list(data.MASTERS)}, "default": [],
                "description": "Station master tiles taken."},
    "discs": {"type": "array", "items": {"enum": list(data.DISCS)}, "default": [],
              "description": "Disc spaces of your board that are clear."},
    "job_token": {"type": "boolean", "default": False,
                  "description": "Whether you took the job market token."},
    "objectives": {"type": "array", "items": {"enum": list(data.OBJECTIVES)}, "default": [],
                   "description": "Objective cards in your objective area: your starting "
                   "card and those you played (each scored, met or not)."},
    "objective_cards": {"type": "array", "items": {"enum": list(data.OBJECTIVES)},
                        "default": [], "description": "Objective cards still in your herd "
                        "(scored only where that is worth it)."},
}
FULL: dict[str, Any] = {
    "title": "Great Western Trail at the end of a game",
    "description": "For each player in seat order: what they hold and what of theirs is on "
    "the board.",
    "type": "object", "required": ["players"], "additionalProperties": False,
    "properties": {
        "players": {"type": "array", "minItems": data.PLAYERS["min"],
                    "maxItems": data.PLAYERS["max"],
                    "items": {"type": "object", "additionalProperties": False,
                              "properties": SEAT_FIELDS}},
        "player": {"description": "Whose breakdown to show (counting from 1); default: the "
                   "winner.", "type": ["integer", "null"], "minimum": 1, "default": None},
    },
}
SCHEMA = with_modes("Great Western Trail at the end of a game", "Every player's position, "
                    "or the eleven rows of the score pad.", "position", FULL, TALLY)
RESULT = result_schema("Great Western Trail", {"winners": SEATS}, several=True)

SAMPLE: dict[str, Any] = {"players": [
    {"dollars": 23, "buildings": ["2a", "5a", "6a"], "deliveries": ["kansas-city", "bloomington",
     "peoria", "chicago", "toledo"], "stations": [1, 3, 5], "hazards": ["flood:4:green",
     "rockfall:2:black"], "outlaws": ["green", "orange"],
     "cattle": ["CR", "CR", "CR", "CR", "CR", "SG", "SG", "SG", "PW", "PW", "PW", "GA", "GA",
                "GA", "LH", "CO", "SH4", "HE6"],
     "workers": [4, 3, 3], "certificates": 2, "masters": ["hazards"],
     "discs": ["cert1", "train1", "step-points", "hand1", "certs4", "coin2"],
     "job_token": True, "objectives": ["s-bbh", "g-4hh"], "objective_cards": ["d-5h"]},
    {"dollars": 31, "buildings": ["1a", "3a", "4a", "8a"], "deliveries": ["fulton",
     "st-louis", "bloomington", "peoria"], "stations": [2, 4], "hazards": ["drought:3:green"],
     "outlaws": ["orange"],
     "cattle": ["CR", "CR", "CR", "CR", "CR", "SG", "SG", "SG", "PW", "PW", "PW", "GA", "GA",
                "GA", "BA", "BA", "LH", "SH3"],
     "workers": [5, 4, 2], "certificates": 1, "masters": ["workers"],
     "discs": ["cert1", "draw2", "step-dollars", "cull1"], "job_token": False,
     "objectives": ["s-ohh"]},
], "player": None}


def read_positions(payload: Any) -> list[dict[str, int]]:
    """Each player's score pad rows worked out from their position; impossible positions
    (a building or station twice, a city repeated, two job market tokens) are refused."""
    r = Reader(without_mode(payload), "input", FULL["properties"])
    seats = r.list("players")
    low, high = data.PLAYERS["min"], data.PLAYERS["max"]
    if not low <= len(seats) <= high:
        raise SetupError(f"Great Western Trail is for {low} to {high} players",
                         expected=f"{low} to {high} players", got=len(seats), rule=R.ORDER,
                         where="input.players")
    rows, tokens, cards = [], 0, Counter()
    for p, raw in enumerate(seats):
        where = f"input.players[{p}]"
        seat, mine = _seat(Reader(raw, where, tuple(SEAT_FIELDS)), where)
        tokens += seat.job_token
        cards.update(c for c in (*seat.deck, *seat.objectives) if data.is_objective(c))
        rows.append(scoring.seat_figures(seat, mine))
    for card, n in sorted(cards.items()):
        if n > data.OBJECTIVES[card].copies:
            raise SetupError(f"more {card} objective cards than the game has",
                             expected=f"at most {data.OBJECTIVES[card].copies}", got=n,
                             rule=R.OBJECTIVE_SCORE, where="input.players")
    if tokens > 1:
        raise SetupError("only one player takes the job market token", expected="at most one",
                         got=tokens, rule=R.TRIGGER, where="input.players")
    return rows


def _once(items: list[Any], where: str, rule: str, what: str) -> None:
    for i, item in enumerate(items):
        if item in items[:i]:
            raise SetupError(f"{what} {item} appears twice", expected="each once", got=item,
                             rule=rule, where=f"{where}[{i}]")


def _seat(s: Reader, where: str) -> tuple[Any, list[str]]:
    def names(key: str, allowed: list[str]) -> list[str]:
        values = s.list(key, [])
        for i, value in enumerate(values):
            if not isinstance(value, str) or value not in allowed:
                raise NotationError(f"unknown {key} entry {value!r}; one of "
                                    + ", ".join(allowed), where=f"{s.path(key)}[{i}]")
        return values

    buildings = names("buildings", list(data.BUILDINGS))
    _once(buildings, s.path("buildings"), R.BUILD, "building")
    _once([data.building_number(b) for b in buildings], s.path("buildings"), R.SIDES,
          "building number")
    deliveries = names("deliveries", list(data.CITIES))
    _once([d for d in deliveries if not data.CITIES[d].repeat], s.path("deliveries"), R.DELIVER,
          "city")
    stations = s.list("stations", [])
    for i, n in enumerate(stations):
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= len(data.STATIONS):
            raise NotationError(f"a station number from 1 to {len(data.STATIONS)}, got {n!r}",
                                where=f"{s.path('stations')}[{i}]")
    _once(stations, s.path("stations"), R.STATION, "station")
    masters = names("masters", list(data.MASTERS))
    _once(masters, s.path("masters"), R.MASTER, "station master")
    discs = names("discs", list(data.DISCS))
    _once(discs, s.path("discs"), R.DISCS, "disc space")
    workers = s.list("workers", [1, 1, 1])
    for i, n in enumerate(workers):
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= data.JOBS["row_spaces"]:
            raise NotationError(f"a worker count from 1 to {data.JOBS['row_spaces']}, got {n!r}",
                                where=f"{s.path('workers')}[{i}]")
    if len(workers) != 3:
        raise SetupError("three worker counts (cowboys, builders, engineers)",
                         expected=f"three numbers from 1 to {data.JOBS['row_spaces']}",
                         got=workers, rule=R.HIRE, where=s.path("workers"))
    played = names("objectives", list(data.OBJECTIVES))
    held = names("objective_cards", [o.id for o in data.OBJECTIVE_KINDS if not o.start])
    seat = replace(fresh_seat(0, (), ()), money=s.int("dollars", 0, None, 0),
                   certs=s.int("certificates", 0, 6, 0),
                   deck=(*names("cattle", [c.code for c in data.CATTLE_KINDS]), *held),
                   objectives=tuple(played),
                   hazards=tuple(names("hazards", HAZARD_CODES)),
                   outlaws=tuple(names("outlaws", list(data.OUTLAW_HANDS))),
                   workers=tuple(workers), deliveries=tuple(deliveries),
                   stations=tuple(stations), masters=tuple(masters), discs=tuple(discs),
                   job_token=s.bool("job_token", False))
    return seat, buildings


def score(payload: Any) -> Breakdown:
    """Every player's points, row by row; the breakdown's total is the winner's (or that of
    ``player``)."""
    rows = read_tally(payload) if mode_of(payload, "position") == TALLY_MODE \
        else read_positions(payload)
    chosen = Reader(payload, "input").int("player", 1, None, None)
    if chosen is not None and chosen > len(rows):
        raise SetupError("the player whose breakdown to show sits at the table",
                         expected=f"1 to {len(rows)}", got=chosen, where="input.player")
    return standings(rows, chosen)


def standings(rows: list[dict[str, int]], chosen: int | None) -> Breakdown:
    parts = tuple(replace(part, player=p) for p, mine in enumerate(rows)
                  for part in scoring.tally(mine).parts)
    totals = [sum(mine.values()) for mine in rows]
    best = max(totals)
    winners = [p for p, t in enumerate(totals) if t == best]
    player = winners[0] if chosen is None else chosen - 1
    facts = (winners_fact(winners),)
    return Breakdown(parts, note=f"The total is player {player + 1}'s.", facts=facts,
                     focus=player)


def render_input(payload: Any) -> str:
    if mode_of(payload, "position") == TALLY_MODE:
        read_tally(payload)
        seat_schema = TALLY["properties"]["players"]["items"]
        return "".join(tally_html(seat, seat_schema, f"Player {p + 1}")
                       for p, seat in enumerate(payload["players"]))
    read_positions(payload)
    seats = []
    for p, seat in enumerate(payload["players"]):
        cattle = "".join(cattle_html(c) for c in seat.get("cattle", []) if data.cattle(c).points)
        cattle += "".join(objective_html(c) for c in (*seat.get("objectives", []),
                                                      *seat.get("objective_cards", [])))
        facts = "".join(f"<dt>{esc(key)}</dt><dd>{esc(seat[key])}</dd>" for key in SEAT_FIELDS
                        if key in seat and key not in ("cattle", "objectives", "objective_cards"))
        seats.append(f'<section class="rb-gwt-seat"><h4>{esc(f"Player {p + 1}")}</h4>'
                     f'<dl>{facts}</dl><div class="rb-gwt-cards">{cattle}</div></section>')
    return f'<div class="rb-table rb-gwt"><div class="rb-gwt-seats">{"".join(seats)}</div></div>'


__all__ = ["RESULT", "SAMPLE", "SAMPLE_TALLY", "SCHEMA", "render_input", "score"]
