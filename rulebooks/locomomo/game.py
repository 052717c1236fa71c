"""Locomomo, played in full: choosing an animal in the forest, its move, collecting the tiles
of its colour where it lands, placing them on the picture board, refilling the forest, six
rounds, and the final score.

>>> state = new_state({"players": 2}, seed=1)
>>> state.phase, state.to_move, [len(area) for area in state.forest]
('take', 0, [4, 4, 4, 4])
>>> after = state.apply(state.legal_moves()[0])
>>> after.phase, after.held != ()
('place', True)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ..core.errors import IllegalMove, SetupError
from ..core.fields import Code, Converter, Derive, Whole, per_player
from ..core.rng import Rng
from ..core.score import Breakdown
from ..core.state import End, Option, VerbState, options_class
from . import data
from .board import (
    BOARDS,
    Board,
    board_text,
    check_supply,
    empty_board,
    free_rows,
    located,
    place,
    read_board,
    read_forest,
    read_tiles,
    row_text,
)
from .data import Tile
from .moves import Move
from .scoring import (
    SAME_READINGS,
    TOP_READINGS,
    board_parts,
    flower_part,
    habitat_count,
    habitat_part,
)

OPTIONS = (
    Option("players", 2, "Number of players.", kind=int, low=data.players()[0],
           high=data.players()[1]),
    Option("expansion_a", False, "Expansion A, animal and protected habitat: a hexagonal "
           "token is drawn; the fewest matching tiles score a bonus.", kind=bool),
    Option("expansion_b", False, "Expansion B, acrobatic picture: a flower token is drawn; its "
           "animal on the last square of the top row scores a bonus.", kind=bool),
    Option("same_row", SAME_READINGS[0], "Row 4: every group of one species scores "
           "(each-group, the 2024 wiki), or only the largest group (largest-group, our reading "
           "of the 2022 wiki).", choices=SAME_READINGS),
    Option("top_bonus", TOP_READINGS[0], "Where the 4-point animal matching a pair sits: in the "
           "top row above the pair (above), or in row 4 below it (below, the literal text of "
           "wiki revision 11672).", choices=TOP_READINGS),
)
PHASES = ("take", "place", "over")

TAKE = "locomomo.turn.take"
PLACE = "locomomo.place"
FULL = "locomomo.place.full"
PASS = "locomomo.turn.pass"
EXPANSIONS = "locomomo.setup.expansions"
ROW = Code(read_tiles, row_text)

Forest = tuple[tuple[Tile, ...], ...]


Rules = options_class(OPTIONS)


@dataclass(frozen=True)
class LocomomoState(VerbState):
    """A game of Locomomo at one moment. Players and rounds are 0-based here.

    ``forest`` holds the tiles of areas 1 to 4; ``bag`` the tiles still to draw (drawn from
    the end); ``held`` the tiles the player to move has collected and not yet placed;
    ``discarded`` the tiles that found no free square.
    """

    GAME = "locomomo"
    MOVE = Move
    PHASES = PHASES
    END = End(f"{data.rounds()} rounds played", "locomomo.end")
    JSON_FIELDS: ClassVar[Mapping[str, Converter]] = {
        "round": Whole(0, data.rounds()),
        "forest": Code(read_forest, lambda forest: [row_text(area) for area in forest]),
        "bag": ROW,
        "boards": per_player(Code(read_board, board_text), BOARDS),
        "held": Code(lambda value, where: tuple(sorted(read_tiles(value, where))), row_text),
        "discarded": ROW,
    }
    # a hand-written position may leave the bag out: it is every tile not in play, shuffled
    JSON_DERIVED: ClassVar[Mapping[str, Derive]] = {
        "bag": lambda values, context: Rng.derive(values["seed"], "bag").shuffled(
            sorted((data.supply() - check_supply(in_play(values))).elements())),
    }

    rules: Rules
    seed: int
    round: int
    phase: str
    current: int
    forest: Forest
    bag: tuple[Tile, ...]
    boards: tuple[Board, ...]
    held: tuple[Tile, ...] = ()
    discarded: tuple[Tile, ...] = ()
    habitat: str | None = None
    flower: str | None = None

    def check_consistency(self) -> None:
        """Refuse positions the rules cannot reach; each complaint names the field and rule."""
        fields = {"forest": self.forest, "boards": self.boards, "held": self.held,
                  "discarded": self.discarded}
        counted = check_supply([*in_play(fields),
                                *((f"state.bag[{i}]", t) for i, t in enumerate(self.bag))])
        short = data.supply() - counted
        if short:
            tile = min(short)
            raise SetupError(f"{short[tile]} {tile.name} tile(s) are nowhere: the bag, the "
                             "forest, the boards, the held and the discarded tiles hold every "
                             "tile", expected=f"{data.copies()} of each kind",
                             got=counted[tile], rule=data.TILES_RULE, where="state.bag")
        _token(self.habitat, "habitat", "a", self.rules.expansion_a)
        _token(self.flower, "flower", "b", self.rules.expansion_b)
        consistent(self)

    # -- the protocol (to_move, players, parse_move: VerbState's defaults) ---
    # -- questions --------------------------------------------------------
    def breakdown(self, player: int) -> Breakdown:
        """One player's score for their board as it stands."""
        board = self.boards[player]
        parts = list(board_parts(board, self.rules.same_row, self.rules.top_bonus))
        if self.habitat is not None:
            counts = [habitat_count(b, self.habitat) for b in self.boards]
            others = counts[:player] + counts[player + 1:]
            parts.append(habitat_part(counts[player], others, self.habitat))
        if self.flower is not None:
            parts.append(flower_part(board, self.flower))
        return Breakdown(tuple(p for p in parts if p is not None))

    @property
    def board(self) -> Board:
        """The board of the player to move."""
        return self.boards[self.current]

    # -- checks: each raises IllegalMove citing its rule ------------------
    def _check_take(self, move: Move, where: str) -> None:
        if self.phase == "place":
            raise IllegalMove(f"place the {len(self.held)} tile(s) you hold first", rule=PLACE,
                              where=where)
        if move.tile not in self.forest[move.area - 1]:
            raise IllegalMove(f"area {move.area} holds no {move.tile.name}", rule=TAKE,
                              where=where)

    def _check_place(self, move: Move, where: str) -> None:
        if self.phase == "take":
            raise IllegalMove("choose an animal in the forest first; you hold no tiles",
                              rule=TAKE, where=where)
        if move.tile not in self.held:
            held = ", ".join(tile.name for tile in self.held)
            raise IllegalMove(f"you hold no {move.tile.name} (you hold: {held})", rule=PLACE,
                              where=where)
        if move.row not in free_rows(self.board):
            raise IllegalMove(f"row {move.row} is full", rule=FULL, where=where)

    def _check_pass(self, move: Move, where: str) -> None:
        if self.phase == "place":
            raise IllegalMove("place the tiles you hold first", rule=PLACE, where=where)
        if any(self.forest):
            raise IllegalMove("the forest still holds tiles: choose one", rule=PASS, where=where)

    def _candidates(self) -> list[Move]:
        if self.phase == "take":
            takes = [Move("take", tile=tile, area=number)
                     for number, tiles in zip(data.area_numbers(), self.forest, strict=True)
                     for tile in sorted(set(tiles))]
            return [*takes, Move("pass")]
        if self.phase == "place":
            return [Move("place", tile=tile, row=row) for tile in sorted(set(self.held))
                    for row in free_rows(self.board)]
        return []

    # -- performing a checked move (``_do_<verb>``) -------------------------
    def _do_take(self, move: Move) -> LocomomoState:
        source = move.area - 1
        forest = [list(tiles) for tiles in self.forest]
        forest[source].remove(move.tile)
        target = destination(self.forest, move.area, move.tile) - 1
        collected = [move.tile, *(t for t in forest[target] if t.colour == move.tile.colour)]
        forest[target] = [t for t in forest[target] if t.colour != move.tile.colour]
        state = replace(self, phase="place", forest=tuple(map(tuple, forest)),
                        held=tuple(sorted(collected)))
        return state._settle()

    def _do_place(self, move: Move) -> LocomomoState:
        held = list(self.held)
        held.remove(move.tile)
        board = place(self.board, move.tile, move.row)
        boards = (*self.boards[:self.current], board, *self.boards[self.current + 1:])
        return replace(self, boards=boards, held=tuple(held))._settle()

    def _do_pass(self, move: Move) -> LocomomoState:
        return self._end_turn()

    def _settle(self) -> LocomomoState:
        """End the turn once nothing is held; tiles with no free square are discarded."""
        if self.held and not free_rows(self.board):
            state = replace(self, discarded=(*self.discarded, *self.held), held=())
            return state._end_turn()
        return self if self.held else self._end_turn()

    def _end_turn(self) -> LocomomoState:
        """Refill the forest, then the next player, the next round or the end."""
        following, round_no = self.current + 1, self.round
        if following == self.players:
            following, round_no = 0, round_no + 1
        if round_no == data.rounds():
            return replace(self, phase="over", current=0, round=round_no)
        forest, bag = refill(self.forest, self.bag)
        return replace(self, phase="take", current=following, round=round_no, forest=forest,
                       bag=bag)


