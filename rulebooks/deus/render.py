"""Deus drawn as it looks: the hexagonal map with each player's buildings, the tableaux by
colour, the hand as cards; clickable cards and buttons for the moves offered; and the tables
the rules page renders from ``data.toml``."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..core.html import Raw, Verbatim, button_or_span, data_table, esc
from ..core.i18n import tr
from ..core.targets import Targets
from . import data
from .board import Board, layout, village_points
from .game import DeusState, new_state

SIZE = 20          # a hexagon's radius in the drawing's units
WIDTH = 34.64      # a hexagon's width (the radius times the square root of 3)
OWN = ("build", "done", "god", "take", "march", "halt", "pass")


def effect_text(card: str) -> str:
    """What a card does (or how a temple scores), in words from its data."""
    spec = data.card(card)
    e = spec.effect or spec.score
    words = {
        "produce": f"+{e.n} of the resource of its location",
        "gold": f"+{e.n} gold", "vp": f"+{e.n} VP", "draw": f"draw {e.n}",
        "gold_per": f"+{e.n} gold per {e.type} building",
        "vp_per": f"+{e.n} VP per {e.type} building",
        "raid": f"take {e.n} gold from each neighbour",
        "sell": f"sell up to {e.n} of your largest resource for {e.price} gold each",
        "per": f"{e.n} VP per {e.type} building", "temples": f"{e.n} VP per temple card",
        "locations": f"{e.n} VP per location occupied",
        "march": f"move up to {e.n} military units, up to {e.reach} regions each",
    }
    return words[e.kind]


def cost_text(card: str) -> str:
    return ", ".join(f"{n} {good}" for good, n in data.card(card).cost) or "free"


def card_html(card: str, move: str | None = None) -> str:
    spec = data.card(card)
    inner = (f'<span class="rb-deus-card__id">{esc(card)}</span>'
             f'<span class="rb-deus-card__name">{esc(tr(spec.name))}</span>'
             f'<span class="rb-deus-card__cost">{esc(tr(cost_text(card)))}</span>'
             f'<span class="rb-deus-card__effect">{esc(tr(effect_text(card)))}</span>')
    classes = f"rb-deus-card rb-deus-card--{data.kind(spec.type).colour}"
    return button_or_span(inner, classes, f"{card}: {tr(spec.name)}", move)


# -- the map ------------------------------------------------------------------------
def _centre(board: Board, name: str) -> tuple[float, float]:
    column, row = board.cells[name]
    return (WIDTH * (column + 0.5 * (row & 1)) + WIDTH / 2 + 2, 1.5 * SIZE * row + SIZE + 2)


def _hexagon(x: float, y: float) -> str:
    corners = [(0, -SIZE), (WIDTH / 2, -SIZE / 2), (WIDTH / 2, SIZE / 2), (0, SIZE),
               (-WIDTH / 2, SIZE / 2), (-WIDTH / 2, -SIZE / 2)]
    return " ".join(f"{x + dx:.1f},{y + dy:.1f}" for dx, dy in corners)


def map_svg(state: DeusState) -> str:
    """The map: each location's terrain, name, buildings (type letters in the owner's
    colour) and, on a village, the VP it still holds."""
    board = state.board
    shapes = []
    vp = dict(zip(board.villages, state.villages, strict=True))
    for name in board.names:
        x, y = _centre(board, name)
        terrain = board.terrain[name]
        owner, types = state.pieces.get(name, (None, ()))
        said = f"{name}: {terrain}"
        label = f'<text class="rb-deus-name" x="{x:.1f}" y="{y - 8:.1f}">{name}</text>'
        mark = ""
        if terrain == "village":
            mark = f'<text class="rb-deus-vp" x="{x:.1f}" y="{y + 8:.1f}">{vp[name]}</text>'
            said += f", {vp[name]} VP left"
        elif types:
            letters = "".join(data.kind(t).code for t in types)
            mark = (f'<text class="rb-deus-pieces rb-deus-p{owner + 1}" x="{x:.1f}" '
                    f'y="{y + 8:.1f}">{letters}</text>')
            said += f", player {owner + 1}: {', '.join(types)}"
        shapes.append(f'<g><title>{esc(tr(said))}</title><polygon class="rb-deus-hex '
                      f'rb-deus-hex--{terrain}" points="{_hexagon(x, y)}"/>{label}{mark}</g>')
    width = WIDTH * (board.columns + 0.5) + 4
    height = 1.5 * SIZE * (board.rows - 1) + 2 * SIZE + 4
    return (f'<svg class="rb-deus-map" viewBox="0 0 {width:.0f} {height:.0f}" role="img" '
            f'aria-label="{esc(tr("The map"))}">{"".join(shapes)}</svg>')


# -- a position -----------------------------------------------------------------------
def position_html(state: DeusState, viewer: int | None = None,
                  moves: Sequence[str] = ()) -> str:
    """The table as ``viewer`` sees it: other hands face down, other VP tokens hidden until
    the end; ``moves`` are drawn clickable (cards for offerings, buttons for the rest)."""
    moves = tuple(moves)
    seats = "".join(_seat(state, p, viewer, moves) for p in range(state.players))
    buttons = "".join(_button(m) for m in moves if Targets((), OWN).has_own(m))
    actions = f'<div class="rb-deus-actions">{buttons}</div>' if buttons else ""
    return (f'<div class="rb-table rb-deus">{_status(state)}'
            f'<figure class="rb-deus-board">{map_svg(state)}</figure>{actions}'
            f'<div class="rb-deus-seats">{seats}</div></div>')


def _button(move: str) -> str:
    return button_or_span(esc(move), "rb-action", move, move)


def targets(state: DeusState, viewer: int | None) -> Targets:
    """What a click can play: each card of the viewer's hand (an offering), and buttons for
    building, closing an offering, choosing a god, taking a gift, moving a unit and passing."""
    hand = state.hands[viewer] if viewer is not None else ()
    return Targets(tuple((f"offer {c}", f"discard {c}") for c in hand), OWN)


def _status(state: DeusState) -> str:
    if state.phase == "over":
        text = "The game is over."
    else:
        doing = {"turn": "builds or makes an offering", "offer": "is making an offering",
                 "god": "chooses a god for Jupiter", "gain": f"takes {state.gains} gift(s)",
                 "march": f"moves up to {state.marches} more military unit(s)"}
        text = f"Turn {state.turn + 1}: player {state.current + 1} {doing[state.phase]}."
        if state.final_turns is not None:
            text += f" The end is near: {state.final_turns} turn(s) left."
    return f'<p class="rb-status">{esc(tr(text))}</p>'


def _seat(state: DeusState, p: int, viewer: int | None, moves: tuple[str, ...]) -> str:
    open_ = viewer == p or state.phase == "over"
    title = tr(f"Player {p + 1}") + (tr(" (you)") if p == viewer else "")
    goods = [f"{good} {value}" for good, value in zip(data.GOODS, state.goods[p], strict=True)
             if good != "vp" or open_]
    ready = ", ".join(f"{k} {n}" for k, n in zip(data.active_types(), state.supply[p],
                                                  strict=True) if n)
    lines = [f'<p class="rb-deus-goods">{esc(tr(", ".join(goods)))}</p>',
             f'<p class="rb-deus-ready">{esc(tr("Ready to build: " + (ready or "none")))}</p>']
    if viewer == p:
        lines.append(_hand(state, p, moves))
    else:
        held = tr(f"{len(state.hands[p])} card(s) in hand")
        lines.append(f'<p class="rb-deus-hidden">{esc(held)}</p>')
    lines.append(_tableau(state, p))
    if state.phase == "over":
        total = state.breakdown(p).total
        lines.append(f'<p class="rb-deus-total">{esc(tr(f"{total} points"))}</p>')
    return (f'<section class="rb-seat" data-player="{p + 1}"><h4>{esc(title)}</h4>'
            f'{"".join(lines)}</section>')


def _hand(state: DeusState, p: int, moves: tuple[str, ...]) -> str:
    offered = set(moves)
    cards = []
    for card in state.hands[p]:
        move = next((m for m in (f"offer {card}", f"discard {card}") if m in offered), None)
        cards.append(card_html(card, move))
    offering = "".join(card_html(c) for c in state.offering) if state.current == p else ""
    given = (f'<div class="rb-deus-offering">{esc(tr("Offering:"))} {offering}</div>'
             if offering else "")
    return f'<div class="rb-deus-hand">{"".join(cards) or esc(tr("no cards"))}</div>{given}'


def _tableau(state: DeusState, p: int) -> str:
    columns = []
    for kind in data.types():
        cards = [card_html(c) for c, _ in state.placed(p) if data.card(c).type == kind.name]
        if cards:
            columns.append(f'<div class="rb-deus-column rb-deus-column--{kind.colour}">'
                           f'{"".join(cards)}</div>')
    return f'<div class="rb-deus-tableau">{"".join(columns)}</div>' if columns else ""


# -- tables of the rules page ---------------------------------------------------------
def types_table() -> str:
    rows = [[t.name, Verbatim(t.code), t.colour, t.god.capitalize()] for t in data.types()]
    return data_table(["Kind", "Card letter", "Colour", "God"], rows, name="types")


def resources_table() -> str:
    rows = [[r["name"], r["terrain"]] for r in data.data()["resources"]]
    return data_table(["Resource", "Terrain"], rows, name="resources")


NUMBERS = (
    ("pieces_per_type", "Buildings of each kind per player", "deus.types"),
    ("resource_limit", "Resource limit (each main resource)", "deus.resources.limit"),
    ("gold_per_resource", "Gold standing in for one missing resource", "deus.build.cost"),
    ("first_distance", "First-build distance (spaces)", "deus.build.first"),
    ("edge_penalty", "Edge penalty (VP tokens)", "deus.build.edge"),
    ("hand", "Hand size drawn back to", "deus.offer"),
    ("hand_limit", "Hand limit", "deus.offer.limit"),
    ("neptune", "Neptune gold per card given", "deus.offer.neptune"),
    ("temple_cap", "Temple cap (VP per temple card)", "deus.scoring.temples"),
    ("majority", "Majority bonus (VP)", "deus.scoring.majority"),
)


def numbers_table() -> str:
    rows = [[what, data.game(key), Raw(f'<a href="#{rule}">{esc(rule)}</a>')]
            for key, what, rule in NUMBERS]
    low, high = data.game("vesta")
    rows.append(["Vesta reward: one card, two or more", Verbatim(f"{low}, {high}"),
                 Raw('<a href="#deus.offer.vesta">deus.offer.vesta</a>')])
    return data_table(["Number", "Value", "Rule"], rows, name="numbers",
                      caption="From the help page (seed), see Sources")


def setup_table() -> str:
    low, high = data.players()
    rows = []
    for n in range(low, high + 1):
        board = layout(n)
        rows.append([n, len(board.names), len(board.villages), data.temple_stock(n)])
    start = (f"each player: {data.game('hand')} cards, {data.start('supply')} building(s) of "
             f"each of the five kinds ready, {data.start('gold')} gold, "
             f"{data.start('resources')} of each resource, {data.start('vp')} VP (the official "
             "rules)")
    return data_table(["Players", "Locations", "Barbarian villages", "Temple stock"], rows,
                      name="setup", caption=start)


def map_table() -> str:
    low, high = data.players()
    return "".join(f'<figure class="rb-deus-board">{map_svg(new_state({"players": n}, 0))}'
                   f"<figcaption>{esc(tr(f'The map for {n} players'))} "
                   f"{esc(tr('(unconfirmed: our own layout)'))}</figcaption></figure>"
                   for n in range(low, high + 1))


def cards_table() -> str:
    groups: dict[tuple[str, str], list[str]] = {}
    for ident, spec in data.cards().items():
        groups.setdefault((spec.type, spec.name), []).append(ident)
    rows = [[kind, name, Verbatim(f"{ids[0]}–{ids[-1]}"), len(ids), cost_text(ids[0]),
             effect_text(ids[0])] for (kind, name), ids in groups.items()]
    return data_table(["Kind", "Card", "Ids", "Copies", "Cost", "Effect"], rows, name="cards",
                      caption=f"The stand-in deck, {len(data.deck())} cards (unconfirmed: "
                      "the real cards are not in the sources)")


def villages_table() -> str:
    board = layout(data.players()[0])
    rows = [[v, village_points(board, v)] for v in board.villages]
    return data_table(["Village", "VP at the start"], rows, name="villages")


TABLES: dict[str, Callable[[], str]] = {
    "types": types_table,
    "resources": resources_table,
    "numbers": numbers_table,
    "setup": setup_table,
    "map": map_table,
    "cards": cards_table,
    "villages": villages_table,
}
