"""The browser's lean standard library (tools/rulesite/stdlib.py) and its finder, which
fetches the whole library on the first import the lean one misses (stdlib_finder.py)."""

from __future__ import annotations

import ast
import hashlib
import importlib
import json
import sys
import zipfile

import pytest
from rulesite.stdlib import _key, imported
from rulesite.stdlib_finder import WholeLibrary

from tests.conftest import ROOT


def zipped(path, files: dict[str, str]):
    with zipfile.ZipFile(path, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
    return path


@pytest.fixture
def libraries(tmp_path, monkeypatch):
    """A lean library (``shelf`` with only ``shelf.near``, and ``lean_only``) on sys.path, and
    the whole one it comes from; the finder, and how many times it fetched."""
    lean = zipped(tmp_path / "lean.zip", {"shelf/__init__.py": "", "shelf/near.py": "X = 1",
                                          "lean_only.py": "X = 2"})
    whole = zipped(tmp_path / "whole-source.zip", {
        "shelf/__init__.py": "", "shelf/near.py": "X = 1", "shelf/far.py": "X = 3",
        "lean_only.py": "X = 2", "elsewhere.py": "X = 4"})
    fetched = []

    def fetch():
        fetched.append(1)
        return whole.read_bytes()

    monkeypatch.setattr(sys, "path", [str(lean), *sys.path])
    monkeypatch.setattr(sys, "meta_path", list(sys.meta_path))
    names = ("shelf", "shelf.near", "shelf.far", "lean_only", "elsewhere", "nowhere")
    for name in names:
        monkeypatch.delitem(sys.modules, name, raising=False)
    finder = WholeLibrary(fetch, str(lean), frozenset({"shelf", "lean_only", "elsewhere"}),
                          whole=str(tmp_path / "whole.zip"))
    sys.meta_path.append(finder)
    importlib.invalidate_caches()
    yield finder, fetched
    for name in names:
        sys.modules.pop(name, None)
    importlib.invalidate_caches()


def test_what_the_lean_library_has_needs_no_fetch(libraries):
    finder, fetched = libraries
    assert importlib.import_module("shelf.near").X == 1
    assert importlib.import_module("lean_only").X == 2
    assert fetched == [] and not finder.loaded


def test_a_miss_fetches_the_whole_library_once(libraries):
    finder, fetched = libraries
    assert importlib.import_module("shelf.near").X == 1  # the package, from the lean one
    assert importlib.import_module("elsewhere").X == 4  # a module it lacks
    assert importlib.import_module("shelf.far").X == 3  # a lean package's missing module
    assert fetched == [1]
    assert sys.path.index(finder.whole) == sys.path.index(finder.lean) + 1


def test_a_name_outside_the_standard_library_fetches_nothing(libraries):
    finder, fetched = libraries
    with pytest.raises(ModuleNotFoundError, match="nowhere"):
        importlib.import_module("nowhere")
    assert fetched == [] and not finder.loaded


def test_the_library_is_kept_while_the_engine_imports_nothing_new(tmp_path):
    pyodide = ROOT / "playground/node_modules/pyodide"
    if not (pyodide / "package.json").exists():
        pytest.skip("Pyodide is not installed: run `npm ci` in playground/")
    files = {"rulebooks/a.py": b"import json\nfrom . import b\nX = 1\n"}
    assert imported(files) == ["json"]
    edited = {"rulebooks/a.py": b"import json\nfrom . import b\nX = 2\n",
              "rulebooks/newgame/game.py": b"from ..core import rules\nimport rulebooks.core\n"}
    more = {"rulebooks/a.py": b"import json, statistics\nfrom . import b\nX = 1\n"}
    assert _key(files, pyodide) == _key(edited, pyodide) != _key(more, pyodide)


def test_every_form_of_import_line_is_read():
    text = (b"import a.b as c, d\nfrom e.f import (g,\n    h)\nfrom .i import j\n"
            b"def k():\n    import fractions\n    from ..l import m\n"
            b"x = 'importing words'  # import-like prose in code is not an import\n")
    assert imported({"rulebooks/x.py": text, "rulebooks/notes.txt": b"import n"}) == \
        ["a.b", "d", "e.f", "fractions"]
    # the engine's own files, read both ways: the lines name what the parsed code imports
    files = {str(p): p.read_bytes() for p in (ROOT / "rulebooks").rglob("*.py")}
    parsed = set()
    for name, data in files.items():
        for node in ast.walk(ast.parse(data, name)):
            if isinstance(node, ast.Import):
                parsed.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                parsed.add(node.module)
    assert set(imported(files)) >= {n for n in parsed if not n.startswith("rulebooks")}


def test_the_built_site_starts_python_with_the_lean_library(built_site):
    manifest = json.loads((built_site / "assets/playground/manifest.json").read_text())
    lean = built_site / "assets/playground" / manifest["stdlib"]["file"]
    whole = built_site / "assets/playground" / manifest["stdlib"]["whole"]
    assert hashlib.sha256(lean.read_bytes()).hexdigest() == manifest["stdlib"]["sha256"]
    names = zipfile.ZipFile(lean).namelist()
    assert "_rulebooks_stdlib.pyc" in names and not [n for n in names if n.endswith(".py")]
    # what Pyodide starts with and what the engine imports, as bytecode
    for module in ("_pyodide/__init__.pyc", "json/__init__.pyc", "tomllib/_parser.pyc",
                   "dataclasses.pyc", "random.pyc", "fractions.pyc"):
        assert module in names
    assert "statistics.pyc" not in names and "unittest/__init__.pyc" not in names
    whole_names = zipfile.ZipFile(whole).namelist()
    assert "statistics.py" in whole_names
    assert lean.stat().st_size < whole.stat().st_size * 0.6
