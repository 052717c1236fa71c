"""The build's work done by the site's own Pyodide under Node (:mod:`rulesite.bytecode`,
:mod:`rulesite.stdlib`): run a script with its input, and keep its answer in the build
cache (``RULESITE_CACHE``) under a digest of what it was made from."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")


def run_kept(script: Path, pyodide: Path, given: Callable[[], str], kept: Path | None,
             what: str, error: type[Exception], read: Callable[[Any], T]) -> T:
    """``node script <pyodide>`` given ``given()`` on stdin: its JSON answer turned into a
    value by ``read``; taken from ``kept`` when it was made before (and can be read), without
    making its input. ``what`` the script does ("compile the engine") says what failed in
    the ``error`` raised when it cannot be done."""
    if kept is not None and kept.is_file():
        try:
            return read(json.loads(kept.read_text(encoding="utf-8")))
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            pass  # made again below
    node = shutil.which("node")
    if node is None:
        raise error(f"node is not installed: the site's Pyodide must {what}")
    done = subprocess.run([node, str(script), str(pyodide)], input=given(), capture_output=True,
                          text=True, timeout=300, check=False)
    if done.returncode != 0:
        lines = [line.strip()[:300] for line in done.stderr.splitlines() if line.strip()]
        raise error(f"Pyodide could not {what}: {(lines or [f'exit {done.returncode}'])[-1]}")
    answer = json.loads(done.stdout)
    if kept is not None:
        try:
            kept.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=kept.parent,
                                             suffix=".part", delete=False) as part:
                part.write(json.dumps(answer))
            os.replace(part.name, kept)
        except OSError:
            pass  # kept nothing: the next build makes it again
    return read(answer)
