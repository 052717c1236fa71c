"""Agora, 7 Wonders Duel's political expansion: the Senate's six chambers, the influence
cubes in them, who controls each, the senate actions a senator gives, political supremacy
and the influence points at the end.

>>> control(((2, 0, 1, 0, 0, 0), (1, 0, 1, 0, 0, 3)))
(0, None, None, None, None, 1)
>>> points(((2, 0, 1, 0, 0, 0), (1, 0, 1, 0, 0, 3)), 0), actions(0), actions(3), actions(9)
(1, 1, 2, 3)
>>> neighbours(0), neighbours(3)
((1,), (2, 4))
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from . import data

Influence = Sequence[Sequence[int]]

SENATE = "duel.agora.senate"
SENATORS = "duel.agora.senators"
POLITICIAN = "duel.agora.politician"
CONSPIRATOR = "duel.agora.conspirator"
CONTROL = "duel.agora.control"
SUPREMACY = "duel.agora.supremacy"
SCORE = "duel.agora.score"


def table() -> dict[str, Any]:
    return data.data()["agora"]


def rule(name: str) -> Any:
    return table()[name]


@cache
def chambers() -> tuple[dict[str, Any], ...]:
    return tuple(table()["chambers"])


CHAMBERS = len(chambers())
EMPTY: tuple[tuple[int, ...], tuple[int, ...]] = ((0,) * CHAMBERS, (0,) * CHAMBERS)


def section_chambers(section: str) -> tuple[int, ...]:
    """The chambers (from 0) of a section of the Senate."""
    return tuple(i for i, c in enumerate(chambers()) if c["section"] == section)


def neighbours(chamber: int) -> tuple[int, ...]:
    return tuple(c for c in (chamber - 1, chamber + 1) if 0 <= c < CHAMBERS)


def actions(blue: int) -> int:
    """Senate actions a Politician gives a city with ``blue`` blue cards."""
    return max(row["actions"] for row in rule("politician_actions") if blue >= row["blue"])


def controller(influence: Influence, chamber: int) -> int | None:
    """The player with strictly more cubes in the chamber, if any."""
    mine, theirs = influence[0][chamber], influence[1][chamber]
    return 0 if mine > theirs else 1 if theirs > mine else None


def control(influence: Influence) -> tuple[int | None, ...]:
    return tuple(controller(influence, c) for c in range(CHAMBERS))


def points(influence: Influence, player: int) -> int:
    """Influence points: the points of every chamber ``player`` controls."""
    return sum(c["points"] for c, who in zip(chambers(), control(influence), strict=True)
               if who == player)


def supreme(influence: Influence) -> int | None:
    """The player who controls all six chambers (political supremacy), if any."""
    owners = set(control(influence))
    return next(iter(owners)) if len(owners) == 1 and None not in owners else None


def cubes_left(influence: Influence, player: int) -> int:
    return rule("cubes_each") - sum(influence[player])


def per_age(age: int) -> int:
    """How many senators join the Age's deck."""
    return rule("senators_per_age")[age - 1]


DECREES = "duel.agora.decrees"
CONSPIRE = "duel.agora.conspire"
PREPARE = "duel.agora.prepare"
TRIGGER = "duel.agora.trigger"
PLOTS = "duel.agora.conspiracies"
EXTRAS = "duel.agora.extras"
MILITARY = "duel.agora.military"


@cache
def decrees() -> dict[str, dict[str, Any]]:
    """Every decree token: a decree printed in several colours is one token per colour,
    ``coins-per-colour-blue`` and so on (its entry names its ``colour``)."""
    out: dict[str, dict[str, Any]] = {}
    for entry in data.data()["decrees"]:
        for colour in entry.get("colours", [""]):
            ident = f"{entry['id']}-{colour}" if colour else entry["id"]
            out[ident] = {**entry, "id": ident, "kind": entry["id"], "colour": colour}
    return out


def decree_pool() -> tuple[str, ...]:
    """The decree tokens the engine deals (every one: see the page)."""
    return tuple(decrees())


def decree_size(ident: str, name: str) -> int:
    """The size of a decree's effect (``coins``, ``blue``, ``discount`` ...)."""
    return decrees()[ident][name]


def decree_chamber(board: Sequence[str], lower: Sequence[str], ident: str) -> int | None:
    """The chamber (from 0) holding decree ``ident``, on top or under another."""
    for row in (board, lower):
        if ident in row:
            return list(row).index(ident)
    return None


def decree_holder(influence: Influence, board: Sequence[str], ident: str,
                  lower: Sequence[str] = ()) -> int | None:
    """Who enjoys decree ``ident``: the controller of its chamber (None if not dealt)."""
    chamber = decree_chamber(board, lower, ident)
    return None if chamber is None else controller(influence, chamber)


def conspiracies() -> dict[str, dict[str, Any]]:
    return data.conspiracies()


OPTIONAL_STEPS = ("move", "scrap-again", "trigger-any")
