"""Locomomo states to and from JSON. Reading checks what a hand-edited position can get
wrong: unknown tiles, more tiles of a kind than exist, a gap before a placed tile, an area
over its size, tiles held outside their phase, expansion tokens that do not match the options.

Areas, rows, the held tiles and the bag are written as tile codes separated by spaces. The
``bag`` may be left out of a hand-written position: it is then every tile not in play,
shuffled from the seed.
"""

from __future__ import annotations

from typing import Any

from ..core.codec import Reader, require
from ..core.errors import SetupError
from ..core.rng import Rng
from . import data
from .board import board_text, check_supply, free_rows, located, read_board, row_text
from .data import TILES_RULE, Tile
from .game import PHASES, LocomomoState, Rules

FOREST = "locomomo.setup.forest"
EXPANSIONS = "locomomo.setup.expansions"


def state_to_json(state: LocomomoState) -> dict[str, Any]:
    return {
        "game": "locomomo",
        "options": state.rules.to_options(),
        "seed": state.seed,
        "round": state.round,
        "phase": state.phase,
        "current": state.current,
        "forest": [row_text(tiles) for tiles in state.forest],
        "bag": row_text(state.bag),
        "boards": [board_text(board) for board in state.boards],
        "held": row_text(state.held),
        "discarded": row_text(state.discarded),
        "habitat": state.habitat,
        "flower": state.flower,
    }


def read_tiles(value: Any, where: str) -> tuple[Tile, ...]:
    """Tile codes separated by spaces (or a list of codes), each checked."""
    items = value.split() if isinstance(value, str) else require(
        value, list, where, "tile codes such as \"Rg Bn\"")
    return tuple(Tile.parse(item, f"{where}[{i}]", TILES_RULE) for i, item in enumerate(items))


def read_forest(value: Any, where: str) -> tuple[tuple[Tile, ...], ...]:
    items = require(value, list, where, "a list of four areas")
    if len(items) != len(data.areas()):
        raise SetupError("the forest has four areas", expected=f"{len(data.areas())} areas",
                         got=len(items), rule=FOREST, where=where)
    forest = tuple(read_tiles(item, f"{where}[{i}]") for i, item in enumerate(items))
    for number, tiles in enumerate(forest, 1):
        if len(tiles) > data.tiles_per_area():
            raise SetupError(f"area {number} holds too many tiles",
                             expected=f"at most {data.tiles_per_area()}", got=len(tiles),
                             rule=FOREST, where=f"{where}[{number - 1}]")
    return forest


def state_from_json(data_: Any) -> LocomomoState:
    r = Reader(data_, "state")
    if r.raw("game", "locomomo") != "locomomo":
        raise SetupError("this is not a Locomomo state", expected="'locomomo'",
                         got=r.raw("game"), where="state.game")
    rules = Rules.from_options(r.obj("options", {}).data)
    n = rules.players
    boards = r.list("boards")
    if len(boards) != n:
        raise SetupError(f"wrong number of boards ({len(boards)})",
                         expected=f"one per player ({n})", got=len(boards),
                         rule="locomomo.setup.boards", where="state.boards")
    seed = r.int("seed")
    in_play = dict(
        forest=read_forest(r.raw("forest"), "state.forest"),
        boards=tuple(read_board(b, f"state.boards[{p}]") for p, b in enumerate(boards)),
        held=tuple(sorted(read_tiles(r.raw("held", ""), "state.held"))),
        discarded=read_tiles(r.raw("discarded", ""), "state.discarded"),
    )
    bag = _read_bag(r, seed, in_play)
    state = LocomomoState(
        rules=rules, seed=seed, round=r.int("round", 0, data.rounds()),
        phase=r.str("phase", PHASES), current=r.int("current", 0, n - 1), bag=bag,
        habitat=_token(r, "habitat", "a", rules.expansion_a),
        flower=_token(r, "flower", "b", rules.expansion_b), **in_play,
    )
    _consistent(state)
    return state


