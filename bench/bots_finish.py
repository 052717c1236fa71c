"""Bots finish their games: 100 seeded games per option combination, longest game reported.

Run: ``.venv/bin/python bench/bots_finish.py [--games 100] [--combos pairwise|all]
[--game golf ...]``. The combinations are those of ``tests/conformance/bot_runs.py``:
``pairwise`` (the default) covers every pair of option values with numbers at their
lowest, default and highest; ``all`` is the full product, far longer (Golf alone has
2,016 combinations). The test suite plays two games per pairwise combination; this
plays ``--games`` each. It prints a Markdown table and exits with status 1 when a game
does not end within the bound (``bot_runs.MAX_MOVES``). It is a report, not a test.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "conformance")]

from bot_runs import MAX_MOVES, every_combination, pairwise, play  # noqa: E402

from rulebooks.core import games  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="seeded games per combination")
    parser.add_argument("--combos", choices=("pairwise", "all"), default="pairwise")
    parser.add_argument("--game", action="append", help="only these games (repeatable)")
    args = parser.parse_args()
    print(f"Bound: {MAX_MOVES} moves a game; {args.games} games per combination "
          f"({args.combos} combinations).\n")
    print("| game | bot | combinations | games | cannot be set up | mean moves | longest "
          "| unfinished | seconds |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    failures = 0
    for slug in args.game or sorted(games()):
        combos = pairwise(slug, ends=True) if args.combos == "pairwise" else list(
            every_combination(slug))
        for bot in sorted(games()[slug].bots):
            start, moves, unset, unfinished = time.perf_counter(), [], 0, []
            for row, options in enumerate(combos):
                for seed in range(row * args.games, (row + 1) * args.games):
                    game = play(slug, options, seed, bot)
                    if game is None:
                        unset += 1
                        continue
                    moves.append(game.moves)
                    if not game.finished:
                        unfinished.append((options, seed))
            failures += len(unfinished)
            mean = f"{statistics.mean(moves):.0f}" if moves else "-"
            print(f"| {slug} | {bot} | {len(combos)} | {len(moves)} | {unset} | {mean} "
                  f"| {max(moves, default=0)} | {len(unfinished)} "
                  f"| {time.perf_counter() - start:.0f} |", flush=True)
            for options, seed in unfinished[:5]:
                print(f"  unfinished: seed {seed}, options {options}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
