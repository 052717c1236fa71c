"""Score breakdowns: parts, each with a stable key, its player and its rule, and their total.

>>> b = Breakdown((Part("Column of sixes cancels", 0, "golf.scoring.lines", key="lines"),
...                Part("2D", -2, "golf.scoring.values", key="card.2D")))
>>> b.total
-2
>>> b.to_dict()["parts"][0]["rule"], b.to_dict()["parts"][1]["key"]
('golf.scoring.lines', 'card.2D')

A breakdown may hold the parts of several players (each part says whose it is); its
``total`` is then the total of ``focus``, and ``totals`` has everyone's. Facts are keyed,
with typed values (numbers stay numbers) and a label and text for the page:

>>> two = Breakdown((Part("Cards", 3, "x.cards", key="cards", player=0),
...                  Part("Cards", 5, "x.cards", key="cards", player=1)), focus=1,
...                 facts=(Fact("winner", "Winner", 1, "player 2"),))
>>> two.total, two.totals(), two.to_dict()["facts"]
(5, (3, 5), {'winner': 1})
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .i18n import tr
from .rules import rule_link

KEY = re.compile(r"^[a-z0-9][a-z0-9_.-]*$")


@dataclass(frozen=True)
class Part:
    """One line of a breakdown. ``detail`` says how the points came about; ``key`` names the
    part stably (``"estates.3"``, ``"card.2D"``), ``player`` is whose it is (a seat, from 0)
    when the breakdown holds several players' parts."""

    label: str
    points: int
    rule: str
    detail: str = ""
    key: str = ""
    player: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "player": self.player,
            "label": tr(self.label),
            "points": self.points,
            "rule": self.rule,
            "link": rule_link(self.rule),
            "detail": tr(self.detail),
        }


@dataclass(frozen=True)
class Fact:
    """A keyed fact about a score with a typed value (a number, a seat, a list of them), and
    the label and text the page shows for it."""

    key: str
    label: str
    value: Any
    text: str = ""

    @property
    def shown(self) -> str:
        return self.text or str(self.value)


@dataclass(frozen=True)
class Breakdown:
    """A score: its parts and their sum. Points are ints, never floats."""

    parts: tuple[Part, ...] = ()
    note: str = ""
    facts: tuple[Fact, ...] = ()
    focus: int | None = None

    @property
    def total(self) -> int:
        return sum(part.points for part in self.parts
                   if self.focus is None or part.player == self.focus)

    @property
    def players(self) -> tuple[int, ...]:
        """The seats whose parts the breakdown holds (empty for a one-player score)."""
        return tuple(sorted({p.player for p in self.parts if p.player is not None}))

    def totals(self) -> tuple[int, ...]:
        """Every seat's total, in seat order (for a breakdown holding several players)."""
        return tuple(sum(p.points for p in self.parts if p.player == seat)
                     for seat in range(max(self.players, default=-1) + 1))

    def fact(self, key: str) -> Any:
        """The value of the fact called ``key`` (a KeyError names the keys there are)."""
        for fact in self.facts:
            if fact.key == key:
                return fact.value
        raise KeyError(f"no fact {key!r}; facts: {', '.join(f.key for f in self.facts)}")

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "total": self.total,
            "parts": [part.to_dict() for part in self.parts],
            "facts": {fact.key: fact.value for fact in self.facts},
            "fact_labels": [{"key": f.key, "label": tr(f.label), "text": tr(f.shown)}
                            for f in self.facts],
        }
        if self.players:
            data["player"] = self.focus
            data["totals"] = list(self.totals())
        if self.note:
            data["note"] = tr(self.note)
        return data


@dataclass(frozen=True)
class PlayerScore:
    """A player's breakdown within a game's standings."""

    player: int
    name: str
    breakdown: Breakdown

    def to_dict(self) -> dict[str, Any]:
        return {"player": self.player, "name": self.name, **self.breakdown.to_dict()}


@dataclass(frozen=True)
class Outcome:
    """The end of a game: final totals per player and the winners (ties share)."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str = ""
    rule: str = ""
    extra: dict[str, Any] = field(default_factory=dict, compare=False)

    def to_dict(self) -> dict[str, Any]:
        return {
            "totals": list(self.totals),
            "winners": list(self.winners),
            "reason": self.reason,
            "rule": self.rule,
        }


def winners_fact(winners: Sequence[int]) -> Fact:
    """The ``winners`` fact: the winning seats (from 0), named for the page from 1.

    >>> winners_fact((0, 2)).text
    'player 1 and player 3'
    """
    return Fact("winners", "Winner" if len(winners) == 1 else "Winners (shared)", list(winners),
                " and ".join(f"player {w + 1}" for w in winners))


def lowest_wins(totals: tuple[int, ...]) -> tuple[int, ...]:
    """Players with the fewest points (everyone tied for the lowest wins)."""
    best = min(totals)
    return tuple(i for i, total in enumerate(totals) if total == best)


def highest_wins(totals: tuple[int, ...]) -> tuple[int, ...]:
    """Players with the most points (everyone tied for the highest wins).

    >>> highest_wins((7, 9, 9))
    (1, 2)
    """
    best = max(totals)
    return tuple(i for i, total in enumerate(totals) if total == best)
