"""Tzolk'in positions drawn in HTML (the gears, the temples, the seats, the buildings and
monuments on offer), and the tables of the rules page, all from ``data.toml``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..core.html import Verbatim, data_table, esc, options_table
from ..core.i18n import tr
from . import data
from .data import GEARS, MATERIALS, TEMPLES, TRACKS
from .game import OPTIONS, TzolkinState
from .neutral import blocked
from .scoring import monument_points

PHASE_TEXT = {
    "wealth": "to choose the starting wealth tiles",
    "turn": "to beg, place or pick up",
    "place": "placing workers",
    "pick": "picking up workers",
    "calendar": "to advance the calendar one day or two",
    "over": "game over",
}


def _worker(seat: int) -> str:
    return (f'<span class="rb-tz-worker rb-tz-seat{seat}" role="img" '
            f'aria-label="{esc(tr(f"player {seat + 1}"))}">{seat + 1}</span>')


def gear_html(state: TzolkinState, g: int) -> str:
    gear = data.gear(GEARS[g])
    cells = []
    for p, who in enumerate(state.gears[g]):
        label = _action_label(GEARS[g], p)
        skull = ""
        if GEARS[g] == "chi" and 1 <= p <= len(gear.actions) and state.skull_spaces[p - 1]:
            skull = '<span class="rb-tz-skull">' + esc(tr("skull")) + "</span>"
        body = _worker(who) if who >= 0 else ""
        if p in blocked(state, GEARS[g]):
            body = ('<span class="rb-tz-worker rb-tz-neutral" role="img" aria-label="'
                    + esc(tr("neutral worker")) + '">N</span>')
        cells.append(f'<li class="rb-tz-pos"><span class="rb-tz-num">{p}</span>'
                     f'<span class="rb-tz-act">{esc(label)}</span>{skull}{body}</li>')
    return (f'<section class="rb-tz-gear" data-gear="{GEARS[g]}"><h4>{esc(gear.name)}</h4>'
            f'<ol class="rb-tz-positions">{"".join(cells)}</ol></section>')


def _action_label(gear: str, p: int) -> str:
    spec = data.gear(gear)
    if p == 0:
        return tr("no action")
    if p in spec.any:
        return tr("any action")
    return tr(action_text(gear, p))


def action_text(gear: str, number: int) -> str:
    """A few words for action ``number`` of ``gear``."""
    spec = data.gear(gear).action(number)
    if "gain" in spec:
        text = _materials(spec["gain"])
        return f"{text} or {_materials(spec['or_gain'])}" if "or_gain" in spec else text
    if "skull" in spec:
        skull = spec["skull"]
        extra = " + a resource" if skull.get("resource") else ""
        return f"skull: {skull['points']} pts, {data.temple(skull['temple']).name}{extra}"
    return {
        "tech": f"{spec.get('steps', 1)} technology step(s)",
        "build": "build a building",
        "build2": "build 1-2 buildings or a monument",
        "temples2": "1 resource: 2 temples up",
        "temple": f"{spec.get('corn', 0)} corn: 1 temple up",
        "trade": "trade at the market",
        "worker": "one more worker",
        "build-corn": "build a building with corn",
        "other": f"{spec.get('corn', 0)} corn: another gear's action",
    }[spec["kind"]]


def _materials(amounts: dict[str, int]) -> str:
    return ", ".join(f"{n} {name}" for name, n in amounts.items())


def seat_html(state: TzolkinState, p: int) -> str:
    seat = state.seats[p]
    title = tr(f"Player {p + 1}")
    if p == state.first:
        title += tr(" (first player)")
    if p == state.to_move:
        title += tr(" — to move")
    goods = tr(" · ".join(f"{getattr(seat, m)} {m}" for m in MATERIALS))
    temples = " · ".join(f"{data.temple(t).name} {s}" for t, s in zip(TEMPLES, seat.temples,
                                                                       strict=True))
    tech = tr(" · ".join(f"{t} {lv}" for t, lv in zip(TRACKS, seat.tech, strict=True)))
    free = state.free_workers(p)
    side = tr("light side up") if seat.light else tr("dark side up")
    return (f'<section class="rb-tz-seat"><h4>{_worker(p)} {esc(title)}</h4>'
            f"<p>{esc(goods)}</p><p>{esc(tr('Workers'))}: {seat.workers} "
            f"({esc(tr(f'{free} free'))}); {esc(side)}</p>"
            f"<p>{esc(tr('Temples'))}: {esc(temples)}</p><p>{esc(tr('Technology'))}: "
            f"{esc(tech)}</p><p>{esc(tr('Buildings'))}: "
            f"{esc(' '.join(seat.buildings) or '-')}; {esc(tr('Monuments'))}: "
            f"{esc(' '.join(seat.monuments) or '-')}</p></section>")


def position_html(state: TzolkinState, viewer: int | None = None,
                  moves: Sequence[Any] = ()) -> str:
    """The board as anybody sees it: nothing in Tzolk'in is hidden but the building decks."""
    start = _worker(state.start) if state.start is not None else esc(tr("empty"))
    head = (f'<p class="rb-tz-status">{esc(tr(f"Day {state.round}"))} — '
            f"{esc(tr(PHASE_TEXT[state.phase]))}; {esc(tr('starting-player space'))}: "
            f"{start}; {esc(tr(f'{state.calendar_corn} corn on the calendar'))}</p>")
    gears = "".join(gear_html(state, g) for g in range(len(GEARS)))
    offer = (f'<p class="rb-tz-offer">{esc(tr("Buildings on offer"))}: '
             f"{esc(' '.join(state.shown) or '-')}; {esc(tr('monuments'))}: "
             f"{esc(' '.join(state.monuments) or '-')}</p>")
    seats = "".join(seat_html(state, p) for p in range(state.players))
    if state.phase == "wealth" and viewer in (None, state.current):
        offer = (f'<p class="rb-tz-offer">{esc(tr("Wealth tiles to choose from"))}: '
                 f"{esc(' '.join(state.offers[state.current]))}</p>") + offer
    return (f'<div class="rb-tz-board">{head}<div class="rb-tz-gears">{gears}</div>'
            f"{offer}<div class='rb-tz-seats'>{seats}</div></div>")


