"""L.L.A.M.A. states to and from JSON. Reading checks everything a hand-edited file can get wrong:
types, card codes, more copies of a card than the deck holds, tokens without change made,
and phases that contradict the cards.
"""

from __future__ import annotations

from typing import Any

from ..core.cards import check_copies
from ..core.codec import Reader, require
from ..core.errors import SetupError
from . import data
from .game import PHASES, LlamaState, Rules
from .moves import parse_card
from .scoring import COLOURS, Tokens, make_change, token_points

DECK = "llama.setup.deck"


def state_to_json(state: LlamaState) -> dict[str, Any]:
    return {
        "game": "llama",
        "options": state.rules.to_options(),
        "seed": state.seed,
        "round": state.round,
        "phase": state.phase,
        "current": state.current,
        "hands": [list(hand) for hand in state.hands],
        "deck": list(state.deck),
        "discard": list(state.discard),
        "active": list(state.active),
        "tokens": [tokens_to_json(tokens) for tokens in state.tokens],
        "out": state.out,
    }


def tokens_to_json(tokens: Tokens) -> dict[str, int]:
    return dict(zip(COLOURS, tokens, strict=True))


def read_cards(values: Any, where: str, *, hand: bool = True) -> tuple[str, ...]:
    """Card codes; a hand comes back sorted in loop order, a pile as given (top card last).
    An unknown code names its place."""
    items = require(values, list, where, "a list of card codes such as \"3\" or \"L\"")
    cards = tuple(parse_card(v, f"{where}[{i}]", DECK) for i, v in enumerate(items))
    return tuple(sorted(cards, key=data.sort_key)) if hand else cards


def read_tokens(value: Any, where: str) -> Tokens:
    """``{"black": 1, "white": 7}``: whole numbers, missing colours count zero."""
    r = Reader(value, where)
    unknown = sorted(set(r.data) - set(COLOURS))
    if unknown:
        raise SetupError(f"unknown token colour {unknown[0]!r}", expected=" or ".join(COLOURS),
                         got=unknown[0], rule="llama.scoring.tokens", where=where)
    black, white = (r.int(colour, 0, None, 0) for colour in COLOURS)
    return black, white


def state_from_json(data_: Any) -> LlamaState:
    r = Reader(data_, "state")
    if r.raw("game", "llama") != "llama":
        raise SetupError("this is not a L.L.A.M.A. state", expected="'llama'",
                         got=r.raw("game"), where="state.game")
    rules = Rules.from_options(r.obj("options", {}).data)
    n = rules.players
    hands = tuple(read_cards(hand, f"state.hands[{p}]")
                  for p, hand in enumerate(_sized(r.list("hands"), n, "state.hands")))
    deck = read_cards(r.list("deck"), "state.deck", hand=False)
    discard = read_cards(r.list("discard"), "state.discard", hand=False)
    check_copies([*(c for hand in hands for c in hand), *deck, *discard], data.copies(),
                 rule=DECK, where="state")
    active = tuple(require(v, bool, f"state.active[{p}]", "true or false")
                   for p, v in enumerate(_sized(r.list("active"), n, "state.active")))
    tokens = tuple(read_tokens(t, f"state.tokens[{p}]")
                   for p, t in enumerate(_sized(r.list("tokens"), n, "state.tokens")))
    state = LlamaState(
        rules=rules,
        seed=r.int("seed"),
        round=r.int("round", 0, None),
        phase=r.str("phase", PHASES),
        current=r.int("current", 0, n - 1),
        hands=hands,
        deck=deck,
        discard=discard,
        active=active,
        tokens=tokens,
        out=r.int("out", 0, n - 1, None),
    )
    _consistent(state)
    return state


def _sized(values: list, size: int, where: str) -> list:
    if len(values) != size:
        raise SetupError(f"wrong number of entries ({len(values)})",
                         expected=f"one per player ({size})", got=len(values),
                         rule="llama.setup.deal", where=where)
    return values


def _fail(message: str, expected: str, got: object, rule: str, where: str) -> None:
    raise SetupError(message, expected=expected, got=got, rule=rule, where=where)


def _consistent(state: LlamaState) -> None:
    """Refuse positions the rules cannot reach: each complaint names the field and rule."""
    for p, tokens in enumerate(state.tokens):
        if make_change(token_points(tokens)) != tokens:
            _fail("ten white tokens are always changed for a black one", "at most 9 white",
                  tokens_to_json(tokens), "llama.scoring.tokens", f"state.tokens[{p}]")
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
