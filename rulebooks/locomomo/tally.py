"""The Locomomo calculator's tally mode: what a score pad counts on a finished board (bonus
animals, pairs, the groups of row 4, the species of row 5, one-colour lines, the expansion
bonuses), scored by the same tables as a drawn board.

>>> parts = read_tally({"mode": "tally", "top": 1, "pairs": 2, "same": [3, 2], "different": 4})
>>> [p.key for p in parts]
['top', 'pairs', 'same.1', 'same.2', 'different']
>>> [p.key for p in read_tally({"same": [2, 3], "same_row": "largest-group"})]
['same.2']
"""

from __future__ import annotations

from typing import Any

from ..core.codec import Reader
from ..core.errors import SetupError
from ..core.score import Breakdown, Part
from ..core.tally import count, tally_html, tally_reader
from . import data
from .scoring import COLOUR, DIFFERENT, FLOWER, HABITAT, PAIRS, SAME, SAME_READINGS, TOP

COLUMNS = data.columns()
LINES = len(data.rows()) + COLUMNS  # every full row and every full column

TALLY: dict[str, Any] = {
    "title": "Score pad",
    "description": "What a finished board scores, counted line by line.",
    "properties": {
        "top": {"type": "integer", "minimum": 0, "maximum": COLUMNS, "default": 0,
                "description": "Columns whose bonus animal matches the pair below it."},
        "pairs": {"type": "integer", "minimum": 0, "maximum": COLUMNS, "default": 0,
                  "description": "Columns where rows 2 and 3 hold the same species."},
        "same": {"type": "array", "items": {"type": "integer", "minimum": 1,
                                             "maximum": COLUMNS}, "default": [],
                 "maxItems": min(COLUMNS, len(data.species())),
                 "description": "Row 4: the size of each group of one species."},
        "same_row": {"type": "string", "enum": list(SAME_READINGS),
                     "default": SAME_READINGS[0],
                     "description": "How row 4 scores: every group, or only the largest one "
                                    "(see the readings on the page)."},
        "different": {"type": "integer", "minimum": 0, "maximum": COLUMNS, "default": 0,
                      "description": "Row 5: how many different species it holds."},
        "colour_lines": {"type": "integer", "minimum": 0, "maximum": LINES, "default": 0,
                         "description": "Full rows and columns of one colour."},
        "habitat": {"type": "boolean", "default": False,
                    "description": "Expansion A: the bonus for the fewest matching tiles won."},
        "flower": {"type": "boolean", "default": False,
                   "description": "Expansion B: the flower token's animal in its square."},
    },
}

SAMPLE_TALLY: dict[str, Any] = {"mode": "tally", "top": 1, "pairs": 2, "same": [3, 2],
                                "different": 5, "colour_lines": 1, "habitat": True}


def score_tally(payload: Any) -> Breakdown:
    """The breakdown of a counted board."""
    return Breakdown(tuple(read_tally(payload)))


def render_tally(payload: Any) -> str:
    """A counted board drawn as the pad's lines."""
    read_tally(payload)
    return tally_html(payload, TALLY)


def read_tally(payload: Any) -> list[Part]:
    """The parts a counted board scores; counts no board can show are refused by field."""
    r = tally_reader(payload, TALLY)
    pairs = count(r.raw("pairs", 0), "input.pairs", COLUMNS, PAIRS, "pairs", "there are columns")
    top = count(r.raw("top", 0), "input.top", COLUMNS, TOP, "bonus animals", "columns")
    if top > pairs:
        raise SetupError("a bonus animal matches a pair in its column", expected=f"at most "
                         f"{pairs} (the pairs)", got=top, rule=TOP, where="input.top")
    parts = [Part(f"Bonus animals ×{top}", top * data.row_points("top"), TOP, key="top")] \
        if top else []
    if pairs:
        parts.append(Part(f"Pairs ×{pairs}", pairs * data.row_points("pairs"), PAIRS,
                          key="pairs"))
    parts += _same(r)
    different = count(r.raw("different", 0), "input.different",
                      min(COLUMNS, len(data.species())), DIFFERENT, "species", "row 5 can hold")
    if different:
        parts.append(Part(f"Different-species row: {different} species",
                          data.set_points("different")[different - 1], DIFFERENT,
                          key="different"))
    lines = count(r.raw("colour_lines", 0), "input.colour_lines", LINES, COLOUR,
                  "one-colour lines", "the board has rows and columns")
    if lines:
        parts.append(Part(f"One-colour lines ×{lines}", lines * data.colour_line_points(),
                          COLOUR, key="colour"))
    for name, rule, letter in (("habitat", HABITAT, "a"), ("flower", FLOWER, "b")):
        if r.bool(name, False):
            parts.append(Part(f"Expansion {letter.upper()} bonus",
                              data.expansion(letter)["points"], rule, key=name))
    return parts


def _same(r: Reader) -> list[Part]:
    groups = r.list("same", [])
    most = min(COLUMNS, len(data.species()))  # a group is every tile of one species
    if len(groups) > most:
        raise SetupError("row 4 has one group per species it holds", expected=f"at most "
                         f"{most} groups", got=len(groups), rule=SAME, where="input.same")
    sizes = [count(v, f"input.same[{i}]", COLUMNS, SAME, "tiles in a group", "a row holds")
             for i, v in enumerate(groups)]
    if sum(sizes) > COLUMNS:
        raise SetupError("row 4's groups hold more tiles than the row has squares",
                         expected=f"at most {COLUMNS} tiles in all", got=sum(sizes), rule=SAME,
                         where="input.same")
    if 0 in sizes:
        raise SetupError("a group holds at least one tile", expected="1 or more", got=0,
                         rule=SAME, where=f"input.same[{sizes.index(0)}]")
    scored = list(enumerate(sizes))
    if r.str("same_row", SAME_READINGS, SAME_READINGS[0]) == "largest-group" and sizes:
        scored = [max(scored, key=lambda item: item[1])]
    return [Part(f"Same-species row: a group of {size}", data.set_points("same")[size - 1],
                 SAME, key=f"same.{i + 1}") for i, size in scored]
