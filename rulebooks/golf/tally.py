"""The Golf calculator's tally mode: the score pad, one row per hole with each player's
points, added up; the lowest total wins (``core.roundpad``).

>>> result = score_tally({"mode": "tally", "holes": [[5, 2], [-1, 4]]})
>>> result.totals(), result.fact("winners")
((4, 6), [0])
"""

from __future__ import annotations

from typing import Any

from ..core.roundpad import RoundPad
from ..core.score import Breakdown
from ..core.state import option_named
from ..core.tally import tally_reader
from . import data
from .game import OPTIONS

PAD = RoundPad("hole", "golf.scoring.round", "golf.end", players=(2, 8), most=18)
TALLY: dict[str, Any] = PAD.schema(
    "One row per hole played, each with every player's points in seat order.", [[5, 2], [-1, 4]],
    grid=option_named(OPTIONS, "grid").schema(
        description="Cards in each grid (bounds what a hole can score)."),
    values=option_named(OPTIONS, "values").schema(
        description="Card values table (bounds what a hole can score)."))

SAMPLE_TALLY: dict[str, Any] = {"mode": "tally", "holes": [[5, 2, 9], [-1, 4, 3], [0, 7, 2]]}


def score_tally(payload: Any) -> Breakdown:
    """Every player's holes as parts, their totals, and the winners (lowest total)."""
    r = tally_reader(payload, TALLY)
    size = r.choice("grid", data.grid_sizes(), 6)
    values = r.str("values", data.value_tables(), "wiki")
    return PAD.score(r.list("holes"), bounds(size, values), "no grid scores that much in one hole")


def bounds(size: int, values: str) -> tuple[int, int]:
    """The fewest and most points a grid of ``size`` cards can score with these values."""
    table = data.values(values).values()
    return size * min(min(table), 0), size * max(table)


def render_tally(payload: Any) -> str:
    """The score pad as a table: a row per hole, a column per player."""
    score_tally(payload)
    return PAD.html(payload["holes"])
