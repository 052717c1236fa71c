"""The Deus calculator: one player's end of game in, the score breakdown out.

The full position gives the player's VP tokens, temple cards, buildings on the map by kind
and locations occupied, and every player's goods left (for the majorities). The tally gives
what a score pad counts: tokens, each temple's points, and majorities won.

>>> score(SAMPLE).total
30
>>> score({"mode": "tally", "vp": 9, "temples": [8, 12], "majorities": 1}).total
31
"""

from __future__ import annotations

from typing import Any

from ..core.codec import Reader
from ..core.errors import NotationError, SetupError
from ..core.html import data_table
from ..core.output import result_schema
from ..core.score import Breakdown, Fact, Part
from ..core.tally import TALLY as TALLY_MODE
from ..core.tally import count, mode_of, tally_html, with_modes, without_mode
from . import data
from .scoring import MAJORITY, MAJORITY_GOODS, TEMPLES, TOKENS, score_parts

TEMPLE_CARDS = tuple(c for c, spec in data.cards().items() if spec.type == "temple")
PIECES = data.game("pieces_per_type")
MOST_TEMPLES = data.temple_stock(data.players()[1])
LIMIT = data.game("resource_limit")
CAP = data.game("temple_cap")


def _counts(high: int) -> dict[str, Any]:
    return {"type": "integer", "minimum": 0, "maximum": high}


GOODS_ITEM = {
    "type": "object", "additionalProperties": False,
    "properties": {**{r: _counts(LIMIT * data.players()[1]) for r in data.resources()},
                   "gold": {"type": "integer", "minimum": 0}},
}
FULL: dict[str, Any] = {
    "title": "Deus end of game",
    "description": "One player's end of game.",
    "type": "object",
    "required": ["goods"],
    "properties": {
        "player": {"type": "integer", "minimum": 0, "maximum": data.players()[1] - 1,
                   "default": 0, "description": "Whose score, counting players from 0."},
        "vp": {"type": "integer", "minimum": 0, "default": 0,
               "description": "VP tokens won during the game."},
        "temples": {"type": "array", "items": {"enum": list(TEMPLE_CARDS)},
                    "uniqueItems": True, "default": [],
                    "description": "The temple cards the player built."},
        "buildings": {"type": "object", "additionalProperties": False, "default": {},
                      "description": "The player's buildings on the map, by kind.",
                      "properties": {**{k: _counts(PIECES) for k in data.active_types()},
                                     "temple": _counts(MOST_TEMPLES)}},
        "locations": {"type": "integer", "minimum": 0, "default": 0,
                      "description": "Locations the player occupies."},
        "goods": {"type": "array", "minItems": data.players()[0],
                  "maxItems": data.players()[1], "items": GOODS_ITEM,
                  "description": "Every player's resources and gold left, in seat order."},
    },
}
TALLY: dict[str, Any] = {
    "title": "Score pad",
    "description": "What a score pad counts for one player.",
    "properties": {
        "vp": {"type": "integer", "minimum": 0, "default": 0, "description": "VP tokens."},
        "temples": {"type": "array", "items": _counts(CAP), "maxItems": len(TEMPLE_CARDS),
                    "default": [], "description": "Each temple card's points."},
        "majorities": {"type": "integer", "minimum": 0, "maximum": len(MAJORITY_GOODS),
                       "default": 0, "description": "Resources and gold the player has the "
                       "most of (ties count)."},
    },
}
SCHEMA = with_modes("Deus score", "One player's end of game: the position, or the score "
                    "pad's counts.", "position", FULL, TALLY)
SAMPLE: dict[str, Any] = {
    "player": 0, "vp": 9, "temples": ["T1", "T11"],
    "buildings": {"maritime": 3, "production": 2, "civil": 1, "temple": 2}, "locations": 4,
    "goods": [{"wood": 2, "gold": 7}, {"wood": 1, "clay": 3, "gold": 2}],
}
SAMPLE_TALLY: dict[str, Any] = {"mode": "tally", "vp": 9, "temples": [9, 8], "majorities": 2}
RESULT = result_schema("Deus", {
    "temples": {"type": "integer", "minimum": 0, "description": "Temple cards built."},
}, optional=("temples",))


