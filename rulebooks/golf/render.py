"""Golf positions drawn as cards, for the page, the examples and the tutorial."""

from __future__ import annotations

from collections.abc import Sequence

from ..core.cards import Card
from ..core.html import esc, playing_card
from . import data
from .data import GridSpec
from .game import GolfState

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
        label = f"{where}: {card.name if card else 'face down'}"
        move = moves[index] if index < len(moves) else None
        extra = classes[index] if index < len(classes) else ""
        cells.append(playing_card(card, label=label, move=move, extra=extra))
    head = f'<figcaption>{esc(title)}</figcaption>' if title else ""
    return (
        f'<figure class="rb-grid" style="--rb-cols:{spec.cols}">{head}'
        f'<div class="rb-grid__cards">{"".join(cells)}</div></figure>'
    )


def position_html(state: GolfState, viewer: int | None = None, moves: Sequence[str] = ()) -> str:
    """The table as ``viewer`` sees it (``None``: a spectator). ``moves`` are made clickable."""
    spec = state.rules.spec
    playable = set(moves)
    grids = []
    for p in range(state.players):
        shown = [
            card if state.up[p][i] or (viewer is not None and state.knows(viewer, p, i)) else None
            for i, card in enumerate(state.grids[p])
        ]
        known = ["rb-known" if not state.up[p][i] and shown[i] else "" for i in range(len(shown))]
        clicks = [_click(state, viewer, p, i, playable) for i in range(len(shown))]
        title = f"Player {p + 1}" + (" (you)" if p == viewer else "")
        title += " — to play" if p == state.to_move else ""
        grids.append(grid_html(shown, spec, title=title, moves=clicks, classes=known))
    draw_move = "draw" if "draw" in playable else None
    take_move = "take" if "take" in playable else None
    discard_move = "discard" if "discard" in playable else None
    top = state.discard[-1] if state.discard else None
    piles = (
        '<div class="rb-piles">'
        f'<div class="rb-pile"><span>Draw pile ({len(state.deck)})</span>'
        f'{playing_card(None, label=f"draw pile, {len(state.deck)} cards", move=draw_move)}</div>'
        f'<div class="rb-pile"><span>Discard</span>'
        f'{_discard(top, take_move or discard_move)}</div>'
        + (f'<div class="rb-pile rb-held"><span>In hand</span>{playing_card(state.held)}</div>'
           if state.held else "")
        + "</div>"
    )
    status = (
        f'<p class="rb-status">Hole {state.hole + 1} of {state.rules.rounds}; '
        f"{_whose(state)} {PHASE_TEXT[state.phase]}.</p>"
    )
    return f'<div class="rb-table rb-golf">{status}{piles}<div class="rb-grids">{"".join(grids)}</div></div>'


def _whose(state: GolfState) -> str:
    if state.phase in ("scored", "over"):
        return "the table:"
    return f"player {state.current + 1}"


def _discard(top: Card | None, move: str | None) -> str:
    if top is None:
        return '<span class="rb-card rb-card--empty" role="img" aria-label="empty pile"></span>'
    return playing_card(top, label=f"discard pile, top card {top.name}", move=move)


def _click(state: GolfState, viewer: int | None, owner: int, index: int,
           playable: set[str]) -> str | None:
    if viewer is None or state.to_move != viewer:
        return None
    own = owner == viewer
    for verb in ("flip", "replace", "peek"):
        move = f"{verb} {index + 1}" if own else f"{verb} {owner + 1}:{index + 1}"
        if move in playable:
            return move
    return None


def values_table(name: str) -> dict[str, int]:
    return data.values(name)
