"""7 Wonders (second edition), played in full: three Ages of simultaneous card choices
(modelled as hidden picks made one seat after the other, revealed together), building,
Wonder stages, selling, trading with neighbours, chains, military conflicts at the end of
each Age, and the final score. The team variant is an option.

>>> state = new_state({"players": 3}, seed=1)
>>> state.phase, state.age, state.turn, [len(h) for h in state.hands], state.coins
('choose', 1, 1, [7, 7, 7], (3, 3, 3))
>>> after = state.apply("sell " + state.hands[0][0])
>>> after.current, after.coins[0], after.picks[0] is not None
(1, 3, True)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ..core.errors import IllegalMove, NotationError, SetupError
from ..core.fields import Code, Converter, Group, Many, Maybe, Whole, choice
from ..core.rng import Rng
from ..core.score import Breakdown, Outcome, PlayerScore
from ..core.state import Option, VerbState, options_class
from . import data, scoring
from .city import City, Payment, cheapest
from .consistency import consistent
from .leaders import deal_leaders, leader_pick
from .moves import Move, is_leader, parse_card, parse_leader, parse_move
from .turns import after_pick, after_revive, settle_debt

OPTIONS = (
    Option("players", 3, "Number of players.", kind=int, low=data.players()[0],
           high=data.players()[1]),
    Option("side", "day", "Which side of the Wonder boards everyone plays (the rules suggest "
           "the Day side for the first games).", choices=data.SIDES),
    Option("teams", False, "The team variant for 4 or 6 players: neighbours in pairs, "
           "seats 1-2, 3-4 and 5-6 (sevenwonders.teams).", kind=bool),
    Option("edifice", False, "The Edifice expansion: an Edifice per Age, built together with "
           "Wonder stages (sevenwonders.edifice).", kind=bool),
    Option("cities", False, "The Cities expansion: black cards, an eighth card and turn per "
           "Age, debts and diplomacy (sevenwonders.cities).", kind=bool),
    Option("debt", "pay", "With Cities, how coins lost are settled: pay (coins first, the rest "
           "as debt tokens) or choose (each player chooses how many coins to pay; "
           "sevenwonders.cities.owe).", choices=("pay", "choose")),
    Option("wonders", "base", "Which Wonder boards are dealt: the base game's seven, or all: "
           "with them the boards of the expansions in play (Byzantium and Petra with Cities, "
           "sevenwonders.cities.wonders; Ur with Edifice, and Carthage in any game, "
           "sevenwonders.edifice.wonders; Roma with Leaders, Day side only, "
           "sevenwonders.leaders.roma).", choices=("base", "all")),
    Option("leaders", False, "The Leaders expansion: a draft of four leaders before Age I, "
           "one played at the start of each Age (sevenwonders.leaders).", kind=bool),
)
PHASES = ("draft", "leader", "choose", "seventh", "revive", "debt", "over")
TURNS = data.rule("turns")

CHOOSE = "sevenwonders.turn.choose"
BUILD = "sevenwonders.build"
UNIQUE = "sevenwonders.build.unique"
COST = "sevenwonders.build.cost"
STAGE = "sevenwonders.wonder"
DONE = "sevenwonders.wonder.complete"
REVIVE = "sevenwonders.power.discard"
DECKS = "sevenwonders.setup.decks"
TEAMS = "sevenwonders.teams"
EDIFICE = "sevenwonders.edifice"
BOARDS = "sevenwonders.edifice.wonders"
PROJECT = "sevenwonders.edifice.participate"

LEADERS = "sevenwonders.leaders"
DRAFT = "sevenwonders.leaders.draft"
RECRUIT = "sevenwonders.leaders.recruit"
LEADER_TURN = "sevenwonders.leaders.turn"
LEADER_TRADE = "sevenwonders.leaders.trade"
OWE = "sevenwonders.cities.owe"

CARD = Code(lambda text, where: parse_card(text, where, DECKS))
LEADER = Code(lambda text, where: parse_leader(text, where, LEADERS))


def _edifice_ages(context: Any) -> int:
    return data.rule("ages") if context.rules.edifice else 0
PICK = Maybe(Code(lambda text, where: str(parse_move(text))))


class Rules(options_class(OPTIONS)):
    """The resolved options, and what the Cities expansion changes in an Age."""

    @property
    def expansions(self) -> tuple[str, ...]:
        return ((("cities",) if self.cities else ()) + (("edifice",) if self.edifice else ())
                + (("leaders",) if self.leaders else ()))

    @property
    def turns(self) -> int:
        """Turns of choice in an Age (the last card of each hand is then discarded)."""
        return TURNS + (data.cities_rule("extra_turns") if self.cities else 0)

    @property
    def hand(self) -> int:
        return self.turns + 1


@dataclass(frozen=True)
class SevenWondersState(VerbState):
    """Everything on the table at one moment; seats count from 0, a seat's left neighbour
    is the next seat. ``picks`` holds each seat's hidden choice this turn (the card is no
    longer in the hand); ``decks`` the Age decks not dealt yet (index 0 is Age I);
    ``revive`` the seats still to build from the discard pile."""

    GAME = "sevenwonders"
    MOVE = Move
    PHASES = PHASES
    JSON_FIELDS: ClassVar[Mapping[str, Converter]] = {
        "age": Whole(1, data.rule("ages")),
        "turn": Whole(0, lambda c: c.rules.turns + 1),
        "boards": Code(lambda v, w: _board(v, w)),
        "sides": choice(*data.SIDES),
        "stages": Whole(0, 4),
        "hands": Many(CARD),
        "picks": PICK,
        "cities": Many(CARD),
        "coins": Whole(0),
        "tokens": Many(Whole(-99, 99)),
        "debts": Whole(0),
        "diplomacy": Whole(0),
        "pawns": Many(Whole(1, data.rule("ages"))),
        "edifice_debt": Many(Whole(-99, 0)),
        "edifices": Many(Code(lambda v, w: _edifice(v, w)), _edifice_ages, EDIFICE,
                         "Edifices, one per Age"),
        "pawns_left": Many(Whole(0), _edifice_ages, EDIFICE, "counts, one per Age"),
        "discard": Many(CARD),
        "decks": Many(Many(CARD), data.rule("ages"), DECKS, "decks, one per Age"),
        "revive": Many(Whole(0, lambda c: c.players - 1)),
        "owed": Whole(0),
        "chosen": Many(Whole(0, 3)),
        "drafts": Many(LEADER),
        "leaders": Many(LEADER),
        "recruited": Many(LEADER),
    }
    JSON_GROUPS: ClassVar[Mapping[str, Group]] = {"players": Group(
        {"board": "boards", "side": "sides", "stages": "stages", "hand": "hands",
         "pick": "picks", "city": "cities", "coins": "coins", "tokens": "tokens",
         "debt": "debts", "diplomacy": "diplomacy", "pawns": "pawns",
         "edifice_debt": "edifice_debt", "draft": "drafts", "leaders": "leaders",
         "recruited": "recruited", "owed": "owed", "chosen": "chosen"},
        defaults={"stages": 0, "hand": [], "pick": None, "city": [], "tokens": [], "debt": 0,
                  "diplomacy": 0, "pawns": [], "edifice_debt": [], "draft": [], "leaders": [],
                  "recruited": [], "owed": 0, "chosen": []},
        rule="sevenwonders.setup.boards")}

    rules: Rules
    seed: int
    age: int
    turn: int
    phase: str
    current: int
    boards: tuple[str, ...]
    sides: tuple[str, ...]
    stages: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...]
    picks: tuple[str | None, ...]
    cities: tuple[tuple[str, ...], ...]
    coins: tuple[int, ...]
    tokens: tuple[tuple[int, ...], ...]
    discard: tuple[str, ...] = ()
    decks: tuple[tuple[str, ...], ...] = ((), (), ())
    revive: tuple[int, ...] = ()
    debts: tuple[int, ...] = ()
    diplomacy: tuple[int, ...] = ()
    pawns: tuple[tuple[int, ...], ...] = ()         # the Ages of each player's pawns
    edifice_debt: tuple[tuple[int, ...], ...] = ()  # each player's Edifice debt tokens
    edifices: tuple[str, ...] = ()                  # the Edifice of each Age
    pawns_left: tuple[int, ...] = ()                # pawns still on each Age's Edifice
    drafts: tuple[tuple[str, ...], ...] = ()        # the leader hand each player drafts from
    leaders: tuple[tuple[str, ...], ...] = ()       # each player's leaders not played yet
    recruited: tuple[tuple[str, ...], ...] = ()     # the leaders in each player's city
    owed: tuple[int, ...] = ()                      # coins lost still to settle (Cities)
    chosen: tuple[tuple[int, ...], ...] = ()        # the effect taken at each stage built

    @property
    def turns(self) -> int:
        return self.rules.turns

    def check_consistency(self) -> None:
        consistent(self)

    # -- the protocol -----------------------------------------------------------
    def outcome(self) -> Outcome | None:
        if self.phase != "over":
            return None
        totals = self.totals()
        if self.rules.teams:
            return self._team_outcome(totals)
        won, tie = scoring.winners(totals, self.coins)
        reason = "most points, then most coins" if tie else "most points"
        return Outcome(totals, won, reason, scoring.TIE if tie else "sevenwonders.end")

    def _team_outcome(self, totals: tuple[int, ...]) -> Outcome:
        teams = range(self.players // 2)
        team_totals = tuple(totals[2 * t] + totals[2 * t + 1] for t in teams)
        team_coins = tuple(self.coins[2 * t] + self.coins[2 * t + 1] for t in teams)
        won, tie = scoring.winners(team_totals, team_coins)
        seats = tuple(s for t in won for s in (2 * t, 2 * t + 1))
        return Outcome(totals, seats, "most points for a team, then most coins" if tie
                       else "most points for a team", "sevenwonders.teams.score",
                       extra={"teams": team_totals})

    def score(self) -> tuple[PlayerScore, ...]:
        cities = self.city_list()
        return tuple(PlayerScore(p, f"Player {p + 1}", Breakdown(
            scoring.parts(cities, p, expansions=self.rules.expansions)))
            for p in range(self.players))

    def totals(self) -> tuple[int, ...]:
        cities = self.city_list()
        return tuple(sum(part.points for part in scoring.parts(
            cities, p, expansions=self.rules.expansions)) for p in range(self.players))

    # -- questions --------------------------------------------------------------
    def city(self, seat: int) -> City:
        return City(self.boards[seat], self.sides[seat], self.stages[seat], self.cities[seat],
                    self.coins[seat], self.tokens[seat],
                    self.debts[seat] if self.debts else 0, self.rewarded(seat),
                    self.edifice_debt[seat] if self.edifice_debt else (),
                    self.recruited[seat] if self.recruited else (),
                    chosen=self.chosen[seat] if self.chosen else ())

    def edifice_built(self, age: int) -> bool:
        """Whether the Edifice of ``age`` is built (its last pawn taken)."""
        return bool(self.edifices) and self.pawns_left[age - 1] == 0

    def rewarded(self, seat: int) -> tuple[str, ...]:
        """The built Edifices ``seat`` holds a pawn of (``sevenwonders.edifice.construct``)."""
        if not self.edifices:
            return ()
        return tuple(self.edifices[a - 1] for a in sorted(self.pawns[seat])
                     if self.edifice_built(a))

    def city_list(self) -> tuple[City, ...]:
        return tuple(self.city(p) for p in range(self.players))

    def neighbours(self, seat: int) -> tuple[int, int]:
        """(left, right) seats."""
        n = self.players
        return scoring.left_of(seat, n), scoring.right_of(seat, n)

    def teammate(self, seat: int) -> int | None:
        return seat ^ 1 if self.rules.teams else None

    def is_free(self, seat: int, ident: str) -> str | None:
        """The rule that lets ``seat`` build ``ident`` for nothing now, if any."""
        spec, me = data.card(ident), self.city(seat)
        if spec.chain_from and spec.chain_from in me.cards:
            return "sevenwonders.build.chain"
        if spec.colour == "purple" and me.has_leader_power("free-guilds"):
            return "sevenwonders.leaders.effects"
        if me.has_power("free-new-colour") and not me.colour_count(spec.colour):
            return "sevenwonders.power.colour"
        if me.has_power("free-first") and self.turn == 1 and self.phase == "choose":
            return "sevenwonders.power.first"
        if me.has_power("free-last") and self.turn == self.turns and self.phase == "choose":
            return "sevenwonders.power.last"
        return None

    def payment(self, seat: int, cost: str, coins: int = 0) -> Payment | None:
        """The cheapest way for ``seat`` to pay ``cost`` plus ``coins``, or ``None``."""
        left, right = self.neighbours(seat)
        bought = cheapest(Counter(cost), self.city(seat), self.city(left), self.city(right))
        if bought is None:
            return None
        return replace(bought, coins=bought.coins + coins)

    def build_price(self, seat: int, ident: str) -> Payment | None:
        if self.is_free(seat, ident):
            return Payment(0)
        spec = data.card(ident)
        return self.payment(seat, self._discounted(seat, spec.cost, spec.colour), spec.coins)

    def stage_cost(self, seat: int) -> str:
        """The next stage's resources; none with an Architect Firm
        (``sevenwonders.cities.architect``), one fewer with a leader's discount."""
        stage = self.next_stage(seat)
        if stage is None or self.city(seat).has_card_power("architect"):
            return ""
        return self._discounted(seat, stage.cost, "stage")

    def _discounted(self, seat: int, cost: str, kind: str) -> str:
        """``cost`` less the one resource whose absence makes it cheapest, for a city with a
        leader that discounts this kind (``sevenwonders.leaders.effects``)."""
        if not cost or not self.city(seat).discounts(kind):
            return cost
        options = [cost.replace(x, "", 1) for x in sorted(set(cost))]
        priced = [(p.coins, c) for c in options if (p := self.payment(seat, c)) is not None]
        return min(priced)[1] if priced else options[0]

    def stage_payment(self, seat: int, extra: int = 0) -> Payment | None:
        """The cheapest way to pay the next stage: its resources, the coins it asks for
        (Petra's) and ``extra`` coins (an Edifice's)."""
        stage = self.next_stage(seat)
        coins = stage.coin_cost if stage is not None else 0
        return self.payment(seat, self.stage_cost(seat), coins + extra)

    def _no_bank(self, seat: int, needs: str, where: str) -> None:
        """A cost that cannot be had although Bilkis is in the city breaks her limit: one
        resource a turn from the bank (``sevenwonders.leaders.trade``)."""
        if self.city(seat).has_leader_power("bank-trade"):
            raise IllegalMove(f"{needs}: Bilkis buys only one resource a turn from the bank, "
                              "and nobody near you produces the rest", rule=LEADER_TRADE,
                              where=where)

    def recruit_price(self, seat: int, ident: str) -> int:
        """Coins to recruit a leader: its cost, none after Maecenas or on Roma's Day side
        (``sevenwonders.leaders.roma``)."""
        me = self.city(seat)
        free = me.has_leader_power("free-leaders") or me.wonder.power == "free-leaders"
        return 0 if free else data.leader(ident).coins

    def next_stage(self, seat: int) -> data.Stage | None:
        stages = self.city(seat).wonder.stages
        return stages[self.stages[seat]] if self.stages[seat] < len(stages) else None

    # -- checks ------------------------------------------------------------------
    def _held(self, move: Move, where: str) -> None:
        if self.phase == "leader" and move.verb in ("wonder", "sell"):
            return self._held_leader(move, where)
        if self.phase not in ("choose", "seventh"):
            raise IllegalMove(PHASE_HINT[self.phase], rule=PHASE_RULE[self.phase], where=where)
        if move.card not in self.hands[self.current]:
            raise IllegalMove(f"{name_of(move.card)} is not in your hand", rule=CHOOSE,
                              where=where)

    def _held_leader(self, move: Move, where: str) -> None:
        if not is_leader(move.card):
            raise IllegalMove("the start of an Age is the leaders' turn: play a leader",
                              rule=LEADER_TURN, where=where)
        if move.card not in self.leaders[self.current]:
            raise IllegalMove(f"{data.leader(move.card).name} is not among your leaders",
                              rule=LEADER_TURN, where=where)

    def _check_keep(self, move: Move, where: str) -> None:
        if self.phase != "draft":
            raise IllegalMove("leaders are kept only in the draft before Age I", rule=DRAFT,
                              where=where)
        if move.card not in self.drafts[self.current]:
            raise IllegalMove(f"{data.leader(move.card).name} is not in the leaders you "
                              "draft from", rule=DRAFT, where=where)

    def _check_recruit(self, move: Move, where: str) -> None:
        if self.phase != "leader":
            raise IllegalMove("leaders are recruited only in the leaders' turn at the start "
                              "of an Age", rule=LEADER_TURN, where=where)
        self._held_leader(move, where)
        price = self.recruit_price(self.current, move.card)
        if price > self.coins[self.current]:
            raise IllegalMove(f"{data.leader(move.card).name} costs {price} coins; you have "
                              f"{self.coins[self.current]}", rule=RECRUIT, where=where,
                              details={"coins": price})

    def _check_pay(self, move: Move, where: str) -> None:
        if self.phase != "debt":
            raise IllegalMove("coins lost are settled only right after the turn that cost them",
                              rule=OWE, where=where)
        most = min(self.coins[self.current], self.owed[self.current])
        if int(move.card) > most:
            raise IllegalMove(f"you can pay at most {most} of the {self.owed[self.current]} "
                              "coins you lose", rule=OWE, where=where,
                              details={"most": most})

    def _check_build(self, move: Move, where: str) -> None:
        self._held(move, where)
        self._can_build(self.current, move.card, where)

    def _can_build(self, seat: int, ident: str, where: str, free: bool = False) -> None:
        spec = data.card(ident)
        same = [c for c in self.cities[seat] if data.card(c).name == spec.name]
        if same:
            raise IllegalMove(f"your city already has a {spec.name}", rule=UNIQUE, where=where)
        if free:
            return
        price = self.build_price(seat, ident)
        if price is None:
            self._no_bank(seat, f"{spec.name} needs {_letters(spec.cost)}", where)
            raise IllegalMove(f"{spec.name} needs {_letters(spec.cost)}, which neither your "
                              "city nor your neighbours produce", rule=COST, where=where)
        if price.coins > self.coins[seat]:
            raise IllegalMove(f"{spec.name} costs {price.coins} coins in all; you have "
                              f"{self.coins[seat]}", rule=COST, where=where,
                              details={"coins": price.coins})

    def _check_wonder(self, move: Move, where: str) -> None:
        self._held(move, where)
        self._check_stage(move, where)

    def _check_stage(self, move: Move, where: str) -> None:
        stage, seat = self.next_stage(self.current), self.current
        if stage is None:
            raise IllegalMove("every stage of your Wonder is built", rule=DONE, where=where)
        self._check_choice(stage, move, where)
        price = self.stage_payment(seat)
        if price is None or price.coins > self.coins[seat]:
            needs = ", ".join(x for x in (_letters(stage.cost), f"{stage.coin_cost} coins"
                                          if stage.coin_cost else "") if x)
            if price is None:
                self._no_bank(seat, f"the next stage needs {needs}", where)
            raise IllegalMove(f"the next stage needs {needs}, which you cannot pay for now",
                              rule=STAGE, where=where)

    def _check_choice(self, stage: data.Stage, move: Move, where: str) -> None:
        """A stage that offers a choice is built with one of its effects named; a pawn of
        an Age the player already holds is no choice (``sevenwonders.edifice.wonders``)."""
        count = len(stage.choices)
        if not count and move.choice:
            raise IllegalMove("your next stage offers no choice: build it without a number",
                              rule=STAGE, where=where)
        if not count:
            return
        if not move.choice or int(move.choice) > count:
            raise IllegalMove(f"your next stage offers {count} effects: name one, such as "
                              f"'{move.verb} {move.card} 1'", rule=BOARDS, where=where,
                              details={"choices": count})
        pawn = stage.choices[int(move.choice) - 1].pawn
        if pawn and (pawn in self.pawns[self.current]
                     or (move.verb == "project" and pawn == self.age)):
            raise IllegalMove(f"you already hold a pawn of the Age {pawn} Edifice",
                              rule=BOARDS, where=where)

    def _check_project(self, move: Move, where: str) -> None:
        if self.phase == "leader":
            raise IllegalMove("the leaders' turn builds no Edifice: play a leader",
                              rule=LEADER_TURN, where=where)
        self._check_wonder(move, where)
        if not self.rules.edifice:
            raise IllegalMove("Edifices are in the game only with the Edifice expansion",
                              rule=EDIFICE, where=where)
        seat, ident = self.current, self.edifices[self.age - 1]
        if self.age in self.pawns[seat]:
            raise IllegalMove("you already took part in this Age's Edifice", rule=PROJECT,
                              where=where)
        if not self.pawns_left[self.age - 1]:
            raise IllegalMove(f"the {data.edifice(ident).name} is already built", rule=PROJECT,
                              where=where)
        price = self.stage_payment(seat, data.edifice(ident).coins)
        if price is None or price.coins > self.coins[seat]:
            raise IllegalMove(f"the stage and the {data.edifice(ident).name} cost "
                              f"{data.edifice(ident).coins} coin(s) more than the stage alone, "
                              "which you cannot pay now", rule=PROJECT, where=where)

    def _check_sell(self, move: Move, where: str) -> None:
        self._held(move, where)

    def _check_revive(self, move: Move, where: str) -> None:
        if self.phase != "revive":
            raise IllegalMove("building from the discard pile comes only after a stage that "
                              "allows it", rule=REVIVE, where=where)
        if move.card not in self.discard:
            raise IllegalMove(f"there is no {data.card(move.card).name} in the discard pile",
                              rule=REVIVE, where=where)
        self._can_build(self.current, move.card, where, free=True)

    def _check_skip(self, move: Move, where: str) -> None:
        if self.phase != "revive":
            raise IllegalMove("only building from the discard pile may be skipped",
                              rule=REVIVE, where=where)

    def _candidates(self) -> list[Move]:
        if self.phase == "revive":
            return [*(Move("revive", c) for c in sorted(set(self.discard))), Move("skip")]
        if self.phase == "over":
            return []
        if self.phase == "draft":
            return [Move("keep", c) for c in sorted(self.drafts[self.current])]
        if self.phase == "debt":
            most = min(self.coins[self.current], self.owed[self.current])
            return [Move("pay", str(n)) for n in range(most, -1, -1)]
        if self.phase == "leader":
            return [m for c in sorted(self.leaders[self.current])
                    for verb in ("recruit", "wonder", "sell") for m in self._with_choice(verb, c)]
        cards = sorted(set(self.hands[self.current]))
        verbs = ("build", "wonder", "project", "sell") if self.rules.edifice else (
            "build", "wonder", "sell")
        return [m for c in cards for verb in verbs for m in self._with_choice(verb, c)]

    def _with_choice(self, verb: str, card: str) -> list[Move]:
        """The move, or one for each effect when it builds a stage that offers a choice."""
        stage = self.next_stage(self.current) if verb in ("wonder", "project") else None
        if stage is None or not stage.choices:
            return [Move(verb, card)]
        return [Move(verb, card, str(i + 1)) for i in range(len(stage.choices))]

    # -- performing -----------------------------------------------------------------
    def _do_build(self, move: Move) -> SevenWondersState:
        return self._chosen(move)

    _do_wonder = _do_project = _do_sell = _do_build

    def _chosen(self, move: Move) -> SevenWondersState:
        if self.phase in ("draft", "leader"):
            return leader_pick(self, move)
        return after_pick(self, move)

    _do_keep = _do_recruit = _chosen

    def _do_pay(self, move: Move) -> SevenWondersState:
        return settle_debt(self, int(move.card))

    def _do_revive(self, move: Move) -> SevenWondersState:
        return after_revive(self, move.card)

    def _do_skip(self, move: Move) -> SevenWondersState:
        return after_revive(self, None)