def _whole(value: Any, where: str, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise NotationError(f"expected a whole number, got {value!r}", where=where)
    return count(value, where, high)


def _temples(r: Reader) -> list[str]:
    cards = r.list("temples", [])
    for i, card in enumerate(cards):
        if card not in TEMPLE_CARDS:
            raise NotationError(f"{card!r} is not a temple card; they are "
                                f"{TEMPLE_CARDS[0]} to {TEMPLE_CARDS[-1]}",
                                where=f"input.temples[{i}]")
    if len(set(cards)) < len(cards):
        raise SetupError("a temple card is listed twice", expected="each card once",
                         got=len(cards), rule=TEMPLES, where="input.temples")
    return cards


def _goods(r: Reader) -> list[dict[str, int]]:
    items = r.list("goods")
    found = []
    for i, item in enumerate(items):
        g = Reader(item, f"input.goods[{i}]", [*data.resources(), "gold"])
        found.append({k: _whole(g.raw(k, 0), g.path(k)) for k in (*data.resources(), "gold")})
    if not data.players()[0] <= len(found) <= data.players()[1]:
        raise SetupError("one entry per player", expected=f"{data.players()[0]} to "
                         f"{data.players()[1]} entries", got=len(found), where="input.goods")
    stock = LIMIT * len(found)  # the shared stock of the official rules (the default)
    for k in data.resources():
        if sum(g[k] for g in found) > stock:
            raise SetupError(f"the shared stock has {stock} {k} in all", expected=f"at most "
                             f"{stock} held together", got=sum(g[k] for g in found),
                             rule="deus.resources.limit", where=f"input.goods[*].{k}")
    return found


def read_input(payload: Any) -> tuple[int, int, list[str], dict[str, int], int,
                                      list[dict[str, int]]]:
    r = Reader(without_mode(payload), "input", FULL["properties"])
    temples, goods = _temples(r), _goods(r)
    player = _whole(r.raw("player", 0), "input.player")
    if player >= len(goods):
        raise SetupError("no such player", expected=f"0 to {len(goods) - 1}", got=player,
                         where="input.player")
    b = Reader(r.raw("buildings", {}), "input.buildings", data.type_names())
    on_map = {k: _whole(b.raw(k, 0), b.path(k)) for k in data.type_names()}
    for k, n in on_map.items():
        high = MOST_TEMPLES if k == "temple" else PIECES
        if n > high:
            raise SetupError(f"more {k} buildings than exist", expected=f"0 to {high}", got=n,
                             rule="deus.types", where=f"input.buildings.{k}")
    if on_map["temple"] > len(temples):
        raise SetupError("every temple building on the map has its temple card",
                         expected=f"at most {len(temples)}", got=on_map["temple"],
                         rule="deus.build.temple", where="input.buildings.temple")
    locations = _whole(r.raw("locations", 0), "input.locations")
    total = sum(on_map.values())
    fewest = -(-total // len(data.type_names()))
    if not fewest <= locations <= total:
        raise SetupError("the buildings stand on these locations, at most one of each kind "
                         "on each", expected=f"{fewest} to {total}", got=locations,
                         rule="deus.build.one-per-type", where="input.locations")
    vp = _whole(r.raw("vp", 0), "input.vp")
    return player, vp, temples, on_map, locations, goods


def _tally(payload: Any) -> list[Part]:
    r = Reader(payload, "input", ["mode", *TALLY["properties"]])
    vp = _whole(r.raw("vp", 0), "input.vp")
    points = [_whole(v, f"input.temples[{i}]") for i, v in enumerate(r.list("temples", []))]
    for i, p in enumerate(points):
        if p > CAP:
            raise SetupError("a temple scores at most the temple cap", expected=f"0 to {CAP}",
                             got=p, rule=TEMPLES, where=f"input.temples[{i}]")
    if len(points) > len(TEMPLE_CARDS):
        raise SetupError("more temples than temple cards", expected=f"at most "
                         f"{len(TEMPLE_CARDS)}", got=len(points), rule=TEMPLES,
                         where="input.temples")
    won = _whole(r.raw("majorities", 0), "input.majorities")
    if won > len(MAJORITY_GOODS):
        raise SetupError("one majority per resource and gold", expected=f"0 to "
                         f"{len(MAJORITY_GOODS)}", got=won, rule=MAJORITY,
                         where="input.majorities")
    parts = [Part("VP tokens", vp, TOKENS, key="tokens")]
    parts += [Part(f"Temple {i + 1}", p, TEMPLES, key=f"temple.{i + 1}")
              for i, p in enumerate(points)]
    if won:
        parts.append(Part(f"Majorities ×{won}", won * data.game("majority"), MAJORITY,
                          key="majorities"))
    return parts


def score(payload: Any) -> Breakdown:
    """Score one player's end of game (full position or tally)."""
    if mode_of(payload, "position") == TALLY_MODE:
        return Breakdown(tuple(_tally(payload)))
    player, vp, temples, on_map, locations, goods = read_input(payload)
    parts = score_parts(vp, temples, on_map, locations, goods, player)
    return Breakdown(tuple(parts), facts=(Fact("temples", "Temple cards", len(temples)),))


def render_input(payload: Any) -> str:
    if mode_of(payload, "position") == TALLY_MODE:
        _tally(payload)
        return tally_html(payload, TALLY)
    player, vp, temples, on_map, locations, goods = read_input(payload)
    rows = [["Player", player + 1], ["VP tokens", vp], ["Temple cards", ", ".join(temples)],
            *([f"Buildings: {k}", n] for k, n in on_map.items()), ["Locations", locations]]
    rows += [[f"Player {i + 1}'s goods", ", ".join(f"{v} {k}" for k, v in g.items())]
             for i, g in enumerate(goods)]
    return data_table(["Entry", "Value"], rows, name="deus-input")
