"""Splendor, played in full: taking gems, reserving and buying development cards, the
ten-token limit, noble visits, and the last round once someone reaches the target.

>>> state = new_state({"players": 3}, seed=1)
>>> state.phase, state.to_move, state.supply
('main', 0, (5, 5, 5, 5, 5, 5))
>>> after = state.apply("take white blue green")
>>> after.to_move, after.tokens[0], after.supply
(1, (1, 1, 1, 0, 0, 0), (4, 4, 4, 5, 5, 5))
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ..core.codec import Reader
from ..core.errors import IllegalMove, SetupError
from ..core.fields import (
    Code,
    Context,
    Converter,
    Group,
    Many,
    Maybe,
    NamedCounts,
    Whole,
)
from ..core.rng import Rng
from ..core.score import Outcome, PlayerScore
from ..core.state import During, Option, VerbState, options_class
from . import data, scoring
from . import tokens as tk
from .data import GEMS, GOLD_INDEX, TOKENS, Counts
from .moves import CARDS, NOBLES, Move, check_unique_cards, parse_card, read_cards, read_nobles

OPTIONS = (
    Option("players", 2, "Number of players.", kind=int, low=data.players()[0],
           high=data.players()[1]),
    Option("short_take", True,
           "When fewer than three colours are left in the supply, a player may take one token "
           "of each of fewer colours (the printed rules allow it; the wiki page does not say).",
           kind=bool),
)
PHASES = ("main", "return", "noble", "over")
DISPLAY = "splendor.setup.display"
SUPPLY = "splendor.setup.tokens"
TOKEN_COUNTS = NamedCounts(TOKENS, SUPPLY)


def read_tokens(value: Any, where: str) -> Counts:
    """``{"red": 2, "gold": 1}``: whole numbers, missing colours count zero."""
    return TOKEN_COUNTS.load(value, where, Context())


def tokens_to_json(tokens: Counts) -> dict[str, int]:
    return TOKEN_COUNTS.dump(tokens)


ACTIONS = "splendor.turn.actions"
DIFFERENT = "splendor.take.different"
SAME = "splendor.take.same"
SHORT = "splendor.take.short"
GOLD = "splendor.take.gold"
LIMIT = "splendor.tokens.limit"
RESERVE = "splendor.reserve"
RESERVE_LIMIT = "splendor.reserve.limit"
BUY = "splendor.buy"
PAY = "splendor.buy.pay"
GOLD_CHOICE = "splendor.buy.gold"
VISIT = "splendor.nobles.visit"
STUCK = "splendor.turn.stuck"

PHASE_RULE = {"main": ACTIONS, "return": LIMIT, "noble": VISIT, "over": "splendor.end"}
PHASE_HINT = {
    "main": "is not possible now: the player to move chooses one of the four actions",
    "return": "is not possible now: the player holds more than the token limit and gives "
              "tokens back first",
    "noble": "is not possible now: the player chooses which noble visits first",
    "over": "is not possible: the game is over",
}

Reserved = tuple[str, bool]  # (card id, reserved blind from a deck)


def read_reserved(value: Any, where: str) -> Reserved:
    """``{"card": "1-07", "blind": false}``: a reserved card, and whether it was taken blind."""
    r = Reader(value, where, ("card", "blind"))
    return parse_card(r.raw("card"), r.path("card"), CARDS), r.bool("blind", False)


Rules = options_class(OPTIONS)


@dataclass(frozen=True)
class SplendorState(VerbState):
    """Everything on the table at one moment. Players are 0-based here.

    ``decks`` and ``display`` are indexed by level - 1; a deck's top card is last, and
    an empty display space is ``None``. ``tokens`` and ``supply`` count :data:`TOKENS`.
    ``turn`` counts the turns finished, so every player has had ``turn // players``
    full rounds. ``passes`` counts the passes in a row (``splendor.turn.stuck``).
    """

    GAME = "splendor"
    MOVE = Move
    PHASES = PHASES
    WHEN: ClassVar[Mapping[str, During]] = {
        "take": During(("main",), "taking tokens"),
        "reserve": During(("main",), "reserving"),
        "buy": During(("main",), "buying"),
        "return": During(("return",), "giving a token back", LIMIT),
        "noble": During(("noble",), "choosing a noble", VISIT),
        "pass": During(("main",), "passing"),
    }
    PHASE_HINT = PHASE_HINT
    PHASE_RULE = PHASE_RULE
    JSON_FIELDS: ClassVar[Mapping[str, Converter]] = {
        "turn": Whole(0),
        "passes": Whole(0, lambda context: context.players),
        "supply": TOKEN_COUNTS,
        "decks": Many(Code(read_cards, list), len(data.LEVELS), DISPLAY, "decks, one per level"),
        "display": Many(Many(Maybe(Code(lambda v, w: parse_card(v, w, CARDS))),
                             data.rule("display"), DISPLAY, "spaces in a row"),
                        len(data.LEVELS), DISPLAY, "rows, one per level"),
        "nobles": Code(read_nobles, list),
        # one player's entry (written in "players", see JSON_GROUPS)
        "tokens": TOKEN_COUNTS,
        "bought": Code(read_cards, list),
        "reserved": Many(Code(read_reserved, lambda r: {"card": r[0], "blind": r[1]})),
        "visitors": Code(read_nobles, list),
    }
    JSON_GROUPS: ClassVar[Mapping[str, Group]] = {"players": Group(
        {"tokens": "tokens", "bought": "bought", "reserved": "reserved", "nobles": "visitors"},
        defaults={"tokens": {}, "bought": [], "reserved": [], "nobles": []},
        written={"points": lambda state, p: state.totals()[p]},
        rule="splendor.turn.order", written_rule="splendor.scoring.cards")}

    rules: Rules
    seed: int
    turn: int
    phase: str
    current: int
    supply: Counts
    decks: tuple[tuple[str, ...], ...]
    display: tuple[tuple[str | None, ...], ...]
    nobles: tuple[int, ...]
    tokens: tuple[Counts, ...]
    bought: tuple[tuple[str, ...], ...]
    reserved: tuple[tuple[Reserved, ...], ...]
    visitors: tuple[tuple[int, ...], ...]
    passes: int = 0

    def check_consistency(self) -> None:
        consistent(self)

    # -- the protocol (to_move, players and parse_move come from VerbState) ----
    def outcome(self) -> Outcome | None:
        if self.phase != "over":
            return None
        totals = self.totals()
        cards = tuple(len(b) for b in self.bought)
        tie = scoring.tie_broken(totals, cards)
        reason = ("points level: fewest cards bought wins" if tie
                  else f"a player reached {data.rule('target')} points; the round was finished"
                  if max(totals) >= data.rule("target") else "no player could act any more")
        return Outcome(totals, scoring.winners(totals, cards), reason,
                       scoring.TIE if tie else scoring.END)

    def score(self) -> tuple[PlayerScore, ...]:
        return tuple(PlayerScore(p, f"Player {p + 1}",
                                 scoring.breakdown(self.bought[p], self.visitors[p]))
                     for p in range(self.players))


    # -- questions --------------------------------------------------------
    def totals(self) -> tuple[int, ...]:
        return tuple(scoring.points(self.bought[p], self.visitors[p])
                     for p in range(self.players))

    def bonuses(self, player: int) -> Counts:
        return tk.bonuses(self.bought[player])

    def face_up(self) -> tuple[str, ...]:
        return tuple(c for row in self.display for c in row if c is not None)

    def reserved_ids(self, player: int) -> tuple[str, ...]:
        return tuple(ident for ident, _ in self.reserved[player])

    def can_afford(self, player: int, ident: str) -> bool:
        return tk.affordable(data.card(ident).cost, self.bonuses(player), self.tokens[player])

    def price(self, ident: str, player: int) -> dict[str, Any]:
        """What card ``ident`` costs ``player``: the printed cost, what is left after their
        bonuses, what their coloured tokens do not cover (per colour), the gold that would
        stand in, and whether they can pay (``splendor.buy.pay``)."""
        cost, bonus, held = data.card(ident).cost, self.bonuses(player), self.tokens[player]
        after = tuple(max(0, c - b) for c, b in zip(cost, bonus, strict=True))
        lacks = tuple(max(0, a - t) for a, t in zip(after, held, strict=False))
        return {"card": ident, "player": player, "cost": _named(cost),
                "after_bonuses": _named(after), "lacks": _named(lacks),
                "gold_needed": sum(lacks), "gold_held": held[GOLD_INDEX],
                "payable": sum(lacks) <= held[GOLD_INDEX]}

    def eligible_nobles(self, player: int) -> tuple[int, ...]:
        have = self.bonuses(player)
        return tuple(n for n in self.nobles if tk.covers(have, data.noble(n).needs))

    # -- checks (after WHEN's phase): each raises IllegalMove citing its rule --
    def _check_take(self, move: Move, where: str) -> None:
        colours = move.args
        if "gold" in colours:
            raise IllegalMove("gold is never taken from the supply: a player gets one only by "
                              "reserving a card", rule=GOLD, where=where)
        if len(colours) == 2 and colours[0] == colours[1]:
            left = self.supply[TOKENS.index(colours[0])]
            if left < data.rule("same_colour_min"):
                raise IllegalMove(
                    f"only {left} {colours[0]} token(s) in the supply: two of one colour need "
                    f"at least {data.rule('same_colour_min')} there before taking", rule=SAME,
                    where=where)
            return
        self._check_different(colours, where)

    def _check_different(self, colours: tuple[str, ...], where: str) -> None:
        if len(set(colours)) != len(colours):
            raise IllegalMove("tokens taken one by one must all be of different colours",
                              rule=DIFFERENT, where=where)
        for colour in colours:
            if not self.supply[TOKENS.index(colour)]:
                raise IllegalMove(f"no {colour} token is left in the supply", rule=DIFFERENT,
                                  where=where)
        if len(colours) < 3:
            left = sum(1 for n in self.supply[:GOLD_INDEX] if n)
            if not self.rules.short_take:
                raise IllegalMove("take three tokens of different colours (fewer is not "
                                  "allowed in this game)", rule=DIFFERENT, where=where)
            if left >= 3:
                raise IllegalMove(f"{left} colours are in the supply: take three different "
                                  "ones", rule=SHORT, where=where)

    def _check_reserve(self, move: Move, where: str) -> None:
        if len(self.reserved[self.current]) >= data.rule("reserve_limit"):
            raise IllegalMove(f"you already hold {data.rule('reserve_limit')} reserved cards; "
                              "buy one before reserving again", rule=RESERVE_LIMIT, where=where)
        level = move.deck
        if level is not None and not self.decks[level - 1]:
            raise IllegalMove(f"the level {level} deck is empty", rule=RESERVE, where=where)
        if level is None and move.args[0] not in self.face_up():
            raise IllegalMove(f"card {move.args[0]} is not face up on the table", rule=RESERVE,
                              where=where)

    def _check_buy(self, move: Move, where: str) -> None:
        ident, me = move.args[0], self.current
        if ident not in self.face_up() and ident not in self.reserved_ids(me):
            held = [p for p in range(self.players) if ident in self.reserved_ids(p)]
            why = (f"card {ident} is reserved by player {held[0] + 1}, and only they may buy it"
                   if held else f"card {ident} is neither face up nor reserved by you")
            raise IllegalMove(why, rule=BUY, where=where)
        spec = data.card(ident)
        short = tk.shortfall(spec.cost, self.bonuses(me), self.tokens[me])
        if short > self.tokens[me][GOLD_INDEX]:
            raise IllegalMove(
                f"card {ident} costs {tk.describe(spec.cost, GEMS)}; after your bonuses and "
                f"tokens you are {short - self.tokens[me][GOLD_INDEX]} token(s) short",
                rule=PAY, where=where, details=self.price(ident, me))
        if any(move.instead) and tk.pay(spec.cost, self.bonuses(me), self.tokens[me],
                                        move.instead) is None:
            least = tk.pay(spec.cost, self.bonuses(me), self.tokens[me])
            raise IllegalMove(
                f"gold can stand in only for coloured tokens you would otherwise pay, and you "
                f"hold {self.tokens[me][GOLD_INDEX]} gold: for card {ident} you would pay "
                f"{tk.describe(least)}", rule=GOLD_CHOICE, where=where)

    def _check_return(self, move: Move, where: str) -> None:
        if not self.tokens[self.current][TOKENS.index(move.args[0])]:
            raise IllegalMove(f"you hold no {move.args[0]} token", rule=LIMIT, where=where)

    def _check_noble(self, move: Move, where: str) -> None:
        number = int(move.args[0])
        if number not in self.eligible_nobles(self.current):
            raise IllegalMove(f"noble {number} is not among those whose needs your bonuses "
                              "meet", rule=VISIT, where=where)

    def _check_pass(self, move: Move, where: str) -> None:
        if any(self._allowed(m) for m in self._actions()):
            raise IllegalMove("a player may pass only when none of the four actions is "
                              "possible", rule=STUCK, where=where)

    def _actions(self) -> list[Move]:
        """Every action worth checking in the main phase."""
        moves = [Move("take", combo) for combo in _TAKES]
        moves += [Move("reserve", (ident,)) for ident in self.face_up()]
        moves += [Move("reserve", ("deck", str(level))) for level in data.LEVELS]
        moves += [move for ident in (*self.face_up(), *self.reserved_ids(self.current))
                  for move in self._purchases(ident)]
        return moves

    def _purchases(self, ident: str) -> list[Move]:
        """``buy`` with the least gold, then every choice of gold in place of held tokens."""
        me = self.current
        choices = tk.gold_choices(data.card(ident).cost, self.bonuses(me), self.tokens[me])
        moves = [Move("buy", (ident,))]
        for instead in choices[1:]:
            named = [c for c, k in zip(GEMS, instead, strict=True) for _ in range(k)]
            moves.append(Move("buy", (ident, "gold", *named)))
        return moves

    def _candidates(self) -> list[Move]:
        if self.phase == "main":
            return [*self._actions(), Move("pass")]
        if self.phase == "return":
            return [Move("return", (colour,)) for colour in TOKENS]
        if self.phase == "noble":
            return [Move("noble", (str(n),)) for n in self.nobles]
        return []

    # -- performing a checked move (``_do_<verb>``) -------------------------
    def _do_take(self, move: Move) -> SplendorState:
        taken = tk.of(move.args)
        me = self.current
        return replace(self, supply=tk.sub(self.supply, taken),
                       tokens=_set(self.tokens, me, tk.add(self.tokens[me], taken)))._acted()

    def _do_reserve(self, move: Move) -> SplendorState:
        me, state = self.current, self
        if move.deck is not None:
            deck = self.decks[move.deck - 1]
            ident, blind = deck[-1], True
            state = replace(self, decks=_set(self.decks, move.deck - 1, deck[:-1]))
        else:
            ident, blind = move.args[0], False
            state = self._take_from_display(ident)
        gold = tk.of(("gold",)) if self.supply[GOLD_INDEX] else tk.EMPTY
        held = (*self.reserved[me], (ident, blind))
        return replace(state, reserved=_set(self.reserved, me, held),
                       supply=tk.sub(self.supply, gold),
                       tokens=_set(self.tokens, me, tk.add(self.tokens[me], gold)))._acted()

    def _do_buy(self, move: Move) -> SplendorState:
        me, ident = self.current, move.args[0]
        spent = tk.pay(data.card(ident).cost, self.bonuses(me), self.tokens[me], move.instead)
        assert spent is not None  # checked by _check_buy
        if ident in self.reserved_ids(me):
            state = replace(self, reserved=_set(self.reserved, me, tuple(
                r for r in self.reserved[me] if r[0] != ident)))
        else:
            state = self._take_from_display(ident)
        return replace(state, supply=tk.add(self.supply, spent),
                       tokens=_set(self.tokens, me, tk.sub(self.tokens[me], spent)),
                       bought=_set(self.bought, me, (*self.bought[me], ident)))._acted()

    def _do_return(self, move: Move) -> SplendorState:
        me, back = self.current, tk.of(move.args)
        state = replace(self, supply=tk.add(self.supply, back),
                        tokens=_set(self.tokens, me, tk.sub(self.tokens[me], back)))
        return state if sum(state.tokens[me]) > data.rule("token_limit") else state._visits()

    def _do_noble(self, move: Move) -> SplendorState:
        return self._visit(int(move.args[0]))._end_turn()

    def _do_pass(self, move: Move) -> SplendorState:
        return replace(self, passes=self.passes + 1)._visits()

    # -- the end of a turn ----------------------------------------------------
    def _take_from_display(self, ident: str) -> SplendorState:
        """Take a face-up card; the top card of its level's deck fills the space."""
        level = data.card(ident).level - 1
        row, deck = list(self.display[level]), self.decks[level]
        row[row.index(ident)] = deck[-1] if deck else None
        return replace(self, display=_set(self.display, level, tuple(row)),
                       decks=_set(self.decks, level, deck[:-1]))

    def _acted(self) -> SplendorState:
        """After an action: give tokens back over the limit, then the nobles."""
        state = replace(self, passes=0)
        if sum(state.tokens[self.current]) > data.rule("token_limit"):
            return replace(state, phase="return")
        return state._visits()

    def _visits(self) -> SplendorState:
        """One noble whose needs are met visits; the player picks when several could."""
        eligible = self.eligible_nobles(self.current)
        if len(eligible) > 1:
            return replace(self, phase="noble")
        return (self._visit(eligible[0]) if eligible else self)._end_turn()

    def _visit(self, number: int) -> SplendorState:
        me = self.current
        return replace(self, nobles=tuple(n for n in self.nobles if n != number),
                       visitors=_set(self.visitors, me, (*self.visitors[me], number)))

    def _end_turn(self) -> SplendorState:
        last = self.current == self.players - 1
        stuck = self.passes >= self.players
        if stuck or (last and max(self.totals()) >= data.rule("target")):
            return replace(self, phase="over", turn=self.turn + 1)
        return replace(self, phase="main", turn=self.turn + 1,
                       current=(self.current + 1) % self.players)