def destination(forest: Forest, area: int, tile: Tile) -> int:
    """The area (numbered from 1) that ``tile``, chosen in ``area``, moves to."""
    here = data.area(area)
    move = data.species_named(tile.species).move
    if move in ("clockwise", "anticlockwise", "diagonal"):
        return getattr(here, move)
    if move == "next-duck":
        step = area
        for _ in range(len(forest) - 1):
            step = data.area(step).clockwise
            if any(t.species == tile.species for t in forest[step - 1]):
                return step
    return area


def refill(forest: Forest, bag: tuple[Tile, ...]) -> tuple[Forest, tuple[Tile, ...]]:
    """Top every area up to its size from the end of the bag, area 1 first, while tiles last."""
    areas, rest = [], list(bag)
    for tiles in forest:
        wanted = max(0, data.tiles_per_area() - len(tiles))
        drawn = [rest.pop() for _ in range(min(wanted, len(rest)))]
        areas.append((*tiles, *drawn))
    return tuple(areas), tuple(rest)


def new_state(options: Mapping[str, Any] | None = None, seed: int = 0) -> LocomomoState:
    """A new game: the tiles shuffled into the bag, four dealt to each area, tokens drawn."""
    rules = Rules.from_options(options)
    bag = Rng.derive(seed, "bag").shuffled(data.full_supply())
    forest, bag = refill(((),) * len(data.areas()), bag)
    return LocomomoState(
        rules=rules, seed=seed, round=0, phase="take", current=0, forest=forest, bag=bag,
        boards=(empty_board(),) * rules.players,
        habitat=draw_token(seed, "a") if rules.expansion_a else None,
        flower=draw_token(seed, "b") if rules.expansion_b else None,
    )


