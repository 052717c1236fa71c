"""The 7 Wonders Duel calculator: the score pad's rows, or the whole end position (each
city's cards, built Wonders, progress tokens and coins, and the conflict pawn), in; both
players' points by category, the winner and how they won, out.

An immediate victory (military or scientific supremacy) wins whatever the points; the full
position finds it itself, the tally says it in ``supremacy``.

>>> result = score(SAMPLE)
>>> result.fact("winners"), result.fact("victory"), result.totals()
([0], 'civilian', (50, 41))
>>> score(SAMPLE_TALLY).totals()
(54, 51)
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.codec import Reader, require
from ..core.errors import NotationError, SetupError
from ..core.html import esc
from ..core.i18n import tr
from ..core.output import SEATS, result_schema
from ..core.score import Breakdown, Fact, winners_fact
from ..core.tally import TALLY as TALLY_MODE
from ..core.tally import count, mode_of, tally_html, with_modes, without_mode
from . import agora, data, scoring
from .moves import read_id
from .render import card_html, chip, token_html, wonder_html

MILITARY_POINTS = sorted({0, *(z["points"] for z in data.zones())})
SUPREMACY = [None, "military 1", "military 2", "science 1", "science 2", "political 1",
             "political 2"]
CUBES = agora.rule("cubes_each")
MOST_INFLUENCE = sum(c["points"] for c in agora.chambers())
CHOOSER = {"description": "Whose total to give (1 or 2); default: the winner.",
           "type": ["integer", "null"], "minimum": 1, "maximum": 2, "default": None}


def _ids(table: dict[str, Any], what: str) -> dict[str, Any]:
    return {"type": "array", "items": {"enum": sorted(table)}, "default": [],
            "description": what}


FULL: dict[str, Any] = {
    "title": "The table at the end of a game",
    "description": "Each city's buildings, built Wonders, progress tokens and coins, and "
    "where the conflict pawn stands.",
    "type": "object",
    "required": ["players"],
    "properties": {
        "players": {"type": "array", "minItems": 2, "maxItems": 2, "items": {
            "type": "object", "additionalProperties": False, "properties": {
                "cards": _ids(data.cards(), "Ids of the buildings in the city."),
                "wonders": _ids(data.all_wonders(), "Ids of the Wonders built (Agora's too)."),
                "tokens": _ids(data.all_tokens(),
                               "Ids of the progress tokens owned (Agora's too)."),
                "coins": {"type": "integer", "minimum": 0, "default": 0,
                          "description": "Coins left."}}}},
        "conflict": {"type": "integer", "minimum": -data.CAPITAL, "maximum": data.CAPITAL,
                     "default": 0, "description": "The conflict pawn's space: towards "
                     "player 2's capital counts up, towards player 1's down."},
        "senate": {"type": "array", "maxItems": 2, "description":
                   "Agora: each player's influence cubes in the six chambers, left to right "
                   "(given, the influence row is scored; empty: no Agora).", "items": {
                       "type": "array", "minItems": agora.CHAMBERS,
                       "maxItems": agora.CHAMBERS, "items": {
                           "type": "integer", "minimum": 0, "maximum": CUBES}}},
        "player": CHOOSER,
    },
}

ROW_HELP = {"coins": "Points for coins (one per three).",
            "military": "Points of the military track: " + ", ".join(map(str, MILITARY_POINTS))
            + "."}
TALLY: dict[str, Any] = {
    "title": "The score pad",
    "description": "For each player, the points of every row of the score pad.",
    "required": ["players"],
    "properties": {
        "players": {"type": "array", "minItems": 2, "maxItems": 2, "items": {
            "type": "object", "additionalProperties": False, "properties": {**{
                key: ({"type": "integer", "enum": MILITARY_POINTS, "default": 0,
                       "title": label, "description": ROW_HELP["military"]}
                      if key == "military" else
                      {"type": "integer", "minimum": 0, "default": 0, "title": label,
                       "description": ROW_HELP.get(key, f"Points: {label.lower()}.")})
                for key, label, _ in scoring.ROWS},
            scoring.AGORA_ROW[0]: {"type": "integer", "minimum": 0, "default": 0,
                                   "maximum": MOST_INFLUENCE, "title": scoring.AGORA_ROW[1],
                                   "description": "Agora: points of the chambers controlled "
                                   "(counted when agora is true)."}}}},
        "agora": {"type": "boolean", "default": False,
                  "description": "Played with Agora: the influence row counts."},
        "supremacy": {"enum": SUPREMACY, "default": None, "description":
                      "An immediate victory and its player, such as \"military 2\"."},
        "player": CHOOSER,
    },
}

SCHEMA = with_modes("7 Wonders Duel at the end of a game", "Both players' score pad rows, "
                    "or the cities themselves.", "cards", FULL, TALLY)

SAMPLE: dict[str, Any] = {
    "players": [
        {"cards": ["altar", "temple", "pantheon", "palace", "tribunal", "lumber-yard",
                   "quarry", "sawmill", "glassworks", "caravansery", "scriptorium", "library",
                   "magistrates-guild"],
         "wonders": ["pyramids", "colossus"], "tokens": ["agriculture"], "coins": 8},
        {"cards": ["baths", "aqueduct", "stable", "horse-breeders", "walls", "arsenal",
                   "clay-pit", "brickyard", "press", "tavern", "lighthouse", "forum",
                   "workshop", "laboratory"],
         "wonders": ["sphinx", "appian-way", "statue-of-zeus"], "tokens": ["philosophy"],
         "coins": 14},
    ],
    "conflict": -4,
    "player": None,
}

SAMPLE_TALLY: dict[str, Any] = {"mode": "tally", "players": [
    {"civilian": 29, "science": 2, "commercial": 0, "guilds": 5, "wonders": 12,
     "progress": 4, "coins": 2, "military": 0},
    {"civilian": 15, "science": 2, "commercial": 3, "guilds": 0, "wonders": 15,
     "progress": 7, "coins": 4, "military": 5}], "supremacy": None}


def _unique(ids: list[str], where: str, seen: set[str], rule: str) -> None:
    for i, ident in enumerate(ids):
        if ident in seen:
            raise SetupError(f"{data.name(ident)} appears twice", expected="each once",
                             got=ident, rule=rule, where=f"{where}[{i}]")
        seen.add(ident)


def read_table(payload: Any) -> tuple[list[dict[str, Any]], int]:
    """Each city, checked: known ids, each card, Wonder and token once, at most four
    Wonders each and seven in all, guilds and cards of the game only."""
    r = Reader(without_mode(payload), "input", FULL["properties"])
    seats = r.list("players")
    conflict = r.int("conflict", -data.CAPITAL, data.CAPITAL, 0)
    senate = _senate(r.data["senate"]) if r.data.get("senate") != [] and \
        "senate" in r.data else None
    cities: list[dict[str, Any]] = []
    for p, seat in enumerate(seats):
        s = Reader(seat, f"input.players[{p}]", ("cards", "wonders", "tokens", "coins"))
        city = {}
        for key, kind in (("cards", "c"), ("wonders", "w"), ("tokens", "p")):
            city[key] = [read_id(_text(v, f"{s.path(key)}[{i}]"), kind, f"{s.path(key)}[{i}]")
                         for i, v in enumerate(s.list(key, []))]
        city["coins"] = s.int("coins", 0, None, 0)
        cities.append(city)
    if len(cities) != 2:
        raise SetupError("7 Wonders Duel is for two players", expected="2 players",
                         got=len(cities), rule="duel.turn.order", where="input.players")
    _check(cities)
    if senate is not None:
        for p, city in enumerate(cities):
            city["senate"] = senate[p]
    return cities, conflict


def _senate(value: Any) -> list[tuple[int, ...]]:
    """Agora's cubes, chamber by chamber, each player within the supply."""
    seats = require(value, list, "input.senate", "a list")
    cubes = [tuple(_cubes(n, f"input.senate[{p}][{c}]")
                   for c, n in enumerate(require(seat, list, f"input.senate[{p}]", "a list")))
             for p, seat in enumerate(seats)]
    if len(cubes) != 2 or any(len(c) != agora.CHAMBERS for c in cubes):
        raise SetupError("the Senate has six chambers and two players",
                         expected=f"2 lists of {agora.CHAMBERS}", got=[len(c) for c in cubes],
                         rule=agora.SENATE, where="input.senate")
    for p, mine in enumerate(cubes):
        if sum(mine) > CUBES:
            raise SetupError(f"player {p + 1} has more cubes than the supply",
                             expected=f"at most {CUBES}", got=sum(mine), rule=agora.SENATE,
                             where=f"input.senate[{p}]")
    return cubes


