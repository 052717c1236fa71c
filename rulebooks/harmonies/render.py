"""HTML for Harmonies positions: boards drawn as SVG hexes (stacks as discs, cubes as
squares), the central board, the animal cards with their habitats and tracks, and the data
tables of the rules page."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..core.html import Raw, Verbatim, button_or_span, data_table, esc
from ..core.i18n import tr
from ..core.targets import Targets
from . import data
from .board import Board, index
from .game import HarmoniesState

HEX = "100,43.3 75,86.6 25,86.6 0,43.3 25,0 75,0"


def stack_name(stack: str) -> str:
    if not stack:
        return tr("empty")
    return f" {tr('on')} ".join(colour(c) for c in reversed(stack))


def colour(code: str) -> str:
    return tr(data.token(code).colour)


def hex_svg(stack: str, cube: bool = False, wanted: str = "") -> str:
    """One hex: its stack as discs from the bottom up, a square for an animal cube."""
    discs = "".join(f'<ellipse class="rb-hm-t rb-hm-t--{data.token(c).colour}" cx="50" '
                    f'cy="{58 - 14 * i}" rx="30" ry="14"/>' for i, c in enumerate(stack))
    if wanted == data.BUILDING:
        discs = ('<ellipse class="rb-hm-t rb-hm-t--any" cx="50" cy="58" rx="30" ry="14"/>'
                 '<ellipse class="rb-hm-t rb-hm-t--red" cx="50" cy="44" rx="30" ry="14"/>')
    mark = '<rect class="rb-hm-cube" x="38" y="8" width="24" height="24" rx="3"/>' \
        if cube else ""
    return (f'<svg viewBox="0 0 100 86.6" aria-hidden="true" focusable="false">'
            f'<polygon class="rb-hm-hex" points="{HEX}"/>{discs}{mark}</svg>')


def _cell(cx: int, y: int) -> str:
    """The grid classes of a hex: its column (quarter-hex steps) and its half-row."""
    return f"rb-hm-cell rb-hm-c{cx} rb-hm-y{y}"


def board_html(side: str, board: Board, cubes: frozenset[str] = frozenset(),
               moves: dict[str, str] | None = None, title: str = "") -> str:
    """A personal board; ``moves`` maps a space to the move a click on it plays."""
    spec = data.data()["boards"][side]
    cells = []
    for space in data.spaces(side):
        c, r = data.LETTERS.index(space[0]), int(space[1:]) - 1
        stack = board[index(side)[space]]
        cube = space in cubes
        label = f"{space}: {stack_name(stack)}" + (tr(", animal cube") if cube else "")
        move = (moves or {}).get(space)
        inner = hex_svg(stack, cube)
        where = _cell(c, 2 * r + (c & 1))
        cells.append(button_or_span(inner, where, label, move))
    caption = f'<p class="rb-hm-title">{esc(title)}</p>' if title else ""
    grid = f"rb-hm-g{spec['columns']}x{2 * spec['rows']}"
    return (f'<div class="rb-hm-boardwrap">{caption}<div class="rb-hm-board rb-hm-grid '
            f'{grid}">{"".join(cells)}</div></div>')


def pattern_html(card: data.Card | data.Spirit) -> str:
    """A card's habitat as small hexes; the cube's hex carries the cube."""
    hexes = card.pattern()
    q0 = min(q for q, _, _ in hexes)
    y0 = min(2 * r + q for q, r, _ in hexes)
    cols = max(q for q, _, _ in hexes) - q0 + 1
    rows = max(2 * r + q for q, r, _ in hexes) - y0 + 2
    cells = []
    for n, (q, r, stack) in enumerate(hexes):
        shown = "" if stack == data.BUILDING else stack
        cells.append(f'<span class="{_cell(q - q0, 2 * r + q - y0)}">'
                     f"{hex_svg(shown, n == 0, stack)}</span>")
    return (f'<div class="rb-hm-pattern rb-hm-grid rb-hm-g{cols}x{rows}">'
            f'{"".join(cells)}</div>')


def describe_pattern(card: data.Card | data.Spirit) -> str:
    def name(stack: str) -> str:
        return tr("a building") if stack == data.BUILDING else stack_name(stack)
    others = "; ".join(name(s) for s in card.others)
    return tr(f"{card.shape}: cube on {name(card.cube)}; then {others}")


def spirit_condition(spirit: data.Spirit) -> str:
    """What a nature's spirit scores, in words from its data."""
    if spirit.kind == "groups":
        what = tr({"F": "yellow tokens", "W": "blue tokens"}.get(spirit.group, "buildings"))
        lines = "; ".join(tr(f"{p} points for each group of {low} or more")
                          for low, p in spirit.points)
        return f"{what}: {lines}"
    return "; ".join(tr(f"{p} points for each {stack_name(stack)}")
                     for stack, p in spirit.stacks)


