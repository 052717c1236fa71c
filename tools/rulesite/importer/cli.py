"""``python -m rulesite import FILE... --out DIR``: wiki dumps, feeds, rules pages to drafts.

Exit status: 0 when every file was imported, 2 when a file cannot be read or
fits no known format (each such file is named with the reason; nothing is
written), 1 when writing the drafts fails.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .detect import LABELS
from .model import ImportInputError
from .pipeline import ImportFailed, ImportResult, import_files

EPILOG = "Formats (detected): " + "; ".join(LABELS.values()) + "."


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m rulesite import",
        description="Import wiki dumps, contribution feeds and MDX rules pages as rulebook drafts.",
        epilog=EPILOG,
    )
    parser.add_argument("files", nargs="+", type=Path, metavar="FILE", help="input files")
    parser.add_argument("--out", required=True, type=Path, metavar="DIR", help="drafts folder")
    parser.add_argument(
        "--progress",
        choices=("auto", "always", "never"),
        default="auto",
        help="progress on stderr (auto: for inputs of 1 MB or more)",
    )
    parser.add_argument("-q", "--quiet", action="store_true", help="print only errors")
    return parser


def main(argv: list[str]) -> int:
    """Run the import command; returns the exit status."""
    args = _parser().parse_args(argv)
    try:
        result = import_files(args.files, args.out, args.progress)
    except ImportFailed as failure:
        for error in failure.errors:
            print(f"rulesite import: error: {error}", file=sys.stderr)
        return 2
    except ImportInputError as error:
        print(f"rulesite import: error: {error}", file=sys.stderr)
        return 2
    except OSError as error:
        print(f"rulesite import: cannot write drafts: {error}", file=sys.stderr)
        return 1
    for warning in result.warnings:
        print(f"rulesite import: warning: {warning}", file=sys.stderr)
    if not args.quiet:
        _summary(result, args.out)
    return 0


def _summary(result: ImportResult, out: Path) -> None:
    for parsed in result.files:
        print(f"{parsed.source}: {LABELS[parsed.source_format]}, {len(parsed.revisions)} revisions")
    for page, folder in zip(result.pages, result.folders, strict=True):
        game = page.game or "unknown game"
        print(f"  {folder.name}: {page.kind}, {game}, {len(page.revisions)} revision(s)")
    print(f"{len(result.pages)} drafts, {result.revision_count} revisions written to {out}")