def _located(in_play: dict[str, Any]) -> list[tuple[str, Tile]]:
    """Every tile in play with its place: the forest, the boards, held, discarded."""
    found = [(f"state.forest[{a}][{i}]", t) for a, area in enumerate(in_play["forest"])
             for i, t in enumerate(area)]
    for p, board in enumerate(in_play["boards"]):
        found += located(board, f"state.boards[{p}]")
    for key in ("held", "discarded"):
        found += [(f"state.{key}[{i}]", t) for i, t in enumerate(in_play[key])]
    return found


def _read_bag(r: Reader, seed: int, in_play: dict[str, Any]) -> tuple[Tile, ...]:
    """The bag as given (every tile must then be accounted for), or the tiles not in play."""
    tiles = _located(in_play)
    if "bag" not in r.data:
        missing = data.supply() - check_supply(tiles)
        return Rng.derive(seed, "bag").shuffled(sorted(missing.elements()))
    bag = read_tiles(r.raw("bag"), "state.bag")
    counted = check_supply([*tiles, *((f"state.bag[{i}]", t) for i, t in enumerate(bag))])
    short = data.supply() - counted
    if short:
        tile = min(short)
        raise SetupError(f"{short[tile]} {tile.name} tile(s) are nowhere: the bag, the forest, "
                         "the boards, the held and the discarded tiles hold every tile",
                         expected=f"{data.copies()} of each kind", got=counted[tile],
                         rule=TILES_RULE, where="state.bag")
    return bag


def _token(r: Reader, key: str, letter: str, used: bool) -> str | None:
    value = r.raw(key, None)
    where = f"state.{key}"
    if not used:
        if value is not None:
            raise SetupError(f"a {key} token without expansion {letter.upper()}", expected="null",
                             got=value, rule=EXPANSIONS, where=where)
        return None
    tokens = data.expansion(letter)["tokens"]
    if value not in tokens:
        raise SetupError(f"expansion {letter.upper()} needs its token",
                         expected="one of " + ", ".join(tokens), got=value, rule=EXPANSIONS,
                         where=where)
    return value


def _fail(message: str, expected: str, got: object, rule: str, where: str) -> None:
    raise SetupError(message, expected=expected, got=got, rule=rule, where=where)


def _consistent(state: LocomomoState) -> None:
    """Refuse positions the rules cannot reach; each complaint names the field and rule."""
    over = state.round == data.rounds()
    if over != (state.phase == "over"):
        _fail("the game ends exactly when the last round is played",
              "phase 'over'" if over else "a round before the last", state.phase,
              "locomomo.end", "state.phase")
    if state.phase == "take" and state.held:
        _fail("tiles are held only between taking and placing", "no held tiles",
              row_text(state.held), "locomomo.place", "state.held")
    if state.phase == "place" and not state.held:
        _fail("a player placing tiles holds some", "at least one held tile", "",
              "locomomo.place", "state.held")
    if state.phase == "over" and state.held:
        _fail("nobody holds tiles once the game is over", "no held tiles",
              row_text(state.held), "locomomo.end", "state.held")
    if state.phase == "place" and not free_rows(state.board):
        _fail("a player whose board is full keeps no tiles: they are discarded",
              "a free square on the board of the player to move", "a full board",
              "locomomo.place.full", f"state.boards[{state.current}]")
    if state.phase == "place" and len({t.colour for t in state.held}) > 1:
        _fail("the tiles collected in one turn share one colour", "one colour",
              row_text(state.held), "locomomo.collect", "state.held")
    if state.phase == "take" and state.bag:
        short = [i for i, area in enumerate(state.forest) if len(area) < data.tiles_per_area()]
        if short:
            _fail("the forest is refilled before every turn while the bag has tiles",
                  f"{data.tiles_per_area()} tiles", len(state.forest[short[0]]),
                  "locomomo.turn.refill", f"state.forest[{short[0]}]")
