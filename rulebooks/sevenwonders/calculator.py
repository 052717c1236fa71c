"""The 7 Wonders score pad: one column per player and the pad's seven lines (military,
treasure, Wonder, blue, yellow, purple, green). In the full mode each city is given (its
Wonder, stages, buildings, coins and conflict tokens) and the lines are worked out, science
with the best choice for its "any" symbols; in the tally mode the pad's figures are typed
in. The total is the winner's (or the asked player's); every player's parts are there.

>>> result = score(SAMPLE)
>>> result.fact("winners"), result.totals()
([0], (38, 31, 19))
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from ..core.codec import Reader
from ..core.errors import SetupError
from ..core.html import esc
from ..core.i18n import tr
from ..core.output import SEATS, result_schema
from ..core.score import Breakdown, Fact, Part
from ..core.tally import TALLY as TALLY_MODE
from ..core.tally import count, mode_of, with_modes, without_mode
from . import armada, data, scoring
from .city import City
from .leaders_view import leader_html
from .moves import parse_card
from .render import card_html, coins_html, wonder_html

PLAYERS = "sevenwonders.setup.boards"
CHOICE_RULE = "sevenwonders.edifice.wonders"  # Carthage's and Ur's stages with a choice
ALL = ("cities", "edifice", "leaders", "armada")  # every expansion with lines of its own
TOKEN_VALUES = sorted({data.defeat(), *(data.victory(a) for a in range(1, 4))})
EDIFICE_DEBTS = [data.edifice_debt(a) for a in range(1, data.rule("ages") + 1)]
MOST_COINS = (data.raw()["components"]["coins_1"] + 3 * data.raw()["components"]["coins_3"])

SEAT_FULL: dict[str, Any] = {
    "type": "object", "additionalProperties": False, "required": ["board"],
    "properties": {
        "board": {"enum": list(data.wonders()), "description": "The Wonder board."},
        "side": {"enum": list(data.SIDES), "default": "day"},
        "stages": {"type": "integer", "minimum": 0, "maximum": 4, "default": 0,
                   "description": "Wonder stages built."},
        "choices": {"type": "array", "items": {"type": "integer", "minimum": 1}, "default": [],
                    "description": "The effect taken at each stage built that offers a "
                    "choice (Carthage, Ur), from 1, in stage order."},
        "cards": {"type": "array", "items": {"enum": sorted(data.cards())}, "default": [],
                  "description": "The buildings of the city, such as \"lumber-yard\"."},
        "coins": {"type": "integer", "minimum": 0, "default": 0},
        "tokens": {"type": "array", "items": {"enum": TOKEN_VALUES}, "default": [],
                   "description": "Military conflict tokens (their values)."},
        "debt": {"type": "integer", "minimum": 0, "default": 0,
                 "description": "Debt tokens (Cities)."},
        "edifices": {"type": "array", "items": {"enum": sorted(data.edifices())},
                     "default": [], "description": "Edifices built that the player holds a "
                     "pawn of (Edifice)."},
        "edifice_debt": {"type": "array", "items": {"enum": EDIFICE_DEBTS}, "default": [],
                         "description": "Edifice debt tokens (their values)."},
        "leaders": {"type": "array", "items": {"enum": sorted(data.leaders())}, "default": [],
                    "description": "Leaders recruited (Leaders), such as \"amytis\"."},
        "naval": {"type": "array", "items": {"enum": list(data.naval_tokens())}, "default": [],
                  "description": "Naval conflict tokens (Armada), their values."},
        "shipyard": {"type": "integer", "minimum": 0, "default": 0,
                     "description": "Points of the blue fleet's space and of the Islands "
                     "(Armada), as the board and cards show them."},
    },
}
COMMON = {
    "teams": {"type": "boolean", "default": False,
              "description": "Team variant (4 or 6 players, seats 1-2, 3-4, 5-6)."},
    "cities": {"type": "boolean", "default": False,
               "description": "The Cities expansion: black buildings and debt lines."},
    "edifice": {"type": "boolean", "default": False,
                "description": "The Edifice expansion: the Edifices line."},
    "leaders": {"type": "boolean", "default": False,
                "description": "The Leaders expansion: the Leaders line."},
    "armada": {"type": "boolean", "default": False,
               "description": "The Armada expansion: the naval and shipyard lines, and "
               "purple cards capped at ten points."},
    "player": {"description": "Whose total to give (counting from 1); default: the winner.",
               "type": ["integer", "null"], "minimum": 1, "default": None},
}
FULL: dict[str, Any] = {
    "title": "Every city at the end of the game",
    "description": "For each player in seat order (the next seat is the left neighbour): "
    "Wonder board and side, stages built, buildings, coins and military tokens.",
    "required": ["players"],
    "properties": {"players": {"type": "array", "minItems": data.players()[0],
                               "maxItems": data.players()[1], "items": SEAT_FULL}, **COMMON},
}
LINE_SCHEMA = {key: {"type": "integer", "default": 0, "title": label,
                     **({} if key in ("military", "edifice", "naval") else {"maximum": 0}
                        if key == "debt" else {"minimum": 0})}
               for key, label, _ in scoring.lines_for(ALL)}
TALLY: dict[str, Any] = {
    "title": "The score pad",
    "description": "For each player in seat order, the seven lines of the pad (nine with "
    "Cities); \"treasure\" (coins held) is asked only to break a tie.",
    "required": ["players"],
    "properties": {"players": {"type": "array", "minItems": data.players()[0],
                               "maxItems": data.players()[1], "items": {
                                   "type": "object", "additionalProperties": False,
                                   "properties": {**LINE_SCHEMA, "treasure": {
                                       "type": "integer", "minimum": 0,
                                       "description": "Coins held (for a tie)."}}}},
                   **COMMON},
}
SCHEMA = with_modes("7 Wonders score pad", "Every player's city, or the pad's figures.",
                    "cities", FULL, TALLY)

SAMPLE: dict[str, Any] = {"players": [
    {"board": "gizah", "side": "day", "stages": 2, "coins": 7, "tokens": [1, 3, 3],
     "cards": ["stone-pit", "loom", "stockade", "walls", "baths", "aqueduct", "workshop",
               "laboratory", "observatory", "temple"]},
    {"board": "babylon", "side": "day", "stages": 2, "coins": 4, "tokens": [-1, -1, 3],
     "cards": ["lumber-yard", "press", "scriptorium", "library", "school", "apothecary",
               "university", "east-trading-post"]},
    {"board": "rhodos", "side": "day", "stages": 3, "coins": 2, "tokens": [1, -1, -1],
     "cards": ["ore-vein", "glassworks", "barracks", "archery-range", "marketplace",
               "caravansery", "altar", "pantheon"]},
], "player": None}
SAMPLE_TALLY: dict[str, Any] = {"mode": "tally", "players": [
    {"military": 7, "coins": 2, "wonder": 8, "civilian": 12, "commerce": 0, "guilds": 0,
     "science": 2},
    {"military": 1, "coins": 1, "wonder": 3, "civilian": 6, "commerce": 4, "guilds": 5,
     "science": 13},
    {"military": -3, "coins": 3, "wonder": 10, "civilian": 17, "commerce": 2, "guilds": 0,
     "science": 0}]}


def read_cities(payload: Any) -> tuple[list[City], Reader]:
    """Every city, checked: known boards (each once), stages the side has, known buildings
    (one of each per city, no more copies than the decks hold), possible tokens."""
    r = Reader(without_mode(payload), "input", FULL["properties"])
    seats = _seats(r)
    with_cities = r.bool("cities", False)
    with_edifice = r.bool("edifice", False)
    cities = []
    for p, seat in enumerate(seats):
        s = Reader(seat, f"input.players[{p}]", SEAT_FULL["properties"])
        board = s.str("board", tuple(data.wonders()))
        side = s.str("side", data.SIDES, "day")
        printed = data.wonder(board).side(side).stages
        stages = count(s.raw("stages", 0), s.path("stages"), len(printed),
                       "sevenwonders.wonder", "stages", f"the {side} side has")
        chosen = _choices(s, printed[:stages])
        cards = tuple(parse_card(c, f"{s.path('cards')}[{i}]")
                      for i, c in enumerate(s.list("cards", [])))
        coins = count(s.raw("coins", 0), s.path("coins"), MOST_COINS, "sevenwonders.setup.coins",
                      "coins", "the box holds")
        tokens = tuple(_token(t, f"{s.path('tokens')}[{i}]")
                       for i, t in enumerate(s.list("tokens", [])))
        debt = count(s.raw("debt", 0), s.path("debt"), None, "sevenwonders.cities.debt",
                     "debt tokens")
        if debt and not with_cities:
            raise SetupError("debt tokens come with the Cities expansion", expected="0, or "
                             "cities = true", got=debt, rule="sevenwonders.cities",
                             where=s.path("debt"))
        edifices = tuple(_known(e, tuple(data.edifices()), f"{s.path('edifices')}[{i}]",
                                "sevenwonders.edifice")
                         for i, e in enumerate(s.list("edifices", [])))
        edebt = tuple(_known(t, tuple(EDIFICE_DEBTS), f"{s.path('edifice_debt')}[{i}]",
                             "sevenwonders.edifice.fail")
                      for i, t in enumerate(s.list("edifice_debt", [])))
        if (edifices or edebt) and not with_edifice:
            raise SetupError("Edifices come with the Edifice expansion", expected="none, or "
                             "edifice = true", got=(edifices or edebt)[0],
                             rule="sevenwonders.edifice", where=s.path("edifices"))
        ages = [data.edifice(e).age for e in edifices]
        if len(set(ages)) < len(ages):
            raise SetupError("one Edifice per Age", expected="Edifices of different Ages",
                             got=list(edifices), rule="sevenwonders.edifice.setup",
                             where=s.path("edifices"))
        leaders = tuple(_known(x, tuple(data.leaders()), f"{s.path('leaders')}[{i}]",
                               "sevenwonders.leaders")
                        for i, x in enumerate(s.list("leaders", [])))
        if leaders and not r.bool("leaders", False):
            raise SetupError("leaders come with the Leaders expansion", expected="none, or "
                             "leaders = true", got=leaders[0], rule="sevenwonders.leaders",
                             where=s.path("leaders"))
        naval = tuple(_known(t, data.naval_tokens(), f"{s.path('naval')}[{i}]",
                             "sevenwonders.armada.naval")
                      for i, t in enumerate(s.list("naval", [])))
        shipyard = count(s.raw("shipyard", 0), s.path("shipyard"), None,
                         "sevenwonders.armada.score", "points")
        if (naval or shipyard) and not r.bool("armada", False):
            raise SetupError("naval tokens and shipyards come with the Armada expansion",
                             expected="none, or armada = true", got=list(naval) or shipyard,
                             rule="sevenwonders.armada", where=s.path("naval"))
        if not armada.possible(naval):
            raise SetupError("one naval token an Age at most, of a value that Age gives",
                             expected=_naval_by_age(), got=list(naval),
                             rule="sevenwonders.armada.naval", where=s.path("naval"))
        cities.append(City(board, side, stages, cards, coins, tokens, debt, edifices, edebt,
                           leaders, naval, shipyard, chosen))
    _check(cities, with_cities)
    _check_leaders(cities)
    return cities, r


def _seats(r: Reader) -> list[Any]:
    seats = r.list("players")
    low, high = data.players()
    if not low <= len(seats) <= high:
        raise SetupError("7 Wonders is for 3 to 7 players", expected=f"{low} to {high} "
                         "players", got=len(seats), rule=PLAYERS, where="input.players")
    if r.bool("teams", False) and len(seats) not in (4, 6):
        raise SetupError("the team variant needs teams of two", expected="4 or 6 players",
                         got=len(seats), rule="sevenwonders.teams", where="input.teams")
    return seats


def _token(value: Any, where: str) -> int:
    if isinstance(value, bool) or value not in TOKEN_VALUES:
        raise SetupError("no such military token", expected=" or ".join(map(str, TOKEN_VALUES)),
                         got=value, rule="sevenwonders.military", where=where)
    return value


def _check(cities: list[City], with_cities: bool = False) -> None:
    boards = [c.board for c in cities]
    raids = 1 if with_cities else 0  # a raider card wins one more victory token an Age
    for p, city in enumerate(cities):
        where = f"input.players[{p}]"
        black = [c for c in city.cards if data.card(c).colour == "black"]
        if black and not with_cities:
            raise SetupError("black cards come with the Cities expansion", expected="no "
                             "black card, or cities = true", got=black[0],
                             rule="sevenwonders.cities", where=f"{where}.cards")
        if data.wonder(city.board).expansion == "cities" and not with_cities:
            raise SetupError("Byzantium and Petra come with the Cities expansion",
                             expected="a base board, or cities = true", got=city.board,
                             rule="sevenwonders.cities.wonders", where=f"{where}.board")
        if boards.index(city.board) != p:
            raise SetupError("each player has a different Wonder board", expected="another "
                             "board", got=city.board, rule=PLAYERS, where=f"{where}.board")
        names = Counter(data.card(c).name for c in city.cards)
        twice = [n for n, k in names.items() if k > 1]
        if twice:
            raise SetupError("a city never holds two identical buildings", expected="one "
                             "of each", got=twice[0], rule="sevenwonders.build.unique",
                             where=f"{where}.cards")
        tokens = Counter(t for t in city.tokens if t > 0)
        for k in tokens.values():
            if k > 2 + raids:
                raise SetupError(f"at most {2 + raids} victory tokens of an Age per city",
                                 expected=f"{2 + raids} or fewer", got=k,
                                 rule="sevenwonders.military", where=f"{where}.tokens")
        most = (2 + raids) * data.rule("ages")
        if len(city.tokens) > most:
            raise SetupError(f"the conflicts of three Ages give at most {most} tokens",
                             expected=f"{most} or fewer", got=len(city.tokens),
                             rule="sevenwonders.military", where=f"{where}.tokens")
    allowed = data.all_copies(len(cities), with_cities)
    used = Counter(c for city in cities for c in city.cards)
    for ident, k in sorted(used.items()):
        if k > allowed[ident]:
            raise SetupError(f"more copies of {data.card(ident).name} than a "
                             f"{len(cities)}-player game uses", expected=f"at most "
                             f"{allowed[ident]}", got=k, rule="sevenwonders.setup.decks",
                             where="input.players")


def _check_leaders(cities: list[City]) -> None:
    """Each leader is in the game once; a city recruits at most one a leaders' turn."""
    seen: set[str] = set()
    for p, city in enumerate(cities):
        where = f"input.players[{p}].leaders"
        if len(city.leaders) > data.rule("ages"):
            raise SetupError("a leader is recruited in each Age's leaders' turn at most",
                             expected=f"{data.rule('ages')} leaders or fewer",
                             got=len(city.leaders), rule="sevenwonders.leaders.turn",
                             where=where)
        twice = sorted(seen & set(city.leaders)) or sorted(
            x for x, k in Counter(city.leaders).items() if k > 1)
        if twice:
            raise SetupError("each leader is in the game once", expected="another leader",
                             got=twice[0], rule="sevenwonders.leaders.setup", where=where)
        seen |= set(city.leaders)


