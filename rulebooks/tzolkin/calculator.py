"""The Tzolk'in calculator: one player's holdings at the end of the game (or the figures
a score pad asks for) in, the final breakdown out.

>>> score(SAMPLE).total == score(SAMPLE_TALLY).total  # the same game, two ways
True
"""

from __future__ import annotations

from typing import Any

from ..core.codec import Reader
from ..core.errors import NotationError, SetupError
from ..core.html import esc
from ..core.output import result_schema
from ..core.score import Breakdown, Fact, Part
from ..core.tally import TALLY as TALLY_MODE
from ..core.tally import mode_of, tally_html, with_modes, without_mode
from . import data
from .data import RESOURCES, TEMPLES
from .scoring import EARNED_RULES, Table, breakdown
from .seat import EARNED, Seat

WHOLE = {"type": "integer", "minimum": 0, "default": 0}
LEVELS = data.data()["tech"]["levels"]
SPACES = len(data.gear("chi").actions)
GOODS = ("corn", *RESOURCES, "skulls")

FULL: dict[str, Any] = {
    "title": "Tzolk'in holdings",
    "description": "One player's holdings when the game ends, and the points earned during it.",
    "type": "object",
    "additionalProperties": False,
    "properties": {
        **{name: {**WHOLE, "title": name.capitalize()} for name in GOODS},
        "workers": {"type": "integer", "minimum": data.game()["workers_start"],
                    "maximum": data.game()["workers_max"],
                    "default": data.game()["workers_start"], "title": "Workers"},
        "buildings": {"type": "array", "title": "Buildings", "default": [],
                      "items": {"enum": list(data.building_codes())}},
        "monuments": {"type": "array", "title": "Monuments", "default": [],
                      "items": {"enum": list(data.monument_codes())}},
        "temples": {"type": "array", "title": "Temple steps (Chaac, Quetzalcoatl, Kukulcan)",
                    "default": [1, 1, 1], "minItems": 3, "maxItems": 3,
                    "items": {"type": "integer", "minimum": 0,
                              "maximum": max(data.temple(t).top for t in TEMPLES)}},
        "tech": {"type": "array", "title": "Technology levels", "default": [0, 0, 0, 0],
                 "minItems": 4, "maxItems": 4,
                 "items": {"type": "integer", "minimum": 0, "maximum": LEVELS}},
        "jungle": {"type": "array", "title": "Jungle tiles taken (corn, wood)",
                   "default": [0, 0], "minItems": 2, "maxItems": 2,
                   "items": {"type": "integer", "minimum": 0}},
        "players": {"type": "integer", "minimum": data.players()[0],
                    "maximum": data.players()[1], "default": data.players()[0],
                    "title": "Players in the game"},
        "all_monuments": {**WHOLE, "title": "Monuments built by everyone (yours too)"},
        "chichen": {"type": "integer", "minimum": 0, "maximum": SPACES, "default": 0,
                    "title": "Crystal skulls placed at Chichen Itza by everyone"},
        "earned": {"type": "object", "title": "Points earned during the game",
                   "additionalProperties": False, "default": {},
                   "properties": {k: {"type": "integer", "default": 0,
                                      "title": EARNED_RULES[k][0]} for k in EARNED}},
    },
}

TALLY: dict[str, Any] = {
    "title": "Score pad",
    "description": "The figures counted at the table.",
    "properties": {
        "points": {"type": "integer", "default": 0,
                   "title": "Points on the scoring track before the final count"},
        **{name: {**WHOLE, "title": name.capitalize()} for name in GOODS},
        "monument_points": {**WHOLE, "title": "Points the monuments count"},
    },
}

SCHEMA = with_modes("Tzolk'in final count", "One player at the end of the game: holdings "
                    "and earned points, or the score pad's figures.", "holdings", FULL, TALLY)

SAMPLE: dict[str, Any] = {
    "corn": 9, "wood": 1, "stone": 0, "gold": 2, "skulls": 1, "workers": 5,
    "buildings": ["A03", "A14", "B12"], "monuments": ["M07"], "tech": [1, 0, 2, 0],
    "jungle": [2, 1], "earned": {"temples": 6, "bonus": 2, "chichen": 0, "buildings": 8,
                                "hunger": -3},
}
SAMPLE_TALLY: dict[str, Any] = {"mode": "tally", "points": 13, "corn": 9, "wood": 1,
                                "stone": 0, "gold": 2, "skulls": 1, "monument_points": 12}


