"""Welcome To... opponents: random, and greedy (spread numbers out, finish estates, claim plans).

The greedy player writes each number near the place it would take on a street filled
evenly from 0 to 17, leaving room on both sides; takes pools and parks when it can,
fences that complete estates, and claims every plan it meets.
"""

from __future__ import annotations

from ..core.bots import best_by, random_bot
from ..core.contract import Condition
from . import data
from .game import WelcomeState
from .moves import Move
from .sheet import Sheet, planned_pool


def placement_cost(sheet: Sheet, s: int, h: int, number: int) -> float:
    """How far ``number`` sits from its even-spread place in street ``s``, plus a cost for
    each empty house the write leaves with no number that could still go there."""
    low, high = data.number_range()
    size = len(sheet.houses[s])
    ideal = (number - low) / (high - low) * (size - 1)
    after = sheet.write(s, h, number)
    dead = sum(1 for i in range(size) if after.houses[s][i] is None
               and (lambda b: b[1] - b[0] <= 1)(after.bounds(s, i)))
    return abs(h - ideal) + 3 * dead


def _best_place(state: WelcomeState, number: int) -> float:
    costs = [placement_cost(state.sheet, s, h, number) for s, h in state.sheet.places(number)]
    return min(costs) if costs else 99.0


def _value(state: WelcomeState, move: Move) -> float:
    sheet = state.sheet
    verb = move.verb
    if verb == "take":
        number, effect = state.number_effect(move.args)
        bonus = {"pool": 1.0, "landscaper": 1.0, "estate": 0.8, "surveyor": 0.8,
                 "temp": 0.5, "bis": 0.0}[effect]
        return bonus - _best_place(state, number)
    if verb == "write":
        number = state.number_effect(state.choice)[0] + (move.args[0] if move.args else 0)
        s, h = move.place
        pool = 2.0 if planned_pool(s, h) and state.number_effect(state.choice)[1] == "pool" else 0
        return pool - placement_cost(sheet, s, h, number)
    if verb == "fence":
        return 1.0 + len(sheet.fence(*move.place).estates()) - len(sheet.estates())
    if verb == "value":
        sizes = [e.size for e in sheet.estates()]
        return 1.0 + sizes.count(move.args[0])
    return {"park": 3.0, "pool": 3.0, "plan": 10.0, "skip": 0.0, "bis": -1.0, "done": -1.0,
            "roundabout": -5.0, "refuse": 0.0, "truck": 0.0}[verb] - (0.5 if move.word else 0) \
        - (0.1 if verb == "plan" and move.estates else 0)  # the default estates


greedy_bot = best_by(_value)
BOTS = {"random": random_bot, "greedy": greedy_bot}


def writes_on_pool(state: WelcomeState, move: Move) -> bool:
    """Tutorial condition: writing the number in a house with a planned pool."""
    return move.verb == "write" and planned_pool(*move.place)


CONDITIONS = {
    "on-pool": Condition("the number in a house with a planned pool", writes_on_pool),
}
