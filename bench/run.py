"""The benchmarks: engine start in the browser, warm re-runs, page weight, build time.

Run: ``./dev bench`` (or ``.venv/bin/python bench/run.py --runs 5 --reruns 20 --builds 3``).
Builds the site into a temporary folder, adds a bare Pyodide page to it, serves it on
127.0.0.1 and measures everything in one Chromium run; then times the site builds and
runs ``bench/bench_importer.py`` if it is there; ends with tutorial coverage and lines per game.
Prints a Markdown report and writes it to ``bench/report.md`` (git-ignored). It is a
report, not a test: nothing is asserted.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from urllib.parse import urlsplit

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH.parent))  # for tests.conftest: one Chromium set-up, one server

import browser  # noqa: E402
import builds  # noqa: E402
import lines  # noqa: E402
import pytest  # noqa: E402
import snapshot  # noqa: E402
import targets  # noqa: E402
import tutorials  # noqa: E402
from bare import SELECTOR as BARE  # noqa: E402
from bare import write_bare_page  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from tests.conftest import CHROMIUM, CHROMIUM_FLAGS, SiteServer, build_site  # noqa: E402

REPORT = BENCH / "report.md"
IMPORTER = BENCH / "bench_importer.py"
BYTES_PAGES = {
    "game page (games/golf/)": "games/golf/",
    "plain Material page (reading/)": "reading/",
}
TOP = 6


def summary(values: list[float]) -> dict[str, float]:
    """Median, min, p90 and max of a sample."""
    deciles = statistics.quantiles(values, n=10, method="inclusive") if len(values) > 1 else values
    p90 = deciles[-1]
    return {"median": statistics.median(values), "min": min(values), "p90": p90, "max": max(values)}


def startup_table(times: dict[str, list[float]]) -> str:
    """Cold start medians and minimums, with each scenario's ratio to the bare page."""
    bare = statistics.median(next(v for k, v in times.items() if k.startswith("bare")))
    lines = [
        "| cold start: click Run → first result | median (ms) | min (ms) | runs | × bare |",
        "|---|---:|---:|---:|---:|",
    ]
    for label, values in times.items():
        s = summary(values)
        lines.append(
            f"| {label} | {s['median']:.0f} | {s['min']:.0f} | {len(values)} "
            f"| {s['median'] / bare:.2f} |"
        )
    return "\n".join(lines)


def rerun_table(values: list[float]) -> str:
    s = summary(values)
    return (
        "| warm re-run: Golf example, click Run → Done | median (ms) | p90 (ms) | min (ms) "
        "| max (ms) | runs |\n|---|---:|---:|---:|---:|---:|\n"
        f"| same page, after the first result | {s['median']:.1f} | {s['p90']:.1f} "
        f"| {s['min']:.1f} | {s['max']:.1f} | {len(values)} |"
    )


def bytes_tables(pages: dict[str, list[tuple[str, int, int]]]) -> str:
    """Totals per page, then each page's largest transfers."""
    lines = [
        "| page, fresh context, before any click | requests | over the wire (kB) "
        "| uncompressed (kB) | of which assets/playground/, over the wire (kB) |",
        "|---|---:|---:|---:|---:|",
    ]
    for label, items in pages.items():
        ours = sum(n for url, n, _ in items if "/assets/playground/" in url)
        lines.append(
            f"| {label} | {len(items)} | {sum(n for _, n, _ in items) / 1000:.1f} "
            f"| {sum(n for _, _, n in items) / 1000:.1f} | {ours / 1000:.1f} |"
        )
    lines += ["", "| page | largest transfers | over the wire (kB) | uncompressed (kB) |",
              "|---|---|---:|---:|"]
    for label, items in pages.items():
        for url, size, plain in items[:TOP]:
            lines.append(f"| {label.split(' (')[0]} | `{urlsplit(url).path}` "
                         f"| {size / 1000:.1f} | {plain / 1000:.1f} |")
    return "\n".join(lines)


