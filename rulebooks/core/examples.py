"""Worked examples: declared once in a rules text, run on the engine, checked, rendered.

An example is a fenced block with the info string ``example`` holding TOML::

    id = "wiki-six"
    title = "2 6 4 above K 6 K"
    rule = "golf.scoring.lines"
    score = { grid = ["2D 6H 4C", "KS 6S KH"] }      # calculator input
    expect = { total = 2 }

or, for play, ``position`` (a short position: only what matters, see ``core.short``),
``setup`` (options and seed) or ``state`` (JSON text), ``prelude``
moves that lead to the position shown, ``moves`` to demonstrate, and what to
expect: ``refused`` (a rule id), ``error`` (``syntax`` or ``setup``),
``next_player``, ``winners`` or ``totals`` (players numbered from 1), ``total``.

The site build renders :func:`render` into the page and fails when
:func:`verify` finds a mismatch; pytest and the browser use the same functions.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from typing import Any

from .codec import MAX_DIGITS, check_depth, check_numbers, loads
from .errors import NotationError, RulesError
from .html import breakdown_table, error_box, esc, rule_link, standings_table
from .i18n import tr
from .queries import ask
from .registry import get
from .score import Breakdown
from .state import GameState
from .texts import find_fences

KEYS = frozenset({"id", "title", "rule", "score", "setup", "state", "position", "prelude",
                  "moves", "expect", "viewer", "ask"})
EXPECT_KEYS = frozenset({"total", "refused", "error", "next_player", "winners", "totals",
                         "answer"})


@dataclass(frozen=True)
class Example:
    """One declared example, as read from its TOML."""

    game: str
    id: str
    title: str
    rule: str | None
    text: str
    score: dict[str, Any] | None = None
    setup: dict[str, Any] | None = None
    state: Any = None
    position: dict[str, Any] | None = None
    prelude: tuple[str, ...] = ()
    moves: tuple[str, ...] = ()
    expect: dict[str, Any] = field(default_factory=dict)
    viewer: int | None = None
    # a question asked of the position shown (core.queries): {"query": name, **arguments}
    ask: dict[str, Any] | None = None

    @property
    def kind(self) -> str:
        return "score" if self.score is not None else "play"


@dataclass
class Run:
    """What the engine made of an example."""

    example: Example
    breakdown: Breakdown | None = None
    before: GameState | None = None
    after: GameState | None = None
    played: list[str] = field(default_factory=list)
    error: RulesError | None = None
    answer: dict[str, Any] | None = None
    html: str = ""


def parse_examples(markdown: str, game: str) -> list[Example]:
    """Every ``example`` fence of a rules text, in order."""
    return [parse_example(body + "\n", game, f"example {i + 1}")
            for i, (_, _, _, body) in enumerate(find_fences(markdown.splitlines(), ("example",)))]


def parse_example(text: str, game: str, where: str = "example") -> Example:
    """Read one declaration; a malformed one raises :class:`NotationError`."""
    check_depth(text, where, quotes="\"'")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise NotationError(f"malformed example: {exc}", where=where) from None
    except ValueError:  # Python refuses to convert a number of thousands of digits
        raise NotationError(f"a number that cannot be read (whole numbers take at most "
                            f"{MAX_DIGITS} digits)", where=where) from None
    check_numbers(data, where)
    unknown = sorted(set(data) - KEYS)
    if unknown:
        raise NotationError(f"unknown key(s) {', '.join(unknown)}", where=where)
    ident = data.get("id")
    if not isinstance(ident, str) or not ident:
        raise NotationError("every example needs an id", where=where)
    where = f"example '{ident}'"
    _check_types(data, where)
    expect = data.get("expect", {})
    if not isinstance(expect, dict) or set(expect) - EXPECT_KEYS:
        raise NotationError(f"expect takes {', '.join(sorted(EXPECT_KEYS))}", where=where)
    starts = [key for key in ("score", "setup", "state", "position") if key in data]
    if len(starts) != 1:
        raise NotationError("give one of score (calculator input), position, setup or state",
                            where=where)
    state = data.get("state")
    return Example(
        game=game,
        id=ident,
        title=str(data.get("title", ident)),
        rule=data.get("rule"),
        text=text,
        score=data.get("score"),
        setup=data.get("setup"),
        position=data.get("position"),
        state=loads(state, f"{where}, state") if isinstance(state, str) else state,
        prelude=_moves(data.get("prelude", []), f"{where}, prelude"),
        moves=_moves(data.get("moves", []), f"{where}, moves"),
        expect=expect,
        viewer=data.get("viewer"),
        ask=data.get("ask"),
    )


# What each key holds, when given (moves and expect are checked on their own).
TYPES: dict[str, tuple[type, ...]] = {
    "title": (str,), "rule": (str,), "score": (dict,), "setup": (dict,), "position": (dict,),
    "state": (str, dict), "viewer": (int,), "ask": (dict,),
}
NAMES = {str: "a string", dict: "a table", int: "a whole number"}


def _check_types(data: dict[str, Any], where: str) -> None:
    for key, kinds in TYPES.items():
        value = data.get(key)
        if value is not None and (not isinstance(value, kinds) or isinstance(value, bool)):
            expected = " or ".join(NAMES[k] for k in kinds)
            raise NotationError(f"{key} must be {expected}, got {value!r}"[:200], where=where)
    expect = data.get("expect", {})
    if isinstance(expect, dict) and not isinstance(expect.get("refused", ""), str):
        raise NotationError(f"expect.refused must be a rule id (a string), got "
                            f"{expect['refused']!r}"[:200], where=where)


def _moves(value: Any, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(m, str) for m in value):
        raise NotationError("moves are a list of strings such as \"draw\"", where=where)
    return tuple(value)


def run(example: Example) -> Run:
    """Run an example on the engine. Rule errors are captured, not raised."""
    result = Run(example)
    game = get(example.game)
    try:
        if example.score is not None:
            result.breakdown = game.calculator.score(example.score)
        else:
            result.before = result.after = _start(example)
            for move in example.moves:
                result.after = result.after.apply(move)
                result.played.append(move)
            if example.ask is not None:
                result.answer = ask(game.queries, result.after, example.ask)
    except RulesError as error:
        result.error = error
    result.html = render(result)
    return result


def _start(example: Example) -> GameState:
    game = get(example.game)
    if example.position is not None:
        if game.position is None:
            raise NotationError(f"{game.title} has no short positions yet",
                                where=f"example '{example.id}'")
        state = game.position.read(example.position)
    elif example.state is not None:
        state = game.from_json(example.state)
    else:
        setup = dict(example.setup or {})
        seed = setup.pop("seed", 0)
        if not isinstance(seed, int):
            raise NotationError("setup.seed must be a whole number",
                                where=f"example '{example.id}'")
        state = game.new_state(setup, seed)
    for number, move in enumerate(example.prelude, 1):
        try:
            state = state.apply(move)
        except RulesError as error:
            error.where = f"prelude move {number} ({move})"
            raise
    return state


def verify(result: Run) -> list[str]:
    """Mismatches between what the example expects and what the engine did."""
    ex, want, problems = result.example, result.example.expect, []
    err = result.error
    if "refused" in want or "error" in want:
        code = "illegal" if "refused" in want else want["error"]
        if err is None:
            problems.append(f"expected a refusal ({code}), but every move was accepted")
        elif err.code != code or ("refused" in want and err.rule != want["refused"]):
            problems.append(f"expected {code} under {want.get('refused', '-')}, got {err}")
        elif "refused" in want and len(result.played) != len(ex.moves) - 1:
            problems.append(f"the refusal came at move {len(result.played) + 1}, not the last")
    elif err is not None:
        problems.append(f"unexpected error: {err}")
    if "total" in want and (result.breakdown is None or result.breakdown.total != want["total"]):
        if result.breakdown is None:
            problems.append(f"expected a total of {want['total']}, but this input reaches no "
                            "score (a move was refused, or the game is not over)")
        else:
            problems.append(f"expected a total of {want['total']}, the engine gives "
                            f"{result.breakdown.total}")
    state = result.after
    if "next_player" in want:
        got = None if state is None or state.to_move is None else state.to_move + 1
        if got != want["next_player"]:
            problems.append(f"expected player {want['next_player']} to move next, "
                            + (f"got player {got}" if got else "but nobody moves next"))
    if "answer" in want:
        got = result.answer or {}
        wrong = {k: got.get(k) for k, v in want["answer"].items() if got.get(k) != v}
        if wrong or result.answer is None:
            problems.append(f"expected the answer {want['answer']}, the engine gives {got}")
    outcome = state.outcome() if state is not None else None
    for key, values in (("winners", outcome and [w + 1 for w in outcome.winners]),
                        ("totals", outcome and list(outcome.totals))):
        if key in want and values != want[key]:
            problems.append(f"expected {key} {want[key]}, got {values}")
    return problems


def render(result: Run) -> str:
    """The example's output as HTML: the position, the moves, the result, the breakdown."""
    ex, here = result.example, result.example.game
    game = get(ex.game)
    body: list[str] = []
    if ex.kind == "score":
        if result.error is None:
            body.append(game.calculator.render_input(ex.score))
            body.append(breakdown_table(result.breakdown, here))
    else:
        body.append(_play_html(result, game.render))
    if result.answer is not None:
        body.append(_answer_html(ex.ask or {}, result.answer))
    if result.error is not None:
        body.append(error_box(result.error, here))
    cites = (f'<p class="rb-cites">{esc(tr("Illustrates"))} {rule_link(ex.rule, here)}</p>'
             if ex.rule else "")
    return (f'<div class="rb-example__output" data-search-exclude="">{"".join(body)}{cites}'
            "</div>")


