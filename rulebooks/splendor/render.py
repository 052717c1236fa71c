"""Splendor positions drawn as a table: nobles, the three rows of cards with their decks, the
token stacks, and each player's tokens, bonuses, reserved cards and nobles; and the tables the
rules page renders from ``data.toml``.

Hidden information stays hidden: a deck shows only its back and size, and a card reserved
blind from a deck is shown face down to everyone but its owner (``viewer=None``, the rules
page's all-seeing view, shows it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..core.html import Raw, button_or_span, data_table, esc
from ..core.i18n import tr
from ..core.targets import Targets
from . import data
from . import tokens as tk
from .data import GEMS, TOKENS, Counts
from .game import _TAKES, SplendorState
from .moves import Move

PHASE_TEXT = {
    "main": "to take tokens, reserve a card or buy one",
    "return": "to give tokens back down to the limit",
    "noble": "to choose which noble visits",
    "over": "game over",
}
LEVEL_MARK = "\N{BLACK CIRCLE}"


# -- pieces -----------------------------------------------------------------------
def gem(colour: str, count: int | str = "", kind: str = "cost") -> str:
    """A coloured gem with a number on it (a cost, a noble's need, a token count)."""
    return (f'<span class="rb-spl-{kind} rb-spl-{kind}--{esc(colour)}" '
            f'title="{esc(tr(colour))}">{esc(count)}</span>')


def card_label(ident: str) -> str:
    spec = data.card(ident)
    return tr(f"card {ident}, level {spec.level}: {spec.bonus} bonus, {spec.points} point(s), "
              f"costs {tk.describe(spec.cost, GEMS)}")


def card_html(ident: str | None, *, level: int = 0, move: str | None = None,
              label: str = "", extra: str = "") -> str:
    """A development card face up (points, bonus, cost), or face down for ``None``;
    ``extra`` adds classes (``rb-spl-card--blind``: reserved unseen, shown to its owner)."""
    if ident is None:
        marks = LEVEL_MARK * level
        return button_or_span(f'<span class="rb-spl-card__level">{marks}</span>',
                              f"rb-spl-card rb-spl-card--back rb-spl-card--level{level}",
                              label or tr(f"face-down level {level} card"), move)
    spec = data.card(ident)
    costs = "".join(gem(colour, n) for colour, n in zip(GEMS, spec.cost, strict=True) if n)
    points = spec.points or ""
    inner = (f'<span class="rb-spl-card__head"><span class="rb-spl-card__points">{points}'
             f'</span>{gem(spec.bonus, "", "bonus")}</span>'
             f'<span class="rb-spl-card__cost">{costs}</span>'
             f'<span class="rb-spl-card__id">{esc(ident)}</span>')
    return button_or_span(inner, f"rb-spl-card rb-spl-card--{spec.bonus} {extra}".strip(),
                          label or card_label(ident), move)


def noble_html(number: int, move: str | None = None) -> str:
    spec = data.noble(number)
    needs = "".join(gem(colour, n, "need") for colour, n in zip(GEMS, spec.needs, strict=True)
                    if n)
    inner = (f'<span class="rb-spl-noble__points">{spec.points}</span>'
             f'<span class="rb-spl-noble__needs">{needs}</span>'
             f'<span class="rb-spl-noble__id">{esc(tr(f"noble {number}"))}</span>')
    label = tr(f"noble {number}: {spec.points} points, needs {tk.describe(spec.needs, GEMS)} "
               "bonuses")
    return button_or_span(inner, "rb-spl-noble", label, move)


def chips_html(counts: Counts, *, moves: dict[str, str] | None = None, title: str = "",
               names: tuple[str, ...] = TOKENS, kind: str = "chip") -> str:
    """Token stacks, one per colour with its count (each clickable when ``moves`` names it)."""
    moves = moves or {}
    chips = "".join(
        button_or_span(esc(n), f"rb-spl-{kind} rb-spl-{kind}--{colour}",
                       tr(f"{n} {colour} {'bonus' if kind == 'bonus' else 'token'}(s)"),
                       moves.get(colour))
        for colour, n in zip(names, counts, strict=True))
    head = f'<span class="rb-spl-stacks__title">{esc(tr(title))}</span>' if title else ""
    return f'<span class="rb-spl-stacks">{head}{chips}</span>'


def take_html(move: str) -> str:
    colours = move.split()[1:]
    if colours[0] == "2":
        colours = [colours[1]] * 2
    inner = "".join(gem(colour, "", "chip") for colour in colours)
    return button_or_span(inner, "rb-action rb-spl-take", move, move)


# -- the whole table --------------------------------------------------------------
def position_html(state: SplendorState, viewer: int | None = None,
                  moves: Sequence[str] = ()) -> str:
    """The table as ``viewer`` sees it (``None``: everything but the decks' order);
    ``moves`` are made clickable."""
    playable = set(moves)
    nobles = "".join(noble_html(n, _if(f"noble {n}", playable)) for n in state.nobles)
    rows = "".join(_market_row(state, level, playable) for level in reversed(data.LEVELS))
    takes = _takes_html(playable)
    passing = button_or_span(esc(tr("Pass")), "rb-action", tr("pass: no action is possible"),
                             "pass") if "pass" in playable else ""
    seats = "".join(_seat(state, p, viewer, playable) for p in range(state.players))
    return (f'<div class="rb-table rb-splendor" data-players="{state.players}">'
            f"{_status(state)}"
            f'<div class="rb-spl-nobles" aria-label="{esc(tr("nobles"))}">'
            f'{nobles or esc(tr("no nobles left"))}</div>'
            f'<div class="rb-spl-market">{rows}</div>'
            f'<div class="rb-spl-bank">{chips_html(state.supply, title="Supply")}</div>'
            f'{takes}{passing}<div class="rb-seats rb-spl-seats">{seats}</div></div>')


def targets(state: SplendorState, viewer: int | None) -> Targets:
    """What a click can play in :func:`position_html`: the nobles, the decks, the cards on
    show, the viewer's reserved cards and tokens; reserving a card on show, paying gold in
    place of a colour, taking tokens and passing have buttons of their own."""
    if viewer is None:
        return Targets(own=("reserve", "take", "pass"))
    spots = [(f"noble {n}",) for n in state.nobles]
    cards = [ident for row in state.display for ident in row if ident]
    cards += [ident for ident, _ in state.reserved[viewer]]
    spots += [(f"reserve deck {level}",) for level in data.LEVELS if state.decks[level - 1]]
    spots += [(f"buy {ident}",) for ident in cards]
    spots += [(f"return {colour}",) for colour in TOKENS]
    gold = tuple(f"buy {ident} gold" for ident in cards)
    return Targets(tuple(spots), ("reserve", "take", "pass", *gold))


TAKE_GROUPS = (("Take three:", 3, False), ("Take two alike:", 2, True),
               ("Take two:", 2, False), ("Take one:", 1, False))


def _takes_html(playable: set[str]) -> str:
    """The takes offered, grouped: three colours, two alike, then the short takes."""
    groups = []
    for title, size, alike in TAKE_GROUPS:
        found = [str(Move("take", combo)) for combo in _TAKES
                 if len(combo) == size and (size == 2 and combo[0] == combo[1]) == alike]
        buttons = "".join(take_html(m) for m in found if m in playable)
        if buttons:
            groups.append(f'<span class="rb-spl-takes__group"><span>{esc(tr(title))}</span>'
                          f"{buttons}"
                          "</span>")
    return f'<div class="rb-spl-takes">{"".join(groups)}</div>' if groups else ""


def _if(move: str, playable: set[str]) -> str | None:
    return move if move in playable else None


def _status(state: SplendorState) -> str:
    target = data.rule("target")
    whose = "" if state.phase == "over" else f"player {state.current + 1} "
    last = (" " + tr(f"Someone has {target} points or more: this is the last round.")
            if state.phase != "over" and max(state.totals()) >= target else "")
    said = tr(f"Round {state.turn // state.players + 1}; {whose}{PHASE_TEXT[state.phase]}.")
    return f'<p class="rb-status">{esc(said)}{esc(last)}</p>'


def _gold_buttons(ident: str, playable: set[str]) -> str:
    """One small button per way of paying gold in place of tokens one holds."""
    prefix = f"buy {ident} gold "
    return "".join(
        button_or_span(esc(tr(f"Gold for {move[len(prefix):].replace(' ', ', ')}")),
                       "rb-action rb-spl-gold", tr(f"buy card {ident} paying gold instead of "
                                                   f"{move[len(prefix):].replace(' ', ', ')}"),
                       move)
        for move in sorted(m for m in playable if m.startswith(prefix)))


def _market_row(state: SplendorState, level: int, playable: set[str]) -> str:
    deck = state.decks[level - 1]
    blind = _if(f"reserve deck {level}", playable)
    pile = (card_html(None, level=level, move=blind,
                      label=tr(f"level {level} deck, {len(deck)} cards"))
            if deck else '<span class="rb-spl-card rb-spl-card--empty" role="img" '
            f'aria-label="{esc(tr(f"level {level} deck, empty"))}"></span>')
    cells = []
    for ident in state.display[level - 1]:
        if ident is None:
            cells.append('<span class="rb-spl-slot"><span class="rb-spl-card '
                         f'rb-spl-card--empty" role="img" aria-label="{esc(tr("empty space"))}">'
                         "</span></span>")
            continue
        reserve = _if(f"reserve {ident}", playable)
        hold = (button_or_span(esc(tr("Reserve")), "rb-action rb-spl-reserve",
                               tr(f"reserve card {ident}"), reserve) if reserve else "")
        cells.append(f'<span class="rb-spl-slot">'
                     f'{card_html(ident, move=_if(f"buy {ident}", playable))}{hold}'
                     f'{_gold_buttons(ident, playable)}</span>')
    return (f'<div class="rb-spl-row" data-level="{level}"><span class="rb-spl-deck">{pile}'
            f'<span class="rb-spl-deck__count">{len(deck)}</span></span>{"".join(cells)}</div>')


def _seat(state: SplendorState, p: int, viewer: int | None, playable: set[str]) -> str:
    mine = viewer in (None, p)
    title = tr(f"Player {p + 1}") + (tr(" (you)") if p == viewer else "")
    if p == state.to_move:
        title += tr(" — to move")
    gives = {c: f"return {c}" for c in TOKENS if f"return {c}" in playable and mine}
    reserved = "".join(
        card_html(ident if (mine or not blind) else None, level=data.card(ident).level,
                  move=_if(f"buy {ident}", playable) if mine else None,
                  extra="rb-spl-card--blind" if blind else "")
        + (_gold_buttons(ident, playable) if mine else "")
        for ident, blind in state.reserved[p])
    visitors = "".join(noble_html(n) for n in state.visitors[p])
    return (f'<section class="rb-seat rb-spl-seat" data-player="{p + 1}">'
            f'<p class="rb-spl-seat__title">{esc(title)}</p>'
            f'<p class="rb-points">{esc(tr(_seat_counts(state, p)))}</p>'
            f'{chips_html(state.tokens[p], moves=gives, title="Tokens")}'
            f'{chips_html(state.bonuses(p), title="Bonuses", names=GEMS, kind="bonus")}'
            f'<div class="rb-spl-reserved" aria-label="{esc(tr("reserved cards"))}">'
            f'{reserved or f"<span class=rb-spl-none>{esc(tr(NONE_RESERVED))}</span>"}</div>'
            f'<div class="rb-spl-visitors">{visitors}</div></section>')


NONE_RESERVED = "no reserved cards"


def _seat_counts(state: SplendorState, p: int) -> str:
    return (f'{_count(state.totals()[p], "point")}, {_count(len(state.bought[p]), "card")} '
            f'bought, {_count(sum(state.tokens[p]), "token")}')


def _count(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


# -- tables of the rules page ---------------------------------------------------------
def cards_table(level: int) -> str:
    rows = [[Raw(card_html(ident)), ident, spec.bonus, spec.points,
             Raw("".join(gem(c, n) for c, n in zip(GEMS, spec.cost, strict=True) if n))]
            for ident in data.level_cards(level) for spec in (data.card(ident),)]
    return data_table(["Card", "Id", "Bonus", "Points", "Cost"], rows, name=f"cards-{level}",
                      caption=f"Level {level}: {len(rows)} cards")


def nobles_table() -> str:
    rows = [[Raw(noble_html(spec.id)), spec.id, spec.points, tk.describe(spec.needs, GEMS)]
            for spec in data.nobles()]
    return data_table(["Tile", "Noble", "Points", "Bonuses needed"], rows, name="nobles",
                      caption=f"The {len(rows)} nobles")


def tokens_table() -> str:
    low, high = data.players()
    rows = [[n, data.gem_supply(n), data.gold_supply(), data.nobles_on_show(n)]
            for n in range(low, high + 1)]
    return data_table(["Players", "Tokens of each gem colour", "Gold tokens", "Nobles on show"],
                      rows, name="tokens")


def colours_table() -> str:
    rows = [[Raw(gem(c, "", "chip")), c, data.gem_name(c)] for c in TOKENS]
    return data_table(["Token", "Colour", "Gem"], rows, name="colours")


def limits_table() -> str:
    rows = [
        ["Prestige points that start the last round", data.rule("target")],
        ["Tokens a player may keep at the end of a turn (gold included)",
         data.rule("token_limit")],
        ["Reserved cards a player may hold", data.rule("reserve_limit")],
        ["Tokens of a colour needed in the supply to take two of it",
         data.rule("same_colour_min")],
        ["Face-up cards of each level", data.rule("display")],
        ["Points for a noble's visit", data.noble_points()],
    ]
    return data_table(["Number", "Value"], rows, name="limits")


TABLES: dict[str, Callable[[], str]] = {
    **{f"cards-{level}": (lambda level=level: cards_table(level)) for level in data.LEVELS},
    "nobles": nobles_table,
    "tokens": tokens_table,
    "colours": colours_table,
    "limits": limits_table,
}
