"""Tutorial coverage for every game, and how long drafting a tutorial takes.

Run alone (``.venv/bin/python bench/tutorials.py``) or as part of ``bench/run.py``.
Prints a Markdown section; nothing is asserted (the tests check the figures' meaning).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rulebooks.core import coverage, games
from rulebooks.core.tutorial_draft import draft


def coverage_table() -> str:
    """One row per game: its tutorials, the counted rules they meet, what no tutorial meets."""
    lines = ["| game | tutorials | rules met | counted rules | share | met by no tutorial |",
             "|---|---:|---:|---:|---:|---|"]
    for slug in games():
        found = coverage.report(slug)
        met, total = len(found.met), len(found.classification.counted)
        lines.append(f"| {slug} | {len(found.tutorials)} | {met} | {total} | "
                     f"{100 * met // total} % | {', '.join(found.unmet) or '–'} |")
    return "\n".join(lines)


def draft_table(seed: int = 1) -> str:
    """Drafting each game's tutorial with default options: time, steps, rules met."""
    lines = ["| game | draft time (s) | steps | rules met | checker |", "|---|---:|---:|---:|---|"]
    for slug in games():
        start = time.perf_counter()
        made = draft(slug, {}, seed)
        took = time.perf_counter() - start
        lines.append(f"| {slug} | {took:.1f} | {len(made.script.steps)} | "
                     f"{len(made.met)} of {len(made.counted)} | "
                     f"{'ok' if not made.problems else f'{len(made.problems)} problem(s)'} |")
    return "\n".join(lines)


def report() -> str:
    return (
        "## Tutorials\n\nRules of play and scoring each game's tutorials let a learner meet "
        "(`python -m rulebooks coverage GAME`), over all of its tutorials:\n\n"
        f"{coverage_table()}\n\nDrafting a tutorial (`python -m rulebooks tutorial-draft GAME "
        f"--seed 1`), default options:\n\n{draft_table()}"
    )


if __name__ == "__main__":
    print(report())
