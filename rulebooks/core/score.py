"""Score breakdowns: labelled parts, each citing its rule, and their total.

>>> b = Breakdown((Part("Column of sixes cancels", 0, "golf.scoring.lines"),
...                Part("2D", -2, "golf.scoring.values")))
>>> b.total
-2
>>> b.to_dict()["parts"][0]["rule"]
'golf.scoring.lines'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .rules import rule_link


@dataclass(frozen=True)
class Part:
    """One line of a breakdown. ``detail`` says how the points came about."""

    label: str
    points: int
    rule: str
    detail: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "label": self.label,
            "points": self.points,
            "rule": self.rule,
            "link": rule_link(self.rule),
            "detail": self.detail,
        }


@dataclass(frozen=True)
class Breakdown:
    """A score: its parts and their sum. Points are ints, never floats."""

    parts: tuple[Part, ...] = ()
    note: str = ""
    facts: tuple[tuple[str, Any], ...] = ()

    @property
    def total(self) -> int:
        return sum(part.points for part in self.parts)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "total": self.total,
            "parts": [part.to_dict() for part in self.parts],
        }
        if self.note:
            data["note"] = self.note
        if self.facts:
            data["facts"] = dict(self.facts)
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
