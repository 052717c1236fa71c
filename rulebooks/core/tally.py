"""Two ways into a calculator: the whole position (a drawn sheet, the cards themselves) or the
tally a paper score pad asks for (counts only). Both give the same breakdown.

The input schema says both, as ``oneOf`` two objects told apart by ``mode``: the full
position's mode is the default (so inputs written before tallies existed still read), the
tally's mode is ``"tally"``.

>>> schema = with_modes("Golf", "A grid.", "grid", {"type": "object", "properties": {}},
...                     {"type": "object", "properties": {}})
>>> [branch["properties"]["mode"]["const"] for branch in schema["oneOf"]]
['grid', 'tally']
>>> mode_of({"mode": "tally"}, "grid"), mode_of({}, "grid")
('tally', 'grid')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from .codec import Reader
from .errors import SetupError
from .html import esc
from .i18n import tr

TALLY = "tally"
T = TypeVar("T")


def with_modes(title: str, description: str, full_mode: str, full: dict[str, Any],
               tally: dict[str, Any]) -> dict[str, Any]:
    """The input schema of a calculator that takes a full position or a tally."""
    def branch(schema: dict[str, Any], mode: str, what: str, required: bool) -> dict[str, Any]:
        mode_field = {"const": mode, "description": what}
        if not required:
            mode_field["default"] = mode
        return {**{k: v for k, v in schema.items() if k != "$schema"},
                "type": "object", "additionalProperties": False,
                "required": [*(["mode"] if required else []), *schema.get("required", [])],
                "properties": {"mode": mode_field, **schema["properties"]}}

    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": title,
        "description": description,
        "type": "object",
        "oneOf": [branch(full, full_mode, "The whole position (the default).", False),
                  branch(tally, TALLY, "The counts a paper score pad asks for.", True)],
    }


def by_mode(full_mode: str, full: Callable[[Any], T], tally: Callable[[Any], T]
            ) -> Callable[[Any], T]:
    """One calculator function (``score``, ``render_input``) from the full position's and the
    tally's: the input's ``mode`` picks which (``core.folder`` joins a game's that way)."""
    def run(payload: Any) -> T:
        return (tally if mode_of(payload, full_mode) == TALLY else full)(payload)

    run.__doc__ = full.__doc__
    return run


def tally_reader(payload: Any, tally: dict[str, Any]) -> Reader:
    """A reader of a tally input (``where`` ``input``) that refuses, by name, a field the
    tally's schema ``tally`` does not have."""
    r = Reader(payload, "input")
    unknown = sorted(set(r.data) - {"mode", *tally["properties"]})
    if unknown:
        raise SetupError(f"unknown field {unknown[0]!r}", expected="one of mode, "
                         + ", ".join(tally["properties"]), got=unknown[0], where="input")
    return r


def mode_of(payload: Any, full_mode: str) -> str:
    """Which mode an input is in; anything but the two modes is refused by name."""
    mode = payload.get("mode", full_mode) if isinstance(payload, dict) else full_mode
    if mode not in (full_mode, TALLY):
        raise SetupError("no such mode", expected=f"{full_mode!r} or {TALLY!r}", got=mode,
                         where="input.mode")
    return mode


def without_mode(payload: Any) -> Any:
    """The input without its ``mode`` field (for the full position's own reader)."""
    return {k: v for k, v in payload.items() if k != "mode"} if isinstance(payload, dict) \
        else payload


def count(value: Any, where: str, high: int | None = None, rule: str | None = None,
          what: str = "counts", than: str = "the game allows") -> int:
    """A whole number from 0 (to ``high``), as a paper pad holds; refused by place and rule."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise SetupError(f"{what}: a whole number", expected="a whole number from 0",
                         got=value, rule=rule, where=where)
    if value < 0:
        raise SetupError(f"{what} cannot be negative", expected="0 or more", got=value,
                         rule=rule, where=where)
    if high is not None and value > high:
        raise SetupError(f"more {what} than {than}", expected=f"0 to {high}",
                         got=value, rule=rule, where=where)
    return value


def counts(value: Any, where: str, size: int, high: int | tuple[int, ...] | None = None,
           rule: str | None = None, what: str = "counts") -> tuple[int, ...]:
    """A list of ``size`` counts (one per street, per estate size ...)."""
    if not isinstance(value, list) or len(value) != size:
        raise SetupError(f"a list of {size} counts", expected=f"{size} whole numbers",
                         got=value, rule=rule, where=where)
    highs = high if isinstance(high, tuple) else (high,) * size
    return tuple(count(v, f"{where}[{i}]", highs[i], rule, what) for i, v in enumerate(value))


def tally_html(payload: dict[str, Any], schema: dict[str, Any], caption: str = "") -> str:
    """A tally drawn as the pad's lines: each figure with its title from the schema."""
    rows = []
    for key, spec in schema["properties"].items():
        if key in payload:
            value = payload[key]
            shown = " · ".join(map(str, value)) if isinstance(value, list) else str(value)
            label = tr(spec["title"]) if spec.get("title") else (
                tr(spec["description"]).split(".")[0] if spec.get("description") else key)
            rows.append(f"<tr><th scope=\"row\">{esc(label)}</th><td class=\"rb-num\">"
                        f"{esc(shown)}</td></tr>")
    caption = tr(caption or schema.get("title", "Tally"))
    return (f'<table class="rb-tally"><caption>{esc(caption)}</caption>'
            f"<tbody>{''.join(rows)}</tbody></table>")


def full_only(full_mode: str, editor: Any, edit: Any) -> tuple[Any, Any]:
    """A calculator's click-to-fill editor draws a whole position; given a tally, it says so
    instead (and a click is refused by name)."""
    def drawn(payload: Any) -> str:
        if mode_of(payload, full_mode) == TALLY:
            return ('<p class="rb-note">A tally is filled in with the form or as JSON; the '
                    f"drawing to click on is for the {full_mode} mode.</p>")
        return editor(payload)

    def edited(payload: Any, action: str) -> Any:
        if mode_of(payload, full_mode) == TALLY:
            raise SetupError("a tally has nothing to click on", expected=f"mode {full_mode!r}",
                             got=TALLY, where="input.mode")
        return edit(payload, action)

    return drawn, edited
