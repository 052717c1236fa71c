"""The Locomomo calculator: one finished picture board in, its score breakdown out.

Rows are given top row first, each as tile codes from the left (``.`` for an empty square).
The page draws the board as a sheet: each square is a menu, and each change is one edit.

>>> score({"rows": ["Bg", "Bg Rb", "Bn Rg", "Dg Dg Eb", "Rg Bg Eg"]}).total
18
>>> edit({"rows": ["", "", "", "", ""]}, "set 2 1 Rg")["rows"][1]
'Rg'
"""

from __future__ import annotations

from typing import Any

from ..core.codec import Reader, code_row
from ..core.errors import NotationError, SetupError
from ..core.html import esc
from ..core.i18n import tr
from ..core.output import result_schema
from ..core.score import Breakdown, Fact
from ..core.state import option_named
from ..core.tally import with_modes, without_mode
from . import data
from .board import (
    LEFTMOST,
    Board,
    board_text,
    check_supply,
    located,
    read_board,
    square,
)
from .data import Tile
from .game import OPTIONS
from .render import board_html
from .scoring import (
    SAME_READINGS,
    TOP_READINGS,
    board_parts,
    flower_part,
    habitat_count,
    habitat_part,
)
from .tally import TALLY

HABITAT_TOKENS = tuple(data.expansion("a")["tokens"])
FLOWER_TOKENS = tuple(data.expansion("b")["tokens"])

def _either_case(letters: str) -> str:
    return "".join(sorted({*letters.lower(), *letters.upper()}))


# a square as the engine reads it: a tile code in any case (species, then colour), or "."
SQUARE = (rf"([{_either_case(''.join(s.code for s in data.species()))}]"
          rf"[{_either_case(''.join(c.code for c in data.colours()))}]|\.)")

FULL: dict[str, Any] = {
    "title": "Locomomo picture board",
    "description": "One player's picture board at the end of the game.",
    "type": "object",
    "required": ["rows"],
    "additionalProperties": False,
    "properties": {
        "rows": {
            "description": "The five rows, top row (the bonus row) first. Each row is tile codes "
            "from the left, separated by spaces: a species letter (R rabbit, L leopard, E eagle, "
            "B bear, D duck) and a colour letter (b blue, g green, n brown); '.' is an empty "
            "square, which can only come after the row's tiles.",
            "type": "array",
            "minItems": len(data.rows()),
            "maxItems": len(data.rows()),
            "items": code_row(SQUARE, "Rg Bg Eb"),
        },
        "same_row": option_named(OPTIONS, "same_row").schema(
            description="How row 4 scores (see the readings on the page)."),
        "top_bonus": option_named(OPTIONS, "top_bonus").schema(
            description="Where the 4-point animal matching a pair sits."),
        "habitat": {
            "description": "Expansion A: the token drawn, and how many matching tiles each "
            "other player has (null: no expansion A).",
            "type": ["object", "null"],
            "additionalProperties": False,
            "required": ["token"],
            "properties": {
                "token": {"enum": list(HABITAT_TOKENS)},
                "others": {"type": "array", "items": {"type": "integer", "minimum": 0},
                           "default": []},
            },
        },
        "flower": {"description": "Expansion B: the animal of the flower token drawn.",
                   "enum": [*FLOWER_TOKENS, None], "default": None},
    },
}

SCHEMA = with_modes("Locomomo score", "One player's picture board at the end of the game: "
                    "tile by tile, or its scoring lines counted.", "board", FULL, TALLY)

SAMPLE: dict[str, Any] = {
    "rows": ["Bg Eb Dn Rg", "Bg Eb Rb Rg Lg", "Bg Eb Rn Lg Dg", "Dg Dn Dg Rb Rg",
             "Rg Lb Eg Bn Dg"],
    "same_row": "each-group",
    "top_bonus": "above",
    "habitat": {"token": "brown", "others": [5]},
    "flower": None,
}


def read_input(payload: Any) -> tuple[Board, Reader]:
    """The board, checked square by square and against the tiles in the box."""
    r = Reader(without_mode(payload), "input", FULL["properties"])
    board = read_board(r.raw("rows"), "input.rows")
    check_supply(located(board, "input.rows"))
    return board, r


def score(payload: Any) -> Breakdown:
    """Score a finished board: ``{"rows": ["Bg", "Bg Rb", "Bn Rg", "Dg Dg Eb", "Rg Bg Eg"]}``."""
    board, r = read_input(payload)
    same = r.str("same_row", SAME_READINGS, SAME_READINGS[0])
    top = r.str("top_bonus", TOP_READINGS, TOP_READINGS[0])
    parts = list(board_parts(board, same, top))
    facts = [Fact("tiles", "Tiles on the board", sum(map(len, board)))]
    if r.raw("habitat", None) is not None:
        h = r.obj("habitat", keys=("token", "others"))
        token = h.str("token", HABITAT_TOKENS)
        others = [_count(v, f"input.habitat.others[{i}]")
                  for i, v in enumerate(h.list("others", []))]
        mine = habitat_count(board, token)
        parts.append(habitat_part(mine, others, token))
        facts.append(Fact("habitat_tiles", f"Tiles matching the {token} token", mine))
    flower = r.raw("flower", None)
    if flower is not None:
        parts.append(flower_part(board, r.str("flower", FLOWER_TOKENS)))
    return Breakdown(tuple(p for p in parts if p is not None), facts=tuple(facts))


