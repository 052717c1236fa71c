"""Campeones's tables, read once from ``data.toml``.

>>> card("N10").values, card("N10").kind, card("A12").kind
((3, 2, 0), 'field', 'fatigue')
>>> len(team_cards(0)), len(match_cards(0)), limit(False), limit(True)
(12, 13, 9, 7)
>>> card("N10M").replaces
'N10'
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from ..core.datafile import game_data, make

TOKENS = ("S", "P", "D")  # shot, pass, defence
TOKEN_NAMES = {"S": "shot", "P": "pass", "D": "defence"}
HALVES = ("A", "B")  # the match decks of the first and second half


def data() -> dict[str, Any]:
    return game_data(__package__)


@dataclass(frozen=True)
class CardSpec:
    """One card: its code, kind, shot/pass/defence values, the tokens it activates when it
    enters play, and for signings and motivation cards its cost (token letters)."""

    code: str
    name: str
    kind: str
    values: tuple[int, int, int]
    tokens: str = ""
    cost: str = ""
    replaces: str = ""
    team: int | None = None  # the seat whose starting deck or bench holds it

    @property
    def shot(self) -> int:
        return self.values[0]

    @property
    def passing(self) -> int:
        return self.values[1]

    @property
    def defence(self) -> int:
        return self.values[2]


def _spec(entry: dict[str, Any], name: str, kind: str | None = None,
          team: int | None = None) -> CardSpec:
    return make(CardSpec, entry, name=entry.get("name", name), kind=kind or entry["kind"],
                team=team)


@cache
def cards() -> dict[str, CardSpec]:
    """Every card of the box by code: starting decks, match decks, signings, motivation."""
    found: dict[str, CardSpec] = {}
    for entry in data()["cards"]:
        found[entry["code"]] = _spec(entry, "", team=teams().index(entry["name"].split()[0]))
    for deck in data()["match"]:
        for entry in deck["cards"]:
            name = "Fatigue" if entry["kind"] == "fatigue" else "Match player"
            found[entry["code"]] = _spec(entry, name)
    for entry in data()["signings"]:
        name = "Signed goalkeeper" if entry["kind"] == "goalkeeper" else "Signed player"
        found[entry["code"]] = _spec(entry, name)
    for entry in data()["specials"]:
        found[entry["code"]] = _spec(entry, "Special card", "special", entry["team"])
    for entry in data()["motivation"]:
        base = found[entry["replaces"]]
        found[entry["code"]] = _spec(entry, f"{base.name}, motivated", base.kind, base.team)
    return found


def card(code: str) -> CardSpec:
    return cards()[code]


def codes() -> tuple[str, ...]:
    return tuple(cards())


def team_cards(seat: int) -> tuple[str, ...]:
    """The starting deck of ``seat``'s team (11 players and the fans)."""
    return tuple(c.code for c in cards().values()
                 if c.team == seat and not c.replaces and c.kind != "special")


def specials(seat: int) -> tuple[str, ...]:
    """The special shot and defence cards of ``seat``'s team."""
    return tuple(c.code for c in cards().values() if c.team == seat and c.kind == "special")


def bench(seat: int) -> tuple[str, ...]:
    """The motivation cards on ``seat``'s bench."""
    return tuple(c.code for c in cards().values() if c.team == seat and c.replaces)


def match_cards(half: int) -> tuple[str, ...]:
    """The match deck of the first (0) or second (1) half."""
    return tuple(entry["code"] for entry in data()["match"][half]["cards"])


def signings() -> tuple[str, ...]:
    return tuple(entry["code"] for entry in data()["signings"])


def teams() -> tuple[str, ...]:
    return tuple(data()["game"]["teams"])


def players() -> tuple[int, int]:
    low, high = data()["game"]["players"]
    return low, high


def game(key: str) -> Any:
    return data()["game"][key]


def limit(extra: bool) -> int:
    """Cards that may be in play in one round, both play areas together."""
    return game("extra_limit" if extra else "limit")


def sources() -> dict[str, dict[str, Any]]:
    return data()["sources"]


def unconfirmed() -> dict[str, str]:
    return data()["unconfirmed"]
