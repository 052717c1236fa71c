"""Welcome To... drawn as it looks: the score sheet with its three streets, fences, pools,
parks and tracks, the three combinations and the plans; and the page's data tables.

The same ``sheet_html`` draws a game position (legal moves as ``data-move`` buttons),
a calculator input, and the click-to-fill editor (``data-edit`` controls).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from ..core.html import button_or_span, esc, named_content
from ..core.i18n import tr
from . import data, plans
from .sheet import ROUNDABOUT, Sheet, planned_pool

ICON = {"surveyor": "⊓", "estate": "$", "landscaper": "♣", "pool": "≋", "temp": "±",
        "bis": "b"}
Clicks = Mapping[str, Sequence[tuple[str, str]]]  # slot -> [(label, move)]


def _button(label: str, move: str, classes: str, aria: str, edit: bool) -> str:
    if edit:
        name, content = named_content(label, aria)
        return (f'<button type="button" class="{classes} rb-wt-edit" data-edit="{esc(move)}"'
                f"{name}>{content}</button>")
    return button_or_span(label, classes, aria, move)


def _clickable(slot: str, inner: str, classes: str, aria: str, clicks: Clicks,
               edit: bool) -> str:
    """A sheet element; when ``clicks`` lists moves for its slot, buttons for them."""
    options = clicks.get(slot, ())
    if not options:
        return f'<span class="{classes}" role="img" aria-label="{esc(aria)}">{inner}</span>'
    if len(options) == 1:
        label, move = options[0]
        if not label:
            return _button(inner, move, classes, aria, edit)
        # what a click would write, pencilled in: not to be read as written already
        pencil = f'<span class="rb-wt-num rb-wt-candidate">{esc(label)}</span>'
        return _button(pencil, move, f"{classes} rb-wt-house--candidate", f"{aria}: {label}",
                       edit)
    buttons = "".join(_button(esc(label), move, "rb-wt-choice", f"{aria}: {label}", edit)
                      for label, move in options)
    return f'<span class="{classes} rb-wt-multi" aria-label="{esc(aria)}">{inner}{buttons}</span>'


def house_label(sheet: Sheet, s: int, h: int) -> str:
    value = sheet.houses[s][h]
    if value is None:
        return ""
    if value == ROUNDABOUT:
        return "↻"
    return f"{value}{'<sup>bis</sup>' if sheet.bis[s][h] else ''}"


def _house(sheet: Sheet, s: int, h: int, clicks: Clicks, edit: bool,
           custom: Callable[[int, int], str] | None) -> str:
    value = sheet.houses[s][h]
    classes = ["rb-wt-house"]
    if planned_pool(s, h):
        classes.append("rb-wt-house--pool-built" if sheet.pools[s][h] else "rb-wt-house--pool")
    if sheet.used[s][h]:
        classes.append("rb-wt-house--used")
    if value == ROUNDABOUT:
        classes.append("rb-wt-house--roundabout")
    text = tr("empty") if value is None else tr("roundabout") if value == ROUNDABOUT else str(value)
    aria = f"{tr(f'street {s + 1}, house {h + 1}')}: {text}" + (" bis" if sheet.bis[s][h] else "")
    inner = f'<span class="rb-wt-num">{house_label(sheet, s, h)}</span>'
    if custom is not None:
        return f'<span class="{" ".join(classes)}">{inner}{custom(s, h)}</span>'
    return _clickable(f"house {s + 1}.{h + 1}", inner, " ".join(classes), aria, clicks, edit)


def _fence(sheet: Sheet, s: int, g: int, clicks: Clicks, edit: bool) -> str:
    up = sheet.fences[s][g]
    classes = "rb-wt-fence" + (" rb-wt-fence--up" if up else "")
    aria = tr(f"street {s + 1}, {'fence' if up else 'no fence'} after house {g + 1}")
    return _clickable(f"fence {s + 1}.{g + 1}", "", classes, aria, clicks, edit)


def _track(name: str, values: Sequence[int], ticked: int, clicks: Clicks, edit: bool,
           title: str, sign: str = "") -> str:
    """A row of boxes worth ``values`` (the first is the score with none ticked)."""
    boxes = []
    for i, value in enumerate(values[1:], 1):
        classes = "rb-wt-box" + (" rb-wt-box--ticked" if i <= ticked else "")
        aria = f"{sign}{value}: {title}, {tr(f'box {i}')}" + (f", {tr('ticked')}" if i <= ticked
                                                                 else "")
        boxes.append(_clickable(f"{name} {i}", f"{sign}{value}", classes, aria, clicks, edit))
    return (f'<div class="rb-wt-track" data-track="{esc(name)}"><span class="rb-wt-track__name">'
            f'{esc(title)}</span>{"".join(boxes)}</div>')


def street_html(sheet: Sheet, s: int, clicks: Clicks, edit: bool = False,
                custom: Callable[[int, int], str] | None = None) -> str:
    spec = data.streets()[s]
    cells = []
    for h in range(spec.houses):
        cells.append(_house(sheet, s, h, clicks, edit, custom))
        if h < spec.houses - 1:
            cells.append(_fence(sheet, s, h, clicks, edit))
    parks = _track(f"park-{s + 1}", spec.parks, sheet.parks[s], clicks, edit,
                   tr(f"Parks of street {s + 1}"))
    return (f'<div class="rb-wt-street" data-street="{s + 1}">'
            f'<div class="rb-wt-row"><span class="rb-wt-end"></span>{"".join(cells)}'
            f'<span class="rb-wt-end"></span></div>{parks}</div>')


def tracks_html(sheet: Sheet, clicks: Clicks, edit: bool = False) -> str:
    values = "".join(
        _track(f"value-{size}", data.value_track(size), sheet.values[size - 1], clicks, edit,
               tr(f"Estates of {size}"))
        for size in data.estate_sizes())
    temps = _track("temps", range(data.temp_boxes() + 1), sheet.temps, clicks, edit, tr("Temps"))
    return (
        '<div class="rb-wt-tracks">'
        + _track("pools", data.track("pools"), sheet.pool_count, clicks, edit, tr("Pools"))
        + temps
        + _track("bis", data.track("bis"), sheet.bis_count, clicks, edit, tr("Bis"), "−")
        + _track("refusals", data.track("refusals"), sheet.refusals, clicks, edit,
                 tr("Permit refusals"), "−")
        + (_track("roundabouts", data.track("roundabouts"), sheet.roundabouts, clicks, edit,
                  tr("Roundabouts"), "−") if sheet.roundabouts else "")
        + f'<div class="rb-wt-values">{values}</div>'
        + '<div class="rb-wt-track" data-track="plans"><span class="rb-wt-track__name">'
        + f"{esc(tr('Plans'))}</span>"
        + "".join(_clickable(f"plan {i + 1}", str(points), "rb-wt-box rb-wt-plan"
                             + (" rb-wt-box--ticked" if points else ""),
                             tr(f"plan n°{i + 1}: {points} points"), clicks, edit)
                  for i, points in enumerate(sheet.plans))
        + "</div></div>"
    )


def sheet_html(sheet: Sheet, *, title: str = "", clicks: Clicks | None = None,
               edit: bool = False, custom: Callable[[int, int], str] | None = None,
               extra: str = "") -> str:
    """The whole sheet: streets top to bottom, then the tracks."""
    clicks = clicks or {}
    streets = "".join(street_html(sheet, s, clicks, edit, custom)
                      for s in range(len(sheet.houses)))
    head = f"<figcaption>{esc(tr(title))}</figcaption>" if title else ""
    return (f'<figure class="rb-wt-sheet">{head}<div class="rb-wt-streets">{streets}</div>'
            f"{tracks_html(sheet, clicks, edit)}{extra}</figure>")


def card_html(number: int | None, effect: str | None, *, label: str = "",
              move: str | None = None) -> str:
    """A construction card: its house number and/or its effect."""
    parts = []
    if number is not None:
        parts.append(f'<span class="rb-wt-card__number">{number}</span>')
    if effect is not None:
        parts.append(f'<span class="rb-wt-card__effect rb-wt-effect--{effect}">'
                     f'<span aria-hidden="true">{ICON[effect]}</span> '
                     f"{esc(tr(data.effect_name(effect)))}</span>")
    text = tr(label) if label else " ".join(x for x in (str(number or ""), effect or "") if x)
    return button_or_span("".join(parts), "rb-wt-card", text, move)


def plan_card_html(plan_id: str, approved: bool) -> str:
    spec = data.plan(plan_id)
    first, later = spec.points
    side = "approved" if approved else "project"
    worth = tr(f"{first} points first, {later} later") + (tr(" — approved") if approved else "")
    return (f'<div class="rb-wt-plan-card rb-wt-plan-card--{side}"><strong>n°{spec.stack}</strong> '
            f"{esc(tr(plans.describe(spec)))}<br><small>{esc(worth)}</small></div>")


__all__ = ["card_html", "plan_card_html", "sheet_html"]