def _takes() -> tuple[tuple[str, ...], ...]:
    """Every way to take gems: three, two or one different colours, or two of one."""
    n = len(GEMS)
    threes = [(GEMS[a], GEMS[b], GEMS[c]) for a in range(n) for b in range(a + 1, n)
              for c in range(b + 1, n)]
    twos = [(GEMS[a], GEMS[b]) for a in range(n) for b in range(a + 1, n)]
    return (*threes, *((g, g) for g in GEMS), *twos, *((g,) for g in GEMS))


_TAKES = _takes()


def _named(counts: Counts) -> dict[str, int]:
    """Gem counts by colour name, leaving out zeros."""
    return {gem: n for gem, n in zip(GEMS, counts, strict=True) if n}


def _set(items: tuple[Any, ...], index: int, value: Any) -> tuple:
    return (*items[:index], value, *items[index + 1:])


def new_state(options: Mapping[str, Any] | None = None, seed: int = 0) -> SplendorState:
    """A new game: shuffled decks, four cards of each level face up, nobles on show,
    tokens for the number of players. Player 1 starts."""
    rules = Rules.from_options(options)
    n, show = rules.players, data.rule("display")
    decks = tuple(Rng.derive(seed, "deck", level).shuffled(data.level_cards(level))
                  for level in data.LEVELS)
    nobles = Rng.derive(seed, "nobles").shuffled([spec.id for spec in data.nobles()])
    return SplendorState(
        rules=rules,
        seed=seed,
        turn=0,
        phase="main",
        current=0,
        supply=data.full_supply(n),
        decks=tuple(deck[:-show] for deck in decks),
        display=tuple(tuple(reversed(deck[-show:])) for deck in decks),
        nobles=tuple(sorted(nobles[:data.nobles_on_show(n)])),
        tokens=(tk.EMPTY,) * n,
        bought=((),) * n,
        reserved=((),) * n,
        visitors=((),) * n,
    )