def _answer_html(ask: dict[str, Any], answer: dict[str, Any]) -> str:
    """A question asked of the position and the engine's answer, line by line."""
    args = ", ".join(f"{tr(k.replace('_', ' '))} {_code(v) if k in CODE_KEYS else _shown(v)}"
                     for k, v in ask.items() if k != "query")
    rows = "".join(f'<tr><th scope="row">{esc(tr(k.replace("_", " ")))}</th>'
                   f"<td>{esc(_value(k, v))}"
                   "</td></tr>"
                   for k, v in answer.items())
    asked = tr(str(ask.get("query", "")).replace("_", " "))  # the question's name, in words
    return (f'<table class="rb-answer"><caption>{esc(tr("Asked:"))} '
            f"{esc(asked)} {esc(args)}</caption><tbody>{rows}</tbody></table>")


SEAT_KEYS = frozenset({"winners", "player"})  # answers count seats from 0, pages from 1
CODE_KEYS = frozenset({"move", "rule", "card"})  # notation: the same in every language


def _value(key: str, value: Any) -> str:
    return _seats(value) if key in SEAT_KEYS else _code(value) if key in CODE_KEYS \
        else _shown(value)


def _code(value: Any) -> str:
    """A move, rule or card as notation; none (a legal move cites no rule) as a dash."""
    return "—" if value is None or value == "" else str(value)


