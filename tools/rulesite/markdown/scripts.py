"""Rendering of tutorials and walkthroughs for the page (read-only, complete without
JavaScript); the playground turns a tutorial into an interactive one."""

from __future__ import annotations

import json
from html import escape

from rulebooks.core import tutorial
from rulebooks.core.html import rule_link, simple_markdown
from rulebooks.core.registry import get


class ScriptFailure(ValueError):
    """A tutorial step that no longer replays on the engine."""


def render_tutorial(game: str, body: str) -> str:
    """The whole script along its canonical path: narration, position, the move to make."""
    script = tutorial.load(game)
    problems = tutorial.verify(script)
    if problems:
        listed = "\n  ".join(problems)
        raise ScriptFailure(f"the tutorial no longer matches the engine:\n  {listed}")
    render = get(game).render
    items, moves = [], []
    for step in script.steps:
        reached = tutorial.replay(script, moves)
        state = reached.state
        cites = " ".join(rule_link(r, base="../../games/") for r in step.rules)
        todo = (f'<p class="rb-step__do">Your move: <code>{escape(step.do.canonical)}</code>'
                + (" (or another allowed choice)" if step.do.kind != "move" else "") + "</p>"
                if step.do else "")
        items.append(
            f'<li class="rb-step" id="step-{escape(step.id)}">'
            f'<p class="rb-step__title"><strong>{escape(step.title or step.id)}</strong></p>'
            f"{simple_markdown(tutorial.step_text(script, step, state))}"
            f"{render(state, script.learner, ())}{todo}"
            f'<p class="rb-cites">Rules: {cites}</p></li>'
        )
        moves.append(step.do.canonical if step.do else "")
    meta = json.dumps({"version": script.version, "steps": len(script.steps)})
    return (
        f'<div class="rb-tutorial" data-game="{game}" data-version="{script.version}" '
        f"data-meta='{escape(meta)}'>"
        f'<div class="rb-tutorial__live" hidden></div>'
        '<details class="rb-tutorial__script" open data-search-exclude="">'
        "<summary>The whole script, step by step"
        f'</summary><ol class="rb-steps">{"".join(items)}</ol></details></div>'
    )


def render_walkthrough(game: str, body: str) -> str:
    """A seeded game played by bots: every move, what it did, the rules it used."""
    import tomllib

    from rulebooks.core.transcript import record, render

    spec = get(game)
    config = {"options": spec.walkthrough.options, "seed": spec.walkthrough.seed,
              **tomllib.loads(body)}
    transcript = record(game, config["options"], config["seed"], config.get("bot", "greedy"))
    return render(transcript)