def read_tally(payload: Any) -> tuple[list[list[Part]], list[int | None], Reader]:
    r = Reader(payload, "input", ("mode", *TALLY["properties"]))
    seats = _seats(r)
    parts, treasure = [], []
    low, high = _military_range()
    pad = _pad_lines(r)
    for p, seat in enumerate(seats):
        s = Reader(seat, f"input.players[{p}]", TALLY["properties"]["players"]["items"]
                   ["properties"])
        mine = []
        for key, label, rule in scoring.lines_for(ALL):
            value = s.raw(key, 0)
            if (key, label, rule) not in pad:
                if value != 0:
                    option = (key if key in ("edifice", "leaders") else "armada"
                              if key in ("naval", "shipyard") else "cities")
                    raise SetupError(f"the {label.lower()} line is on the pad only with "
                                     f"{option.title()}", expected=f"0, or {option} = true",
                                     got=value, rule=f"sevenwonders.{option}",
                                     where=s.path(key))
                continue
            if key == "edifice":
                if isinstance(value, bool) or not isinstance(value, int):
                    raise SetupError("a whole number of points", expected="a whole number",
                                     got=value, rule=rule, where=s.path(key))
            elif key == "debt":
                value = -count(-value if isinstance(value, int)
                               and not isinstance(value, bool) else value, s.path(key),
                               None, rule, "debt points (zero or less)")
            elif key == "naval":
                lo, hi = _naval_range()
                value = count(value - lo if isinstance(value, int)
                              and not isinstance(value, bool) else value, s.path(key),
                              hi - lo, rule, "naval points (from the lowest possible)") + lo
                if value not in armada.totals():
                    raise SetupError("no choice of one naval token an Age adds up to this",
                                     expected=_naval_by_age(), got=value, rule=rule,
                                     where=s.path(key))
            elif key == "military":
                value = count(value - low if isinstance(value, int)
                              and not isinstance(value, bool) else value, s.path(key),
                              high - low, rule, "military points (from the lowest possible)")
                value += low
            else:
                value = count(value, s.path(key), None, rule, label.lower())
            mine.append(Part(label, value, rule, "as written on the pad", key))
        held = s.raw("treasure", None)
        if held is not None:
            held = count(held, s.path("treasure"), MOST_COINS, "sevenwonders.setup.coins",
                         "coins", "the box holds")
            if held // data.rule("coins_per_point") != mine[1].points:
                raise SetupError("the treasure line is one point per three coins",
                                 expected=f"{held // data.rule('coins_per_point')} points",
                                 got=mine[1].points, rule="sevenwonders.score.coins",
                                 where=s.path("coins"))
        parts.append(mine)
        treasure.append(held)
    return parts, treasure, r