# -- consistency of a position read from JSON ----------------------------------------
def _fail(message: str, expected: str, got: object, rule: str | None, where: str) -> None:
    raise SetupError(message, expected=expected, got=got, rule=rule, where=where)


def card_places(state: SplendorState) -> Iterator[tuple[str, str]]:
    """Every card in the position, with the JSON path of the place it is in."""
    for i, deck in enumerate(state.decks):
        yield from ((c, f"state.decks[{i}][{j}]") for j, c in enumerate(deck))
    for i, row in enumerate(state.display):
        yield from ((c, f"state.display[{i}][{j}]") for j, c in enumerate(row) if c)
    for p in range(state.players):
        yield from ((c, f"state.players[{p}].bought[{j}]")
                    for j, c in enumerate(state.bought[p]))
        yield from ((c, f"state.players[{p}].reserved[{j}]")
                    for j, (c, _) in enumerate(state.reserved[p]))


def consistent(state: SplendorState) -> None:
    present = check_unique_cards(card_places(state))
    missing = sorted(set(c.id for c in data.cards()) - present)
    if missing:
        _fail(f"card {missing[0]} is nowhere: every card is in a deck, on the table, or with a "
              "player", "all 90 cards", f"{len(present)} cards", CARDS, "state")
    _consistent_levels(state)
    _consistent_tokens(state)
    _consistent_nobles(state)
    _consistent_phase(state)


