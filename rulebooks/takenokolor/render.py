"""Takenokolor drawn as it looks: each player's sheet (bamboos growing upwards with their
ladybirds, the clouds, the sun), the markers rolled on the table, drawn with the site's own
SVG symbols; clickable sections for legal moves; and the tables the rules page renders from
``data.toml``."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from ..core.html import Raw, Verbatim, button_or_span, data_table, esc
from ..core.i18n import tr
from ..core.targets import Targets
from . import data
from .data import Item, Pen, Section
from .game import TakenokolorState, new_state
from .ranking import sun_points
from .sheet import Sheet, complete, ladybirds

BONUS = data.points("cloud_bonus")
SHAPES = {
    "circle": '<circle cx="8" cy="8" r="5.5"/>',
    "square": '<rect x="2.5" y="2.5" width="11" height="11"/>',
    "triangle": '<polygon points="8,2 14,13.5 2,13.5"/>',
}


def symbol_svg(symbol: str) -> str:
    """A symbol drawn in the current text colour (no font needed)."""
    return (f'<svg class="rb-tk-sym" viewBox="0 0 16 16" width="16" height="16" '
            f'aria-hidden="true">{SHAPES[symbol]}</svg>')


def ladybird_svg(circled: bool) -> str:
    ring = '<circle class="rb-tk-ring" cx="12" cy="12" r="11"/>' if circled else ""
    return (f'<svg class="rb-tk-bird" viewBox="0 0 24 24" width="24" height="24" '
            f'aria-hidden="true">{ring}'
            '<ellipse class="rb-tk-bird__body" cx="12" cy="13" rx="6.5" ry="7"/>'
            '<circle class="rb-tk-bird__head" cx="12" cy="6" r="3"/>'
            '<line class="rb-tk-bird__line" x1="12" y1="7" x2="12" y2="20"/>'
            '<circle class="rb-tk-bird__spot" cx="9.5" cy="12" r="1.2"/>'
            '<circle class="rb-tk-bird__spot" cx="14.5" cy="12" r="1.2"/>'
            '<circle class="rb-tk-bird__spot" cx="9.5" cy="16" r="1.2"/>'
            '<circle class="rb-tk-bird__spot" cx="14.5" cy="16" r="1.2"/></svg>')


def pen_html(pen: Pen) -> str:
    """A rolled marker: a pen of its colour, its ring showing the symbol."""
    return (f'<span class="rb-tk-pen rb-tk--{esc(pen.colour)}" role="img" '
            f'aria-label="{esc(tr(f"{pen.colour} {pen.symbol} marker"))}">'
            '<span class="rb-tk-pen__cap"></span>'
            f'<span class="rb-tk-pen__ring">{symbol_svg(pen.symbol)}</span>'
            f'<span class="rb-tk-pen__code">{esc(pen.code)}</span></span>')


def section_html(sec: Section, sheet: Sheet, blue: Collection[str], move: str | None) -> str:
    coloured = sec.id in sheet
    state = ("blue" if sec.id in blue else "on") if coloured else "off"
    # the label says the leaves and the id in words; the marks are for the eye only
    leaves = (f'<span class="rb-tk-sec__leaf" aria-hidden="true">{sec.leaves}</span>'
              if sec.leaves else "")
    inner = (f'{symbol_svg(sec.symbol)}{leaves}'
             f'<span class="rb-tk-sec__id" aria-hidden="true">{esc(sec.id)}</span>')
    label = (tr(f"section {sec.id}: {sec.colour} {sec.symbol}")
             + (tr(f", leaf points: {sec.leaves}") if sec.leaves else "")
             + tr({"off": ", not coloured", "on": ", coloured", "blue": ", coloured blue"}[state]))
    classes = f"rb-tk-sec rb-tk--{sec.colour} rb-tk-sec--{state}"
    return button_or_span(inner, classes, label, move)


def _item_html(item: Item, sheet: Sheet, blue: Collection[str], moves: set[str]) -> str:
    cells = "".join(section_html(s, sheet, blue, f"colour {s.id}" if f"colour {s.id}" in moves
                                 else None) for s in item.sections)
    done = complete(sheet, item)
    if item.kind == "bamboo":
        bonus = f"bonus {item.id}"
        grow = (button_or_span(esc(tr(f"+{BONUS} blue")), "rb-tk-grow",
                               tr(f"colour {item.name} blue"), bonus) if bonus in moves else "")
        said = tr(f"ladybird of {item.name}") + (tr(", circled") if done else "")
        bird = (f'<span class="rb-tk-birdbox" role="img" aria-label="{esc(said)}">'
                f"{ladybird_svg(done)}</span>")
        return (f'<div class="rb-tk-bamboo" data-item="{item.id}">'
                f'<div class="rb-tk-stalk">{cells}</div>{bird}'
                f'<span class="rb-tk-name">{esc(item.id)}</span>{grow}</div>')
    mark = " rb-tk-item--done" if done else ""
    return (f'<div class="rb-tk-item rb-tk-item--{item.kind}{mark}" data-item="{item.id}">'
            f'<span class="rb-tk-name">{esc(tr(item.name))}</span>{cells}</div>')


def sheet_html(sheet: Sheet, *, blue: Collection[str] = (), title: str = "",
               moves: Sequence[str] = ()) -> str:
    """A sheet: the bamboos side by side (growing upwards), then the clouds and the sun."""
    playable = set(moves)
    stalks = "".join(_item_html(b, sheet, blue, playable) for b in data.bamboos())
    sky = "".join(_item_html(i, sheet, blue, playable) for i in data.items()
                  if i.kind != "bamboo")
    head = f"<figcaption>{esc(title)}</figcaption>" if title else ""
    return (f'<figure class="rb-tk-sheet">{head}<div class="rb-tk-sky">{sky}</div>'
            f'<div class="rb-tk-grove">{stalks}</div></figure>')


def position_html(state: TakenokolorState, viewer: int | None = None,
                  moves: Sequence[str] = ()) -> str:
    """The table as ``viewer`` sees it (everything is open); ``moves`` are made clickable."""
    moves = tuple(moves)
    none = f'<span class="rb-note">{esc(tr("none"))}</span>'
    pens = "".join(pen_html(p) for p in state.roll) or none
    title = tr("Markers on the table")
    table = (f'<div class="rb-tk-table" aria-label="{esc(title)}">'
             f'<span class="rb-tk-table__title">{esc(title)}:</span>{pens}</div>')
    passing = button_or_span(esc(tr("Skip")), "rb-action", tr("skip: no marker fits"),
                             "pass") if "pass" in moves else ""
    seats = "".join(_seat(state, p, viewer, moves) for p in range(state.players))
    return (f'<div class="rb-table rb-takenokolor">{_status(state)}{table}{passing}'
            f'<div class="rb-tk-seats">{seats}</div></div>')


def targets(state: TakenokolorState, viewer: int | None) -> Targets:
    """What a click can play in :func:`position_html`: every uncoloured section of the sheet
    of the player to move; a cloud's reward has a button on each bamboo, skipping its own."""
    if state.to_move is None:
        return Targets((), ("bonus", "pass"))
    sheet = state.sheets[state.to_move]
    spots = tuple((f"colour {s}",) for s in data.sections() if s not in sheet)
    return Targets(spots, ("bonus", "pass"))


