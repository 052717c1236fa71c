"""Each game's styles live in its folder (rulebooks/<game>/styles.css); the build serves each
as its own stylesheet, linked from the pages that show that game."""

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


LINKED = re.compile(
    r'<link rel="stylesheet" href="([./]*)assets/playground/games/([a-z0-9]+)\.css">')
SHOWN = re.compile(r'data-game="([a-z0-9]+)"')


def test_each_game_styles_are_served_and_linked_only_where_the_game_is_shown(built_site):
    for slug, text in own_styles().items():
        served = built_site / f"assets/playground/games/{slug}.css"
        assert served.read_text(encoding="utf-8").strip() == text.strip(), slug
    assert not (built_site / "assets/playground/games.css").exists()
    pages = [p for p in built_site.rglob("index.html") if "assets" not in p.parts]
    assert len(pages) > 100
    checked = 0
    for page in pages:
        html = page.read_text(encoding="utf-8")
        article = html[html.find("<article"):html.find("</article>")]
        shown = set(SHOWN.findall(article))
        linked = LINKED.findall(html)
        where = page.relative_to(built_site)
        assert {slug for _, slug in linked} == shown, where
        assert len(linked) == len(shown), f"{where} links a stylesheet twice"
        depth = len(where.parts) - 1
        assert all(up == "../" * depth for up, _ in linked), f"{where}: {linked}"
        assert all(article.find(f"games/{slug}.css") >= 0 for _, slug in linked), \
            f"{where}: a game's stylesheet belongs in the content (instant navigation swaps it)"
        checked += bool(shown)
    assert checked > 100
    for page in ("index.html", "reading/index.html"):  # pages without a game link none
        assert not LINKED.search((built_site / page).read_text(encoding="utf-8")), page
