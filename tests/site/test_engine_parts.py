"""The engine in parts for the browser (tools/rulesite/parts.py): the shared code and one zip
per game, cut file for file from the wheel; and the engine taking in a game's part after it
has started (rulebooks.web.installed), as the page's worker does."""

from __future__ import annotations

import hashlib
import importlib.util
import shutil
import subprocess
import sys
import zipfile

import pytest
from rulesite.parts import CORE, part_of, split, write_parts
from rulesite.wheel import build_wheel

from rulebooks.core.registry import folders
from tests.conftest import ROOT


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    return build_wheel(tmp_path_factory.mktemp("wheel"))


def test_each_file_goes_to_its_game_or_to_the_shared_part():
    assert part_of("rulebooks/golf/game.py") == "golf"
    assert part_of("rulebooks/golf/rules.it.md") == "golf"
    assert part_of("rulebooks/core/html.py") == CORE
    assert part_of("rulebooks/web.py") == CORE
    assert part_of("rulebooks-0.1.0.dist-info/RECORD") == CORE


def test_the_parts_hold_the_wheel_file_for_file(wheel, tmp_path):
    written = write_parts(split(wheel), tmp_path)
    assert set(written) == {CORE, *folders()}
    with zipfile.ZipFile(wheel) as archive:
        expected = {info.filename: archive.read(info) for info in archive.infolist()}
    got: dict[str, bytes] = {}
    for part, entry in written.items():
        data = (tmp_path / entry["file"]).read_bytes()
        assert hashlib.sha256(data).hexdigest() == entry["sha256"]
        assert entry["file"] == f"{part}-{entry['sha256'][:16]}.zip"
        with zipfile.ZipFile(tmp_path / entry["file"]) as archive:
            for info in archive.infolist():
                assert part_of(info.filename) == part
                assert info.filename not in got
                got[info.filename] = archive.read(info)
    assert got == expected


def test_the_same_wheel_gives_the_same_parts(wheel, tmp_path):
    assert write_parts(split(wheel), tmp_path / "a") == write_parts(split(wheel), tmp_path / "b")


def test_a_wheel_without_the_shared_code_is_refused(tmp_path):
    odd = tmp_path / "odd.whl"
    with zipfile.ZipFile(odd, "w") as archive:
        archive.writestr("rulebooks/golf/game.py", "")
    with pytest.raises(ValueError, match=r"odd\.whl has no shared code"):
        split(odd)


# In a fresh interpreter, from a copy of the package holding no golf: golf is unknown; its
# folder is then written in, and once told, the engine finds it, imports it and lists it.
LATE_GAME = """
import shutil, sys
import rulebooks
from rulebooks import web
from rulebooks.core.registry import games, is_game
assert rulebooks.__file__.startswith(sys.argv[3]), rulebooks.__file__
assert not is_game("golf") and "golf" not in games(), "golf before its part"
refused = web.answer("calculate", {"game": "golf", "text": "{}"})
assert not refused["ok"], refused
shutil.copytree(sys.argv[1], sys.argv[2])
web.installed()
assert is_game("golf") and "golf" in games()
answer = web.answer("calculate", {"game": "golf", "text": '{"grid": ["2D 6H 4C", "KS 6S KH"]}'})
assert answer["ok"], answer
print(answer["breakdown"]["total"] if "breakdown" in answer else answer)
"""


def test_a_game_written_in_after_the_engine_started_is_found(tmp_path):
    copy = tmp_path / "site-packages"
    shutil.copytree(ROOT / "rulebooks", copy / "rulebooks",
                    ignore=shutil.ignore_patterns("__pycache__", "golf"))
    # -S: not the checkout's editable install, only the copy
    done = subprocess.run([sys.executable, "-S", "-c", LATE_GAME, str(ROOT / "rulebooks" / "golf"),
                           str(copy / "rulebooks" / "golf"), str(copy)], cwd=copy,
                          env={"PYTHONPATH": str(copy)}, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip()


def test_compiled_files_replace_their_sources_in_the_parts(wheel, tmp_path):
    compiled = {"rulebooks/web.py": b"web bytecode", "rulebooks/golf/game.py": b"golf bytecode"}
    written = write_parts(split(wheel), tmp_path, compiled)
    with zipfile.ZipFile(tmp_path / written[CORE]["file"]) as archive:
        names = archive.namelist()
        assert archive.read("rulebooks/web.pyc") == b"web bytecode"
    assert "rulebooks/web.py" not in names and "rulebooks/core/html.py" in names
    with zipfile.ZipFile(tmp_path / written["golf"]["file"]) as archive:
        assert archive.read("rulebooks/golf/game.pyc") == b"golf bytecode"
        assert "rulebooks/golf/game.py" not in archive.namelist()


def test_the_sites_pyodide_compiles_the_engine_and_keeps_it(tmp_path, monkeypatch):
    from rulesite.bytecode import BytecodeError, compile_sources

    pyodide = ROOT / "playground" / "node_modules" / "pyodide"
    if shutil.which("node") is None or not (pyodide / "pyodide.mjs").is_file():
        pytest.skip("node and playground/node_modules are needed (./dev test installs them)")
    given = {"rulebooks/a.py": b"def f():\n    return 'caf\xc3\xa9'\n"}
    compiled = compile_sources(given, pyodide, tmp_path)
    magic = compiled["rulebooks/a.py"][:4]
    assert magic[2:] == b"\r\n" and magic != importlib.util.MAGIC_NUMBER  # 3.14's, not ours
    # kept: the same sources are read back without running Node again
    monkeypatch.setattr(shutil, "which", lambda name: None)
    assert compile_sources(given, pyodide, tmp_path) == compiled
    with pytest.raises(BytecodeError, match="node is not installed"):
        compile_sources({"rulebooks/b.py": b"x = 1\n"}, pyodide, tmp_path)
    monkeypatch.undo()
    with pytest.raises(BytecodeError, match=r"rulebooks/c\.py, line 2: invalid syntax"):
        compile_sources({"rulebooks/c.py": b"x = 1\ndef (:\n"}, pyodide, None)
