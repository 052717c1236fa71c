"""Rendering of tutorials and walkthroughs for the page (read-only, complete without
JavaScript); the playground turns a tutorial into an interactive one."""

from __future__ import annotations

import functools
import json
from html import escape

from rulebooks.core import coverage, transcript, tutorial
from rulebooks.core.errors import RulesError
from rulebooks.core.html import rule_link, simple_markdown
from rulebooks.core.i18n import SOURCE, language, tr
from rulebooks.core.registry import get
from rulebooks.core.state import GameState
from rulebooks.core.transcript import Transcript


class ScriptFailure(ValueError):
    """A tutorial step that no longer replays on the engine."""


def render_tutorial(game: str, body: str) -> str:
    """The whole script along its canonical path: narration, position, the move to make.
    The fence's body may name another of the game's scripts: ``script = "tutorial-powers"``."""
    import tomllib

    name = str(tomllib.loads(body).get("script", "tutorial"))
    script = tutorial.load_ref(f"{game}/{name}")  # in the page's language
    problems, states = _walked(game, name, get(game).tutorial_text(name) or "")
    if problems:
        listed = "\n  ".join(problems)
        raise ScriptFailure(f"the tutorial no longer matches the engine:\n  {listed}")
    render = get(game).render
    items = []
    for index, (step, state) in enumerate(zip(script.steps, states, strict=True)):
        cites = " ".join(rule_link(r, base="../../games/") for r in step.rules)
        todo = (f'<p class="rb-step__do">{escape(tr("Your move:"))} '
                f"<code>{escape(step.do.canonical)}</code>"
                + (escape(tr(" (or another allowed choice)")) if step.do.kind != "move" else "")
                + "</p>" if step.do else "")
        try:
            narration = tutorial.step_text(script, step, state)
        except RulesError as error:  # a translation's placeholder the position cannot fill
            raise ScriptFailure(f"step {index + 1} ('{step.id}'): {error}") from None
        items.append(
            f'<li class="rb-step" id="step-{escape(step.id)}">'
            f'<p class="rb-step__title"><strong>{escape(step.title or step.id)}</strong></p>'
            f"{simple_markdown(narration)}"
            f"{render(state, script.learner, ())}{todo}"
            f'<p class="rb-cites">{escape(tr("Rules:"))} {cites}</p></li>'
        )
    meta = json.dumps({"version": script.version, "steps": len(script.steps)})
    return (
        f'<div class="rb-tutorial" data-game="{game}" data-version="{script.version}" '
        + (f'data-tutorial="{escape(name)}" ' if name != "tutorial" else "")
        + f"data-meta='{escape(meta)}'>"
        f'<div class="rb-tutorial__live" hidden></div>'
        '<details class="rb-tutorial__script" open data-search-exclude="">'
        f"<summary>{escape(tr('The whole script, step by step'))}"
        f'</summary><ol class="rb-steps">{"".join(items)}</ol></details></div>'
        + coverage_html(game, name)
    )


@functools.lru_cache(maxsize=64)
def _walked(game: str, name: str, text: str) -> tuple[tuple[str, ...], tuple[GameState, ...]]:
    """The English script ``name`` (its text ``text``) verified, and the position at the start
    of each step along its canonical moves: once per script, for every language's page (a
    translation changes the words, never the moves)."""
    with language(SOURCE):
        script = tutorial.load_ref(f"{game}/{name}")
        problems = tuple(tutorial.verify(script))
        return (problems, ()) if problems else ((), tuple(tutorial.positions(script)))


def coverage_html(game: str, name: str) -> str:
    """What this tutorial teaches: its figure, the game's, the rules left out and why."""
    found = _coverage(game)
    kinds = found.classification
    mine, met, total = found.tutorials[name], found.met, len(kinds.counted)

    def links(rules: list[str]) -> str:
        return ", ".join(rule_link(r, base="../../games/") for r in rules)

    here = [r for r in kinds.counted if r not in mine]
    elsewhere = [r for r in here if r in met]
    nowhere = [r for r in here if r not in met]
    parts = ["<p>" + tr(f"This tutorial teaches <strong>{len(mine)} of {total}</strong> rules "
                        "of play and scoring: a rule counts when the learner plays it, sees a "
                        "move refused under it, or sees it in the final scores.") + "</p>"]
    if len(found.tutorials) > 1:
        parts.append("<p>" + escape(tr(f"With the other {game_title(game)} tutorials: "
                                       f"{len(met)} of {total}."))
                     + (" " + tr("The others here are taught there:") + f" {links(elsewhere)}."
                        if elsewhere else "") + "</p>")
    elif elsewhere:
        parts.append(f"<p>{escape(tr('The others:'))} {links(elsewhere)}.</p>")
    if nowhere:
        rows = "".join(f"<li>{rule_link(r, base='../../games/')}: "
                       f"{escape(tr(found.why(r)))}</li>" for r in nowhere)
        parts.append(f"<p>{escape(tr('No tutorial teaches these yet:'))}</p><ul>{rows}</ul>")
    rows = "".join(f"<li>{rule_link(r, base='../../games/')}: {escape(tr(why))}</li>"
                   for r, why in kinds.background.items())
    parts.append(f"<details><summary>{escape(tr('Paragraphs not counted, and why'))}</summary>"
                 f"<ul>{rows}</ul></details>")
    return f'<section class="rb-coverage" data-search-exclude="">{"".join(parts)}</section>'


def game_title(game: str) -> str:
    return get(game).title


@functools.cache
def _coverage(game: str) -> coverage.Report:
    return coverage.report(game)


def render_walkthrough(game: str, body: str) -> str:
    """A seeded game played by bots: every move, what it did, the rules it used."""
    import tomllib

    spec = get(game)
    config = {"options": spec.walkthrough.options, "seed": spec.walkthrough.seed,
              **tomllib.loads(body)}
    return transcript.render(_recorded(game, json.dumps(config["options"], sort_keys=True),
                                       int(config["seed"]), str(config.get("bot", "greedy"))))


@functools.lru_cache(maxsize=64)
def _recorded(game: str, options: str, seed: int, bot: str) -> Transcript:
    """A walkthrough's game, played once for every language's page (its moves and what they
    did are the engine's English, translated as the page is rendered)."""
    with language(SOURCE):
        return transcript.record(game, json.loads(options), seed, bot)
