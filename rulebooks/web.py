"""The bridge the browser calls (through Pyodide in a Web Worker).

Every function takes and returns JSON text, so the JavaScript side never touches
Python objects. A rule error comes back as ``{"ok": false, "error": {...}}`` with
its message and rule link; only a bug in the engine raises.
"""

from __future__ import annotations

import contextlib
import functools
import re
import traceback
from collections.abc import Callable
from html import unescape
from typing import Any

from .core import examples
from .core.codec import dumps, loads
from .core.errors import NotationError, RulesError
from .core.html import breakdown_table, simple_markdown
from .core.printed import CappedOutput
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


def calculator_edit(game: str, payload: str, action: str) -> str:
    """Apply one click of a calculator's editor; return the new input, editor and score."""

    def work() -> dict[str, Any]:
        calc = get(game).calculator
        if calc.edit is None or calc.editor is None:
            raise NotationError(f"the {game} calculator has no editor", where="calculator")
        data = loads(payload, "input")
        if action != "noop":  # "noop" redraws the editor for an input typed as JSON
            data = calc.edit(data, action)
        answer: dict[str, Any] = {"payload": data, "editor": calc.editor(data)}
        try:
            breakdown = calc.score(data)
            answer["breakdown"] = breakdown.to_dict()
            answer["html"] = calc.render_input(data) + breakdown_table(breakdown, game)
        except RulesError as error:  # an unfinished sheet: still editable
            answer["scoreError"] = error.to_dict()
        return answer

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


_output_sink: Callable[[str], object] | None = None


def set_output_sink(sink: Callable[[str], object] | None) -> None:
    """Where :func:`run_python` passes what the code prints, as it prints it (the
    browser's worker posts it to the page); not callable from the page."""
    global _output_sink
    _output_sink = sink


def run_python(code: str) -> str:
    """Run reader-written Python with the engine importable; capture what it prints
    (the first ``core.printed.LIMIT`` characters, passed on as they come).

    A rule error is reported as a message with its rule link, other exceptions as
    a short traceback of the reader's own code.
    """
    out = CappedOutput(_output_sink)
    scope: dict[str, Any] = {"__name__": "__reader__"}
    try:
        compiled = compile(code, "<your code>", "exec")
    except SyntaxError as exc:
        return dumps({"ok": False, "stdout": "", "error": NotationError(
            f"{exc.msg} (line {exc.lineno})", where="your code").to_dict()})
    try:
        with contextlib.redirect_stdout(out):
            try:
                exec(compiled, scope)
            finally:
                out.flush()
    except RulesError as error:
        return dumps({"ok": False, "stdout": out.getvalue(), "error": error.to_dict()})
    except Exception:  # the reader's own bug: show their traceback, not ours
        lines = traceback.format_exc().splitlines()
        short = [line for line in lines if "rulebooks/web.py" not in line]
        return dumps({"ok": False, "stdout": out.getvalue(),
                      "error": {"code": "python", "message": "\n".join(short[-6:]),
                                "rule": None, "link": None, "where": "your code"}})
    return dumps({"ok": True, "stdout": out.getvalue()})


# -- tutorials ------------------------------------------------------------
def tutorial_info(game: str) -> str:
    """A game's tutorial: title, version and steps (narration as Markdown-ish text).
    ``game`` may name one of the game's other tutorials: ``golf/tutorial-powers``."""
    from .core import tutorial

    def work() -> dict[str, Any]:
        script = tutorial.load_ref(game)
        return {
            "id": script.id,
            "title": script.title,
            "summary": script.summary,
            "version": script.version,
            "learner": script.learner,
            "free_play": dict(script.free_play),
            "steps": [{"id": s.id, "title": s.title, "acts": s.do is not None,
                       "hints": list(s.hints), "highlight": list(s.highlight),
                       "rules": list(s.rules)} for s in script.steps],
        }

    return _answer(work)


def tutorial_view(game: str, progress: str) -> str:
    """Replay a learner's progress (JSON ``{"version": ..., "moves": [...]}``) and describe
    the step reached. Progress from another version, or that does not replay, is refused
    with code ``stale`` or ``progress`` so the page can explain and restart."""
    from .core import tutorial

    def work() -> dict[str, Any]:
        script = tutorial.load_ref(game)
        data = loads(progress, "progress")
        if not isinstance(data, dict) or data.get("version") != script.version:
            raise ProgressError("this progress was saved by another version of the tutorial",
                                code="stale")
        try:
            reached = tutorial.replay(script, data.get("moves"))
        except RulesError as error:
            raise ProgressError(f"the saved moves no longer replay: {error.message}",
                                code="progress") from None
        return _tutorial_state(script.game, script, reached)

    return _answer(work)


def tutorial_try(game: str, progress: str, move: str) -> str:
    """Judge the learner's move at the current step. Accepted: the new progress and view.
    Refused: why (a rule, with its link, or what the step asks) and the view unchanged."""
    from .core import tutorial

    def work() -> dict[str, Any]:
        view = loads(tutorial_view(game, progress), "view")
        if not view["ok"]:
            return {"accepted": False, "error": view["error"]}
        script = tutorial.load_ref(game)
        moves = list(view["moves"])
        reached = tutorial.replay(script, moves)
        if reached.done:
            return {"accepted": False, "message": "the tutorial is finished"}
        verdict = tutorial.judge(script, reached.index, reached.state, move)
        if not verdict.accepted:
            return {"accepted": False, "message": verdict.message,
                    "error": verdict.error.to_dict() if verdict.error else None}
        after = tutorial.replay(script, [*moves, move])
        return {"accepted": True, **_tutorial_state(script.game, script, after)}

    return _answer(work)


