"""``python -m rulesite import FILE... --out DIR``: wiki dumps, feeds, rules pages to drafts.

Exit status: 0 when every file was imported; 2 when nothing was written because
a file cannot be read or fits no known format, or a draft folder cannot be
written (each problem is named with the reason); 1 when writing failed part
way, with the drafts that were written and those that were not.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .detect import LABELS
from .model import ImportInputError
from .pipeline import ImportFailed, ImportResult, WriteFailed, import_files

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
    except WriteFailed as failure:
        _write_failure(failure)
        return 1
    for warning in result.warnings:
        print(f"rulesite import: warning: {warning}", file=sys.stderr)
    if not args.quiet:
        _summary(result, args.out)
    return 0


def _write_failure(failure: WriteFailed) -> None:
    error = failure.error
    where = f" ({error.filename})" if error.filename else ""
    print(f"rulesite import: error: cannot write drafts{where}: {error.strerror or error}",
          file=sys.stderr)  # fmt: skip
    names = ", ".join(path.name for path in failure.written) or "none"
    print(f"rulesite import: {len(failure.written)} draft(s) written before the failure: {names}",
          file=sys.stderr)  # fmt: skip
    print(f"rulesite import: not written: {', '.join(failure.pending)}", file=sys.stderr)


def _summary(result: ImportResult, out: Path) -> None:
    for parsed in result.files:
        print(f"{parsed.source}: {LABELS[parsed.source_format]}, {len(parsed.revisions)} revisions")
    for page, folder in zip(result.pages, result.folders, strict=True):
        game = page.game or "unknown game"
        kept = result.merged.get(folder.name)
        merged = f", {kept} kept from the earlier import" if kept else ""
        print(f"  {folder.name}: {page.kind}, {game}, {len(page.revisions)} revision(s){merged}")
    for rename in result.renames:
        print(f"  renamed: {rename}")
    for title, target in sorted(result.redirects.items()):
        print(f"  redirect, no draft: {title} -> {target}")
    print(f"{len(result.pages)} drafts, {result.revision_count} revisions written to {out}")
