"""Scoring 7 Wonders Duel: the score pad's categories, and the civilian tiebreak.

>>> military(4, 0), military(4, 1), military(0, 0), military(-7, 1)
(5, 0, 0, 10)
>>> winners((50, 50), (20, 18)), winners((50, 50), (20, 20))
((0,), (0, 1))
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.score import Breakdown, Fact, Part
from . import agora, data

CIVILIAN = "duel.score.civilian"
SCIENCE = "duel.score.science"
COMMERCIAL = "duel.score.commercial"
GUILDS = "duel.score.guilds"
WONDERS = "duel.score.wonders"
PROGRESS = "duel.score.progress"
COINS = "duel.score.coins"
MILITARY = "duel.score.military"
TIE = "duel.end.tie"

# the score pad's rows, in its order: key, label, rule
ROWS = (("civilian", "Civilian (blue)", CIVILIAN), ("science", "Science (green)", SCIENCE),
        ("commercial", "Commercial (yellow)", COMMERCIAL), ("guilds", "Guilds (purple)", GUILDS),
        ("wonders", "Wonders", WONDERS), ("progress", "Progress tokens", PROGRESS),
        ("coins", "Coins", COINS), ("military", "Military", MILITARY))
# Agora's row of the score pad, there only when the expansion is played
AGORA_ROW = ("influence", "Influence (Senate)", agora.SCORE)
COLOUR_ROW = {"blue": "civilian", "green": "science", "yellow": "commercial"}


def military(conflict: int, player: int) -> int:
    """Points the conflict pawn's place gives ``player`` (0 moves it up, 1 down)."""
    toward = conflict if player == 0 else -conflict
    return data.military_points(toward) if toward > 0 else 0


def guild_points(ident: str, cities: Sequence[Sequence[str]], built: Sequence[Sequence[str]],
                 coins: Sequence[int]) -> int:
    what, _, each, per = data.card(ident).guild
    return each * (most(what, cities, built, coins) // per)


def most(what: Sequence[str], cities: Sequence[Sequence[str]],
         built: Sequence[Sequence[str]], coins: Sequence[int]) -> int:
    """The largest count of ``what`` (colours, ``wonder`` or ``coins``) over both cities."""
    def count(p: int) -> int:
        total = 0
        for thing in what:
            if thing == "wonder":
                total += len(built[p])
            elif thing == "coins":
                total += coins[p]
            else:
                total += sum(1 for c in cities[p] if data.card(c).colour == thing)
        return total
    return max(count(p) for p in range(len(cities)))


def rows(player: int, cities: Sequence[Sequence[str]], built: Sequence[Sequence[str]],
         tokens: Sequence[Sequence[str]], coins: Sequence[int], conflict: int,
         influence: agora.Influence | None = None) -> dict[str, int]:
    """Each score pad row for ``player`` (with ``influence``, Agora's row too)."""
    out = dict.fromkeys((key for key, _, _ in ROWS), 0)
    for c in cities[player]:
        spec = data.card(c)
        if spec.colour == "purple":
            out["guilds"] += guild_points(c, cities, built, coins)
        elif spec.colour in COLOUR_ROW:
            out[COLOUR_ROW[spec.colour]] += spec.points
    out["wonders"] = sum(data.wonder(w).points for w in built[player])
    mine = tokens[player]
    out["progress"] = sum(data.token(t).points for t in mine)
    if "mathematics" in mine:
        out["progress"] += data.rule("mathematics_each") * len(mine)
    out["coins"] = coins[player] // data.rule("coins_per_point")
    out["military"] = military(conflict, player)
    if influence is not None:
        out["influence"] = agora.points(influence, player)
    return out


def breakdown(values: dict[str, int], details: dict[str, str] | None = None) -> Breakdown:
    details = details or {}
    parts = tuple(Part(label, values[key], rule, details.get(key, ""), key)
                  for key, label, rule in (*ROWS, AGORA_ROW) if key in values)
    return Breakdown(parts, facts=(Fact("civilian", "Civilian points (tiebreak)",
                                        values["civilian"]),))


def winners(totals: Sequence[int], civilian: Sequence[int]) -> tuple[int, ...]:
    """Most points; level players are split by civilian (blue) points; then both win."""
    best = max(totals)
    level = [p for p, t in enumerate(totals) if t == best]
    top = max(civilian[p] for p in level)
    return tuple(p for p in level if civilian[p] == top)
