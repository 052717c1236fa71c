"""Coverage: which of a game's move and scoring rules its tutorials let a learner meet.

A learner meets a rule when the engine itself cites it along a tutorial's path:

- *played*: a move of the path (the learner's or another seat's reply) whose trace
  names the rule;
- *refused*: a step shows a move being refused, and the refusal cites the rule;
- *scored*: a step shows a finished game, and a line of a score breakdown cites it.

Rules a step's narration merely cites are not counted: only what the engine measures.

Which paragraphs count is written down per game in ``coverage.toml``::

    [background]          # paragraphs that are no move or scoring rule, with the reason
    "golf.goal" = "the aim of the game; the scoring rules say it exactly"

    [missing]             # why a counted rule is met by no tutorial (shown on the page)
    "golf.turn.deck-empty" = "the draw pile only runs out in long games with many players"

    [tempting]            # moves a learner may try that are never allowed: the drafter
    moves = ["take gold"] # shows one refused when it cites a rule not met yet

    [options]             # rules (by id or id prefix) only a game with that option reaches:
    "golf.powers" = "power_cards"  # a draft without the option does not count them

Every other rule id of ``rules.md`` counts. The figure for a game is over all of its
tutorials (``tutorial.toml`` and the ``tutorial-<variant>.toml`` ones).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from . import tutorial as scripts
from .errors import NotationError, RulesError
from .registry import get
from .state import GameState
from .texts import RULE_LINE, rule_ids_in, without_fences

HOW = ("played", "refused", "scored")


@dataclass(frozen=True)
class Meeting:
    """The first time a tutorial lets the learner meet a rule."""

    rule: str
    how: str  # one of HOW
    step: int  # 0-based index of the step
    tutorial: str = "tutorial"


@dataclass(frozen=True)
class Classification:
    """A game's rule ids in page order, the ones not counted and why, and known gaps."""

    game: str
    rules: tuple[str, ...]
    background: dict[str, str]
    missing: dict[str, str]
    tempting: tuple[str, ...] = ()
    # rule id (or the id its rules start with) -> the option a game needs to reach it
    options: dict[str, str] = field(default_factory=dict)

    @property
    def counted(self) -> tuple[str, ...]:
        return tuple(r for r in self.rules if r not in self.background)

    def counted_for(self, options: Any) -> tuple[str, ...]:
        """The counted rules a game with these options can reach: a rule of an option
        (``[options]`` in coverage.toml) only when that option is on."""
        def reachable(rule: str) -> bool:
            return all(options.get(option) for prefix, option in self.options.items()
                       if rule == prefix or rule.startswith(prefix + "."))
        return tuple(r for r in self.counted if reachable(r))


@dataclass(frozen=True)
class Report:
    """Coverage of a game: per tutorial, and over all of them."""

    classification: Classification
    tutorials: dict[str, dict[str, Meeting]] = field(default_factory=dict)
    titles: dict[str, str] = field(default_factory=dict)

    @property
    def game(self) -> str:
        return self.classification.game

    @property
    def met(self) -> dict[str, Meeting]:
        """Every counted rule met by some tutorial (the first tutorial that meets it)."""
        found: dict[str, Meeting] = {}
        for meetings in self.tutorials.values():
            for rule, meeting in meetings.items():
                found.setdefault(rule, meeting)
        return found

    @property
    def unmet(self) -> tuple[str, ...]:
        met = self.met
        return tuple(r for r in self.classification.counted if r not in met)

    def why(self, rule: str) -> str:
        """Why a counted rule is met by no tutorial."""
        return self.classification.missing.get(rule, "no tutorial path reaches it yet")

    def line(self) -> str:
        return f"{self.game}: {len(self.met)} of {len(self.classification.counted)} rules"


# -- the rules text ---------------------------------------------------------
def _rules_text(game: str) -> str:
    return get(game).rules_text()


@cache
def classification(game: str) -> Classification:
    """The rule ids of ``rules.md`` and the game's ``coverage.toml`` (if any)."""
    ids = tuple(rule_ids_in(_rules_text(game)))
    file = get(game).folder.joinpath("coverage.toml")
    data: dict[str, Any] = {}
    if file.is_file():
        try:
            data = tomllib.loads(file.read_text("utf-8"))
        except tomllib.TOMLDecodeError as exc:
            raise NotationError(f"malformed TOML: {exc}", where=f"{game}/coverage.toml") from None
    tables = {key: dict(data.get(key, {})) for key in ("background", "missing", "options")}
    tempting = data.get("tempting", {}).get("moves", [])
    if not isinstance(tempting, list) or not all(isinstance(m, str) for m in tempting):
        raise NotationError("[tempting] moves is a list of moves", where=f"{game}/coverage.toml")
    for key, table in tables.items():
        unknown = sorted(set(table) - set(ids))
        if unknown:
            raise NotationError(f"[{key}] names rule ids that rules.md does not define: "
                                + ", ".join(unknown), where=f"{game}/coverage.toml")
    return Classification(game, ids, tables["background"], tables["missing"], tuple(tempting),
                          tables["options"])




