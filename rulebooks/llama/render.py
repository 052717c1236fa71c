"""L.L.A.M.A. positions drawn as cards and tokens, for the page, the examples and the tutorial;
and the tables that the rules page renders from ``data.toml``."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from ..core.html import button_or_span, data_table, empty_pile, esc, picture, pile_row
from ..core.i18n import tr
from ..core.targets import Targets, pick
from . import data
from .game import LlamaState
from .scoring import COLOURS, Tokens, token_points

# a llama's head and neck, drawn (no font has to have a llama)
LLAMA_FACE = picture(
    '<path d="M9 22V12.5c-2 0-4-.6-4.6-2.2C4 9 4.6 8 6 7.6l3-.9.4-3.2L10.6 2l.8 2.2L12.7 2'
    'l.7 3.3c1.3 1 2 2.4 2 4.2V22z"/><circle class="rb-llama-eye" cx="10.8" cy="8.2" r=".9"/>',
    "rb-llama-face")
PHASE_TEXT = {
    "play": "to play, draw or quit",
    "return": "to give back a token",
    "scored": "round scored; to deal the next one",
    "over": "game over",
}


def card_html(code: str | None, *, label: str = "", move: str | None = None) -> str:
    """One card: its number, or a llama; ``None`` draws its back."""
    if code is None:
        return button_or_span("", "rb-card rb-card--back rb-llama-card",
                              label or tr("face-down card"), move)
    if code == data.LLAMA:  # the word too: the drawing alone is not a name
        inner = (f'<span class="rb-card__rank" aria-hidden="true">{LLAMA_FACE}</span>'
                 f'<span class="rb-card__word">{esc(tr("llama"))}</span>')
    else:
        inner = f'<span class="rb-card__rank">{esc(code)}</span>'
    name = data.card(code).name if code == data.LLAMA else code
    return button_or_span(inner, f"rb-card rb-llama-card rb-llama-card--{esc(code)}",
                          label or tr(name), move)


def hand_html(cards: Sequence[str], *, title: str = "", hidden: bool = False,
              moves: Mapping[str, str] | None = None) -> str:
    """A hand, face up (each card clickable when ``moves`` maps its code to a move) or hidden."""
    moves = moves or {}
    if hidden:
        shown = "".join(card_html(None) for _ in cards)
    else:
        shown = "".join(card_html(code, move=moves.get(code)) for code in cards)
    head = f"<figcaption>{esc(title)}</figcaption>" if title else ""
    empty = f'<span class="rb-hand__empty">{esc(tr("no cards"))}</span>' if not cards else ""
    return (f'<figure class="rb-hand" data-cards="{len(cards)}">{head}'
            f'<div class="rb-hand__cards">{shown}{empty}</div></figure>')


def chips_html(tokens: Tokens, moves: Mapping[str, str] | None = None) -> str:
    """The scoring tokens a player holds, one chip per colour with its count."""
    moves = moves or {}
    chips = "".join(
        button_or_span(f'<span class="rb-chip__count">{count}</span>',
                       f"rb-chip rb-chip--{colour}", tr(f"{count} {colour} token(s)"),
                       moves.get(colour))
        for count, colour in zip(tokens, COLOURS, strict=True)
    )
    return f'<div class="rb-chips">{chips}</div>'


def position_html(state: LlamaState, viewer: int | None = None,
                  moves: Sequence[str] = ()) -> str:
    """The table as ``viewer`` sees it; ``moves`` are made clickable.

    With ``viewer=None`` (the rules page) every hand is shown; a player sees their own
    hand and the backs of the others', until the round ends and all hands are scored.
    """
    playable = set(moves)
    seats = "".join(_seat(state, p, viewer, playable) for p in range(state.players))
    draw = pick(playable, "draw")
    deck = (card_html(None, label=tr(f"draw pile, {len(state.deck)} cards"), move=draw)
            if state.deck else empty_pile(tr("empty draw pile")))
    top = card_html(state.top, label=tr(f"discard pile, top card {state.top}"))
    piles = pile_row((tr(f"Draw pile ({len(state.deck)})"), deck), (tr("Discard"), top))
    actions = "".join(
        button_or_span(esc(tr(text)), "rb-action", tr(text), move)
        for move, text in (("quit", "Quit the round"), ("deal", "Deal the next round"))
        if move in playable
    )
    actions = f'<div class="rb-actions">{actions}</div>' if actions else ""
    said = tr(f"Round {state.round + 1}; {_whose(state)} {PHASE_TEXT[state.phase]}.")
    status = f'<p class="rb-status">{esc(said)}</p>'
    return (f'<div class="rb-table rb-llama">{status}{piles}'
            f'<div class="rb-seats">{seats}</div>{actions}</div>')


def targets(state: LlamaState, viewer: int | None) -> Targets:
    """What a click can play in :func:`position_html`: the draw pile, the cards of the
    viewer's hand and its tokens, on its turn; quitting and dealing have buttons."""
    own = ("quit", "deal")
    if viewer is None or state.to_move != viewer:
        return Targets(own=own)
    spots = [("draw",)] if state.deck else []
    spots += [(f"play {code}",) for code in dict.fromkeys(state.hands[viewer])]
    spots += [(f"return {colour}",) for colour in COLOURS]
    return Targets(tuple(spots), own)


def _whose(state: LlamaState) -> str:
    return "the table:" if state.phase == "over" else f"player {state.current + 1}"


def _seat(state: LlamaState, p: int, viewer: int | None, playable: set[str]) -> str:
    acting = p == state.to_move and viewer in (None, p)
    hidden = state.phase == "play" and viewer not in (None, p)
    title = tr(f"Player {p + 1}") + (tr(" (you)") if p == viewer else "")
    title += tr(f" ({len(state.hands[p])} cards)") if hidden else ""
    if state.out == p:
        title += tr(" — went out")
    elif not state.active[p]:
        title += tr(" — quit")
    if p == state.to_move:
        title += tr(" — to move")
    plays = {c: f"play {c}" for c in data.codes() if acting and f"play {c}" in playable}
    gives = {c: f"return {c}" for c in COLOURS if acting and f"return {c}" in playable}
    points = token_points(state.tokens[p])
    return (f'<section class="rb-seat{" rb-seat--out" if not state.active[p] else ""}">'
            f"{hand_html(state.hands[p], title=title, hidden=hidden, moves=plays)}"
            f"{chips_html(state.tokens[p], gives)}"
            f'<p class="rb-points">{esc(tr(f"{points} points"))}</p>'
            "</section>")


# -- tables of the rules page ---------------------------------------------
def deck_table() -> str:
    """Each kind of card: copies in the deck, what it may be played on, points in hand."""
    before = {data.follows(code): code for code in data.codes()}
    rows = [
        [spec.name if spec.code == data.LLAMA else spec.code, spec.copies,
         f"{data.spoken(spec.code)} or {data.spoken(before[spec.code])}", spec.points]
        for spec in data.cards()
    ]
    total = sum(data.copies().values())
    return data_table(["Card", "Copies", "Goes on", "Points in hand"], rows, name="deck",
                      caption=f"The deck: {total} cards, dealt {data.hand_size()} to a hand")


def tokens_table() -> str:
    rows = [[spec.colour, spec.points, spec.box] for spec in data.tokens()]
    return data_table(["Token", "Points", "In the box"], rows, name="tokens")


TABLES: dict[str, Callable[[], str]] = {
    "deck": deck_table,
    "tokens": tokens_table,
}