def _consistent_levels(state: SplendorState) -> None:
    for i, level in enumerate(data.LEVELS):
        for where, ident in ([(f"state.decks[{i}]", c) for c in state.decks[i]]
                             + [(f"state.display[{i}]", c) for c in state.display[i] if c]):
            if data.card(ident).level != level:
                _fail(f"card {ident} is a level {data.card(ident).level} card",
                      f"level {level} cards only", ident, DISPLAY, where)
        if None in state.display[i] and state.decks[i]:
            _fail("an empty space is filled from the deck at once", "no empty space while "
                  "the deck has cards", list(state.display[i]), DISPLAY,
                  f"state.display[{i}]")


def _consistent_tokens(state: SplendorState) -> None:
    full = data.full_supply(state.players)
    for i, colour in enumerate(TOKENS):
        held = state.supply[i] + sum(t[i] for t in state.tokens)
        if held != full[i]:
            _fail(f"{held} {colour} tokens in play, but a {state.players}-player game has "
                  f"{full[i]}", f"{full[i]} in the supply and the players' hands together",
                  held, SUPPLY, f"state.supply.{colour}")
    for p in range(state.players):
        limit = data.rule("token_limit")
        over = sum(state.tokens[p]) > limit
        if over and not (state.phase == "return" and p == state.current):
            _fail(f"player {p + 1} holds {sum(state.tokens[p])} tokens", f"at most {limit}",
                  sum(state.tokens[p]), LIMIT, f"state.players[{p}].tokens")
        if len(state.reserved[p]) > data.rule("reserve_limit"):
            _fail(f"player {p + 1} holds {len(state.reserved[p])} reserved cards",
                  f"at most {data.rule('reserve_limit')}", len(state.reserved[p]),
                  RESERVE_LIMIT, f"state.players[{p}].reserved")


