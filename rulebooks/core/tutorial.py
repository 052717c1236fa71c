"""Tutorials: scripts of steps that the engine replays, judges and verifies.

A tutorial lives in a game's folder as ``tutorial.toml``::

    id = "first-hole"
    title = "Your first hole"
    learner = 1                      # the learner's seat, counting from 1
    setup = { players = 2, rounds = 1, seed = 12 }
    replies = "greedy"               # the bot that plays the other seats
    free_play = { players = 2, rounds = 1 }

    [[steps]]
    id = "flip"
    text = "Markdown narration"
    do = "flip 1"                    # exactly this move ...
    # do = { choose = ["flip 1", "flip 4"], canonical = "flip 1" }   ... one of these
    # do = { any = true, canonical = "draw" }                       ... any legal move
    # do = { condition = "face-down", canonical = "replace 5" }     ... a move meeting a
    #                                                                  condition of the game
    hints = ["..."]
    highlight = ["flip 1"]           # moves (or zones) the page points at
    rules = ["golf.setup.reveal"]
    reply = ["draw", "discard"]      # the other seats' moves after this step (else the bot)
    check = { "up.1.0" = true }      # facts of the position after the step (JSON paths)
    position = { setup = {...}, moves = [...] }   # start this step afresh instead of continuing
    refuse = { move = "discard", rule = "golf.turn.take" }   # a move the engine refuses here,
    #          citing that rule (``player = 1`` tries it as another seat); the page shows why

A step without ``do`` is read, then the learner presses Next. The learner's
progress is the list of moves made, one per step (``""`` for a reading step), so a
reload or a shared link replays it through the engine.
"""

from __future__ import annotations

import hashlib
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from .errors import NotationError, RulesError
from .i18n import SOURCE, current, language, tr
from .registry import Game, get, rule_ids
from .rng import Rng
from .state import GameState
from .translated import overlay

TRANSLATION = re.compile(r"\.[a-z]{2}$")  # tutorial.it.toml: words, not a script
STEP_KEYS = frozenset({"id", "title", "text", "do", "hints", "highlight", "rules", "reply",
                       "check", "position", "refuse"})
TOP_KEYS = frozenset({"id", "title", "summary", "learner", "setup", "replies", "free_play",
                      "steps"})


class OffScript(RulesError):
    """A legal move that is not what the step asks (or a step that cannot be replayed)."""

    code = "script"


@dataclass(frozen=True)
class Action:
    """What a step asks of the learner."""

    kind: str  # "move" | "choose" | "any" | "condition"
    canonical: str
    moves: tuple[str, ...] = ()
    condition: str = ""

    def describe(self, game: Game) -> str:
        """What the step asks for, to complete "this step asks for ..."."""
        if self.kind == "move":
            return f"'{self.canonical}'"
        if self.kind == "choose":
            return "one of " + ", ".join(f"'{m}'" for m in self.moves)
        if self.kind == "condition":
            return game.conditions[self.condition][0]
        return "any legal move"


@dataclass(frozen=True)
class Refusal:
    """A move a step shows being refused, and the rule the refusal must cite."""

    move: str
    rule: str
    player: int | None = None  # 0-based seat trying it; None: the learner


@dataclass(frozen=True)
class Step:
    id: str
    text: str
    title: str = ""
    do: Action | None = None
    hints: tuple[str, ...] = ()
    highlight: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    reply: tuple[str, ...] | None = None
    check: Mapping[str, Any] = field(default_factory=dict)
    position: Mapping[str, Any] | None = None
    refuse: Refusal | None = None


@dataclass(frozen=True)
class Tutorial:
    game: str
    id: str
    title: str
    summary: str
    learner: int
    setup: Mapping[str, Any]
    replies: str
    free_play: Mapping[str, Any]
    steps: tuple[Step, ...]
    version: str


@dataclass(frozen=True)
class Verdict:
    """The engine's judgement of a learner's move at a step."""

    accepted: bool
    message: str = ""
    error: RulesError | None = None