def answer_bytes_table(pages: dict[str, list[tuple[str, int, int]]]) -> str:
    """What a fresh tab downloads from the click on Run to its first result."""
    lines = ["| fresh tab, click Run → first result | requests | over the wire (kB) "
             "| uncompressed (kB) | of which the engine, over the wire (kB) |",
             "|---|---:|---:|---:|---:|"]
    for label, items in pages.items():
        engine = sum(n for url, n, _ in items if "/assets/engine/" in url or url.endswith(".whl"))
        lines.append(f"| {label} | {len(items)} | {sum(n for _, n, _ in items) / 1000:.1f} "
                     f"| {sum(n for _, _, n in items) / 1000:.1f} | {engine / 1000:.1f} |")
    lines += ["", "| page | engine files fetched | over the wire (kB) |", "|---|---|---:|"]
    for label, items in pages.items():
        for url, size, _ in items:
            if "/assets/engine/" in url or url.endswith(".whl"):
                lines.append(f"| {label.split(' (')[0]} | `{urlsplit(url).path}` "
                             f"| {size / 1000:.1f} |")
    return "\n".join(lines)


def next_page_table(times: dict[str, list[float]]) -> str:
    """Page to page: the first result on the next game's page once the engine has started."""
    lines = ["| next page (L.L.A.M.A.) after a Golf result: click Run → Done | median (ms) "
             "| min (ms) | max (ms) | runs |", "|---|---:|---:|---:|---:|"]
    for label, values in times.items():
        s = summary(values)
        lines.append(f"| {label} | {s['median']:.0f} | {s['min']:.0f} | {s['max']:.0f} "
                     f"| {len(values)} |")
    return "\n".join(lines)


def build_table(times: dict[str, list[float]]) -> str:
    project, kept, plain = (statistics.median(times[k]) for k in ("project", "kept", "plain"))
    runs = len(times["project"])
    return (
        "| site build | median (s) | min (s) | runs |\n|---|---:|---:|---:|\n"
        f"| project: `mkdocs build --strict` (plugin, every example, tutorial and walkthrough "
        f"run, wheel, Pyodide copy) | {project:.2f} | {min(times['project']):.2f} | {runs} |\n"
        f"| project again, the fences kept by the build before read back "
        f"| {kept:.2f} | {min(times['kept']):.2f} | {runs} |\n"
        f"| same pages, plain Material + search, `mkdocs build` "
        f"| {plain:.2f} | {min(times['plain']):.2f} | {runs} |\n\n"
        f"The project's build takes {project / plain:.2f}× the plain one "
        f"(+{project - plain:.2f} s); with the fences kept from the build before, "
        f"{kept / plain:.2f}× (+{kept - plain:.2f} s)."
    )


def build_section(folder: Path, runs: int) -> tuple[str, dict[str, list[float]] | None]:
    """The build table and times, or why they could not be made (the tree may be
    mid-change)."""
    try:
        times = builds.build_times(folder, runs)
    except (Exception, pytest.fail.Exception) as error:
        last = str(error).strip().splitlines()[-1:] or [type(error).__name__]
        return f"Not measured: a build failed: `{last[0]}`", None
    return build_table(times), times


def measure_browser(site: Path, server: SiteServer,
                    args: argparse.Namespace) -> tuple[str, dict[str, object]]:
    """Every browser measurement in one Chromium run; returns its version and the figures."""
    bare_path = write_bare_page(site)
    try:
        with sync_playwright() as playwright:
            chromium = playwright.chromium.launch(
                executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS
            )
            figures = {
                "cold": browser.cold_starts(chromium, server.url, bare_path, args.runs),
                "warm": browser.warm_reruns(chromium, server.url, args.reruns),
                "next": browser.page_to_page(chromium, server.url, args.runs),
                "bytes": {
                    label: browser.transfers(chromium, server.url + path)
                    for label, path in BYTES_PAGES.items()
                },
                "answer": {
                    "Golf example (games/golf/)": browser.click_transfers(
                        chromium, server.url + browser.GOLF, browser.EXAMPLE),
                    "bare page (Pyodide, 1+1)": browser.click_transfers(
                        chromium, server.url + bare_path, BARE),
                },
            }
            version = chromium.version
            chromium.close()
    finally:
        server.close()
    return version, figures


