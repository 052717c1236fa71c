"""Welcome To..., played in full by 1 to 6 players.

Everyone plays the same three combinations at once. The engine takes the players'
turns one after another in seat order within a round (player 1, then 2 ...); nothing
one player does in a round can change another's options in that round, and plans
and ice cream bonuses reached in the same round count as reached together, so the
result is the same as if all had chosen at once.

>>> state = new_state({"players": 2}, seed=1)
>>> state.phase, state.to_move, len(state.shown)
('choose', 0, 3)
>>> state.apply("take 1").phase
'write'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from ..core.rng import Rng
from ..core.score import Breakdown, Outcome, PlayerScore
from ..core.state import Option, ResolvedOptions, VerbState
from . import cards, data, icecream, plans, scoring
from .icecream import Trucks
from .moves import Move
from .sheet import Sheet, blank
from .turns import TurnRules

OPTIONS = (
    Option("players", 2, "Number of players; with 1, the solo rules apply.", kind=int,
           low=data.players()[0], high=data.players()[1]),
    Option("variant", "standard", "standard: take one combination whole; advanced: the "
           "number of one combination with the effect of another.",
           choices=("standard", "advanced")),
    Option("plans", "basic", "Plan cards in the stacks: the basic ones, or the advanced "
           "ones as well.", choices=("basic", "advanced")),
    Option("roundabouts", False, "Expert rule: roundabouts may be built.", kind=bool),
    Option("neighbourhood", "none", "A themed neighbourhood: the Ice Cream Truck or the "
           "Christmas Lights.", choices=("none", "icecream", "christmas")),
    Option("temp_ties", "dense", "Temp agency ties: dense (the next count takes the next "
           "award) or skip (tied players use up the awards they share).",
           choices=scoring.TIES),
    Option("reshuffle", True, "Whoever first completes a plan may have the cards reshuffled.",
           kind=bool),
)
PHASES = ("choose", "write", "truck", "effect", "plans", "over")


@dataclass(frozen=True)
class Rules(ResolvedOptions):
    """The options of one game, resolved."""

    OPTIONS = OPTIONS

    players: int
    variant: str
    plans: str
    roundabouts: bool
    neighbourhood: str
    temp_ties: str
    reshuffle: bool



    @property
    def solo(self) -> bool:
        return self.players == 1

    @property
    def pairs(self) -> bool:
        """Number and effect are picked from two different cards (advanced and solo)."""
        return self.variant == "advanced" or self.solo

    @property
    def sets(self) -> tuple[str, ...]:
        found = ("basic", "advanced") if self.plans == "advanced" else ("basic",)
        return (*found, "christmas") if self.neighbourhood == "christmas" else found


@dataclass(frozen=True)
class WelcomeState(TurnRules, VerbState):
    """Everything about a game at one moment. Players, streets and houses count from 0.

    ``stacks`` hold the construction cards (top card last); in solo there is one deck
    in ``stacks[0]``. ``shown`` are the round's three cards as (number, effect).
    ``choice`` is the (number card, effect card) a player took this turn and ``last``
    the house they wrote in. ``approved`` marks plans completed in an earlier round.
    """

    GAME = "welcometo"
    MOVE = Move

    rules: Rules
    seed: int
    round: int
    phase: str
    current: int
    plan_ids: tuple[str, ...]
    sheets: tuple[Sheet, ...]
    stacks: tuple[tuple[cards.Card, ...], ...]
    shown: tuple[cards.Card, ...]
    shuffles: int = 0
    approved: tuple[bool, ...] = (False, False, False)
    claimed_now: tuple[bool, ...] = (False, False, False)
    reshuffle_next: bool = False
    solo_card: bool = False
    trucks: tuple[Trucks, ...] = ()
    cones_done: tuple[bool, ...] = (False, False, False)
    choice: tuple[int, int] | None = None
    last: tuple[int, int] | None = None
    built_roundabout: bool = False
    ended: str = ""

    # -- the protocol -----------------------------------------------------
    def outcome(self) -> Outcome | None:
        if self.phase != "over":
            return None
        totals = tuple(s.breakdown.total for s in self.score())
        keys = [(totals[p], scoring.tiebreak(self.sheets[p])) for p in range(self.players)]
        best = max(keys)
        winners = tuple(p for p in range(self.players) if keys[p] == best)
        return Outcome(totals, winners, self.ended, "welcometo.end")

    def score(self) -> tuple[PlayerScore, ...]:
        awards = scoring.temp_awards([s.temps for s in self.sheets], self.rules.temp_ties)
        lights = self.rules.neighbourhood == "christmas"
        result = []
        for p, sheet in enumerate(self.sheets):
            trucks = self.trucks[p] if self.trucks else None
            parts = scoring.sheet_parts(sheet, awards[p], lights=lights, trucks=trucks)
            result.append(PlayerScore(p, f"Player {p + 1}", Breakdown(tuple(parts))))
        return tuple(result)


    # -- questions --------------------------------------------------------
    @property
    def sheet(self) -> Sheet:
        """The sheet of the player to move."""
        return self.sheets[self.current]

    def plan_spec(self, stack: int) -> data.PlanSpec:
        return data.plan(self.plan_ids[stack])

    def plan_points(self, stack: int) -> int:
        """What completing plan ``stack`` is worth now: first or later points."""
        first, later = self.plan_spec(stack).points
        return later if self.approved[stack] else first

    # -- the round --------------------------------------------------------
    def _end_turn(self) -> WelcomeState:
        state = replace(self, choice=None, last=None, built_roundabout=False)
        if state.current + 1 < state.players:
            return replace(state, current=state.current + 1, phase="choose")
        return state._end_round()

    def _end_round(self) -> WelcomeState:
        approved = tuple(a or c for a, c in zip(self.approved, self.claimed_now, strict=True))
        state = replace(self, approved=approved, claimed_now=(False, False, False), current=0)
        if state.trucks:
            trucks, done = icecream.settle(state.trucks, state.cones_done)
            state = replace(state, trucks=trucks, cones_done=done)
        reason = state._end_reason()
        if reason:
            return replace(state, phase="over", ended=reason)
        return state._next_round()

    def _end_reason(self) -> str:
        for p, sheet in enumerate(self.sheets):
            if sheet.refusals >= data.boxes("refusals"):
                return f"player {p + 1} crossed off their last permit refusal"
            if all(sheet.plans):
                return f"player {p + 1} completed all three city plans"
            if sheet.full():
                return f"player {p + 1} built every house of their three streets"
        if self.rules.solo and cards.solo_turns_left(self.stacks[0]) == 0:
            return "the solo deck ran out"
        return ""

    def _next_round(self) -> WelcomeState:
        return reveal(replace(self, round=self.round + 1, phase="choose"))


def reveal(state: WelcomeState) -> WelcomeState:
    """Show the round's three cards: reshuffling first when asked or when a stack is
    spent (``welcometo.deck.reshuffle``); in solo, draw three from the deck."""
    if state.rules.solo:
        drawn, rest, solo = cards.draw_solo(state.stacks[0])
        if solo:
            state = replace(state, solo_card=True, approved=(True, True, True))
        return replace(state, stacks=(rest,), shown=drawn)
    stacks = state.stacks
    if state.reshuffle_next or not cards.can_reveal(stacks):
        state = replace(state, shuffles=state.shuffles + 1, reshuffle_next=False)
        stacks = cards.deal_stacks(state.seed, state.shuffles)
    shown, stacks = cards.reveal(stacks)
    return replace(state, stacks=stacks, shown=shown)


def choose_plans(rules: Rules, seed: int) -> tuple[str, ...]:
    """One plan card of each stack, drawn at random among the sets in play."""
    rng = Rng.derive(seed, "plans")
    return tuple(rng.choice(plans.choices(stack, rules.sets)).id for stack in (1, 2, 3))


def new_state(options: Mapping[str, Any] | None = None, seed: int = 0) -> WelcomeState:
    """A new game: blank sheets, three plans, the cards dealt and the first round shown."""
    rules = Rules.from_options(options)
    stacks = (cards.solo_deck(seed),) if rules.solo else cards.deal_stacks(seed, 0)
    trucks = (icecream.start(),) * rules.players if rules.neighbourhood == "icecream" else ()
    state = WelcomeState(
        rules=rules, seed=seed, round=0, phase="choose", current=0,
        plan_ids=choose_plans(rules, seed), sheets=(blank(),) * rules.players,
        stacks=stacks, shown=(), trucks=trucks,
    )
    return reveal(state)
