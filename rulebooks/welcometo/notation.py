"""A sheet in writing: each street as one line, and the checks that refuse impossible sheets.

A street is its houses left to right, separated by spaces, with ``|`` where a fence
stands between two houses. A house is ``_`` (empty), ``R`` (a roundabout) or a number
followed by any of ``b`` (a bis), ``p`` (its planned pool built) and ``u`` (it served a
city plan)::

    "1 2 | 3 _ 5 5b | 7p 8 9 10"

>>> try:
...     read_sheet({"streets": ["1 | 2", "", ""]})
... except ValueError as error:
...     print(error.rule, error.where)
welcometo.setup.sheet input.streets[0]
>>> street_text(read_street("1 2 | 3 _ 5 5b | 7p 8 9 10", 0, "s")[0:5], 0)
'1 2 | 3 _ 5 5b | 7p 8 9 10'
"""

from __future__ import annotations

import re
from typing import Any

from ..core.codec import Reader, require
from ..core.errors import NotationError, SetupError
from . import data, plans
from .sheet import ROUNDABOUT, Sheet, blank, place, planned_pool

TOKEN = re.compile(r"^(?:(_)|(R)|(\d{1,3})([bpu]*))$", re.IGNORECASE)
Street = tuple[tuple, tuple, tuple, tuple, tuple]  # numbers, bis, pools, used, fences


def read_street(text: Any, s: int, where: str) -> Street:
    """One street's line: (numbers, bis flags, pools, used flags, fences)."""
    text = require(text, str, where, "a street as text such as \"1 2 | 3 _ 5\"")
    size = data.streets()[s].houses
    tokens = text.replace("|", " | ").split()
    numbers: list[int | None] = []
    flags: list[tuple[bool, bool, bool]] = []
    fences: list[bool] = []
    for token in tokens:
        if token == "|":
            if not numbers:
                raise NotationError("a fence '|' stands between two houses", where=where)
            fences[-1] = True
            continue
        found = TOKEN.match(token)
        if not found:
            raise NotationError(f"house {len(numbers) + 1}: {token!r} is not a house; write a "
                                "number (with b, p, u after it), _ or R", where=where)
        empty, circle, number, marks = found.groups()
        numbers.append(None if empty else ROUNDABOUT if circle else int(number))
        marks = (marks or "").lower()
        flags.append(("b" in marks, "p" in marks, "u" in marks))
        fences.append(False)
    if fences and fences[-1]:
        raise NotationError("a fence '|' stands between two houses, not after the last",
                            where=where)
    if len(numbers) != size:
        raise SetupError(f"street {s + 1} has {size} houses, this line has {len(numbers)}",
                         expected=f"{size} houses", got=len(numbers),
                         rule="welcometo.setup.sheet", where=where)
    bis, pools, used = (tuple(f[i] for f in flags) for i in range(3))
    return tuple(numbers), bis, pools, used, tuple(fences[:-1])


def street_text(street: Street, s: int) -> str:
    numbers, bis, pools, used, fences = street
    out = []
    for h, value in enumerate(numbers):
        token = "_" if value is None else "R" if value == ROUNDABOUT else str(value)
        token += "b" * bis[h] + "p" * pools[h] + "u" * used[h]
        out.append(token)
        if h < len(fences):
            out.append("|" if fences[h] else "")
    return " ".join(token for token in out if token)


def sheet_streets(sheet: Sheet) -> list[str]:
    return [street_text((sheet.houses[s], sheet.bis[s], sheet.pools[s], sheet.used[s],
                         sheet.fences[s]), s) for s in range(len(sheet.houses))]


def read_sheet(payload: Any, where: str = "input") -> Sheet:
    """A sheet from JSON (``streets`` and the tracks), checked against every rule."""
    r = Reader(payload, where)
    lines = r.list("streets")
    if len(lines) != len(data.streets()):
        raise SetupError("a sheet has three streets", expected="3 lines", got=len(lines),
                         rule="welcometo.setup.sheet", where=r.path("streets"))
    streets = [read_street(line, s, f"{r.path('streets')}[{s}]") for s, line in enumerate(lines)]
    sheet = Sheet(
        houses=tuple(st[0] for st in streets), bis=tuple(st[1] for st in streets),
        pools=tuple(st[2] for st in streets), used=tuple(st[3] for st in streets),
        fences=tuple(st[4] for st in streets),
        parks=_ints(r, "parks", len(streets)), values=_ints(r, "values", 6),
        temps=r.int("temps", 0, None, 0), refusals=r.int("refusals", 0, None, 0),
        plans=_ints(r, "plans", 3),
    )
    check_sheet(sheet, where)
    return sheet


def _ints(r: Reader, key: str, size: int) -> tuple[int, ...]:
    values = r.list(key, [0] * size)
    numbers = tuple(require(v, int, f"{r.path(key)}[{i}]", "a whole number")
                    for i, v in enumerate(values))
    if len(numbers) != size:  # readable, but not this sheet: a setup mistake
        raise SetupError(f"wrong number of entries ({len(numbers)})",
                         expected=f"{size} whole numbers", got=len(numbers), where=r.path(key))
    return numbers


def sheet_json(sheet: Sheet) -> dict[str, Any]:
    return {"streets": sheet_streets(sheet), "parks": list(sheet.parks),
            "values": list(sheet.values), "temps": sheet.temps, "refusals": sheet.refusals,
            "plans": list(sheet.plans)}


def _fail(message: str, rule: str, where: str, expected: str, got: object) -> None:
    raise SetupError(message, expected=expected, got=got, rule=rule, where=where)


