"""What a click on the drawn table may play: each trail space (starting there, moving there,
taking its hazard or outlaw), each card of the hand, of the cattle market and of the
objective display, and each space of the railroad. Each thing lists the moves it may mean,
best first; the page draws it clickable with the first legal one, or with one the rules
refuse there (so that a wrong click is answered with its rule).

>>> from .game import new_state
>>> found = dict(spots(new_state({"players": 2}, seed=1)))
>>> found["space:C"][:1], found["track:3"]
(('start C',), ('train 3', 'aux train 3', 'back 3'))
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.targets import Targets
from . import board, data, objectives
from .moves import Move

if TYPE_CHECKING:
    from .game import GWTState

REACH = 6  # locations: a path this long shows why it is too long for the step limit


def spots(state: GWTState) -> list[tuple[str, tuple[str, ...]]]:
    """Every clickable thing of the drawing (a key the drawing knows it by) and its moves."""
    me = state.me
    tiles = state.tile_map()
    paths: dict[str, list[str]] = {}
    if me.herder in data.TRAIL or me.herder == "start":
        for path in board.herder_paths(me.herder, tiles, REACH):
            paths.setdefault(path[-1], []).append("move " + " ".join(path))
    out = []
    for space in data.TRAIL.values():
        moves = [f"start {space.id}"] if state.phase in ("trim", "start") else []
        moves += sorted(paths.get(space.id, []), key=len)
        tile = tiles.get(space.id, "")
        if tile.startswith("H:"):
            moves.append(f"hazard {space.id}")
        if tile.startswith("O:"):
            moves.append(f"bounty {space.id}")
        out.append((f"space:{space.id}", tuple(moves)))
    for i, card in enumerate(me.hand):
        out.append((f"hand:{i}", (f"sell {card}", f"trade {card}", f"play {card}",
                                  f"discard {card}", f"aux cull {card}")))
    for i, card in enumerate(state.market):
        out.append((f"market:{i}", tuple(f"buy {card} {n}" for n in _cowboys(card))))
    for card in state.objective_display:
        out.append((f"display:{card}", (f"objective {card}",)))
    for label in board.TRACK:
        out.append((f"track:{label}", (f"train {label}", f"aux train {label}",
                                       f"back {label}")))
    return out


def _cowboys(card: str) -> list[int]:
    value = data.cattle(card).value
    return sorted({cowboys for v, cards, cowboys, _ in data.buys(True)
                   if v == value and cards == 1})


def targets(state: GWTState, viewer: int | None) -> Targets:
    """Every thing of :func:`spots`; the moves with nothing to click are offered apart,
    except another player's exchange tokens: they are that player's to use, so the page
    neither draws nor lists them for anybody else."""
    others = tuple(m for m in objectives.others_exchange_candidates(state)
                   if objectives.out_of_turn_user(Move.parse(m)) != viewer)
    return Targets(tuple(moves for _, moves in spots(state)), theirs=others)


def chosen(state: GWTState, moves: set[str]) -> dict[str, str]:
    """For each drawn thing, the move among ``moves`` a click on it plays."""
    if not moves:
        return {}
    out = {}
    for key, options in spots(state):
        move = next((m for m in options if m in moves), None)
        if move is not None:
            out[key] = move
    return out
