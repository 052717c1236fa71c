"""7 Wonders Duel, played in full: the Wonder draft, three Ages of card structures,
building, discarding and Wonders, trading, chains, the military track, science pairs and
progress tokens, the three victories.

>>> state = new_state({}, seed=1)
>>> state.phase, state.to_move, len(state.draft), state.coins
('draft', 0, 4, (7, 7))
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ..core.errors import IllegalMove
from ..core.fields import Code, Converter, Many, Maybe, Whole, choice, per_player
from ..core.rng import Rng
from ..core.score import Outcome, PlayerScore
from ..core.state import Option, VerbState, options_class, put
from . import agora, check, data, economy, scoring
from .moves import Move, parse_move, read_id
from .plots import Plots, read_step

OPTIONS = (
    Option("players", 2, "Number of players (always two).", kind=int, low=2, high=2),
    Option("counts_itself", True,
           "A yellow card that pays coins per yellow card (the Lighthouse) counts itself "
           "(unconfirmed: the sources do not say).", kind=bool),
    Option("agora", False,
           "Play with the Agora expansion: senators, the Senate and its chambers, decrees, "
           "political supremacy and influence points, conspiracies, and its Wonders, progress "
           "and military tokens.",
           kind=bool),
)
PHASES = ("draft", "play", "progress", "library", "destroy", "revive", "start", "senate",
          "plot", "over")
VICTORIES = ("", "military", "science", "civilian", "political")

DRAFT = "duel.setup.draft"
ACTIONS = "duel.turn.actions"
ACCESS = "duel.turn.access"
BUILD = "duel.build"
PAY = "duel.build.pay"
DISCARD = "duel.discard"
WONDER = "duel.wonder"
LIMIT = "duel.wonder.limit"
PAIR = "duel.science.pair"
LIBRARY = "duel.wonder.library"
DESTROY = "duel.wonder.destroy"
REVIVE = "duel.wonder.revive"
START = "duel.age.start"

PHASE_RULE = {"draft": DRAFT, "play": ACTIONS, "progress": PAIR, "library": LIBRARY,
              "destroy": DESTROY, "revive": REVIVE, "start": START, "senate": agora.SENATE,
              "plot": agora.PLOTS, "over": "duel.end"}
PHASE_HINT = {
    "draft": "the players are still choosing their Wonders",
    "play": "the player to move takes a card of the structure",
    "progress": "the player chooses a progress token for the pair of symbols just made",
    "library": "the player chooses one of the progress tokens drawn by the Great Library",
    "destroy": "the player chooses the opponent's card to destroy",
    "revive": "the player chooses a discarded card to construct for free",
    "start": "the player who chooses names who starts the next Age",
    "senate": "the player uses the senate actions of the senator just recruited",
    "plot": "a player makes the choices of a conspiracy, a Wonder or a military token",
    "over": "the game is over",
}
VERB_PHASE = {"pick": "draft", "build": "play", "discard": "play", "wonder": "play",
              "destroy": "destroy", "revive": "revive", "start": "start", "place": "senate",
              "move": "senate", "pass": "senate", "conspire": "senate", "prepare": "play",
              "trigger": "play"}
# who picks each Wonder of the draft: the first four, then the second four
DRAFT_ORDER = (0, 1, 1, 0, 1, 0, 0, 1)


def _ids(kind: str) -> Code:
    def read(value: Any, where: str) -> str:
        if not isinstance(value, str):
            from ..core.errors import NotationError
            raise NotationError(f"expected an id, got {value!r}", where=where)
        return read_id(value, kind, where)
    return Code(read)


CARD, WONDER_ID, TOKEN = _ids("c"), _ids("w"), _ids("p")


def _one_of(table: Any, what: str, plural: str) -> Code:
    """A value that must be a key of ``table()``; an unknown one is refused naming them."""
    def read(value: Any, where: str) -> str:
        if value not in table():
            from ..core.errors import NotationError
            raise NotationError(f"unknown {what} {value!r}; {plural} are: "
                                + ", ".join(table()), where=where)
        return value
    return Code(read)


DECREE = _one_of(agora.decrees, "decree", "decrees")
PLOT = _one_of(agora.conspiracies, "conspiracy", "conspiracies")
CHAMBER_DECREE = Code(lambda value, where: value if value == "" else DECREE.parse(value, where))


Rules = options_class(OPTIONS)


@dataclass(frozen=True)
class DuelState(Plots, VerbState):
    """Everything on the table. Players are 0-based; ``conflict`` counts the pawn's spaces
    from the middle towards player 2's capital (negative: towards player 1's).

    ``structure`` holds the current Age's cards by place (``None`` once taken); ``removed``
    the cards of that Age left in the box. ``loot`` says which coin-loss tokens are still on
    the track: player 1's side (2, 5), then player 2's side.
    """

    GAME = "duel"
    MOVE = Move
    PHASES = PHASES
    JSON_FIELDS: ClassVar[Mapping[str, Converter]] = {
        "age": Whole(1, 3),
        "draft": Many(WONDER_ID),
        "structure": Many(Maybe(CARD), None, "duel.setup.structures", "places"),
        "removed": Many(CARD),
        "discards": Many(CARD),
        "board": Many(TOKEN),
        "offer": Many(TOKEN),
        "retired": Many(WONDER_ID),
        "cities": per_player(Many(CARD)),
        "wonders": per_player(Many(WONDER_ID)),
        "built": per_player(Many(WONDER_ID)),
        "tucked": per_player(Many(CARD)),
        "tokens": per_player(Many(TOKEN)),
        "coins": per_player(Whole(0)),
        "conflict": Whole(-data.CAPITAL, data.CAPITAL),
        "victory": choice(*VICTORIES),
        "influence": per_player(Many(Whole(0, agora.rule("cubes_each")), agora.CHAMBERS,
                                     agora.SENATE, "chambers")),
        "actions": Whole(0, max(r["actions"] for r in agora.rule("politician_actions"))),
        "decrees": Many(CHAMBER_DECREE, lambda context: agora.rule("decrees_on_board")
                        if context.rules.agora else 0, agora.DECREES, "decrees"),
        "lower": Many(CHAMBER_DECREE),
        "plots": per_player(Many(PLOT)),
        "ready": per_player(Whole(0)),
        "triggered": per_player(Many(PLOT)),
        "under": per_player(Many(CARD)),
        "plot_deck": Many(PLOT),
        "drawn": Many(PLOT),
        "buried": Many(TOKEN),
        "earlier": Many(CARD),
        "steps": Many(Code(read_step)),
        "veiled": Many(Whole(0, agora.CHAMBERS - 1)),
        "resume": choice("", "draft", "turn", "finish"),
        "back": Whole(0, 1),
    }

    rules: Rules
    seed: int
    turn: int
    phase: str
    current: int
    age: int
    draft: tuple[str, ...]
    structure: tuple[str | None, ...]
    removed: tuple[str, ...]
    discards: tuple[str, ...]
    board: tuple[str, ...]
    offer: tuple[str, ...]
    retired: tuple[str, ...]
    cities: tuple[tuple[str, ...], ...]
    wonders: tuple[tuple[str, ...], ...]
    built: tuple[tuple[str, ...], ...]
    tucked: tuple[tuple[str, ...], ...]
    tokens: tuple[tuple[str, ...], ...]
    coins: tuple[int, ...]
    conflict: int
    loot: tuple[bool, bool, bool, bool]
    again: bool = False
    victory: str = ""
    # Agora: each player's cubes in the six chambers; the senator whose senate actions are
    # being used, and how many are left
    influence: tuple[tuple[int, ...], ...] = agora.EMPTY
    senator: str = ""
    actions: int = 0
    decrees: tuple[str, ...] = ()  # Agora: the decree of each chamber, left to right
    lower: tuple[str, ...] = ()  # Agora: a decree moved under another's ("" for none)
    # Agora's conspiracies: each player's face down (the first ``ready`` of them prepared),
    # those triggered, the cards slid under them; the deck, the two drawn, buried tokens
    plots: tuple[tuple[str, ...], ...] = ((), ())
    ready: tuple[int, ...] = (0, 0)
    triggered: tuple[tuple[str, ...], ...] = ((), ())
    under: tuple[tuple[str, ...], ...] = ((), ())
    plot_deck: tuple[str, ...] = ()
    drawn: tuple[str, ...] = ()
    buried: tuple[str, ...] = ()
    earlier: tuple[str, ...] = ()  # the cards of earlier Ages left in the box
    # choices queued in the middle of a turn (see plots.py), where to go back, and for whom
    steps: tuple[str, ...] = ()
    resume: str = ""
    back: int = 0
    plotted: bool = False  # a conspiracy was triggered this turn
    veiled: tuple[int, ...] = ()  # Agora: chambers (from 0) whose decree is still face down

    def check_consistency(self) -> None:
        check.consistent(self)

    # -- the protocol ------------------------------------------------------
    def outcome(self) -> Outcome | None:
        if self.phase != "over":
            return None
        totals = self.totals()
        if self.victory in ("military", "science", "political"):
            who = self.supreme()
            rule = {"military": "duel.military.supremacy", "science": "duel.science.supremacy",
                    "political": agora.SUPREMACY}[self.victory]
            return Outcome(totals, (who,), f"player {who + 1} wins by {self.victory} "
                           "supremacy", rule)
        civilian = tuple(self.rows(p)["civilian"] for p in range(2))
        won = scoring.winners(totals, civilian)
        tie = sum(1 for t in totals if t == max(totals)) > 1
        reason = ("level on points: the civilian (blue) points decide" if tie and len(won) == 1
                  else "level on points and on civilian points: both win" if tie
                  else "civilian victory: most points at the end of Age III")
        return Outcome(totals, won, reason, scoring.TIE if tie else "duel.end")

    def score(self) -> tuple[PlayerScore, ...]:
        return tuple(PlayerScore(p, f"Player {p + 1}", scoring.breakdown(self.rows(p)))
                     for p in range(2))

    # -- questions ---------------------------------------------------------
    def rows(self, player: int) -> dict[str, int]:
        return scoring.rows(player, self.cities, self.built, self.tokens, self.coins,
                            self.conflict, self.influence if self.rules.agora else None)

    def totals(self) -> tuple[int, ...]:
        return tuple(sum(self.rows(p).values()) for p in range(2))

    def supreme(self) -> int:
        """The player who won by supremacy (military first)."""
        if abs(self.conflict) >= data.CAPITAL:
            return 0 if self.conflict > 0 else 1
        political = agora.supreme(self.influence) if self.rules.agora else None
        if political is not None:
            return political
        return next(p for p in range(2) if len(self.symbols(p)) >= data.rule("science_supremacy"))

    def accessible(self, place: int) -> bool:
        """A card no other card covers any more (it can be taken)."""
        slots = self.layout().slots
        return self.structure[place] is not None and all(
            self.structure[j] is None for j in slots[place].covered_by)

    def visible(self, place: int) -> bool:
        """Face up: dealt face up, or turned over when uncovered."""
        return self.structure[place] is not None and (
            not self.layout().slots[place].face_down or self.accessible(place))

    def layout(self) -> data.Structure:
        """The current Age's structure (Agora's wider one with the option)."""
        return data.structure(self.age, self.rules.agora)

    def available(self) -> tuple[str, ...]:
        return tuple(c for i, c in enumerate(self.structure) if c and self.accessible(i))

    def symbols(self, player: int) -> set[str]:
        found = {data.card(c).science for c in self.cities[player] if data.card(c).science}
        return found | {data.token(t).science for t in self.tokens[player]
                        if data.token(t).science}

    def holds(self, player: int, decree: str) -> bool:
        """Agora: ``player`` controls the chamber of ``decree``."""
        return self.rules.agora and agora.decree_holder(self.influence, self.decrees,
                                                        decree, self.lower) == player

    def chained(self, player: int, ident: str) -> bool:
        needs = data.card(ident).needs
        cities = self.cities if self.holds(player, "shared-chains") else (self.cities[player],)
        return bool(needs) and any(data.card(c).gives == needs for city in cities
                                   for c in city)

    def card_price(self, player: int, ident: str) -> int:
        """Coins ``player`` pays to construct ``ident`` (0 through a chain; a senator costs
        one coin for each senator already in the city)."""
        spec = data.card(ident)
        if spec.senator:
            if "corruption" in self.tokens[player]:
                return 0
            return sum(1 for c in self.cities[player] if data.card(c).senator)
        if self.chained(player, ident):
            return 0
        waived = data.rule("reduction") if spec.colour == "blue" and \
            "masonry" in self.tokens[player] else 0
        price = spec.cost[0] + self._trade(player, spec.cost[1:], waived)
        if self.holds(player, f"colour-rebate-{spec.colour}"):  # one symbol ignored
            price = min(price if not spec.cost[0] else price - 1,
                        spec.cost[0] + self._trade(player, spec.cost[1:], waived + 1))
        return price

    def wonder_price(self, player: int, ident: str) -> int:
        waived = data.rule("reduction") if "architecture" in self.tokens[player] else 0
        if self.holds(player, "wonder-rebate"):
            waived += agora.decree_size("wonder-rebate", "reduction")
        return self._trade(player, data.wonder(ident).cost[1:], waived)

    def _trade(self, player: int, needs: tuple[int, ...], waived: int) -> int:
        discount = tuple(agora.decree_size(f"cheaper-trade-{colour}", "discount")
                         if self.holds(player, f"cheaper-trade-{colour}") else 0
                         for r in data.RESOURCES
                         for colour in ("brown", "grey") if r in economy.made_by(colour))
        return economy.trade_cost(needs, self.cities[player], self.built[player],
                                  self.cities[1 - player], waived, discount)

    def discard_value(self, player: int) -> int:
        yellow = sum(1 for c in self.cities[player] if data.card(c).colour == "yellow")
        extra = agora.decree_size("richer-discard", "coins") \
            if self.holds(player, "richer-discard") else 0
        return data.rule("discard_base") + data.rule("discard_per_yellow") * yellow + extra

    # -- checks ------------------------------------------------------------
    def _in_phase(self, verb: str, where: str) -> None:
        wanted = VERB_PHASE.get(verb)
        ok = self.phase in ("progress", "library") if verb == "progress" else \
            self.phase == wanted
        if not ok:
            raise IllegalMove(f"'{verb}' is not possible now: {PHASE_HINT[self.phase]}",
                              rule=PHASE_RULE[self.phase], where=where)

    def _check_pick(self, move: Move, where: str) -> None:
        self._in_phase("pick", where)
        if move.args[0] not in self.draft:
            raise IllegalMove(f"{data.name(move.args[0])} is not among the Wonders on show",
                              rule=DRAFT, where=where)

    def _take(self, ident: str, where: str) -> None:
        if ident not in self.structure:
            raise IllegalMove(f"{data.name(ident)} is not in the structure of this Age",
                              rule=ACCESS, where=where)
        place = self.structure.index(ident)
        if not self.accessible(place):
            raise IllegalMove(f"{data.name(ident)} is still covered by another card; only "
                              "uncovered cards can be taken", rule=ACCESS, where=where)

    def _check_build(self, move: Move, where: str) -> None:
        self._in_phase("build", where)
        self._take(move.card, where)
        self._afford(self.card_price(self.current, move.card), move.card, where)

    def _afford(self, price: int, ident: str, where: str) -> None:
        if price > self.coins[self.current]:
            rule = agora.SENATORS if ident in data.cards() and data.card(ident).senator \
                else PAY
            raise IllegalMove(f"{data.name(ident)} costs you {price} coins and you have "
                              f"{self.coins[self.current]}", rule=rule, where=where,
                              details={"price": price, "coins": self.coins[self.current]})

    def _check_discard(self, move: Move, where: str) -> None:
        self._in_phase("discard", where)
        self._take(move.card, where)

    def _check_wonder(self, move: Move, where: str) -> None:
        self._in_phase("wonder", where)
        ident = move.args[0]
        if ident not in self.wonders[self.current]:
            why = ("it left the game when the seventh Wonder was built" if ident in self.retired
                   else "it is built already" if ident in self.built[self.current]
                   else "it is not one of your Wonders")
            raise IllegalMove(f"{data.name(ident)} cannot be built: {why}",
                              rule=LIMIT if ident in self.retired else WONDER, where=where)
        self._take(move.card, where)
        self._afford(self.wonder_price(self.current, ident), ident, where)

    def _check_progress(self, move: Move, where: str) -> None:
        if self.phase == "plot":
            return self._check_plot_progress(move, where)
        self._in_phase("progress", where)
        pool = self.board if self.phase == "progress" else self.offer
        if move.args[0] not in pool:
            raise IllegalMove(f"{data.name(move.args[0])} is not among the tokens offered",
                              rule=PHASE_RULE[self.phase], where=where)

    def _check_destroy(self, move: Move, where: str) -> None:
        if self.phase == "plot":
            return self._check_plot_destroy(move, where)
        self._in_phase("destroy", where)
        colour = self._destroying()
        if move.card not in self.cities[1 - self.current] or data.card(move.card).colour != colour:
            raise IllegalMove(f"choose a {colour} card of the opponent's city",
                              rule=DESTROY, where=where)

    def _check_revive(self, move: Move, where: str) -> None:
        self._in_phase("revive", where)
        if move.card not in self.discards:
            raise IllegalMove(f"{data.name(move.card)} is not on the discard pile",
                              rule=REVIVE, where=where)

    def _check_start(self, move: Move, where: str) -> None:
        self._in_phase("start", where)

    def _check_place(self, move: Move, where: str) -> None:
        if self.phase == "plot":
            return self._check_plot_place(move, where)
        self._in_phase("place", where)
        chamber = int(move.args[0]) - 1
        if agora.cubes_left(self.influence, self.current) <= 0:
            raise IllegalMove("you have no influence cube left to place", rule=agora.SENATE,
                              where=where)
        spec = data.card(self.senator)
        if spec.section and chamber not in agora.section_chambers(spec.section):
            raise IllegalMove(f"a Politician of the {spec.section} section places cubes only "
                              "in that section's chambers", rule=agora.POLITICIAN, where=where)

    def _check_move(self, move: Move, where: str) -> None:
        if self.phase == "plot":
            return self._check_plot_move(move, where)
        self._in_phase("move", where)
        start, end = (int(a) - 1 for a in move.args)
        if not data.card(self.senator).section:
            raise IllegalMove("a Conspirator places a cube; only a Politician moves one",
                              rule=agora.CONSPIRATOR, where=where)
        if self.influence[self.current][start] <= 0:
            raise IllegalMove(f"you have no cube in chamber {start + 1}", rule=agora.SENATE,
                              where=where)
        if end not in agora.neighbours(start):
            raise IllegalMove(f"chamber {end + 1} is not beside chamber {start + 1}",
                              rule=agora.SENATE, where=where)

    def _check_pass(self, move: Move, where: str) -> None:
        if self.phase == "plot":
            self._in_step("pass", where)
            return
        self._in_phase("pass", where)

    def _destroying(self) -> str:
        return data.wonder(self.built[self.current][-1]).destroy

    def _candidates(self) -> list[Move]:
        me = self.current
        if self.phase == "draft":
            return [Move("pick", (w,)) for w in self.draft]
        if self.phase == "play":
            cards = self.available()
            moves = [Move(v, (c,)) for c in cards for v in ("build", "discard")]
            moves += [Move("wonder", (w, c)) for w in self.wonders[me] for c in cards]
            moves += [Move("trigger", (p,)) for p in self.prepared(me)]
            return moves + [Move("prepare", (p, c)) for p in self.unprepared(me) for c in cards]
        if self.phase == "plot":
            return self._plot_candidates()
        if self.phase in ("progress", "library"):
            pool = self.board if self.phase == "progress" else self.offer
            return [Move("progress", (t,)) for t in pool]
        if self.phase == "destroy":
            return [Move("destroy", (c,)) for c in self.cities[1 - me]]
        if self.phase == "revive":
            return [Move("revive", (c,)) for c in dict.fromkeys(self.discards)]
        if self.phase == "start":
            return [Move("start", ("1",)), Move("start", ("2",))]
        if self.phase == "senate":
            names = range(1, agora.CHAMBERS + 1)
            return [*(Move("place", (str(n),)) for n in names),
                    *(Move("move", (str(a), str(b))) for a in names for b in names),
                    Move("conspire"), Move("pass")]
        return []

    # -- performing --------------------------------------------------------
    def _do_pick(self, move: Move) -> DuelState:
        me, ident = self.current, move.args[0]
        state = replace(self, draft=tuple(w for w in self.draft if w != ident),
                        wonders=put(self.wonders, me, (*self.wonders[me], ident)),
                        turn=self.turn + 1)
        if self.rules.agora and data.wonder(ident).on_pick:
            for effect in data.wonder(ident).on_pick:
                state = state._conspire(me) if effect == "conspire" else \
                    state._queue(me, (effect,))
            return state._begin("draft")
        return state._after_pick()

    def _after_pick(self) -> DuelState:
        """The draft goes on: the second four Wonders on show, or Age I dealt."""
        state, picked = self, sum(len(w) for w in self.wonders)
        if picked == len(DRAFT_ORDER):
            return deal_age(replace(state, phase="play", current=0), 1)
        if not state.draft:
            held = [w for ws in state.wonders for w in ws]
            state = replace(state, draft=draft_set(self.seed, 1, held, self.rules.agora))
        return replace(state, current=DRAFT_ORDER[picked])

    def _do_build(self, move: Move) -> DuelState:
        me, ident = self.current, move.card
        chained = self.chained(me, ident)
        price = self.card_price(me, ident)
        printed = price if data.card(ident).senator else data.card(ident).cost[0]
        state = self._pay(price, printed)._remove(ident)
        if chained and "urbanism" in self.tokens[me]:
            state = state._gain(me, data.rule("urbanism_chain_coins"))
        return state._construct(ident)._settle()

    def _do_discard(self, move: Move) -> DuelState:
        me = self.current
        state = self._remove(move.card)._gain(me, self.discard_value(me))
        return replace(state, discards=(*state.discards, move.card))._finish()

    def _do_wonder(self, move: Move) -> DuelState:
        me, ident = self.current, move.args[0]
        spec = data.wonder(ident)
        state = self._pay(self.wonder_price(me, ident), 0)._remove(move.card)
        state = replace(state, wonders=put(state.wonders, me,
                                            tuple(w for w in state.wonders[me] if w != ident)),
                        built=put(state.built, me, (*state.built[me], ident)),
                        tucked=put(state.tucked, me, (*state.tucked[me], move.card)))
        if sum(len(b) for b in state.built) >= data.rule("wonders_limit"):
            left = tuple(w for ws in state.wonders for w in ws)
            state = replace(state, wonders=((), ()), retired=(*state.retired, *left))
        state = state._gain(me, spec.coins)._lose(1 - me, spec.loss)._shields(spec.shields)
        holder = next((p for p in range(2) if self.holds(p, "coins-per-wonder")), None)
        if holder is not None:
            state = state._gain(holder, self.age)
        if spec.again or "theology" in self.tokens[me]:
            state = replace(state, again=True)
        if self.rules.agora and spec.on_build:
            state = state._queue(me, spec.on_build)
        if spec.destroy and any(data.card(c).colour == spec.destroy
                                for c in state.cities[1 - me]):
            return state._choose("destroy")._settle()
        if spec.revive and state.discards:
            return state._choose("revive")._settle()
        if spec.library:
            box = box_tokens(state)
            if box:
                drawn = Rng.derive(self.seed, "library", self.turn).shuffled(box)
                offer = tuple(sorted(drawn[:data.rule("library_draw")]))
                return replace(state, offer=offer)._choose("library")._settle()
        return state._settle()

    def _do_progress(self, move: Move) -> DuelState:
        if self.phase == "plot":
            return self._do_plot_progress(move)
        me, ident = self.current, move.args[0]
        spec = data.token(ident)
        state = replace(self, board=tuple(t for t in self.board if t != ident), offer=(),
                        tokens=put(self.tokens, me, (*self.tokens[me], ident)),
                        phase="play")
        return state._gain(me, spec.coins)._finish()

    def _do_destroy(self, move: Move) -> DuelState:
        if self.phase == "plot":
            return self._do_plot_destroy(move)
        other = 1 - self.current
        city = list(self.cities[other])
        city.remove(move.card)
        state = replace(self, cities=put(self.cities, other, tuple(city)),
                        discards=(*self.discards, move.card), phase="play")
        return state._finish()

    def _do_revive(self, move: Move) -> DuelState:
        piles = list(self.discards)
        piles.remove(move.card)
        state = replace(self, discards=tuple(piles), phase="play")
        return state._construct(move.card)._settle()

    def _do_place(self, move: Move) -> DuelState:
        if self.phase == "plot":
            return self._do_plot_place(move)
        chamber = int(move.args[0]) - 1
        return self._cubes({chamber: 1})

    def _do_move(self, move: Move) -> DuelState:
        if self.phase == "plot":
            return self._do_plot_move(move)
        start, end = (int(a) - 1 for a in move.args)
        return self._cubes({start: -1, end: 1})

    def _do_pass(self, move: Move) -> DuelState:
        if self.phase == "plot":
            return self._do_plot_pass(move)
        return replace(self, actions=0, senator="", phase="play")._finish()

    def _cubes(self, change: dict[int, int]) -> DuelState:
        """One senate action: cubes added or moved; the senator's turn goes on while it has
        actions left (and the game did not end)."""
        mine = list(self.influence[self.current])
        for chamber, n in change.items():
            mine[chamber] += n
        state = self._after_senate(replace(
            self, influence=put(self.influence, self.current, tuple(mine)),
            actions=self.actions - 1))
        if state.actions and not state._supremacy():
            return state
        return replace(state, actions=0, senator="", phase="play")._finish()

    def _after_senate(self, after: DuelState) -> DuelState:
        """The shield decree (``self`` before the Senate changed, ``after`` after): its
        shield counts while its chamber is held, so the pawn moves one space towards the
        opponent when control is taken, one space back when it is lost (two when the
        opponent takes it)."""
        size = agora.decree_size("shield", "shields")
        entered = {c for p in range(2) for c in range(agora.CHAMBERS)
                   if after.influence[p][c] > self.influence[p][c]}
        after = replace(after, veiled=tuple(c for c in after.veiled if c not in entered))
        for p in range(2):
            if self.holds(p, "shield") and not after.holds(p, "shield"):
                after = after._shields(size, 1 - p)
        for p in range(2):
            if after.holds(p, "shield") and not self.holds(p, "shield"):
                after = after._shields(size, p)
        return after

    def _do_start(self, move: Move) -> DuelState:
        return deal_age(replace(self, current=int(move.args[0]) - 1, phase="play",
                                turn=self.turn + 1), self.age + 1)

    # -- effects -----------------------------------------------------------
    def _pay(self, price: int, printed: int) -> DuelState:
        """Pay ``price``; what went to trading goes to an opponent holding Economy."""
        me = self.current
        state = replace(self, coins=put(self.coins, me, self.coins[me] - price))
        if "economy" in self.tokens[1 - me]:
            state = state._gain(1 - me, price - printed)
        return state

    def _remove(self, ident: str) -> DuelState:
        place = self.structure.index(ident)
        return replace(self, structure=put(self.structure, place, None),
                       turn=self.turn + 1)

    def _gain(self, player: int, coins: int) -> DuelState:
        return replace(self, coins=put(self.coins, player, self.coins[player] + coins))

    def _lose(self, player: int, coins: int) -> DuelState:
        return replace(self, coins=put(self.coins, player, max(0, self.coins[player] - coins)))

    def _construct(self, ident: str) -> DuelState:
        """Put ``ident`` in the current player's city and apply what it does at once."""
        me, spec = self.current, data.card(ident)
        before = self.symbols(me)
        state = replace(self, cities=put(self.cities, me, (*self.cities[me], ident)))
        if spec.senator:
            blue = sum(1 for c in self.cities[me] if data.card(c).colour == "blue")
            if self.holds(me, "more-actions"):
                blue += agora.decree_size("more-actions", "blue")
            count = agora.actions(blue) if spec.section else 1
            again = self.again or (not spec.section and self.holds(me, "conspirator-again"))
            return replace(state, phase="senate", senator=ident, actions=count, again=again)
        coins = spec.coins
        if spec.per:
            what, each = spec.per
            count = len(state.built[me]) if what == "wonder" else sum(
                1 for c in state.cities[me] if data.card(c).colour == what)
            if what == spec.colour and not self.rules.counts_itself:
                count -= 1
            coins += each * count
        if spec.guild:
            coins += spec.guild[1] * scoring.most(spec.guild[0], state.cities, state.built,
                                                  state.coins)
        state = state._gain(me, coins)
        for p in range(2):  # the decree paying its holder for each card of its colour
            if self.holds(p, f"coins-per-colour-{spec.colour}"):
                state = state._gain(p, self.age)
        shields = spec.shields + (1 if spec.shields and "strategy" in self.tokens[me] else 0)
        state = state._shields(shields)
        pair = spec.science and spec.science in before
        if pair and state.board:
            return state._choose("progress")
        return state

    def _shields(self, shields: int, player: int | None = None) -> DuelState:
        """Move the conflict pawn for ``player`` (the one to move by default); tokens of
        zones it reaches cost the opponent coins."""
        if not shields:
            return self
        me = self.current if player is None else player
        step = 1 if me == 0 else -1
        conflict = max(-data.CAPITAL, min(data.CAPITAL, self.conflict + step * shields))
        state, loot = replace(self, conflict=conflict), list(self.loot)
        toward = conflict * step
        for z, zone in enumerate(data.loot_zones()):
            index = (1 - me) * 2 + z
            if loot[index] and toward >= zone["from"]:
                loot[index] = False
                if self.rules.agora:  # Agora's tokens: cubes instead of coins
                    state = state._queue(me, agora.rule("military_steps")[z])
                else:
                    state = state._lose(1 - me, zone["loss"])
        return replace(state, loot=tuple(loot))

    def _supremacy(self) -> str:
        if abs(self.conflict) >= data.CAPITAL:
            return "military"
        if any(len(self.symbols(p)) >= data.rule("science_supremacy") for p in range(2)):
            return "science"
        if self.rules.agora and agora.supreme(self.influence) is not None:
            return "political"
        return ""

    def _choose(self, phase: str) -> DuelState:
        return replace(self, phase=phase)

    def _settle(self) -> DuelState:
        """After an action: a choice still to make waits; else the turn ends."""
        if self.phase != "play" and not self._supremacy():
            return self
        return replace(self, phase="play", offer=())._finish()

    def _finish(self) -> DuelState:
        """The end of a turn: choices still queued first (Agora), then :meth:`_end_turn`."""
        if self.steps and not self._supremacy():
            return self._begin("finish")
        return replace(self, plotted=False)._end_turn()

    def _end_turn(self) -> DuelState:
        """Supremacy, the end of an Age, a replay, or the other player."""
        won = self._supremacy()
        if won:
            return replace(self, phase="over", victory=won, again=False)
        if not any(self.structure):
            if self.age == data.AGES[-1]:
                return replace(self, phase="over", victory="civilian", again=False)
            chooser = self.current if self.conflict == 0 else (1 if self.conflict > 0 else 0)
            return replace(self, phase="start", current=chooser, again=False)
        if self.again:
            return replace(self, again=False)
        return replace(self, current=1 - self.current)


