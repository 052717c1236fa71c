"""Shared fixtures: the seed corpus, the built site, a local server and Chromium."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import settings

try:
    from rulesite.serve import HeadersServer
except ModuleNotFoundError:  # inside Pyodide only the engine is installed: no site to serve
    HeadersServer = None

# CI runs the property tests derandomized (HYPOTHESIS_PROFILE=ci, set by .ci/run), so a
# red build can be reproduced exactly; local runs explore new examples every time. CI has
# no time deadline per example: on a shared 2-core machine, and inside Pyodide, one slow
# example says nothing about the code (a run took 297 ms against the default 200 ms).
settings.register_profile("ci", derandomize=True, print_blob=True, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

ROOT = Path(__file__).resolve().parent.parent
SEEDS = Path(os.environ.get("RULEBOOKS_SEEDS", ROOT.parent / "shared" / "seeds"))


# The slowest kinds of test first: pytest-xdist (``./dev test``) then starts them early on
# every process, instead of leaving one process with a long tail.
SLOW_FIRST = ("pyodide", "browser", "site")


def pytest_collection_modifyitems(config, items) -> None:
    def rank(item) -> int:
        return next((n for n, mark in enumerate(SLOW_FIRST) if item.get_closest_marker(mark)),
                    len(SLOW_FIRST))

    items.sort(key=rank)  # stable: within a kind, the order pytest collected


def pytest_runtest_logreport(report) -> None:
    """Keep what tests said for the end of the run (``record_property("said", line)``): it
    reaches here from pytest-xdist's processes too, where printing would be lost. Also adds
    each test's time to its kind's share (:data:`SHARES`)."""
    if report.when == "call":
        SAID.extend(str(value) for name, value in report.user_properties if name == "said")
    kind = next((mark for mark in SLOW_FIRST if mark in report.keywords), "other")
    SHARES[kind] = SHARES.get(kind, 0.0) + report.duration
    if report.when == "call":
        COUNTS[report.outcome] = COUNTS.get(report.outcome, 0) + 1
        # a check that reused a kept pass (tests/kept_results.py) says so in its skip reason
        # or in its said line: such a run is not a full run for the bench
        told = [str(report.longrepr)] + [str(v) for n, v in report.user_properties if n == "said"]
        if any(KEPT_MARK in line for line in told):
            REUSED.append(report.nodeid)


def pytest_sessionstart(session) -> None:
    STARTED.append(time.time())


def pytest_terminal_summary(terminalreporter) -> None:
    for line in dict.fromkeys(SAID):  # once each, in order
        terminalreporter.write_line(line)
    if full_run(terminalreporter.config) and STARTED:
        record_suite_time(terminalreporter.config, time.time() - STARTED[0])


SUITE_TIME = ROOT / "bench" / "suite.json"  # the last full run's time, for the bench report


def full_run(config) -> bool:
    """Whether this is the whole suite (``./dev test`` with no paths, no -k or -m), in the
    process that reports (not a pytest-xdist worker)."""
    given = [a for a in config.invocation_params.args if not str(a).startswith("-")]
    return (not os.environ.get("PYTEST_XDIST_WORKER")
            and not any((config.invocation_params.dir / str(a)).exists() for a in given)
            and not config.option.keyword and not config.option.markexpr)


def record_suite_time(config, seconds: float) -> None:
    """Write the run's wall time, its tests and each kind's summed test time (seconds in the
    processes, so more than the wall time with several) to ``bench/suite.json``."""
    import json

    processes = getattr(config.option, "numprocesses", None) or 0
    SUITE_TIME.write_text(json.dumps({
        "seconds": round(seconds), "when": time.strftime("%Y-%m-%d %H:%M %Z"),
        "tests": COUNTS, "processes": processes, "cpus": os.cpu_count(),
        "load": [round(x, 2) for x in os.getloadavg()],
        "shares": {kind: round(value) for kind, value in SHARES.items()},
        "reused": len(REUSED),
    }, indent=2) + "\n", encoding="utf-8")


SAID: list[str] = []
SHARES: dict[str, float] = {}  # seconds of test time per kind (SLOW_FIRST, or "other")
COUNTS: dict[str, int] = {}  # tests by outcome
REUSED: list[str] = []  # tests that reused kept results instead of checking again
# the setting that runs every check again, named in the reason of each reused result
KEPT_MARK = "RULEBOOKS_TEST_CACHE=off"
STARTED: list[float] = []


@pytest.fixture(scope="session")
def seeds_dir() -> Path:
    """The seed corpus beside the checkout; tests that need it skip visibly without it."""
    if not SEEDS.is_dir():
        pytest.skip(f"seed corpus not found at {SEEDS} (set RULEBOOKS_SEEDS to its folder)")
    return SEEDS


CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


def build_site(site_dir: Path, drafts: Path | None = None, rulebooks: Path | None = None) -> Path:
    """``mkdocs build --strict`` of the project into ``site_dir``; fails loudly with the log.

    ``rulebooks``: where the build looks for new game folders without an engine
    (default: the project's own ``rulebooks/``)."""
    import subprocess
    import sys

    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1",
           "RULESITE_DRAFTS": str(drafts or site_dir.parent / "no-drafts")}
    if rulebooks is not None:
        env["RULESITE_RULEBOOKS"] = str(rulebooks)
    done = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site_dir)],
        cwd=ROOT, env=env, capture_output=True, text=True, check=False,
    )
    if done.returncode != 0:
        pytest.fail(f"mkdocs build --strict failed:\n{done.stdout}\n{done.stderr}")
    return site_dir