def _choices(s: Reader, built: tuple[data.Stage, ...]) -> tuple[int, ...]:
    """The effect taken at each stage built (0 for a stage with no choice), read from one
    number per stage built that offers a choice."""
    offering = [stage for stage in built if stage.choices]
    given = s.list("choices", [])
    where = s.path("choices")
    if len(given) != len(offering):
        raise SetupError("one choice for each stage built that offers one",
                         expected=f"{len(offering)} whole numbers", got=given,
                         rule=CHOICE_RULE, where=where)
    taken = []
    for i, (value, stage) in enumerate(zip(given, offering, strict=True)):
        if isinstance(value, bool) or not isinstance(value, int) \
                or not 1 <= value <= len(stage.choices):
            raise SetupError("not one of the stage's choices",
                             expected=f"1 to {len(stage.choices)}", got=value,
                             rule=CHOICE_RULE, where=f"{where}[{i}]")
        taken.append(value)
    picks = iter(taken)
    return tuple(next(picks) if stage.choices else 0 for stage in built)


def _known(value: Any, allowed: tuple[Any, ...], where: str, rule: str) -> Any:
    if isinstance(value, bool) or value not in allowed:
        raise SetupError("not one of the game's", expected=", ".join(map(str, allowed)),
                         got=value, rule=rule, where=where)
    return value