def draft_set(seed: int, which: int, held: list[str] | None = None,
              agora_on: bool = False) -> tuple[str, ...]:
    """The Wonders on show for the first (0) or second (1) round of the draft, dealt from
    those not yet picked (Agora's two among them with the option)."""
    left = [w for w in data.wonder_pool(agora_on) if w not in (held or ())]
    order = Rng.derive(seed, "wonders", which).shuffled(left)
    return tuple(sorted(order[:data.rule("draft_size")]))


def box_tokens(state: DuelState) -> list[str]:
    """Progress tokens in the box: neither on show, nor offered, nor owned."""
    used = {*state.board, *state.offer, *state.buried, *(t for ts in state.tokens for t in ts)}
    return [t for t in data.token_pool(state.rules.agora) if t not in used]


def deal_age(state: DuelState, age: int) -> DuelState:
    """Lay out an Age's structure from its shuffled deck (guilds joining Age III; with Agora,
    senators drawn from those not yet dealt)."""
    joining = age_senators(state.seed, age, senators_used(state)) if state.rules.agora else ()
    kept, removed = age_deal(state.seed, age, joining)
    earlier = tuple(sorted((*state.earlier, *state.removed))) if age > 1 else ()
    return replace(state, age=age, structure=kept, removed=removed,
                   earlier=earlier if state.rules.agora else ())