def check_sheet(sheet: Sheet, where: str = "input") -> None:
    """Refuse a sheet the rules cannot produce, naming the street, the house and the rule."""
    for s in range(len(sheet.houses)):
        _check_houses(sheet, s, where)
        _check_runs(sheet, s, where)
    _check_tracks(sheet, where)


def _check_houses(sheet: Sheet, s: int, where: str) -> None:
    low, high = data.number_range()
    for h, value in enumerate(sheet.houses[s]):
        at = f"{where}, {place(s, h)}"
        if value is not None and value != ROUNDABOUT and not low <= value <= high:
            _fail("house numbers run from 0 to 17", "welcometo.build.number", at,
                  f"{low} to {high}", value)
        if sheet.pools[s][h] and not planned_pool(s, h):
            _fail("no pool is planned at this house", "welcometo.effect.pool", at,
                  f"a planned pool (houses {data.streets()[s].pools})", h + 1)
        if sheet.pools[s][h] and not sheet.numbered(s, h):
            _fail("a pool is built only with the house's number", "welcometo.effect.pool", at,
                  "a numbered house", value)
        if sheet.used[s][h] and not sheet.numbered(s, h):
            _fail("only built houses serve a plan", "welcometo.plans.used", at, "a number",
                  value)
        if value == ROUNDABOUT and sheet.bis[s][h]:
            _fail("a roundabout takes no bis", "welcometo.roundabout", at, "a roundabout",
                  "a roundabout marked bis")
        if value == ROUNDABOUT:
            missing = [side for side, g in (("left", h - 1), ("right", h))
                       if not sheet.fence_at(s, g)]
            if missing:
                _fail(f"a roundabout has a fence on each side; house {h + 1} has none on its "
                      + " or ".join(missing), "welcometo.roundabout", at,
                      "a fence on each side", "no fence on the " + " and the ".join(missing))


def _check_runs(sheet: Sheet, s: int, where: str) -> None:
    """Numbers climb along each stretch; equal numbers sit side by side, one original
    and the rest bis, with no fence between them."""
    prev: tuple[int, int] | None = None  # (number, house)
    originals = 0
    for h, value in enumerate([*sheet.houses[s], ROUNDABOUT]):
        if value is None:
            continue
        if prev is not None and (value == ROUNDABOUT or value != prev[0]):
            _close_run(sheet, s, prev[1], originals, where)
        if value == ROUNDABOUT:
            prev, originals = None, 0
            continue
        at = f"{where}, {place(s, h)}"
        if prev is not None and value < prev[0]:
            _fail(f"{value} comes after {prev[0]} (house {prev[1] + 1}); numbers climb from "
                  "left to right", "welcometo.build.order", at, f"above {prev[0]}", value)
        if prev is not None and value == prev[0]:
            if h != prev[1] + 1:
                _fail(f"{value} repeats house {prev[1] + 1}'s number with a gap between",
                      "welcometo.build.order", at, "a different number", value)
            if sheet.fences[s][prev[1]]:
                _fail(f"a fence parts {value} from its bis next door", "welcometo.effect.surveyor",
                      at, f"no fence between houses {prev[1] + 1} and {h + 1}", "a fence")
            originals += not sheet.bis[s][h]
        else:
            originals = int(not sheet.bis[s][h])
        prev = (value, h)


def _close_run(sheet: Sheet, s: int, last: int, originals: int, where: str) -> None:
    value = sheet.houses[s][last]
    run = [h for h in range(last + 1) if sheet.houses[s][h] == value]
    at = f"{where}, {place(s, run[0] if originals == 0 else last)}"
    if originals > 1:
        _fail(f"{value} is written twice without a bis", "welcometo.build.order", at,
              "one original and bis copies", originals)
    if originals == 0 and len(run) == 1:
        _fail(f"{value} bis has no equal number beside it", "welcometo.effect.bis", at,
              f"{value} in a neighbouring house", "none")
    if originals == 0:
        _fail(f"every {value} here is a bis: one must be the original",
              "welcometo.effect.bis", at, "one original", 0)


def _check_tracks(sheet: Sheet, where: str) -> None:
    for s, spec in enumerate(data.streets()):
        _within(sheet.parks[s], spec.park_boxes, f"{where}.parks[{s}]",
                f"street {s + 1}'s park track", "welcometo.effect.landscaper")
    for size in data.estate_sizes():
        _within(sheet.values[size - 1], len(data.value_track(size)) - 1,
                f"{where}.values[{size - 1}]", f"the {size}-house value column",
                "welcometo.effect.estate")
    _within(sheet.temps, data.temp_boxes(), f"{where}.temps", "the temp track",
            "welcometo.effect.temp")
    _within(sheet.refusals, data.boxes("refusals"), f"{where}.refusals", "the refusal track",
            "welcometo.build.refusal")
    _within(sheet.bis_count, data.boxes("bis"), f"{where}.streets", "the bis track (one box per "
            "bis)", "welcometo.effect.bis")
    _within(sheet.roundabouts, data.boxes("roundabouts"), f"{where}.streets",
            "the roundabout track", "welcometo.roundabout")
    for stack, points in enumerate(sheet.plans):
        allowed = {0} | {v for p in data.plans() if p.stack == stack + 1 for v in p.points}
        if points not in allowed:
            _fail(f"plan n°{stack + 1} is worth one of {sorted(allowed - {0})} (or 0)",
                  "welcometo.score.plans", f"{where}.plans[{stack}]", "a plan's points", points)


def _within(ticks: int, boxes: int, where: str, what: str, rule: str) -> None:
    if not 0 <= ticks <= boxes:
        _fail(f"{ticks} ticks, but {what} has {boxes} boxes", rule, where,
              f"0 to {boxes}", ticks)


__all__ = ["blank", "check_sheet", "plans", "read_sheet", "sheet_json"]
