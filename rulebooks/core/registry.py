"""The registry of games. A game is a subpackage of ``rulebooks`` exposing ``GAME``.

Adding a game means adding a folder: discovery walks the package, so nothing
else needs editing.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from .errors import SetupError
from .score import Breakdown
from .state import GameState, Option


@dataclass(frozen=True)
class Calculator:
    """A game's score calculator: JSON in (described by ``schema``), breakdown out.

    A calculator can also be edited by clicking: ``editor(payload)`` draws the input
    with controls carrying ``data-edit`` actions (a button's action, or a select's or
    input's action followed by its value), and ``edit(payload, action)`` returns the
    input with that action applied (raising a RulesError when it is not allowed).
    """

    schema: dict[str, Any]
    score: Callable[[Any], Breakdown]
    render_input: Callable[[Any], str]
    sample: dict[str, Any]
    editor: Callable[[Any], str] | None = None
    edit: Callable[[Any, str], Any] | None = None
    # the JSON Schema of ``score(...).to_dict()`` (see core.output.result_schema)
    result: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Game:
    """What the site, the tests and the browser need to know about one game."""

    slug: str
    title: str
    players: tuple[int, int]
    minutes: tuple[int, int]
    summary: str
    state_class: type[GameState]
    new_state: Callable[[Mapping[str, Any] | None, int], GameState]
    options: tuple[Option, ...]
    calculator: Calculator
    render: Callable[..., str]
    credits: str = ""
    # name -> bot(state, rng) -> move; every game has at least "random"
    bots: Mapping[str, Callable[..., Any]] = field(default_factory=dict)
    # tutorial conditions: name -> (what the learner should do, test(state, move))
    conditions: Mapping[str, tuple[str, Callable[..., bool]]] = field(default_factory=dict)
    # trace(before, move, after) -> (what happened, rule ids used), for transcripts
    trace: Callable[..., tuple[str, tuple[str, ...]]] | None = None
    # the seeded game shown on the walkthrough page: {"options": {...}, "seed": n}
    walkthrough: Mapping[str, Any] = field(default_factory=dict)

    def from_json(self, data: Any) -> GameState:
        return self.state_class.from_json(data)

    def to_dict(self) -> dict[str, Any]:
        return {
            "slug": self.slug,
            "title": self.title,
            "players": list(self.players),
            "minutes": list(self.minutes),
            "summary": self.summary,
            "options": [option.to_dict() for option in self.options],
        }


@cache
def games() -> dict[str, Game]:
    """Every registered game by slug, in alphabetical order."""
    import rulebooks

    found: dict[str, Game] = {}
    for info in sorted(pkgutil.iter_modules(rulebooks.__path__), key=lambda i: i.name):
        if not info.ispkg or info.name == "core":
            continue
        module = importlib.import_module(f"rulebooks.{info.name}")
        game = getattr(module, "GAME", None)
        if isinstance(game, Game):
            found[game.slug] = game
    return found


def get(slug: str) -> Game:
    """The game called ``slug``; an unknown name says which ones exist."""
    try:
        return games()[slug]
    except KeyError:
        raise SetupError(
            f"no game called {slug!r}", expected="one of " + ", ".join(games()), got=slug
        ) from None
