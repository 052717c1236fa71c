"""Each game's styles live in its folder (rulebooks/<game>/styles.css); the build collects them."""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path

import pytest

from rulebooks.core import games

pytestmark = pytest.mark.site

ROOT = Path(__file__).resolve().parents[2]
CLASS = re.compile(r"\.(rb-[a-z0-9_-]+)")


def own_styles() -> dict[str, str]:
    found = {}
    for slug in games():
        styles = resources.files(f"rulebooks.{slug}").joinpath("styles.css")
        if styles.is_file():
            found[slug] = styles.read_text(encoding="utf-8")
    return found


def test_every_game_keeps_its_styles_in_its_folder():
    assert set(own_styles()) == set(games())


def users(name: str) -> set[str]:
    """Where a class is written: game slugs, or "shared" for the core, the playground and tools."""
    word = re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])")
    found = set()
    for path in [*(ROOT / "rulebooks").rglob("*.py"), *(ROOT / "playground/src").glob("*.mjs"),
                 *(ROOT / "tools/rulesite").rglob("*.py")]:
        if word.search(path.read_text(encoding="utf-8")):
            part = path.relative_to(ROOT).parts
            found.add(part[1] if part[0] == "rulebooks" and part[1] in games() else "shared")
    return found


def test_the_shared_stylesheet_styles_no_class_that_only_one_game_uses():
    shared = sorted(set(CLASS.findall((ROOT / "playground/src/playground.css").read_text())))
    assert len(shared) > 20
    own = {name: users(name) for name in shared}
    misplaced = {name: who.pop() for name, who in own.items()
                 if len(who) == 1 and "shared" not in who}
    assert not misplaced, f"these belong in the game's styles.css: {misplaced}"


def test_the_build_collects_every_game_styles_and_every_page_links_them(built_site):
    collected = (built_site / "assets/playground/games.css").read_text(encoding="utf-8")
    for slug, text in own_styles().items():
        assert text.strip() in collected, f"rulebooks/{slug}/styles.css is not in games.css"
    for page in ("index.html", "games/splendor/index.html", "tutorials/locomomo/index.html"):
        html = (built_site / page).read_text(encoding="utf-8")
        assert re.search(r'href="[./]*assets/playground/games\.css"', html), page
