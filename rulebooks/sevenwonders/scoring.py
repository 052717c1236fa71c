"""End-of-game scoring: the score pad's seven lines for each city, science with the best
choice for symbols that may be any kind, and the winners (most coins break a tie).

>>> science(Counter({"compass": 2, "gear": 1}), 1)
(13, ('tablet',))
>>> science(Counter({"gear": 3}), 0)
(9, ())
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations, product

from ..core.score import Part
from . import data
from .armada import capped
from .city import City, science_symbols

# (key, label, rule) of each line of the score pad, in the pad's order
LINES = (
    ("military", "Military conflicts", "sevenwonders.score.military"),
    ("coins", "Treasure", "sevenwonders.score.coins"),
    ("wonder", "Wonder", "sevenwonders.score.wonder"),
    ("civilian", "Civil buildings (blue)", "sevenwonders.score.civilian"),
    ("commerce", "Commercial buildings (yellow)", "sevenwonders.score.commerce"),
    ("guilds", "Guilds (purple)", "sevenwonders.score.guilds"),
    ("science", "Science (green)", "sevenwonders.score.science"),
)
# the lines the Cities expansion adds to the pad (sevenwonders.cities.score)
CITY_LINES = (
    ("cities", "Cities buildings (black)", "sevenwonders.cities.score"),
    ("debt", "Debt", "sevenwonders.cities.debt"),
)
# the line the Edifice expansion adds: rewards at the end and its debt tokens
EDIFICE_LINES = (("edifice", "Edifices", "sevenwonders.edifice.score"),)
# the line the Leaders expansion adds: the recruited leaders' points
LEADER_LINES = (("leaders", "Leaders (white)", "sevenwonders.leaders.score"),)
# the lines the Armada expansion adds: naval conflict tokens, and the points of the blue
# fleet's space and of the Islands (sevenwonders.armada.score)
ARMADA_LINES = (
    ("naval", "Naval conflicts", "sevenwonders.armada.naval"),
    ("shipyard", "Shipyard and Islands", "sevenwonders.armada.score"),
)
KEYS = tuple(key for key, _, _ in LINES)


def lines_for(expansions: tuple[str, ...] = ()) -> tuple[tuple[str, str, str], ...]:
    """The pad's lines for a game with these expansions."""
    return (LINES + (LEADER_LINES if "leaders" in expansions else ())
            + (CITY_LINES if "cities" in expansions else ())
            + (EDIFICE_LINES if "edifice" in expansions else ())
            + (ARMADA_LINES if "armada" in expansions else ()))
TIE = "sevenwonders.end.tie"


def science(counted: Counter[str], wild: int, bonus: int = 0) -> tuple[int, tuple[str, ...]]:
    """Best science points and the kinds given to the ``wild`` symbols: every assignment
    is tried (``sevenwonders.score.science``); ``bonus`` more points for each set (a
    leader's)."""
    best, chosen = -1, ()
    for kinds in product(data.symbols(), repeat=wild):
        total = counted + Counter(kinds)
        points = _science_points(total, bonus)
        if points > best:
            best, chosen = points, kinds
    return best, tuple(chosen)


def _science_points(total: Counter[str], bonus: int = 0) -> int:
    numbers = [total[s] for s in data.symbols()]
    return (sum(data.science_points(n) for n in numbers)
            + (data.rule("science_set") + bonus) * min(numbers))


def counted(per: data.Per, me: City, left: City, right: City) -> int:
    """How many things a "per" effect counts."""
    cities = {"self": (me,), "neighbours": (left, right), "all": (me, left, right)}[per.where]
    total = 0
    for city in cities:
        for kind in per.per:
            if kind == "stage":
                total += city.stages
            elif kind == "wonder":
                total += int(city.complete())
            elif kind == "victory":
                total += sum(1 for t in city.tokens if t > 0)
            elif kind == "defeat":
                total += sum(1 for t in city.tokens if t < 0)
            else:
                total += city.colour_count(kind)
    return total


