"""Takenokolor, played in full on sheet 1: each round the four markers are rolled; from the
Panda holder round the table, each player takes a marker and colours a matching section (or
skips when none fits); a completed cloud colours two bamboo sections blue; the round after
a player circles a third ladybird is the last.

>>> state = new_state({"players": 2}, seed=1)
>>> state.phase, state.to_move, len(state.roll)
('pick', 0, 4)
>>> after = state.apply(state.legal_moves()[0])
>>> after.to_move, len(after.roll)
(1, 3)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ..core.errors import IllegalMove, SetupError
from ..core.fields import Code, Converter, Many, SetOf, Whole, per_player
from ..core.rng import Rng
from ..core.score import Breakdown, Outcome, PlayerScore, highest_wins
from ..core.state import Option, VerbState, options_class
from . import data
from .data import Pen
from .moves import Move
from .sheet import (
    CLOUD,
    Sheet,
    check_colour,
    check_grown,
    colourable,
    complete,
    grow,
    ladybirds,
    open_bamboos,
    parts,
)

OPTIONS = (
    Option("players", 2, "Number of players.", kind=int, low=data.players()[0],
           high=data.players()[1]),
)
PHASES = ("pick", "bonus", "over")

PICK = "takenokolor.turn.pick"
SKIP = "takenokolor.turn.skip"
ROUND = "takenokolor.round"
END = "takenokolor.end"
ROLL = "takenokolor.round.roll"
BLUE = "takenokolor.sheet1.cloud"

SECTION = Code(data.read_section)
PEN = Code(lambda text, where: Pen.parse(text, where))


Rules = options_class(OPTIONS)


@dataclass(frozen=True)
class TakenokolorState(VerbState):
    """A game of Takenokolor at one moment. Players and rounds are 0-based here.

    ``panda`` holds the Panda token this round; ``acted`` is how many players have
    taken a marker or skipped this round (the player to move is ``panda + acted`` round the
    table); ``roll`` the markers still on the table; ``sheets`` each player's coloured
    sections; ``blue`` the bamboo sections a cloud coloured blue.
    """

    GAME = "takenokolor"
    MOVE = Move
    PHASES = PHASES
    JSON_FIELDS: ClassVar[Mapping[str, Converter]] = {
        "panda": Whole(0, lambda context: context.players - 1),
        "acted": Whole(0, lambda context: context.players - 1),
        "roll": Many(PEN, sort=lambda pen: pen.code),
        "sheets": per_player(SetOf(SECTION)),
        "blue": per_player(SetOf(SECTION)),
    }

    rules: Rules
    seed: int
    round: int
    phase: str
    current: int
    panda: int
    acted: int
    roll: tuple[Pen, ...]
    sheets: tuple[Sheet, ...]
    blue: tuple[Sheet, ...]

    def check_consistency(self) -> None:
        """Refuse positions the rules cannot reach; each complaint names the field and rule."""
        consistent(self)

    # -- the protocol -----------------------------------------------------
    def outcome(self) -> Outcome | None:
        if self.phase != "over":
            return None
        totals = self.totals()
        return Outcome(totals, highest_wins(totals),
                       f"a third ladybird circled; round {self.round + 1} completed", END)

    def score(self) -> tuple[PlayerScore, ...]:
        return tuple(PlayerScore(p, f"Player {p + 1}", self.breakdown(p))
                     for p in range(self.players))

    # -- questions --------------------------------------------------------
    def breakdown(self, player: int) -> Breakdown:
        """One player's score for their sheet as it stands."""
        return Breakdown(tuple(parts(self.sheets[player])))

    def totals(self) -> tuple[int, ...]:
        return tuple(self.breakdown(p).total for p in range(self.players))

    @property
    def sheet(self) -> Sheet:
        """The sheet of the player to move."""
        return self.sheets[self.current]

    def pen_for(self, section_id: str) -> Pen | None:
        """The marker on the table that may colour ``section_id``, if there is one."""
        wanted = data.section(section_id).pen
        return wanted if wanted in self.roll else None

    # -- checks: each raises IllegalMove citing its rule ------------------
    def _check_colour(self, move: Move, where: str) -> None:
        if self.phase == "bonus":
            raise IllegalMove("first take the completed cloud's reward: choose a bamboo "
                              "(bonus b1 ...)", rule=CLOUD, where=where)
        check_colour(self.sheet, move.target, where)
        if self.pen_for(move.target) is None:
            wanted = data.section(move.target).pen
            left = " ".join(p.code for p in self.roll) or "-"
            raise IllegalMove(f"section {move.target} needs the {wanted.colour} {wanted.symbol} "
                              f"marker, which is not on the table (left: {left})", rule=PICK,
                              where=where)

    def _check_bonus(self, move: Move, where: str) -> None:
        if self.phase != "bonus":
            raise IllegalMove("a bamboo is coloured blue only as the reward for completing a "
                              "cloud", rule=CLOUD, where=where)
        if move.target not in open_bamboos(self.sheet):
            raise IllegalMove(f"{data.item(move.target).name} is already complete",
                              rule=CLOUD, where=where)

    def _check_pass(self, move: Move, where: str) -> None:
        if self.phase == "bonus":
            raise IllegalMove("a completed cloud's reward is taken at once: choose a bamboo",
                              rule=CLOUD, where=where)
        usable = [s for s in colourable(self.sheet) if self.pen_for(s) is not None]
        if usable:
            raise IllegalMove(f"a marker on the table fits your sheet (colour {usable[0]}); "
                              "only a player who can colour nothing skips", rule=SKIP,
                              where=where)

    def _candidates(self) -> list[Move]:
        if self.phase == "pick":
            return [*(Move("colour", s) for s in colourable(self.sheet)), Move("pass")]
        if self.phase == "bonus":
            return [Move("bonus", b) for b in open_bamboos(self.sheet)]
        return []

    # -- performing a checked move (``_do_<verb>``) -------------------------
    def _do_colour(self, move: Move) -> TakenokolorState:
        pen = data.section(move.target).pen
        roll = tuple(p for p in self.roll if p != pen)
        sheet = self.sheet | {move.target}
        state = replace(self, roll=roll, sheets=_put(self.sheets, self.current, sheet))
        item = data.item(data.section(move.target).item)
        if item.kind == "cloud" and complete(sheet, item) and open_bamboos(sheet):
            return replace(state, phase="bonus")
        return state._end_turn()

    def _do_bonus(self, move: Move) -> TakenokolorState:
        sheet, added = grow(self.sheet, move.target, data.points("cloud_bonus"))
        blue = self.blue[self.current] | frozenset(added)
        state = replace(self, sheets=_put(self.sheets, self.current, sheet),
                        blue=_put(self.blue, self.current, blue))
        return state._end_turn()

    def _do_pass(self, move: Move) -> TakenokolorState:
        return self._end_turn()

    def _end_turn(self) -> TakenokolorState:
        """The next player round the table; after the last, the end or a new roll."""
        acted = self.acted + 1
        if acted < self.players:
            return replace(self, phase="pick", acted=acted,
                           current=(self.panda + acted) % self.players)
        if max(ladybirds(s) for s in self.sheets) >= data.ladybirds_to_end():
            return replace(self, phase="over", acted=0, current=self.panda)
        panda, round_no = (self.panda + 1) % self.players, self.round + 1
        return replace(self, phase="pick", acted=0, current=panda, panda=panda,
                       round=round_no, roll=roll(self.seed, round_no))


