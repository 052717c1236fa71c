"""What a drawing of a position lets a player click, as the game declares it.

A game's ``targets(state, viewer)`` names the things its drawing shows whatever happens
(a card, a pile, a token) that a click can play, each with the moves it may mean, best
first; and the moves that get a control of their own when offered (an action button, a
ghost tile), by the start of their notation. From these, :func:`offered` picks what to
draw clickable: on each thing, its legal move, else a move the rules refuse there (so
that a wrong click is answered with the rule it breaks); a legal move with nothing to
click is listed apart, for the page to offer as a plain button.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from .errors import IllegalMove, RulesError
from .state import GameState


@dataclass(frozen=True)
class Targets:
    """``spots``: for each thing drawn anyway that a click can play, the moves it may mean
    (the drawing gives it the first of them it is offered). ``own``: a move that is one of
    these, or starts with one and a space (``"take"``, ``"buy 1-07 gold"``), is drawn with
    a control of its own when offered. ``theirs``: legal moves that another seat plays (an
    exchange token spent on someone else's turn): not the viewer's, so neither drawn nor
    listed for them."""

    spots: tuple[tuple[str, ...], ...] = ()
    own: tuple[str, ...] = ()
    theirs: tuple[str, ...] = ()

    def has_own(self, move: str) -> bool:
        return any(move == start or move.startswith(start + " ") for start in self.own)


def pick(playable: Collection[str], *moves: str) -> str | None:
    """The first of ``moves`` that a drawing was given to make clickable (``playable``): what
    a click on a thing that may mean any of them plays; ``None`` when it plays nothing."""
    return next((move for move in moves if move in playable), None)


@dataclass(frozen=True)
class Offer:
    picks: list[str]      # the moves to draw clickable
    tempting: list[str]   # the refused ones among them
    unshown: list[str]    # legal moves with nothing to click


def offered(targets: Targets, state: GameState, viewer: int, legal: Sequence[str]) -> Offer:
    allowed, picks, tempting = set(legal), [], []
    for spot in targets.spots:
        move = next((m for m in spot if m in allowed), None)
        if move is None:
            move = next((m for m in spot if _refused(state, m, viewer)), None)
            if move is not None:
                tempting.append(move)
        if move is not None:
            picks.append(move)
    shown = set(picks)
    own = [m for m in legal if m not in shown and targets.has_own(m)]
    return Offer([*picks, *own], tempting, [m for m in legal if m not in shown and m not in own])


def _refused(state: GameState, move: str, viewer: int) -> bool:
    """The rules refuse ``move`` here, citing a rule (not merely unreadable)."""
    try:
        state.apply(move, viewer)
    except IllegalMove:
        return True
    except RulesError:
        return False
    return False
