"""A game folder to its :class:`~rulebooks.core.registry.Game`: the one place that knows which
file of a folder holds which part of the contract.

A game's ``__init__.py`` is one line (and its docstring)::

    GAME = from_folder(__name__)

and each part is read from the folder's modules under its documented name (the first file
of the list that has it; a part no file has takes the ``Game`` default, and a part the
contract needs is refused by name when it is missing):

====================  ==========================================================
part                  where it is read
====================  ==========================================================
state, options        ``game.py``: the ``GameState`` subclass defined there, ``OPTIONS``,
                      ``new_state``
moves                 ``moves.py``: ``Move`` and ``parse_move``, which ``Move.parse`` calls
                      (when ``Move`` is a ``core.state.MoveText``)
calculator            ``calculator.py``: ``SCHEMA``, ``SAMPLE``, ``RESULT``, ``score``,
                      ``render_input``; ``SAMPLE_TALLY`` (``tally.py`` or ``calculator.py``);
                      ``editor`` and ``edit`` (``editor.py`` or ``calculator.py``), shown
                      for the full position's mode only when the schema has a tally mode;
                      ``score_tally`` and ``render_tally`` (``tally.py``), when given, answer
                      the tally's mode and ``score``, ``render_input`` the full position's
render, targets       ``render.py`` or ``position.py``: ``position_html``, ``targets``
tables                ``render.py`` or ``tables.py``: ``TABLES``, plus ``options`` (the
                      options' table, unless ``TABLES`` has its own) and ``position`` (below)
bots, conditions      ``bots.py``: ``BOTS``, ``CONDITIONS``; with a ``redeal`` the bots
                      play fair (``core.hidden.fair_bots``)
trace, walkthrough    ``trace.py``: ``trace``, ``WALKTHROUGH``
position              ``short.py``: ``NOTATION`` (its table is the ``position`` table)
queries               ``queries.py``: ``QUERIES``
view, redeal, mask    ``hidden.py``: ``view``, ``redeal``, ``mask``
====================  ==========================================================

A keyword argument gives a part outright instead (``credits=...``, a ``codec``); ``tables=``
adds tables to the folder's (a game whose tables live in more than one file). Each part
is checked against the type the contract gives it, so a misspelt or mistyped name fails at
import, naming the file and the name.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import fields
from importlib.resources import files
from types import ModuleType
from typing import Any

from .contract import Condition, Walkthrough
from .errors import NotationError
from .hidden import fair_bots
from .html import options_table
from .registry import Calculator, Game
from .short import Notation
from .state import GameState, MoveText, Option
from .tally import TALLY, by_mode, full_only
from .texts import front_matter

# part -> (files to look in, name, what it must be); files are the folder's modules
Check = Callable[[Any], bool]


def mapping_of(check: Check) -> Check:
    """A mapping from names to values that each pass ``check``."""
    return lambda value: isinstance(value, Mapping) and all(
        isinstance(k, str) and check(v) for k, v in value.items())


PARTS: dict[str, tuple[tuple[str, ...], str, Check]] = {
    "options": (("game",), "OPTIONS",
                lambda v: isinstance(v, tuple) and all(isinstance(o, Option) for o in v)),
    "new_state": (("game",), "new_state", callable),
    "parse_move": (("moves",), "parse_move", callable),
    "move_class": (("moves",), "Move", lambda v: isinstance(v, type)),
    "render": (("render", "position"), "position_html", callable),
    "targets": (("render", "position"), "targets", callable),
    "tables": (("render", "tables"), "TABLES", mapping_of(callable)),
    "bots": (("bots",), "BOTS", mapping_of(callable)),
    "conditions": (("bots",), "CONDITIONS", mapping_of(lambda v: isinstance(v, Condition))),
    "trace": (("trace",), "trace", callable),
    "walkthrough": (("trace",), "WALKTHROUGH", lambda v: isinstance(v, Walkthrough)),
    "position": (("short",), "NOTATION", lambda v: isinstance(v, Notation)),
    "queries": (("queries",), "QUERIES", mapping_of(callable)),
    "view": (("hidden",), "view", callable),
    "redeal": (("hidden",), "redeal", callable),
    "mask": (("hidden",), "mask", callable),
}
CALCULATOR: dict[str, tuple[tuple[str, ...], str, Check]] = {
    "schema": (("calculator",), "SCHEMA", lambda v: isinstance(v, dict)),
    "score": (("calculator",), "score", callable),
    "render_input": (("calculator",), "render_input", callable),
    "sample": (("calculator",), "SAMPLE", lambda v: isinstance(v, dict)),
    "result": (("calculator",), "RESULT", lambda v: isinstance(v, dict)),
    "tally_sample": (("tally", "calculator"), "SAMPLE_TALLY", lambda v: isinstance(v, dict)),
    "editor": (("editor", "calculator"), "editor", callable),
    "edit": (("editor", "calculator"), "edit", callable),
    "score_tally": (("tally",), "score_tally", callable),
    "render_tally": (("tally",), "render_tally", callable),
}
NEEDED = frozenset({"options", "new_state", "parse_move", "move_class", "render", "bots",
                    "schema", "score", "render_input", "sample"})


class Folder:
    """The modules of one game folder, imported when first asked for."""

    def __init__(self, package: str) -> None:
        self.package = package
        self.modules: dict[str, ModuleType | None] = {}

    def module(self, name: str) -> ModuleType | None:
        if name not in self.modules:
            # a .pyc alone in the browser (the site ships the engine compiled)
            found = any(files(self.package).joinpath(f"{name}{suffix}").is_file()
                        for suffix in (".py", ".pyc"))
            self.modules[name] = (importlib.import_module(f"{self.package}.{name}") if found
                                  else None)
        return self.modules[name]

    def parts(self, table: Mapping[str, tuple[tuple[str, ...], str, Check]]) -> dict[str, Any]:
        """Every part of ``table`` that a file of the folder has, checked."""
        found: dict[str, Any] = {}
        for part, (places, name, check) in table.items():
            place = next((m for m in places if hasattr(self.module(m) or (), name)), None)
            if place is None:
                if part in NEEDED:
                    where = " or ".join(f"{m}.py" for m in places)
                    raise TypeError(f"{self.package}: no {name} in {where} (the game's {part}, "
                                    "which every game has)")
                continue
            value = getattr(self.module(place), name)
            if not check(value):
                raise TypeError(f"{self.package}.{place}.{name} is not a valid {part}: "
                                f"got {type(value).__name__}")
            found[part] = value
        return found

    def state_class(self) -> type[GameState]:
        module = self.module("game")
        classes = [value for value in vars(module).values()
                   if isinstance(value, type) and issubclass(value, GameState)
                   and value.__module__ == self.package + ".game"]
        if len(classes) != 1:
            raise TypeError(f"{self.package}.game must define exactly one GameState subclass, "
                            f"found {len(classes)}")
        return classes[0]


def from_folder(package: str, **given: Any) -> Game[Any]:
    """The ``Game`` of the folder of ``package`` (a game's ``__name__``); keyword arguments
    give parts outright (see the table above)."""
    unknown = sorted(set(given) - {f.name for f in fields(Game)})
    if unknown:
        raise TypeError(f"{package}: a Game has no part {', '.join(unknown)}")
    folder = Folder(package)
    parts = folder.parts(PARTS)
    maths = folder.parts(CALCULATOR)
    schema = maths["schema"]
    full_mode = next((branch["properties"]["mode"]["const"] for branch in schema.get("oneOf", ())
                      if branch["properties"]["mode"]["const"] != TALLY), None)
    # an editor draws the full position, unless it says it draws the tally (``editor.mode``)
    if "editor" in maths and "edit" in maths and full_mode is not None \
            and getattr(maths["editor"], "mode", None) != TALLY:
        maths["editor"], maths["edit"] = full_only(full_mode, maths["editor"], maths["edit"])
    # tally.py's score_tally and render_tally answer the tally's mode, calculator.py's the rest
    for part, tally_part in (("score", "score_tally"), ("render_input", "render_tally")):
        if tally_part in maths:
            if full_mode is None:
                raise TypeError(f"{package}.tally.{tally_part}: the calculator's SCHEMA has no "
                                "tally mode (core.tally.with_modes)")
            maths[part] = by_mode(full_mode, maths[part], maths.pop(tally_part))
    state_class = folder.state_class()
    move_class, parse_move = parts.pop("move_class"), parts.pop("parse_move")
    if issubclass(move_class, MoveText):
        move_class.READ = staticmethod(parse_move)
    if "redeal" in parts:
        parts["bots"] = fair_bots(parts["bots"], parts["redeal"])
    tables = {**parts.get("tables", {}), **given.pop("tables", {})}
    options = parts["options"]
    tables.setdefault("options", lambda: options_table(options))
    if "position" in parts:
        tables["position"] = parts["position"].table
    slug = package.rpartition(".")[2]
    about = who_and_what(slug, files(package).joinpath("rules.md").read_text(encoding="utf-8"),
                         parts["options"])
    return Game(slug=slug, state_class=state_class, calculator=Calculator(**maths),
                folder=files(package), **{**about, **parts, "tables": tables, **given})


def who_and_what(slug: str, rules: str, options: tuple[Option, ...]) -> dict[str, Any]:
    """The game's ``title``, ``summary``, ``minutes`` (and ``credits``) from the front matter
    of its ``rules.md``, and ``players`` from its ``players`` option's range."""
    where = f"rulebooks/{slug}/rules.md"
    page = front_matter(rules, where)
    missing = [key for key in ("title", "summary", "minutes") if not page.get(key)]
    if missing:
        raise NotationError(f"the front matter has no {', '.join(missing)}", where=where)
    seats = next((o for o in options if o.name == "players"), None)
    if seats is None or seats.low is None or seats.high is None:
        raise TypeError(f"rulebooks.{slug}.game.OPTIONS needs a 'players' option with low and "
                        "high: the game's number of players")
    return {"title": page["title"], "summary": page["summary"], "credits": page.get("credits", ""),
            "minutes": span(page["minutes"], f"{where}: minutes"),
            "players": (seats.low, seats.high)}


def span(text: str, where: str) -> tuple[int, int]:
    """``"10-40"`` as ``(10, 40)``, ``"30"`` as ``(30, 30)``."""
    low, _, high = text.partition("-")
    if not (low.strip().isdigit() and (not high or high.strip().isdigit())):
        raise NotationError(f"expected a number or a range such as 10-40, got {text!r}",
                            where=where)
    return int(low), int(high or low)
