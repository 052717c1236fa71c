"""The Takenokolor calculator: one finished sheet in (its coloured sections), its score
breakdown out; or the sheet's score boxes counted (tally mode).

The page draws the sheet: a click on a section colours it (on a bamboo, with every section
below it) or, when coloured, clears it (with every section above it).

>>> score({"coloured": ["b1.1", "b1.2", "b1.3", "b1.4", "sun.1"]}).total
8
>>> edit({"coloured": []}, "toggle b2.2")["coloured"]
['b2.1', 'b2.2']
"""

from __future__ import annotations

from typing import Any

from ..core.codec import Reader
from ..core.errors import NotationError
from ..core.html import esc
from ..core.i18n import tr
from ..core.output import result_schema
from ..core.score import Breakdown, Fact
from ..core.tally import TALLY as TALLY_MODE
from ..core.tally import mode_of, tally_html, with_modes, without_mode
from . import data
from .render import section_html, sheet_html
from .sheet import Sheet, ladybirds, parts, read_sheet, write_sheet
from .tally import TALLY, read_tally

IDS = list(data.sections())

FULL: dict[str, Any] = {
    "title": "Takenokolor sheet 1",
    "description": "One player's sheet at the end of the game.",
    "type": "object",
    "required": ["coloured"],
    "additionalProperties": False,
    "properties": {
        "coloured": {
            "description": "The coloured sections: an item (b1 to b6 bamboos, c1 and c2 "
            "clouds, sun), a dot and the section's number (a bamboo's counted from the "
            "bottom, which is coloured first).",
            "type": "array",
            "maxItems": len(IDS),
            "uniqueItems": True,
            "items": {"enum": IDS},
        },
    },
}

SCHEMA = with_modes("Takenokolor score", "One player's sheet 1 at the end of the game: "
                    "section by section, or its score boxes counted.", "sheet", FULL, TALLY)

SAMPLE: dict[str, Any] = {
    "coloured": ["b1.1", "b1.2", "b1.3", "b1.4", "b2.1", "b2.2", "b2.3", "b3.1", "b3.2",
                 "b4.1", "b4.2", "b4.3", "b5.1", "c1.1", "c1.2", "c1.3", "sun.1", "sun.2",
                 "sun.3", "sun.4"],
}


def read_input(payload: Any) -> Sheet:
    r = Reader(without_mode(payload), "input", FULL["properties"])
    return read_sheet(r.raw("coloured"), "input.coloured")


def score(payload: Any) -> Breakdown:
    """Score a finished sheet: ``{"coloured": ["b1.1", "b1.2", "sun.1"]}``."""
    if mode_of(payload, "sheet") == TALLY_MODE:
        return Breakdown(tuple(read_tally(payload)))
    sheet = read_input(payload)
    facts = (Fact("sections", "Coloured sections", len(sheet)),
             Fact("ladybirds", "Circled ladybirds", ladybirds(sheet)))
    return Breakdown(tuple(parts(sheet)), facts=facts)


def render_input(payload: Any) -> str:
    if mode_of(payload, "sheet") == TALLY_MODE:
        read_tally(payload)
        return tally_html(payload, TALLY)
    sheet = read_input(payload)
    drawn = sheet_html(sheet, title=tr("Sheet 1"))
    return f'<div class="rb-table rb-takenokolor">{drawn}</div>'


# -- the click-to-fill sheet ----------------------------------------------
def editor(payload: Any) -> str:
    """The sheet with every section a toggle button (``data-edit="toggle b1.2"``)."""
    sheet = read_input(payload)
    html = sheet_html(sheet, title=tr("Click a section to colour it or clear it"))
    for sec in data.sections().values():
        plain = section_html(sec, sheet, (), None)
        html = html.replace(plain, _toggle(sec.id, plain), 1)
    return f'<div class="rb-table rb-takenokolor rb-tk-editor">{html}</div>'


def _toggle(section_id: str, plain: str) -> str:
    inner = plain.split(">", 1)[1].rsplit("</span>", 1)[0]
    classes = plain.split('class="', 1)[1].split('"', 1)[0]
    label = plain.split('aria-label="', 1)[1].split('"', 1)[0]
    # the name is said by a hidden text, not aria-label: the marks drawn (the id, the leaf
    # points) are for the eye only and need not be repeated word for word in a label
    return (f'<button type="button" class="{classes}" data-edit="toggle {section_id}">'
            f'{inner}<span class="rb-tk-said">{label}: {esc(tr("click to change"))}</span>'
            '</button>')


def edit(payload: Any, action: str) -> dict[str, Any]:
    """Apply one click of the sheet and return the new input."""
    sheet = set(read_input(payload))
    verb, _, rest = action.strip().partition(" ")
    if verb != "toggle":
        raise NotationError(f"unknown edit {action!r}; edits are 'toggle SECTION'", where="edit")
    sec = data.section(data.read_section(rest, "edit"))
    item = data.item(sec.item)
    if sec.id in sheet:
        above = item.sections[sec.index - 1:] if item.kind == "bamboo" else (sec,)
        sheet -= {s.id for s in above}
    else:
        below = item.sections[:sec.index] if item.kind == "bamboo" else (sec,)
        sheet |= {s.id for s in below}
    result = {**without_mode(payload), "coloured": write_sheet(sheet)}
    score(result)
    return result


RESULT = result_schema("Takenokolor", {
    "sections": {"type": "integer", "minimum": 0, "description": "Coloured sections."},
    "ladybirds": {"type": "integer", "minimum": 0, "description": "Circled ladybirds."},
}, optional=("sections", "ladybirds"))  # a tally counts no sections
