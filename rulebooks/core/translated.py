"""A tutorial's words in another language: ``tutorial.<lang>.toml`` beside ``tutorial.toml``.

The English script is the source of truth: its moves, checks, positions and rules are the
tutorial. A translation gives only words, step by step under the English step ids::

    title = "La tua prima buca"
    summary = "..."

    [steps.deal]
    title = "La distribuzione"
    text = \"\"\"...\"\"\"
    hints = ["..."]

Every step with narration needs its text, the same number of hints and the same
``{{placeholders}}``; a step id the English script lacks is refused. The tutorial's
version stays the English one's, so progress and shared links work in both languages.
"""

from __future__ import annotations

import dataclasses
import tomllib
from typing import TYPE_CHECKING, Any

from .errors import NotationError

if TYPE_CHECKING:
    from .tutorial import Tutorial

TOP = frozenset({"title", "summary", "steps"})
STEP = frozenset({"title", "text", "hints"})


def overlay(script: Tutorial, text: str, where: str) -> Tutorial:
    """``script`` with the words of the translation ``text`` (read from ``where``)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise NotationError(f"malformed TOML: {exc}", where=where) from None
    problems = check(script, data)
    if problems:
        raise NotationError("; ".join(problems), where=where)
    words = data.get("steps", {})
    steps = tuple(dataclasses.replace(step, title=str(words[step.id].get("title", step.title)),
                                      text=str(words[step.id].get("text", step.text)),
                                      hints=tuple(words[step.id].get("hints", step.hints)))
                  if step.id in words else step for step in script.steps)
    return dataclasses.replace(script, title=str(data.get("title", script.title)),
                               summary=str(data.get("summary", script.summary)), steps=steps)


def check(script: Tutorial, data: dict[str, Any]) -> list[str]:
    """What keeps ``data`` from being a complete translation of ``script``."""
    from .tutorial import PLACEHOLDER

    problems = [f"unknown key {k!r}" for k in sorted(set(data) - TOP)]
    problems += [f"{k} is missing" for k in ("title", "summary")
                 if getattr(script, k) and not isinstance(data.get(k), str)]
    words = data.get("steps", {})
    if not isinstance(words, dict):
        return [*problems, "steps is a table of step ids ([steps.<id>])"]
    known = {step.id for step in script.steps}
    problems += [f"step {k!r} is not in the English script" for k in sorted(set(words) - known)]
    for step in script.steps:
        given = words.get(step.id, {})
        if not isinstance(given, dict):
            problems.append(f"step {step.id!r} is a table")
            continue
        problems += [f"step {step.id!r}: unknown key {k!r}" for k in sorted(set(given) - STEP)]
        for key in ("title", "text"):
            if getattr(step, key) and not isinstance(given.get(key), str):
                problems.append(f"step {step.id!r} has no {key}")
        if len(given.get("hints", [])) != len(step.hints):
            problems.append(f"step {step.id!r} needs {len(step.hints)} hints")
        english = set(PLACEHOLDER.findall(step.text))
        other = set(PLACEHOLDER.findall(str(given.get("text", ""))))
        if english != other:
            problems.append(f"step {step.id!r} fills {sorted(other)}, the English one "
                            f"{sorted(english)}")
    return problems
