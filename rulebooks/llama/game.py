"""L.L.A.M.A., played in full: the deal, plays round the loop, drawing, quitting,
scoring with tokens, the token given back, and rounds until someone reaches the target.

>>> state = new_state({"players": 3}, seed=1)
>>> state.phase, state.to_move, [len(hand) for hand in state.hands]
('play', 0, [6, 6, 6])
>>> state.apply("quit").to_move
1
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ..core.cards import check_copies
from ..core.errors import IllegalMove, SetupError
from ..core.fields import BOOL, SEAT, Code, Converter, Many, Maybe, NamedCounts, per_player
from ..core.rng import Rng
from ..core.score import Breakdown, Outcome, lowest_wins
from ..core.state import During, Option, VerbState, options_class, put
from . import data
from .moves import Move, parse_card
from .scoring import (
    COLOURS,
    Tokens,
    give_back,
    hand_points,
    make_change,
    take,
    token_parts,
    token_points,
)

OPTIONS = (
    Option("players", 2, "Number of players.", kind=int, low=data.players()[0],
           high=data.players()[1]),
    Option("target", data.target(),
           "Points that end the game: it stops after the round in which someone reaches them.",
           kind=int, low=1, high=500),
)
PHASES = ("play", "return", "scored", "over")

MATCH = "llama.play.match"
LOOP = "llama.play.loop"
RETURN = "llama.scoring.return"
NEXT = "llama.round.next"
DEAL = "llama.setup.deal"
DECK = "llama.setup.deck"
CARD = Code(lambda text, where: parse_card(text, where, DECK))
PHASE_HINT = {
    "play": "is not possible now: the round is still being played",
    "return": "is not possible now: the player who emptied their hand gives back a token first",
    "scored": "is not possible now: the round is over; deal the next one",
    "over": "is not possible: the game is over",
}
PHASE_RULE = {"play": "llama.round.end", "return": RETURN, "scored": NEXT, "over": "llama.end"}
WHEN = {
    "play": During(("play",), "playing a card"),
    "draw": During(("play",), "drawing"),
    "quit": During(("play",), "quitting"),
    "return": During(("return",), "giving back a token", RETURN),
    "deal": During(("scored",), "dealing", NEXT),
}


Rules = options_class(OPTIONS)


@dataclass(frozen=True)
class LlamaState(VerbState):
    """Everything about a game of L.L.A.M.A. at one moment. Players are 0-based here.

    ``deck`` and ``discard`` have their top card last. ``active`` says who has not
    quit the round; ``out`` is who emptied their hand, once someone has. In the
    phases after a round (``return``, ``scored``, ``over``) the hands are the ones
    that were scored, and ``current`` is the player who acts next (or acted last).
    """

    GAME = "llama"
    MOVE = Move
    PHASES = PHASES
    WHEN = WHEN
    PHASE_HINT = PHASE_HINT
    PHASE_RULE = PHASE_RULE
    JSON_FIELDS: ClassVar[Mapping[str, Converter]] = {
        "hands": per_player(Many(CARD, sort=data.sort_key), DEAL),
        "deck": Many(CARD),
        "discard": Many(CARD),
        "active": per_player(BOOL, DEAL),
        "tokens": per_player(NamedCounts(COLOURS, "llama.scoring.tokens"), DEAL),
        "out": Maybe(SEAT),
    }

    rules: Rules
    seed: int
    round: int
    phase: str
    current: int
    hands: tuple[tuple[str, ...], ...]
    deck: tuple[str, ...]
    discard: tuple[str, ...]
    active: tuple[bool, ...]
    tokens: tuple[Tokens, ...]
    out: int | None = None

    def check_consistency(self) -> None:
        """Refuse positions the rules cannot reach: each complaint names the field and rule."""
        check_copies([*(c for hand in self.hands for c in hand), *self.deck, *self.discard],
                     data.copies(), rule=DECK, where="state")
        consistent(self)

    # -- the protocol -----------------------------------------------------
    def outcome(self) -> Outcome | None:
        if self.phase != "over":
            return None
        totals = self.totals()
        reason = f"a player reached {self.rules.target} points"
        return Outcome(totals, lowest_wins(totals), reason, "llama.end")

    def breakdown(self, player: int) -> Breakdown:
        """The tokens ``player`` holds, as parts."""
        return Breakdown(token_parts(self.tokens[player]))


    # -- questions --------------------------------------------------------
    @property
    def top(self) -> str:
        """The card on top of the discard pile."""
        return self.discard[-1]

    @property
    def alone(self) -> bool:
        """Whether the player to move is the only one still in the round."""
        return sum(self.active) == 1

    def totals(self) -> tuple[int, ...]:
        return tuple(token_points(tokens) for tokens in self.tokens)

    # -- checks (after WHEN's phase): each raises IllegalMove citing its rule --
    def _check_play(self, move: Move, where: str) -> None:
        card, top = move.arg, self.top
        if card not in self.hands[self.current]:
            raise IllegalMove(f"you hold no {_name(card)}", rule=MATCH, where=where)
        if card not in (top, data.follows(top)):
            raise IllegalMove(
                f"{data.spoken(card)} cannot go on {data.spoken(top)}: only {data.spoken(top)} "
                f"or {data.spoken(data.follows(top))}",
                rule=LOOP if data.LLAMA in (card, top, data.follows(top)) else MATCH,
                where=where,
            )

    def _check_draw(self, move: Move, where: str) -> None:
        if self.alone:
            raise IllegalMove("you are the only player still in the round: play or quit",
                              rule="llama.draw.alone", where=where)
        if not self.deck:
            raise IllegalMove("the draw pile is used up and is not rebuilt: play or quit",
                              rule="llama.draw.empty", where=where)

    def _check_return(self, move: Move, where: str) -> None:
        if not self.tokens[self.current][COLOURS.index(move.arg)]:
            raise IllegalMove(f"you hold no {move.arg} token", rule=RETURN, where=where)

    def _candidates(self) -> list[Move]:
        by_phase: dict[str, list[Move]] = {
            "play": [*(Move("play", code) for code in data.codes()), Move("draw"), Move("quit")],
            "return": [Move("return", colour) for colour in COLOURS],
            "scored": [Move("deal")],
            "over": [],
        }
        return by_phase[self.phase]

    # -- performing a checked move (``_do_<verb>``) -------------------------
    def _do_play(self, move: Move) -> LlamaState:
        me, hand = self.current, list(self.hands[self.current])
        hand.remove(move.arg)
        state = replace(self, hands=put(self.hands, me, tuple(hand)),
                        discard=(*self.discard, move.arg))
        return state._end_round(out=me) if not hand else state._next_turn()

    def _do_draw(self, move: Move) -> LlamaState:
        me = self.current
        hand = _sorted((*self.hands[me], self.deck[-1]))
        return replace(self, hands=put(self.hands, me, hand), deck=self.deck[:-1])._next_turn()

    def _do_quit(self, move: Move) -> LlamaState:
        state = replace(self, active=put(self.active, self.current, False))
        return state._next_turn() if any(state.active) else state._end_round(out=None)

    def _do_return(self, move: Move) -> LlamaState:
        me = self.current
        return replace(self, tokens=put(self.tokens, me, give_back(self.tokens[me], move.arg))
                       )._close_round()

    def _do_deal(self, move: Move) -> LlamaState:
        return deal(self.rules, self.seed, self.round + 1, self.current, self.tokens)

    def _next_turn(self) -> LlamaState:
        n = self.players
        following = next(p % n for p in range(self.current + 1, self.current + n + 1)
                         if self.active[p % n])
        return replace(self, current=following)

    def _end_round(self, out: int | None) -> LlamaState:
        """Everyone takes tokens for the hand they hold (``llama.round.end``)."""
        tokens = tuple(take(self.tokens[p], hand_points(self.hands[p]))
                       for p in range(self.players))
        state = replace(self, tokens=tokens, out=out)
        if out is not None and token_points(tokens[out]):
            return replace(state, phase="return")
        return state._close_round()

    def _close_round(self) -> LlamaState:
        over = max(self.totals()) >= self.rules.target
        return replace(self, phase="over" if over else "scored")


def _name(code: str) -> str:
    return data.card(code).name if code == data.LLAMA else code


def _sorted(cards: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=data.sort_key))


def deal(rules: Rules, seed: int, round_no: int, starter: int,
         tokens: tuple[Tokens, ...]) -> LlamaState:
    """Shuffle and deal one round (``llama.setup.deal``); ``starter`` plays first."""
    cards = Rng.derive(seed, "round", round_no).shuffled(data.full_deck())
    n, size = rules.players, data.hand_size()
    rest = cards[n * size:]
    return LlamaState(
        rules=rules,
        seed=seed,
        round=round_no,
        phase="play",
        current=starter,
        hands=tuple(_sorted(cards[p * size:(p + 1) * size]) for p in range(n)),
        deck=rest[:-1],
        discard=rest[-1:],
        active=(True,) * n,
        tokens=tokens,
    )


def new_state(options: Mapping[str, Any] | None = None, seed: int = 0) -> LlamaState:
    """A new game: player 1 starts the first round, nobody holds a token."""
    rules = Rules.from_options(options)
    return deal(rules, seed, 0, 0, ((0, 0),) * rules.players)


# -- consistency of a position read from JSON ----------------------------------------
def _fail(message: str, expected: str, got: object, rule: str, where: str) -> None:
    raise SetupError(message, expected=expected, got=got, rule=rule, where=where)


def consistent(state: LlamaState) -> None:
    """Refuse positions the rules cannot reach: each complaint names the field and rule."""
    for p, tokens in enumerate(state.tokens):
        if make_change(token_points(tokens)) != tokens:
            _fail("ten white tokens are always changed for a black one", "at most 9 white",
                  dict(zip(COLOURS, tokens, strict=True)), "llama.scoring.tokens",
                  f"state.tokens[{p}]")
    if not state.discard:
        _fail("the discard pile always has a top card", "at least one card", [],
              "llama.setup.deal", "state.discard")
    if state.phase == "play":
        _consistent_play(state)
    else:
        _consistent_after(state)


def _consistent_play(state: LlamaState) -> None:
    if state.out is not None:
        _fail("nobody has emptied their hand while the round goes on", "null", state.out,
              "llama.round.end", "state.out")
    if not state.active[state.current]:
        _fail("the player to move has not quit", "a player still in the round",
              state.current + 1, "llama.turn.order", "state.current")
    for p, hand in enumerate(state.hands):
        if not hand:
            _fail("an empty hand ends the round at once", "at least one card", [],
                  "llama.round.end", f"state.hands[{p}]")


def _consistent_after(state: LlamaState) -> None:
    out = state.out
    if out is None and any(state.active):
        _fail("a round ends when a hand is empty or everyone has quit",
              "an 'out' player or nobody active", list(state.active), "llama.round.end",
              "state.active")
    if out is not None and state.hands[out]:
        _fail("the player who went out holds no cards", "an empty hand",
              list(state.hands[out]), "llama.round.end", f"state.hands[{out}]")
    if state.phase == "return" and (out != state.current or not any(state.tokens[state.current])):
        _fail("only the player who emptied their hand gives back a token, and only if they "
              "hold one", "current = out, holding a token", state.current,
              "llama.scoring.return", "state.current")
    over = max(state.totals()) >= state.rules.target
    if state.phase in ("scored", "over") and over != (state.phase == "over"):
        _fail("the game ends exactly when someone has reached the target",
              "phase 'over'" if over else "phase 'scored'", state.phase, "llama.end",
              "state.phase")