def _pad_lines(r: Reader) -> tuple[tuple[str, str, str], ...]:
    return scoring.lines_for(_expansions(r))


def _military_range() -> tuple[int, int]:
    ages = range(1, data.rule("ages") + 1)
    return 2 * data.rule("ages") * data.defeat(), 2 * sum(data.victory(a) for a in ages)


def _naval_by_age() -> str:
    """Each Age's naval tokens, the Age in Roman numerals (the same in every language)."""
    return "; ".join(f"{'I' * a if a < 4 else a}: " + " ".join(f"{t:+d}" for t in
                                                               armada.age_tokens(a))
                     for a in range(1, data.rule("ages") + 1))


def _naval_range() -> tuple[int, int]:
    """The naval line's least and most: the last's token or the first's in every Age."""
    return (sum(data.armada_rule("naval_last")), sum(data.armada_rule("naval_first")))


def score(payload: Any) -> Breakdown:
    """Every player's score pad column, the winners (coins break a tie; teams add up)."""
    if mode_of(payload, "cities") == TALLY_MODE:
        per_player, coins, r = read_tally(payload)
    else:
        cities, r = read_cities(payload)
        per_player = [list(scoring.parts(tuple(cities), p, expansions=_expansions(r)))
                      for p in range(len(cities))]
        coins = [c.coins for c in cities]
    chosen = r.int("player", 1, None, None)
    if chosen is not None and chosen > len(per_player):
        raise SetupError("no such player", expected=f"1 to {len(per_player)}", got=chosen,
                         rule=PLAYERS, where="input.player")
    return standings(per_player, coins, chosen, r.bool("teams", False))