# -- reading --------------------------------------------------------------
def load(game: str, name: str = "tutorial") -> Tutorial:
    """The script ``name`` of ``game``, in the current language when it has its words
    (``<name>.<lang>.toml``, :mod:`rulebooks.core.translated`), else in English."""
    text = get(game).tutorial_text(name)
    if text is None:
        raise NotationError(f"{game} has no {name}.toml", where=f"{game} tutorial")
    lang = current()
    words = get(game).tutorial_text(f"{name}.{lang}") if lang != SOURCE else None
    return _loaded(game, name, lang, text, words)


@lru_cache(maxsize=256)
def _loaded(game: str, name: str, lang: str, text: str, words: str | None) -> Tutorial:
    """:func:`load` once per script text (the site reads each script several times)."""
    script = _parsed(text, game)
    return script if words is None else overlay(script, words, f"{name}.{lang}.toml")


@lru_cache(maxsize=128)
def _parsed(text: str, game: str) -> Tutorial:
    """The English script, read once for every language's copy (a frozen value)."""
    return parse(text, game)


def load_ref(ref: str) -> Tutorial:
    """A tutorial by reference: ``golf`` (its ``tutorial.toml``) or ``golf/tutorial-powers``."""
    game, _, name = ref.partition("/")
    if name and name not in names(game):
        raise NotationError(f"{game} has no tutorial called {name!r}",
                            where=f"{game} tutorial")
    return load(game, name or "tutorial")


def has_tutorial(game: str) -> bool:
    return get(game).tutorial_text() is not None


def names(game: str) -> list[str]:
    """A game's tutorial scripts: ``tutorial`` first, then ``tutorial-<variant>`` ones."""
    files = [entry.name[:-5] for entry in get(game).folder.iterdir()
             if entry.name.endswith(".toml") and entry.name.startswith("tutorial")
             and not TRANSLATION.search(entry.name[:-5])]
    return sorted(files, key=lambda name: (name != "tutorial", name))


def parse(text: str, game: str) -> Tutorial:
    where = f"{game} tutorial"
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise NotationError(f"malformed TOML: {exc}", where=where) from None
    _only(data, TOP_KEYS, where)
    steps = data.get("steps")
    if not isinstance(steps, list) or not steps:
        raise NotationError("a tutorial needs [[steps]]", where=where)
    learner = data.get("learner", 1)
    return Tutorial(
        game=game,
        id=_text(data, "id", where),
        title=_text(data, "title", where),
        summary=str(data.get("summary", "")),
        learner=learner - 1 if isinstance(learner, int) else -1,
        setup=data.get("setup", {}),
        replies=str(data.get("replies", "random")),
        free_play=data.get("free_play", data.get("setup", {})),
        steps=tuple(_step(s, f"{where}, step {i + 1}") for i, s in enumerate(steps)),
        version=hashlib.sha256(text.encode()).hexdigest()[:12],
    )


def _only(data: Mapping[str, Any], allowed: frozenset[str], where: str) -> None:
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise NotationError(f"unknown key(s) {', '.join(unknown)}", where=where)


def _text(data: Mapping[str, Any], key: str, where: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value:
        raise NotationError(f"'{key}' must be a non-empty string", where=where)
    return value


def _strings(data: Mapping[str, Any], key: str, where: str) -> tuple[str, ...]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise NotationError(f"'{key}' must be a list of strings", where=where)
    return tuple(value)


def _step(data: Any, where: str) -> Step:
    if not isinstance(data, dict):
        raise NotationError("a step is a table", where=where)
    _only(data, STEP_KEYS, where)
    where = f"{where} ('{data.get('id', '?')}')"
    return Step(
        id=_text(data, "id", where),
        text=_text(data, "text", where),
        title=str(data.get("title", "")),
        do=_action(data.get("do"), where),
        hints=_strings(data, "hints", where),
        highlight=_strings(data, "highlight", where),
        rules=_strings(data, "rules", where),
        reply=_strings(data, "reply", where) if "reply" in data else None,
        check=data.get("check", {}),
        position=data.get("position"),
        refuse=_refusal(data.get("refuse"), where),
    )


def _refusal(value: Any, where: str) -> Refusal | None:
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) - {"move", "rule", "player"}:
        raise NotationError("'refuse' is a table with move, rule and optionally player",
                            where=where)
    player = value.get("player")
    if player is not None and (not isinstance(player, int) or player < 1):
        raise NotationError("'refuse.player' is a seat number, counting from 1", where=where)
    return Refusal(_text(value, "move", where), _text(value, "rule", where),
                   None if player is None else player - 1)


