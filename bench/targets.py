"""The issue's targets (issue 24), each with the figure measured in this run, what it is
compared with, and whether it is met. The figures come from the other sections of the
same run; the test suite's time is the last full ``./dev test`` run's (``bench/suite.json``,
written by tests/conftest.py), since the bench cannot run a 40-minute suite itself."""

from __future__ import annotations

import json
import statistics
from pathlib import Path

SUITE_TIME = Path(__file__).resolve().parent / "suite.json"
PAGE_TO_PAGE_MS = 300
FRESH_TAB_RATIO = 1.0
BUILD_RATIO = 1.5
EXTRA_KB = 60
SUITE_MINUTES = 5


def _met(ok: bool | None) -> str:
    return "not measured" if ok is None else "met" if ok else "**not met**"


def _median(values: list[float] | None) -> float | None:
    return statistics.median(values) if values else None


def suite_row() -> tuple[str, str, str, bool | None]:
    """The test suite's row, from the last full run's record (if there is one)."""
    if not SUITE_TIME.exists():
        return ("no full `./dev test` run recorded here (bench/suite.json)", "",
                f"≤ {SUITE_MINUTES} min", None)
    run = json.loads(SUITE_TIME.read_text(encoding="utf-8"))
    minutes = run["seconds"] / 60
    shares = ", ".join(f"{kind} {seconds / 60:.0f} min" for kind, seconds
                       in sorted(run["shares"].items(), key=lambda item: -item[1]))
    tests = sum(run["tests"].values())
    reused = run.get("reused", 0)
    # a run that reused kept passes (tests/kept_results.py) is a rerun, not the full suite
    kind = (f"; {reused} tests reused kept passes: a rerun, not a full run (RULEBOOKS_TEST_CACHE="
            "off runs everything)" if reused else "")
    return (f"{minutes:.1f} min ({tests} tests, {run['when']}, load {run['load'][0]}){kind}",
            f"{run['processes'] or 1} processes on {run['cpus']} CPUs; test time by kind: "
            f"{shares}", f"≤ {SUITE_MINUTES} min", None if reused else minutes <= SUITE_MINUTES)


def table(cold: dict[str, list[float]] | None, next_page: dict[str, list[float]] | None,
          pages: dict[str, list[tuple[str, int, int]]] | None,
          builds: dict[str, list[float]] | None, snapshot: str) -> str:
    """The targets table: figure, comparison, target, met or not."""
    rows: list[tuple[str, str, str, str, bool | None]] = []
    link = _median((next_page or {}).get("link (instant navigation)"))
    anew = _median((next_page or {}).get("same tab, page loaded anew"))
    rows.append(("Page to page: first result on the next page (instant navigation)",
                 f"{link:.0f} ms" if link is not None else "",
                 f"the same page loaded anew: {anew:.0f} ms" if anew is not None else "",
                 f"≤ {PAGE_TO_PAGE_MS} ms", None if link is None else link <= PAGE_TO_PAGE_MS))
    click = _median((cold or {}).get("Golf example: click Run"))
    bare = _median(next((v for k, v in (cold or {}).items() if k.startswith("bare")), None))
    ratio = click / bare if click and bare else None
    rows.append(("Fresh tab: click Run → first result", f"{click:.0f} ms" if click else "",
                 f"bare Pyodide boot {bare:.0f} ms: ×{ratio:.2f}" if ratio else "",
                 f"≤ ×{FRESH_TAB_RATIO:.1f}", None if ratio is None else ratio <= FRESH_TAB_RATIO))
    rows.append(("Pyodide memory snapshot", snapshot, "cold start (see its section)",
                 "kept only if it wins on time and bytes", None if not snapshot else True))
    project, kept, plain = (_median((builds or {}).get(k)) for k in ("project", "kept", "plain"))
    ratio = project / plain if project and plain else None
    again = f" (fences kept from the build before: ×{kept / plain:.2f})" if kept and plain else ""
    rows.append(("Site build", f"{project:.1f} s" if project else "",
                 f"plain Material, same pages: {plain:.1f} s: ×{ratio:.2f}{again}"
                 if ratio else "",
                 f"≤ ×{BUILD_RATIO}", None if ratio is None else ratio <= BUILD_RATIO))
    totals = {label: sum(n for _, n, _ in items) / 1000 for label, items in (pages or {}).items()}
    game = next((v for k, v in totals.items() if k.startswith("game")), None)
    plain_page = next((v for k, v in totals.items() if k.startswith("plain")), None)
    extra = game - plain_page if game is not None and plain_page is not None else None
    rows.append(("Page weight before any click (game page, over the wire)",
                 f"{game:.1f} kB" if game is not None else "",
                 f"plain Material page: {plain_page:.1f} kB: +{extra:.1f} kB"
                 if extra is not None else "",
                 f"≤ +{EXTRA_KB} kB", None if extra is None else extra <= EXTRA_KB))
    figure, compared, target, ok = suite_row()
    rows.append(("Full test suite (`./dev test`)", figure, compared, target, ok))
    lines = ["## Targets (issue 24)", "",
             "| goal | measured | compared with | target | |", "|---|---|---|---|---|"]
    for goal, figure, compared, target, ok in rows:
        status = "decided" if goal.startswith("Pyodide") and ok else _met(ok)
        lines.append(f"| {goal} | {figure or '–'} | {compared or '–'} | {target} | {status} |")
    return "\n".join(lines)
