"""The starting wealth tiles: each player is dealt some, keeps some and takes what the kept
ones show, in seat order, before the first day (``tzolkin.setup.wealth``).

``state.offers`` holds each seat's tiles dealt and not yet chosen from (empty once chosen).
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from typing import Any

from ..core.errors import IllegalMove
from . import data
from .actions import Work
from .data import TRACKS
from .moves import Move

RULE = "tzolkin.setup.wealth"


def dealt() -> int:
    return data.game()["wealth_tiles_dealt"]


def kept() -> int:
    return data.game()["wealth_tiles_kept"]


def offers(tiles: tuple[str, ...], players: int) -> tuple[tuple[str, ...], ...]:
    """Each seat's tiles from the shuffled ``tiles``."""
    n = dealt()
    return tuple(tuple(sorted(tiles[p * n:(p + 1) * n])) for p in range(players))


def candidates(state: Any) -> list[Move]:
    return [Move("keep", pair) for pair in combinations(state.offers[state.current], kept())]


def check(state: Any, move: Move, where: str) -> None:
    if state.phase != "wealth":
        raise IllegalMove("the wealth tiles are chosen before the first day", rule=RULE,
                          where=where)
    offer = state.offers[state.current]
    if len(move.args) != kept() or len(set(move.args)) != kept():
        raise IllegalMove(f"keep {kept()} different tiles of your {len(offer)}", rule=RULE,
                          where=where)
    for code in move.args:
        if code not in offer:
            raise IllegalMove(f"{code} is not among your tiles ({', '.join(offer)})",
                              rule=RULE, where=where)


def keep(state: Any, move: Move) -> Any:
    """Take what the kept tiles show; the next seat chooses, or the first day begins."""
    work = Work(state, state.current)
    for code in move.args:
        tile = data.wealth(code)
        work.gain(tile.get("gain"))
        if "temple" in tile:
            work.step_temple(tile["temple"])
        if "tech" in tile:
            levels = list(work.seat["tech"])
            levels[TRACKS.index(tile["tech"])] += 1
            work.seat["tech"] = tuple(levels)
        work.seat["workers"] += tile.get("worker", 0)
    work.seat["wealth"] = tuple(move.args)
    left = list(state.offers)
    left[state.current] = ()
    after = work.finish(offers=tuple(left))
    if state.current + 1 < state.players:
        return replace(after, current=state.current + 1)
    return replace(after, phase="turn", current=after.first)


def settled(state: Any) -> Any:
    """The game after every seat kept its first tiles dealt (short positions start here)."""
    while state.phase == "wealth":
        state = keep(state, Move("keep", state.offers[state.current][:kept()]))
    return state


def hidden(state: Any, viewer: int | None) -> list[list[str]]:
    """The offers as ``viewer`` sees them: another seat's tiles are face down."""
    return [list(offer) if viewer == p else ["?"] * len(offer)
            for p, offer in enumerate(state.offers)]


def redealt(state: Any, viewer: int | None, shuffled: Any) -> tuple[tuple[str, ...], ...]:
    """Other seats' offers dealt again from the tiles ``viewer`` cannot see."""
    seen = set(state.offers[viewer]) if viewer is not None else set()
    seen |= {code for seat in state.seats for code in seat.wealth}
    unseen = list(shuffled([c for c in data.wealth_codes() if c not in seen]))
    out = []
    for p, offer in enumerate(state.offers):
        if p == viewer or not offer:
            out.append(offer)
        else:
            out.append(tuple(sorted(unseen[:len(offer)])))
            del unseen[:len(offer)]
    return tuple(out)