@cache
def paragraphs(game: str) -> dict[str, str]:
    """Each rule id's paragraph of prose (tables and other fenced blocks left out)."""
    text = without_fences(_rules_text(game))
    found: dict[str, str] = {}
    current: str | None = None
    for line in text.splitlines():
        marker = RULE_LINE.match(line)
        if marker:
            current = marker.group(1)
            found[current] = ""
        elif line.startswith("#"):
            current = None
        elif current is not None:
            found[current] += line + "\n"
    return {rule: re.sub(r"\n{3,}", "\n\n", body).strip() for rule, body in found.items()}


@cache
def sections(game: str) -> dict[str, str]:
    """The heading of the rules page's section each rule id stands in."""
    found, heading = {}, ""
    for line in without_fences(_rules_text(game)).splitlines():
        if line.startswith("## "):
            heading = line[3:].strip()
        marker = RULE_LINE.match(line)
        if marker:
            found[marker.group(1)] = heading
    return found


# -- measuring --------------------------------------------------------------
def traced(game: str, state: GameState, moves: Iterable[str]) -> list[tuple[str, list[str]]]:
    """Play ``moves`` from ``state``; for each, the move and the rule ids its trace names."""
    trace = get(game).trace
    found = []
    for text in moves:
        move = state.parse_move(text)
        after = state.apply(move)
        rules = list(trace(state, move, after)[1]) if trace else []
        found.append((text, rules))
        state = after
    return found


def scored(state: GameState) -> list[str]:
    """The rule ids of every breakdown line shown at a finished game (none before), and
    the rule that decided the winners when the outcome names one (a tiebreak)."""
    outcome = state.outcome()
    if outcome is None:
        return []
    parts = [part.rule for score in state.score() for part in score.breakdown.parts]
    return [*parts, *([outcome.rule] if outcome.rule else [])]


def measure(script: scripts.Tutorial, name: str = "tutorial") -> dict[str, Meeting]:
    """Every rule the tutorial's canonical path lets the learner meet, first meeting first."""
    found: dict[str, Meeting] = {}

    def meet(rules: Iterable[str], how: str, index: int) -> None:
        for rule in rules:
            found.setdefault(rule, Meeting(rule, how, index, name))

    state = scripts.fresh(script, script.steps[0].position)
    for index, step in enumerate(script.steps):
        state = scripts.enter(script, index, state)
        meet(scored(state), "scored", index)
        error = scripts.refusal(script, step, state)
        if error is not None and error.rule and step.refuse and error.rule == step.refuse.rule:
            meet([error.rule], "refused", index)
        before = state
        state, played = scripts.finish(script, index, state, step.do.canonical if step.do else "")
        for _, rules in traced(script.game, before, played):
            meet(rules, "played", index)
    meet(scored(state), "scored", len(script.steps) - 1)
    return found


def report(game: str) -> Report:
    """Coverage of every tutorial of ``game``; counted rules only."""
    kinds = classification(game)
    counted = set(kinds.counted)
    tutorials, titles = {}, {}
    for name in scripts.names(game):
        script = scripts.load(game, name)
        titles[name] = script.title
        try:
            meetings = measure(script, name)
        except RulesError:
            meetings = {}  # a script that no longer replays teaches nothing; verify says why
        tutorials[name] = {r: m for r, m in meetings.items() if r in counted}
    return Report(kinds, tutorials, titles)


def to_text(found: Report) -> str:
    """The report ``python -m rulebooks coverage`` prints; its last line is the figure."""
    kinds, lines = found.classification, []
    total = len(kinds.counted)
    for name, meetings in found.tutorials.items():
        lines.append(f"{name} ({found.titles[name]}): {len(meetings)} of {total} rules")
    lines.append("")
    met = found.met
    for rule in kinds.rules:
        if rule in kinds.background:
            lines.append(f"  not counted  {rule}: {kinds.background[rule]}")
        elif rule in met:
            m = met[rule]
            lines.append(f"  {m.how:<11}  {rule}  ({m.tutorial}, step {m.step + 1})")
        else:
            lines.append(f"  MISSING      {rule}: {found.why(rule)}")
    lines += ["", found.line()]
    return "\n".join(lines)
