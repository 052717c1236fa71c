"""Positions for the 7 Wonders Duel tests: a game past its draft, then changed by hand."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rulebooks.duel.game import DuelState, new_state


def after_draft(seed: int = 1) -> DuelState:
    """A new game with the Wonder draft played (first Wonder on show each time)."""
    state = new_state({}, seed)
    while state.phase == "draft":
        state = state.apply(state.legal_moves()[0])
    return state


def with_card_open(state: DuelState, ident: str) -> DuelState:
    """``state`` with ``ident`` swapped into an accessible place of the structure."""
    if ident in state.structure:
        return state
    place = next(i for i, c in enumerate(state.structure) if c and state.accessible(i))
    old = state.structure[place]
    structure = list(state.structure)
    structure[place] = ident
    removed = [old if c == ident else c for c in state.removed]
    if ident not in state.removed:  # from a later Age: simply out of the box
        removed = list(state.removed)
    return replace(state, structure=tuple(structure), removed=tuple(sorted(removed)))


def seat(state: DuelState, player: int, **fields: Any) -> DuelState:
    """Set per-player fields (``cities=(...)``, ``coins=5``) for one player."""
    changes = {}
    for name, value in fields.items():
        items = list(getattr(state, name))
        items[player] = value
        changes[name] = tuple(items)
    return replace(state, **changes)
