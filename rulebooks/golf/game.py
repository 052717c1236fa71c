"""Golf, played in full: the deal, the reveal, turns, power cards, holes and the game.

>>> state = new_state({"players": 2, "grid": 6}, seed=1)
>>> state.phase, state.to_move
('reveal', 1)
>>> state = state.apply("flip 1")
>>> state.up[1][0]
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ..core.cards import Card, check_copies, standard_deck
from ..core.errors import IllegalMove, SetupError
from ..core.fields import BOOL, CARD, SEAT, Many, Maybe, Row, SetOf, Whole, choice, per_player
from ..core.rng import Rng
from ..core.score import Breakdown, Part
from ..core.state import During, End, Option, VerbState, options_class, put, swapped
from . import data
from .moves import Move
from .scoring import score_grid

OPTIONS = (
    Option("players", 2, "Number of players.", kind=int, low=2, high=8),
    Option("grid", 6, "Cards in each grid: 4 (2x2), 6 (2x3) or 9 (3x3).", choices=(4, 6, 9)),
    Option("rounds", 9, "Holes (rounds) in the game.", kind=int, low=1, high=18),
    Option(
        "lines",
        "auto",
        "Which lines of equal cards cancel; auto follows the BGA wiki for the grid size.",
        choices=("auto", *data.line_rules()),
    ),
    Option("values", "wiki", "Card values table.", choices=data.value_tables()),
    Option("power_cards", False, "Jacks, queens and kings discarded from the deck have powers.",
           kind=bool),
    Option("decks", 0, "Decks shuffled together; 0 picks enough for the deal.", kind=int,
           low=0, high=3),
)
PHASES = ("reveal", "turn", "hold", "power", "scored", "over")
PHASE_HINT = {
    "reveal": "is not possible now: players are turning their first cards",
    "turn": "is not possible now: start your turn by drawing or taking the discard",
    "hold": "is not possible now: you hold a card; replace one of yours or discard it",
    "power": "is not possible now: use the power of the card you discarded, or pass",
    "scored": "is not possible now: the hole is over; deal the next one",
    "over": "is not possible: the game is over",
}
WHEN = {
    "flip": During(("reveal",), "flipping a card", "golf.setup.reveal"),
    "draw": During(("turn",), "drawing", "golf.turn.draw"),
    "take": During(("turn",), "taking the discard", "golf.turn.draw"),
    "replace": During(("hold",), "replacing a card", "golf.turn.replace"),
    "discard": During(("hold",), "discarding", "golf.turn.discard"),
    "pass": During(("power",), "declining a power", "golf.powers"),
    "peek": During(("power",), "peeking", "golf.powers"),
    "swap": During(("power",), "swapping", "golf.powers"),
    "deal": During(("scored",), "dealing", "golf.setup.deal"),
}


class Rules(options_class(OPTIONS)):
    """The options of one game, resolved; 0 decks means as many as the deal needs."""

    @staticmethod
    def derive(chosen: dict[str, Any]) -> dict[str, Any]:
        return {**chosen, "decks": chosen["decks"]
                or data.decks_needed(chosen["players"], chosen["grid"])}

    @property
    def spec(self) -> data.GridSpec:
        return data.grid(self.grid)


@dataclass(frozen=True)
class GolfState(VerbState):
    """Everything about a game of Golf at one moment. Players are 0-based here."""

    GAME = "golf"
    MOVE = Move
    PHASES = PHASES
    WHEN = WHEN
    PHASE_HINT = PHASE_HINT
    END = End("the last hole has been played", "golf.end", lowest=True)
    JSON_FIELDS: ClassVar[Mapping[str, Any]] = {
        "hole": Whole(0, lambda context: context.rules.rounds - 1),
        "dealer": SEAT,
        "grids": per_player(Many(CARD, lambda context: context.rules.grid, "golf.setup.grid",
                                 "cards"), "golf.setup.grid"),
        "up": per_player(Many(BOOL, lambda context: context.rules.grid, "golf.setup.grid",
                              "flags"), "golf.setup.grid"),
        "held_from": choice("", "deck", "discard"),
        "flips_left": Whole(0, lambda context: context.rules.grid),
        "out": Maybe(SEAT),
        "known": SetOf(Row((SEAT, SEAT, Whole(0, lambda context: context.rules.grid - 1)),
                           what="indices: viewer, owner, card")),
        "reshuffles": Whole(0),
        "holes": Many(per_player(Whole())),
    }

    rules: Rules
    seed: int
    hole: int
    dealer: int
    phase: str
    current: int
    grids: tuple[tuple[Card, ...], ...]
    up: tuple[tuple[bool, ...], ...]
    deck: tuple[Card, ...]
    discard: tuple[Card, ...]
    held: Card | None = None
    held_from: str = ""
    flips_left: int = 0
    out: int | None = None
    known: frozenset[tuple[int, int, int]] = frozenset()
    reshuffles: int = 0
    holes: tuple[tuple[int, ...], ...] = ()

    # -- the protocol -----------------------------------------------------
    def breakdown(self, player: int) -> Breakdown:
        """``player``'s points of each hole played (``score`` lists every player's)."""
        return Breakdown(tuple(Part(f"Hole {hole + 1}", scores[player], "golf.scoring.round",
                                    key=f"hole.{hole + 1}")
                               for hole, scores in enumerate(self.holes)))


    def check_consistency(self) -> None:
        everything = [*(c for grid in self.grids for c in grid), *self.deck, *self.discard]
        check_copies(everything + ([self.held] if self.held else []),
                     Counter(standard_deck(self.rules.decks)), rule="golf.setup.deck",
                     where="state")
        if (self.phase == "hold") != (self.held is not None):
            raise SetupError("a card is held exactly while a turn is in the 'hold' phase",
                             expected="held card only in phase 'hold'", got=self.held,
                             rule="golf.turn.replace", where="state.held")
        self._check_revealed()

    def _check_revealed(self) -> None:
        """Past the reveal, the cards turned up then are still up (a swap moves them, never
        turns them down); a scored hole shows every card."""
        spec, up = self.rules.spec, sum(map(sum, self.up))
        if self.phase in ("scored", "over") and self.holes and up < self.players * spec.size:
            raise SetupError("a scored hole has every card face up",
                             expected=f"{self.players * spec.size} cards up", got=up,
                             rule="golf.scoring.round", where="state.up")
        if self.phase in ("turn", "hold", "power") and not spec.private \
                and up < self.players * spec.start:
            raise SetupError(f"after the reveal each player has turned up {spec.start} cards",
                             expected=f"at least {self.players * spec.start} cards up",
                             got=up, rule="golf.setup.reveal", where="state.up")

    # -- questions --------------------------------------------------------
    def grid_breakdown(self, player: int) -> Breakdown:
        """Score of a grid as it would stand with every card turned up."""
        rules = self.rules
        return score_grid(self.grids[player], rules.spec, rules.lines, rules.values)

    def knows(self, viewer: int | None, owner: int, index: int) -> bool:
        """Whether ``viewer`` (``None``: a spectator) sees that card: up, or looked at."""
        return self.up[owner][index] or (viewer, owner, index) in self.known

    def seen(self, viewer: int | None, owner: int) -> list[Card | None]:
        """``owner``'s grid as ``viewer`` sees it: ``None`` for a card it cannot see."""
        return [card if self.knows(viewer, owner, i) else None
                for i, card in enumerate(self.grids[owner])]

    # -- checks (after WHEN's phase): each raises IllegalMove citing its rule --
    def _own_slot(self, move: Move, where: str) -> None:
        if move.index is None or not 0 <= move.index < self.rules.grid:
            raise IllegalMove(
                f"your grid has cards 1 to {self.rules.grid}", rule="golf.setup.grid", where=where
            )

    def _check_flip(self, move: Move, where: str) -> None:
        self._own_slot(move, where)
        if self.up[self.current][move.index] or (
            self.rules.spec.private and (self.current, self.current, move.index) in self.known
        ):
            raise IllegalMove("that card is already turned", rule="golf.setup.reveal", where=where)

    def _check_draw(self, move: Move, where: str) -> None:
        if not self.deck and len(self.discard) <= 1:
            raise IllegalMove(
                "the draw pile is empty and there is nothing to reshuffle; take the discard",
                rule="golf.turn.deck-empty",
                where=where,
            )

    def _check_take(self, move: Move, where: str) -> None:
        if not self.discard:
            raise IllegalMove("the discard pile is empty", rule="golf.turn.draw", where=where)

    _check_replace = _own_slot  # any card of your own grid

    def _check_discard(self, move: Move, where: str) -> None:
        if self.held_from == "discard":
            raise IllegalMove(
                f"the {self.held} came from the discard pile: it must replace a card of your grid",
                rule="golf.turn.take",
                where=where,
            )

    def _check_peek(self, move: Move, where: str) -> None:
        power = self.discard[-1].rank
        owner = self.current if move.player is None else move.player
        if power == "J" and owner != self.current:
            raise IllegalMove("a jack lets you look at your own cards only",
                              rule="golf.powers.jack", where=where)
        if power == "Q" and owner == self.current:
            raise IllegalMove("a queen lets you look at an opponent's card",
                              rule="golf.powers.queen", where=where)
        if power == "K":
            raise IllegalMove("a king swaps two cards; it does not peek",
                              rule="golf.powers.king", where=where)
        self._table_slot(owner, move.index, where)
        if self.up[owner][move.index]:
            raise IllegalMove("that card is already face up", rule="golf.powers", where=where)

    def _check_swap(self, move: Move, where: str) -> None:
        if self.discard[-1].rank != "K":
            raise IllegalMove("only a king lets you swap cards", rule="golf.powers.king",
                              where=where)
        first = (self.current if move.player is None else move.player, move.index)
        second = (self.current if move.player2 is None else move.player2, move.index2)
        self._table_slot(*first, where)
        self._table_slot(*second, where)
        if first == second:
            raise IllegalMove("swap two different cards", rule="golf.powers.king", where=where)

    def _table_slot(self, owner: int, index: int | None, where: str) -> None:
        if not 0 <= owner < self.players or index is None or not 0 <= index < self.rules.grid:
            raise IllegalMove(
                f"no such card: players are 1 to {self.players}, cards 1 to {self.rules.grid}",
                rule="golf.setup.grid",
                where=where,
            )

    def _candidates(self) -> list[Move]:
        n, size = self.players, self.rules.grid
        cells = range(size)
        by_phase: dict[str, list[Move]] = {
            "reveal": [Move("flip", i) for i in cells],
            "turn": [Move("draw"), Move("take")],
            "hold": [Move("replace", i) for i in cells] + [Move("discard")],
            "scored": [Move("deal")],
            "over": [],
        }
        if self.phase != "power":
            return by_phase[self.phase]
        rank = self.discard[-1].rank
        if rank == "K":
            slots = [(p, i) for p in range(n) for i in cells]
            swaps = [
                Move("swap", a[1], a[0], b[1], b[0]) for k, a in enumerate(slots)
                for b in slots[k + 1:]
            ]
            return [*swaps, Move("pass")]
        owners = [self.current] if rank == "J" else [p for p in range(n) if p != self.current]
        peeks = [Move("peek", i, None if p == self.current else p) for p in owners for i in cells]
        return [*peeks, Move("pass")]

    # -- performing a checked move ----------------------------------------
    def _do_flip(self, move: Move) -> GolfState:
        me, index = self.current, move.index
        if self.rules.spec.private:
            state = replace(self, known=self.known | {(me, me, index)})
        else:
            state = replace(self, up=put(self.up, (me, index), True))
        if self.flips_left > 1:
            return replace(state, flips_left=self.flips_left - 1)
        following = (me + 1) % self.players
        first = (self.dealer + 1) % self.players
        if following == first:
            return replace(state, phase="turn", current=first, flips_left=0)
        return replace(state, current=following, flips_left=self.rules.spec.start)

    def _do_draw(self, move: Move) -> GolfState:
        state = self
        if not state.deck:
            pile = Rng.derive(self.seed, "reshuffle", self.hole, self.reshuffles)
            state = replace(
                state,
                deck=pile.shuffled(self.discard[:-1]),
                discard=self.discard[-1:],
                reshuffles=self.reshuffles + 1,
            )
        return replace(state, deck=state.deck[:-1], held=state.deck[-1], held_from="deck",
                       phase="hold")

    def _do_take(self, move: Move) -> GolfState:
        return replace(self, discard=self.discard[:-1], held=self.discard[-1],
                       held_from="discard", phase="hold")

    def _do_replace(self, move: Move) -> GolfState:
        me, index = self.current, move.index
        old = self.grids[me][index]
        state = replace(
            self,
            grids=put(self.grids, (me, index), self.held),
            up=put(self.up, (me, index), True),
            discard=(*self.discard, old),
            known=frozenset(k for k in self.known if k[1:] != (me, index)),
            held=None,
            held_from="",
        )
        return state._end_turn()

    def _do_discard(self, move: Move) -> GolfState:
        card = self.held
        state = replace(self, discard=(*self.discard, card), held=None, held_from="")
        if self.rules.power_cards and card.rank in data.powers():
            powered = replace(state, phase="power")
            if len(powered.legal_moves()) > 1:
                return powered
        return state._end_turn()

    def _do_pass(self, move: Move) -> GolfState:
        return self._end_turn()

    def _do_peek(self, move: Move) -> GolfState:
        owner = self.current if move.player is None else move.player
        return replace(self, known=self.known | {(self.current, owner, move.index)})._end_turn()

    def _do_swap(self, move: Move) -> GolfState:
        a = (self.current if move.player is None else move.player, move.index)
        b = (self.current if move.player2 is None else move.player2, move.index2)
        moved = {a: b, b: a}
        known = frozenset((v, *moved.get((o, i), (o, i))) for v, o, i in self.known)
        return replace(self, grids=swapped(self.grids, a, b), up=swapped(self.up, a, b),
                       known=known)._end_turn()

    def _do_deal(self, move: Move) -> GolfState:
        return deal(self.rules, self.seed, self.hole + 1, (self.dealer + 1) % self.players,
                    self.holes)

    def _end_turn(self) -> GolfState:
        me = self.current
        out = self.out
        if out is None and all(self.up[me]):
            out = me
        following = (me + 1) % self.players
        if out is not None and following == out:
            return replace(self, out=out)._finish_hole()
        return replace(self, out=out, current=following, phase="turn")

    def _finish_hole(self) -> GolfState:
        n = self.players
        state = replace(self, up=tuple((True,) * self.rules.grid for _ in range(n)),
                        known=frozenset())
        scores = tuple(state.grid_breakdown(p).total for p in range(n))
        holes = (*self.holes, scores)
        if len(holes) >= self.rules.rounds:
            return replace(state, holes=holes, phase="over")
        return replace(state, holes=holes, phase="scored", current=(self.dealer + 1) % n)


def deal(rules: Rules, seed: int, hole: int, dealer: int,
         holes: tuple[tuple[int, ...], ...] = ()) -> GolfState:
    """Shuffle and deal one hole (``golf.setup.deal``)."""
    cards = Rng.derive(seed, "hole", hole).shuffled(standard_deck(rules.decks))
    n, size = rules.players, rules.grid
    grids = tuple(cards[p * size:(p + 1) * size] for p in range(n))
    rest = cards[n * size:]
    return GolfState(
        rules=rules,
        seed=seed,
        hole=hole,
        dealer=dealer,
        phase="reveal",
        current=(dealer + 1) % n,
        grids=grids,
        up=tuple((False,) * size for _ in range(n)),
        deck=rest[:-1],
        discard=rest[-1:],
        flips_left=rules.spec.start,
        holes=holes,
    )


def new_state(options: Mapping[str, Any] | None = None, seed: int = 0) -> GolfState:
    """A new game: player 1 deals the first hole."""
    return deal(Rules.from_options(options), seed, 0, 0)
