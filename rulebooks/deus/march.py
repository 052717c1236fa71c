"""Military units on the move (``deus.march``): where a unit may go, and the unit moved.

A unit goes from region to neighbouring region. It may pass through any land region, a
barbarian village or another player's region included, and through a sea region that holds
one of its owner's ships; it stops only on a land region that is empty or its owner's own,
or on such a sea region, and never where a military unit already stands.

>>> from .short import NOTATION
>>> state = NOTATION.read({"built": [["W1@c1"], ["P2@d1"]]})
>>> sorted(reach(state, 0, "c1", 2))[:6]
['a2', 'b1', 'b2', 'b3', 'c2', 'c3']
"""

from __future__ import annotations

from typing import Any

from ..core.errors import IllegalMove
from . import data


def _passable(state: Any, player: int, location: str) -> bool:
    """Land, or a sea region with one of the player's ships (``deus.march.sea``)."""
    if state.board.terrain[location] != "sea":
        return True
    owner, types = state.pieces.get(location, (None, ()))
    return owner == player and "maritime" in types


def reach(state: Any, player: int, start: str, steps: int) -> dict[str, int]:
    """Every region a unit of ``player`` on ``start`` can pass within ``steps`` regions,
    with the fewest regions it takes (``deus.march.path``)."""
    found = {start: 0}
    edge = [start]
    for step in range(1, steps + 1):
        edge = [n for here in edge for n in sorted(state.board.neighbours[here])
                if n not in found and _passable(state, player, n)]
        edge = list(dict.fromkeys(edge))
        found.update((n, step) for n in edge)
    del found[start]
    return found


def check(state: Any, start: str, end: str, steps: int, where: str) -> None:
    """Refuse moving the current player's unit from ``start`` to ``end``, citing the rule."""
    me, board = state.current, state.board
    owner, types = state.pieces.get(start, (None, ()))
    if owner != me or "military" not in types:
        raise IllegalMove(f"you have no military unit on {start}", rule="deus.march",
                          where=where)
    if sorted(types) == ["military", "temple"]:
        raise IllegalMove(f"your temple on {start} would be left alone: a unit leaves a "
                          "temple only once another building stands with it",
                          rule="deus.march.temple", where=where)
    if end not in board.terrain:
        raise IllegalMove(f"there is no location {end} on the map for {state.players} "
                          "players", rule="deus.map", where=where)
    if end == start:
        raise IllegalMove("a unit that moves goes to another region", rule="deus.march",
                          where=where)
    if not _passable(state, me, end):
        raise IllegalMove(f"{end} is sea without a ship of yours: a unit enters the sea only "
                          "where one of your ships is", rule="deus.march.sea", where=where)
    there, kinds = state.pieces.get(end, (me, ()))
    if board.terrain[end] == "village":
        raise IllegalMove(f"{end} is a barbarian village: a unit may pass through it but not "
                          "stop there", rule="deus.march.stop", where=where)
    if there != me:
        raise IllegalMove(f"a unit may pass through {end}, which player {there + 1} "
                          "occupies, but not stop there", rule="deus.march.stop", where=where)
    if "military" in kinds:
        raise IllegalMove(f"your military unit already stands on {end}: two units never "
                          "share a region", rule="deus.march.stop", where=where)
    if end not in reach(state, me, start, steps):
        raise IllegalMove(f"{end} is more than {steps} region(s) from {start} along a way "
                          "your unit may go", rule="deus.march.path", where=where)


def moved(built: tuple[str, ...], start: str, end: str) -> tuple[str, ...]:
    """A tableau with the military unit on ``start`` standing on ``end``."""
    out = []
    for entry in built:
        card, _, location = entry.partition("@")
        if location == start and data.card(card).type == "military":
            entry = f"{card}@{end}"
        out.append(entry)
    return tuple(out)
