"""Campeones, played in full: the draw phase with its match card, the attack phase, the shot
or pass with tokens and dice, the goalkeeper's roll, signings and motivation, two halves with
injury time, extra time, and the final result.

>>> state = new_state({}, seed=1)
>>> state.phase, state.period, [len(hand) for hand in state.hands], len(state.pitch)
('pick', 0, [4, 4], 4)
>>> state.to_move == 1 - state.attacker  # the defender takes a match card first
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ..core.errors import IllegalMove
from ..core.fields import BOOL, Code, Converter, Many, Maybe, NamedCounts, Whole, per_player
from ..core.i18n import tr
from ..core.rng import Rng
from ..core.score import Breakdown, Outcome, Part, PlayerScore, highest_wins
from ..core.state import Option, VerbState, options_class, put
from . import contest, data
from .moves import DECK, Move, parse_card

OPTIONS = (
    Option("players", 2, "Number of players: two coaches.", kind=int,
           low=data.players()[0], high=data.players()[1]),
    Option("draw", "to-four", "The draw phase: draw until four cards are in hand (to-four, "
           "the newer wiki revisions) or draw four cards (four-more, the literal first "
           "revision).", choices=("to-four", "four-more")),
    Option("assured", False, "Assured success: a 6 rolled against a 1 wins the contest "
           "whatever the totals (an optional rule agreed before the match).", kind=bool),
)
PHASES = ("pick", "attack", "choose", "spend", "save", "special", "over")
PERIODS = ("first half", "second half", "extra time, first half", "extra time, second half")

PICK = "campeones.draw.pick"
PLAY = "campeones.attack.play"
LIMIT = "campeones.attack.limit"
PASSED = "campeones.attack.pass"
SIGN = "campeones.signings"
KEEPER_SIGN = "campeones.signings.goalkeeper"
MOTIVATE = "campeones.motivation"
CHOOSE = "campeones.contest.choose"
SPEND = "campeones.contest.tokens"
SAVE = "campeones.keeper.save"
SPECIAL = "campeones.special"
DECKS = "campeones.setup.decks"
CARD = Code(lambda text, where: parse_card(text, where))
CARDS = Many(CARD)
TOKENS = NamedCounts(data.TOKENS, "campeones.setup.tokens")
PHASE_RULE = {"pick": PICK, "attack": PLAY, "choose": CHOOSE, "spend": SPEND, "save": SAVE,
              "special": SPECIAL, "over": "campeones.end"}
PHASE_HINT = {"pick": "a match card is to be taken first",
              "attack": "the attack phase is still on", "choose": "the attacker chooses a "
              "shot or a pass now", "spend": "the coaches are adding tokens now",
              "save": "the defender decides on the goalkeeper's roll now",
              "special": "the coaches are choosing special cards now",
              "over": "the match is over"}


Hands = tuple[tuple[str, ...], ...]
Counts = tuple[int, int, int]


Rules = options_class(OPTIONS)


@dataclass(frozen=True)
class CampeonesState(VerbState):
    """A match at one moment. Seat 0 coaches Nankatsu, seat 1 Toho.

    ``period`` counts the first half, the second, and extra time's two halves (0 to 3);
    ``decks``, ``match_deck`` and ``signing_deck`` have their top card last. ``ready`` are the
    tokens card abilities have activated (the only ones that may be spent), ``reserve`` the
    rest. ``goals`` counts each coach's goals per period. ``dice`` is the last contest's roll
    (attacker's die, defender's), ``keeper_die`` the last goalkeeper's roll.
    """

    GAME = "campeones"
    MOVE = Move
    PHASES = PHASES
    JSON_FIELDS: ClassVar[Mapping[str, Converter]] = {
        "period": Whole(0, len(PERIODS) - 1),
        "period_round": Whole(0),
        "attacker": Whole(0, 1),
        "kickoff": Whole(0, 1),
        "taken": Whole(0, 2),
        "hands": per_player(CARDS, DECKS),
        "decks": per_player(CARDS, DECKS),
        "discards": per_player(CARDS, DECKS),
        "areas": per_player(CARDS, DECKS),
        "benches": per_player(CARDS, DECKS),
        "specials": per_player(CARDS, DECKS),
        "secret": Maybe(CARD),
        "revealed": CARDS,
        "pitch": CARDS,
        "match_deck": CARDS,
        "show": CARDS,
        "signing_deck": CARDS,
        "box": CARDS,
        "passed": per_player(BOOL),
        "reserve": per_player(TOKENS, "campeones.setup.tokens"),
        "ready": per_player(TOKENS, "campeones.setup.tokens"),
        "goals": per_player(Many(Whole(0), len(PERIODS), "campeones.score.goals", "periods")),
        "spent": per_player(Whole(0)),
        "action": Maybe(Code(lambda text, where: _action(text, where), str)),
        "dice": Many(Whole(1, data.game("die")), None),
        "keeper_die": Maybe(Whole(1, data.game("die"))),
        "rolls": Whole(0),
    }

    rules: Rules
    seed: int
    round: int
    phase: str
    current: int
    period: int
    period_round: int
    injury: bool
    attacker: int
    kickoff: int
    taken: int
    hands: Hands
    decks: Hands
    discards: Hands
    areas: Hands
    benches: Hands
    specials: Hands
    pitch: tuple[str, ...]
    match_deck: tuple[str, ...]
    show: tuple[str, ...]
    signing_deck: tuple[str, ...]
    box: tuple[str, ...]
    passed: tuple[bool, ...]
    reserve: tuple[Counts, ...]
    ready: tuple[Counts, ...]
    goals: tuple[tuple[int, ...], ...]
    spent: tuple[int, ...] = (0, 0)
    action: str | None = None
    dice: tuple[int, ...] = ()
    keeper_die: int | None = None
    rolls: int = 0
    secret: str | None = None
    revealed: tuple[str, ...] = ()

    def check_consistency(self) -> None:
        from .checks import consistent

        consistent(self)

    # -- the protocol -----------------------------------------------------
    def outcome(self) -> Outcome | None:
        if self.phase != "over":
            return None
        totals = self.totals()
        if totals[0] == totals[1]:
            return Outcome(totals, (0, 1), "still tied after extra time: both teams are "
                           "champions", "campeones.end.champions")
        return Outcome(totals, highest_wins(totals), "more goals", "campeones.end")

    def score(self) -> tuple[PlayerScore, ...]:
        return tuple(PlayerScore(p, data.teams()[p], self.breakdown(p))
                     for p in range(self.players))

    # -- questions --------------------------------------------------------
    def breakdown(self, seat: int) -> Breakdown:
        parts = tuple(Part(f"Goals, {PERIODS[n]}", goals, _period_rule(n), key=f"goals-{n}",
                           player=seat)
                      for n, goals in enumerate(self.goals[seat])
                      if n <= self.period or goals)
        return Breakdown(parts)

    def totals(self) -> tuple[int, ...]:
        return tuple(sum(goals) for goals in self.goals)

    @property
    def defender(self) -> int:
        return 1 - self.attacker

    @property
    def extra(self) -> bool:
        return self.period >= 2

    def in_play(self) -> int:
        """Cards in both play areas (fatigue included), counted against the limit."""
        return sum(len(area) for area in self.areas)

    def strength(self, seat: int, kind: str) -> int:
        """The total of one value (``shot``, ``pass`` or ``defence``) in a play area."""
        index = ("shot", "pass", "defence").index(kind)
        return sum(data.card(code).values[index] for code in self.areas[seat])

    def keeper_in_play(self, seat: int) -> bool:
        return any(data.card(code).kind == "goalkeeper" for code in self.areas[seat])

    def token_kind(self, seat: int) -> str:
        """The token letter a coach spends in this contest."""
        if seat == self.defender:
            return "D"
        return "S" if self.action == "shot" else "P"

    def affordable(self, seat: int, cost: str) -> bool:
        ready = self.ready[seat]
        return all(ready[i] >= cost.count(t) for i, t in enumerate(data.TOKENS))

    # -- checks: each raises IllegalMove citing its rule ------------------
    def _phase(self, phase: str, what: str, where: str) -> None:
        if self.phase != phase:
            raise IllegalMove(f"{what} is not possible now: {PHASE_HINT[self.phase]}",
                              rule=PHASE_RULE[self.phase], where=where)

    def _check_take(self, move: Move, where: str) -> None:
        self._phase("pick", "taking a match card", where)
        if move.arg == DECK:
            if not self.match_deck:
                raise IllegalMove("the match deck is empty: take a card on the pitch",
                                  rule=PICK, where=where)
        elif move.number > len(self.pitch):
            raise IllegalMove(f"the pitch shows {len(self.pitch)} match card(s)", rule=PICK,
                              where=where)

    def _attacking(self, what: str, where: str) -> None:
        self._phase("attack", what, where)
        if self.passed[self.current]:
            raise IllegalMove("you passed: you play no more cards this round", rule=PASSED,
                              where=where)

    def _check_play(self, move: Move, where: str) -> None:
        self._attacking("playing a card", where)
        if move.arg not in self.hands[self.current]:
            raise IllegalMove(f"{move.arg} is not in your hand", rule=PLAY, where=where)

    def _check_sign(self, move: Move, where: str) -> None:
        self._attacking("signing a player", where)
        if move.number > len(self.show):
            raise IllegalMove(f"only {len(self.show)} signing(s) on show", rule=SIGN,
                              where=where)
        spec = data.card(self.show[move.number - 1])
        if not self.affordable(self.current, spec.cost):
            raise IllegalMove(f"{spec.code} costs {_cost(spec.cost)} in activated tokens; "
                              f"you have {_cost_of(self.ready[self.current])}", rule=SIGN,
                              where=where)
        if spec.kind == "goalkeeper" and not self.keeper_in_play(self.current):
            raise IllegalMove("a signed goalkeeper replaces a goalkeeper in your play area, "
                              "and you have none there", rule=KEEPER_SIGN, where=where)

    def _check_motivate(self, move: Move, where: str) -> None:
        self._attacking("motivating a player", where)
        spec = data.card(move.arg)
        if move.arg not in self.benches[self.current]:
            raise IllegalMove(f"{move.arg} is not a motivation card on your bench",
                              rule=MOTIVATE, where=where)
        if spec.replaces not in self.areas[self.current]:
            raise IllegalMove(f"{move.arg} replaces {spec.replaces}, which is not in your "
                              "play area", rule=MOTIVATE, where=where)
        if not self.affordable(self.current, spec.cost):
            raise IllegalMove(f"{move.arg} costs {_cost(spec.cost)} in activated tokens; you "
                              f"have {_cost_of(self.ready[self.current])}", rule=MOTIVATE,
                              where=where)

    def _check_pass(self, move: Move, where: str) -> None:
        self._attacking("passing", where)

    def _check_attempt(self, move: Move, where: str) -> None:
        self._phase("choose", "choosing a shot or a pass", where)
        if move.arg == "special" and not all(self.specials):
            raise IllegalMove("a special shot needs a special card left on both sides",
                              rule=SPECIAL, where=where)

    def _check_special(self, move: Move, where: str) -> None:
        self._phase("special", "choosing a special card", where)
        if self.secret is not None:
            raise IllegalMove("the attacker has chosen; the defender blocks now", rule=SPECIAL,
                              where=where)
        if move.arg not in self.specials[self.current]:
            raise IllegalMove(f"{move.arg} is not one of your special cards", rule=SPECIAL,
                              where=where)

    def _check_block(self, move: Move, where: str) -> None:
        self._phase("special", "blocking with a special card", where)
        if self.secret is None:
            raise IllegalMove("the attacker chooses a special card first", rule=SPECIAL,
                              where=where)
        if move.arg not in self.specials[self.current]:
            raise IllegalMove(f"{move.arg} is not one of your special cards", rule=SPECIAL,
                              where=where)

    def _check_spend(self, move: Move, where: str) -> None:
        self._phase("spend", "spending tokens", where)
        kind = self.token_kind(self.current)
        have = self.ready[self.current][data.TOKENS.index(kind)]
        if move.number > have:
            raise IllegalMove(f"you have {have} activated {data.TOKEN_NAMES[kind]} token(s)",
                              rule=SPEND, where=where)

    def _check_save(self, move: Move, where: str) -> None:
        self._phase("save", "the goalkeeper's roll", where)

    _check_concede = _check_save

    def _candidates(self) -> list[Move]:
        me = self.current
        if self.phase == "pick":
            return [*(Move("take", str(n + 1)) for n in range(len(self.pitch))),
                    Move("take", DECK)]
        if self.phase == "attack":
            return [*(Move("play", c) for c in dict.fromkeys(self.hands[me])),
                    *(Move("sign", str(n + 1)) for n in range(len(self.show))),
                    *(Move("motivate", c) for c in self.benches[me]), Move("pass")]
        if self.phase == "choose":
            return [Move("attempt", "shot"), Move("attempt", "pass"), Move("attempt", "special")]
        if self.phase == "special":
            verb = "special" if self.secret is None else "block"
            return [Move(verb, code) for code in self.specials[me]]
        if self.phase == "spend":
            have = self.ready[me][data.TOKENS.index(self.token_kind(me))]
            return [Move("spend", str(n)) for n in range(have + 1)]
        if self.phase == "save":
            return [Move("save"), Move("concede")]
        return []

    # -- performing a checked move (``_do_<verb>``) -------------------------
    def _do_take(self, move: Move) -> CampeonesState:
        me = self.current
        if move.arg == DECK:
            code, pitch, deck = self.match_deck[-1], self.pitch, self.match_deck[:-1]
        else:
            index = move.number - 1
            code = self.pitch[index]
            pitch, deck = self.pitch[:index] + self.pitch[index + 1:], self.match_deck
        state = replace(self, pitch=pitch, match_deck=deck, taken=self.taken + 1,
                        hands=put(self.hands, me, (*self.hands[me], code)))
        if not pitch and not deck:
            state = replace(state, injury=True)
        if state.taken == 1 and (pitch or deck):
            return replace(state, current=self.attacker)
        return state._attack_phase()

    def _do_play(self, move: Move) -> CampeonesState:
        me, hand = self.current, list(self.hands[self.current])
        hand.remove(move.arg)
        state = replace(self, hands=put(self.hands, me, tuple(hand)))
        return state._enter(me, move.arg)._next_in_attack()

    def _do_sign(self, move: Move) -> CampeonesState:
        me, index = self.current, move.number - 1
        code = self.show[index]
        spec = data.card(code)
        state = self._pay(me, spec.cost)
        deck = state.signing_deck
        show = list(state.show)
        if deck:
            show[index], deck = deck[-1], deck[:-1]
        else:
            del show[index]
        state = replace(state, show=tuple(show), signing_deck=deck)
        if spec.kind == "goalkeeper":
            area = list(state.areas[me])
            old = next(i for i, c in enumerate(area) if data.card(c).kind == "goalkeeper")
            replaced, area[old] = area[old], code
            state = replace(state, areas=put(state.areas, me, tuple(area)),
                            discards=put(state.discards, me, (*state.discards[me], replaced)))
            return state._activate(me, code)._next_in_attack()
        return state._enter(me, code)._next_in_attack()

    def _do_motivate(self, move: Move) -> CampeonesState:
        me, spec = self.current, data.card(move.arg)
        state = self._pay(me, spec.cost)
        area = list(state.areas[me])
        area[area.index(spec.replaces)] = move.arg
        bench = tuple(c for c in state.benches[me] if c != move.arg)
        state = replace(state, areas=put(state.areas, me, tuple(area)),
                        benches=put(state.benches, me, bench),
                        box=(*state.box, spec.replaces))
        return state._activate(me, move.arg)._next_in_attack()

    def _do_pass(self, move: Move) -> CampeonesState:
        return replace(self, passed=put(self.passed, self.current, True))._next_in_attack()

    def _do_attempt(self, move: Move) -> CampeonesState:
        phase = "special" if move.arg == "special" else "spend"
        return replace(self, phase=phase, action=move.arg, current=self.attacker,
                       spent=(0, 0), dice=(), keeper_die=None, revealed=())

    def _do_special(self, move: Move) -> CampeonesState:
        me = self.current
        left = tuple(c for c in self.specials[me] if c != move.arg)
        return replace(self, specials=put(self.specials, me, left), secret=move.arg,
                       current=self.defender)

    def _do_block(self, move: Move) -> CampeonesState:
        me, shot = self.current, self.secret
        left = tuple(c for c in self.specials[me] if c != move.arg)
        blocked = data.card(move.arg).defence > data.card(shot).shot
        state = replace(self, specials=put(self.specials, me, left), secret=None,
                        revealed=(shot, move.arg), box=(*self.box, shot, move.arg))
        return state._end_round("lost" if blocked else "goal")

    def _do_spend(self, move: Move) -> CampeonesState:
        me, kind = self.current, self.token_kind(self.current)
        state = replace(self, spent=put(self.spent, me, move.number))
        state = state._pay(me, kind * move.number)
        if me == self.attacker:
            return replace(state, current=self.defender)
        return state._roll()

    def _do_save(self, move: Move) -> CampeonesState:
        die = self._die("keeper")
        state = replace(self, keeper_die=die, rolls=self.rolls + 1)
        result = contest.keeper_result(die)
        return state._end_round({"save": "lost", "corner": "keep", "goal": "goal"}[result])

    def _do_concede(self, move: Move) -> CampeonesState:
        return self._end_round("goal")

    # -- the steps between moves --------------------------------------------
    def _enter(self, seat: int, code: str) -> CampeonesState:
        """A card joins a play area and activates its tokens."""
        state = replace(self, areas=put(self.areas, seat, (*self.areas[seat], code)))
        return state._activate(seat, code)

    def _activate(self, seat: int, code: str) -> CampeonesState:
        reserve, ready = list(self.reserve[seat]), list(self.ready[seat])
        for letter in data.card(code).tokens:
            i = data.TOKENS.index(letter)
            if reserve[i]:
                reserve[i], ready[i] = reserve[i] - 1, ready[i] + 1
        return replace(self, reserve=put(self.reserve, seat, tuple(reserve)),
                       ready=put(self.ready, seat, tuple(ready)))

    def _pay(self, seat: int, cost: str) -> CampeonesState:
        reserve, ready = list(self.reserve[seat]), list(self.ready[seat])
        for letter in cost:
            i = data.TOKENS.index(letter)
            reserve[i], ready[i] = reserve[i] + 1, ready[i] - 1
        return replace(self, reserve=put(self.reserve, seat, tuple(reserve)),
                       ready=put(self.ready, seat, tuple(ready)))

    def _next_in_attack(self) -> CampeonesState:
        if self.in_play() >= data.limit(self.extra) or all(self.passed):
            return replace(self, phase="choose", current=self.attacker)
        other = 1 - self.current
        return replace(self, current=self.current if self.passed[other] else other)

    def _attack_phase(self) -> CampeonesState:
        state = replace(self, phase="attack", current=self.attacker, passed=(False, False))
        return state._next_in_attack() if state.in_play() >= data.limit(self.extra) else state

    def _die(self, what: str) -> int:
        return Rng.derive(self.seed, "die", self.rolls, what).below(data.game("die")) + 1

    def _roll(self) -> CampeonesState:
        dice = (self._die("attacker"), self._die("defender"))
        state = replace(self, dice=dice, rolls=self.rolls + 1)
        attack = self.strength(self.attacker, self.action) + self.spent[self.attacker]
        defence = self.strength(self.defender, "defence") + self.spent[self.defender]
        won = contest.winner(attack, defence, *dice, self.rules.assured) == "attacker"
        if not won:
            return state._end_round("lost")
        if self.action == "pass":
            return state._end_round("keep")
        if self.keeper_in_play(self.defender):
            return replace(state, phase="save", current=self.defender)
        return state._end_round("goal")

    def _end_round(self, result: str) -> CampeonesState:
        """The discard phase, possession, the pitch refilled; the next round or period."""
        attacker = self.attacker if result == "keep" else self.defender
        goals = self.goals
        if result == "goal":
            scored = list(goals[self.attacker])
            scored[self.period] += 1
            goals = put(goals, self.attacker, tuple(scored))
        discards = tuple((*self.discards[p], *self.areas[p]) for p in range(2))
        pitch, deck = _refill(self.pitch, self.match_deck)
        state = replace(self, goals=goals, discards=discards, areas=((), ()), pitch=pitch,
                        match_deck=deck, attacker=attacker, passed=(False, False),
                        action=None, spent=(0, 0), round=self.round + 1,
                        period_round=self.period_round + 1)
        if self.extra:
            ended = state.period_round >= data.game("extra_rounds")
        else:
            ended = self.injury and result != "keep"
        return state._next_period() if ended else state._start_round()

    def _next_period(self) -> CampeonesState:
        tied = self.totals()[0] == self.totals()[1]
        if self.period == 3 or (self.period == 1 and not tied):
            return replace(self, phase="over", current=0)
        period = self.period + 1
        if period == 2:
            kickoff = Rng.derive(self.seed, "whistle", period).below(2)
        else:
            kickoff = 1 - self.kickoff
        decks = tuple(Rng.derive(self.seed, "period", period, p).shuffled(
            [*self.decks[p], *self.hands[p], *self.discards[p]]) for p in range(2))
        pitch, deck = self.pitch, self.match_deck
        if period == 1:
            pitch, deck = _reveal(Rng.derive(self.seed, "match", 1).shuffled(
                data.match_cards(1)))
        state = replace(self, period=period, period_round=0, injury=False, kickoff=kickoff,
                        attacker=kickoff, decks=decks, hands=((), ()), discards=((), ()),
                        pitch=pitch, match_deck=deck)
        return state._start_round()

    def _start_round(self) -> CampeonesState:
        """The draw phase: hands refilled, then a match card each from the defender on."""
        state = replace(self, taken=0)
        for p in range(2):
            state = state._draw(p)
        if not state.extra and (state.pitch or state.match_deck):
            return replace(state, phase="pick", current=state.defender)
        return state._attack_phase()

    def _draw(self, seat: int) -> CampeonesState:
        hand, deck, discard = list(self.hands[seat]), list(self.decks[seat]), \
            list(self.discards[seat])
        wanted = data.game("hand")
        count = wanted - len(hand) if self.rules.draw == "to-four" else wanted
        rolls = self.rolls
        for _ in range(max(0, count)):
            if not deck and discard:
                deck, discard = list(Rng.derive(self.seed, "reshuffle", rolls).shuffled(
                    discard)), []
                rolls += 1
            if not deck:
                break
            hand.append(deck.pop())
        return replace(self, hands=put(self.hands, seat, tuple(hand)),
                       decks=put(self.decks, seat, tuple(deck)),
                       discards=put(self.discards, seat, tuple(discard)), rolls=rolls)


def _period_rule(period: int) -> str:
    return "campeones.score.goals" if period < 2 else "campeones.extra"


def _action(text: Any, where: str) -> str:
    from ..core.errors import NotationError

    if text not in ("shot", "pass", "special"):
        raise NotationError("the attempt is 'shot', 'pass' or 'special'", where=where)
    return text


def _cost(letters: str) -> str:
    """Tokens by kind, in words (``2 shot, 1 pass``), in the reader's language."""
    parts = [tr(f"{letters.count(t)} {data.TOKEN_NAMES[t]}") for t in data.TOKENS
             if letters.count(t)]
    return ", ".join(parts) or tr("nothing")