# -- tables of the rules page ------------------------------------------------------
def gears_table() -> str:
    rows = []
    for gear in GEARS:
        spec = data.gear(gear)
        for number in range(1, len(spec.actions) + 1):
            rows.append([spec.name, number, number, action_text(gear, number)])
        rows.append([spec.name, ", ".join(str(p) for p in spec.any), "-", "any action"])
    return data_table(["Gear", "Position", "Corn to place there", "Action"], rows,
                      name="gears")


def temples_table() -> str:
    rows = [[t.name, t.top + 1, " ".join(str(p) for p in t.points),
             Verbatim(" ".join(tr(g) if g else "-" for g in t.gain)), t.bonus[0], t.bonus[1]]
            for t in map(data.temple, TEMPLES)]
    return data_table(["Temple", "Steps", "Points by step", "Rewards by step",
                       "Bonus Age I", "Bonus Age II"], rows, name="temples")


def buildings_table() -> str:
    rows = []
    for code in data.building_codes():
        b = data.building(code)
        effect = []
        if b.farm:
            effect.append(f"feeds {b.farm}")
        if b.farm_all:
            effect.append("1 corn less per worker")
        effect += [f"{t} +1" for t in b.tech] + [f"{t} +1" for t in b.temples]
        if b.gain:
            effect.append(_materials(b.gain))
        if b.worker:
            effect.append("a worker")
        if b.builds:
            effect.append("build another building at once")
        if b.trade:
            effect.append("trade at the market at once")
        if b.action:
            effect.append(f"at once, for {b.action} corn, an action of a gear other than "
                          "Chichen Itza")
        if b.also:
            effect.append(f"not played yet: {b.also}")
        cost = _materials(b.cost)
        if b.corn_reading:
            cost = f"{cost} (farm_cost corn: {_materials(b.corn_reading)})"
        rows.append([code, b.age, b.colour, cost, "; ".join(effect), b.points])
    return data_table(["Building", "Age", "Colour", "Cost", "Effect", "Points"], rows,
                      name="buildings")


TECH_WORDS = {
    "harvest": "{n} corn more from Palenque's jungle actions",
    "fishing": "{n} corn more from Palenque's first action",
    "bare": "corn from a jungle pile with no corn tile showing (no tile taken)",
    "wood": "{n} wood more from any Palenque or Yaxchilan action giving wood",
    "stone": "{n} stone more from any Yaxchilan action giving stone",
    "gold": "{n} gold more from any Yaxchilan action giving gold",
    "corn": "{n} corn for each building",
    "points": "{n} points for each building",
    "discount": "{n} resource block(s) off a building's cost",
    "corn_discount": "{n} corn off a building bought with corn",
    "ahead": "a Chichen Itza worker may use the next space's action, free",
    "offering": "after a skull, pay a resource for a step up any temple",
    "skulls": "{n} skull(s) more from Yaxchilan's skull action",
}
BEYOND_WORDS = {
    "temples": "{n} step(s) up a temple of your choice",
    "resources": "{n} resource(s) of your choice",
    "points": "{n} points",
    "skulls": "{n} crystal skull(s)",
}


def _tech_text(spec: dict[str, Any], words: dict[str, str] = TECH_WORDS) -> str:
    return "; ".join(words[key].format(n=int(value)) for key, value in spec.items())


def tech_table() -> str:
    spec = data.data()["tech"]
    rows = [[name, *(_tech_text(level) for level in spec["effects"][track]),
             _tech_text(spec["beyond"][track], BEYOND_WORDS)]
            for track, name in data.tech_names().items()]
    levels = [f"Level {n}" for n in range(1, spec["levels"] + 1)]
    return data_table(["Track", *levels, f"Beyond the top (pay {spec['beyond_cost']} block)"],
                      rows, name="tech")


