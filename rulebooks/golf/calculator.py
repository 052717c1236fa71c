"""The Golf calculator: one grid of cards in, its score breakdown out."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..core.cards import CODE_PATTERN, Card, check_copies, standard_deck
from ..core.codec import Reader, code_row, read_row
from ..core.errors import SetupError
from ..core.output import SEATS, result_schema
from ..core.score import Breakdown, Fact
from ..core.state import option_named
from ..core.tally import with_modes, without_mode
from . import data
from .game import OPTIONS
from .render import grid_html
from .scoring import resolve_lines, score_grid
from .tally import TALLY

FULL: dict[str, Any] = {
    "title": "Golf grid",
    "description": "One player's grid at the end of a hole, every card face up.",
    "type": "object",
    "required": ["grid"],
    "additionalProperties": False,
    "properties": {
        "grid": {
            "title": "Rows of the grid",
            "description": "Rows from top to bottom: 2x2, 2x3 or 3x3. Each row is a string of "
            "card codes separated by spaces (rank A, 2-10, J, Q, K then suit S, H, D, C).",
            "type": "array",
            "minItems": 2,
            "maxItems": 3,
            "items": code_row(CODE_PATTERN, "2D 6H 4C", title="Row"),
        },
        # the game's options of the same names, worded for the form
        "lines": option_named(OPTIONS, "lines").schema(
            title="Lines that cancel",
            description="Which lines of equal cards cancel (auto: the grid's default)."),
        "values": option_named(OPTIONS, "values").schema(title="Card values"),
        "decks": option_named(OPTIONS, "decks").schema(
            title="Decks", description="Decks in play (limits copies of a card).",
            minimum=1, default=1),
    },
}

SCHEMA = with_modes("Golf score", "One grid at the end of a hole, card by card; or the score "
                    "pad of a whole game, hole by hole.", "grid", FULL, TALLY)

SAMPLE: dict[str, Any] = {"grid": ["2D 6H 4C", "KS 6S KH"], "lines": "auto", "values": "wiki"}

def read_grid(payload: Any) -> tuple[tuple[Card, ...], data.GridSpec, Reader]:
    r = Reader(without_mode(payload), "input", FULL["properties"])
    rows = [read_row(row, f"input.grid[{i}]", "a row of card codes such as '2D 6H 4C'",
                     Card.parse, ", card {n}") for i, row in enumerate(r.list("grid"))]
    shape = (len(rows), len(rows[0]) if rows else 0)
    sizes = data.shape_to_size()
    if shape not in sizes or any(len(row) != shape[1] for row in rows):
        widths = "/".join(str(len(row)) for row in rows) or "none"
        raise SetupError(
            f"a grid of {len(rows)} row(s) of {widths} card(s)",
            expected="2 rows of 2, 2 rows of 3, or 3 rows of 3",
            got=f"{len(rows)}x{widths}",
            rule="golf.setup.grid",
            where="input.grid",
        )
    cards = tuple(card for row in rows for card in row)
    decks = r.int("decks", 1, 3, 1)
    check_copies(cards, Counter(standard_deck(decks)), rule="golf.setup.deck",
                 where="input.grid")
    return cards, data.grid(sizes[shape]), r

def score(payload: Any) -> Breakdown:
    """Score a finished grid: ``{"grid": ["2D 6H 4C", "KS 6S KH"]}``."""
    cards, spec, r = read_grid(payload)
    lines = r.str("lines", ("auto", *data.line_rules()), "auto")
    values = r.str("values", data.value_tables(), "wiki")
    result = score_grid(cards, spec, lines, values)
    resolved = resolve_lines(lines, spec)
    facts = (Fact("lines", "Lines that cancel", resolved, data.data()["lines"][resolved]["label"]),
             Fact("values", "Card values", values, data.data()["values"][values]["label"]))
    return Breakdown(result.parts, facts=facts)

def render_input(payload: Any) -> str:
    cards, spec, _ = read_grid(payload)
    return grid_html(cards, spec, title=f"{spec.size}-card grid")


RESULT = result_schema("Golf", {
    "lines": {"enum": list(data.line_rules()), "description": "Which lines cancel (grid)."},
    "values": {"enum": list(data.value_tables()), "description": "The card values table."},
    "winners": {**SEATS, "description": "Lowest totals on the score pad (tally)."},
}, optional=("lines", "values", "winners"))
