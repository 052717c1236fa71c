"""Golf opponents: random, and greedy (the lowest expected grid after each move).

The greedy bot only uses what its player may know: face-up cards and cards it
has looked at. A card it cannot see counts as the average card value.

Left to that alone, a greedy player on a large table may never turn its last
face-down cards (every card it draws looks worse than the unknown average), and
the hole never ends. So once the draw pile has run out and been reshuffled, the
bot closes its grid: each turn it puts the card it holds over one of its
face-down cards (the least harmful one), so every hole ends.
"""

from __future__ import annotations

from ..core.bots import best_by, random_bot
from ..core.cards import Card
from ..core.contract import Condition
from . import data
from .game import GolfState
from .moves import Move
from .scoring import grid_lines, resolve_lines


def expected_grid(state: GolfState, seen: list[Card | None]) -> float:
    """Expected score of a grid where ``None`` is a card the player cannot see."""
    rules = state.rules
    table = data.values(rules.values)
    unknown = sum(table.values()) / len(table)  # a card it cannot see: the average card
    cancelled: set[int] = set()
    for _, cells in grid_lines(rules.spec, resolve_lines(rules.lines, rules.spec)):
        ranks = {seen[i].rank if seen[i] else None for i in cells}
        if len(ranks) == 1 and None not in ranks:
            cancelled.update(cells)
    return sum(0 if i in cancelled else table[c.rank] if c else unknown
               for i, c in enumerate(seen))


CLOSING = 1000.0  # outweighs any difference of expected points


def closing(state: GolfState) -> bool:
    """The draw pile has been gone through once and the player still has face-down cards."""
    return state.reshuffles > 0 and not all(state.up[state.current])


def _value(state: GolfState, move: Move) -> float:
    me = state.current
    now = state.seen(me, me)
    if move.verb == "take":
        top = state.discard[-1]
        best = min(expected_grid(state, [*now[:i], top, *now[i + 1:]]) for i in range(len(now)))
        return 1.0 if expected_grid(state, now) - best >= 3 else -1.0
    if move.verb == "replace":
        after = [*now[:move.index], state.held, *now[move.index + 1:]]
        gain = expected_grid(state, now) - expected_grid(state, after)
        if closing(state) and not state.up[me][move.index]:
            return gain + CLOSING
        return gain
    if move.verb == "discard":
        return -CLOSING if closing(state) else 0.0
    if move.verb in ("peek", "flip", "deal", "draw"):
        return 0.5
    return 0.0  # pass, swap: keep it simple


greedy_bot = best_by(_value)
BOTS = {"random": random_bot, "greedy": greedy_bot}


def face_down_target(state: GolfState, move: Move) -> bool:
    """Tutorial condition: the move puts the held card over one of your face-down cards."""
    return move.verb == "replace" and not state.up[state.current][move.index]


CONDITIONS = {
    "face-down": Condition("a replacement of one of your face-down cards", face_down_target),
}


