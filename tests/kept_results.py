"""Results kept by the digest of their inputs, for the suite's longest checks (issue 24).

A check whose inputs are byte for byte those of a run that passed on this machine is not
run again: the engine's tests inside Pyodide (keyed by the staged tests, the wheels, the
runner and Pyodide's pin) and axe on each page (keyed by the page, the site's assets, axe
and the checking code). Only passes are kept, under ``build/test-results/`` (git-ignored:
a fresh clone runs everything). A test that ran nothing because of it is reported as
skipped, with the reason, never as passed.

``RULEBOOKS_TEST_CACHE=off`` neither reads nor keeps results; ``.ci/run`` sets it, so CI
runs every check every time.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from pathlib import Path

from tests.conftest import KEPT_MARK, ROOT

RESULTS = ROOT / "build" / "test-results"
SKIPPED_PARTS = {"__pycache__", ".pytest_cache", ".hypothesis"}


def enabled() -> bool:
    return os.environ.get("RULEBOOKS_TEST_CACHE", "on").lower() not in {"off", "0", "no"}


def _files(path: Path) -> list[Path]:
    if path.is_dir():
        return sorted(p for p in path.rglob("*")
                      if p.is_file() and not SKIPPED_PARTS & set(p.relative_to(path).parts))
    return [path] if path.exists() else []


def digest(*parts: bytes | str | Path) -> str:
    """The sha256 of ``parts`` in order: bytes and text as they are, a file by its bytes, a
    folder by each of its files' relative name and bytes (sorted; caches left out), a missing
    path by its name alone."""
    total = hashlib.sha256()
    for part in parts:
        if isinstance(part, Path):
            files = _files(part)
            total.update(f"{part.name}:{len(files)}".encode())
            for file in files:
                total.update(str(file.relative_to(part) if part.is_dir() else file.name).encode())
                total.update(hashlib.sha256(file.read_bytes()).digest())
        else:
            total.update(hashlib.sha256(part.encode() if isinstance(part, str) else part).digest())
    return total.hexdigest()


class Kept:
    """One check's kept pass: ``kind`` names the check, ``key`` is the digest of its inputs."""

    def __init__(self, kind: str, key: str, folder: Path = RESULTS) -> None:
        self.key = key
        self.path = folder / kind / f"{key}.json"

    def passed_before(self) -> str | None:
        """When the same inputs passed (an ISO time), or None (never, or the cache is off)."""
        if not enabled() or not self.path.is_file():
            return None
        try:
            return str(json.loads(self.path.read_text(encoding="utf-8"))["when"])
        except (ValueError, KeyError, TypeError, OSError):
            return None  # a damaged record counts as none: the check runs

    def keep(self, said: str) -> None:
        """Record a pass (written whole, then renamed: a concurrent reader sees all or nothing)."""
        if not enabled():
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        partial = self.path.with_suffix(f".{os.getpid()}.tmp")
        partial.write_text(json.dumps({"when": time.strftime("%Y-%m-%dT%H:%M:%S"),
                                       "said": said}), encoding="utf-8")
        os.replace(partial, self.path)

    def reason(self, when: str) -> str:
        """Why a check did not run, for its skip line."""
        return (f"the same inputs passed at {when} (digest {self.key[:12]}, {self.path.parent}); "
                f"{KEPT_MARK} runs it again")
