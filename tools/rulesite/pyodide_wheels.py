"""Gather the wheels that run the engine's tests inside Pyodide under Node.

``playground/tests/run-pytest.mjs`` unpacks every wheel of one folder into
Pyodide's site-packages. This module fills that folder (by default
``build/pyodide-wheels/``): the pinned pure-Python wheels of
``playground/tests/pyodide-requirements.txt``, downloaded with pip for Pyodide's
Python only when missing, and a fresh engine wheel. Wheels that are no longer
pinned are removed, so the folder never holds two versions of one package.

    python -m rulesite.pyodide_wheels [--out DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from .wheel import ROOT, build_wheel

REQUIREMENTS = ROOT / "playground" / "tests" / "pyodide-requirements.txt"
LOCKFILE = ROOT / "playground" / "node_modules" / "pyodide" / "pyodide-lock.json"
CACHE = ROOT / "build" / "pyodide-wheels"
ENGINE = "rulebooks"


def normalize(name: str) -> str:
    """A distribution name as wheel file names spell it (PEP 427 / PEP 503)."""
    return re.sub(r"[-_.]+", "_", name).lower()


def read_pins(requirements: Path = REQUIREMENTS) -> dict[str, str]:
    """``{normalized name: version}`` from ``name==version`` lines; anything else is refused."""
    pins: dict[str, str] = {}
    for number, raw in enumerate(requirements.read_text().splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        match = re.fullmatch(r"([A-Za-z0-9][A-Za-z0-9._-]*)==([A-Za-z0-9.+!-]+)", line)
        if not match:
            raise ValueError(f"{requirements}:{number}: expected name==version, got {line!r}")
        pins[normalize(match[1])] = match[2]
    return pins


def pyodide_python(lockfile: Path = LOCKFILE) -> str:
    """``"3.14"``: the Python of the installed npm ``pyodide``, read from its lock file."""
    if not lockfile.is_file():
        raise FileNotFoundError(f"{lockfile} is missing: run `npm ci --prefix playground`")
    version = json.loads(lockfile.read_text())["info"]["python"]
    return ".".join(version.split(".")[:2])


def wheel_key(path: Path) -> tuple[str, str]:
    """``(normalized name, version)`` of a wheel file."""
    name, version = path.name.split("-")[:2]
    return normalize(name), version


def missing_pins(folder: Path, pins: dict[str, str]) -> list[str]:
    """The ``name==version`` pins that have no wheel in ``folder`` yet."""
    have = {wheel_key(path) for path in folder.glob("*.whl")}
    return [f"{name}=={version}" for name, version in pins.items() if (name, version) not in have]


def prune(folder: Path, pins: dict[str, str]) -> list[Path]:
    """Remove wheels that are not pinned (old versions); the engine wheel is rebuilt anyway."""
    stale = [path for path in folder.glob("*.whl")
             if wheel_key(path)[0] != ENGINE and pins.get(wheel_key(path)[0]) != wheel_key(path)[1]]
    for path in stale:
        path.unlink()
    return stale


def download(folder: Path, requirements: list[str], python: str) -> None:
    """Fetch pure-Python wheels for Pyodide's Python with pip (no dependencies resolved)."""
    command = [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
               "--only-binary=:all:", "--python-version", python, "--platform", "any",
               "--implementation", "py", "--no-deps", "--dest", str(folder), *requirements]
    subprocess.run(command, check=True)


def prepare(folder: Path = CACHE, requirements: Path = REQUIREMENTS) -> list[Path]:
    """Fill ``folder`` with the pinned test wheels and a fresh engine wheel; return all wheels."""
    folder.mkdir(parents=True, exist_ok=True)
    pins = read_pins(requirements)
    prune(folder, pins)
    needed = missing_pins(folder, pins)
    if needed:
        download(folder, needed, pyodide_python())
        still = missing_pins(folder, pins)
        if still:
            raise RuntimeError(f"pip did not produce wheels for {', '.join(still)} in {folder}")
    with tempfile.TemporaryDirectory(dir=folder) as scratch:
        built = build_wheel(Path(scratch))
        engine = folder / built.name
        os.replace(built, engine)  # atomic: a concurrent run sees a whole wheel
    for old in folder.glob(f"{ENGINE}-*.whl"):
        if old != engine:
            old.unlink()
    return sorted(folder.glob("*.whl"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rulesite.pyodide_wheels", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=CACHE, help=f"wheel folder (default: {CACHE})")
    args = parser.parse_args(argv)
    for path in prepare(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