def _cubes(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise NotationError(f"expected a whole number of cubes, got {value!r}", where=where)
    if not 0 <= value <= CUBES:
        raise NotationError(f"a chamber holds 0 to {CUBES} cubes of a player", where=where)
    return value


def _text(value: Any, where: str) -> str:
    return require(value, str, where, "an id")


def _check(cities: list[dict[str, Any]]) -> None:
    rules = {"cards": "duel.setup.structures", "wonders": "duel.setup.draft",
             "tokens": "duel.setup.progress"}
    for key, rule in rules.items():
        seen: set[str] = set()
        for p, city in enumerate(cities):
            _unique(city[key], f"input.players[{p}].{key}", seen, rule)
    for p, city in enumerate(cities):
        if len(city["wonders"]) > data.rule("wonders_each"):
            raise SetupError("a player has four Wonders", expected="at most 4 built",
                             got=len(city["wonders"]), rule="duel.setup.draft",
                             where=f"input.players[{p}].wonders")
    built = sum(len(c["wonders"]) for c in cities)
    if built > data.rule("wonders_limit"):
        raise SetupError("more Wonders built than the limit", expected="at most "
                         f"{data.rule('wonders_limit')}", got=built, rule="duel.wonder.limit",
                         where="input.players")
    guilds = sum(1 for c in cities for g in c["cards"] if data.card(g).colour == "purple")
    if guilds > data.rule("guilds_in_age_three"):
        raise SetupError("more guilds than a game deals", expected="at most "
                         f"{data.rule('guilds_in_age_three')}", got=guilds,
                         rule="duel.setup.structures", where="input.players")


def _full_rows(cities: list[dict[str, Any]], conflict: int) -> tuple[list[dict[str, int]], str]:
    cards = [c["cards"] for c in cities]
    built = [c["wonders"] for c in cities]
    tokens = [c["tokens"] for c in cities]
    coins = [c["coins"] for c in cities]
    senate = [c["senate"] for c in cities] if "senate" in cities[0] else None
    rows = [scoring.rows(p, cards, built, tokens, coins, conflict, senate) for p in range(2)]
    supremacy = ""
    political = agora.supreme(senate) if senate else None
    if political is not None:
        supremacy = f"political {political + 1}"
    elif abs(conflict) >= data.CAPITAL:
        supremacy = f"military {1 if conflict > 0 else 2}"
    else:
        for p in range(2):
            symbols = {data.card(c).science for c in cards[p] if data.card(c).science}
            symbols |= {data.token(t).science for t in tokens[p] if data.token(t).science}
            if len(symbols) >= data.rule("science_supremacy"):
                supremacy = f"science {p + 1}"
    return rows, supremacy


def read_tally(payload: Any) -> tuple[list[dict[str, int]], str]:
    r = Reader(payload, "input", ("mode", *TALLY["properties"]))
    seats = r.list("players")
    rows = []
    keys = (*scoring.ROWS, scoring.AGORA_ROW)
    agora_game = r.raw("agora", False)
    if not isinstance(agora_game, bool):
        raise NotationError("agora is true or false", where="input.agora")
    for p, seat in enumerate(seats):
        s = Reader(seat, f"input.players[{p}]", tuple(k for k, _, _ in keys))
        mine = {key: count(s.raw(key, 0), s.path(key),
                           MOST_INFLUENCE if key == scoring.AGORA_ROW[0] else None, rule,
                           label.lower())
                for key, label, rule in keys}
        influence = mine[scoring.AGORA_ROW[0]]
        if not agora_game and influence:
            raise SetupError("influence points are scored only with Agora",
                             expected="agora = true, or no influence points", got=influence,
                             rule=agora.SCORE, where=s.path(scoring.AGORA_ROW[0]))
        if not agora_game:
            del mine[scoring.AGORA_ROW[0]]
        if mine["military"] not in MILITARY_POINTS:
            raise NotationError(f"military points are one of {MILITARY_POINTS}",
                                where=s.path("military"))
        rows.append(mine)
    supremacy = r.raw("supremacy", None)
    if supremacy not in SUPREMACY:
        raise NotationError("expected null, 'military 1', 'military 2', 'science 1', "
                            "'science 2', 'political 1' or 'political 2'",
                            where="input.supremacy")
    if len(rows) != 2:
        raise SetupError("7 Wonders Duel is for two players", expected="2 players",
                         got=len(rows), rule="duel.turn.order", where="input.players")
    if rows[0]["military"] and rows[1]["military"]:
        raise SetupError("only the player the pawn leans towards scores military points",
                         expected="military points for one player at most",
                         got=[rows[0]["military"], rows[1]["military"]],
                         rule=scoring.MILITARY, where="input.players[1].military")
    if agora_game and rows[0]["influence"] + rows[1]["influence"] > MOST_INFLUENCE:
        raise SetupError("more influence points than the Senate's chambers give",
                         expected=f"at most {MOST_INFLUENCE} for both players together",
                         got=rows[0]["influence"] + rows[1]["influence"], rule=agora.SCORE,
                         where="input.players[1].influence")
    return rows, supremacy or ""


def score(payload: Any) -> Breakdown:
    """Both players' points by row, the winner and the kind of victory."""
    if mode_of(payload, "cards") == TALLY_MODE:
        rows, supremacy = read_tally(payload)
    else:
        cities, conflict = read_table(payload)
        rows, supremacy = _full_rows(cities, conflict)
    chosen = Reader(payload, "input").int("player", 1, 2, None)
    return standings(rows, supremacy, chosen)


def standings(rows: list[dict[str, int]], supremacy: str, chosen: int | None) -> Breakdown:
    totals = [sum(r.values()) for r in rows]
    civilian = [r["civilian"] for r in rows]
    if supremacy:
        kind, who = supremacy.split()
        winners, victory = (int(who) - 1,), kind
    else:
        winners, victory = scoring.winners(totals, civilian), "civilian"
    player = winners[0] if chosen is None else chosen - 1
    parts = tuple(replace(part, player=p) for p, mine in enumerate(rows)
                  for part in scoring.breakdown(mine).parts)
    facts = (winners_fact(winners),
             Fact("victory", "Victory", victory),
             Fact("civilian", "Civilian points (the tiebreak)", civilian,
                  ", ".join(f"player {p + 1}: {n}" for p, n in enumerate(civilian))))
    return Breakdown(parts, note=f"The total is player {player + 1}'s.", facts=facts,
                     focus=player)


def render_input(payload: Any) -> str:
    if mode_of(payload, "cards") == TALLY_MODE:
        read_tally(payload)
        seat_schema = TALLY["properties"]["players"]["items"]
        return "".join(tally_html(seat, seat_schema, f"Player {p + 1}")
                       for p, seat in enumerate(payload["players"]))
    cities, conflict = read_table(payload)
    seats = "".join(_city_html(p, city) for p, city in enumerate(cities))
    return (f'<div class="rb-table rb-duel"><p>{esc(tr(f"Conflict pawn: {conflict}"))}</p>'
            f'<div class="rb-seats rb-duel-seats">{seats}</div></div>')


def _city_html(p: int, city: dict[str, Any]) -> str:
    wonders = "".join(wonder_html(w, built=True) for w in city["wonders"])
    cards = "".join(card_html(c, extra="rb-duel-card--small") for c in city["cards"])
    tokens = "".join(token_html(t) for t in city["tokens"])
    return (f'<section class="rb-seat rb-duel-seat"><p class="rb-duel-seat__title">'
            f'Player {p + 1}</p><p>{chip("coin", city["coins"], "coins")} coins</p>'
            f'<div class="rb-duel-wonders">{wonders}</div>'
            f'<div class="rb-duel-city">{cards}</div>'
            f'<div class="rb-duel-tokens">{tokens}</div></section>')


RESULT = result_schema("7 Wonders Duel", {
    "winners": {**SEATS, "description": "The winners' seats, counting from 0."},
    "victory": {"type": "string", "enum": ["civilian", "military", "science", "political"],
                "description": "How the game was won."},
    "civilian": {"type": "array", "items": {"type": "integer", "minimum": 0},
                 "description": "Civilian points of each player (the tiebreak)."},
}, several=True)
