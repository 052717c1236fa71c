"""Positions shared by the Takenokolor tests, written short."""

from __future__ import annotations

import pytest

from rulebooks.core.errors import IllegalMove
from rulebooks.takenokolor import data
from rulebooks.takenokolor.short import NOTATION

ALL_PENS = ["bt", "go", "pt", "ys"]


def position(**fields):
    """A short position (see the rules page's position table)."""
    return NOTATION.read(fields)


def bamboo(item_id, upto=None):
    """The ids of a bamboo's sections from the bottom, up to ``upto`` (all by default)."""
    sections = data.item(item_id).sections
    return [s.id for s in sections[:upto if upto is not None else len(sections)]]


def refused(state, move, rule):
    """``move`` is refused under ``rule`` and the state is unchanged."""
    before = state.to_json()
    with pytest.raises(IllegalMove) as error:
        state.apply(move)
    assert error.value.rule == rule
    assert state.to_json() == before
    return error.value
