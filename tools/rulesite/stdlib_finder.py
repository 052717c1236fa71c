"""The rest of Python's standard library, fetched when a module of it is first missing.

The browser's Pyodide starts with a lean standard library (:mod:`rulesite.stdlib`): only
the modules Pyodide and the engine import, as bytecode. This module is shipped inside that
library (as ``_rulebooks_stdlib``). :func:`install` puts a finder at the end of
``sys.meta_path``; when an import of a standard module fails in the lean library (code in a
Python cell importing ``statistics``, say), it fetches the whole library once (Pyodide's own
``python_stdlib.zip``), adds it to ``sys.path`` after the lean one, and lets the import
go on. A name that is not in the standard library (``numpy``) does not fetch anything.

It runs on Python 3.11 too, so tests exercise it outside Pyodide.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from importlib.machinery import ModuleSpec, PathFinder
from typing import Any

# The top-level names of the whole standard library: set by the build, which appends them
# to this file's text when it puts it in the lean library.
STANDARD: frozenset[str] = frozenset()
WHOLE = "/lib/python-whole.zip"  # where the whole library is written once fetched


class WholeLibrary:
    """A meta path finder that brings in the whole standard library on its first miss."""

    def __init__(self, fetch: Callable[[], Any], lean: str, standard: frozenset[str],
                 whole: str = WHOLE) -> None:
        self.fetch = fetch  # () -> the whole library's zip (bytes, or a JS Uint8Array)
        self.lean = lean  # the lean library's entry on sys.path
        self.standard = standard
        self.whole = whole
        self.loaded = False

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> ModuleSpec | None:
        if name.partition(".")[0] not in self.standard:
            return None  # not a standard module: not this finder's business
        if not self.loaded:
            self.load()
        parent, _, _ = name.rpartition(".")
        if parent:
            module = sys.modules.get(parent)
            path = getattr(module, "__path__", None)
            if path is None:
                return None
            self.widen(path)
        return PathFinder.find_spec(name, path, target)

    def load(self) -> None:
        data = self.fetch()
        if hasattr(data, "to_bytes"):  # a Uint8Array from JavaScript
            data = data.to_bytes()
        with open(self.whole, "wb") as file:
            file.write(data)
        self.loaded = True
        sys.path.insert(sys.path.index(self.lean) + 1 if self.lean in sys.path
                        else len(sys.path), self.whole)
        # packages imported from the lean library look for their submodules in the whole
        # one too
        for module in list(sys.modules.values()):
            path = getattr(module, "__path__", None)
            if isinstance(path, list):
                self.widen(path)

    def widen(self, path: list[str]) -> None:
        """Add the whole library's copy of a lean package's folder to its ``__path__``."""
        prefix = self.lean + "/"
        for entry in list(path):
            if isinstance(entry, str) and entry.startswith(prefix):
                copy = self.whole + "/" + entry[len(prefix):]
                if copy not in path:
                    path.append(copy)


def install(fetch: Callable[[], Any], lean: str | None = None) -> WholeLibrary:
    """Add the finder (once) for the lean library at ``lean`` (default: the ``.zip`` entry
    of ``sys.path`` this module was loaded from)."""
    for finder in sys.meta_path:
        if isinstance(finder, WholeLibrary):
            return finder
    if lean is None:
        here = __file__ or ""
        lean = next((entry for entry in sys.path
                     if entry.endswith(".zip") and here.startswith(entry + "/")), "")
    finder = WholeLibrary(fetch, lean, STANDARD)
    sys.meta_path.append(finder)
    return finder