def _seats(value: Any) -> str:
    seats = value if isinstance(value, list) else [value]
    return ", ".join(tr(f"player {s + 1}") for s in seats) or tr("none")


def _shown(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{v} {k}" for k, v in value.items()) or tr("none")
    if isinstance(value, bool):
        return tr("yes" if value else "no")
    if isinstance(value, list):
        return ", ".join(map(str, value)) or tr("none")
    return "—" if value is None or value == "" else tr(str(value))


def _play_html(result: Run, render_state: Any) -> str:
    ex = result.example
    if result.before is None:
        return ""
    before = render_state(result.before, ex.viewer)
    parts = [f'<div class="rb-before"><h4>{esc(tr("Position"))}</h4>{before}</div>']
    if ex.moves:
        items = []
        for i, move in enumerate(ex.moves):
            mark = ("accepted" if i < len(result.played)
                    else "refused" if i == len(result.played) and result.error else "not played")
            items.append(f'<li class="rb-move rb-move--{mark.replace(" ", "-")}">'
                         f"<code>{esc(move)}</code> — {esc(tr(mark))}</li>")
        parts.append(f'<ol class="rb-moves">{"".join(items)}</ol>')
    if result.played:
        after = unchanged_parts(before, render_state(result.after, ex.viewer))
        parts.append(f'<div class="rb-after"><h4>{esc(tr("After"))}</h4>{after}</div>')
    outcome = result.after.outcome() if result.after is not None else None
    if outcome is not None:
        parts.append(standings_table(result.after.score(), outcome.winners))
    return "".join(parts)


# a part of a game's drawing under its own heading (a seat, an area of the board), holding
# no other section
PART = re.compile(r"<section\b[^>]*>\s*<h4\b[^>]*>(.*?)</h4>.*?</section>", re.S)
TAG = re.compile(r"<[^>]+>")
MARK = re.compile(r'<span\b[^>]*\brole="img"[^>]*>.*?</span>', re.S)  # a seat's token


def unchanged_parts(before: str, after: str) -> str:
    """The ``after`` drawing without the parts drawn the same in ``before``, named in one
    line ("Unchanged: Trail, Railroad"): what the moves changed stands out, and a big
    board is not drawn twice."""
    same = {found.group(0) for found in PART.finditer(before)
            if "<section" not in found.group(0)[1:]}
    from html import unescape  # here, not at start-up: see core.html.esc

    names: list[str] = []

    def kept(found: re.Match[str]) -> str:
        if found.group(0) not in same:
            return found.group(0)
        heading = TAG.sub(" ", MARK.sub("", found.group(1)))
        names.append(" ".join(unescape(heading).split()))
        return ""

    drawn = PART.sub(kept, after)
    if not names:
        return after
    parts = ", ".join(names)
    return f'<p class="rb-unchanged">{esc(tr(f"Unchanged: {parts}"))}</p>{drawn}'
