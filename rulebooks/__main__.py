"""Command line: ``python -m rulebooks <command>``.

  games                      list the games
  schema GAME                print the calculator's JSON Schema
  score GAME [FILE]          score a calculator input (JSON from FILE or stdin)
  play GAME [MOVE...]        play moves from a new game (--seed N, --option k=v), print the result
  examples [GAME]            run every worked example and report mismatches
  tutorial GAME              replay the game's tutorial and report steps that no longer work
  coverage GAME              the move and scoring rules the game's tutorials let a learner meet
  tutorial-draft GAME        draft a tutorial script from the engine and the rule texts
                             (--option k=v, --seed N, --out FILE), verified by the checker;
                             --extend adds steps to tutorial.toml for the rules it misses;
                             --refresh drafts the game's drafted scripts again, in place
  transcript GAME            play a seeded game with bots and print its transcript
  golden DIR [--check]       write (or compare) every game's golden transcripts in DIR

A rule error prints its message and rule link on stderr and exits with 1.
"""

from __future__ import annotations

import argparse
import re
import sys

from .core import examples
from .core.codec import dumps, loads
from .core.errors import RulesError
from .core.registry import games, get


def _read(path: str | None) -> str:
    if path in (None, "-"):
        return sys.stdin.read()
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def _option(text: str) -> tuple[str, object]:
    key, _, value = text.partition("=")
    try:
        return key, loads(value, f"--option {key}")
    except RulesError:
        return key, value


def _cmd_games(args: argparse.Namespace) -> int:
    for game in games().values():
        low, high = game.players
        print(f"{game.slug:10} {game.title:14} {low}-{high} players  {game.summary}")
    return 0


def _cmd_schema(args: argparse.Namespace) -> int:
    print(dumps(get(args.game).calculator.schema, pretty=True))
    return 0


def _cmd_score(args: argparse.Namespace) -> int:
    data = loads(_read(args.file), args.file or "stdin")
    print(dumps(get(args.game).calculator.score(data).to_dict(), pretty=True))
    return 0


def _cmd_play(args: argparse.Namespace) -> int:
    state = get(args.game).new_state(dict(_option(o) for o in args.option), args.seed)
    for move in args.moves:
        state = state.apply(move)
    outcome = state.outcome()
    print(dumps({
        "to_move": None if state.to_move is None else state.to_move + 1,
        "legal": [str(m) for m in state.legal_moves()],
        "scores": [s.to_dict() for s in state.score()],
        "outcome": outcome.to_dict() if outcome else None,
    }, pretty=True))
    return 0


def _cmd_examples(args: argparse.Namespace) -> int:
    failed = 0
    for slug in [args.game] if args.game else list(games()):
        text = get(slug).rules_text()
        for example in examples.parse_examples(text, slug):
            problems = examples.verify(examples.run(example))
            failed += bool(problems)
            print(f"{'FAIL' if problems else 'ok  '} {slug}/{example.id}"
                  + "".join(f"\n     {p}" for p in problems))
    return 1 if failed else 0