def spirit_html(key: str, placed: int | None = None) -> str:
    spirit = data.spirit(key)
    status = "" if placed is None else tr(f" · {placed}/{spirit.cubes} cubes")
    name = tr(f"{spirit.name} spirit")
    label = f"{name}: {describe_pattern(spirit)}; {spirit_condition(spirit)}"
    inner = (f'<span class="rb-hm-name">{esc(name)}{esc(status)}</span>'
             f'{pattern_html(spirit)}<span class="rb-hm-track">'
             f"{esc(spirit_condition(spirit))}</span>")
    return button_or_span(inner, "rb-hm-card rb-hm-card--spirit", label, None)


def card_html(key: str, placed: int | None = None, move: str | None = None) -> str:
    if data.is_spirit(key):
        return spirit_html(key, placed)
    card = data.card(key)
    track = "".join(
        f'<span class="rb-hm-pt{" rb-hm-pt--done" if placed and i < placed else ""}">'
        f"{p}</span>" for i, p in enumerate(card.track))
    status = "" if placed is None else tr(f" · {placed}/{card.cubes} cubes")
    label = (f"{tr(card.name)}: {describe_pattern(card)}; "
             + tr(f"track {', '.join(map(str, card.track))}"))
    inner = (f'<span class="rb-hm-name">{esc(tr(card.name))}{esc(status)}</span>'
             f"{pattern_html(card)}<span class=\"rb-hm-track\">{track}</span>")
    return button_or_span(inner, "rb-hm-card", label, move)


def tokens_html(tokens: str, label: str, move: str | None = None) -> str:
    discs = "".join(f'<svg class="rb-hm-disc" viewBox="0 0 20 20" aria-hidden="true">'
                    f'<circle class="rb-hm-t rb-hm-t--{data.token(c).colour}" cx="10" cy="10" '
                    f'r="9"/></svg>' for c in tokens) or "—"
    text = f"{label}: " + (", ".join(colour(c) for c in tokens) or tr("empty"))
    return button_or_span(discs, "rb-hm-space", text, move)


def _status(state: HarmoniesState) -> str:
    if state.phase == "over":
        text = tr("The game is over.")
    else:
        doing = ("places the tokens taken" if state.held else
                 "may take a card or place cubes, then ends the turn" if state.taken else
                 "takes the tokens of a central space")
        text = tr(f"Round {state.round + 1}: player {state.current + 1} {doing}.")
        if state.ending:
            text += " " + tr("The end is triggered: this round is the last.")
    return f'<p class="rb-status">{esc(text)}</p>'


def position_html(state: HarmoniesState, viewer: int | None = None,
                  moves: Sequence[str] = ()) -> str:
    """The table as ``viewer`` sees it (all open but the bag's and the deck's order). Each
    thing a click can play (see :func:`targets`) carries the first of its moves among
    ``moves`` that is legal, else the first of them; ending the turn, setting a token
    aside and (alone) replacing a card are buttons."""
    chosen = _chosen(state, viewer, moves)
    central = "".join(tokens_html(t, tr(f"central space {n + 1}"), chosen.get(f"take {n + 1}"))
                      for n, t in enumerate(state.central))
    display = "".join(card_html(k, None, chosen.get(f"card {n + 1}")) if k else
                      f'<span class="rb-hm-card rb-hm-card--empty">{esc(tr("empty slot"))}</span>'
                      for n, k in enumerate(state.display))
    seats = "".join(_seat(state, p, chosen, viewer) for p in range(state.players))
    own = [m for m in moves if m == "end" or m.startswith(("discard ", "replace "))]
    rest = "".join(f'<button type="button" class="rb-action rb-pick" data-move="{esc(m)}">'
                   f"{esc(m)}</button>" for m in own)
    counts = (f'<p class="rb-hm-counts">'
              f'{esc(tr(f"Bag: {len(state.bag)} tokens · deck: {len(state.deck)} cards"))}</p>')
    return (f'<div class="rb-table rb-harmonies">{_status(state)}'
            f'<div class="rb-hm-central" aria-label="{esc(tr("Central board"))}">{central}</div>'
            f'<div class="rb-hm-display">{display}</div>{counts}'
            f'<div class="rb-hm-seats">{seats}</div>'
            f'{f"<p class=rb-actions>{rest}</p>" if rest else ""}</div>')


