"""Command line for the build-time tools: ``python -m rulesite <command> ...``.

Commands:
  import FILE... --out DIR   read wiki dumps, feeds or rules pages into rulebook drafts
  new-game DRAFT [--slug S]  write a rulebook skeleton (rules.md, data.toml) from a draft
  wheel [--out DIR]          build the engine wheel that the browser installs
  serve [--port N]           build the site, serve it with its headers, rebuild on change
  messages LANG [GAME...]    the engine messages with no LANG text yet (core and GAMEs)
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] in ("-h", "--help"):
        print(__doc__)
        return 0 if args else 2
    command, rest = args[0], args[1:]
    if command == "import":
        from .importer.cli import main as run
    elif command == "new-game":
        from .importer.newgame import main as run
    elif command == "wheel":
        from .wheel import main as run
    elif command == "serve":
        from .serve import main as run
    elif command == "messages":
        from .messages import main as run
    else:
        print(f"rulesite: unknown command {command!r}\n{__doc__}", file=sys.stderr)
        return 2
    return run(rest)


if __name__ == "__main__":
    raise SystemExit(main())
