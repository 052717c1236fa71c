"""Great Western Trail opponents: random, and greedy (the move that leaves its player with
the best points-and-dollars reckoning, looking one move ahead).

Both decide from the redealt position their seat may know (see ``hidden.redeal``), and
both play only their own seat's moves: another player's exchange token, which the rules let
its owner use on this turn, is never theirs to spend.
"""

from __future__ import annotations

from ..core.contract import Condition
from ..core.rng import Rng
from . import board, data, objectives, scoring
from .game import GWTState
from .moves import Move


def worth(state: GWTState, player: int) -> float:
    """Points now, plus dollars and what buys later points (certificates, engine, herd)."""
    seat = state.seats[player]
    points = sum(scoring.figures(state, player).values())
    herd = sum(data.cattle(c).value for c in seat.herd() if data.is_cattle(c))
    return (4 * points + seat.money + 2 * seat.certs + board.track_index(seat.engine) / 2
            + herd / 2 + 3 * sum(seat.workers) + len(seat.stations))


def own_moves(state: GWTState) -> list[Move]:
    """The legal moves of the player to move, without other players' exchange tokens."""
    return [m for m in state.legal_moves() if objectives.out_of_turn_user(m) is None]


def random_bot(state: GWTState, rng: Rng) -> Move:
    """Any of the player's own legal moves, uniformly."""
    return rng.choice(own_moves(state))


def _value(state: GWTState, move: Move) -> float:
    return worth(state.apply(move), state.current)


def greedy(state: GWTState, rng: Rng) -> Move:
    """The best move by :func:`worth`; a building is tried on one space only (where it
    stands matters little to its points), which keeps the look-ahead short."""
    seen: set[str] = set()
    moves = []
    for move in own_moves(state):
        if move.verb == "build":
            if move.args[0] in seen:
                continue
            seen.add(move.args[0])
        moves.append(move)
    scored = [(_value(state, move), i) for i, move in enumerate(moves)]
    best = max(score for score, _ in scored)
    return moves[rng.choice([i for score, i in scored if score == best])]


BOTS = {"random": random_bot, "greedy": greedy}

CONDITIONS = {
    "kansas-city": Condition("a move that ends in Kansas City",
                             lambda state, move: move.verb == "move" and move.args[-1] == "KC"),
}
