"""The bridge the browser calls (through Pyodide in a Web Worker).

Only the functions registered in ``CALLS`` can be reached from the page: the worker
asks :func:`names` once and refuses any other name, and :func:`call` refuses it too.
Arguments come by keyword, as one JSON object; every answer is a JSON object,
``{"ok": true, ...}`` or ``{"ok": false, "error": {...}}`` where the error carries its
message, its rule and its link, and ``html``: the box the page shows, drawn here.
Only a bug in the engine raises.
"""

from __future__ import annotations

import contextlib
import inspect
import os
import sys
import traceback
from collections.abc import Callable, Iterable
from typing import Any, get_args, get_type_hints

from . import sessions
from .core import examples
from .core.codec import dumps, loads
from .core.errors import NotationError, RulesError
from .core.html import Links, breakdown_table, error_html, offscript_html
from .core.i18n import LANGUAGES, language
from .core.printed import CappedOutput
from .core.registry import folders, games, get, is_game, refresh

CALLS: dict[str, Callable[..., dict[str, Any]]] = {}
KINDS = {str: "text", int: "a whole number", dict: "an object", list: "a list"}


def exposed(function: Callable[..., dict[str, Any]]) -> Callable[..., dict[str, Any]]:
    """Register ``function`` as callable from the page, under its own name."""
    CALLS[function.__name__] = function
    return function


def names() -> list[str]:
    """The names the page may call."""
    return sorted(CALLS)


def call(name: str, arguments: str = "{}", page: str = "{}") -> str:
    """Run the registered function ``name`` with ``arguments`` (a JSON object of keyword
    arguments); ``page`` (``{"here": game or null, "base": address of games/, "lang":
    the page's language}``) says where the page's rule links lead and in which language
    the answer speaks. Returns the answer as JSON text."""
    links = _links(page)
    try:
        given = loads(arguments, f"call {name}")
        if not isinstance(given, dict):
            raise NotationError("the arguments are a JSON object of keyword arguments",
                                where=f"call {name}")
    except RulesError as error:
        with language(links.lang, strict=False):
            return dumps({"ok": False, "error": with_html(error.to_dict(), links)})
    return dumps(answer(name, given, links))


def answer(name: str, arguments: dict[str, Any], links: Links | None = None) -> dict[str, Any]:
    """:func:`call` for Python callers (and tests): the answer as a dict, in the language
    of ``links`` (English by default)."""
    links = links or Links()
    game = arguments.get("game")
    game = game.split("/")[0] if isinstance(game, str) and is_game(game.split("/")[0]) else None
    with language(links.lang, game, strict=False):
        return _answer(name, arguments, links)


def _answer(name: str, arguments: dict[str, Any], links: Links) -> dict[str, Any]:
    try:
        function = CALLS.get(name)
        if function is None:
            raise NotationError(f"no engine function called {name!r}; the page may call: "
                                f"{', '.join(names())}", where="call")
        _check(name, function, arguments)
        if "links" in inspect.signature(function).parameters:
            arguments = {**arguments, "links": links}
        return {"ok": True, **function(**arguments)}
    except RulesError as error:
        return {"ok": False, "error": with_html(error.to_dict(), links)}


def with_html(error: dict[str, Any], links: Links) -> dict[str, Any]:
    """An error as a dict, with the box the page shows for it."""
    return {**error, "html": error_html(error, links.here, links.base)}


def _links(page: str) -> Links:
    try:
        where = loads(page, "page")
    except RulesError:
        return Links()
    if not isinstance(where, dict):
        return Links()
    here, base, lang = where.get("here"), where.get("base", "../"), where.get("lang")
    return Links(here if isinstance(here, str) else None, base if isinstance(base, str) else "../",
                 lang if lang in LANGUAGES else "en")


def _check(name: str, function: Callable[..., Any], given: dict[str, Any]) -> None:
    """Every argument known, present when required, of the annotated type."""
    params = {k: p for k, p in inspect.signature(function).parameters.items() if k != "links"}
    hints = get_type_hints(function)
    unknown = sorted(set(given) - set(params))
    missing = [k for k, p in params.items() if p.default is p.empty and k not in given]
    if unknown or missing:
        raise NotationError(
            f"{name} takes {', '.join(params) or 'no arguments'}"
            + (f"; unknown: {', '.join(unknown)}" if unknown else "")
            + (f"; missing: {', '.join(missing)}" if missing else ""), where="call")
    for key, value in given.items():
        kind = hints.get(key)
        if value is None and params[key].default is None:
            continue  # an optional argument left out
        kind = next((k for k in get_args(kind) if k is not type(None)), kind)
        if kind in KINDS and (not isinstance(value, kind) or isinstance(value, bool)):
            raise NotationError(f"{key} must be {KINDS[kind]}, got {value!r}",
                                where=f"call {name}")


def installed() -> None:
    """The page's worker has written more of the engine's files into place (a game's part,
    after the engine started): forget the folder listings Python's importer keeps for them,
    and look for games again. Not one of the page's calls."""
    import rulebooks

    top = os.path.dirname(os.path.dirname(rulebooks.__file__))
    for path in [p for p in sys.path_importer_cache if p.startswith(top)]:
        del sys.path_importer_cache[path]
    refresh()


def preload(first: Iterable[str] = (), others: bool = True) -> bool:
    """Import one more game before a page asks for it: the first of ``first`` not imported
    yet, else (when ``others``) the next of all. Returns whether there is more to import.
    The worker calls it while idle, one game each time, so a call from the page waits for
    one import at most; it is not one of the page's calls."""
    pending = [name for name in folders() if f"rulebooks.{name}" not in sys.modules]
    wanted = [name for name in first if name in pending]
    todo = wanted or (pending if others else [])
    if todo:
        is_game(todo[0])
    return len(pending if others else wanted) > 1


