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

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ..core.cards import check_copies
from ..core.codec import require
from ..core.errors import SetupError
from ..core.fields import (
    BOOL,
    Code,
    Context,
    Converter,
    Derive,
    Many,
    Maybe,
    Row,
    Whole,
    per_player,
)
from ..core.rng import Rng
from ..core.score import Breakdown, Outcome, PlayerScore
from ..core.state import Option, VerbState, options_class
from . import cards, data, icecream, plans, scoring
from .icecream import Trucks
from .moves import Move
from .notation import read_sheet, sheet_json
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
CARD = Code(cards.read_card, cards.card_code)


class Rules(options_class(OPTIONS)):
    """The options of one game, resolved."""

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
        return (*found, self.neighbourhood) if self.neighbourhood != "none" else found


class PlanIds:
    """The three city plans in play (``plans`` in JSON), each a card of its stack."""

    def dump(self, value: tuple[str, ...]) -> list[str]:
        return list(value)

    def load(self, ids: Any, where: str, context: Context) -> tuple[str, ...]:
        require(ids, list, where, "a list of three plan ids")
        for i, value in enumerate(ids):
            require(value, str, f"{where}[{i}]", "a plan id such as \"1-pairs\"")
        found = []
        for stack in range(3):
            allowed = [p.id for p in plans.choices(stack + 1, context.rules.sets)]
            value = ids[stack] if stack < len(ids) else None
            if len(ids) != 3 or value not in allowed:
                raise SetupError(f"plan n°{stack + 1} must be a card of that stack in play",
                                 expected=", ".join(allowed), got=value,
                                 rule="welcometo.setup.plans", where=f"{where}[{stack}]")
            found.append(value)
        return tuple(found)


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
    PHASES = PHASES
    JSON_KEYS: ClassVar[Mapping[str, str]] = {"plan_ids": "plans"}
    JSON_FIELDS: ClassVar[Mapping[str, Converter]] = {
        "plan_ids": PlanIds(),
        "sheets": per_player(Code(read_sheet, sheet_json), "welcometo.setup.sheet"),
        "stacks": Many(Many(CARD)),
        "shown": Many(CARD),
        "approved": Many(BOOL, 3),
        "claimed_now": Many(BOOL, 3),
        "trucks": Many(Code(icecream.read_trucks, icecream.trucks_json)),
        "cones_done": Many(BOOL, 3),
        "choice": Maybe(Row((Whole(0, 2), Whole(0, 2)))),
        "last": Maybe(Row((Whole(0, 2), Whole(0, max(s.houses for s in data.streets()) - 1)))),
    }
    # hand-written positions may leave these out
    JSON_DERIVED: ClassVar[Mapping[str, Derive]] = {
        "seed": lambda values, context: 0,
        "round": lambda values, context: 0,
        "current": lambda values, context: 0,
    }

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

    def check_consistency(self) -> None:
        consistent(self)

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
        reason = state.end_reason()
        if reason:
            return replace(state, phase="over", ended=reason)
        return state._next_round()

    def end_reason(self) -> str:
        """Why the game ends when this round is over (empty: it goes on)."""
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


# -- consistency of a position read from JSON ----------------------------------------
def _fail(message: str, expected: str, got: object, rule: str, where: str) -> None:
    raise SetupError(message, expected=expected, got=got, rule=rule, where=where)


def consistent(state: WelcomeState) -> None:
    """Refuse positions the rules cannot reach: each complaint names the field and rule."""
    rules = state.rules
    deck = Counter(data.full_deck()) + (Counter([cards.SOLO]) if rules.solo else Counter())
    check_copies([c for stack in state.stacks for c in stack], deck,
                 rule="welcometo.setup.cards", where="state.stacks")
    if len(state.stacks) != (1 if rules.solo else data.stack_count()):
        _fail("three stacks (one deck in solo)", "3 or 1", len(state.stacks),
              "welcometo.setup.stacks", "state.stacks")
    if state.phase != "over" and len(state.shown) != data.stack_count():
        _fail("three cards are shown while the game goes on", "3", len(state.shown),
              "welcometo.turn.cards", "state.shown")
    wants_trucks = rules.neighbourhood == "icecream"
    if len(state.trucks) != (rules.players if wants_trucks else 0):
        _fail("trucks only with the Ice Cream Truck, one set per player", str(rules.players),
              len(state.trucks), "welcometo.icecream", "state.trucks")
    in_turn = state.phase in ("write", "truck", "effect")
    if (in_turn and state.choice is None) or (state.phase in ("choose", "over") and state.choice):
        _fail("a combination is held exactly while writing and using its effect",
              "a choice" if in_turn else "null", state.choice, "welcometo.turn.steps",
              "state.choice")
    if state.phase in ("truck", "effect") and state.last is None:
        _fail("the effect follows a number written", "a house", None, "welcometo.turn.steps",
              "state.last")
    if state.choice and max(state.choice) >= len(state.shown):
        _fail("the choice names a shown card", "0-2", state.choice, "welcometo.turn.choose",
              "state.choice")
    if state.last and state.last[1] >= data.streets()[state.last[0]].houses:
        _fail("the last house is on the sheet", "a house", state.last, "welcometo.turn.steps",
              "state.last")
    if (state.phase == "over") != bool(state.ended):
        _fail("a finished game says why it ended", "a reason", state.ended, "welcometo.end",
              "state.ended")
