"""A paper score pad of rounds (a calculator's tally mode for a game scored round by round):
one row per round with every player's points in seat order, added up; the lowest total wins
or the highest.

>>> pad = RoundPad("hole", "golf.scoring.round", "golf.end", players=(2, 8), most=18)
>>> result = pad.score([[5, 2], [-1, 4]], (-20, 90), "no grid scores that much")
>>> result.totals(), result.fact("winners"), result.parts[1].label
((4, 6), [0], 'Hole 1')
>>> pad.score([[5, 2], [1, 2, 3]], (-20, 90), "")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
rulebooks.core.errors.SetupError: input.holes[1]: every hole has the same players (...)...
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from .errors import SetupError
from .html import esc
from .i18n import tr
from .score import Breakdown, Part, highest_wins, lowest_wins, winners_fact


@dataclass(frozen=True)
class RoundPad:
    """The pad of a game played in ``most`` rounds at the most, each called ``word`` ("hole"),
    by ``players`` (fewest, most) players; ``rule`` scores a round, ``end_rule`` ends the game.
    The input field is the word's plural (``holes``)."""

    word: str
    rule: str
    end_rule: str
    players: tuple[int, int]
    most: int
    lowest: bool = True  # the lowest total wins

    @property
    def field(self) -> str:
        return f"{self.word}s"

    def schema(self, description: str, example: list[list[int]],
               **more: dict[str, Any]) -> dict[str, Any]:
        """The tally's input schema: the rounds, then ``more`` fields of the game's own."""
        low, high = self.players
        rows = {"type": "array", "minItems": 1, "maxItems": self.most,
                "items": {"type": "array", "minItems": low, "maxItems": high,
                          "items": {"type": "integer"}}, "examples": [example]}
        return {"title": "Score pad", "description": description, "required": [self.field],
                "properties": {self.field: rows, **more}}

    def parts(self, rows: Sequence[Sequence[int]]) -> tuple[Part, ...]:
        """Each player's points of each round, as parts (``Hole 1``, key ``hole.1``)."""
        return tuple(Part(f"{self.word.capitalize()} {n}", points, self.rule,
                          key=f"{self.word}.{n}", player=p)
                     for n, row in enumerate(rows, 1) for p, points in enumerate(row))

    def score(self, rows: Any, bounds: tuple[int, int], too_many: str) -> Breakdown:
        """The pad's breakdown and its winners; a round's points outside ``bounds`` are
        refused, ``too_many`` saying why ("no grid scores that much in one hole")."""
        word, where = self.word, f"input.{self.field}"
        if not 1 <= len(rows) <= self.most:
            raise SetupError(f"a game has 1 to {self.most} {self.field}",
                             expected=f"1 to {self.most} rows", got=len(rows),
                             rule=self.end_rule, where=where)
        low, high = self.players
        for n, row in enumerate(rows):
            at = f"{where}[{n}]"
            if not isinstance(row, list) or not low <= len(row) <= high:
                raise SetupError(f"a {word}'s row holds every player's points",
                                 expected=f"{low} to {high} whole numbers", got=row, where=at)
            if len(row) != len(rows[0]):
                raise SetupError(f"every {word} has the same players",
                                 expected=f"{len(rows[0])} numbers", got=len(row),
                                 rule=self.rule, where=at)
            for p, points in enumerate(row):
                self._check(points, bounds, too_many, f"{at}[{p}]")
        result = Breakdown(self.parts(rows))
        totals = result.totals()
        winners = (lowest_wins if self.lowest else highest_wins)(totals)
        return replace(result, focus=winners[0], note=f"The total is player {winners[0] + 1}'s.",
                       facts=(winners_fact(winners),))

    def _check(self, points: Any, bounds: tuple[int, int], what: str, where: str) -> None:
        if isinstance(points, bool) or not isinstance(points, int):
            raise SetupError(f"a {self.word}'s points are a whole number",
                             expected="a whole number", got=points, rule=self.rule, where=where)
        if not bounds[0] <= points <= bounds[1]:
            raise SetupError(what, expected=f"{bounds[0]} to {bounds[1]}", got=points,
                             rule=self.rule, where=where)

    def html(self, rows: Sequence[Sequence[int]]) -> str:
        """The pad as a table: a row per round, a column per player."""
        word = self.word.capitalize()
        head = "".join(f'<th scope="col">{esc(tr(f"Player {p + 1}"))}</th>'
                       for p in range(len(rows[0])))
        body = "".join(f'<tr><th scope="row">{esc(tr(f"{word} {n}"))}</th>'
                       + "".join(f'<td class="rb-num">{esc(v)}</td>' for v in row) + "</tr>"
                       for n, row in enumerate(rows, 1))
        return (f'<table class="rb-tally"><caption>{esc(tr("Score pad"))}</caption><thead>'
                f'<tr><th scope="col">{esc(tr(word))}</th>{head}</tr></thead>'
                f'<tbody>{body}</tbody></table>')
