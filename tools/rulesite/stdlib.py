"""A lean standard library for the browser's Pyodide, made at build time by the site's own
Pyodide under Node (:file:`stdlib.mjs`).

Pyodide's ``python_stdlib.zip`` holds the library as source: a fresh tab compiles every
module Pyodide and the engine import before the first answer (about 2.8 s of a 4 s start,
Pyodide under Node). The lean library holds only those modules, as bytecode without column
tables, and the finder of :mod:`rulesite.stdlib_finder`, which fetches the whole library
the first time an import misses in the lean one (a Python cell importing ``statistics``).

The result is kept in the build cache (``RULESITE_CACHE``) under the digest of the modules the
engine imports, of the finder and of Pyodide's version: making it takes about 30 s (the
engine is started and asked what the pages ask, in Pyodide under Node, to see what it
imports).
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
from pathlib import Path

from .node import run_kept

HERE = Path(__file__).parent
SCRIPT = HERE / "stdlib.mjs"
FINDER = HERE / "stdlib_finder.py"


class StdlibError(RuntimeError):
    """Pyodide could not make the lean library (Node missing, the engine failing to start...)."""


# An import statement's first line: ``import a.b as c, d`` or ``from a.b import ...``
# (relative ``from .x import`` lines are read and dropped by their leading dot).
IMPORT_LINE = re.compile(r"^[ \t]*(?:from[ \t]+([\w.]+)[ \t]+import\b|import[ \t]+([\w., \t]+))",
                         re.MULTILINE)


def imported(files: dict[str, bytes]) -> list[str]:
    """The modules outside the engine that its Python files import by name (relative imports
    and the engine's own modules cannot bring in a standard module: a new game folder keeps
    the library).

    The lines are read, not parsed (parsing the engine's 250 files took about a second of
    every build): a line of prose that starts with ``import x`` only adds a name, which
    makes the key change more often, never less."""
    names = set()
    for name, data in files.items():
        if name.endswith(".py"):
            for found in IMPORT_LINE.finditer(data.decode("utf-8", "replace")):
                module, modules = found.groups()
                if module:
                    names.add(module)
                else:
                    names.update(part.split()[0] for part in modules.split(",") if part.split())
    return sorted(name for name in names
                  if not name.startswith(".") and name.partition(".")[0] != "rulebooks")


def _key(files: dict[str, bytes], pyodide: Path) -> str:
    """The inputs' digest. The engine counts by the modules it imports, not by its text:
    an edit to the rules that imports nothing new keeps the library (a module it would
    miss is fetched by the finder)."""
    digest = hashlib.sha256((pyodide / "package.json").read_bytes())
    for path in (SCRIPT, FINDER, SCRIPT.with_name("pyodide_node.mjs")):
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    digest.update("\n".join(imported(files)).encode())
    return digest.hexdigest()


def lean_library(files: dict[str, bytes], pyodide: Path, cache: Path | None = None) -> bytes:
    """The lean library (a zip) for the engine whose wheel files are ``files`` (by name),
    made by the Pyodide in ``pyodide``; read from ``cache`` when made before for the same
    inputs."""
    kept = cache / f"stdlib-{_key(files, pyodide)}.json" if cache else None

    def given() -> str:
        return json.dumps({"engine": {name: base64.b64encode(data).decode()
                                      for name, data in files.items()},
                           "finder": FINDER.read_text(encoding="utf-8")})

    return run_kept(SCRIPT, pyodide, given, kept, "make the lean standard library",
                    StdlibError, lambda answer: base64.b64decode(answer["zip"]))