# -- the page's calls -----------------------------------------------------------------
@exposed
def list_games() -> dict[str, Any]:
    """Metadata of every registered game."""
    return {"games": [g.to_dict() for g in games().values()]}


@exposed
def run_example(game: str, text: str) -> dict[str, Any]:
    """Run an example declaration (TOML, possibly edited by the reader)."""
    example = examples.parse_example(text, game)
    result = examples.run(example)
    return {
        "html": result.html,
        "problems": examples.verify(result),
        "error": result.error.to_dict() if result.error else None,
    }


@exposed
def calculate(game: str, text: str, links: Links) -> dict[str, Any]:
    """Score a calculator input (JSON text) and render it."""
    calc = get(game).calculator
    data = loads(text, "input")
    breakdown = calc.score(data)
    html = calc.render_input(data) + breakdown_table(breakdown, links.here, base=links.base)
    return {"breakdown": breakdown.to_dict(), "html": html}


@exposed
def calculator_edit(game: str, text: str, action: str, links: Links) -> dict[str, Any]:
    """Apply one click of a calculator's editor (``"noop"`` redraws an input typed as
    JSON); return the new input, the editor and the score (or why it cannot be scored)."""
    calc = get(game).calculator
    if calc.edit is None or calc.editor is None:
        raise NotationError(f"the {game} calculator has no editor", where="calculator")
    data = loads(text, "input")
    if action != "noop":
        data = calc.edit(data, action)
    result: dict[str, Any] = {"payload": data, "editor": calc.editor(data)}
    try:
        breakdown = calc.score(data)
        result["breakdown"] = breakdown.to_dict()
        result["html"] = calc.render_input(data) + breakdown_table(breakdown, links.here,
                                                                   base=links.base)
    except RulesError as error:  # an unfinished sheet: still editable
        result["score_error"] = with_html(error.to_dict(), links)
    return result


_output_sink: Callable[[str], object] | None = None


def set_output_sink(sink: Callable[[str], object] | None) -> None:
    """Where :func:`run_python` passes what the code prints, as it prints it (the
    browser's worker posts it to the page); not callable from the page."""
    global _output_sink
    _output_sink = sink


@exposed
def run_python(code: str, links: Links) -> dict[str, Any]:
    """Run reader-written Python with the engine importable; capture what it prints
    (the first ``core.printed.LIMIT`` characters, passed on as they come).

    A rule error is reported as a message with its rule link, other exceptions as a
    short traceback of the reader's own code (``ok`` stays true: the call worked).
    """
    out = CappedOutput(_output_sink)
    scope: dict[str, Any] = {"__name__": "__reader__"}
    try:
        compiled = compile(code, READER_FILE, "exec")
    except SyntaxError as exc:
        problem = NotationError(f"{exc.msg} (line {exc.lineno})", where="your code").to_dict()
        return {"stdout": "", "problem": with_html(problem, links)}
    problem = None
    try:
        with contextlib.redirect_stdout(out):
            try:
                exec(compiled, scope)
            finally:
                out.flush()
    except RulesError as error:
        problem = error.to_dict()
    except Exception as exc:  # the reader's own bug: show their traceback, not ours
        problem = {"code": "python", "message": reader_traceback(exc, code), "rule": None,
                   "link": None, "where": "your code"}
    return {"stdout": out.getvalue(), "problem": problem and with_html(problem, links)}


READER_FILE = "<your code>"
FRAMES_SHOWN = 4  # the innermost frames of the reader's code a traceback keeps


def reader_traceback(exc: BaseException, code: str) -> str:
    """``exc``'s traceback as the reader needs it: only the frames of their own code
    (the line number and the line), never the runner's or the engine's, then the error."""
    source = code.splitlines()
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename == READER_FILE]
    lines = ["Traceback (most recent call last):"] if frames else []
    for frame in frames[-FRAMES_SHOWN:]:
        where = "" if frame.name == "<module>" else f", in {frame.name}"
        lines.append(f"  line {frame.lineno}{where}")
        if frame.lineno and 0 < frame.lineno <= len(source) and source[frame.lineno - 1].strip():
            lines.append("    " + source[frame.lineno - 1].strip())
    lines += [line.rstrip() for line in traceback.format_exception_only(type(exc), exc)]
    return "\n".join(lines)


@exposed
def tutorial_info(game: str) -> dict[str, Any]:
    """A game's tutorial: title, version, learner's seat, free-play options and steps.
    ``game`` may name one of the game's other tutorials: ``golf/tutorial-powers``."""
    return sessions.tutorial_info(game)


@exposed
def tutorial_view(game: str, progress: dict) -> dict[str, Any]:
    """The step a learner's progress (``{"version", "moves"}``) reaches, drawn for them."""
    return sessions.tutorial_view(game, progress)


@exposed
def tutorial_try(game: str, progress: dict, move: str, links: Links) -> dict[str, Any]:
    """The learner's move at the current step: accepted (the next step), or refused."""
    result = sessions.tutorial_try(game, progress, move)
    if result.get("error"):
        result["error"] = with_html(result["error"], links)
    elif not result["accepted"]:
        result["html"] = offscript_html(result["message"])
    return result


@exposed
def free_play_start(game: str, options: dict, seat: int, bot: str, links: Links,
                    seed: int | None = None) -> dict[str, Any]:
    """A new game against the bots; the page gets a session id and its seat's view. The
    engine picks the seed unless one is given (to replay a game)."""
    return sessions.free_play_start(game, options, seat, bot, links, seed)


@exposed
def free_play_move(session: str, move: str, links: Links) -> dict[str, Any]:
    """The reader's move in a free-play game, and the bots' answers."""
    return sessions.free_play_move(session, move, links)