def senators_used(state: Any) -> set[str]:
    """Senators already dealt: in a city, under a Wonder, on the discard pile or laid out."""
    places = [*state.structure, *state.discards, *(c for cs in state.cities for c in cs),
              *(c for cs in state.tucked for c in cs), *(c for cs in state.under for c in cs)]
    return {c for c in places if c and data.card(c).senator}


def age_senators(seed: int, age: int, used: set[str]) -> tuple[str, ...]:
    """Agora: the senators that join an Age's deck, drawn from those not dealt yet."""
    order = Rng.derive(seed, "senators", age).shuffled(list(data.senators()))
    return tuple([s for s in order if s not in used][:agora.per_age(age)])


def age_deal(seed: int, age: int, senators: tuple[str, ...] = ()
             ) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The cards an Age lays out, place by place, and those left in the box (sorted). With
    senators the structure is wider (Agora's), so as many cards stay in the box."""
    rng = Rng.derive(seed, "age", age)
    deck = rng.shuffled(list(data.age_cards(age)))
    left_out = data.rule("removed_per_age")
    kept, removed = deck[left_out:], deck[:left_out]
    if age == data.AGES[-1]:
        guilds = rng.shuffled(list(data.guilds()))
        count = data.rule("guilds_in_age_three")
        kept = rng.shuffled(kept + guilds[:count])
        removed += guilds[count:]
    if senators:
        kept = Rng.derive(seed, "agora", age).shuffled([*kept, *senators])
    return tuple(kept), tuple(sorted(removed))


def new_state(options: Mapping[str, Any] | None = None, seed: int = 0) -> DuelState:
    """A new game: 7 coins each, five progress tokens on show, the first four Wonders of
    the draft on show. Player 1 picks first."""
    rules = Rules.from_options(options)
    tokens = Rng.derive(seed, "progress").shuffled(list(data.token_pool(rules.agora)))
    start = data.rule("start_coins")
    return DuelState(
        rules=rules, seed=seed, turn=0, phase="draft", current=0, age=1,
        draft=draft_set(seed, 0, agora_on=rules.agora),
        structure=(None,) * len(data.structure(1, rules.agora).slots), removed=(),
        discards=(),
        board=tuple(sorted(tokens[:data.rule("progress_on_show")])), offer=(), retired=(),
        cities=((), ()), wonders=((), ()), built=((), ()), tucked=((), ()),
        tokens=((), ()), coins=(start, start), conflict=0, loot=(True,) * 4,
        decrees=deal_decrees(seed) if rules.agora else (),
        veiled=tuple(n - 1 for n in agora.rule("face_down_decrees")) if rules.agora else (),
        plot_deck=tuple(Rng.derive(seed, "conspiracies").shuffled(list(agora.conspiracies())))
        if rules.agora else ())


def deal_decrees(seed: int) -> tuple[str, ...]:
    """Agora: one decree for each chamber, left to right, drawn at random."""
    pool = Rng.derive(seed, "decrees").shuffled(list(agora.decree_pool()))
    return tuple(pool[:agora.rule("decrees_on_board")])


__all__ = ["DuelState", "Move", "new_state", "parse_move"]