def draw_token(seed: int, letter: str) -> str:
    """The expansion token drawn at the start of a game (``locomomo.setup.expansions``)."""
    return Rng.derive(seed, "expansion", letter).choice(data.expansion(letter)["tokens"])


# -- consistency of a position read from JSON ----------------------------------------
def in_play(fields: Mapping[str, Any]) -> list[tuple[str, Tile]]:
    """Every tile in play with its place: the forest, the boards, held, discarded."""
    found = [(f"state.forest[{a}][{i}]", t) for a, area in enumerate(fields["forest"])
             for i, t in enumerate(area)]
    for p, board in enumerate(fields["boards"]):
        found += located(board, f"state.boards[{p}]")
    for key in ("held", "discarded"):
        found += [(f"state.{key}[{i}]", t) for i, t in enumerate(fields[key])]
    return found


def _token(value: str | None, key: str, letter: str, used: bool) -> None:
    where = f"state.{key}"
    if not used and value is not None:
        raise SetupError(f"a {key} token without expansion {letter.upper()}", expected="null",
                         got=value, rule=EXPANSIONS, where=where)
    tokens = data.expansion(letter)["tokens"] if used else ()
    if used and value not in tokens:
        raise SetupError(f"expansion {letter.upper()} needs its token",
                         expected="one of " + ", ".join(tokens), got=value, rule=EXPANSIONS,
                         where=where)


def _fail(message: str, expected: str, got: object, rule: str, where: str) -> None:
    raise SetupError(message, expected=expected, got=got, rule=rule, where=where)


def consistent(state: LocomomoState) -> None:
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