def _cost_of(counts: Counts) -> str:
    return _cost("".join(t * n for t, n in zip(data.TOKENS, counts, strict=True)))


def _reveal(cards: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The pitch (the top cards of a shuffled match deck) and the rest of the deck."""
    size = data.game("pitch")
    return tuple(reversed(cards[-size:])), cards[:-size]


def _refill(pitch: tuple[str, ...], deck: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    pitch, deck = list(pitch), list(deck)
    while len(pitch) < data.game("pitch") and deck:
        pitch.append(deck.pop())
    return tuple(pitch), tuple(deck)


def new_state(options: Mapping[str, Any] | None = None, seed: int = 0) -> CampeonesState:
    """A new match: decks shuffled, the pitch revealed, the whistle names who kicks off."""
    rules = Rules.from_options(options)
    kickoff = Rng.derive(seed, "whistle", 0).below(2)
    pitch, deck = _reveal(Rng.derive(seed, "match", 0).shuffled(data.match_cards(0)))
    show, signing_deck = _reveal(Rng.derive(seed, "signings").shuffled(data.signings()))
    tokens = (data.game("tokens"),) * len(data.TOKENS)
    state = CampeonesState(
        rules=rules, seed=seed, round=0, phase="pick", current=0, period=0, period_round=0,
        injury=False, attacker=kickoff, kickoff=kickoff, taken=0, hands=((), ()),
        decks=tuple(Rng.derive(seed, "deck", p).shuffled(data.team_cards(p))
                    for p in range(2)),
        discards=((), ()), areas=((), ()), benches=(data.bench(0), data.bench(1)),
        specials=(data.specials(0), data.specials(1)),
        pitch=pitch, match_deck=deck, show=show, signing_deck=signing_deck, box=(),
        passed=(False, False), reserve=(tokens, tokens), ready=((0, 0, 0), (0, 0, 0)),
        goals=((0,) * len(PERIODS),) * 2)
    return state._start_round()
