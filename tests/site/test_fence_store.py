"""Fences kept between builds (rulesite.markdown.store): read back only when every file
they were made from is the same, never kept when they fail, and the same HTML as a fence
rendered anew."""

from __future__ import annotations

import pytest
from rulesite.markdown.fences import ExampleFailure, RulebookFenceExtension
from rulesite.markdown.store import FenceStore

from rulebooks.core import texts
from rulebooks.core.registry import get

GOOD = """id = "kept-six"
title = "2 6 4 above K 6 K"
rule = "golf.scoring.lines"
score = { grid = ["2D 6H 4C", "KS 6S KH"] }
expect = { total = 2 }
"""
WRONG = GOOD.replace("total = 2", "total = 3")


def engine_tree(root):
    """A small stand-in for the rulebooks package (shared code and two games) and for the
    renderer, each in its own folder."""
    for name, text in {"core/state.py": "x = 1\n", "golf/rules.md": "# Golf\n",
                       "golf/game.py": "y = 2\n", "llama/rules.md": "# L.L.A.M.A.\n",
                       "renderer/fences.py": "z = 3\n"}.items():
        folder = root / ("renderer" if name.startswith("renderer") else "engine")
        (folder / name.removeprefix("renderer/")).parent.mkdir(parents=True, exist_ok=True)
        (folder / name.removeprefix("renderer/")).write_text(text)
    return FenceStore(root / "kept", root / "engine", root / "renderer")


def test_a_fence_comes_back_only_while_its_game_the_shared_code_and_the_renderer_are_unchanged(
        tmp_path):
    store = engine_tree(tmp_path)
    store.put("golf", "en", "example", GOOD, "<p>six</p>")
    assert store.get("golf", "en", "example", GOOD) == "<p>six</p>"
    assert store.get("golf", "it", "example", GOOD) is None  # another language
    assert store.get("golf", "en", "example", GOOD + "\n") is None  # another body
    (store.engine / "llama" / "rules.md").write_text("# L.L.A.M.A., edited\n")
    assert FenceStore(store.folder, store.engine, store.renderer).get(
        "golf", "en", "example", GOOD) == "<p>six</p>"  # another game's files do not count
    for changed in ("engine/golf/game.py", "engine/core/state.py", "renderer/fences.py"):
        path = tmp_path / changed
        before = path.read_text()
        path.write_text(before + "# edited\n")
        again = FenceStore(store.folder, store.engine, store.renderer)
        assert again.get("golf", "en", "example", GOOD) is None, changed
        path.write_text(before)
    assert FenceStore(store.folder, store.engine, store.renderer).get(
        "golf", "en", "example", GOOD) == "<p>six</p>"


def test_an_entry_that_cannot_be_read_is_a_miss_and_off_keeps_nothing(tmp_path, monkeypatch):
    store = engine_tree(tmp_path)
    store.put("golf", "en", "example", GOOD, "<p>six</p>")
    (entry,) = (store.folder / "fences").rglob("*.html")
    entry.write_bytes(b"\xff\xfe not text")
    assert store.get("golf", "en", "example", GOOD) is None
    monkeypatch.setenv("RULESITE_CACHE", "off")
    off = FenceStore.beside(tmp_path)
    off.put("golf", "en", "example", GOOD, "<p>six</p>")
    assert off.folder is None and off.get("golf", "en", "example", GOOD) is None


def extension(folder) -> RulebookFenceExtension:
    fences = RulebookFenceExtension(game="golf", lang="en")
    fences.store = FenceStore(folder)
    return fences


def test_a_failing_example_is_never_kept_and_fails_every_build(tmp_path):
    for _ in range(2):
        with pytest.raises(ExampleFailure, match="kept-six"):
            extension(tmp_path).render("example", WRONG)
    assert not list(tmp_path.rglob("*.html"))


def test_the_fences_read_back_are_those_rendered_anew(tmp_path):
    text = get("golf").rules_text()
    fences = [(kind, body) for _, _, kind, body in texts.find_fences(text.splitlines())]
    assert {kind for kind, _ in fences} >= {"example", "table", "calculator"}
    first = [extension(tmp_path).render(kind, body) for kind, body in fences]
    kept = list((tmp_path / "fences").rglob("*.html"))
    assert len(kept) == len(set(fences))
    for path in kept:  # read back, not rendered again: a marked copy shows through
        path.write_text(path.read_text() + "<!-- kept -->")
    second = [extension(tmp_path).render(kind, body) for kind, body in fences]
    assert second == [html + "<!-- kept -->" for html in first]
