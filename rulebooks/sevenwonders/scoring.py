"""End-of-game scoring: the score pad's seven lines for each city, science with the best
choice for symbols that may be any kind, and the winners (most coins break a tie).

>>> science(Counter({"compass": 2, "gear": 1}), 1)
(13, ('tablet',))
>>> science(Counter({"gear": 3}), 0)
(9, ())
"""

from __future__ import annotations

from collections import Counter
from itertools import product

from ..core.score import Part
from . import data
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
KEYS = tuple(key for key, _, _ in LINES)
TIE = "sevenwonders.end.tie"


def science(counted: Counter[str], wild: int) -> tuple[int, tuple[str, ...]]:
    """Best science points and the kinds given to the ``wild`` symbols: every assignment
    is tried (``sevenwonders.score.science``)."""
    best, chosen = -1, ()
    for kinds in product(data.symbols(), repeat=wild):
        total = counted + Counter(kinds)
        points = _science_points(total)
        if points > best:
            best, chosen = points, kinds
    return best, tuple(chosen)


def _science_points(total: Counter[str]) -> int:
    numbers = [total[s] for s in data.symbols()]
    return sum(data.science_points(n) for n in numbers) + data.rule("science_set") * min(numbers)


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
            else:
                total += city.colour_count(kind)
    return total


def lines(me: City, left: City, right: City) -> dict[str, tuple[int, str]]:
    """Each score pad line's points and how they came about."""
    specs = me.specs()
    coloured = {colour: [s for s in specs if s.colour == colour] for colour in data.COLOURS}

    def per_points(colour: str) -> tuple[int, str]:
        got = [(s.name, (s.score_per.amount * counted(s.score_per, me, left, right)
                         if s.score_per else s.points)) for s in coloured[colour]]
        got = [(name, pts) for name, pts in got if pts]
        return sum(p for _, p in got), ", ".join(f"{n} {p}" for n, p in got)

    wonder_points = sum(stage.points for stage in me.built_stages())
    symbols, wild = science_symbols(me)
    sci, kinds = science(symbols, wild)
    sci_detail = ", ".join(f"{symbols[s] + kinds.count(s)} {s}" for s in data.symbols())
    return {
        "military": (sum(me.tokens), " ".join(f"{t:+d}" for t in me.tokens)),
        "coins": (me.coins // data.rule("coins_per_point"), f"{me.coins} coins"),
        "wonder": (wonder_points, f"{me.stages} stage(s) built"),
        "civilian": per_points("blue"),
        "commerce": per_points("yellow"),
        "guilds": per_points("purple"),
        "science": (sci, sci_detail + (f" ({wild} chosen: {', '.join(kinds)})" if wild else "")),
    }


def parts(cities: tuple[City, ...], seat: int, player: int | None = None) -> tuple[Part, ...]:
    """The seven parts of ``seat``'s score (``player`` marks whose they are)."""
    n = len(cities)
    got = lines(cities[seat], cities[left_of(seat, n)], cities[right_of(seat, n)])
    return tuple(Part(label, got[key][0], rule, got[key][1], key=key, player=player)
                 for key, label, rule in LINES)


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
