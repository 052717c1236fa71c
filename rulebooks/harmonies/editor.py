"""The calculator's sheet: the board drawn as hexes, each with a menu of the stacks it may
hold; the side, the cubes and the cards below. Each change is one edit.

>>> from .calculator import SAMPLE
>>> edit(SAMPLE, "set e5 TTL")["board"]["e5"], edit(SAMPLE, "set a2")["board"].get("a2")
('TTL', None)
>>> changed = edit(SAMPLE, "animals kingfisher:a1 frog:")
>>> changed["cards"], changed["cubes"]
({'kingfisher': 1, 'frog': 0}, ['a1'])
>>> edit(SAMPLE, "animals kingfisher:a1 owl-spirit:b1")["cards"]
{'kingfisher': 1, 'owl-spirit': 1}
"""

from __future__ import annotations

from typing import Any

from ..core.errors import NotationError
from ..core.html import esc
from ..core.i18n import tr
from . import data
from .board import index, read_space, read_stack
from .calculator import read_input, score
from .codes import read_card
from .render import card_html, hex_svg, stack_name

STACKS = ("", "W", "F", "M", "MM", "MMM", "T", "TT", "L", "TL", "TTL", "R", "MR", "TR", "RR")


def editor(payload: Any) -> str:
    """The board as a sheet: a menu on every hex; side, cubes and cards as fields."""
    side, board, cubes, cards = read_input(payload)
    spec = data.data()["boards"][side]
    cells = []
    for space in data.spaces(side):
        c, r = data.LETTERS.index(space[0]), int(space[1:]) - 1
        stack = board[index(side)[space]]
        options = "".join(f'<option value="{s}"{" selected" if s == stack else ""}>'
                          f"{esc(s or '·')}</option>" for s in STACKS)
        cells.append(
            f'<span class="rb-hm-cell rb-hm-edit rb-hm-c{c} rb-hm-y{2 * r + (c & 1)}">'
            f"{hex_svg(stack, space in cubes)}"
            f'<select data-edit="set {space}" aria-label="{space}: {esc(stack_name(stack))}">'
            f"{options}</select></span>")
    grid = f"rb-hm-g{spec['columns']}x{2 * spec['rows']}"
    sides = "".join(f'<option value="{s}"{" selected" if s == side else ""}>{s}</option>'
                    for s in data.sides())
    listed = _animals_text(cards, sorted(cubes))
    hand = "".join(card_html(k, n) for k, n in cards)
    return (f'<div class="rb-hm-sheet"><div class="rb-hm-board rb-hm-grid {grid}">'
            f'{"".join(cells)}</div><div class="rb-hm-settings">'
            f'<label>{esc(tr("Side"))} <select data-edit="side">{sides}</select></label>'
            f'<label>{esc(tr("Animal cards and their cubes"))} <input data-edit="animals" '
            f'value="{esc(listed)}" placeholder="{esc(tr("e.g. fish:b2,c3 owl-spirit:a1"))}" '
            'size="22"></label>'
            "</div>"
            f'<div class="rb-hm-hand">{hand}</div></div>')


def edit(payload: Any, action: str) -> dict[str, Any]:
    """Apply one change of the sheet and return the new input (checked by scoring it)."""
    side, board, _, _ = read_input(payload)
    result = {k: v for k, v in dict(payload).items() if k != "mode"}
    verb, _, rest = action.strip().partition(" ")
    words = rest.split()
    if verb == "set" and 1 <= len(words) <= 2:
        space = read_space(words[0], side, "edit")
        stack = read_stack(words[1], "edit") if len(words) == 2 else ""
        spaces = {s: st for s, st in zip(data.spaces(side), board, strict=True) if st}
        spaces[space] = stack
        result["board"] = {s: st for s, st in spaces.items() if st}
    elif verb == "side" and len(words) == 1 and words[0] in data.sides():
        result["side"] = words[0]
        result["board"] = {s: st for s, st in result.get("board", {}).items()
                           if s in data.spaces(words[0])}
        result["cubes"] = [s for s in result.get("cubes", []) if s in data.spaces(words[0])]
    elif verb == "animals":
        animals = [_card(w, side) for w in words]
        result["cards"] = {key: len(spaces) for key, spaces in animals}
        result["cubes"] = sorted(s for _, spaces in animals for s in spaces)
    else:
        raise NotationError(f"unknown edit {action!r}", where="edit")
    score(result)
    return result


def _card(word: str, side: str) -> tuple[str, list[str]]:
    """``fish:b2,c3``: a card and the spaces of the cubes placed from it."""
    key, colon, spaces = word.partition(":")
    if not colon:
        raise NotationError(f"write a card as name:spaces (fish:b2,c3, or frog: with no "
                            f"cube yet), got {word!r}", where="edit 'animals'")
    read_card(key, "edit 'animals'", spirits=True)
    return key, [read_space(s, side, "edit 'animals'") for s in spaces.split(",") if s]


def _animals_text(cards: tuple[tuple[str, int], ...], cubes: list[str]) -> str:
    """The cards with cubes handed out in order (the input does not say which cube came
    from which card; only the counts matter to the score)."""
    words, rest = [], list(cubes)
    for key, placed in cards:
        words.append(f"{key}:{','.join(rest[:placed])}")
        rest = rest[placed:]
    return " ".join(words)