def _consistent_nobles(state: SplendorState) -> None:
    shown = data.nobles_on_show(state.players)
    places = [(n, "state.nobles") for n in state.nobles]
    places += [(n, f"state.players[{p}].nobles") for p in range(state.players)
               for n in state.visitors[p]]
    seen = set()
    for number, where in places:
        if number in seen:
            _fail(f"noble {number} is in two places", "each noble once", number, NOBLES, where)
        seen.add(number)
    if len(places) != shown:
        _fail(f"{len(places)} nobles in the game", f"{shown} for {state.players} players",
              len(places), NOBLES, "state.nobles")
    for p in range(state.players):
        have = state.bonuses(p)
        for number in state.visitors[p]:
            if not tk.covers(have, data.noble(number).needs):
                _fail(f"noble {number} visited player {p + 1} without the bonuses it needs",
                      tk.describe(data.noble(number).needs, data.GEMS), tk.describe(have,
                      data.GEMS), VISIT, f"state.players[{p}].nobles")


def _consistent_phase(state: SplendorState) -> None:
    me = state.current
    if state.phase == "return" and sum(state.tokens[me]) <= data.rule("token_limit"):
        _fail("tokens are given back only by a player over the limit",
              f"more than {data.rule('token_limit')} tokens", sum(state.tokens[me]), LIMIT,
              f"state.players[{me}].tokens")
    if state.phase == "noble" and len(state.eligible_nobles(me)) < 2:
        _fail("a player chooses a noble only when several could visit",
              "two or more nobles whose needs are met", list(state.eligible_nobles(me)), VISIT,
              "state.phase")
