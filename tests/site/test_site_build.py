"""The built site: strict build, pages, anchors, runtime files, no outside requests."""

from __future__ import annotations

import hashlib
import json
import re
import zipfile
from html.parser import HTMLParser
from urllib.parse import urlsplit

import pytest

from rulebooks.core import examples, games, get, rule_ids

pytestmark = pytest.mark.site


class Collect(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.rules: list[str] = []
        self.fetched: list[str] = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])
        if attrs.get("data-rule"):
            self.rules.append(attrs["data-rule"])
        if tag in ("script", "img", "iframe", "source", "audio", "video") and attrs.get("src"):
            self.fetched.append(attrs["src"])
        if tag == "link" and attrs.get("href") and attrs.get("rel") not in ("canonical",):
            self.fetched.append(attrs["href"])


def parse(path):
    collector = Collect()
    collector.feed(path.read_text(encoding="utf-8"))
    return collector


@pytest.mark.parametrize("slug", sorted(games()))
def test_every_rule_paragraph_is_an_anchor_on_its_page(built_site, slug):
    page = parse(built_site / "games" / slug / "index.html")
    assert rule_ids(slug) <= page.ids
    assert set(page.rules) <= page.ids | {r for s in games() for r in rule_ids(s)}


def test_every_rule_the_engines_can_cite_resolves_on_the_built_site(built_site):
    anchors = {slug: parse(built_site / "games" / slug / "index.html").ids for slug in games()}
    for slug in games():
        for rule in rule_ids(slug):
            assert rule in anchors[rule.split(".")[0]]


@pytest.mark.parametrize("slug", sorted(games()))
def test_every_example_is_rendered_with_its_engine_result(built_site, slug):
    html = (built_site / "games" / slug / "index.html").read_text(encoding="utf-8")
    text = get(slug).rules_text()
    declared = examples.parse_examples(text, slug)
    assert declared
    for example in declared:
        assert f'id="example-{example.id}"' in html
        assert examples.run(example).html in html


def test_home_page_lists_every_game_with_players_and_length(built_site):
    html = (built_site / "index.html").read_text(encoding="utf-8")
    for slug, game in games().items():
        assert f'href="games/{slug}/"' in html
        low, high = game.players
        assert (f"{low}–{high}" if low != high else f"<td>{low}</td>") in html


def test_no_page_fetches_anything_from_another_host(built_site):
    pages = list(built_site.rglob("*.html"))
    assert len(pages) >= 5
    for path in pages:
        for url in parse(path).fetched:
            assert urlsplit(url).netloc == "", f"{path.relative_to(built_site)} loads {url}"
    for css in built_site.rglob("*.css"):
        for url in re.findall(r"url\(\s*['\"]?(https?:)?//", css.read_text(encoding="utf-8")):
            pytest.fail(f"{css.name} loads a remote url(): {url}")
    assert not list(built_site.rglob("*fonts.googleapis*"))


def test_runtime_is_served_by_the_site(built_site):
    manifest = json.loads((built_site / "assets/playground/manifest.json").read_text())
    base = built_site / "assets/playground"
    wheel = (base / manifest["wheel"]).resolve()
    assert wheel.name.endswith("-py3-none-any.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
    assert "rulebooks/golf/game.py" in names and "rulebooks/llama/rules.md" in names
    assert not any(name.startswith(("rulesite/", "tests/")) for name in names)
    # the engine as the worker fetches it: the shared code and one part per game, each
    # under its digest
    assert set(manifest["parts"]) == {"core", *games()}
    for part in manifest["parts"].values():
        data = (base / part["file"]).resolve().read_bytes()
        assert hashlib.sha256(data).hexdigest() == part["sha256"]
    runtime = (base / manifest["pyodide"]).resolve()
    for name in ("pyodide.mjs", "pyodide.asm.wasm", "python_stdlib.zip"):
        assert (runtime / name).stat().st_size > 0
    html = (built_site / "games/golf/index.html").read_text(encoding="utf-8")
    assert re.search(r'<script src="[./]*assets/playground/loader\.mjs" type="module">', html)


def test_the_wheel_installs_with_pip(built_site, tmp_path):
    import subprocess
    import sys

    manifest = json.loads((built_site / "assets/playground/manifest.json").read_text())
    wheel = (built_site / "assets/playground" / manifest["wheel"]).resolve()
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
                    "--target", str(tmp_path), str(wheel)], check=True)
    done = subprocess.run([sys.executable, "-c", "import rulebooks, sys; print(rulebooks.__file__);"
                           "print(sorted(rulebooks.games()))"],
                          cwd=tmp_path, env={"PYTHONPATH": str(tmp_path)}, capture_output=True,
                          text=True, check=True)
    assert str(tmp_path) in done.stdout and "golf" in done.stdout


def test_every_tutorial_page_shows_the_coverage_the_checker_measures(built_site):
    from rulesite.pages import tutorial_page

    from rulebooks.core import coverage, tutorial

    for slug in games():
        found = coverage.report(slug)
        total = len(found.classification.counted)
        for name in tutorial.names(slug):
            page = built_site / tutorial_page(slug, name).removesuffix(".md") / "index.html"
            html = page.read_text(encoding="utf-8")
            assert f"teaches <strong>{len(found.tutorials[name])} of {total}</strong>" in html
            for rule in found.unmet:
                assert f'data-rule="{rule}"' in html, (page, rule)
