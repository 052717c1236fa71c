"""A move in words for one reader: the game's own account of it (its trace), but only
when those words tell that reader nothing they may not know.

The check: the same move is traced again from positions the reader cannot tell from the
real one (everything hidden from them dealt again, ``redeal``). Words that come out the
same every time depend only on what the reader knew; words that change would give away a
hidden card, so the move is shown as its notation instead.
"""

from __future__ import annotations

from typing import Any

from .errors import RulesError
from .i18n import tr_account
from .rng import Rng
from .state import GameState, Move

TRIES = 3  # redealt positions the words must survive


def move_words(spec: Any, before: GameState, move: Move | str, after: GameState,
               reader: int | None, rng: Rng) -> str | None:
    """What ``move`` did, as ``reader`` may be told it; ``None`` when there are no such words."""
    if spec.trace is None:
        return None
    words = spec.trace(before, _move(before, move), after)[0]
    if not words:
        return None
    if spec.redeal is not None and before.to_move != reader:
        for n in range(TRIES):
            other = spec.redeal(before, reader, rng.fork(f"words-{n}"))
            try:
                played = _move(other, move)
                if spec.trace(other, played, other.apply(played))[0] != words:
                    return None
            except RulesError:  # not even legal there: the move's words depend on a secret
                return None
    return tr_account(words)


def _move(state: GameState, move: Move | str) -> Move:
    """``move`` as the game's move object (a notation string is read)."""
    return state.parse_move(move) if isinstance(move, str) else move
