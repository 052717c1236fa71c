"""The one refusal helper the tests share: a move refused under its rule leaves the state as
it was, and bad input is refused with the right kind of error, naming the place."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import pytest

from rulebooks.core.errors import IllegalMove, RulesError
from rulebooks.core.registry import rule_ids
from rulebooks.core.rules import game_of
from rulebooks.core.state import GameState

E = TypeVar("E", bound=RulesError)


def refused(kind: type[E], call: Callable[..., Any], *args: Any, where: str | None = None,
            rule: str | None = None, at: str | None = None, **kwargs: Any) -> E:
    """Assert ``call(*args, **kwargs)`` raises exactly ``kind`` (not another kind of error),
    at a place starting with ``where`` (or exactly ``at``) and citing ``rule`` when they are
    given."""
    with pytest.raises(RulesError) as caught:
        call(*args, **kwargs)
    error = caught.value
    assert type(error) is kind, f"expected {kind.__name__}, got {type(error).__name__}: {error}"
    if where is not None:
        assert error.where is not None and error.where.startswith(where), str(error)
    if at is not None:
        assert error.where == at, str(error)
    if rule is not None:
        assert error.rule == rule, str(error)
        assert rule in rule_ids(game_of(rule))
    return error


def refused_move(state: GameState, move: str, rule: str, player: int | None = None) -> IllegalMove:
    """Assert ``move`` is refused under ``rule`` (an id of the rule text), leaving ``state``
    as it was; without a ``player`` the move is not legal either."""
    before = state.to_json()
    error = refused(IllegalMove, state.apply, move, player, rule=rule)
    assert state.to_json() == before
    if player is None:
        assert not state.is_legal(move)
    return error
