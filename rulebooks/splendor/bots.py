"""Splendor opponents: random, and greedy (buy the best card it can afford, else take the
tokens that bring a target card closest, reserving it when tokens cannot help).

The greedy bot looks only at what its player may see: the face-up cards, its own
reserved cards, the tokens and the bonuses on the table.
"""

from __future__ import annotations

from ..core.bots import random_bot
from ..core.contract import Condition
from ..core.rng import Rng
from . import data
from .data import GEMS, GOLD_INDEX, TOKENS
from .game import SplendorState
from .moves import Move

POINT_WEIGHT = 2  # a point is worth this many tokens still missing


def needs(state: SplendorState, ident: str) -> tuple[int, ...]:
    """Tokens of each gem colour the player still lacks for a card (before gold)."""
    me = state.current
    bonus, held = state.bonuses(me), state.tokens[me]
    return tuple(max(0, c - b - t)
                 for c, b, t in zip(data.card(ident).cost, bonus, held, strict=False))


def _noble_help(state: SplendorState, ident: str) -> int:
    """How many nobles on show still need a bonus of this card's colour."""
    have, colour = state.bonuses(state.current), data.card(ident).bonus_index
    return sum(1 for n in state.nobles if data.noble(n).needs[colour] > have[colour])


def target(state: SplendorState) -> str | None:
    """The card to save up for: few tokens missing, many points."""
    me = state.current
    choices = [*state.face_up(), *state.reserved_ids(me)]
    if not choices:
        return None

    def cost(ident: str) -> tuple[int, str]:
        missing = max(0, sum(needs(state, ident)) - state.tokens[me][GOLD_INDEX])
        return missing - POINT_WEIGHT * data.card(ident).points, ident

    return min(choices, key=cost)


def _buy_value(state: SplendorState, move: Move) -> tuple[int, int, int, str, int]:
    """Points first, then nobles, then the cheaper card; gold is kept whenever possible."""
    spec = data.card(move.args[0])
    return spec.points, _noble_help(state, spec.id), -sum(spec.cost), spec.id, -sum(move.instead)


def _main(state: SplendorState, moves: list[Move], rng: Rng) -> Move:
    buys = [m for m in moves if m.verb == "buy"]
    if buys:
        return max(buys, key=lambda m: _buy_value(state, m))
    goal = target(state)
    lack = needs(state, goal) if goal else (0,) * len(GEMS)
    takes = [m for m in moves if m.verb == "take"]
    scored = [(sum(min(m.args.count(c), n) for c, n in zip(GEMS, lack, strict=True)),
               len(m.args), m) for m in takes]
    best = max((gain for gain, _, _ in scored), default=0)
    if best > 0:
        most = max(size for gain, size, _ in scored if gain == best)
        return rng.choice([m for gain, size, m in scored if gain == best and size == most])
    reserve = [m for m in moves if m.verb == "reserve" and m.args[0] in (goal, "deck")]
    if reserve:
        return reserve[0]
    return rng.choice(moves)


def _give_back(state: SplendorState, moves: list[Move]) -> Move:
    """Give back the token the target card needs least (gold last)."""
    goal = target(state)
    lack = (*needs(state, goal), 99) if goal else (0,) * len(GEMS) + (99,)
    held = state.tokens[state.current]

    def spare(move: Move) -> tuple[int, int]:
        i = TOKENS.index(move.args[0])
        return held[i] - lack[i], -i

    return max(moves, key=spare)


def greedy_bot(state: SplendorState, rng: Rng) -> Move:
    moves = list(state.legal_moves())
    if state.phase == "return":
        return _give_back(state, moves)
    if state.phase == "noble":
        return moves[0]
    return _main(state, moves, rng)


BOTS = {"random": random_bot, "greedy": greedy_bot}


def takes_three(state: SplendorState, move: Move) -> bool:
    """Tutorial condition: three tokens of three different colours."""
    return move.verb == "take" and len(set(move.args)) == 3


def takes_two(state: SplendorState, move: Move) -> bool:
    """Tutorial condition: two tokens of one colour."""
    return move.verb == "take" and len(move.args) == 2 and move.args[0] == move.args[1]


def reserves(state: SplendorState, move: Move) -> bool:
    """Tutorial condition: any reservation, face up or from a deck."""
    return move.verb == "reserve"


CONDITIONS = {
    "reserves": Condition("a reservation, face up or blind from a deck", reserves),
    "three-colours": Condition("a take of three tokens of different colours", takes_three),
    "two-alike": Condition("a take of two tokens of one colour", takes_two),
}