def _status(state: TakenokolorState) -> str:
    if state.phase == "over":
        text = tr(f"Round {state.round + 1} completed after a third ladybird: the game is over.")
    elif state.phase == "pick":
        text = tr(f"Round {state.round + 1}; player {state.panda + 1} holds the Panda token; "
                  f"player {state.current + 1} takes a marker and colours a section.")
    else:
        text = tr(f"Round {state.round + 1}; player {state.panda + 1} holds the Panda token; "
                  f"player {state.current + 1} chooses a bamboo for the cloud's reward.")
    return f'<p class="rb-status">{esc(text)}</p>'


def _seat(state: TakenokolorState, p: int, viewer: int | None, moves: tuple[str, ...]) -> str:
    acting = p == state.to_move
    sheet = state.sheets[p]
    title = tr(f"Player {p + 1}") + (tr(" (you)") if p == viewer else "")
    title += tr(" — Panda") if p == state.panda and state.phase != "over" else ""
    title += tr(" — to move") if acting else ""
    title += tr(f" — ladybirds: {ladybirds(sheet)}, points: {state.breakdown(p).total}")
    offers = moves if acting and viewer in (None, p) else ()
    drawn = sheet_html(sheet, blue=state.blue[p], title=title, moves=offers)
    scored = _final(state, p) if state.phase == "over" else ""
    return f'<section class="rb-seat" data-player="{p + 1}">{drawn}{scored}</section>'