def _chosen(state: HarmoniesState, viewer: int | None, moves: Sequence[str]) -> dict[str, str]:
    """For each clickable thing (named by its first move), the move drawn on it."""
    given, found = set(moves), {}
    for spot in targets(state, viewer).spots:
        offered = [m for m in spot if m in given]
        if offered:
            found[spot[0]] = next((m for m in offered if state.is_legal(m)), offered[0])
    return found


def _seat(state: HarmoniesState, p: int, chosen: dict[str, str], viewer: int | None) -> str:
    """A player's board, held tokens and cards; their two spirit cards dealt (the variant,
    until one is kept) face up to themselves only."""
    clicks: dict[str, str] = {}
    if p == state.to_move:
        for spot, move in chosen.items():
            if spot.split()[0] in ("place", "cube"):
                clicks[spot.split()[-1]] = move
    held = (tokens_html(state.held, tr("held tokens")) if p == state.to_move and state.held
            else "")
    cards = "".join(card_html(k, n) for k, n in state.cards[p])
    dealt = state.dealt[p] if state.dealt else ()
    if dealt and not state.kept_spirit(p):
        cards += (spirit_choice_html(state, p, chosen) if viewer in (None, p)
                  else f'<p class="rb-hm-counts">'
                       f'{esc(tr(f"{len(dealt)} nature spirit cards, face down"))}</p>')
    total = state.breakdown(p).total
    title = tr(f"Player {p + 1} · {total} points") + (tr(" · to move")
                                                      if p == state.to_move else "")
    return (f'<section class="rb-hm-seat">'
            f"{board_html(state.side, state.boards[p], state.cubes[p], clicks, title)}"
            f'{held}<div class="rb-hm-hand">{cards}</div></section>')


def spirit_choice_html(state: HarmoniesState, p: int, chosen: dict[str, str]) -> str:
    """The two spirit cards dealt, each a button keeping it while the choice is open."""
    picks = []
    for n, key in enumerate(state.dealt[p]):
        move = chosen.get(f"spirit {n + 1}") if p == state.current else None
        picks.append(button_or_span(spirit_html(key), "rb-hm-pick",
                                    tr(f"keep the {data.spirit(key).name} spirit"), move))
    return f'<div class="rb-hm-spirits">{"".join(picks)}</div>'


def targets(state: HarmoniesState, viewer: int | None) -> Targets:
    """The central spaces, the display slots and the spaces of the board of the player to
    move (a held token, in code order, else a cube); ending the turn, setting a token aside
    and (alone) replacing a card are buttons."""
    spots = [(f"take {n + 1}",) for n in range(len(state.central))]
    spots += [(f"card {n + 1}",) for n in range(len(state.display))]
    if state.phase != "over" and state.spirit_pending():
        spots += [(f"spirit {n + 1}",) for n in range(len(state.dealt[state.current]))]
    if state.phase != "over":
        for space in data.spaces(state.side):
            spots.append((*(f"place {t} {space}" for t in sorted(set(state.held))),
                          *(f"cube {k} {space}" for k in state.in_hand())))
    return Targets(tuple(s for s in spots if s), ("end", "discard", "replace"))


# -- data tables ---------------------------------------------------------------
def tokens_table() -> str:
    rows = ([Raw(tokens_html(t.code, colour(t.code))), t.colour, t.code, t.terrain, t.count,
             Verbatim(", ".join(b or tr("empty space") for b in data.stacking()[t.code]))]
            for t in data.tokens())
    return data_table(["Token", "Colour", "Code", "Terrain", "In the bag", "May go on"], rows,
                      name="tokens")