def lines(me: City, left: City, right: City,
          armada: bool = False) -> dict[str, tuple[int, str]]:
    """Each score pad line's points and how they came about; with ``armada`` a purple card
    scores ten points at most (``sevenwonders.armada.score``)."""
    specs = me.specs()
    coloured = {colour: [s for s in specs if s.colour == colour] for colour in data.COLOURS}

    def per_points(colour: str) -> tuple[int, str]:
        got = [(s.name, (s.score_per.amount * counted(s.score_per, me, left, right)
                         if s.score_per else s.points)) for s in coloured[colour]]
        if armada and colour == "purple":
            got = [(name, capped(pts)) for name, pts in got]
        got = [(name, pts) for name, pts in got if pts]
        return sum(p for _, p in got), by_name("card", got)

    wonder_points = sum(stage.points for stage in me.built_stages())
    symbols, wild = science_symbols(me)
    bonus = sum(x.science_set for x in me.leader_specs())
    symbols, copied = _best_copies(symbols, wild, me, left, right, bonus)
    sci, kinds = science(symbols, wild, bonus)
    sci_detail = ", ".join(f"{symbols[s] + kinds.count(s)} {s}" for s in data.symbols())
    if copied:
        sci_detail += f" ({len(copied)} copied from a neighbour: {', '.join(copied)})"
    black = [(s.name, s.score_per.amount * counted(s.score_per, me, left, right)
              if s.score_per else s.points) for s in coloured["black"]]
    black += [(s.name, s.token_points[0] * sum(1 for t in me.tokens if t == s.token_points[1]))
              for s in coloured["black"] if s.token_points]
    black_points, black_detail = sum(p for _, p in black), by_name("card", black)
    debt = me.debt * data.cities_rule("debt")
    guild_best = max((p for _, p in [_guild_points(s, me, left, right)
                                     for s in coloured["purple"]]), default=0)
    return {
        "edifice": edifice_points(me, guild_best),
        "leaders": leader_points(me, left, right),
        "cities": (black_points, black_detail),
        "debt": (debt, f"{me.debt} debt token(s)"),
        "military": (sum(me.tokens), " ".join(f"{t:+d}" for t in me.tokens)),
        "naval": (sum(me.naval), " ".join(f"{t:+d}" for t in me.naval)),
        "shipyard": (me.shipyard, "as given"),
        "coins": (me.coins // data.rule("coins_per_point"), f"{me.coins} coins"),
        "wonder": (wonder_points, f"{me.stages} stage(s) built"),
        "civilian": per_points("blue"),
        "commerce": per_points("yellow"),
        "guilds": per_points("purple"),
        "science": (sci, sci_detail + (f" ({wild} chosen: {', '.join(kinds)})" if wild else "")),
    }


def _guild_points(spec: data.CardSpec, me: City, left: City, right: City) -> tuple[str, int]:
    return spec.name, (spec.score_per.amount * counted(spec.score_per, me, left, right)
                       if spec.score_per else spec.points)


def edifice_points(me: City, guild_best: int = 0) -> tuple[int, str]:
    """The Edifice line: each reward that scores, and the Edifice debt tokens
    (``sevenwonders.edifice.score``)."""
    got = []
    for ident in me.edifices:
        reward, name = data.edifice(ident).reward, data.edifice(ident).name
        if reward.get("guild_twice"):
            got.append((name, guild_best))
        elif "per" in reward:
            per = reward["per"]
            things = (me.stages if per == "stage" else me.colour_count("blue") if per == "blue"
                      else min(me.colour_count("brown"), me.colour_count("grey"))
                      if per == "brown-grey" else len({s.colour for s in me.specs()}))
            got.append((name, reward["points"] * things))
    debts = " ".join(str(t) for t in me.edifice_debt if t)
    detail = "; ".join(x for x in (by_name("Edifice", got),
                                   f"Edifice debt tokens: {debts}" if debts else "") if x)
    return sum(p for _, p in got) + sum(me.edifice_debt), detail


def leader_points(me: City, left: City, right: City) -> tuple[int, str]:
    """The Leaders line: each recruited leader's points at the end, fixed or per thing
    counted in the city (``sevenwonders.leaders.score``)."""
    got = []
    for spec in me.leader_specs():
        score = spec.score
        if not score:
            got.append((spec.name, spec.points))
            continue
        if score["per"] == ["coins"]:
            things = me.coins // score["every"]
        elif score.get("sets"):
            things = min(me.colour_count(c) for c in score["per"])
        else:
            things = counted(data.Per(score["points"], tuple(score["per"]), "self"),
                             me, left, right)
        got.append((spec.name, score["points"] * things))
    return sum(p for _, p in got), by_name("leader", got)


def by_name(kind: str, got: list[tuple[str, int]]) -> str:
    """A line's detail: the points of each card (leader, Edifice) that scored, by name;
    names stay as printed, so the words around them are the only part translated."""
    scored = ", ".join(f"{n} {p}" for n, p in got if p)
    return f"by {kind}: {scored}" if scored else ""


def parts(cities: tuple[City, ...], seat: int, player: int | None = None,
          expansions: tuple[str, ...] = ()) -> tuple[Part, ...]:
    """The parts of ``seat``'s score, a line of the pad each (``player`` marks whose)."""
    n = len(cities)
    got = lines(cities[seat], cities[left_of(seat, n)], cities[right_of(seat, n)],
                "armada" in expansions)
    return tuple(Part(label, got[key][0], rule, got[key][1], key=key, player=player)
                 for key, label, rule in lines_for(expansions))


def _best_copies(symbols: Counter[str], wild: int, me: City, left: City, right: City,
                 bonus: int = 0) -> tuple[Counter[str], tuple[str, ...]]:
    """The symbols with each mask's copy chosen for the best score: every set of distinct
    green cards of the neighbours is tried (``sevenwonders.cities.mask``)."""
    masks = sum(1 for spec in me.specs() if spec.power == "mask")
    if not masks:
        return symbols, ()
    greens = sorted(spec.science for city in (left, right) for spec in city.specs()
                    if spec.colour == "green" and spec.science)
    best, chosen = -1, ()
    for combo in sorted(set(combinations(greens, min(masks, len(greens))))):
        points = science(symbols + Counter(combo), wild, bonus)[0]
        if points > best:
            best, chosen = points, combo
    return symbols + Counter(chosen), tuple(chosen)


def left_of(seat: int, players: int) -> int:
    """The neighbour on a player's left: the next seat."""
    return (seat + 1) % players


def right_of(seat: int, players: int) -> int:
    return (seat - 1) % players


def winners(totals: tuple[int, ...], coins: tuple[int, ...]) -> tuple[tuple[int, ...], bool]:
    """The seats (or teams) with the most points, then the most coins; and whether coins
    had to decide (``sevenwonders.end.tie``)."""
    best = max(totals)
    top = [i for i, t in enumerate(totals) if t == best]
    if len(top) == 1:
        return tuple(top), False
    richest = max(coins[i] for i in top)
    return tuple(i for i in top if coins[i] == richest), True
