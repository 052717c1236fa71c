"""The bridge the browser calls (through Pyodide in a Web Worker).

Every function takes and returns JSON text, so the JavaScript side never touches
Python objects. A rule error comes back as ``{"ok": false, "error": {...}}`` with
its message and rule link; only a bug in the engine raises.
"""

from __future__ import annotations

import contextlib
import io
import traceback
from collections.abc import Callable
from typing import Any

from .core import examples
from .core.codec import dumps, loads
from .core.errors import NotationError, RulesError
from .core.html import breakdown_table
from .core.registry import games, get


def _answer(work: Callable[[], dict[str, Any]]) -> str:
    try:
        return dumps({"ok": True, **work()})
    except RulesError as error:
        return dumps({"ok": False, "error": error.to_dict()})


def list_games() -> str:
    """Metadata of every registered game."""
    return _answer(lambda: {"games": [g.to_dict() for g in games().values()]})


def run_example(game: str, text: str) -> str:
    """Run an example declaration (TOML, possibly edited by the reader)."""

    def work() -> dict[str, Any]:
        example = examples.parse_example(text, game)
        result = examples.run(example)
        return {
            "html": result.html,
            "problems": examples.verify(result),
            "error": result.error.to_dict() if result.error else None,
        }

    return _answer(work)


def calculate(game: str, payload: str) -> str:
    """Score a calculator input (JSON text) and render it."""

    def work() -> dict[str, Any]:
        calc = get(game).calculator
        data = loads(payload, "input")
        breakdown = calc.score(data)
        html = calc.render_input(data) + breakdown_table(breakdown, game)
        return {"breakdown": breakdown.to_dict(), "html": html}

    return _answer(work)


def new_game(game: str, options: str = "{}", seed: int = 0, viewer: int | None = 0) -> str:
    def work() -> dict[str, Any]:
        state = get(game).new_state(loads(options, "options"), seed)
        return describe(game, state, viewer)

    return _answer(work)


def play(game: str, state: str, move: str, player: int | None = None,
         viewer: int | None = 0) -> str:
    """Apply one move to a state (JSON text); a refusal leaves the caller's state as it was."""

    def work() -> dict[str, Any]:
        before = get(game).from_json(loads(state, "state"))
        return describe(game, before.apply(move, player), viewer)

    return _answer(work)


def describe(game: str, state: Any, viewer: int | None = 0) -> dict[str, Any]:
    """A state as the page needs it: JSON, legal moves, HTML, scores, outcome."""
    legal = [str(m) for m in state.legal_moves()]
    outcome = state.outcome()
    return {
        "state": state.to_json(),
        "to_move": state.to_move,
        "legal": legal,
        "html": get(game).render(state, viewer, legal if state.to_move == viewer else ()),
        "scores": [s.to_dict() for s in state.score()],
        "outcome": outcome.to_dict() if outcome else None,
    }


def run_python(code: str) -> str:
    """Run reader-written Python with the engine importable; capture what it prints.

    A rule error is reported as a message with its rule link, other exceptions as
    a short traceback of the reader's own code.
    """
    out = io.StringIO()
    scope: dict[str, Any] = {"__name__": "__reader__"}
    try:
        compiled = compile(code, "<your code>", "exec")
    except SyntaxError as exc:
        return dumps({"ok": False, "stdout": "", "error": NotationError(
            f"{exc.msg} (line {exc.lineno})", where="your code").to_dict()})
    try:
        with contextlib.redirect_stdout(out):
            exec(compiled, scope)
    except RulesError as error:
        return dumps({"ok": False, "stdout": out.getvalue(), "error": error.to_dict()})
    except Exception:  # the reader's own bug: show their traceback, not ours
        lines = traceback.format_exc().splitlines()
        short = [line for line in lines if "rulebooks/web.py" not in line]
        return dumps({"ok": False, "stdout": out.getvalue(),
                      "error": {"code": "python", "message": "\n".join(short[-6:]),
                                "rule": None, "link": None, "where": "your code"}})
    return dumps({"ok": True, "stdout": out.getvalue()})