def _action(value: Any, where: str) -> Action | None:
    if value is None:
        return None
    if isinstance(value, str):
        return Action("move", value)
    if not isinstance(value, dict) or not isinstance(value.get("canonical", ""), str):
        raise NotationError("'do' is a move or a table with choose/any/condition", where=where)
    if "choose" in value:
        moves = _strings(value, "choose", where)
        return Action("choose", value.get("canonical", moves[0] if moves else ""), moves)
    if value.get("any") is True and value.get("canonical"):
        return Action("any", value["canonical"])
    if isinstance(value.get("condition"), str) and value.get("canonical"):
        return Action("condition", value["canonical"], condition=value["condition"])
    raise NotationError("'do' needs choose, any = true or condition, with a canonical move",
                        where=where)


# -- playing --------------------------------------------------------------
def fresh(tutorial: Tutorial, position: Mapping[str, Any] | None = None) -> GameState:
    """The position a tutorial (or a step with its own ``position``) starts from."""
    game = get(tutorial.game)
    spec = dict(position or {"setup": tutorial.setup})
    setup = dict(spec.get("setup", tutorial.setup))
    seed = setup.pop("seed", 0)
    state = game.new_state(setup, seed)
    for move in spec.get("moves", []):
        state = state.apply(move)
    return state


def judge(tutorial: Tutorial, index: int, state: GameState, text: str) -> Verdict:
    """Is ``text`` what step ``index`` asks for, and legal? Never raises for bad input."""
    step, game = tutorial.steps[index], get(tutorial.game)
    action = step.do
    if action is None:
        return Verdict(text == "", "this step has nothing to play: press Next")
    try:
        move = state.parse_move(text)
        state.apply(move, player=tutorial.learner)
    except RulesError as error:
        return Verdict(False, error.message, error)
    shown = str(move)
    ok = (
        action.kind == "any"
        or (action.kind == "move" and shown == str(state.parse_move(action.canonical)))
        or (action.kind == "choose" and shown in {str(state.parse_move(m)) for m in action.moves})
        or (action.kind == "condition" and game.conditions[action.condition][1](state, move))
    )
    if ok:
        return Verdict(True)
    return Verdict(False, f"'{shown}' is allowed by the rules, but this step asks for "
                          f"{action.describe(game)}")


def replies(tutorial: Tutorial, index: int, state: GameState) -> tuple[GameState, list[str]]:
    """The other seats play until it is the learner's turn again (or the game ends)."""
    step = tutorial.steps[index]
    if step.reply is not None:
        for move in step.reply:
            state = state.apply(move)
        return state, list(step.reply)
    bot = get(tutorial.game).bots[tutorial.replies]
    rng = Rng.derive(tutorial.setup.get("seed", 0), "replies", index)
    played = []
    while state.outcome() is None and state.to_move != tutorial.learner:
        move = bot(state, rng)
        played.append(str(move))
        state = state.apply(move)
    return state, played


@dataclass
class Progress:
    """Where a learner stands: the step reached and the position there."""

    index: int
    state: GameState
    moves: list[str]
    done: bool = False
    history: list[str] = field(default_factory=list)  # every move since the last fresh start


def replay(tutorial: Tutorial, moves: list[str]) -> Progress:
    """Replay a learner's moves (one per finished step); a bad list raises RulesError."""
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise NotationError("progress is a list of moves", where="progress")
    if len(moves) > len(tutorial.steps):
        raise NotationError(f"{len(moves)} moves for {len(tutorial.steps)} steps",
                            where="progress")
    state = fresh(tutorial, tutorial.steps[0].position)
    history: list[str] = list((tutorial.steps[0].position or {}).get("moves", []))
    for index, text in enumerate([*moves, None]):
        if index >= len(tutorial.steps):
            break
        if index and tutorial.steps[index].position:
            history = list(tutorial.steps[index].position.get("moves", []))
        state = enter(tutorial, index, state)
        if text is None:
            break
        state, played = finish(tutorial, index, state, text)
        history += played
    return Progress(len(moves), state, list(moves), len(moves) >= len(tutorial.steps), history)