def importer_report() -> str:
    """The importer benchmark's own report, run as a subprocess (if someone wrote it)."""
    if not IMPORTER.exists():
        return ""
    done = subprocess.run(
        [sys.executable, str(IMPORTER)], capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        return (
            f"## Importer benchmark\n\nFailed (exit {done.returncode}):\n\n"
            f"```\n{done.stderr.strip()}\n```"
        )
    report = done.stdout[done.stdout.find("# Importer benchmark") :]
    return "#" + report.strip()


def machine(chromium_version: str, site: Path) -> str:
    pyodide = json.loads((site / "assets" / "pyodide" / "package.json").read_text())["version"]
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    return (
        f"{datetime.datetime.now().astimezone():%Y-%m-%d %H:%M %Z} · {os.cpu_count()} CPUs "
        f"(nproc), load average {load} · Chromium {chromium_version} (headless) · "
        f"Pyodide {pyodide} · Python {platform.python_version()} · {platform.platform()}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="cold starts per scenario")
    parser.add_argument("--reruns", type=int, default=20, help="warm re-runs")
    parser.add_argument("--builds", type=int, default=3, help="builds of each kind")
    parser.add_argument("--snapshot-runs", type=int, default=3,
                        help="cold and snapshot starts in the snapshot experiment")
    parser.add_argument("--no-importer", action="store_true", help="skip bench_importer.py")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-") as tmp:
        site = Path(tmp) / "site"
        site.mkdir()
        # served at its site_url, as published: Material's instant navigation needs it
        server = SiteServer(site)
        os.environ["RULEBOOKS_SITE_URL"] = server.url
        build_site(site)
        del os.environ["RULEBOOKS_SITE_URL"]
        print("site built; measuring in Chromium…", file=sys.stderr, flush=True)
        version, figures = measure_browser(site, server, args)
        print("trying a Pyodide memory snapshot…", file=sys.stderr, flush=True)
        snapshot_section, decision = snapshot.report(site, args.snapshot_runs)
        print("timing site builds…", file=sys.stderr, flush=True)
        build, build_times = build_section(Path(tmp), args.builds)
        header = machine(version, site)
    sections = [
        "# Benchmarks",
        header,
        targets.table(figures["cold"], figures["next"], figures["bytes"], build_times, decision),
        "## Engine start in the browser\n\nFresh browser context (empty cache) per run, the "
        'scenarios interleaved; time from the click on Run to the block\'s status "Done", '
        "measured inside the page.",
        startup_table(figures["cold"]),
        snapshot_section,
        "## Warm re-run",
        rerun_table(figures["warm"]),
        "## Page to page\n\nOne tab: a first (cold) result on the Golf page, then the next "
        "game's page, reached by its link in the navigation (Material's instant navigation "
        "keeps the engine) and then loaded anew in the same tab (the engine starts again).",
        next_page_table(figures["next"]),
        "## Bytes before any click\n\nResponse bodies as the site's own server sends them "
        "(text gzip-compressed, as static hosts do; headers not counted), and their size "
        "uncompressed.",
        bytes_tables(figures["bytes"]),
        "## Bytes from the click to the first result\n\nRequests started between the "
        "click on Run and the first result, in a fresh context: the runtime and the engine's "
        "parts (the shared code and the page's game; the other games are fetched after the "
        "first answer, while the engine is idle).",
        answer_bytes_table(figures["answer"]),
        "## Site build",
        build,
        tutorials.report(),
        lines.report(),
    ]
    if not args.no_importer:
        print("running the importer benchmark…", file=sys.stderr, flush=True)
        sections.append(importer_report())
    report = "\n\n".join(s for s in sections if s) + "\n"
    REPORT.write_text(report, encoding="utf-8")
    print(report)


if __name__ == "__main__":
    main()
