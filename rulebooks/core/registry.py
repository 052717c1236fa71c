"""The registry of games. A game is a subpackage of ``rulebooks`` exposing ``GAME``.

Adding a game means adding a folder: discovery walks the package, so nothing
else needs editing. ``GAME = from_folder(__name__, ...)`` (:mod:`rulebooks.core.folder`)
reads the folder's files into a ``Game``, whose every part is typed by the protocols of
:mod:`rulebooks.core.contract`; nothing else is looked up by name.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib.resources.abc import Traversable
from typing import Any, Generic

from .contract import (
    Bot,
    Codec,
    Condition,
    Edit,
    InputView,
    Masker,
    NewState,
    Query,
    Redealer,
    Renderer,
    S,
    Scorer,
    Table,
    Targeter,
    Tracer,
    Viewer,
    Walkthrough,
)
from .errors import SetupError
from .fields import FieldCodec
from .queries import legal
from .short import Notation
from .state import Option
from .texts import front_matter, rule_ids_in

LOCALIZED = re.compile(r"^rules\.([a-z]{2})\.md$")


@dataclass(frozen=True)
class Calculator:
    """A game's score calculator: JSON in (described by ``schema``), breakdown out.

    A calculator can also be edited by clicking: ``editor(payload)`` draws the input
    with controls carrying ``data-edit`` actions (a button's action, or a select's or
    input's action followed by its value), and ``edit(payload, action)`` returns the
    input with that action applied (raising a RulesError when it is not allowed).
    """

    schema: dict[str, Any]
    score: Scorer
    render_input: InputView
    sample: dict[str, Any]
    editor: InputView | None = None
    edit: Edit | None = None
    # the JSON Schema of ``score(...).to_dict()`` (see core.output.result_schema)
    result: dict[str, Any] = field(default_factory=dict)
    # a sample in the tally mode (the paper score pad's figures; see core.tally)
    tally_sample: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, kw_only=True)
class Game(Generic[S]):
    """What the site, the tests and the browser need to know about one game.

    Every field is given by keyword; optional parts have defaults, so a new part is
    added as a new optional field.
    """

    slug: str
    title: str
    players: tuple[int, int]
    minutes: tuple[int, int]
    summary: str
    state_class: type[S]
    new_state: NewState[S]
    options: tuple[Option, ...]
    calculator: Calculator
    render: Renderer[S]
    # the game's folder (``importlib.resources.files(__name__)``): rule texts, tutorial
    folder: Traversable
    credits: str = ""
    # name -> bot; every game has at least "random"
    bots: Mapping[str, Bot[S]] = field(default_factory=dict)
    # tutorial conditions by name (``do = { condition = "face-down" }``)
    conditions: Mapping[str, Condition] = field(default_factory=dict)
    # what each move did and the rules it used, for transcripts and walkthroughs
    trace: Tracer[S] | None = None
    # the seeded game shown on the walkthrough page
    walkthrough: Walkthrough = field(default_factory=Walkthrough)
    # data tables by name, for ```table fences
    tables: Mapping[str, Table] = field(default_factory=dict)
    # the short position notation: read, write, fields (see core.short)
    position: Notation | None = None
    # questions a help page asks of a position, by name (core.queries); every game answers
    # at least "legal"
    queries: Mapping[str, Query[S]] = field(default_factory=lambda: {"legal": legal})
    # the state to and from JSON; by default the core codec driven by the state's fields
    codec: Codec[S] | None = None
    # hidden information (core/hidden.py): what a seat may know, as JSON, and a position
    # it cannot tell from the real one; every game with a secret (a deck order) has both
    view: Viewer[S] | None = None
    redeal: Redealer[S] | None = None
    # what a click can play in render's drawing (core/targets.py)
    targets: Targeter[S] | None = None
    # how another seat's move reads to a viewer (a card played face down is not named);
    # None: every move is public
    mask: Masker | None = None

    def __post_init__(self) -> None:
        if self.codec is None:
            object.__setattr__(self, "codec", FieldCodec(self.state_class, self.slug, self.title))
        # The state reads and writes JSON through the codec registered here, once.
        self.state_class.CODEC = self.codec

    def from_json(self, data: Any) -> S:
        return self.state_class.from_json(data)

    # -- texts in the game's folder -----------------------------------------
    def rules_text(self, lang: str = "en") -> str:
        """The rule text (``rules.md``, or ``rules.<lang>.md``), Markdown with front matter."""
        name = "rules.md" if lang == "en" else f"rules.{lang}.md"
        return self.folder.joinpath(name).read_text(encoding="utf-8")

    def front_matter(self, lang: str = "en") -> dict[str, str]:
        """The rule text's front matter: its ``title``, ``summary`` ... (``rules.md`` for the
        game's own, ``rules.<lang>.md`` for the translated title and summary)."""
        name = "rules.md" if lang == "en" else f"rules.{lang}.md"
        return front_matter(self.rules_text(lang), f"rulebooks/{self.slug}/{name}")

    def languages(self) -> tuple[str, ...]:
        """``en`` and every language the rule text is translated into."""
        found = (LOCALIZED.match(entry.name) for entry in self.folder.iterdir())
        return ("en", *sorted(match.group(1) for match in found if match))

    def rule_ids(self, lang: str = "en") -> frozenset[str]:
        """Every rule id declared in the rule text."""
        return _rule_ids(self.slug, lang)

    def tutorial_text(self, name: str = "tutorial") -> str | None:
        """The tutorial script (``tutorial.toml``), or ``None`` when the game has none."""
        path = self.folder.joinpath(f"{name}.toml")
        return path.read_text(encoding="utf-8") if path.is_file() else None

    def styles(self) -> str | None:
        """The game's own styles (``styles.css``), or ``None`` when it has none."""
        path = self.folder.joinpath("styles.css")
        return path.read_text(encoding="utf-8") if path.is_file() else None

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
def games() -> dict[str, Game[Any]]:
    """Every registered game by slug, in alphabetical order."""
    found: dict[str, Game[Any]] = {}
    for name in folders():
        game = _imported(name)
        if game is not None:
            found[game.slug] = game
    return found


def refresh() -> None:
    """Look for game folders again: in the browser, a game's files are written into the
    package after the engine has started (see ``rulebooks.web.installed``)."""
    games.cache_clear()
    _imported.cache_clear()


def folders() -> list[str]:
    """The subpackages of ``rulebooks`` that may hold a game, sorted, none imported."""
    import rulebooks

    # the folders with an __init__.py (or, in the browser, a compiled __init__.pyc alone), as
    # pkgutil.iter_modules finds packages (without importing pkgutil, which a fresh browser
    # tab would pay for before its first answer)
    found = {entry.name for path in rulebooks.__path__ if os.path.isdir(path)
             for entry in os.scandir(path)
             if entry.is_dir() and any(os.path.isfile(os.path.join(entry.path, init))
                                       for init in ("__init__.py", "__init__.pyc"))}
    return sorted(name for name in found if name != "core" and name.isidentifier())


SLUG = re.compile(r"[a-z][a-z0-9]*")


@cache
def _imported(name: str) -> Game[Any] | None:
    """The game of the subpackage ``rulebooks.<name>``, imported alone; None when there is
    no such subpackage or it has no ``GAME``."""
    if name == "core" or not SLUG.fullmatch(name):
        return None
    spec = importlib.util.find_spec(f"rulebooks.{name}")
    if spec is None or spec.submodule_search_locations is None:
        return None
    game = getattr(importlib.import_module(f"rulebooks.{name}"), "GAME", None)
    return game if isinstance(game, Game) else None


def get(slug: str) -> Game[Any]:
    """The game called ``slug``; an unknown name says which ones exist.

    Only that game's package is imported (the browser's first answer does not wait for
    every game to load); :func:`games` imports them all."""
    game = _imported(slug) if isinstance(slug, str) else None
    if game is not None and game.slug == slug:
        return game
    try:
        return games()[slug]
    except KeyError:
        raise SetupError(
            f"no game called {slug!r}", expected="one of " + ", ".join(games()), got=slug
        ) from None


def is_game(slug: object) -> bool:
    """Whether ``slug`` names a game, importing no other game."""
    if not isinstance(slug, str):
        return False
    game = _imported(slug)
    return (game is not None and game.slug == slug) or slug in games()


@cache
def _rule_ids(slug: str, lang: str) -> frozenset[str]:
    return frozenset(rule_ids_in(get(slug).rules_text(lang)))


def rule_ids(game: str, lang: str = "en") -> frozenset[str]:
    """Every rule id declared in the rule text of the game called ``game``."""
    return get(game).rule_ids(lang)