def _cmd_tutorial(args: argparse.Namespace) -> int:
    from .core import tutorial

    problems = tutorial.verify(tutorial.load(args.game))
    for problem in problems:
        print(problem)
    print("ok" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


def _cmd_coverage(args: argparse.Namespace) -> int:
    from .core import coverage

    print(coverage.to_text(coverage.report(get(args.game).slug)))
    return 0


RECORDED = re.compile(r"^# (?:Drafted by|The steps below were drafted by) "
                      r"`python -m rulebooks (tutorial-draft [^`]*)`:$", re.MULTILINE)


def _refresh_drafts(game: str) -> int:
    """Draft again every script of ``game`` that records the command that drafted it."""
    from pathlib import Path

    from .core import tutorial

    failed = 0
    for name in tutorial.names(game):
        text = get(game).tutorial_text(name) or ""
        found = RECORDED.search(text)
        if not found:
            continue
        words = found.group(1).split()
        title = [] if "--extend" in words else ["--title", tutorial.parse(text, game).title]
        path = Path(str(get(game).folder)) / f"{name}.toml"
        print(f"{path}: {' '.join(words)}", file=sys.stderr)
        failed |= main([*words, *title, "--out", str(path)])
    return failed


def _cmd_tutorial_draft(args: argparse.Namespace) -> int:
    from .core.tutorial_draft import draft, extend

    if args.refresh:
        return _refresh_drafts(get(args.game).slug)
    options = dict(_option(o) for o in args.option)
    words = ["python -m rulebooks tutorial-draft", args.game,
             *(f"--option {o}" for o in args.option), *(["--extend"] if args.extend else []),
             f"--seed {args.seed}"]
    if args.extend:
        made = extend(args.game, "tutorial", args.seed, " ".join(words))
    else:
        made = draft(args.game, options, args.seed, args.title or "", " ".join(words))
    if args.out:
        with open(args.out, "w", encoding="utf-8") as handle:
            handle.write(made.text)
    else:
        print(made.text, end="")
    for problem in made.problems:
        print(f"problem: {problem}", file=sys.stderr)
    checked = f"{len(made.problems)} problem(s)" if made.problems else "no problem"
    print(f"{len(made.script.steps)} steps; the checker found {checked}; the script meets "
          f"{len(made.met)} of {len(made.counted)} rules", file=sys.stderr)
    return 1 if made.problems else 0


def _cmd_transcript(args: argparse.Namespace) -> int:
    from .core.transcript import record

    game = get(args.game)
    options = {**game.walkthrough.options, **dict(_option(o) for o in args.option)}
    seed = game.walkthrough.seed if args.seed is None else args.seed
    print(record(args.game, options, seed, args.bot).to_text(), end="")
    return 0


def golden_transcripts() -> list:
    """The transcripts kept as golden files: each game's walkthrough and two more seeds."""
    from .core.transcript import record

    found = []
    for slug, game in games().items():
        options = game.walkthrough.options
        first = game.walkthrough.seed
        for seed, bot in ((first, "greedy"), (first + 1, "greedy"), (first + 2, "random")):
            found.append(record(slug, options, seed, bot))
    return found


def _cmd_golden(args: argparse.Namespace) -> int:
    from pathlib import Path

    folder = Path(args.dir)
    folder.mkdir(parents=True, exist_ok=True)
    changed = 0
    for transcript in golden_transcripts():
        path = folder / f"{transcript.name}-{transcript.bot}.txt"
        text = transcript.to_text()
        old = path.read_text(encoding="utf-8") if path.exists() else None
        if old != text:
            changed += 1
            print(("differs: " if args.check else "wrote: ") + str(path))
            if not args.check:
                path.write_text(text, encoding="utf-8")
    return 1 if args.check and changed else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rulebooks", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("games").set_defaults(run=_cmd_games)
    p = sub.add_parser("schema")
    p.add_argument("game")
    p.set_defaults(run=_cmd_schema)
    p = sub.add_parser("score")
    p.add_argument("game")
    p.add_argument("file", nargs="?")
    p.set_defaults(run=_cmd_score)
    p = sub.add_parser("play")
    p.add_argument("game")
    p.add_argument("moves", nargs="*")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.set_defaults(run=_cmd_play)
    p = sub.add_parser("examples")
    p.add_argument("game", nargs="?")
    p.set_defaults(run=_cmd_examples)
    p = sub.add_parser("tutorial")
    p.add_argument("game")
    p.set_defaults(run=_cmd_tutorial)
    p = sub.add_parser("coverage")
    p.add_argument("game")
    p.set_defaults(run=_cmd_coverage)
    p = sub.add_parser("tutorial-draft")
    p.add_argument("game")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--title")
    p.add_argument("--out", metavar="FILE", help="write the script here instead of stdout")
    p.add_argument("--extend", action="store_true",
                   help="add drafted steps to the game's tutorial.toml for the rules it misses")
    p.add_argument("--refresh", action="store_true",
                   help="draft again, in place, every script of the game that was drafted")
    p.set_defaults(run=_cmd_tutorial_draft)
    p = sub.add_parser("transcript")
    p.add_argument("game")
    p.add_argument("--seed", type=int)
    p.add_argument("--bot", default="greedy")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.set_defaults(run=_cmd_transcript)
    p = sub.add_parser("golden")
    p.add_argument("dir")
    p.add_argument("--check", action="store_true", help="compare instead of writing")
    p.set_defaults(run=_cmd_golden)
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except RulesError as error:
        print(f"error: {error}", file=sys.stderr)
        if error.rule:
            print(f"see: {error.to_dict()['link']}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
