"""Locomomo drawn as it looks: the forest board with its four areas round the movement
guide, and the picture boards of five rows; clickable tiles for legal moves; and the tables
the rules page renders from ``data.toml``."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..core.html import (
    Raw,
    button_or_span,
    data_table,
    esc,
    link,
)
from ..core.i18n import tr
from ..core.targets import Targets, pick
from . import data
from .board import Board, free_rows, placed
from .data import Tile
from .game import LocomomoState, new_state
from .pictures import animal_svg
from .scoring import SAME_READINGS, TOP_READINGS

ARROWS = {"clockwise": "↻ 1", "anticlockwise": "↺ 1", "diagonal": "⤡", "stay": "•",
          "next-duck": "↻ " + animal_svg("duck")}  # HTML
ROW_HINTS = {
    "top": lambda r: f"+{r.points} for an animal above a matching pair",
    "pairs": lambda r: f"+{r.points} a vertical pair",
    "same": lambda r: "same species " + "/".join(map(str, r.sets)),
    "different": lambda r: "different species " + "/".join(map(str, r.sets)),
}


def tile_html(tile: Tile | None, *, move: str | None = None, label: str = "",
              extra: str = "") -> str:
    """One tile: the animal on its colour, with its code; ``None`` is an empty space."""
    if tile is None:
        classes = f"rb-lm-slot {extra}".strip()
        said = esc(label or tr("empty"))
        return f'<span class="{classes}" role="img" aria-label="{said}"></span>'
    inner = (f'<span class="rb-lm-tile__glyph" aria-hidden="true">{animal_svg(tile.species)}</span>'
             f'<span class="rb-lm-tile__code">{esc(tile.code)}</span>')
    classes = f"rb-lm-tile rb-lm-tile--{esc(tile.colour)} {extra}".strip()
    return button_or_span(inner, classes, label or tr(tile.name), move)


def tiles_html(tiles: Sequence[Tile], title: str) -> str:
    shown = ("".join(tile_html(t) for t in tiles)
             or f'<span class="rb-lm-none">{esc(tr("none"))}</span>')
    return (f'<div class="rb-lm-held"><span class="rb-lm-held__title">{esc(tr(title))}</span>'
            f"{shown}</div>")


def forest_html(state: LocomomoState, moves: Sequence[str] = ()) -> str:
    """The forest board: areas 1 to 4 clockwise from the top left, the guide in the centre."""
    playable = set(moves)
    areas = []
    for spec, tiles in zip(data.areas(), state.forest, strict=True):
        cells = [tile_html(t, move=_take(spec.number, t, playable),
                           label=tr(f"area {spec.number}: {t.name}")) for t in tiles]
        cells += [tile_html(None, label=tr(f"area {spec.number}: empty space"))
                  for _ in range(data.tiles_per_area() - len(tiles))]
        areas.append(
            f'<section class="rb-lm-area rb-lm-area--{spec.number}" '
            f'aria-label="{esc(tr(f"Area {spec.number}, {spec.place}"))}">'
            f'<span class="rb-lm-area__name">{spec.number}</span>'
            f'<div class="rb-lm-area__tiles">{"".join(cells)}</div></section>')
    guide = "".join(
        f'<li>{animal_svg(s.name)} <span class="rb-lm-guide__arrow">'
        f"{ARROWS[s.move]}</span><span class=\"rb-sr\"> {esc(tr(s.name))}: {esc(tr(s.text))}"
        "</span>"
        "</li>" for s in data.species())
    return (f'<figure class="rb-lm-forest" aria-label="{esc(tr("The forest board"))}">'
            f'<div class="rb-lm-forest__grid">{"".join(areas)}'
            f'<ul class="rb-lm-guide" aria-label="{esc(tr("How each animal moves"))}">{guide}'
            f"</ul></div><figcaption>{esc(tr(f'Forest: the bag holds {len(state.bag)} tiles'))}"
            "</figcaption></figure>")


def _take(area: int, tile: Tile, playable: set[str]) -> str | None:
    return pick(playable, f"take {area} {tile.code}")


def board_html(board: Board, *, title: str = "", held: Sequence[Tile] = (),
               moves: Sequence[str] = ()) -> str:
    """A picture board: five rows (numbered from the top) with how each scores; the next free
    square of a row offers the held tiles that may go there."""
    playable, rows = set(moves), []
    for spec, tiles in zip(data.rows(), board, strict=True):
        cells = [tile_html(t, label=tr(f"row {spec.number}, square {c + 1}: {t.name}"))
                 for c, t in enumerate(tiles)]
        if len(tiles) < data.columns():
            cells.append(_next_square(spec.number, len(tiles) + 1, held, playable))
        cells += [tile_html(None, label=tr(f"row {spec.number}, square {c + 1}: empty"))
                  for c in range(len(cells), data.columns())]
        rows.append(
            f'<div class="rb-lm-row rb-lm-row--{spec.scores}" data-row="{spec.number}">'
            f'<span class="rb-lm-row__label">{spec.number} · {esc(tr(spec.name))}</span>'
            f'{"".join(cells)}<span class="rb-lm-row__points">'
            f"{esc(tr(ROW_HINTS[spec.scores](spec)))}"
            "</span></div>")
    head = f"<figcaption>{esc(title)}</figcaption>" if title else ""
    return (f'<figure class="rb-lm-board">{head}'
            f'<div class="rb-lm-board__rows">{"".join(rows)}</div></figure>')


def _next_square(row: int, column: int, held: Sequence[Tile], playable: set[str]) -> str:
    offers = [t for t in sorted(set(held)) if f"place {t.code} {row}" in playable]
    if not offers:
        return tile_html(None, label=tr(f"row {row}, square {column}: empty, next to fill"),
                         extra="rb-lm-slot--next")
    ghosts = "".join(tile_html(t, move=f"place {t.code} {row}",
                               label=tr(f"place a {t.name} in row {row}"), extra="rb-lm-ghost")
                     for t in offers)
    return (f'<span class="rb-lm-slot rb-lm-slot--offer" data-offers="{len(offers)}">'
            f"{ghosts}</span>")


def position_html(state: LocomomoState, viewer: int | None = None,
                  moves: Sequence[str] = ()) -> str:
    """The table as ``viewer`` sees it (everything is open but the bag's order); ``moves`` are
    made clickable."""
    moves = tuple(moves)
    boards = "".join(_seat(state, p, viewer, moves) for p in range(state.players))
    passing = (button_or_span(esc(tr("Pass")), "rb-action", tr("pass"), "pass") if "pass" in moves
               else "")
    tokens = _tokens(state)
    return (f'<div class="rb-table rb-locomomo">{_status(state)}{tokens}'
            f"{forest_html(state, moves)}{passing}"
            f'<div class="rb-lm-boards">{boards}</div></div>')


def targets(state: LocomomoState, viewer: int | None) -> Targets:
    """What a click can play in :func:`position_html`: every tile in the forest; the tiles to
    place appear on the squares they may go to, and passing has a button."""
    spots = tuple((f"take {spec.number} {tile.code}",)
                  for spec, tiles in zip(data.areas(), state.forest, strict=True)
                  for tile in tiles)
    return Targets(spots, ("place", "pass"))


def _status(state: LocomomoState) -> str:
    if state.phase == "over":
        text = f"All {data.rounds()} rounds played: the game is over."
    else:
        doing = ("chooses an animal in the forest" if state.phase == "take" else
                 f"places {len(state.held)} {data.tile_word(len(state.held))}")
        text = f"Round {state.round + 1} of {data.rounds()}; player {state.current + 1} {doing}."
    return f'<p class="rb-status">{esc(tr(text))}</p>'


def _tokens(state: LocomomoState) -> str:
    found = [(letter, token) for letter, token in (("a", state.habitat), ("b", state.flower))
             if token is not None]
    chips = "".join(
        f'<span class="rb-lm-token rb-lm-token--{letter}">{esc(_token_name(letter))} '
        f"<strong>{esc(tr(token))}</strong></span>"
        for letter, token in found)
    return f'<p class="rb-lm-tokens">{chips}</p>' if chips else ""


def _token_name(letter: str) -> str:
    shape = data.expansion(letter)["shape"]
    return tr(f"Expansion {letter.upper()} ({shape} token):")


def _seat(state: LocomomoState, p: int, viewer: int | None, moves: tuple[str, ...]) -> str:
    acting = p == state.to_move
    title = tr(f"Player {p + 1}") + (tr(" (you)") if p == viewer else "")
    title += tr(" — to move") if acting else ""
    title += tr(f" — {state.breakdown(p).total} points")
    held = state.held if acting else ()
    hand = tiles_html(held, "Tiles to place:") if acting and state.phase == "place" else ""
    offers = moves if acting and viewer in (None, p) else ()
    board = board_html(state.boards[p], title=title, held=held, moves=offers)
    full = "" if free_rows(state.boards[p]) else f'<p class="rb-note">{esc(tr("Board full."))}</p>'
    scored = _final(state, p) if state.phase == "over" else ""
    return f'<section class="rb-seat" data-player="{p + 1}">{hand}{board}{full}{scored}</section>'


def _final(state: LocomomoState, p: int) -> str:
    """A finished board's parts (plain text: this HTML also appears on other pages)."""
    breakdown = state.breakdown(p)
    rows = [[part.label, part.points] for part in breakdown.parts]
    return data_table(["Part", "Points"], [*rows, ["Total", breakdown.total]],
                      caption=f"Player {p + 1}'s score", name="final")


# -- tables of the rules page ---------------------------------------------
def species_table() -> str:
    rows = [[Raw(f"{animal_svg(s.name)} {esc(s.name)}"),
             Raw(f"<code>{esc(s.code)}</code>"), s.text, Raw(f"<code>{ARROWS[s.move]}</code>")]
            for s in data.species()]
    return data_table(["Animal", "Code letter", "When chosen, it moves", "Guide"], rows,
                      name="species")


def tiles_table() -> str:
    colours = data.colours()
    rows = [[s.name, *(data.copies() for _ in colours), data.copies() * len(colours)]
            for s in data.species()]
    rows.append(["all", *(data.copies() * len(data.species()) for _ in colours),
                 data.supply_size()])
    head = ["Tiles", *(f"{c.name} (code {c.code})" for c in colours), "Total"]
    return data_table(head, rows, name="tiles",
                      caption=f"The box: {data.supply_size()} tiles; the forest shows "
                      f"{data.tiles_per_area() * len(data.areas())} of them at a time")


def areas_table() -> str:
    rows = [[a.number, a.place, a.clockwise, a.anticlockwise, a.diagonal] for a in data.areas()]
    return data_table(["Area", "Place on the board", "Clockwise", "Anticlockwise", "Diagonal"],
                      rows, name="areas")


def rows_table() -> str:
    rows = [[r.number, r.from_bottom, r.name, ROW_HINTS[r.scores](r)] for r in data.rows()]
    return data_table(["Row (here, from the top)", "Row in reviews (from the bottom)", "Name",
                       "Scores"], rows, name="rows")


def sets_table() -> str:
    same, different = data.set_points("same"), data.set_points("different")
    rows = [[n + 1, same[n], different[n]] for n in range(len(same))]
    return data_table(["Tiles", "Row 4: a group of one species", "Row 5: different species"],
                      rows, name="sets")


def expansions_table() -> str:
    rows = [[f"{letter.upper()}: {spec['name']}", spec["shape"], ", ".join(spec["tokens"]),
             spec["points"]] for letter, spec in data.data()["expansions"].items()]
    return data_table(["Expansion", "Token", "Tokens in the draw (our reading)", "Points"], rows,
                      name="expansions")


def readings_table() -> str:
    sources = data.data()["sources"]

    def cite(*keys: str) -> Raw:
        return Raw(", ".join(link(sources[k]["url"], k) for k in keys))

    rows = [
        [Raw("<code>same_row</code>"), SAME_READINGS[0], "every group of one species in row 4",
         cite("bga-2024")],
        ["", SAME_READINGS[1], "row 4 scores once, for its largest group", cite("bga-2022")],
        [Raw("<code>top_bonus</code>"), TOP_READINGS[0],
         "the animal in the top row above a pair in rows 2 and 3",
         cite("bga-2024", "bga-2022", "bga-11680", "expandyourgame")],
        ["", TOP_READINGS[1], "the matching animal in row 4, below the pair", cite("bga-11672")],
    ]
    return data_table(["Option", "Value", "Reading", "Sources"], rows, name="readings")


FILL_GAMES = 4  # seeded greedy games per player count for the fill table


def fill_table() -> str:
    """Tiles on each picture board when a game ends, over a few seeded games of the bots."""
    from ..core.rng import Rng
    from .bots import greedy_bot

    squares = len(data.rows()) * data.columns()
    rows = []
    low, high = data.data()["game"]["players"]
    for players in range(low, high + 1):
        counts = []
        for seed in range(FILL_GAMES):
            state, rng = new_state({"players": players}, seed), Rng.derive(seed, "fill")
            while state.outcome() is None:
                state = state.apply(greedy_bot(state, rng))
            counts += [placed(board) for board in state.boards]
        rows.append([players, len(counts), min(counts), f"{sum(counts) / len(counts):.1f}",
                     max(counts), squares])
    return data_table(["Players", "Boards", "Fewest tiles", "Mean", "Most", "Squares"], rows,
                      name="fill", caption=f"Picture boards at the end of {FILL_GAMES} seeded "
                      "games per player count, greedy bots, one turn per player a round")


def forest_board() -> str:
    """The forest as set up for a game (seed 1): four areas of four tiles."""
    return forest_html(new_state({}, 1))


def picture_board() -> str:
    state = new_state({}, 1)
    return board_html(state.boards[0], title=tr("An empty picture board"))


TABLES: dict[str, Callable[[], str]] = {
    "species": species_table,
    "tiles": tiles_table,
    "areas": areas_table,
    "rows": rows_table,
    "sets": sets_table,
    "expansions": expansions_table,
    "readings": readings_table,
    "fill": fill_table,
    "forest": forest_board,
    "board": picture_board,
}