def roll(seed: int, round_no: int) -> tuple[Pen, ...]:
    """The four markers rolled at the start of a round: each shows one symbol at random."""
    rng = Rng.derive(seed, "roll", round_no)
    shapes = [name for name, _ in data.symbols()]
    pens = [Pen(colour, rng.choice(shapes)) for colour, _ in data.colours()]
    return tuple(sorted(pens, key=lambda pen: pen.code))


def new_state(options: Mapping[str, Any] | None = None, seed: int = 0) -> TakenokolorState:
    """A new game: blank sheets, player 1 holds the Panda token and the markers are rolled."""
    rules = Rules.from_options(options)
    blank = (frozenset(),) * rules.players
    return TakenokolorState(rules=rules, seed=seed, round=0, phase="pick", current=0, panda=0,
                            acted=0, roll=roll(seed, 0), sheets=blank, blue=blank)


def _put(values: tuple[Sheet, ...], player: int, value: Sheet) -> tuple[Sheet, ...]:
    return (*values[:player], value, *values[player + 1:])


# -- consistency of a position read from JSON ----------------------------------------
def _fail(message: str, expected: str, got: object, rule: str, where: str) -> None:
    raise SetupError(message, expected=expected, got=got, rule=rule, where=where)


def consistent(state: TakenokolorState) -> None:
    """Refuse positions the rules cannot reach; each complaint names the field and rule."""
    for p, sheet in enumerate(state.sheets):
        check_grown(sheet, f"state.sheets[{p}]")
        odd = sorted(state.blue[p] - sheet) or sorted(
            s for s in state.blue[p] if data.item(data.section(s).item).kind != "bamboo")
        if odd:
            _fail("only coloured bamboo sections can have been coloured blue by a cloud",
                  "bamboo sections of the same sheet", odd[0], BLUE, f"state.blue[{p}]")
    colours = [pen.colour for pen in state.roll]
    if len(set(colours)) != len(colours):
        _fail("the four markers are one of each colour", "one marker per colour",
              " ".join(map(str, state.roll)), ROLL, "state.roll")
    taken = len(data.colours()) - len(state.roll)
    most = state.acted + (1 if state.phase == "bonus" else 0)
    if state.phase != "over" and taken > most:
        _fail("each player who has acted this round took at most one marker",
              f"at least {len(data.colours()) - most} markers on the table", len(state.roll),
              PICK, "state.roll")
    if state.phase != "over" and state.current != (state.panda + state.acted) % state.players:
        _fail("players act in turn from the Panda holder",
              f"player {(state.panda + state.acted) % state.players + 1}", state.current + 1,
              "takenokolor.turn.order", "state.current")
    most_birds = max(ladybirds(s) for s in state.sheets)
    ended = most_birds >= data.ladybirds_to_end()
    if state.phase == "over" and not ended:
        _fail("the game ends only once a player has circled a third ladybird",
              f"a sheet with {data.ladybirds_to_end()} ladybirds", most_birds, END,
              "state.phase")
    if state.phase != "over" and state.acted == 0 and ended:
        _fail("a round that starts after a third ladybird is never played",
              "phase 'over'", state.phase, END, "state.phase")
    if state.phase == "bonus":
        sheet = state.sheets[state.current]
        if not any(complete(sheet, c) for c in data.clouds()) or not open_bamboos(sheet):
            _fail("a cloud's reward is due only after completing a cloud, with a bamboo to "
                  "grow", "a completed cloud and an unfinished bamboo", "phase 'bonus'",
                  CLOUD, "state.phase")