def _final(state: TakenokolorState, p: int) -> str:
    breakdown = state.breakdown(p)
    rows = [[part.label, part.points] for part in breakdown.parts]
    return data_table(["Part", "Points"], [*rows, ["Total", breakdown.total]],
                      caption=f"Player {p + 1}'s score", name="final")


# -- tables of the rules page ---------------------------------------------
def markers_table() -> str:
    rows = [[name, Raw(f"<code>{esc(code)}</code>")] for name, code in data.colours()]
    return data_table(["Marker", "Code letter"], rows, name="markers",
                      caption=f"{len(data.colours())} markers, rolled every round")


def symbols_table() -> str:
    rows = [[Raw(symbol_svg(name)), name, Raw(f"<code>{esc(code)}</code>")]
            for name, code in data.symbols()]
    return data_table(["Drawn", "Symbol", "Code letter"], rows, name="symbols")


def layout_table() -> str:
    rows = []
    for item in data.items():
        shown = " ".join(tr(s.symbol) + (f" ({s.leaves})" if s.leaves else "")
                         for s in item.sections)
        rows.append([Verbatim(item.id), item.name, item.colour, len(item.sections),
                     Verbatim(shown), sum(s.leaves for s in item.sections)])
    return data_table(["Id", "Item", "Colour", "Sections",
                       "Symbols from the bottom or left (leaf points)", "Leaf points"],
                      rows, name="layout", caption="Sheet 1 as the engine plays it: a "
                      "stand-in layout, not the printed sheet (unconfirmed)")


def points_table() -> str:
    rows = [["A completed sun", data.points("sun_points"), _rule("takenokolor.scoring.sun")],
            ["Each circled ladybird", data.points("ladybird_points"),
             _rule("takenokolor.scoring.ladybirds")],
            ["Bamboo sections a completed cloud colours blue", data.points("cloud_bonus"),
             _rule("takenokolor.sheet1.cloud")],
            ["Ladybirds that end the game (after the round)", data.ladybirds_to_end(),
             _rule("takenokolor.end")]]
    return data_table(["What", "Number", "Rule"], rows, name="points")


def _rule(rule: str) -> Raw:
    return Raw(f'<a href="#{esc(rule)}"><code>{esc(rule)}</code></a>')


def sheets_table() -> str:
    rows = [[int(number), spec["difficulty"], "yes" if spec.get("playable", True) else "not yet"]
            for number, spec in data.data()["sheets"].items()]
    return data_table(["Sheet", "Difficulty", "Playable here"], rows, name="sheets")


def later_table() -> str:
    sheets = data.data()["sheets"]
    rows = [[2, "Sun rays: most, second, third",
             Verbatim(" / ".join(map(str, sheets["2"]["sun_ranking"]))),
             _rule("takenokolor.sheet2.scoring")],
            [3, "Lantern completed: first, second",
             Verbatim(" / ".join(map(str, sheets["3"]["lantern_bonus"]))),
             _rule("takenokolor.sheet3.rules")]]
    return data_table(["Sheet", "What", "Points", "Rule"], rows, name="later")


# Rays coloured by each player at the end of a game on sheet 2: example inputs for the
# table of ties, not facts of the game (the points come from data.toml through ranking).
RAY_PATTERNS = ((5, 3, 2), (5, 5, 2), (5, 3, 3), (4, 4, 4, 1), (5, 2, 2, 1))


def sun_ties_table() -> str:
    rows = [[Verbatim(" / ".join(map(str, rays))),
             Verbatim(" / ".join(map(str, sun_points(rays, "skip")))),
             Verbatim(" / ".join(map(str, sun_points(rays, "next"))))]
            for rays in RAY_PATTERNS]
    return data_table(["Rays coloured, player by player", "Sun points (the next place is "
                       "skipped)", "Sun points (the next place follows)"], rows,
                      name="sunties")


def blank_sheet() -> str:
    return sheet_html(frozenset(), title=tr("Sheet 1, blank (stand-in layout)"))


def table_example() -> str:
    return position_html(new_state({"players": 2}, 1))


TABLES: dict[str, Callable[[], str]] = {
    "markers": markers_table,
    "symbols": symbols_table,
    "layout": layout_table,
    "points": points_table,
    "sheets": sheets_table,
    "later": later_table,
    "sunties": sun_ties_table,
    "sheet": blank_sheet,
    "table": table_example,
}