def positions(tutorial: Tutorial) -> list[GameState]:
    """The position at the start of each step along the script's canonical moves, in one
    pass (what :func:`replay` reaches for each prefix of them)."""
    found, state = [], fresh(tutorial, tutorial.steps[0].position)
    for index, step in enumerate(tutorial.steps):
        state = enter(tutorial, index, state)
        found.append(state)
        if index + 1 < len(tutorial.steps):
            state, _ = finish(tutorial, index, state, step.do.canonical if step.do else "")
    return found


def enter(tutorial: Tutorial, index: int, state: GameState) -> GameState:
    """The position at the start of a step."""
    step = tutorial.steps[index]
    return fresh(tutorial, step.position) if step.position and index else state


def finish(tutorial: Tutorial, index: int, state: GameState,
           text: str) -> tuple[GameState, list[str]]:
    """Play the learner's move for a step (judged) and the replies; return the moves played."""
    verdict = judge(tutorial, index, state, text)
    if not verdict.accepted:
        step = tutorial.steps[index]
        raise verdict.error or OffScript(verdict.message, where=f"step {index + 1} ('{step.id}')")
    if tutorial.steps[index].do is None:
        return state, []
    state, played = replies(tutorial, index, state.apply(text))
    return state, [text, *played]


# -- verifying ------------------------------------------------------------
def verify(tutorial: Tutorial) -> list[str]:
    """Replay the script along its canonical moves; report every step that no longer works.

    Choice steps are also tried with each alternative (any legal move for ``any``),
    which must keep the following step playable.
    """
    game, problems = get(tutorial.game), []
    try:
        state = fresh(tutorial, tutorial.steps[0].position)
    except RulesError as error:
        return [f"the starting position cannot be set up: {error}"]
    for index, step in enumerate(tutorial.steps):
        where = f"tutorial '{tutorial.id}', step {index + 1} ('{step.id}')"
        try:
            state = enter(tutorial, index, state)
            problems += _check_step(tutorial, index, state, game, where)
            after, _ = finish(tutorial, index, state, step.do.canonical if step.do else "")
        except RulesError as error:
            return [*problems, f"{where}: {error}"]
        problems += _check_facts(step, state, where)
        problems += _check_refusal(tutorial, step, state, where)
        problems += _check_alternatives(tutorial, index, state, where)
        state = after
    return problems


def _check_step(tutorial: Tutorial, index: int, state: GameState, game: Game,
                where: str) -> list[str]:
    step, problems = tutorial.steps[index], []
    if step.do is not None and state.to_move != tutorial.learner:
        problems.append(f"{where}: it is not the learner's turn here")
    action = step.do
    if action and action.kind == "condition" and action.condition not in game.conditions:
        problems.append(f"{where}: {tutorial.game} has no condition '{action.condition}'")
    problems += [f"{where}: cites unknown rule {r}" for r in step.rules
                 if r not in rule_ids(tutorial.game)]
    legal = {str(m) for m in state.legal_moves()}
    for target in step.highlight:
        if " " in target and target not in legal:
            problems.append(f"{where}: highlights '{target}', which is not a legal move here")
    return problems


def _check_facts(step: Step, state: GameState, where: str) -> list[str]:
    """The facts a step's narration states about its position must hold (the script states
    them in English, whatever language the page is in)."""
    with language(SOURCE):
        data = (facts(state) if any(p.startswith("standings") for p in step.check)
                else state.to_json())
    problems = []
    for path, wanted in step.check.items():
        value = lookup(data, path)
        if value != wanted:
            problems.append(f"{where}: the narration needs {path} = {wanted!r}, the position "
                            f"has {value!r}")
    try:
        narrate(step.text, state)
    except RulesError as error:
        problems.append(f"{where}: {error}")
    return problems