def _count(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise NotationError(f"expected a whole number of tiles, got {value!r}", where=where)
    return value


def render_input(payload: Any) -> str:
    board, _ = read_input(payload)
    return f'<div class="rb-table rb-locomomo">{board_html(board, title=tr("Picture board"))}</div>'


# -- the click-to-fill sheet ----------------------------------------------
def editor(payload: Any) -> str:
    """The board as a sheet: a menu on each filled square and on the next free one."""
    board, r = read_input(payload)
    rows = []
    for spec, tiles in zip(data.rows(), board, strict=True):
        cells = [_square_menu(spec.number, c, square(board, spec.number, c), c > len(tiles) + 1)
                 for c in range(1, data.columns() + 1)]
        rows.append(f'<div class="rb-lm-row" data-row="{spec.number}">'
                    f'<span class="rb-lm-row__label">{spec.number} · {esc(tr(spec.name))}</span>'
                    f'{"".join(cells)}</div>')
    return (f'<div class="rb-lm-sheet"><div class="rb-lm-board__rows">{"".join(rows)}</div>'
            f"{_settings(r)}</div>")


def _square_menu(row: int, column: int, tile: Tile | None, locked: bool) -> str:
    colour = f" rb-lm-tile--{tile.colour}" if tile else ""
    choices = [('<option value="">·</option>')]
    choices += [f'<option value="{t.code}"{" selected" if t == tile else ""}>'
                f"{esc(tr(t.name))}</option>" for t in data.kinds()]
    state = " disabled" if locked else ""
    label = tr(f"row {row}, square {column}") + (tr(" (fill the squares to its left first)")
                                                  if locked else "")
    return (f'<select class="rb-lm-pick{colour}" data-edit="set {row} {column}" '
            f'aria-label="{esc(label)}"{state}>{"".join(choices)}</select>')


def _settings(r: Reader) -> str:
    same = r.raw("same_row", SAME_READINGS[0])
    top = r.raw("top_bonus", TOP_READINGS[0])
    habitat = r.raw("habitat", None) or {}
    flower = r.raw("flower", None)
    others = " ".join(str(n) for n in habitat.get("others", []))
    return (
        '<div class="rb-lm-settings">'
        + _menu("same_row", "Row 4 reading", SAME_READINGS, same)
        + _menu("top_bonus", "Top-row reading", TOP_READINGS, top)
        + _menu("habitat", "Expansion A token", ("", *HABITAT_TOKENS), habitat.get("token", ""))
        + f'<label>{esc(tr(OTHERS))} <input data-edit="others" value="{esc(others)}"'
        f' placeholder="{esc(tr("e.g. 3 5"))}" size="8"></label>'
        + _menu("flower", "Expansion B token", ("", *FLOWER_TOKENS), flower or "")
        + "</div>")


OTHERS = "Other players' matching tiles"


def _menu(action: str, label: str, values: tuple[str, ...], current: str) -> str:
    options = "".join(f'<option value="{esc(v)}"{" selected" if v == current else ""}>'
                      f"{esc(tr(v or 'none'))}</option>" for v in values)
    return f'<label>{esc(tr(label))} <select data-edit="{action}">{options}</select></label>'


def edit(payload: Any, action: str) -> dict[str, Any]:
    """Apply one click of the sheet and return the new input."""
    board, r = read_input(payload)
    result = dict(r.data)
    verb, _, rest = action.strip().partition(" ")
    if verb == "set":
        result["rows"] = board_text(_set_square(board, rest))
    elif verb in ("same_row", "top_bonus"):
        result[verb] = Reader({verb: rest}, "edit").str(
            verb, SAME_READINGS if verb == "same_row" else TOP_READINGS)
    elif verb == "habitat":
        result["habitat"] = {**(result.get("habitat") or {}), "token": rest} if rest else None
        result = {k: v for k, v in result.items() if v is not None}
    elif verb == "others":
        if not result.get("habitat"):
            raise NotationError("choose the expansion A token first", where="edit")
        counts = [_number(word, "edit 'others'") for word in rest.split()]
        result["habitat"] = {**result["habitat"], "others": counts}
    elif verb == "flower":
        result["flower"] = rest or None
    else:
        raise NotationError(f"unknown edit {action!r}", where="edit")
    score(result)
    return result


def _number(word: str, where: str) -> int:
    if not word.isdigit():
        raise NotationError(f"expected a whole number, got {word!r}", where=where)
    return int(word)


def _set_square(board: Board, text: str) -> Board:
    """``"2 3 Rg"`` puts a green rabbit on row 2, square 3; ``"2 3"`` empties it (the tiles to
    its right move left, as they could only have been placed from the left)."""
    words = text.split()
    if len(words) not in (2, 3) or not all(w.isdigit() for w in words[:2]):
        raise NotationError(f"expected 'set ROW SQUARE [TILE]', got {text!r}", where="edit")
    row, column = int(words[0]), int(words[1])
    if not (1 <= row <= len(board) and 1 <= column <= data.columns()):
        raise NotationError(f"no square {column} in row {row}", where="edit")
    tiles = list(board[row - 1])
    where = f"input.rows[{row - 1}], square {column}"
    if len(words) == 2:
        del tiles[column - 1:column]
    elif column > len(tiles) + 1:
        raise SetupError("a tile after an empty square",
                         expected=f"square {len(tiles) + 1} or one already filled",
                         got=column, rule=LEFTMOST, where=where)
    else:
        tile = Tile.parse(words[2], where, data.TILES_RULE)
        tiles[column - 1:column] = [tile]
    return (*board[:row - 1], tuple(tiles), *board[row:])



RESULT = result_schema("Locomomo", {
    "tiles": {"type": "integer", "minimum": 0, "description": "Tiles on the board."},
    "habitat_tiles": {"type": "integer", "minimum": 0,
                      "description": "Tiles matching the habitat token (expansion A)."},
}, optional=("tiles", "habitat_tiles"))  # a tally counts no tiles
