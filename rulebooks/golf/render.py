"""Golf positions drawn as cards, for the page, the examples and the tutorial."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..core.cards import RANKS, Card
from ..core.html import Raw, data_table, empty_pile, esc, link, pile_row, playing_card
from ..core.i18n import tr
from ..core.targets import Targets, pick
from . import data
from .data import GridSpec
from .game import OPTIONS, GolfState

PHASE_TEXT = {
    "reveal": "turning up the first cards",
    "turn": "to draw or take the discard",
    "hold": "holding a card",
    "power": "using a power card",
    "scored": "hole scored",
    "over": "game over",
}


def grid_html(cards: Sequence[Card | None], spec: GridSpec, *, title: str = "",
              moves: Sequence[str | None] = (), classes: Sequence[str] = ()) -> str:
    """A grid of cards, row by row. ``None`` is a face-down card."""
    cells = []
    for index, card in enumerate(cards):
        row, col = spec.cell(index)
        where = f"card {index + 1}, row {row}, column {col}"
        label = tr(f"{where}: {card.name if card else 'face down'}")
        move = moves[index] if index < len(moves) else None
        extra = classes[index] if index < len(classes) else ""
        cells.append(playing_card(card, label=label, move=move, extra=extra))
    head = f'<figcaption>{esc(title)}</figcaption>' if title else ""
    return (
        f'<figure class="rb-grid" data-cols="{spec.cols}">{head}'
        f'<div class="rb-grid__cards">{"".join(cells)}</div></figure>'
    )


def position_html(state: GolfState, viewer: int | None = None, moves: Sequence[str] = ()) -> str:
    """The table as ``viewer`` sees it (``None``: a spectator). ``moves`` are made clickable."""
    spec = state.rules.spec
    playable = set(moves)
    mine = viewer is not None and state.to_move == viewer  # only the player to move clicks cards
    grids = []
    for p in range(state.players):
        shown = state.seen(viewer, p)
        known = ["rb-known" if not state.up[p][i] and shown[i] else "" for i in range(len(shown))]
        clicks = [pick(playable, *_card_moves(state, viewer, p, i)) if mine else None
                  for i in range(len(shown))]
        title = tr(f"Player {p + 1}") + (tr(" (you)") if p == viewer else "")
        title += tr(" — to play") if p == state.to_move else ""
        grids.append(grid_html(shown, spec, title=title, moves=clicks, classes=known))
    draw = playing_card(None, label=tr(f"draw pile, {len(state.deck)} cards"),
                        move=pick(playable, "draw"))
    top = state.discard[-1] if state.discard else None
    discard = (playing_card(top, label=tr(f"discard pile, top card {top.name}"),
                            move=pick(playable, "take", "discard"))
               if top else empty_pile(tr("empty pile")))
    held = [(tr("In hand"), playing_card(state.held), "rb-held")] if state.held else []
    piles = pile_row((tr(f"Draw pile ({len(state.deck)})"), draw), (tr("Discard"), discard), *held)
    said = tr(f"Hole {state.hole + 1} of {state.rules.rounds}; {_whose(state)} "
              f"{PHASE_TEXT[state.phase]}.")
    status = f'<p class="rb-status">{esc(said)}</p>'
    return (f'<div class="rb-table rb-golf">{status}{piles}'
            f'<div class="rb-grids">{"".join(grids)}</div></div>')


def targets(state: GolfState, viewer: int | None) -> Targets:
    """What a click can play in :func:`position_html`: the piles, and the viewer's own cards
    (and, with power cards, the others' cards to peek at), when it is the viewer's turn."""
    if viewer is None or state.to_move != viewer:
        return Targets()
    spots = [("draw",), ("take", "discard")] if state.discard else [("draw",)]
    spots += [_card_moves(state, viewer, owner, i)
              for owner in range(state.players) for i in range(state.rules.grid)]
    return Targets(tuple(spot for spot in spots if spot))


def _card_moves(state: GolfState, viewer: int | None, owner: int, index: int) -> tuple[str, ...]:
    """What a click on a card may mean: the viewer's own is flipped, replaced or peeked at;
    another player's is peeked at, when power cards are in play."""
    if owner == viewer:
        return tuple(f"{verb} {index + 1}" for verb in ("flip", "replace", "peek"))
    return (f"peek {owner + 1}:{index + 1}",) if state.rules.power_cards else ()


def _whose(state: GolfState) -> str:
    if state.phase in ("scored", "over"):
        return "the table:"
    return f"player {state.current + 1}"


# -- tables of the rules page ---------------------------------------------
def deck_table() -> str:
    """Decks shuffled together by default, for each grid size and number of players."""
    low, high = next((o.low, o.high) for o in OPTIONS if o.name == "players")
    counts = range(low, high + 1)
    rows = [[f"{size} cards", *(data.decks_needed(n, size) for n in counts)]
            for size in data.grid_sizes()]
    return data_table(["Grid", *(f"{n} players" for n in counts)], rows, name="deck",
                      caption=f"Decks used: one deck for every {data.cards_per_deck()} "
                      "cards dealt, or part of it")


def grids_table() -> str:
    lines = data.data()["lines"]
    rows = [
        [f"{spec.size} cards", f"{spec.rows} × {spec.cols}", spec.start,
         "no (only looked at)" if spec.private else "yes", lines[spec.lines]["label"]]
        for spec in map(data.grid, data.grid_sizes())
    ]
    return data_table(["Grid", "Rows × columns", "Cards turned at the start", "Shown to the table",
                       "Lines that cancel by default"], rows, name="grids")


def powers_table() -> str:
    rows = [[rank, power["label"]] for rank, power in data.powers().items()]
    return data_table(["Discarded card", "Power"], rows, name="powers")


def values_table_html() -> str:
    names = data.value_tables()
    tables = data.data()["values"]
    rows = [[rank, *(data.values(name)[rank] for name in names)] for rank in RANKS]
    return data_table(["Rank", *(f"{tables[n]['label']} ({n})" for n in names)], rows,
                      name="values")


def lines_table() -> str:
    sources = data.data()["sources"]
    rows = [
        [Raw(f"<code>{esc(name)}</code>"), spec["label"],
         Raw(", ".join(link(sources[s]["url"], sources[s]["title"]) for s in spec["sources"]))]
        for name, spec in data.data()["lines"].items()
    ]
    return data_table(["Option value", "Lines that cancel", "Sources"], rows, name="lines")


TABLES: dict[str, Callable[[], str]] = {
    "deck": deck_table,
    "grids": grids_table,
    "powers": powers_table,
    "values": values_table_html,
    "lines": lines_table,
}
