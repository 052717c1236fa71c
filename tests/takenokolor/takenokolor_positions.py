"""Positions shared by the Takenokolor tests, written short."""

from __future__ import annotations

from rulebooks.takenokolor import data
from rulebooks.takenokolor.short import NOTATION
from tests.refusals import refused_move as refused  # noqa: F401  (shared)

ALL_PENS = ["bt", "go", "pt", "ys"]


def position(**fields):
    """A short position (see the rules page's position table)."""
    return NOTATION.read(fields)


def bamboo(item_id, upto=None):
    """The ids of a bamboo's sections from the bottom, up to ``upto`` (all by default)."""
    sections = data.item(item_id).sections
    return [s.id for s in sections[:upto if upto is not None else len(sections)]]
