"""Tzolk'in, played: begging, placing and picking up workers, the five gears' actions,
food days, the calendar with its starting-player space, the end and final scoring.

>>> state = new_state({"players": 2}, seed=1)
>>> state.phase, state.to_move, state.offers[0]
('wealth', 0, ('W02', 'W04', 'W10', 'W11'))
>>> state = state.apply("keep W04 W10").apply("keep " + " ".join(state.offers[1][:2]))
>>> state.phase, state.to_move, state.seats[0].corn
('turn', 0, 12)
>>> state = state.apply("place yax").apply("done")
>>> state.to_move, state.gears[1][0]
(1, 0)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ..core.errors import IllegalMove
from ..core.fields import SEAT, Converter, Maybe
from ..core.rng import Rng
from ..core.score import Outcome, PlayerScore
from ..core.state import Option, VerbState, options_class
from . import data, tech, wealth
from .actions import Work, perform
from .choices import choices_for
from .consistency import consistent
from .data import GEARS, START, TEMPLES
from .days import end_round
from .jungle import new_forest
from .moves import Move
from .neutral import blocked, placed
from .scoring import breakdown, table_of, tiebreak_winners
from .seat import Seat

OPTIONS = (
    Option("players", 2, "Number of players.", kind=int, low=data.players()[0],
           high=data.players()[1]),
    Option("farm_cost", "wood", "What the two Age I farms that feed every worker for one "
           "corn less are paid with: wood (SH11235) or corn (tomisme).",
           choices=("wood", "corn")),
)
PHASES = ("wealth", "turn", "place", "pick", "calendar", "over")
ORDER = "tzolkin.turn.order"
EITHER = "tzolkin.turn.either"
BEG = "tzolkin.turn.beg"
PLACE = "tzolkin.place.cost"
LOWEST = "tzolkin.place.lowest"
START_RULE = "tzolkin.place.start"
PITY = "tzolkin.place.pity"
USE = "tzolkin.pick.use"
BACK = "tzolkin.pick.back"
EXTRA = "tzolkin.calendar.extra"


Rules = options_class(OPTIONS)


@dataclass(frozen=True)
class TzolkinState(VerbState):
    """A game of Tzolk'in at one moment; seats count from 0.

    ``gears`` holds, for each gear (pal, yax, tik, uxm, chi), the seat standing on each
    position or -1. ``start`` is the seat on the starting-player space. ``played`` counts
    the turns finished this round (from the ``first`` player); ``placed`` the workers
    placed in the current turn. ``shown`` are the buildings on offer, ``deck`` the rest of
    the current Age's buildings and ``later`` the Age II buildings still to come, both in
    their hidden order. ``skull_spaces`` marks the Chichen Itza spaces holding a skull.
    """

    GAME = "tzolkin"
    MOVE = Move
    PHASES = PHASES
    JSON_FIELDS: ClassVar[Mapping[str, Converter]] = {"start": Maybe(SEAT), "first": SEAT}

    rules: Rules
    seed: int
    round: int
    phase: str
    current: int
    seats: tuple[Seat, ...]
    gears: tuple[tuple[int, ...], ...]
    skull_spaces: tuple[bool, ...]
    first: int
    played: int
    placed: int
    begged: bool
    calendar_corn: int
    skulls_left: int
    shown: tuple[str, ...]
    deck: tuple[str, ...]
    later: tuple[str, ...]
    monuments: tuple[str, ...]
    forest: tuple[tuple[int, ...], ...] = ()
    offers: tuple[tuple[str, ...], ...] = ()
    neutral: tuple[tuple[int, ...], ...] = ()
    start: int | None = None

    def check_consistency(self) -> None:
        consistent(self)

    # -- the protocol -----------------------------------------------------
    def outcome(self) -> Outcome | None:
        if self.phase != "over":
            return None
        totals = self.totals()
        return Outcome(totals, tiebreak_winners(self, totals),
                       "the fourth food day is over", "tzolkin.end")

    def score(self) -> tuple[PlayerScore, ...]:
        return tuple(PlayerScore(p, f"Player {p + 1}", breakdown(self.seats[p], table_of(self)))
                     for p in range(self.players))

    def totals(self) -> tuple[int, ...]:
        return tuple(breakdown(seat, table_of(self)).total for seat in self.seats)

    # -- questions ----------------------------------------------------------
    def on_gears(self, seat: int) -> int:
        return sum(row.count(seat) for row in self.gears)

    def free_workers(self, seat: int) -> int:
        return (self.seats[seat].workers - self.on_gears(seat)
                - (1 if self.start == seat else 0))

    def lowest_free(self, gear: str) -> int | None:
        """The lowest position in view with no worker on it, a neutral one included."""
        row = self.gears[GEARS.index(gear)]
        taken = blocked(self, gear)
        return next((p for p, who in enumerate(row) if who < 0 and p not in taken), None)

    def place_cost(self, target: str) -> int | None:
        """Corn for placing one more worker on ``target`` now (None: no room)."""
        base = data.placement_cost(self.placed)
        if target == START:
            return None if self.start is not None else base
        position = self.lowest_free(target)
        return None if position is None else base + position

    def can_beg(self, seat: int) -> bool:
        return (self.seats[seat].corn < data.game()["beg_below"]
                and any(self.seats[seat].temples))

    # -- checks ---------------------------------------------------------------
    def _check_beg(self, move: Move, where: str) -> None:
        me = self.seats[self.current]
        if self.phase != "turn" or self.begged:
            raise IllegalMove("you may beg only once, at the start of your turn", rule=BEG,
                              where=where)
        if me.corn >= data.game()["beg_below"]:
            raise IllegalMove(f"you hold {me.corn} corn: begging needs "
                              f"{data.game()['beg_below'] - 1} or fewer", rule=BEG, where=where)
        if not me.temples[TEMPLES.index(move.args[0])]:
            raise IllegalMove(f"you stand on the bottom step of {data.temple(move.args[0]).name}"
                              " already", rule=BEG, where=where)

    def _check_place(self, move: Move, where: str) -> None:
        self._placement(move.args[0], where)

    def _placement(self, target: str, where: str) -> int:
        """The corn the placement costs, or the refusal."""
        if self.phase not in ("turn", "place"):
            raise IllegalMove("you picked up workers this turn: you cannot also place",
                              rule=EITHER, where=where)
        if self.free_workers(self.current) < 1:
            raise IllegalMove("you have no worker left to place", rule=PLACE, where=where)
        cost = self.place_cost(target)
        if cost is None:
            rule = START_RULE if target == START else LOWEST
            raise IllegalMove(f"{_name(target)} has no free space", rule=rule, where=where)
        corn = self.seats[self.current].corn
        if cost > corn:
            if self._pity(target):
                return corn
            raise IllegalMove(f"this worker costs {cost} corn and you hold {corn}",
                              rule=PITY if self._stuck() else PLACE, where=where)
        return cost

    def _stuck(self) -> bool:
        return (self.phase == "turn" and self.on_gears(self.current) == 0
                and not self.can_beg(self.current))

    def _pity(self, target: str) -> bool:
        """Nothing on the gears, no corn to place and no begging: one worker at the
        lowest cost, for all your corn."""
        if not self._stuck() or target == START:
            return False
        costs = [c for c in (self.place_cost(t) for t in GEARS) if c is not None]
        return self.place_cost(target) == min(costs)

    def _check_pick(self, move: Move, where: str) -> None:
        self._picked(move, where)

    def _picked(self, move: Move, where: str) -> TzolkinState:
        if self.phase not in ("turn", "pick"):
            raise IllegalMove("you placed workers this turn: you cannot also pick up",
                              rule=EITHER, where=where)
        g = GEARS.index(move.gear)
        gear = data.gear(move.gear)
        p = move.position
        if p > gear.last or self.gears[g][p] != self.current:
            raise IllegalMove(f"you have no worker on {gear.name} position {p}", rule=USE,
                              where=where)
        work = Work(self, self.current)
        work.where = where
        row = list(self.gears[g])
        row[p] = -1
        gears = (*self.gears[:g], tuple(row), *self.gears[g + 1:])
        number = move.action
        if number is None:
            if move.choices:
                work.refuse("'none' takes no choices", USE)
            return work.finish(gears=gears, phase="pick")
        if number < 1 or number > len(gear.actions) or (p == 0 and not self._ahead(
                move.gear, p, number)):
            work.refuse(f"{gear.name} position {p} offers no action {number}", USE)
        free = p in gear.any or self._ahead(move.gear, p, number)
        if number > p and not free:
            work.refuse(f"a worker on position {p} may use action {p} or a lower one", BACK)
        back = 0 if free or number > p else p - number
        work.pay({"corn": back}, BACK)
        perform(work, move.gear, number, move.choices)
        return work.finish(gears=gears, phase="pick")

    def _ahead(self, gear: str, position: int, number: int) -> bool:
        """Theology: a Chichen Itza worker may use the next space's action, free (any
        action when the next space offers any)."""
        ahead = position + 1
        return (gear == "chi" and (number == ahead or ahead in data.gear(gear).any)
                and tech.effect(self.seats[self.current].tech, "theo", "ahead") > 0)

    def _check_done(self, move: Move, where: str) -> None:
        if self.phase not in ("place", "pick"):
            raise IllegalMove("place at least one worker or pick up at least one first",
                              rule=EITHER, where=where)

    def _check_advance(self, move: Move, where: str) -> None:
        if self.phase != "calendar":
            raise IllegalMove("only the player back from the starting-player space chooses, "
                              "after the round", rule=EXTRA, where=where)
        if move.args[0] == "2" and not self.can_double():
            raise IllegalMove("the extra day is not possible now (a dark board, a worker it "
                              "would push off, or the last day)", rule=EXTRA, where=where)

    def can_double(self) -> bool:
        if not self.seats[self.current].light or self.round + 2 > data.game()["days"]:
            return False
        return all(row[data.gear(g).last - 1] < 0 for g, row in zip(GEARS, self.gears,
                                                                     strict=True))

    def check(self, move: Any) -> None:
        if self.phase == "wealth" and isinstance(move, Move) and move.verb != "keep":
            raise IllegalMove("first each player keeps their starting wealth tiles "
                              "('keep TILE TILE')", rule=wealth.RULE, where=f"move '{move}'")
        super().check(move)

    def _check_keep(self, move: Move, where: str) -> None:
        wealth.check(self, move, where)

    def _do_keep(self, move: Move) -> TzolkinState:
        return wealth.keep(self, move)

    def _candidates(self) -> list[Move]:
        if self.phase == "wealth":
            return wealth.candidates(self)
        if self.phase == "calendar":
            return [Move("advance", ("1",)), Move("advance", ("2",))]
        moves: list[Move] = []
        if self.phase == "turn":
            moves += [Move("beg", (t,)) for t in TEMPLES]
        if self.phase in ("turn", "place"):
            moves += [Move("place", (t,)) for t in (*GEARS, START)]
        if self.phase in ("turn", "pick"):
            moves += self._pick_candidates()
        if self.phase in ("place", "pick"):
            moves.append(Move("done"))
        return moves

    def _pick_candidates(self) -> list[Move]:
        moves = []
        for g, gear in enumerate(GEARS):
            spec = data.gear(gear)
            for p, who in enumerate(self.gears[g]):
                if who != self.current:
                    continue
                moves.append(Move("pick", (gear, str(p), "none")))
                top = len(spec.actions) if p in spec.any else min(
                    p + (1 if self._ahead(gear, p, p + 1) else 0), len(spec.actions))
                for number in range(1, top + 1):
                    for choice in choices_for(self, self.current, gear, number):
                        moves.append(Move("pick", (gear, str(p), str(number), *choice)))
        return moves

    # -- performing -----------------------------------------------------------
    def _do_beg(self, move: Move) -> TzolkinState:
        work = Work(self, self.current)
        work.seat["corn"] = data.game()["beg_to"]
        work.step_temple(move.args[0], -1)
        return work.finish(begged=True)

    def _do_place(self, move: Move) -> TzolkinState:
        target = move.args[0]
        cost = self._placement(target, "")
        work = Work(self, self.current)
        work.seat["corn"] -= cost
        if target == START:
            work.seat["corn"] += self.calendar_corn
            return work.finish(start=self.current, calendar_corn=0, phase="place",
                               placed=self.placed + 1)
        g = GEARS.index(target)
        row = list(self.gears[g])
        row[self.lowest_free(target)] = self.current
        gears = (*self.gears[:g], tuple(row), *self.gears[g + 1:])
        return work.finish(gears=gears, phase="place", placed=self.placed + 1)

    def _do_pick(self, move: Move) -> TzolkinState:
        return self._picked(move, f"move '{move}'")

    def _do_done(self, move: Move) -> TzolkinState:
        played = self.played + 1
        if played == self.players:
            return end_round(replace(self, played=played))
        return replace(self, played=played, current=(self.first + played) % self.players,
                       phase="turn", placed=0, begged=False)

    def _do_advance(self, move: Move) -> TzolkinState:
        from .days import advance

        return advance(self, int(move.args[0]))


def _name(target: str) -> str:
    return "the starting-player space" if target == START else data.gear(target).name


def new_state(options: Mapping[str, Any] | None = None, seed: int = 0) -> TzolkinState:
    """A new game: wealth tiles dealt to choose from, buildings and monuments laid out,
    player 1 first."""
    rules = Rules.from_options(options)
    rng = Rng.derive(seed, "setup")
    game = data.game()
    tiles = rng.shuffled(list(data.wealth_codes()))
    age1 = rng.shuffled(list(data.building_codes(1)))
    age2 = rng.shuffled(list(data.building_codes(2)))
    monuments = rng.shuffled(list(data.monument_codes()))
    seat = Seat(corn=0, wood=0, stone=0, gold=0, skulls=0, workers=game["workers_start"],
                light=True, temples=(1,) * len(TEMPLES), tech=(0,) * len(data.TRACKS))
    shown = game["buildings_shown"]
    return TzolkinState(
        rules=rules, seed=seed, round=1, phase="wealth", current=0,
        seats=(seat,) * rules.players,
        gears=tuple((-1,) * data.gear(g).positions for g in GEARS),
        skull_spaces=(False,) * len(data.gear("chi").actions),
        first=0, played=0, placed=0, begged=False, calendar_corn=0,
        skulls_left=game["skulls"],
        shown=tuple(sorted(age1[:shown])), deck=tuple(age1[shown:]), later=tuple(age2),
        monuments=tuple(sorted(monuments[:rules.players + game["monuments_extra"]])),
        forest=new_forest(rules.players), offers=wealth.offers(tiles, rules.players),
        neutral=placed(tiles[rules.players * wealth.dealt():], rules.players),
    )