def cards_table() -> str:
    """Every animal card drawn, with its habitat in words (a gallery: a table is too narrow
    for the pictures at 390 px)."""
    cards = "".join(
        f'<figure class="rb-hm-figure">{card_html(c.key)}<figcaption>'
        f"{esc(describe_pattern(c))}{'' if c.confirmed else tr(' (track unconfirmed)')}"
        "</figcaption></figure>" for c in data.cards())
    return f'<div class="rb-hm-gallery" data-table="cards">{cards}</div>'


def scoring_table() -> str:
    s = data.scoring
    rows = [["Trees (green on 0, 1, 2 brown)", " / ".join(map(str, s("trees")))],
            ["Mountains (1, 2, 3 grey), next to another",
             " / ".join(map(str, s("mountains")))],
            [f"Field ({s('field_size')}+ yellow together)", s("field")],
            [f"Building ({s('building_colours')}+ colours around)", s("building")],
            ["Island (side B)", s("island")]]
    return data_table(["Line", "Points"], rows, name="scoring")


def river_table() -> str:
    lengths = range(1, len(data.scoring("river")) + 3)
    return data_table(["River length (tokens)", "Points"],
                      ([n, data.river_points(n)] for n in lengths), name="river")


def boards_table() -> str:
    rows = ([side, data.data()["boards"][side]["columns"], len(data.spaces(side)),
             data.water_kind(side)] for side in data.sides())
    return data_table(["Side", "Columns", "Spaces", "Water scores as"], rows,
                      name="boards")


def board_pictures() -> str:
    from .board import empty
    return "".join(board_html(side, empty(side), title=tr(
        f"Side {side}: spaces {data.spaces(side)[0]} to {data.spaces(side)[-1]}"))
        for side in data.sides())


def spirits_table() -> str:
    """Every nature's spirit drawn, its habitat and scoring in words, its number in the Board
    Game Arena game and the solo game's extra suns for keeping it."""
    figures = "".join(
        f'<figure class="rb-hm-figure">{spirit_html(s.key)}<figcaption>'
        f"{esc(describe_pattern(s))}. "
        + esc(tr(f"Board Game Arena card {s.number}; alone: {data.solo('spirit_suns')[s.kind]} "
                 "extra sun(s)")) + "</figcaption></figure>" for s in data.spirits())
    return f'<div class="rb-hm-gallery" data-table="spirits">{figures}</div>'


def game_table() -> str:
    g = data.game
    rows = [["Central spaces", g("central_spaces")],
            ["Tokens per space", g("tokens_per_space")],
            ["Animal cards face up", g("display")],
            ["Cards with cubes in front of you, at most", g("hand_limit")],
            ["Empty spaces that end the game, at most", g("end_empty")],
            ["Animal cards", len(data.cards())], ["Tokens", sum(data.supply().values())],
            ["Nature's spirit cards (variant)", len(data.spirits())],
            ["Spirit cards dealt to each player, one kept", g("spirits_dealt")]]
    return data_table(["Component", "Number"], rows, name="game")


def solo_table() -> str:
    solo = data.solo
    rows = [["Central spaces", solo("central_spaces")],
            ["Animal cards face up", solo("display")],
            ["Extra suns for side A", solo("side_suns")["A"]],
            ["Extra suns for side B", solo("side_suns")["B"]],
            ["Extra suns without a nature's spirit card", solo("no_spirit_suns")],
            ["Extra suns with a spirit scoring groups", solo("spirit_suns")["groups"]],
            ["Extra suns with a spirit scoring stacks", solo("spirit_suns")["stacks"]]]
    return data_table(["Solo game", "Number"], rows, name="solo")


def suns_table() -> str:
    return data_table(["Total score, at least", "Suns"], data.solo("suns"), name="suns")


def sources_table() -> str:
    rows = ([s["title"], Raw(f'<a href="{esc(s["url"])}">{esc(s["url"])}</a>'),
             s.get("date", s.get("revision", "")), s["used_for"]]
            for s in data.sources().values())
    return data_table(["Source", "Address", "Date or revision", "Used for"], rows,
                      name="sources")


TABLES: dict[str, Callable[[], str]] = {
    "tokens": tokens_table,
    "cards": cards_table,
    "scoring": scoring_table,
    "river": river_table,
    "boards": boards_table,
    "board-pictures": board_pictures,
    "spirits": spirits_table,
    "game": game_table,
    "solo": solo_table,
    "suns": suns_table,
    "sources": sources_table,
}
