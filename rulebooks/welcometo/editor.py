"""The calculator's click-to-fill sheet: ``editor(payload)`` draws the sheet with controls
(``data-edit`` actions), ``edit(payload, action)`` applies one click and returns the input.

Actions: ``house S.H VALUE`` (a number, ``Nb`` for a bis, ``R`` or nothing), ``fence S.G``
and ``pool S.H`` (toggles), ``park-S K``, ``value-SIZE K``, ``temps K``, ``refusals K`` (set
the track to K boxes, or one fewer when it already has K), ``plan N POINTS``, ``rivals TEXT``,
``christmas`` (toggle), ``clear``.

>>> payload = edit({"streets": ["_ " * 10, "_ " * 11, "_ " * 12]}, "house 1.1 3")
>>> payload["streets"][0]
'3 _ _ _ _ _ _ _ _ _'
>>> edit(payload, "fence 1.1")["streets"][0]
'3 | _ _ _ _ _ _ _ _ _'
"""

from __future__ import annotations

import copy
import re
from typing import Any

from ..core.codec import Reader
from ..core.errors import NotationError
from ..core.html import esc
from ..core.i18n import tr
from . import data
from .calculator import SAMPLE
from .notation import read_street, street_text
from .render import sheet_html
from .sheet import ROUNDABOUT, Sheet, planned_pool

VALUE = re.compile(r"^(?:(\d{1,2})(b?)|R|)$")


def _streets(payload: dict[str, Any]) -> list[list[list]]:
    lines = payload.get("streets") or ["_ " * s.houses for s in data.streets()]
    return [[list(part) for part in read_street(line, s, f"input.streets[{s}]")]
            for s, line in enumerate(lines)]


def _sheet(payload: dict[str, Any]) -> Sheet:
    """The payload as a sheet, without the rule checks (an unfinished sheet is editable)."""
    streets = _streets(payload)
    r = Reader(payload, "input")

    def ints(key: str, size: int) -> tuple[int, ...]:
        values = r.list(key, [0] * size)
        return tuple(int(v) if isinstance(v, int) else 0 for v in values[:size]) + (0,) * max(
            0, size - len(values))

    return Sheet(houses=tuple(tuple(st[0]) for st in streets),
                 bis=tuple(tuple(st[1]) for st in streets),
                 pools=tuple(tuple(st[2]) for st in streets),
                 used=tuple(tuple(st[3]) for st in streets),
                 fences=tuple(tuple(st[4]) for st in streets),
                 parks=ints("parks", 3), values=ints("values", 6),
                 temps=r.int("temps", 0, None, 0), refusals=r.int("refusals", 0, None, 0),
                 plans=ints("plans", 3))


def _house_select(sheet: Sheet, s: int, h: int) -> str:
    value = sheet.houses[s][h]
    now = ("" if value is None else "R" if value == ROUNDABOUT
           else f"{value}{'b' * sheet.bis[s][h]}")
    low, high = data.number_range()
    numbers = range(low, high + 1)
    options = ["", *(str(n) for n in numbers), *(f"{n}b" for n in numbers), "R"]
    html = "".join(f'<option value="{o}"{" selected" if o == now else ""}>'
                   f'{o.replace("b", " bis") if o else "·"}</option>' for o in options)
    select = (f'<select class="rb-wt-select" data-edit="house {s + 1}.{h + 1}" '
              f'aria-label="{esc(tr(f"street {s + 1}, house {h + 1}"))}">{html}</select>')
    if planned_pool(s, h):
        built = sheet.pools[s][h]
        state = " rb-wt-pool--built" if built else ""
        aria = tr(f"pool of street {s + 1}, house {h + 1}" + (" (built)" if built else ""))
        select += (f'<button type="button" class="rb-wt-pool{state}"'
                   f' data-edit="pool {s + 1}.{h + 1}" aria-label="{esc(aria)}">≋</button>')
    return select


def _clicks(sheet: Sheet) -> dict[str, list[tuple[str, str]]]:
    clicks: dict[str, list[tuple[str, str]]] = {}
    for s, spec in enumerate(data.streets()):
        for g in range(spec.houses - 1):
            clicks[f"fence {s + 1}.{g + 1}"] = [("", f"fence {s + 1}.{g + 1}")]
        for k in range(1, spec.park_boxes + 1):
            clicks[f"park-{s + 1} {k}"] = [("", f"park-{s + 1} {k}")]
    for size in data.estate_sizes():
        for k in range(1, len(data.value_track(size))):
            clicks[f"value-{size} {k}"] = [("", f"value-{size} {k}")]
    for name, boxes in (("temps", data.temp_boxes()), ("refusals", data.boxes("refusals"))):
        for k in range(1, boxes + 1):
            clicks[f"{name} {k}"] = [("", f"{name} {k}")]
    return clicks


def _plan_selects(sheet: Sheet) -> str:
    out = []
    for stack in range(3):
        values = sorted({v for p in data.plans() if p.stack == stack + 1 for v in p.points})
        options = "".join(f'<option value="{v}"{" selected" if v == sheet.plans[stack] else ""}>'
                          f"{v}</option>" for v in [0, *values])
        out.append(f'<label>{esc(tr(f"Plan n°{stack + 1}"))} <select data-edit="plan {stack + 1}">'
                   f"{options}</select></label>")
    return "".join(out)