PHASE_HINT = {
    "choose": "each player chooses a card from their hand now",
    "seventh": "the player who may play their last card chooses what to do with it",
    "revive": "the player who built a stage that allows it now builds a card from the "
              "discard pile, or skips",
    "draft": "each player keeps one leader of the hand they draft from now",
    "leader": "each player plays one of their leaders now",
    "debt": "the players who lost coins choose how many to pay now",
    "over": "the game is over",
}
PHASE_RULE = {"debt": OWE, "draft": DRAFT, "leader": LEADER_TURN, "choose": CHOOSE,
              "seventh": "sevenwonders.power.seventh", "revive": REVIVE, "over": "sevenwonders.end"}


def name_of(ident: str) -> str:
    """A building's or a leader's name."""
    return data.leader(ident).name if is_leader(ident) else data.card(ident).name


def _letters(cost: str) -> str:
    return ", ".join(f"{n} {data.resource_name(x)}" for x, n in sorted(Counter(cost).items()))


def _board(value: Any, where: str) -> str:
    if not isinstance(value, str) or value.lower() not in data.wonders():
        raise NotationError(f"unknown Wonder {value!r}; Wonders are "
                            + ", ".join(data.wonders()), where=where)
    return value.lower()


def _edifice(value: Any, where: str) -> str:
    if not isinstance(value, str) or value.lower() not in data.edifices():
        raise NotationError(f"unknown Edifice {value!r}; Edifices are "
                            + ", ".join(data.edifices()), where=where)
    return value.lower()


