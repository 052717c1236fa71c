"""The engine in parts, for the browser: the shared code (``core``: the package's own
modules, ``rulebooks/core/`` and the wheel's ``.dist-info``) and one zip per game folder.

A fresh tab fetches the shared part and its page's games, not every game: the Golf page's
engine is about 360 kB over the wire instead of the whole wheel's 1.26 MB (which is source,
not bytecode). The worker fetches another game when the reader heads for its pages (page to
page stays fast), and any game a call names before running it. Each part is named after
its digest, so a cache never serves an old part under a new manifest.

The whole wheel is still built and served (``assets/wheels/``): it is what pip installs,
and the parts are cut from it, file for file, its Python files compiled for Pyodide
(:mod:`rulesite.bytecode`: nothing to compile in the reader's browser).
"""

from __future__ import annotations

import hashlib
import zipfile
from pathlib import Path

from .wheel import zip_bytes

CORE = "core"


def part_of(name: str) -> str:
    """The part a file of the wheel belongs to: its game's folder, or the shared code."""
    pieces = name.split("/")
    if pieces[0] == "rulebooks" and len(pieces) > 2 and pieces[1] != CORE:
        return pieces[1]
    return CORE


def split(wheel: Path) -> dict[str, list[tuple[str, bytes]]]:
    """The wheel's files by part, each in the wheel's order."""
    parts: dict[str, list[tuple[str, bytes]]] = {}
    with zipfile.ZipFile(wheel) as archive:
        for info in archive.infolist():
            if not info.is_dir():
                parts.setdefault(part_of(info.filename), []).append(
                    (info.filename, archive.read(info)))
    if CORE not in parts:
        raise ValueError(f"{wheel.name} has no shared code (rulebooks/__init__.py, core/)")
    return parts


def sources(parts: dict[str, list[tuple[str, bytes]]]) -> dict[str, bytes]:
    """The Python files of ``parts`` (:func:`split`), by name."""
    return {name: data for files in parts.values() for name, data in files
            if name.endswith(".py")}


def write_parts(parts: dict[str, list[tuple[str, bytes]]], folder: Path,
                compiled: dict[str, bytes] | None = None) -> dict[str, dict[str, str]]:
    """Write each of ``parts`` (:func:`split`) into ``folder`` as ``<part>-<digest>.zip``, with each
    Python file that ``compiled`` has (``name.py``: its bytecode) as a sourceless
    ``name.pyc``; returns, by part, its file name and SHA-256 (what the worker checks
    before installing it)."""
    folder.mkdir(parents=True, exist_ok=True)
    compiled = compiled or {}
    written = {}
    for part, files in sorted(parts.items()):
        data = zip_bytes([(name + "c", compiled[name]) if name in compiled else (name, data)
                          for name, data in files])
        digest = hashlib.sha256(data).hexdigest()
        name = f"{part}-{digest[:16]}.zip"
        (folder / name).write_bytes(data)
        written[part] = {"file": name, "sha256": digest}
    return written
