"""Deus, played in full: building (paying, placing on the map, resolving the column),
offerings to the gods, barbarian villages, the end of the game and the final score.

>>> state = new_state({"players": 2}, seed=1)
>>> state.phase, state.to_move, len(state.hands[0]), state.goods[0]
('turn', 0, 5, (1, 1, 1, 1, 5, 5))
>>> offer = state.apply("offer " + state.hands[0][0])
>>> offer.phase, offer.offering == (state.hands[0][0],)
('offer', True)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any, ClassVar

from ..core.errors import IllegalMove
from ..core.fields import Code, Converter, Many, Maybe, NamedCounts, Whole, choice, per_player
from ..core.rng import Rng
from ..core.score import Breakdown, Outcome, PlayerScore, highest_wins
from ..core.state import Option, VerbState, options_class
from . import data, march
from .board import Board, layout, village_points
from .consistency import consistent, parse_built, read_built
from .effects import apply_effect, attack_villages, draw, gain, put
from .moves import Move, paid_in_gold
from .scoring import final_parts

OPTIONS = (
    Option("players", 2, "Number of players.", kind=int, low=data.players()[0],
           high=data.players()[1]),
    Option("resource_stock", "shared", "The resource limit: a shared stock of that many of "
           "each resource per player, which can run out (shared, the official rules), or at "
           "most that many of each resource in any one player's hands (personal, a reading "
           "of the help page).", choices=("shared", "personal")),
)
PHASES = ("turn", "offer", "god", "gain", "march", "over")
GOODS = data.GOODS
WOOD, CLAY, STONE, WHEAT, GOLD, VP = range(len(GOODS))

BUILD = "deus.build"
OFFER = "deus.offer"


Rules = options_class(OPTIONS)


CARD_ID = Code(data.parse_card)
CARDS = Many(CARD_ID)


@dataclass(frozen=True)
class DeusState(VerbState):
    """A game of Deus at one moment; players are counted from 0.

    ``built`` lists each player's building cards in the order built, each written
    ``P5@c2`` (card P5, its building on c2) or ``T3`` (a temple card whose piece did not
    exist any more); ``supply`` the buildings each player has ready to build, by type;
    ``goods`` wood, clay, stone, wheat, gold and VP tokens; ``villages`` the VP left in
    each barbarian village; ``offering`` the cards of an offering under way, top card
    first; ``final_turns`` the turns left once the end is triggered; during a card's march
    ``marches`` the units it may still move, ``marched`` where the units it moved stand and
    ``pending`` that card and the cards of its column still to take effect after it.
    """

    GAME = "deus"
    MOVE = Move
    PHASES = PHASES
    JSON_FIELDS: ClassVar[Mapping[str, Converter]] = {
        "turn": Whole(0),
        "hands": per_player(CARDS),
        "deck": CARDS,
        "discard": CARDS,
        "built": per_player(Many(Code(read_built))),
        "supply": per_player(NamedCounts(data.active_types())),
        "goods": per_player(NamedCounts(GOODS)),
        "villages": Many(Whole(0), lambda c: len(layout(c.players).villages),
                         "deus.villages", "villages"),
        "offering": CARDS,
        "god": Maybe(choice(*data.gods())),
        "gains": Whole(0),
        "final_turns": Maybe(Whole(0)),
        "passes": Whole(0),
        "shuffles": Whole(0),
        "marches": Whole(0),
        "pending": CARDS,
        "marched": Many(Code(lambda text, where: str(text).strip().lower())),
    }

    rules: Rules
    seed: int
    turn: int
    phase: str
    current: int
    hands: tuple[tuple[str, ...], ...]
    deck: tuple[str, ...]
    discard: tuple[str, ...]
    built: tuple[tuple[str, ...], ...]
    supply: tuple[tuple[int, ...], ...]
    goods: tuple[tuple[int, ...], ...]
    villages: tuple[int, ...]
    offering: tuple[str, ...] = ()
    god: str | None = None
    gains: int = 0
    final_turns: int | None = None
    passes: int = 0
    shuffles: int = 0
    marches: int = 0
    pending: tuple[str, ...] = ()
    marched: tuple[str, ...] = ()

    def check_consistency(self) -> None:
        consistent(self)

    # -- the protocol -----------------------------------------------------
    def outcome(self) -> Outcome | None:
        if self.phase != "over":
            return None
        totals = self.totals()
        return Outcome(totals, highest_wins(totals), "the last turns after the end was "
                       "triggered are played", "deus.end")

    def score(self) -> tuple[PlayerScore, ...]:
        return tuple(PlayerScore(p, f"Player {p + 1}", self.breakdown(p))
                     for p in range(self.players))

    def breakdown(self, player: int) -> Breakdown:
        """One player's score as the position stands (final once the game is over)."""
        return Breakdown(final_parts(self, player))

    def totals(self) -> tuple[int, ...]:
        return tuple(self.breakdown(p).total for p in range(self.players))

    # -- questions about the position ----------------------------------------
    @cached_property
    def board(self) -> Board:
        return layout(self.players)

    @cached_property
    def pieces(self) -> dict[str, tuple[int, tuple[str, ...]]]:
        """Every occupied location: its owner and the types of the buildings on it."""
        found: dict[str, tuple[int, tuple[str, ...]]] = {}
        for p, cards in enumerate(self.built):
            for entry in cards:
                card, location = parse_built(entry, "built")
                if location is not None:
                    _, types = found.get(location, (p, ()))
                    found[location] = (p, (*types, data.card(card).type))
        return found

    def placed(self, player: int) -> list[tuple[str, str | None]]:
        """A player's built cards, oldest first, with their locations."""
        return [parse_built(entry, "built") for entry in self.built[player]]

    def on_map(self, player: int, kind: str | None = None) -> int:
        """How many of ``player``'s buildings (of ``kind``) stand on the map."""
        return sum(1 for owner, types in self.pieces.values() if owner == player
                   for t in types if kind is None or t == kind)

    def temples_left(self) -> int:
        """Temple pieces still in the common stock."""
        used = sum(types.count("temple") for _, types in self.pieces.values())
        return data.temple_stock(self.players) - used

    def room(self, player: int, resource: str) -> int:
        """How many more of ``resource`` the player can gain (``deus.resources.limit``): what
        the shared stock still holds, or what the player's own limit leaves."""
        limit, index = data.game("resource_limit"), GOODS.index(resource)
        if self.rules.resource_stock == "personal":
            return max(0, limit - self.goods[player][index])
        return max(0, limit * self.players - sum(goods[index] for goods in self.goods))

    def stock(self, player: int, kind: str) -> int:
        """Buildings of ``kind`` a player can still gain (neither ready nor built)."""
        ready = self.supply[player][data.active_types().index(kind)]
        return data.game("pieces_per_type") - ready - self.on_map(player, kind)

    def cards_built(self, player: int, kind: str) -> int:
        return sum(1 for card, _ in self.placed(player) if data.card(card).type == kind)

    def price(self, player: int, card: str,
              in_gold: tuple[str, ...] = ()) -> tuple[tuple[int, ...], int] | None:
        """What building ``card`` takes from the player's goods, as goods spent, and the gold
        used; ``None`` when they cannot pay. The resources named in ``in_gold`` (one name
        for each one) are paid with gold at the resource rate; of the rest, the player's
        own resources are used first and gold stands in for what is missing."""
        goods = list(self.goods[player])
        gold = 0
        for good, amount in data.card(card).cost:
            index = GOODS.index(good)
            if good == "gold":
                gold += amount
                continue
            used = min(amount - in_gold.count(good), goods[index])
            goods[index] -= used
            gold += (amount - used) * data.game("gold_per_resource")
        if gold > goods[GOLD]:
            return None
        goods[GOLD] -= gold
        return tuple(goods), gold

    @cached_property
    def first_build_far(self) -> frozenset[str]:
        """Edge locations at least the first-build distance from every opposing building."""
        theirs = [loc for loc, (owner, _) in self.pieces.items() if owner != self.current]
        far = data.game("first_distance")
        return frozenset(n for n in self.board.names if self.board.edge[n]
                         and n not in self.pieces
                         and all(self.board.distance(n, t) >= far for t in theirs))

    # -- checks: each raises IllegalMove citing its rule ------------------
    def _in_turn(self, where: str) -> None:
        if self.phase in ("offer", "god", "gain"):
            raise IllegalMove("finish the offering under way first", rule=OFFER, where=where)
        if self.phase == "march":
            raise IllegalMove("finish moving your military units first (march, or halt)",
                              rule="deus.march", where=where)

    def _check_build(self, move: Move, where: str) -> None:
        self._in_turn(where)
        me = self.current
        if move.card not in self.hands[me]:
            raise IllegalMove(f"you hold no card {move.card}", rule=BUILD, where=where)
        if move.location not in self.board.terrain:
            raise IllegalMove(f"there is no location {move.location} on the map for "
                              f"{self.players} players", rule="deus.map", where=where)
        kind = data.card(move.card).type
        if kind != "temple" and self.supply[me][data.active_types().index(kind)] == 0:
            raise IllegalMove(f"you have no {kind} building ready to build: gain one with an "
                              "offering", rule="deus.build.supply", where=where)
        self._check_place(kind, move.location, where)
        in_gold = paid_in_gold(move)
        owed = dict(data.card(move.card).cost)
        for good in set(in_gold):
            if in_gold.count(good) > owed.get(good, 0):
                raise IllegalMove(f"{move.card} costs {owed.get(good, 0)} {good}: you cannot "
                                  f"pay {in_gold.count(good)} {good} in gold",
                                  rule="deus.build.cost", where=where)
        cost = self.price(me, move.card, in_gold)
        penalty = self._penalty(move.location)
        if cost is None or cost[0][VP] < penalty:
            raise IllegalMove(f"you cannot pay for {move.card}"
                              + (f" and the {penalty} VP for an edge location" if penalty
                                 else ""), rule="deus.build.cost", where=where)

    def _check_place(self, kind: str, location: str, where: str) -> None:
        me, board = self.current, self.board
        terrain = board.terrain[location]
        if terrain == "village":
            raise IllegalMove("nothing is ever built on a barbarian village",
                              rule="deus.villages", where=where)
        if (terrain == "sea") != (kind == "maritime"):
            raise IllegalMove("ships are built on sea, every other building on land",
                              rule="deus.build.sea", where=where)
        owner, types = self.pieces.get(location, (me, ()))
        if owner != me:
            raise IllegalMove(f"player {owner + 1} occupies {location}",
                              rule="deus.build.occupied", where=where)
        if kind in types:
            raise IllegalMove(f"you already have a {kind} building on {location}",
                              rule="deus.build.one-per-type", where=where)
        if kind == "temple":
            self._check_temple(location, types, where)
            return
        mine = [loc for loc, (p, _) in self.pieces.items() if p == me]
        if not mine:
            if not board.edge[location]:
                raise IllegalMove("your first building goes on the edge of the map",
                                  rule="deus.build.first", where=where)
            if self.first_build_far and location not in self.first_build_far:
                raise IllegalMove("your first building goes at least "
                                  f"{data.game('first_distance')} spaces from other players' "
                                  "buildings while such an edge location is free",
                                  rule="deus.build.first", where=where)
            return
        near = location in mine or any(loc in board.neighbours[location] for loc in mine)
        if not near and not (board.edge[location] and location not in self.pieces):
            raise IllegalMove(f"{location} is neither one of your locations nor next to one",
                              rule="deus.build.adjacent", where=where)

    def _check_temple(self, location: str, types: tuple[str, ...], where: str) -> None:
        me = self.current
        if not types:
            raise IllegalMove("a temple goes on a location you already occupy",
                              rule="deus.build.temple", where=where)
        row = self.cards_built(me, "temple")
        short = [k for k in data.active_types() if self.cards_built(me, k) < row]
        if short:
            raise IllegalMove(f"temple {row + 1} needs {row} building(s) of each other type "
                              f"first (short of {', '.join(short)})",
                              rule="deus.build.temple-row", where=where)

    def _penalty(self, location: str) -> int:
        """The VP paid to build on the edge away from your own locations."""
        me, board = self.current, self.board
        mine = [loc for loc, (p, _) in self.pieces.items() if p == me]
        near = not mine or location in mine or any(
            loc in board.neighbours[location] for loc in mine)
        return 0 if near else data.game("edge_penalty")

    def _check_offer(self, move: Move, where: str) -> None:
        self._in_turn(where)
        if move.card not in self.hands[self.current]:
            raise IllegalMove(f"you hold no card {move.card}", rule=OFFER, where=where)

    def _check_discard(self, move: Move, where: str) -> None:
        if self.phase != "offer":
            raise IllegalMove("cards are added only to an offering under way",
                              rule=OFFER, where=where)
        if move.card not in self.hands[self.current]:
            raise IllegalMove(f"you hold no card {move.card}", rule=OFFER, where=where)

    def _check_done(self, move: Move, where: str) -> None:
        if self.phase != "offer":
            raise IllegalMove("no offering is under way", rule=OFFER, where=where)

    def _check_god(self, move: Move, where: str) -> None:
        if self.phase != "god":
            raise IllegalMove("a god is chosen only for an offering with a temple on top",
                              rule="deus.offer.jupiter", where=where)
        if move.word == "jupiter":
            raise IllegalMove("Jupiter lets you choose one of the other five gods",
                              rule="deus.offer.jupiter", where=where)

    def _check_take(self, move: Move, where: str) -> None:
        if self.phase != "gain":
            raise IllegalMove("nothing to take now", rule=OFFER, where=where)
        if self.god == "ceres":
            if move.word not in data.resources():
                raise IllegalMove("Ceres gives resources", rule="deus.offer.ceres",
                                  where=where)
            if self.room(self.current, move.word) == 0:
                raise IllegalMove(f"no {move.word} is left for you to take"
                                  + (" (the shared stock is empty)"
                                     if self.rules.resource_stock == "shared" else
                                     f" (you hold {data.game('resource_limit')})"),
                                  rule="deus.resources.limit", where=where)
            return
        if move.word not in data.active_types():
            raise IllegalMove("Mars gives buildings", rule="deus.offer.mars", where=where)
        if self.stock(self.current, move.word) == 0:
            raise IllegalMove(f"you have no {move.word} building left to gain",
                              rule="deus.offer.mars", where=where)

    def _check_march(self, move: Move, where: str) -> None:
        if self.phase != "march":
            raise IllegalMove("units move only while a card's march is under way",
                              rule="deus.march", where=where)
        if move.location in self.marched:
            raise IllegalMove(f"your unit on {move.location} has already moved for this card: "
                              "each unit moves once", rule="deus.march", where=where)
        march.check(self, move.location, move.word, self._reach(), where)

    def _check_halt(self, move: Move, where: str) -> None:
        if self.phase != "march":
            raise IllegalMove("no march is under way", rule="deus.march", where=where)

    def _check_pass(self, move: Move, where: str) -> None:
        self._in_turn(where)
        if self.hands[self.current]:
            raise IllegalMove("you hold cards: build one or make an offering",
                              rule="deus.turn.pass", where=where)

    def _candidates(self) -> list[Move]:
        hand = sorted(set(self.hands[self.current]))
        if self.phase == "turn":
            builds = [Move("build", card=c, location=loc) for c in hand
                      for loc in self.board.names]
            return [*builds, *(Move("offer", card=c) for c in hand), Move("pass")]
        if self.phase == "offer":
            return [*(Move("discard", card=c) for c in hand), Move("done")]
        if self.phase == "god":
            return [Move("god", word=g) for g in data.gods()]
        if self.phase == "gain":
            words = data.resources() if self.god == "ceres" else data.active_types()
            return [Move("take", word=w) for w in words]
        if self.phase == "march":
            me, reach = self.current, self._reach()
            units = [loc for loc, (p, types) in self.pieces.items()
                     if p == me and "military" in types]
            return [*(Move("march", location=u, word=to) for u in sorted(units)
                      for to in march.reach(self, me, u, reach)), Move("halt")]
        return []

    def legal_moves(self) -> tuple[Move, ...]:
        if self.phase == "turn":  # quick filters before the full check
            me = self.current
            ready = {k for i, k in enumerate(data.active_types()) if self.supply[me][i]}
            moves = [m for m in self._candidates()
                     if m.verb != "build" or _worth(self, m, ready)]
            return tuple(m for m in moves if self._allowed(m))
        return super().legal_moves()

    # -- performing a checked move (``_do_<verb>``) -------------------------
    def _do_build(self, move: Move) -> DeusState:
        me, kind = self.current, data.card(move.card).type
        goods, _ = self.price(me, move.card, paid_in_gold(move)) or (self.goods[me], 0)
        goods = list(goods)
        goods[VP] -= self._penalty(move.location)
        supply = list(self.supply[me])
        if kind != "temple":
            supply[data.active_types().index(kind)] -= 1
        piece = kind != "temple" or self.temples_left() > 0
        entry = f"{move.card}@{move.location}" if piece else move.card
        hand = list(self.hands[me])
        hand.remove(move.card)
        state = replace(self, hands=put(self.hands, me, tuple(hand)),
                        goods=put(self.goods, me, tuple(goods)),
                        supply=put(self.supply, me, tuple(supply)),
                        built=put(self.built, me, (*self.built[me], entry)))
        state = attack_villages(state)
        return state._resolve(tuple(c for c, _ in state.placed(me)
                                    if data.card(c).type == kind))

    def _resolve(self, cards: tuple[str, ...]) -> DeusState:
        """The column's ``cards`` still to take effect, bottom first (``deus.build.resolve``);
        a march waits for the player's moves while one of their units can move."""
        state, me = self, self.current
        for i, card in enumerate(cards):
            effect = data.card(card).effect
            if effect is None:
                continue
            if effect.kind == "march":
                waiting = replace(state, phase="march", marches=effect.n, pending=cards[i:],
                                  marched=())
                if waiting._can_march():
                    return waiting
                continue
            where = dict(state.placed(me)).get(card)
            state = apply_effect(state, me, effect, where)
        state = replace(state, phase="turn", marches=0, pending=(), marched=())
        if not state.hands[me]:
            state = draw(state, me, data.game("hand"))
        return state._end_turn()

    def _reach(self) -> int:
        effect = data.card(self.pending[0]).effect if self.pending else None
        return effect.reach if effect else 0

    def _can_march(self) -> bool:
        return any(self._allowed(m) for m in self._candidates() if m.verb == "march")

    def _do_march(self, move: Move) -> DeusState:
        me = self.current
        built = march.moved(self.built[me], move.location, move.word)
        state = attack_villages(replace(self, built=put(self.built, me, built)))
        state = replace(state, marches=self.marches - 1,
                        marched=(*self.marched, move.word))
        if state.marches and state._can_march():
            return state
        return state._resolve(self.pending[1:])

    def _do_halt(self, move: Move) -> DeusState:
        return self._resolve(self.pending[1:])

    def _do_offer(self, move: Move) -> DeusState:
        return self._offer_card(move.card, "offer")

    def _do_discard(self, move: Move) -> DeusState:
        return self._offer_card(move.card, "offer")

    def _offer_card(self, card: str, phase: str) -> DeusState:
        me = self.current
        hand = list(self.hands[me])
        hand.remove(card)
        return replace(self, phase=phase, hands=put(self.hands, me, tuple(hand)),
                       offering=(*self.offering, card))

    def _do_done(self, move: Move) -> DeusState:
        top = data.card(self.offering[0]).type
        if top == "temple":
            return replace(self, phase="god")
        return self._honour(data.kind(top).god)

    def _do_god(self, move: Move) -> DeusState:
        return self._honour(move.word)

    def _honour(self, god: str) -> DeusState:
        """The offering's rewards from ``god``: a building of its type, then its gift."""
        me, count = self.current, len(self.offering)
        state = replace(self, god=god)
        kind = data.god_type(god)
        if state.stock(me, kind) > 0:
            state = gain(state, me, kind)
        if god in ("ceres", "mars"):
            state = replace(state, phase="gain", gains=count)
            return state if state._can_take() else state._finish_offering()
        if god == "neptune":
            state = gain(state, me, "gold", data.game("neptune") * count)
        if god == "vesta":
            low, high = data.game("vesta")
            state = gain(state, me, "vp", low if count == 1 else high)
        return state._finish_offering()

    def _can_take(self) -> bool:
        return self.gains > 0 and any(self._allowed(m) for m in self._candidates())

    def _do_take(self, move: Move) -> DeusState:
        me = self.current
        state = gain(self, me, move.word)
        state = replace(state, gains=self.gains - 1)
        return state if state._can_take() else state._finish_offering()

    def _finish_offering(self) -> DeusState:
        me, count = self.current, len(self.offering)
        state = replace(self, discard=(*self.discard, *self.offering), offering=())
        state = draw(state, me, data.game("hand"))
        if self.god == "minerva":
            state = draw(state, me, len(state.hands[me]) + count)
        state = replace(state, god=None, gains=0, phase="turn")
        return state._end_turn()

    def _do_pass(self, move: Move) -> DeusState:
        return replace(self, passes=self.passes + 1)._end_turn(passed=True)

    def _end_turn(self, passed: bool = False) -> DeusState:
        """The next player's turn, counting down the last turns once the end is triggered."""
        final = self.final_turns
        if final is None and self.end_triggered():
            final = self.players - 1 - self.current + self.players
        elif final is not None:
            final -= 1
        passes = self.passes if passed else 0
        if final == 0 or passes >= self.players:
            return replace(self, phase="over", final_turns=final, passes=passes,
                           turn=self.turn + 1)
        return replace(self, phase="turn", current=(self.current + 1) % self.players,
                       turn=self.turn + 1, final_turns=final, passes=passes)

    def end_triggered(self) -> bool:
        """The last village emptied, or the last temple piece taken (``deus.end``)."""
        return (bool(self.villages) and not any(self.villages)) or self.temples_left() <= 0


def _worth(state: DeusState, move: Move, ready: set[str]) -> bool:
    kind = data.card(move.card).type
    terrain = state.board.terrain[move.location]
    if kind != "temple" and kind not in ready:
        return False
    return terrain != "village" and (terrain == "sea") == (kind == "maritime")


def new_state(options: Mapping[str, Any] | None = None, seed: int = 0) -> DeusState:
    """A new game: the deck shuffled, five cards, goods and one building of each type each."""
    rules = Rules.from_options(options)
    deck = list(Rng.derive(seed, "deck").shuffled(data.deck()))
    size = data.game("hand")
    hands = tuple(tuple(deck[p * size:(p + 1) * size]) for p in range(rules.players))
    deck = deck[rules.players * size:]
    goods = (*(data.start("resources"),) * len(data.resources()), data.start("gold"),
             data.start("vp"))
    board = layout(rules.players)
    return DeusState(
        rules=rules, seed=seed, turn=0, phase="turn", current=0, hands=hands,
        deck=tuple(deck), discard=(), built=((),) * rules.players,
        supply=((data.start("supply"),) * len(data.active_types()),) * rules.players,
        goods=(goods,) * rules.players,
        villages=tuple(village_points(board, v) for v in board.villages))
