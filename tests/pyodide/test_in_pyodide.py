"""The engine's tests, run again inside Pyodide (Python 3.14, WebAssembly) under Node.

Run only these:  .venv/bin/python -m pytest -m pyodide -s
(-s also shows the inner run's output). Needs `node` and `npm ci --prefix playground`;
the first run downloads the pinned wheels of playground/tests/pyodide-requirements.txt
from PyPI into build/pyodide-wheels/ (tools/rulesite/pyodide_wheels.py).

The engine test folders that exist (ENGINE_FOLDERS), the shared tests/conftest.py,
tests/refusals.py and
engine_smoke/ are copied into Pyodide; every collected test must pass there. A module
that cannot run in Pyodide says so with a visible
``pytest.mark.skipif(sys.platform == "emscripten", reason=...)``; skips are reported.

The run is shared out over SHARES Node processes (one outer test each, so pytest-xdist
runs them side by side): each collects every test and runs every SHARES-th of them.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import time
from pathlib import Path

import pytest
from rulesite.pyodide_wheels import CACHE, LOCKFILE, prepare

from rulebooks.core.registry import games
from rulebooks.core.rng import Rng
from tests.kept_results import Kept, digest

ROOT = Path(__file__).resolve().parents[2]
TESTS = ROOT / "tests"
RUNNER = ROOT / "playground" / "tests" / "run-pytest.mjs"
# the core's tests, every registered game's own folder, and the tests over all games
ENGINE_FOLDERS = ("core", *sorted(games()), "conformance", "examples", "scripts")
SMOKE = Path(__file__).resolve().parent / "engine_smoke"
RESULT = "PYODIDE-PYTEST-RESULT "
SUMMARY = re.compile(r"^=+ (.+ in [\d.]+s.*?) =+$", re.MULTILINE)
CACHE_LOCK = CACHE.parent / "pyodide-wheels.lock"
IGNORE = shutil.ignore_patterns("__pycache__", ".pytest_cache", ".hypothesis")


def stage_tests(target: Path) -> list[str]:
    """Copy the engine tests (and pytest's config) into ``target``; return the folders to run."""
    target.mkdir(parents=True)
    shutil.copy(ROOT / "pyproject.toml", target)  # markers, addopts: the same config as here
    for shared in ("__init__.py", "conftest.py", "refusals.py"):
        if (TESTS / shared).is_file():
            shutil.copy(TESTS / shared, target)
    folders = [name for name in ENGINE_FOLDERS if (TESTS / name).is_dir()]
    for name in folders:
        shutil.copytree(TESTS / name, target / name, ignore=IGNORE)
    if (TESTS / "golden").is_dir():  # the golden transcripts: replayed identically in Pyodide
        shutil.copytree(TESTS / "golden", target / "golden")
    shutil.copytree(SMOKE, target / "pyodide" / "engine_smoke", ignore=IGNORE)
    return [*folders, "pyodide/engine_smoke"]


def guest_env(share: str) -> dict[str, str]:
    """What the runner passes into Pyodide from its environment (RULEBOOKS_* and
    HYPOTHESIS_PROFILE, run-pytest.mjs), with this share's."""
    shuffle = list(Rng.derive(7, "x").shuffled(range(10)))  # CPython's value, checked inside
    return {**{name: value for name, value in os.environ.items()
               if name.startswith("RULEBOOKS_") or name == "HYPOTHESIS_PROFILE"},
            "RULEBOOKS_EXPECTED_SHUFFLE": json.dumps(shuffle), "RULEBOOKS_PYTEST_SHARE": share}


def inputs_key(wheels: Path, staged: Path, args: list[str], share: str) -> str:
    """The digest of everything a share's result depends on: the staged tests, the wheels
    (the engine's is built the same, byte for byte, from the same sources), the runner,
    Pyodide's pin, Node's version, the arguments and the environment passed in."""
    node = shutil.which("node")  # none: run_in_pyodide says what is missing
    version = subprocess.run([node, "--version"], capture_output=True, text=True,
                             check=False).stdout if node else ""
    env = {k: v for k, v in guest_env(share).items() if k != "RULEBOOKS_TEST_CACHE"}
    return digest(staged, wheels, RUNNER, LOCKFILE, version, json.dumps(args),
                  json.dumps(env, sort_keys=True))


def run_in_pyodide(wheels: Path, staged: Path, args: list[str],
                   share: str) -> subprocess.CompletedProcess:
    node = shutil.which("node")
    if node is None or not LOCKFILE.is_file():
        pytest.fail("needs Node and playground/node_modules: run `npm ci --prefix playground`")
    env = {**os.environ, **guest_env(share)}
    # A share took 90-120 s idle at 13 games with the first engines; the new games' bots and
    # property tests made it 260 s on a loaded machine, where 600 s stopped two shares.
    # The limit only catches a hung Node: how long a share takes is reported, not tested.
    return subprocess.run([node, str(RUNNER), str(wheels), str(staged), *args], env=env,
                          capture_output=True, text=True, timeout=1800, check=False)


SHARES = 4


@pytest.fixture(scope="session")
def pyodide_wheels() -> Path:
    """The wheel folder, prepared once per process, under a lock: pytest-xdist's processes
    run shares at the same time, and only one may download into the folder."""
    import fcntl

    CACHE_LOCK.parent.mkdir(parents=True, exist_ok=True)
    with open(CACHE_LOCK, "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        return prepare()[0].parent


@pytest.mark.pyodide
@pytest.mark.parametrize("share", range(SHARES))
def test_engine_tests_pass_in_pyodide(tmp_path, record_property, pyodide_wheels, share):
    folders = stage_tests(tmp_path / "tests")
    files = sorted(p.relative_to(tmp_path) for p in (tmp_path / "tests").rglob("test_*.py"))
    started = time.monotonic()
    # the installed engine's doctests too, as the CPython run collects them from rulebooks/
    args = ["--doctest-modules", "--pyargs", "rulebooks", *(f"./{folder}" for folder in folders)]
    kept = Kept("pyodide", inputs_key(pyodide_wheels, tmp_path / "tests", args,
                                      f"{share}/{SHARES}"))
    when = kept.passed_before()
    if when:
        pytest.skip(f"Pyodide share {share + 1}/{SHARES} not run: {kept.reason(when)}")
    proc = run_in_pyodide(pyodide_wheels, tmp_path / "tests", args, f"{share}/{SHARES}")
    seconds = time.monotonic() - started
    output = proc.stdout + proc.stderr
    print(output)
    lines = [line for line in proc.stdout.splitlines() if line.startswith(RESULT)]
    assert lines, f"no {RESULT.strip()} line (exit {proc.returncode}):\n{output[-3000:]}"
    counts = json.loads(lines[-1][len(RESULT):])
    summaries = SUMMARY.findall(proc.stdout)
    # printed at the end of the outer run (tests/conftest.py), from any xdist process
    record_property("said", f"[pyodide {share + 1}/{SHARES}] "
                    f"{summaries[-1] if summaries else 'no pytest summary line'}; "
                    f"{counts['collected']} of the {counts['all_shares']} collected from the "
                    f"rulebooks doctests and {len(files)} test files in {', '.join(folders)}; "
                    f"{counts['skipped']} skipped, {counts['skipped_modules']} modules skipped; "
                    f"node run {seconds:.1f}s")
    for nodeid, reason in counts["skips"]:
        record_property("said", f"[pyodide] skipped {nodeid}: {reason}")
    assert proc.returncode == 0, f"pytest in Pyodide exited {proc.returncode}:\n{output[-6000:]}"
    assert counts["failed"] == counts["errors"] == 0, counts
    assert counts["passed"] > 0, counts
    settled = counts["passed"] + counts["skipped"] + counts["xfailed"] + counts["xpassed"]
    assert settled == counts["collected"], f"tests without an outcome: {counts}"
    # this share is every SHARES-th test from the share-th on: the shares are the whole run
    assert counts["collected"] == len(range(share, counts["all_shares"], SHARES)), counts
    kept.keep(f"{counts['passed']} passed in {seconds:.1f}s")
