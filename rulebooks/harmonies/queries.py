"""What a Harmonies help page asks: is a move allowed, where a card's habitat is met, and
who wins at given totals and cube counts (the tiebreak).

>>> from .game import new_state
>>> end(new_state({}, 0), [50, 50], cubes=[3, 5])["winners"]
[1]
"""

from __future__ import annotations

from typing import Any

from ..core.errors import NotationError
from ..core.queries import legal, totals_of
from ..core.short import asked_seat
from ..core.tally import count
from . import data
from .board import habitat_places
from .codes import read_card
from .game import HarmoniesState, winners


def habitat(state: HarmoniesState, card: str, player: int | None = None) -> dict[str, Any]:
    """The spaces of ``player``'s board (from 1; default: the one to move) where ``card``'s
    habitat is met (cube's hex)."""
    key = read_card(card, "ask.card", spirits=True)
    seat = asked_seat(player, state.current, state.players)
    found = list(habitat_places(state.side, state.boards[seat], data.placed_card(key)))
    free = [s for s in found if s not in state.cubes[seat]]
    return {"card": key, "spaces": found, "free": free, "rule": "harmonies.turn.cube"}


def end(state: HarmoniesState, totals: list[int], cubes: list[int] | None = None
        ) -> dict[str, Any]:
    """Winners at these totals; ties go to the most animal cubes placed."""
    scores = totals_of(totals, state.players)
    placed = (totals_of(cubes, state.players, "ask.cubes") if cubes is not None
              else list(state.cubes_placed()))
    cube_counts = tuple(count(v, f"ask.cubes[{i}]", None, "harmonies.end.tiebreak", "cubes")
                        for i, v in enumerate(placed))
    return {"winners": list(winners(tuple(scores), cube_counts)),
            "rule": "harmonies.end.tiebreak"}


def table(state: HarmoniesState) -> dict[str, Any]:
    """Where the tokens are that no board holds: the central spaces, the tokens set aside
    (a solo game sets the central board's leftovers aside), the bag; and whether the end
    has been triggered."""
    return {"spaces": len(state.central), "on_spaces": sum(map(len, state.central)),
            "set_aside": len(state.discarded), "bag": len(state.bag), "ending": state.ending,
            "rule": "harmonies.solo.turn" if state.solo else "harmonies.turn.end"}


def suns(state: HarmoniesState, total: int, side: str | None = None,
         spirit: str = "") -> dict[str, Any]:
    """The suns a solo game's total earns on a side (the position's side when not given),
    with no nature's spirit or one of a kind (``groups``, ``stacks``), read as the
    position's ``spirit_suns`` option says."""
    points = count(total, "ask.total", None, "harmonies.solo.suns", "points")
    chosen = state.side if side is None else side
    if chosen not in data.sides():
        raise NotationError(f"no side {side!r}; sides are {', '.join(data.sides())}",
                            where="ask.side")
    kinds = tuple(data.solo("spirit_suns"))
    if spirit and spirit not in kinds:
        raise NotationError(f"no kind of spirit {spirit!r}; kinds are {', '.join(kinds)}",
                            where="ask.spirit")
    return {"suns": data.suns(points, chosen, spirit, state.rules.spirit_suns),
            "rule": "harmonies.solo.suns"}


QUERIES = {"legal": legal, "habitat": habitat, "end": end, "table": table, "suns": suns}
