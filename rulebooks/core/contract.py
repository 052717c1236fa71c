"""The parts a game provides, as typed protocols.

A game's ``Game`` (see :mod:`rulebooks.core.registry`, made from the game's folder by
:mod:`rulebooks.core.folder`) is made of these.
Each protocol is generic over the game's state class, so ``Game[GolfState]`` says
that its renderer, bots, conditions and trace all take Golf states.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol, TypeVar

from .rng import Rng
from .score import Breakdown
from .state import GameState, Move
from .targets import Targets

S = TypeVar("S", bound=GameState)
S_in = TypeVar("S_in", bound=GameState, contravariant=True)
S_out = TypeVar("S_out", bound=GameState, covariant=True)


class NewState(Protocol[S_out]):
    """``new_state(options, seed)``: a fresh game with these options, dealt from ``seed``."""

    def __call__(self, options: Mapping[str, Any] | None, seed: int) -> S_out: ...


class Renderer(Protocol[S_in]):
    """HTML for a position as ``viewer`` (0-based; ``None``: everything) sees it.

    ``moves`` are notations to draw as clickable; they need not be legal here."""

    def __call__(self, state: S_in, viewer: int | None = None,
                 moves: Sequence[str] = ()) -> str: ...


class Bot(Protocol[S_in]):
    """``bot(state, rng) -> move`` for the player to move; only ever a legal move."""

    def __call__(self, state: S_in, rng: Rng) -> Move: ...


class MoveTest(Protocol[S_in]):
    """Whether ``move`` in ``state`` meets a tutorial condition."""

    def __call__(self, state: S_in, move: Move) -> bool: ...


class Condition(NamedTuple):
    """A tutorial condition: what the learner should do, and the test of a move."""

    describe: str
    test: MoveTest[Any]


class Tracer(Protocol[S_in]):
    """What ``move`` did between ``before`` and ``after``, and the rule ids it used."""

    def __call__(self, before: S_in, move: Move, after: S_in) -> tuple[str, tuple[str, ...]]: ...


class Viewer(Protocol[S_in]):
    """What seat ``viewer`` may know of a position, as JSON (``None``: a spectator)."""

    def __call__(self, state: S_in, viewer: int | None, /) -> dict[str, Any]: ...


class Redealer(Protocol[S]):
    """A position seat ``viewer`` cannot tell from ``state``: all it may not know dealt
    again with ``rng``."""

    def __call__(self, state: S, viewer: int | None, rng: Rng, /) -> S: ...


class Targeter(Protocol[S_in]):
    """What a click can play in the renderer's drawing of ``state`` for ``viewer``."""

    def __call__(self, state: S_in, viewer: int | None, /) -> Targets: ...


class Query(Protocol[S_in]):
    """A question a help page asks of a position (``core.queries``): ``query(state,
    **arguments)`` answers with plain JSON data. Its keyword parameters are the arguments an
    example's ``ask`` may give, checked against its signature before it is called
    (``core.queries.ask``); a bad value is a ``RulesError`` naming the argument."""

    def __call__(self, state: S_in, /, *args: Any, **arguments: Any) -> dict[str, Any]: ...


class Masker(Protocol):
    """How seat ``mover``'s move reads to seat ``viewer`` (a card played face down is not
    named): the notation shown, which is ``move`` itself when the viewer may see it all."""

    def __call__(self, move: str, mover: int, viewer: int, /) -> str: ...


class Table(Protocol):
    """HTML of one data table (a ```table fence names it)."""

    def __call__(self) -> str: ...


class Codec(Protocol[S]):
    """A state to JSON and back; reading checks everything a hand-edited file gets wrong."""

    def state_to_json(self, state: S, /) -> dict[str, Any]: ...

    def state_from_json(self, data: Any, /) -> S: ...


class Scorer(Protocol):
    """The calculator's input (JSON data) to its score breakdown."""

    def __call__(self, payload: Any, /) -> Breakdown: ...


class InputView(Protocol):
    """The calculator's input drawn as HTML (as input, or as an editable sheet)."""

    def __call__(self, payload: Any, /) -> str: ...


class Edit(Protocol):
    """The calculator's input with one ``data-edit`` action applied."""

    def __call__(self, payload: Any, action: str, /) -> Any: ...


@dataclass(frozen=True)
class Walkthrough:
    """The seeded game shown on the walkthrough page."""

    options: Mapping[str, Any] = field(default_factory=dict)
    seed: int = 1