def made_once(tmp_path_factory, name: str, make: Callable[[Path], object]) -> Path:
    """A folder that ``make(folder)`` fills once per test run, even when pytest-xdist runs
    the tests in several processes (``./dev test`` does): the first process to ask makes
    it under a file lock, the others wait and share it. A failed ``make`` fails every test
    that asks, with the same message, without trying again."""
    import fcntl
    import shutil

    root = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        root = root.parent  # the run's folder, shared by its worker processes
    folder, failed = root / f"once-{name}", root / f"once-{name}.failed"
    with open(root / f"once-{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if failed.exists():
            pytest.fail(failed.read_text(encoding="utf-8"))
        if not (folder / ".made").exists():
            shutil.rmtree(folder, ignore_errors=True)
            folder.mkdir()
            try:
                make(folder)
            except BaseException as error:
                failed.write_text(f"making {name} failed (in another test): {error}", "utf-8")
                raise
            (folder / ".made").touch()
    return folder


@pytest.fixture(scope="session", autouse=True)
def kept_fences(tmp_path_factory) -> None:
    """The site builds of a run share the fences they render, in the run's folder (not the
    checkout's ``.cache``): a run's first build runs every example, later ones read back."""
    root = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        root = root.parent
    os.environ.setdefault("RULESITE_CACHE", str(root / "fences"))


@pytest.fixture(scope="session")
def built_site(tmp_path_factory) -> Path:
    """The project's site, built once per test run (no imported drafts)."""
    return made_once(tmp_path_factory, "site", lambda folder: build_site(folder / "site")) / "site"


if HeadersServer is not None:
    class SiteServer(HeadersServer):
        """A static server on 127.0.0.1 for a built site, sending the site's ``_headers``
        (its Content-Security-Policy included), as ``./dev serve`` and a static host do."""


@pytest.fixture(scope="session")
def site_url(built_site) -> str:
    server = SiteServer(built_site)
    yield server.url
    server.close()


@pytest.fixture(scope="session")
def chromium():
    """Debian's Chromium driven by Playwright (``./dev test`` installs it)."""
    if not CHROMIUM.exists():
        pytest.skip(f"{CHROMIUM} is missing: run ./dev test, which installs Debian's chromium")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS)
        yield browser
        browser.close()


# Every Content-Security-Policy violation in the page, kept where the test can read it.
RECORD_VIOLATIONS = """
window.__cspViolations = [];
addEventListener("securitypolicyviolation", (e) =>
  window.__cspViolations.push(`${e.effectiveDirective} refused ${e.blockedURI || "inline"}`));
"""


def policy_violations(page) -> list[str]:
    """What the page's Content-Security-Policy refused, in the page and in its console
    (a worker's refusals only reach the console)."""
    try:
        seen = page.evaluate("window.__cspViolations || []")
    except Exception:  # the page is gone or navigating
        seen = []
    said = [m[:160] for m in page.console if "Content Security Policy" in m]
    return sorted(set(seen + said))


WHOLE_LIBRARY = "/assets/pyodide/python_stdlib.zip"


@pytest.fixture
def page(chromium, request):
    """A fresh page that records every request and every script error; the test fails
    if the site's Content-Security-Policy refused anything (a change broke the policy), or
    if the engine needed Python's whole standard library (unless the test is marked
    ``whole_library``: its own code imports what the lean library lacks)."""
    context = chromium.new_context()
    context.add_init_script(RECORD_VIOLATIONS)
    page = context.new_page()
    page.requests = []
    page.errors = []
    page.console = []
    page.on("request", lambda request: page.requests.append(request.url))
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    page.on("console", lambda message: page.console.append(message.text))
    yield page
    refused = policy_violations(page)
    context.close()
    assert not refused, f"the Content-Security-Policy refused: {refused}"
    if not request.node.get_closest_marker("whole_library"):
        assert not [url for url in page.requests if url.endswith(WHOLE_LIBRARY)], (
            "the engine imported a standard module the lean library lacks, which fetched the "
            "whole library: tools/rulesite/stdlib.mjs should ask the engine what this page asks")


def outside_requests(urls: list[str]) -> list[str]:
    """Requests that went anywhere but 127.0.0.1."""
    from urllib.parse import urlsplit

    return [u for u in urls if urlsplit(u).hostname not in ("127.0.0.1", None)
            and not u.startswith(("data:", "blob:", "about:"))]
