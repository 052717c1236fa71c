"""Rendered fences kept between builds, under the digest of everything they were made from.

A fence's HTML depends on its body, the page's game and language, the engine (the
``rulebooks`` package: the shared code and that game's folder, its rules, catalogs and
tutorial scripts) and this renderer (the ``rulesite`` package), and on nothing else: the
same inputs give the same page (the build is checked byte for byte, ``diff -r``). So a
fence whose inputs have not changed since a build that rendered it is read back instead
of being run again; a change to any of those files, however small, makes a new key.

Only fences that rendered are kept: an example that fails is run, and fails the build,
every time. Entries are written whole (a temporary file renamed into place), so builds
running side by side share a folder safely; an entry that cannot be read is rendered
again. ``RULESITE_CACHE`` chooses the folder (``off`` for none); by default it is
``.cache/rulesite`` beside ``mkdocs.yml``.
"""

from __future__ import annotations

import hashlib
import os
import sys
import tempfile
from importlib import metadata
from pathlib import Path

import rulebooks
import rulesite

OFF = "off"
LIBRARIES = ("markdown", "pymdown-extensions")  # what else a fence's HTML could depend on


def _digest(top: Path) -> str:
    """Digest of a file, or of a folder's files (names and contents), without caches."""
    hasher = hashlib.sha256()
    for path in sorted([top, *top.rglob("*")] if top.is_dir() else [top]):
        relative = path.relative_to(top.parent)
        if path.is_file() and "__pycache__" not in relative.parts and path.suffix != ".pyc":
            hasher.update(str(relative).encode() + b"\0" + path.read_bytes() + b"\0")
    return hasher.hexdigest()


class FenceStore:
    """The rendered fences of earlier builds in ``folder`` (None: keeps nothing)."""

    def __init__(self, folder: Path | None, engine: Path | None = None,
                 renderer: Path | None = None) -> None:
        self.folder = folder
        self.engine = engine or Path(rulebooks.__file__).parent  # the rulebooks package
        self.renderer = renderer or Path(rulesite.__file__).parent  # the rulesite package
        self.digests: dict[str, str] = {}  # game ("" for all of them): digest of its sources
        self.entries: dict[str, str] | None = None  # each file and folder of the engine, once

    @classmethod
    def beside(cls, root: Path) -> FenceStore:
        """The store ``RULESITE_CACHE`` names, or ``.cache/rulesite`` in ``root``."""
        chosen = os.environ.get("RULESITE_CACHE", "")
        if chosen == OFF:
            return cls(None)
        return cls(Path(chosen) if chosen else root / ".cache" / "rulesite")

    def sources(self, game: str) -> str:
        """Digest of the files ``game``'s fences are made from (every game's for "")."""
        if self.entries is None:
            self.entries = {name: _digest(self.engine / name)
                            for name in sorted(os.listdir(self.engine)) if name != "__pycache__"}
            self.entries[""] = _digest(self.renderer)
        if game not in self.digests:
            others = {name for name in self.entries
                      if name and name != game and (self.engine / name / "rules.md").is_file()
                      } if game else set()
            hasher = hashlib.sha256(sys.version.encode())
            for library in LIBRARIES:
                hasher.update(f"{library} {metadata.version(library)}\0".encode())
            for name, digest in self.entries.items():
                if name not in others:
                    hasher.update(f"{name}\0{digest}\0".encode())
            self.digests[game] = hasher.hexdigest()
        return self.digests[game]

    def _path(self, game: str, lang: str, kind: str, body: str) -> Path | None:
        if self.folder is None:
            return None
        key = hashlib.sha256("\0".join((self.sources(game), game, lang, kind, body)).encode())
        name = key.hexdigest()
        return self.folder / "fences" / name[:2] / f"{name}.html"

    def get(self, game: str, lang: str, kind: str, body: str) -> str | None:
        """The HTML an earlier build rendered from these inputs, if one did."""
        path = self._path(game, lang, kind, body)
        try:
            return path.read_text(encoding="utf-8") if path is not None else None
        except (OSError, UnicodeDecodeError):
            return None

    def put(self, game: str, lang: str, kind: str, body: str, html: str) -> None:
        """Keeps ``html`` for the next build; a folder that cannot be written keeps nothing."""
        path = self._path(game, lang, kind, body)
        if path is None:
            return
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=path.parent,
                                             suffix=".part", delete=False) as part:
                part.write(html)
            os.replace(part.name, path)
        except OSError:
            return