def refusal(tutorial: Tutorial, step: Step, state: GameState) -> RulesError | None:
    """The engine's refusal of the move a step shows being refused (None: it is allowed)."""
    if step.refuse is None:
        return None
    seat = tutorial.learner if step.refuse.player is None else step.refuse.player
    try:
        state.apply(step.refuse.move, player=seat)
    except RulesError as error:
        return error
    return None


def _check_refusal(tutorial: Tutorial, step: Step, state: GameState, where: str) -> list[str]:
    if step.refuse is None:
        return []
    error = refusal(tutorial, step, state)
    if error is None:
        return [f"{where}: '{step.refuse.move}' should be refused here, but it is allowed"]
    if error.rule != step.refuse.rule:
        return [f"{where}: '{step.refuse.move}' is refused under {error.rule}, not "
                f"{step.refuse.rule} as the step says"]
    return []


def step_text(tutorial: Tutorial, step: Step, state: GameState) -> str:
    """A step's narration with its placeholders filled, and the refusal it shows, if any."""
    text = narrate(step.text, state)
    error = refusal(tutorial, step, state)
    if error is not None and step.refuse is not None:
        who = ("you" if step.refuse.player is None
               else f"player {step.refuse.player + 1}")
        text += "\n\n" + tr(f"If {who} tried `{step.refuse.move}` here, the engine would "
                            f"refuse it: *{error.message}* (rule `{error.rule}`).")
    return text


def lookup(data: Any, path: str) -> Any:
    """A value in a state's JSON by dotted path (``grids.1.0``, ``discard.-1``)."""
    value = data
    for part in path.split("."):
        if isinstance(value, list):
            try:
                value = value[int(part)]
            except (ValueError, IndexError):
                return None
        elif isinstance(value, dict):
            value = value.get(part)
        else:
            return None
    return value


PLACEHOLDER = re.compile(r"\{\{\s*([a-z_0-9.-]+)\s*\}\}")


def facts(state: GameState) -> dict[str, Any]:
    """What narration and checks may name: the state's JSON, plus ``standings`` (each
    player's score breakdown, as ``standings.<seat>.parts.<n>.points`` and ``.total``)."""
    data = state.to_json()
    if isinstance(data, dict) and "standings" not in data:
        data = {**data, "standings": [s.to_dict() for s in state.score()]}
    return data


def narrate(text: str, state: GameState) -> str:
    """Fill ``{{path}}`` placeholders from the position, so narration never retypes a number."""
    data = facts(state) if "standings" in text else state.to_json()

    def fill(found: re.Match[str]) -> str:
        value = lookup(data, found.group(1))
        if value is None:
            raise NotationError(f"the placeholder {{{{{found.group(1)}}}}} names nothing",
                                where="narration")
        return str(value)

    return PLACEHOLDER.sub(fill, text)


def _check_alternatives(tutorial: Tutorial, index: int, state: GameState,
                        where: str) -> list[str]:
    """Every move a choice step accepts must keep the rest of the script playable."""
    step = tutorial.steps[index]
    if step.do is None or step.do.kind == "move":
        return []
    options = step.do.moves or tuple(str(m) for m in state.legal_moves())
    problems = []
    for text in options:
        if not judge(tutorial, index, state, text).accepted:
            if step.do.kind == "choose":
                problems.append(f"{where}: the choice '{text}' is refused")
            continue
        after, _ = finish(tutorial, index, state, text)
        failure = _follow(tutorial, index + 1, after)
        if failure:
            problems.append(f"{where}: after the alternative '{text}', {failure}")
    return problems


def _follow(tutorial: Tutorial, index: int, state: GameState) -> str | None:
    """Play the canonical script from step ``index`` up to the next fresh position."""
    for i in range(index, len(tutorial.steps)):
        step = tutorial.steps[i]
        if step.position:
            return None
        try:
            state, _ = finish(tutorial, i, state, step.do.canonical if step.do else "")
        except RulesError as error:
            return f"step {i + 1} ('{step.id}') no longer works: {error}"
    return None
