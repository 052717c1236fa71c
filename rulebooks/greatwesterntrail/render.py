"""Great Western Trail drawn as HTML: the trail with its tiles and herders, Kansas City's
foresight spaces, the job market, the cattle market, the railroad with its stations and
engines, the delivery cities, and each player's board; and the tables the rules page
renders from ``data.toml``.

Hidden information stays hidden: another player's hand and every draw stack show only
their sizes (``viewer=None``, the rules page's view, shows every hand).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..core.html import Raw, Verbatim, button_or_span, data_table, esc, options_table, shown_text
from ..core.i18n import tr
from ..core.targets import Targets
from . import board, clicks, data, scoring
from .game import OPTIONS, GWTState

PHASE_TEXT = {
    "trim": "discards down to four cards (first turn)",
    "start": "chooses a neutral building to start on",
    "move": "moves the herder",
    "act": "uses the location (phase B)",
    "discard": "discards after drawing",
    "station": "may upgrade the station",
    "master": "may take the station master",
    "back": "moves the engine back from the last space",
    "foresight": "takes a foresight tile in Kansas City",
    "income": "takes the Kansas City income",
    "deliver": "delivers the herd",
    "simmental": "may upgrade the Simmentals of the hand",
    "objective": "takes an objective card",
    "bonus": "may take a one-off action, or skip it",
    "over": "game over",
}


# -- pieces ------------------------------------------------------------------------
def cattle_html(code: str, move: str | None = None) -> str:
    """A cattle card: its breed's colour, breeding value and points (a button when a click
    on it plays ``move``)."""
    spec = data.cattle(code)
    points = f'<span class="rb-gwt-cow__points">{spec.points}</span>' if spec.points else ""
    label = tr(f"{spec.breed}, breeding value {spec.value}, {spec.points} point(s)")
    inner = (f'<span class="rb-gwt-cow__value">{spec.value}</span>'
             f'<span class="rb-gwt-cow__code">{esc(code)}</span>{points}')
    return button_or_span(inner, f"rb-gwt-cow rb-gwt-cow--{esc(code[:2].lower())}", label,
                          move)


def objective_html(code: str, move: str | None = None) -> str:
    """An objective card: its tasks, the action played with it, its points and penalty."""
    spec = data.OBJECTIVES[code]
    tasks = ", ".join(tr(data.TASKS[t]) for t in spec.tasks)
    action = spec.action or tr("none")
    label = tr(f"objective {code}: {tasks}; {spec.points} point(s), "
               f"-{spec.penalty} if not met")
    inner = (f'<span class="rb-gwt-objective__tasks">{esc(spec.tasks)}</span>'
             f'<span class="rb-gwt-objective__points">+{spec.points}/-{spec.penalty}</span>'
             f'<span class="rb-gwt-cow__code">{esc(action)}</span>')
    return button_or_span(inner, "rb-gwt-objective", label, move)


def card_html(code: str, move: str | None = None) -> str:
    """A card of a herd: cattle or an objective."""
    return objective_html(code, move) if data.is_objective(code) else cattle_html(code, move)


def spot_html(inner: str, classes: str, move: str | None) -> str:
    """A space of the trail or the railroad: named by what it shows, a button when a click
    on it plays ``move``."""
    return button_or_span(inner, classes, shown_text(inner), move)


def hidden_html(count: int, what: str) -> str:
    return (f'<span class="rb-gwt-back" role="img" aria-label="{esc(tr(what))}: {count}">'
            f"{count}</span>")


def tile_html(tile: str) -> str:
    """What lies on a trail space: a neutral or private building, a hazard, an outlaw."""
    parts = tile.split(":")
    if parts[0] == "N":
        return f'<span class="rb-gwt-tile rb-gwt-tile--neutral">{esc(parts[1])}</span>'
    if parts[0] == "P":
        spec = data.BUILDINGS[parts[2]]
        return (f'<span class="rb-gwt-tile rb-gwt-tile--p{int(parts[1]) + 1}" '
                f'title="{esc(tr(f"player {int(parts[1]) + 1}"))}">{esc(parts[2])}'
                f"{_hand(spec.hand)}</span>")
    if parts[0] == "H":
        return (f'<span class="rb-gwt-tile rb-gwt-tile--{esc(parts[1])}">{esc(tr(parts[1]))} '
                f"{esc(parts[2])}{_hand(parts[3])}</span>")
    return (f'<span class="rb-gwt-tile rb-gwt-tile--outlaw-{esc(parts[1])}">'
            f'{esc(tr(parts[1] + " outlaw"))}{_hand(data.OUTLAW_HANDS[parts[1]])}</span>')


def _hand(hand: str) -> str:
    marks = {"green": ["green"], "black": ["black"], "both": ["green", "black"]}.get(hand, [])
    return "".join(f'<span class="rb-gwt-hand rb-gwt-hand--{m}" title="{esc(tr(m + " hand"))}">'
                   "</span>" for m in marks)


# -- the board -----------------------------------------------------------------------
def _trail(state: GWTState, picks: dict[str, str]) -> str:
    tiles = state.tile_map()
    herders: dict[str, list[int]] = {}
    for p, seat in enumerate(state.seats):
        herders.setdefault(seat.herder or "off", []).append(p)
    cells = []
    for space in data.TRAIL.values():
        here = "".join(f'<span class="rb-gwt-herder rb-gwt-herder--p{p + 1}">P{p + 1}</span>'
                       for p in herders.get(space.id, []))
        body = tile_html(tiles[space.id]) if space.id in tiles else ""
        if space.id == "KC":
            body = '<span class="rb-gwt-tile rb-gwt-tile--kc">KC</span>'
        inner = f'<span class="rb-gwt-space__id">{esc(space.id)}</span>{body}{here}'
        cells.append(f'<li class="rb-gwt-space rb-gwt-space--{space.kind}" '
                     f'data-space="{esc(space.id)}">'
                     f'{spot_html(inner, "rb-gwt-spot", picks.get(f"space:{space.id}"))}</li>')
    start = "".join(f'<span class="rb-gwt-herder rb-gwt-herder--p{p + 1}">P{p + 1}</span>'
                    for p in herders.get("start", []))
    return (f'<section class="rb-gwt-part"><h4>{esc(tr("Trail"))}</h4>'
            f'<p class="rb-gwt-start">{esc(tr("Start"))}: {start}</p>'
            f'<ol class="rb-gwt-trail">{"".join(cells)}</ol></section>')


def _kansas(state: GWTState) -> str:
    columns = []
    for column in range(3):
        slots = "".join(f"<li>{esc(tr(_tile_name(t)) if t else tr('empty'))}</li>"
                        for t in state.foresight[column * 2:column * 2 + 2])
        columns.append(f'<ol class="rb-gwt-foresight">{slots}</ol>')
    bags = ", ".join(str(len(b)) for b in state.bags)
    return (f'<section class="rb-gwt-part"><h4>{esc(tr("Kansas City foresight"))}</h4>'
            f'{"".join(columns)}<p>{esc(tr("Tiles left in the bags"))}: {bags}</p></section>')


def _tile_name(tile: str) -> str:
    if tile in data.WORKERS:
        return tile
    if ":" in tile:
        kind, points, hand = tile.split(":")
        return f"{kind} {points} ({hand} hand)"
    return f"{tile} outlaw"


def _jobs(state: GWTState) -> str:
    rows = []
    for i, (cost, row) in enumerate(zip(data.ROW_COSTS, state.jobs, strict=True)):
        token = f' <span class="rb-gwt-token">{esc(tr("token"))}</span>' \
            if i == state.job_row else ""
        workers = " ".join(esc(tr(w)) for w in row)
        rows.append(f"<tr><td class=\"rb-num\">{i + 1}</td><td class=\"rb-num\">{cost}</td>"
                    f"<td>{workers}{token}</td></tr>")
    return (f'<section class="rb-gwt-part"><h4>{esc(tr("Job market"))}</h4>'
            f'<table class="rb-gwt-jobs"><thead><tr><th>{esc(tr("Row"))}</th>'
            f'<th>{esc(tr("Cost"))}</th><th>{esc(tr("Workers"))}</th></tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></section>')


def _market(state: GWTState, picks: dict[str, str]) -> str:
    cards = "".join(cattle_html(c, picks.get(f"market:{i}")) for i, c in enumerate(state.market))
    return (f'<section class="rb-gwt-part"><h4>{esc(tr("Cattle market"))}</h4>'
            f'<div class="rb-gwt-cards">{cards}</div>'
            f'<p>{esc(tr("Market stack"))}: {len(state.market_stack)}</p></section>')


def _objectives(state: GWTState, picks: dict[str, str]) -> str:
    cards = "".join(objective_html(c, picks.get(f"display:{c}")) for c in state.objective_display)
    return (f'<section class="rb-gwt-part"><h4>{esc(tr("Objective cards"))}</h4>'
            f'<div class="rb-gwt-cards">{cards}</div>'
            f'<p>{esc(tr("Objective stack"))}: {len(state.objective_stack)}</p></section>')


def _railroad(state: GWTState, picks: dict[str, str]) -> str:
    engines: dict[str, list[int]] = {}
    for p, seat in enumerate(state.seats):
        engines.setdefault(seat.engine, []).append(p)
    cells = []
    for label in board.TRACK:
        station = board.station_at(label)
        mark = ""
        if station is not None:
            owners = [p for p, s in enumerate(state.seats) if station.number in s.stations]
            discs = "".join(f'<span class="rb-gwt-disc rb-gwt-disc--p{p + 1}">P{p + 1}</span>'
                            for p in owners)
            master = state.masters[station.number - 1]
            mark = (f'<span class="rb-gwt-station">{esc(tr("station"))} {station.number}: '
                    f'{station.cost}$ {station.points}VP{" " + esc(master) if master else ""}'
                    f"{discs}</span>")
        trains = "".join(f'<span class="rb-gwt-engine rb-gwt-engine--p{p + 1}">E{p + 1}</span>'
                         for p in engines.get(label, []))
        crossing = " rb-gwt-rail--crossing" if label.isdigit() and int(label) in data.CROSSINGS \
            else ""
        inner = f"<span>{esc(label)}</span>{mark}{trains}"
        cells.append(f'<li class="rb-gwt-rail{crossing}" data-track="{esc(label)}">'
                     f'{spot_html(inner, "rb-gwt-spot", picks.get(f"track:{label}"))}</li>')
    return (f'<section class="rb-gwt-part"><h4>{esc(tr("Railroad"))}</h4>'
            f'<ol class="rb-gwt-track">{"".join(cells)}</ol></section>')


def _cities(state: GWTState) -> str:
    rows = []
    for city in data.CITIES.values():
        discs = " ".join(f"P{p + 1}" + (f"×{n}" if n > 1 else "")
                         for p, s in enumerate(state.seats)
                         if (n := s.deliveries.count(city.id)))
        rows.append(f"<tr><td>{esc(city.name)}</td><td class=\"rb-num\">{city.value}</td>"
                    f"<td>{esc(discs)}</td></tr>")
    return (f'<section class="rb-gwt-part"><h4>{esc(tr("Cities"))}</h4>'
            f'<table class="rb-gwt-cities"><thead><tr><th>{esc(tr("City"))}</th>'
            f'<th>{esc(tr("Value"))}</th><th>{esc(tr("Discs"))}</th></tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></section>')


def _seat(state: GWTState, p: int, viewer: int | None, picks: dict[str, str]) -> str:
    seat = state.seats[p]
    shown = viewer is None or viewer == p
    mine = picks if p == state.current else {}
    hand = ("".join(card_html(c, mine.get(f"hand:{i}")) for i, c in enumerate(seat.hand))
            if shown
            else hidden_html(len(seat.hand), "cards in hand"))
    discard = "".join(card_html(c) for c in seat.discard)
    area = "".join(objective_html(c) for c in seat.objectives)
    facts = [
        ("Dollars", seat.money), ("Certificates", seat.certs + seat.permanent),
        ("Exchange tokens", seat.exchange),
        ("Workers (cowboys, builders, engineers)", " ".join(map(str, seat.workers))),
        ("Step limit", seat.step_limit(state.players)), ("Hand limit", seat.hand_limit),
        ("Draw stack", len(seat.deck)), ("Discs cleared", " ".join(seat.discs) or "-"),
        ("Hazards", len(seat.hazards)), ("Outlaws", " ".join(seat.outlaws) or "-"),
        ("Station masters", " ".join(seat.masters) or "-"),
        ("Buildings left", " ".join(seat.buildings) or "-"),
    ]
    items = "".join(f"<dt>{esc(tr(k))}</dt><dd>{esc(v)}</dd>" for k, v in facts)
    mover = " rb-gwt-seat--to-move" if state.to_move == p else ""
    return (f'<section class="rb-gwt-seat rb-gwt-seat--p{p + 1}{mover}" data-seat="{p}">'
            f'<h4>{esc(tr(f"Player {p + 1}"))}</h4><dl>{items}</dl>'
            f'<p>{esc(tr("Hand"))}:</p><div class="rb-gwt-cards">{hand}</div>'
            f'<p>{esc(tr("Discard pile"))}:</p><div class="rb-gwt-cards">{discard}</div>'
            f'<p>{esc(tr("Objective area"))}:</p><div class="rb-gwt-cards">{area}</div>'
            "</section>")


def _status(state: GWTState) -> str:
    if state.phase == "over":
        return f'<p class="rb-gwt-status">{esc(tr("Game over"))}</p>'
    last = f" {tr('(last round)')}" if state.final >= 0 else ""
    return (f'<p class="rb-gwt-status">{esc(tr(f"Player {state.current + 1}"))} '
            f"{esc(tr(PHASE_TEXT[state.phase]))}{esc(last)}</p>")


def position_html(state: GWTState, viewer: int | None = None,
                  moves: Sequence[str] = ()) -> str:
    """The table as ``viewer`` sees it; ``moves`` are drawn clickable on the things they
    concern (see :mod:`.clicks`), the page offers the others as buttons."""
    picks = clicks.chosen(state, set(moves))
    seats = "".join(_seat(state, p, viewer, picks) for p in range(state.players))
    return (f'<div class="rb-table rb-gwt" data-players="{state.players}">{_status(state)}'
            f"{_trail(state, picks)}{_kansas(state)}{_railroad(state, picks)}{_cities(state)}"
            f"{_market(state, picks)}{_objectives(state, picks)}{_jobs(state)}"
            f'<div class="rb-gwt-seats">{seats}</div></div>')


def targets(state: GWTState, viewer: int | None) -> Targets:
    """What a click on the drawing may play (see :mod:`.clicks`)."""
    return clicks.targets(state, viewer)


# -- the rules page's tables --------------------------------------------------------------
def fees_table() -> str:
    rows = [[n, data.fee("green", n), data.fee("black", n), data.step_start(n)]
            for n in range(data.PLAYERS["min"], data.PLAYERS["max"] + 1)]
    return data_table(["Players", "Green hand ($)", "Black hand ($)", "Step limit at start"],
                      rows, name="fees")


def cattle_table() -> str:
    rows = [[Raw(cattle_html(c.code)), Verbatim(c.code), c.breed, c.value, c.points, c.copies,
             "market" if c.market else "starting herd"] for c in data.CATTLE_KINDS]
    return data_table(["Card", "Code", "Breed", "Breeding value", "Points", "Copies", "Where"],
                      rows, name="cattle")


def lots_table() -> str:
    rows = [[value, cards, cowboys, dollars] for value, cards, cowboys, dollars in data.BUYS]
    return data_table(["Breeding value", "Cards", "Cowboys", "Dollars"], rows, name="lots")


def neutral_table() -> str:
    return data_table(["Building", "Local actions"],
                      [[Verbatim(k), Verbatim(", ".join(v))] for k, v in data.NEUTRAL.items()],
                      name="neutral")


def buildings_table() -> str:
    rows = [[Verbatim(b.id), b.builders, b.builders * data.COST_PER_BUILDER, b.points,
             b.hand or "none", Verbatim(", ".join(b.actions))] for b in data.BUILDINGS.values()]
    return data_table(["Tile", "Builders", "Cost ($)", "Points", "Hand", "Local actions"], rows,
                      name="buildings")


def stations_table() -> str:
    rows = [[s.number, Verbatim(f"s{s.number}" if s.after < data.LAST_SPACE else
                                str(data.LAST_SPACE)), s.cost, s.points,
             "yes" if s.dark else "no", "yes" if s.master else "no"] for s in data.STATIONS]
    return data_table(["Station", "Stop", "Cost ($)", "Points", "Dark corners",
                       "Station master"], rows, name="stations")


def cities_table() -> str:
    rows = [[c.name, Verbatim(c.id), c.value, "yes" if c.dark else "no",
             "yes" if c.repeat else "no", c.dollars, c.points,
             board.crossings_before(c.value)] for c in data.CITIES.values()]
    return data_table(["City", "Code", "Value", "Dark corners", "Repeat", "Dollars at once",
                       "Points per disc", "Crossings from the start"], rows, name="cities")


def arrows_table() -> str:
    rows = [[" - ".join(data.CITIES[c].name for c in a.cities), a.points, a.action or "-"]
            for a in data.ARROWS]
    return data_table(["Between", "Points", "At once"], rows, name="arrows")


def discs_table() -> str:
    rows = [[Verbatim(d.id), Verbatim(d.unlocks), "yes" if d.dark else "no", d.gain, d.pay,
             d.points] for d in data.DISCS.values()]
    return data_table(["Disc space", "Unlocks", "Dark corners", "Gain ($)", "Pay ($)",
                       "Points"], rows, name="discs")


def masters_table() -> str:
    rows = [[Verbatim(m.id), Verbatim(m.now), Verbatim(m.scores or "-"), m.per, m.points]
            for m in data.MASTERS.values()]
    return data_table(["Tile", "At once", "Scores per", "Count per", "Points"], rows,
                      name="masters")


def jobs_table() -> str:
    rows = [[i + 1, cost, "yes" if i in data.JOBS["refill_rows"] else ""]
            for i, cost in enumerate(data.ROW_COSTS)]
    return data_table(["Row", "Hiring cost ($)", "Refills the market when the token arrives"],
                      rows, name="jobs")


def outlaws_table() -> str:
    rows = [[Verbatim(s), data.BOUNTY[s], "yes" if s in data.BOUNTY_EXCHANGE else ""]
            for s in data.OUTLAW_SPACES]
    return data_table(["Space", "Bounty ($)", "Pays an exchange token instead"], rows,
                      name="outlaws")


def hazards_table() -> str:
    rows = [[points, hand] for points, hand in data.HAZARD_TILES]
    return data_table(["Points", "Hand"], rows, name="hazards",
                      caption="The six tiles of each hazard kind")


def objectives_table() -> str:
    rows = [[Raw(objective_html(o.id)), Verbatim(o.id), ", ".join(data.TASKS[t] for t in o.tasks),
             Verbatim(o.action or "-"), o.points, o.penalty, o.copies,
             "starting" if o.start else "general"] for o in data.OBJECTIVE_KINDS]
    return data_table(["Card", "Id", "Tasks", "Action", "Points", "Penalty", "Copies",
                       "Deck"], rows, name="objectives")


def risk_table() -> str:
    rows = [[Verbatim(s.id), Verbatim(s.risk or "-"), "yes" if s.woods else ""]
            for s in data.TRAIL.values() if s.risk or s.woods]
    return data_table(["Space", "Risk action", "In the woods"], rows, name="risk")


def income_table() -> str:
    rows = [[Verbatim(f"gain:{k}"), v] for k, v in data.INCOME_ACTIONS.items()]
    return data_table(["Action", "Per thing counted"], rows, name="income")


def simmental_table() -> str:
    rows = [[Raw(cattle_html(code)), Verbatim(code), data.cattle(code).value,
             data.cattle(code).points, data.cattle(code).copies] for code in data.SIMMENTAL]
    return data_table(["Card", "Code", "Breeding value", "Points", "Copies"], rows,
                      name="simmental")


def simmental_lots_table() -> str:
    rows = [[value, cards, cowboys, dollars] for value, cards, cowboys, dollars
            in data.SIMMENTAL_BUYS]
    return data_table(["Breeding value", "Cards", "Cowboys", "Dollars"], rows,
                      name="simmental-lots")


def simmental_market_table() -> str:
    rows = [[n, data.market_size(n, True)]
            for n in range(data.PLAYERS["min"], data.PLAYERS["max"] + 1)]
    return data_table(["Players", "Cards"], rows, name="simmental-market")


def exchange_table() -> str:
    return data_table(["Tokens at the start", "Cards drawn at most"],
                      [[data.PLAYERS["start_exchange_tokens"], data.PLAYERS["exchange_draw"]]],
                      name="exchange")


def worker_spaces_table() -> str:
    rows = [[kind, n, Verbatim(action)] for kind, spaces in data.WORKER_SPACES.items()
            for n, action in sorted(spaces.items())]
    return data_table(["Row", "Space", "One-off action"], rows, name="worker-spaces")


def score_pad_table() -> str:
    return data_table(["Row", "Key"], [[label, Verbatim(key)] for key, label, _ in
                                       scoring.ROWS], name="score-pad")


TABLES: dict[str, Callable[[], str]] = {
    "fees": fees_table, "cattle": cattle_table, "lots": lots_table, "neutral": neutral_table,
    "buildings": buildings_table, "stations": stations_table, "cities": cities_table,
    "arrows": arrows_table, "discs": discs_table, "masters": masters_table,
    "jobs": jobs_table, "outlaws": outlaws_table, "hazards": hazards_table,
    "score-pad": score_pad_table, "objectives": objectives_table,
    "worker-spaces": worker_spaces_table, "risk": risk_table, "income": income_table,
    "exchange": exchange_table, "simmental": simmental_table,
    "simmental-lots": simmental_lots_table, "simmental-market": simmental_market_table,
    "options": lambda: options_table(OPTIONS),
}
