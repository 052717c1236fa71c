"""The Golf calculator's tally mode: the score pad, one row per hole with each player's
points, added up; the lowest total wins.

>>> result = score_pad({"mode": "tally", "holes": [[5, 2], [-1, 4]]})
>>> result.totals(), result.fact("winners")
((4, 6), [0])
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.errors import SetupError
from ..core.html import esc
from ..core.score import Breakdown, Part, lowest_wins, winners_fact
from ..core.tally import tally_reader
from . import data

ROUND = "golf.scoring.round"
PLAYERS = (2, 8)
HOLES = 18

TALLY: dict[str, Any] = {
    "title": "Score pad",
    "description": "One row per hole played, each with every player's points in seat order.",
    "required": ["holes"],
    "properties": {
        "holes": {"type": "array", "minItems": 1, "maxItems": HOLES,
                  "items": {"type": "array", "minItems": PLAYERS[0], "maxItems": PLAYERS[1],
                            "items": {"type": "integer"}},
                  "examples": [[[5, 2], [-1, 4]]]},
        "grid": {"enum": list(data.grid_sizes()), "default": 6,
                 "description": "Cards in each grid (bounds what a hole can score)."},
        "values": {"enum": list(data.value_tables()), "default": "wiki",
                   "description": "Card values table (bounds what a hole can score)."},
    },
}

SAMPLE_TALLY: dict[str, Any] = {"mode": "tally", "holes": [[5, 2, 9], [-1, 4, 3], [0, 7, 2]]}


def score_pad(payload: Any) -> Breakdown:
    """Every player's holes as parts, their totals, and the winners (lowest total)."""
    r = tally_reader(payload, TALLY)
    size = r.raw("grid", 6)
    if size not in data.grid_sizes():
        raise SetupError("no such grid", expected=" or ".join(map(str, data.grid_sizes())),
                         got=size, rule="golf.setup.grid", where="input.grid")
    values = r.str("values", data.value_tables(), "wiki")
    low, high = bounds(size, values)
    holes = r.list("holes")
    if not 1 <= len(holes) <= HOLES:
        raise SetupError("a game has 1 to 18 holes", expected="1 to 18 rows", got=len(holes),
                         rule="golf.end", where="input.holes")
    players = None
    parts: list[Part] = []
    for h, row in enumerate(holes):
        where = f"input.holes[{h}]"
        if not isinstance(row, list) or not PLAYERS[0] <= len(row) <= PLAYERS[1]:
            raise SetupError("a hole's row holds every player's points",
                             expected="2 to 8 whole numbers", got=row, where=where)
        if players is not None and len(row) != players:
            raise SetupError("every hole has the same players", expected=f"{players} numbers",
                             got=len(row), rule=ROUND, where=where)
        players = len(row)
        for p, points in enumerate(row):
            _check(points, low, high, f"{where}[{p}]")
            parts.append(Part(f"Hole {h + 1}", points, ROUND, key=f"hole.{h + 1}", player=p))
    result = Breakdown(tuple(parts))
    totals = result.totals()
    winners = lowest_wins(totals)
    return replace(result, focus=winners[0], note=f"The total is player {winners[0] + 1}'s.",
                   facts=(winners_fact(winners),))


def bounds(size: int, values: str) -> tuple[int, int]:
    """The fewest and most points a grid of ``size`` cards can score with these values."""
    table = data.values(values).values()
    return size * min(min(table), 0), size * max(table)


def _check(points: Any, low: int, high: int, where: str) -> None:
    if isinstance(points, bool) or not isinstance(points, int):
        raise SetupError("a hole's points are a whole number", expected="a whole number",
                         got=points, rule=ROUND, where=where)
    if not low <= points <= high:
        raise SetupError("no grid scores that much in one hole", expected=f"{low} to {high}",
                         got=points, rule=ROUND, where=where)


def pad_html(payload: Any) -> str:
    """The score pad as a table: a row per hole, a column per player."""
    score_pad(payload)
    holes = payload["holes"]
    head = "".join(f'<th scope="col">Player {p + 1}</th>' for p in range(len(holes[0])))
    rows = "".join(f'<tr><th scope="row">Hole {h + 1}</th>'
                   + "".join(f'<td class="rb-num">{esc(v)}</td>' for v in row) + "</tr>"
                   for h, row in enumerate(holes))
    return (f'<table class="rb-tally"><caption>Score pad</caption><thead><tr>'
            f'<th scope="col">Hole</th>{head}</tr></thead><tbody>{rows}</tbody></table>')