def _seat(payload: Any) -> Seat:
    r = Reader(payload, "input", FULL["properties"])
    goods = {name: r.int(name, 0, None, 0) for name in GOODS}
    workers = r.int("workers", data.game()["workers_start"], data.game()["workers_max"],
                    data.game()["workers_start"])
    buildings = _codes(r, "buildings", data.building_codes(), "tzolkin.build")
    monuments = _codes(r, "monuments", data.monument_codes(), "tzolkin.monument")
    tech = _ints(r, "tech", 4, LEVELS, "tzolkin.tech")
    temples = _ints(r, "temples", len(TEMPLES), None, "tzolkin.temple", 1)
    for i, (code, step) in enumerate(zip(TEMPLES, temples, strict=True)):
        if step > data.temple(code).top:
            raise NotationError(f"expected a step from 0 to {data.temple(code).top}",
                                where=f"input.temples[{i}]")
    jungle = _ints(r, "jungle", 2, None, "tzolkin.gear.pal")
    earned_reader = r.obj("earned", {}, EARNED)
    earned = tuple(earned_reader.int(k, None, 0 if k == "hunger" else None, 0)
                   for k in EARNED)
    return Seat(**goods, workers=workers, light=True, temples=temples, tech=tech,
                buildings=buildings, monuments=monuments, jungle=jungle, earned=earned)


def _table(payload: Any, seat: Seat) -> Table:
    """The players, everyone's monuments and the skulls at Chichen Itza, checked."""
    r = Reader(payload, "input", FULL["properties"])
    players = r.int("players", data.players()[0], data.players()[1], data.players()[0])
    built = r.int("all_monuments", 0, None, len(seat.monuments))
    if not len(seat.monuments) <= built <= len(data.monument_codes()):
        raise SetupError("everyone's monuments count yours, and each monument exists once",
                         expected=f"from {len(seat.monuments)} to "
                         f"{len(data.monument_codes())}", got=built,
                         rule="tzolkin.final.monuments", where="input.all_monuments")
    chichen = r.int("chichen", 0, SPACES, 0)
    return Table(players=players, monuments=built, chichen=chichen)


def _codes(r: Reader, key: str, known: tuple[str, ...], rule: str) -> tuple[str, ...]:
    items = r.list(key, [])
    for i, code in enumerate(items):
        if not isinstance(code, str) or code not in known:
            raise NotationError(f"unknown code {code!r}", where=f"input.{key}[{i}]")
    if len(set(items)) != len(items):
        raise SetupError("each building and monument exists once", expected="no repeats",
                         got=items, rule=rule, where=f"input.{key}")
    return tuple(items)


def _ints(r: Reader, key: str, size: int, high: int | None, rule: str,
          default: int = 0) -> tuple[int, ...]:
    items = r.list(key, [default] * size)
    values = []
    for i, value in enumerate(items):
        if isinstance(value, bool) or not isinstance(value, int) or value < 0 or (
                high is not None and value > high):
            raise NotationError(f"expected a whole number from 0 to {high}",
                                where=f"input.{key}[{i}]")
        values.append(value)
    if len(values) != size:
        raise SetupError(f"{size} numbers", expected=str(size), got=len(values), rule=rule,
                         where=f"input.{key}")
    return tuple(values)


def score(payload: Any) -> Breakdown:
    """The final breakdown of one player."""
    if mode_of(payload, "holdings") != TALLY_MODE:
        seat = _seat(without_mode(payload))
        return breakdown(seat, _table(without_mode(payload), seat))
    r = Reader(without_mode(payload), "input", TALLY["properties"])
    goods = {name: r.int(name, 0, None, 0) for name in GOODS}
    corn = goods["corn"] + sum(goods[res] * data.market(res) for res in RESOURCES)
    parts = (
        Part("Points earned during the game", r.int("points", None, None, 0),
             "tzolkin.goal", key="earned"),
        Part("Corn, resources sold (a quarter point per corn)",
             corn // data.game()["corn_per_point"], "tzolkin.final.corn",
             detail=f"{corn} corn", key="corn"),
        Part("Crystal skulls kept", goods["skulls"] * data.game()["skull_points"],
             "tzolkin.final.skulls", key="skulls"),
        Part("Monuments", r.int("monument_points", 0, None, 0), "tzolkin.final.monuments",
             key="monuments"),
    )
    return Breakdown(parts, facts=(Fact("corn", "Corn after selling resources", corn),))


def render_input(payload: Any) -> str:
    if mode_of(payload, "holdings") == TALLY_MODE:
        r = Reader(without_mode(payload), "input", TALLY["properties"])
        return f'<div class="rb-tz-calc">{tally_html(r.data, TALLY)}</div>'
    seat = _seat(without_mode(payload))
    goods = " · ".join(f"{getattr(seat, n)} {n}" for n in GOODS)
    return (f'<div class="rb-tz-calc"><p>{esc(goods)}; {seat.workers} workers</p>'
            f"<p>{esc(' '.join(seat.buildings) or '-')} / "
            f"{esc(' '.join(seat.monuments) or '-')}</p></div>")


RESULT = result_schema("Tzolk'in", {
    "corn": {"type": "integer", "minimum": 0,
             "description": "Corn once every resource is sold at the market rate."}})
