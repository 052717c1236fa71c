"""Great Western Trail opponents: random, and greedy (the move that leaves its player with
the best points-and-dollars reckoning, looking one move ahead).

Both decide from the redealt position their seat may know (see ``hidden.redeal``).
"""

from __future__ import annotations

from ..core.bots import best_by, random_bot
from ..core.contract import Condition
from . import board, data, scoring
from .game import GWTState
from .moves import Move


def worth(state: GWTState, player: int) -> float:
    """Points now, plus dollars and what buys later points (certificates, engine, herd)."""
    seat = state.seats[player]
    points = sum(scoring.figures(state, player).values())
    herd = sum(data.cattle(c).value for c in seat.herd() if data.is_cattle(c))
    return (4 * points + seat.money + 2 * seat.certs + board.track_index(seat.engine) / 2
            + herd / 2 + 3 * sum(seat.workers) + len(seat.stations))


def _value(state: GWTState, move: Move) -> float:
    return worth(state.apply(move), state.current)


BOTS = {"random": random_bot, "greedy": best_by(_value)}

CONDITIONS = {
    "kansas-city": Condition("a move that ends in Kansas City",
                             lambda state, move: move.verb == "move" and move.args[-1] == "KC"),
}
