"""What a Great Western Trail help page asks: a player's holdings, what the hand of the
player to move is worth in Kansas City (income, and the cities it can reach with their
transport costs), and the shared table (markets, tiles on the trail, the job market).

>>> from .short import NOTATION
>>> state = NOTATION.read({"seats": [{"hand": ["CR", "SG", "SG", "HE5"], "engine": "8",
...                                   "certs": 1}]})
>>> answer = kansas(state)
>>> answer["breeding_value"], answer["with_certificates"], answer["cities"][-1]["city"]
(8, 9, 'peoria')
"""

from __future__ import annotations

from typing import Any

from ..core.queries import legal
from ..core.short import asked_seat
from . import board, data
from . import kansas as kc
from .game import GWTState


def holdings(state: GWTState, player: int | None = None) -> dict[str, Any]:
    """Money, certificates, workers, engine, herder and objective cards (the objective area,
    and those in the herd) of ``player`` (from 1; default: the player to move)."""
    seat = state.seats[asked_seat(player, state.current, state.players)]
    return {"money": seat.money, "certificates": seat.certs, "permanent": seat.permanent,
            "workers": list(seat.workers), "engine": seat.engine, "herder": seat.herder,
            "hand": len(seat.hand), "exchange": seat.exchange, "job_token": seat.job_token,
            "step_limit": seat.step_limit(state.players), "hand_limit": seat.hand_limit,
            "objective_area": list(seat.objectives),
            "objective_cards": sorted(c for c in seat.herd() if data.is_objective(c))}


def kansas(state: GWTState) -> dict[str, Any]:
    """The hand's breeding value (each breed once), with every temporary and permanent
    certificate, and each city it reaches: value, transport cost, whether a disc of the
    player's may still go there."""
    seat = state.me
    value = kc.breeding_value(seat.hand)
    best = value + seat.certs + seat.permanent
    cities = [{"city": c.id, "value": c.value,
               "transport": board.transport_cost(seat.engine, c.value),
               "open": c.repeat or c.id not in seat.deliveries}
              for c in data.CITIES.values() if c.value <= best]
    return {"breeding_value": value, "with_certificates": best, "cities": cities}


def table(state: GWTState) -> dict[str, Any]:
    """What every player sees in the middle of the table: the cattle market and the size of
    its stack, the hazards and outlaws on the trail by space, the job market's rows (top
    first, empty rows left out), the row its token is in (from 1), the foresight spaces,
    and whether the last round has begun."""
    tiles = state.tile_map()
    return {"market": list(state.market), "market_stack": len(state.market_stack),
            "hazards": {s: t[2:] for s, t in tiles.items() if t.startswith("H:")},
            "outlaws": {s: t[2:] for s, t in tiles.items() if t.startswith("O:")},
            "jobs": [list(row) for row in state.jobs if row], "token_row": state.job_row + 1,
            "foresight": list(state.foresight), "last_round": state.final >= 0}


QUERIES = {"legal": legal, "holdings": holdings, "kansas": kansas, "table": table}
