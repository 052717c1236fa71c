"""Great Western Trail positions written short: only what an example is about; the rest is
what a new game with the same options and seed holds. Each player's draw stack holds the
starting cards the position leaves over, the market stack the market cards nobody holds,
and the neutral buildings stand on their spaces unless the position says otherwise.

>>> state = NOTATION.read({"phase": "act", "seats": [{"herder": "E", "hand": ["CR", "HE5"]}]})
>>> state.seats[0].hand, len(state.seats[0].deck)
(('CR', 'HE5'), 13)
>>> (*state.market, *state.market_stack).count("HE5") + 1 == data.cattle("HE5").copies
True
"""

from __future__ import annotations

from typing import Any

from ..core.short import Field, partial, remaining
from . import data
from .game import OPTIONS, new_state

FIELDS = (
    Field("phase", "The step of the turn: move, act (phase B), foresight, income, deliver, "
          "station, master, back, discard; trim and start on a first turn.", "the start",
          'phase = "act"'),
    Field("seats", "Per player, what differs from the deal: money, hand, discard, workers "
          "(cowboys, builders, engineers), herder (a trail space, or start), engine (a track "
          "space), certs, discs, deliveries, stations, buildings left, hazards, outlaws, "
          "objectives (the objective area).",
          "the deal", 'seats = [{ herder = "E", money = 9, hand = ["CR", "HE5"] }]'),
    Field("tiles", "What lies on the trail, as [space, tile] pairs: P:0:4a is player 1's "
          "building 4a, H:flood:3:black a hazard, O:green an outlaw. The neutral buildings stay "
          "unless a pair names their space.", "the deal", 'tiles = [["b1", "P:1:2a"]]'),
    Field("market", "The cattle market's cards.", "the deal", 'market = ["LH", "HE5"]'),
    Field("jobs", "The job market's rows, top first (rows left out are empty).", "the deal",
          'jobs = [["cowboy", "builder"], ["engineer"]]'),
    Field("job_row", "The row of the job market token (from 0).", "the deal", "job_row = 1"),
    Field("foresight", "Kansas City's six foresight spaces, column by column.", "the deal",
          'foresight = ["green", "flood:3:black", "cowboy", "builder", "orange", "engineer"]'),
    Field("objective_display", "The face-up objective cards.", "the deal",
          'objective_display = ["g-4hh", "a-n"]'),
    Field("kc_value", "The breeding value being delivered (the deliver step).", "0",
          "kc_value = 9"),
)


def _fill(position: dict[str, Any], start: dict[str, Any], given: set[str]) -> dict[str, Any]:
    starting = [c.code for c in data.START_DECK]
    if "seats" in given:
        for seat, first in zip(position["seats"], start["seats"], strict=False):
            if seat.get("deck") == first["deck"]:
                full = [*first["deck"], *first["hand"]]
                used = [c for c in (*seat["hand"], *seat["discard"]) if c in starting]
                seat["deck"] = remaining(full, used, last=True)
    if "tiles" in given:
        named = {pair[0] for pair in position["tiles"] if isinstance(pair, list) and pair}
        position["tiles"] = sorted([*position["tiles"],
                                    *([s, f"N:{s}"] for s in data.NEUTRAL_SPACES
                                      if s not in named)])
    if "jobs" in given and isinstance(position["jobs"], list):
        position["jobs"] = [*position["jobs"],
                            *([] for _ in range(len(data.ROW_COSTS) - len(position["jobs"])))]
    piles = [c for seat in position["seats"] for pile in ("deck", "hand", "discard")
             for c in seat[pile]]
    if "market_stack" not in given:
        held = [*position["market"], *(c for c in piles if data.is_cattle(c)
                                       and c not in starting)]
        position["market_stack"] = remaining([*start["market_stack"], *start["market"]], held,
                                             last=True)
    if "objective_stack" not in given:
        held = [*position["objective_display"], *(c for c in piles if data.is_objective(c)),
                *(c for seat in position["seats"] for c in seat.get("objectives", []))]
        position["objective_stack"] = remaining(
            [*start["objective_stack"], *start["objective_display"]], held, last=True)
    return position


NOTATION = partial(new_state, OPTIONS, FIELDS, derived=("market_stack", "objective_stack"),
                   fill=_fill)