def jungle_table() -> str:
    spec = data.jungle()
    rows = [[number, "one per player",
             "as many as corn tiles" if number >= spec["wood_from"] else "none"]
            for number in spec["actions"]]
    return data_table(["Palenque action", "Corn tiles", "Wood tiles on top"], rows,
                      name="jungle")


MONUMENT_WORDS = {
    "temple-climb": "{n} per step your highest temple stands above the starting step",
    "temple-points": "the points of your three temple steps once more (no bonus)",
    "tech-levels": "{n} per technology level you reached",
    "tech-at-top": "{a} points for {b} or more tracks at the top level",
    "extra-workers": "{n} per worker beyond the first {a}",
    "buildings": "{n} per building or monument you own",
    "all-monuments": "per monument anyone built: {a}",
    "corn-tiles": "{n} per corn tile you took in the jungle",
    "wood-tiles": "{n} per wood tile you took in the jungle",
    "chichen-skulls": "{n} per crystal skull anyone placed at Chichen Itza",
    "colour": "{n} per {a} building or monument you own, this one too",
}


def monument_text(code: str) -> str:
    """What a monument scores, in words, from its data."""
    m = data.monument(code)
    if m.table:
        points = ", ".join(str(p) for p in m.table[1:])
        counts = ", ".join(str(c) for c in range(1, len(m.table)))
        return tr(MONUMENT_WORDS[m.counts].format(a=points, b=counts))
    if m.per_players:
        low = data.players()[0]
        each = ", ".join(f"{points} ({low + i} {tr('players')})"
                         for i, points in enumerate(m.per_players))
        return tr(MONUMENT_WORDS[m.counts].format(a=each))
    if m.counts in MONUMENT_WORDS:
        return tr(MONUMENT_WORDS[m.counts].format(n=m.per, a=data.game()["workers_start"]))
    return tr(MONUMENT_WORDS["colour"].format(n=m.per, a=tr(m.counts)))


def monuments_table() -> str:
    rows = [[m.code, m.colour, _materials(m.cost), Verbatim(monument_text(m.code)),
             Verbatim("SH11235" if m.one_source else "tomisme, SH11235")]
            for m in map(data.monument, data.monument_codes())]
    return data_table(["Monument", "Colour", "Cost", "Scores", "Sources of cost and kind"],
                      rows, name="monuments")


def wealth_table() -> str:
    rows = [[code, _materials(t.get("gain", {})), t.get("temple", "-"), t.get("tech", "-"),
             t.get("farm", 0), t.get("worker", 0)]
            for code, t in ((c, data.wealth(c)) for c in data.wealth_codes())]
    return data_table(["Tile", "Materials", "Temple +1", "Technology +1", "Farm", "Worker"],
                      rows, name="wealth")


def numbers_table() -> str:
    g = data.game()
    rows = [["Workers at the start, at most", f"{g['workers_start']}, {g['workers_max']}"],
            ["Corn for 1-6 workers placed in one turn",
             " ".join(str(c) for c in g["placement_totals"])],
            ["Begging: allowed below, leaves you with", f"{g['beg_below']}, {g['beg_to']}"],
            ["Corn per worker on a food day; points per unfed worker",
             f"{g['food_per_worker']}, {g['hunger_points']}"],
            ["Days; food days; ends of an Age",
             f"{g['days']}; {', '.join(map(str, g['food_days']))}; "
             f"{', '.join(map(str, g['end_of_age']))}"],
            ["Crystal skulls; points per skull kept", f"{g['skulls']}, {g['skull_points']}"],
            ["Corn per final point", str(g["corn_per_point"])],
            ["Market: corn per wood, stone, gold",
             ", ".join(str(data.market(r)) for r in data.RESOURCES)],
            ["Buildings on offer; monuments on offer",
             f"{g['buildings_shown']}; one per player and {g['monuments_extra']} more"],
            ["Corn for each resource block of a building bought with corn",
             str(g["corn_per_block"])],
            [f"Neutral workers for each player fewer than {g['neutral_for']}",
             str(g["neutral_per_missing"])],
            ["Wealth tiles each player is dealt, keeps",
             f"{g['wealth_tiles_dealt']}, {g['wealth_tiles_kept']}"]]
    return data_table(["What", "Number"], rows, name="numbers")


TABLES: dict[str, Callable[[], str]] = {
    "gears": gears_table,
    "temples": temples_table,
    "buildings": buildings_table,
    "monuments": monuments_table,
    "wealth": wealth_table,
    "numbers": numbers_table,
    "tech": tech_table,
    "jungle": jungle_table,
    "options": lambda: options_table(OPTIONS),
}

__all__ = ["TABLES", "monument_points", "position_html"]