def editor(payload: Any) -> str:
    """The sheet with a control on every house, fence, pool and track box."""
    payload = payload if isinstance(payload, dict) else {}
    sheet = _sheet(payload)
    rivals = " ".join(str(v) for v in payload.get("rivals", []))
    christmas = bool(payload.get("christmas"))
    lights = tr("Christmas lights: on" if christmas else "Christmas lights: off")
    label, aria = tr("Rivals' temps"), tr("the other players' temp boxes, separated by spaces")
    extra = (
        f'<div class="rb-wt-editor-extra">{_plan_selects(sheet)}'
        f'<label>{esc(label)} <input type="text" data-edit="rivals" '
        f'value="{esc(rivals)}" size="10" aria-label="{esc(aria)}"></label>'
        f'<button type="button" class="rb-action" data-edit="christmas" aria-pressed='
        f'"{str(christmas).lower()}">{esc(lights)}</button>'
        '<button type="button" class="rb-action" data-edit="clear">'
        f'{esc(tr("Clear the sheet"))}</button></div>')
    return sheet_html(sheet, title="Your sheet (click to fill)", clicks=_clicks(sheet),
                      edit=True, custom=lambda s, h: _house_select(sheet, s, h), extra=extra)


def _place(text: str, where: str) -> tuple[int, int]:
    found = re.fullmatch(r"(\d+)\.(\d+)", text)
    if not found:
        raise NotationError(f"a place is street.house, not {text!r}", where=where)
    s, h = int(found.group(1)) - 1, int(found.group(2)) - 1
    if not (0 <= s < 3 and 0 <= h < data.streets()[s].houses):
        raise NotationError(f"no house {text}", where=where)
    return s, h


def _toggle_count(current: int, k: int) -> int:
    return k - 1 if current == k else k


def edit(payload: Any, action: str) -> dict[str, Any]:
    """Apply one click of the editor and return the new input."""
    where = f"edit '{action}'"
    payload = copy.deepcopy(payload) if isinstance(payload, dict) else {}
    words = action.split(maxsplit=2)
    verb = words[0] if words else ""
    if verb == "clear":
        return {"streets": [" ".join(["_"] * s.houses) for s in data.streets()]}
    if verb == "christmas":
        payload["christmas"] = not payload.get("christmas", False)
        return payload
    if verb == "rivals":
        text = action.partition(" ")[2]
        if not re.fullmatch(r"[\d\s,]*", text):
            raise NotationError("rivals' temps are whole numbers separated by spaces",
                                where=where)
        payload["rivals"] = [int(v) for v in re.split(r"[\s,]+", text.strip()) if v]
        return payload
    if verb in ("house", "fence", "pool") and len(words) >= 2:
        return _edit_street(payload, verb, words[1:], where)
    return _edit_track(payload, words, where)


def _edit_street(payload: dict[str, Any], verb: str, args: list[str], where: str) -> dict:
    streets = _streets(payload)
    s, h = _place(args[0], where)
    numbers, bis, pools, used, fences = streets[s]
    if verb == "house":
        value = args[1].strip() if len(args) > 1 else ""
        found = VALUE.match(value)
        if not found:
            raise NotationError(f"a house takes a number, a number with b, R or nothing, not "
                                f"{value!r}", where=where)
        numbers[h] = (ROUNDABOUT if value == "R" else int(found.group(1)) if found.group(1)
                      else None)
        bis[h] = bool(found.group(2))
        if numbers[h] is None or numbers[h] == ROUNDABOUT:
            pools[h] = used[h] = False
        if numbers[h] == ROUNDABOUT:  # a roundabout draws its own fences, one on each side
            bis[h] = False
            for g in (h - 1, h):
                if 0 <= g < len(fences):
                    fences[g] = True
    elif verb == "fence":
        if h >= len(fences):
            raise NotationError("no fence after a street's last house", where=where)
        fences[h] = not fences[h]
    else:
        if not planned_pool(s, h):
            raise NotationError(f"no pool is planned at street {s + 1}, house {h + 1}",
                                where=where)
        pools[h] = not pools[h]
    lines = list(payload.get("streets") or [""] * 3)
    lines[s] = street_text(tuple(tuple(part) for part in streets[s]), s)
    payload["streets"] = [line if i == s else street_text(
        tuple(tuple(part) for part in streets[i]), i) for i, line in enumerate(lines)]
    return payload


def _edit_track(payload: dict[str, Any], words: list[str], where: str) -> dict[str, Any]:
    verb = words[0] if words else ""
    try:
        k = int(words[-1]) if len(words) >= 2 else -1
    except ValueError:
        k = -1
    sheet = _sheet(payload)
    if verb.startswith("park-") and verb[5:].isdigit() and 1 <= int(verb[5:]) <= 3 and k >= 1:
        s = int(verb[5:]) - 1
        parks = list(sheet.parks)
        parks[s] = _toggle_count(parks[s], k)
        payload["parks"] = parks
    elif verb.startswith("value-") and verb[6:].isdigit() and 1 <= int(verb[6:]) <= 6 and k >= 1:
        size = int(verb[6:])
        values = list(sheet.values)
        values[size - 1] = _toggle_count(values[size - 1], k)
        payload["values"] = values
    elif verb in ("temps", "refusals") and k >= 1:
        payload[verb] = _toggle_count(getattr(sheet, verb), k)
    elif verb == "plan" and len(words) == 3 and words[1].isdigit() and 1 <= int(words[1]) <= 3:
        points = list(sheet.plans)
        points[int(words[1]) - 1] = k if k >= 0 else 0
        payload["plans"] = points
    else:
        raise NotationError("unknown editor action", where=where)
    return payload


__all__ = ["SAMPLE", "edit", "editor"]