def standings(per_player: list[list[Part]], coins: list[int | None], chosen: int | None,
              teams: bool) -> Breakdown:
    totals = [sum(p.points for p in mine) for mine in per_player]
    if teams:
        pairs = range(len(totals) // 2)
        groups = [(2 * t, 2 * t + 1) for t in pairs]
    else:
        groups = [(p,) for p in range(len(totals))]
    group_totals = tuple(sum(totals[s] for s in g) for g in groups)
    level = [i for i, t in enumerate(group_totals) if t == max(group_totals)]
    known = all(coins[s] is not None for i in level for s in groups[i])
    group_coins = tuple(sum(coins[s] or 0 for s in g) if known else 0 for g in groups)
    won, tie = scoring.winners(group_totals, group_coins)
    seats = [s for g in won for s in groups[g]]
    player = seats[0] if chosen is None else chosen - 1
    facts = [Fact("winners", "Winner" if len(seats) == 1 else "Winners",
                  seats, " and ".join(f"player {s + 1}" for s in seats)),
             Fact("tie_broken", "Tie broken by coins", tie and known,
                  "yes" if tie and known else "no")]
    if teams:
        facts.append(Fact("teams", "Team totals", list(group_totals),
                          ", ".join(f"players {a + 1}+{b + 1}: {t}"
                                    for (a, b), t in zip(groups, group_totals, strict=True))))
    parts = tuple(replace(part, player=p) for p, mine in enumerate(per_player) for part in mine)
    note = f"The total is player {player + 1}'s."
    if tie and not known:
        note += " The tie is shared: the treasure (coins held) was not given."
    return Breakdown(parts, note=note, facts=tuple(facts), focus=player)


def _expansions(r: Reader) -> tuple[str, ...]:
    return tuple(x for x in ALL if r.bool(x, False))


def render_input(payload: Any) -> str:
    if mode_of(payload, "cities") == TALLY_MODE:
        per_player, _, _ = read_tally(payload)
        return pad_html(per_player)
    cities, r = read_cities(payload)
    pad = pad_html([list(scoring.parts(tuple(cities), p, expansions=_expansions(r)))
                    for p in range(len(cities))])
    return pad + "".join(
        f'<section class="rb-sw-seat"><h4 class="rb-sw-seat__title">{esc(tr(f"Player {p + 1}"))}'
        "</h4>"
        f"{wonder_html(city)}{coins_html(city.coins, city.tokens, city.debt)}"
        f'<div class="rb-sw-row">{"".join(card_html(c, small=True) for c in city.cards)}'
        f'{"".join(leader_html(x, small=True) for x in city.leaders)}'
        f"</div></section>" for p, city in enumerate(cities))


def pad_html(per_player: list[list[Part]]) -> str:
    """The paper score pad: a row per line, a column per player, the totals last (in the
    reader's language)."""
    head = "".join(f'<th scope="col">{esc(tr(f"Player {p + 1}"))}</th>'
                   for p in range(len(per_player)))
    rows = "".join(
        f'<tr><th scope="row">{esc(tr(part.label))}</th>'
        + "".join(f'<td class="rb-num">{mine[i].points}</td>' for mine in per_player) + "</tr>"
        for i, part in enumerate(per_player[0]))
    totals = "".join(f'<td class="rb-num">{sum(p.points for p in mine)}</td>'
                     for mine in per_player)
    return (f'<table class="rb-data rb-sw-pad"><caption>{esc(tr("Score pad"))}</caption>'
            f'<thead><tr><th scope="col">{esc(tr("Line"))}</th>{head}</tr></thead>'
            f'<tbody>{rows}</tbody><tfoot><tr><th scope="row">{esc(tr("Total"))}</th>'
            f"{totals}</tr></tfoot></table>")


RESULT = result_schema("7 Wonders", {
    "winners": {**SEATS, "description": "The winners' seats, counting from 0."},
    "tie_broken": {"type": "boolean", "description": "Whether coins decided a tie."},
    "teams": {"type": "array", "items": {"type": "integer"},
              "description": "Each team's total, in seat order (team variant only)."},
}, optional=("teams",), several=True)