class ProgressError(RulesError):
    """Saved or shared progress that cannot be used."""

    def __init__(self, message: str, code: str) -> None:
        super().__init__(message, where="progress")
        self.code = code


def _tutorial_state(game: str, script: Any, reached: Any) -> dict[str, Any]:
    from .core import tutorial

    learner = script.learner
    state = reached.state
    step = None if reached.done else script.steps[reached.index]
    acting = step is not None and step.do is not None
    described = describe(game, state, learner)
    if not acting:
        described["html"] = get(game).render(state, learner, ())
        described["legal"] = []
    return {
        **described,
        "version": script.version,
        "moves": reached.moves,
        "index": reached.index,
        "done": reached.done,
        "text": simple_markdown(tutorial.step_text(script, step, state)) if step else "",
        "title": step.title if step else "",
    }


def bot_turns(game: str, state: str, seat: int, bot: str = "greedy", seed: int = 0) -> str:
    """Free play: the bots play every seat but ``seat`` until it is that seat's turn."""
    from .core.bots import play_until
    from .core.rng import Rng

    def work() -> dict[str, Any]:
        current = get(game).from_json(loads(state, "state"))
        rng = Rng.derive(seed, "free-play", len(current.to_json().get("discard", [])))
        after, played = play_until(current, seat, get(game).bots[bot], rng)
        return {"played": played, **describe(game, after, seat)}

    return _answer(work)


def position(game: str, state: str, viewer: int = 0) -> str:
    """A position drawn for ``viewer``, its legal moves clickable and also the moves a
    player might try that the rules refuse here (``tempting``), so that clicking a card
    or a pile at the wrong time is answered with the rule it breaks. A move that is legal
    but has no card or pile to click (``deal`` between two holes) is listed in
    ``unshown``, for the page to offer as a plain button."""

    def work() -> dict[str, Any]:
        current = get(game).from_json(loads(state, "state"))
        described = describe(game, current, viewer)
        tempting: list[str] = []
        if current.outcome() is None and current.to_move == viewer:
            tempting = _tempting(game, current, viewer, described["legal"])
            picks = [*described["legal"], *tempting]
            described["html"] = get(game).render(current, viewer, picks)
        shown = _picks(described["html"])
        return {**described, "tempting": tempting,
                "unshown": [m for m in described["legal"] if m not in shown]}

    return _answer(work)


PICK = re.compile(r'\bdata-move="([^"]*)"')


def _tempting(game: str, state: Any, viewer: int, legal: list[str]) -> list[str]:
    """The game's moves that are refused here and that the drawing can offer on a card, a
    pile or a token already on the table, without taking the place of a legal move (a card
    offers one move at a time) and without adding a button of its own. Tried all at once,
    else one verb at a time (a verb that spoils the drawing is left out), so a position
    costs a handful of drawings whatever the size of the game."""
    render, allowed = get(game).render, set(legal)
    items = _items(render(state, viewer, legal))

    def offer(group: list[str]) -> list[str] | None:
        try:
            drawn = render(state, viewer, [*legal, *group])
        except Exception:  # a drawing may expect legal moves only: then none is offered
            return None
        picks = _picks(drawn)
        fits = allowed <= picks and _items(drawn) == items
        return [m for m in group if m in picks] if fits else None

    probes = [m for m in vocabulary(game) if m not in allowed]
    whole = offer(probes)
    if whole is not None:
        return whole
    verbs = dict.fromkeys(m.split(" ", 1)[0] for m in probes)
    groups = ([m for m in probes if m.split(" ", 1)[0] == verb] for verb in verbs)
    return [m for group in groups for m in offer(group) or []]


def _picks(html: str) -> set[str]:
    return {unescape(m) for m in PICK.findall(html)}


def _items(html: str) -> int:
    """Cards, piles and tokens drawn: a button when clickable, else an image-like span."""
    return html.count("<button") + html.count('role="img"')


@functools.cache
def vocabulary(game: str) -> tuple[str, ...]:
    """Every move text a player meets in this game: the legal moves along the game's
    tutorial (if it has one) and along one seeded game of random moves."""
    from .core import tutorial
    from .core.bots import random_bot
    from .core.rng import Rng

    states: list[Any] = []
    try:  # only a help for the page: a script or a setup that fails keeps what it gave
        if tutorial.has_tutorial(game):
            states.extend(_tutorial_states(tutorial.load(game)))
        state, rng = get(game).new_state({}, 1), Rng(1)
        for _ in range(200):
            if state.outcome() is not None:
                break
            states.append(state)
            state = state.apply(random_bot(state, rng))
    except RulesError:
        pass
    seen: dict[str, None] = {}
    for each in states:
        seen.update(dict.fromkeys(str(m) for m in each.legal_moves()))
    return tuple(seen)


def _tutorial_states(script: Any) -> Any:
    """Every position along a tutorial's canonical path, the other seats' turns included."""
    from .core import tutorial

    state = tutorial.fresh(script, script.steps[0].position)
    for index, step in enumerate(script.steps):
        state = tutorial.enter(script, index, state)
        after, played = tutorial.finish(script, index, state, step.do.canonical if step.do else "")
        for move in played:
            yield state
            state = state.apply(move)
        state = after
    yield state
