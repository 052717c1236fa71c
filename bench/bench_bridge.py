"""The browser bridge in CPython: what one click costs the engine.

Run: ``.venv/bin/python bench/bench_bridge.py``. For each game's tutorial, the time to
draw the learner's position (``sessions.table``: the redealt position, the legal moves,
the clickable targets, the drawing) at every step that asks for a move, and the time of
``tutorial_try`` (one click judged) at the last such step, which replays the longest
script. Prints a Markdown table; nothing is asserted.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rulebooks import sessions, web
from rulebooks.core import games, tutorial

REPEAT = 5


def ms(work) -> float:
    """The best of ``REPEAT`` runs, in milliseconds."""
    best = float("inf")
    for _ in range(REPEAT):
        began = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - began)
    return best * 1000


def bench(game: str) -> tuple[int, float, float, float]:
    script = tutorial.load(game)
    canonical = [step.do.canonical if step.do else "" for step in script.steps]
    acting = [i for i, step in enumerate(script.steps) if step.do]
    tables = []
    for i in acting:
        state = tutorial.replay(script, canonical[:i]).state
        tables.append(ms(lambda s=state: sessions.table(game, s, script.learner)))
    last = acting[-1]
    progress = {"version": script.version, "moves": canonical[:last]}
    click = ms(lambda: web.answer("tutorial_try", {"game": game, "progress": progress,
                                                   "move": canonical[last]}))
    return len(acting), statistics.median(tables), max(tables), click


def main() -> None:
    print("| game | steps with a move | table: median (ms) | table: max (ms) "
          "| tutorial_try at the last such step (ms) |")
    print("|---|---:|---:|---:|---:|")
    for game in games():
        if tutorial.has_tutorial(game):
            steps, median, worst, click = bench(game)
            print(f"| {game} | {steps} | {median:.1f} | {worst:.1f} | {click:.1f} |")


if __name__ == "__main__":
    main()
