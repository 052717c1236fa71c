"""Importer benchmark: time per MB for synthetic dumps of 1, 10 and 50 MB.

Run: ``python bench/bench_importer.py [--sizes 1 10 50] [--formats contributions-text ...]``.
The dumps are generated in code (:mod:`rulesite.importer.synthetic`: seed-like
pages in made-up words, each revision a mutation of the one before) in a
temporary folder. For each size and format it measures reading (detect and
parse) and the whole import (read, convert, compare revisions, write drafts),
in wall-clock time and in CPU time (the fairer figure on a busy machine), and
the peak resident memory of the process that imported (each import runs in a
fresh process; "at start" is that process's memory before importing; "rise per
MB" is how far the peak rose above the start, per MB of input) and how far the
peak of the process that only read the file rose. Every format is read in
pieces, so the rise stays near the largest page plus each revision's metadata
(title, date, author...), which is still kept for every revision. It
prints a table and writes it to ``bench/report-importer.md``. It is a report,
not a test: nothing is asserted. It also times format detection on
one line of ``--line-mb`` MB without spaces, for several patterns.
"""

from __future__ import annotations

import argparse
import contextlib
import multiprocessing
import os
import platform
import resource
import tempfile
import time
from pathlib import Path

from rulesite.importer import detect, synthetic
from rulesite.importer.model import ImportInputError
from rulesite.importer.pipeline import import_files
from rulesite.importer.store import TextStore

WRITERS = {
    "contributions-text": synthetic.contributions_text,
    "atom-stripped": synthetic.stripped_feed,
    "atom-xml": synthetic.atom_xml,
    "mediawiki-xml": synthetic.mediawiki_export,
}
REPORT = Path(__file__).with_name("report-importer.md")
# Lines without spaces that once made format detection quadratic (a broken paste).
LINES = {
    "letters": "a",
    "URL starts": "http://",
    "tags": "<a",
    "feed URLs": "http://w?title=T&diff=1",
}


def _peak_mb() -> float:
    """This process's peak resident memory so far, in MB (Linux reports kB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _write_child(size_mb: float, fmt: str, source: Path) -> None:
    items = synthetic.sized_entries(seed=int(size_mb * 10), megabytes=size_mb)
    source.write_text(WRITERS[fmt](items), encoding="utf-8")


def _read_child(source: Path) -> tuple[float, int, float]:
    """In a fresh process: time reading one file (texts kept on disk, as an import does)
    and how far the process's peak memory rose above its start, in MB."""
    base = _peak_mb()
    started = time.perf_counter()
    with TextStore() as store:
        parsed = detect.read(source, store.keep)
    return time.perf_counter() - started, len(parsed.revisions), _peak_mb() - base


def _import_child(source: Path, out: Path) -> dict[str, float | int]:
    """In a fresh process: the whole import, its times and the process's peak memory."""
    base = _peak_mb()
    started, cpu = time.perf_counter(), time.process_time()
    result = import_files([source], out, "never")
    return {
        "pages": len(result.pages),
        "total_s": time.perf_counter() - started,
        "cpu_s": time.process_time() - cpu,
        "base_mb": base,
        "peak_mb": _peak_mb(),
    }


def measure(size_mb: float, fmt: str, folder: Path) -> dict[str, float | int | str]:
    """One row: the file is written here, read and imported each in a fresh process."""
    source = folder / f"dump-{fmt}-{size_mb:g}.txt"
    spawn = multiprocessing.get_context("spawn")
    # A child writes the file: a process starts with its parent's peak memory on Linux,
    # so this one must never hold a whole dump.
    with spawn.Pool(1, maxtasksperchild=1) as pool:
        pool.apply(_write_child, (size_mb, fmt, source))
    megabytes = source.stat().st_size / 1e6
    with spawn.Pool(1, maxtasksperchild=1) as pool:
        read_s, revisions, read_mb = pool.apply(_read_child, (source,))
    with spawn.Pool(1, maxtasksperchild=1) as pool:
        run = pool.apply(_import_child, (source, folder / f"out-{fmt}-{size_mb:g}"))
    return {
        "format": fmt,
        "mb": megabytes,
        "revisions": revisions,
        "read_s": read_s,
        "read_mb": read_mb,
        **run,
        "s_per_mb": run["total_s"] / megabytes,
        "cpu_per_mb": run["cpu_s"] / megabytes,
        "growth_per_mb": (run["peak_mb"] - run["base_mb"]) / megabytes,
    }


def table(rows: list[dict[str, float | int | str]]) -> str:
    head = (
        "| input | size (MB) | pages | revisions | read+parse (s) | import, wall (s) "
        "| import, CPU (s) | wall s per MB | CPU s per MB | peak memory (MB) | at start (MB) "
        "| import's rise per MB of input | read+parse: rise (MB) |"
    )
    lines = [head, "|---|" + "---:|" * 12]
    for r in rows:
        lines.append(
            f"| {r['format']} | {r['mb']:.1f} | {r['pages']} | {r['revisions']} | "
            f"{r['read_s']:.2f} | {r['total_s']:.1f} | {r['cpu_s']:.1f} | "
            f"{r['s_per_mb']:.2f} | {r['cpu_per_mb']:.2f} | {r['peak_mb']:.0f} | "
            f"{r['base_mb']:.0f} | {r['growth_per_mb']:.2f} | {r['read_mb']:.1f} |"
        )
    return "\n".join(lines)


def detection(megabytes: float) -> str:
    """Time to recognise (or refuse) one line of ``megabytes`` without a space, per pattern."""
    lines = ["| line without spaces | size (MB) | detection (s) |", "|---|---:|---:|"]
    for label, piece in LINES.items():
        text = piece * int(megabytes * 1e6 / len(piece))
        started = time.perf_counter()
        with contextlib.suppress(ImportInputError):
            detect.detect(text, "line.txt")
        lines.append(f"| {label} | {len(text) / 1e6:.1f} | {time.perf_counter() - started:.3f} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", nargs="+", type=float, default=[1, 10, 50])
    parser.add_argument(
        "--formats", nargs="+", choices=sorted(WRITERS), default=["contributions-text"]
    )
    parser.add_argument("--line-mb", type=float, default=1.0, help="long line for detection")
    args = parser.parse_args()
    lines = detection(args.line_mb)
    print(lines, flush=True)
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench-importer-") as tmp:
        for fmt in args.formats:
            for size in args.sizes:
                rows.append(measure(size, fmt, Path(tmp)))
                print(table(rows[-1:]).splitlines()[-1], flush=True)
    machine = (
        f"Python {platform.python_version()} on {platform.machine()}, {platform.system()}, "
        f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f} at the end"
    )
    report = f"# Importer benchmark\n\n{machine}.\n\n{table(rows)}\n\n{lines}\n"
    REPORT.write_text(report, encoding="utf-8")
    print("\n" + report)


if __name__ == "__main__":
    main()