def deal_age(rng: Rng, age: int, players: int, cities: bool = False) -> tuple[str, ...]:
    """The Age deck for this many players, shuffled; Age III gets players + 2 guilds, and
    with Cities each Age as many black cards as players (``sevenwonders.cities.setup``)."""
    deck = data.copies(age, players)
    if age == data.rule("ages"):
        deck += rng.fork("guilds").shuffled(list(data.guilds()))[:players
                                                                  + data.rule("guilds_extra")]
    if cities:
        deck += rng.fork(f"black{age}").shuffled(list(data.black(age)))[:players]
    return tuple(rng.fork(f"age{age}").shuffled(deck))


def new_state(options: Mapping[str, Any] | None = None, seed: int = 0) -> SevenWondersState:
    """A new game: boards dealt at random, 3 coins each, the Age I hands dealt; with
    Leaders, 6 coins each and four leaders each to draft from, the Age I hands dealt once
    the leaders' turn is over (``sevenwonders.leaders.setup``)."""
    rules = Rules.from_options(options)
    n = rules.players
    if rules.teams and n not in (4, 6):
        raise SetupError("the team variant needs teams of two", expected="4 or 6 players",
                         got=n, rule=TEAMS, where="options.teams")
    rng = Rng.derive(seed, "setup")
    pool = data.dealt_wonders(rules.expansions if rules.wonders == "all" else None, rules.side)
    boards = tuple(rng.fork("boards").shuffled(list(pool))[:n])
    decks = tuple(deal_age(rng, age, n, rules.cities) for age in range(1, data.rule("ages") + 1))
    size = rules.hand
    first = decks[0]
    state = SevenWondersState(
        rules=rules, seed=seed, age=1, turn=1, phase="choose", current=0,
        boards=boards, sides=(rules.side,) * n, stages=(0,) * n,
        hands=tuple(tuple(sorted(first[p * size:(p + 1) * size])) for p in range(n)),
        picks=(None,) * n, cities=((),) * n, coins=(data.rule("start_coins"),) * n,
        tokens=((),) * n, discard=(), decks=((), *decks[1:]), revive=(), debts=(0,) * n,
        diplomacy=(0,) * n, pawns=((),) * n, edifice_debt=((),) * n,
        drafts=((),) * n, leaders=((),) * n, recruited=((),) * n, owed=(0,) * n,
        chosen=((),) * n,
        **(_edifices(rng, n) if rules.edifice else {}))
    if rules.leaders:
        state = replace(state, hands=((),) * n, decks=(first, *decks[1:]), turn=0,
                        phase="draft", coins=(data.leaders_rule("start_coins"),) * n,
                        drafts=deal_leaders(rng.fork("leaders"), n))
    return state


def _edifices(rng: Rng, players: int) -> dict[str, Any]:
    """One Edifice drawn at random for each Age, with its pawns
    (``sevenwonders.edifice.setup``)."""
    ages = range(1, data.rule("ages") + 1)
    drawn = tuple(rng.fork(f"edifice{age}").choice(
        sorted(e.id for e in data.edifices().values() if e.age == age)) for age in ages)
    return {"edifices": drawn, "pawns_left": (data.edifice_pawns(players),) * len(ages)}
