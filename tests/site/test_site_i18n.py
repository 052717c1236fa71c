"""Languages on the site: English and Italian trees (mkdocs-static-i18n, suffix files
such as ``index.it.md`` and ``rules.it.md``), Material's language switcher leading to
the same page, Italian search stemming, and pages with no Italian file yet shown in
English under a notice, never passed off as Italian."""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

import pytest
import yaml
from mkdocs.exceptions import PluginError
from mkdocs.utils.yaml import get_yaml_loader
from rulesite.markdown.fences import RulebookFenceExtension
from rulesite.markdown.rules import RuleParagraphExtension
from rulesite.plugin import UNTRANSLATED, RulesitePlugin

from rulebooks.core.registry import games
from tests.conftest import ROOT

pytestmark = pytest.mark.site


def i18n_config() -> dict:
    with open(ROOT / "mkdocs.yml", encoding="utf-8") as file:  # MkDocs' loader knows !ENV
        config = yaml.load(file, Loader=get_yaml_loader())
    return config


def test_the_site_has_english_and_italian_with_italian_search():
    config = i18n_config()
    i18n = next(p["i18n"] for p in config["plugins"] if isinstance(p, dict) and "i18n" in p)
    search = next(p["search"] for p in config["plugins"] if isinstance(p, dict) and "search" in p)
    assert i18n["docs_structure"] == "suffix"
    assert [(lang["locale"], lang.get("default", False)) for lang in i18n["languages"]] == [
        ("en", True), ("it", False)]
    assert search["lang"] == ["en", "it"]


def test_each_language_gets_its_own_tree_with_a_switcher_to_the_same_page(built_site):
    english = (built_site / "games" / "golf" / "index.html").read_text("utf-8")
    italian = (built_site / "it" / "games" / "golf" / "index.html").read_text("utf-8")
    assert '<html lang="en"' in english and '<html lang="it"' in italian
    to_italian = re.search(r'<a href="([^"]+)" hreflang="it"', english).group(1)
    to_english = re.search(r'<a href="([^"]+)" hreflang="en"', italian).group(1)
    assert to_italian.rstrip("/").endswith("it/games/golf")
    assert to_english.rstrip("/").endswith("games/golf") and "/it/" not in to_english


def test_a_page_without_italian_text_says_so_and_keeps_its_own_language(built_site):
    untranslated = [slug for slug, game in games().items() if "it" not in game.languages()]
    if not untranslated:
        pytest.skip("every game has an Italian page")
    page = (built_site / "it" / "games" / untranslated[0] / "index.html").read_text("utf-8")
    assert '<html lang="it"' in page and '<article class="md-content__inner md-typeset" ' \
        'lang="en">' in page
    assert "non è ancora tradotta" in page
    assert page.count("assets/playground/loader.mjs") == 1
    assert not (built_site / "it" / "assets" / "pyodide").exists()


def test_each_language_searches_every_page_of_its_own_tree_only(built_site):
    import json

    def pages(index: Path) -> set[str]:
        found = json.loads(index.read_text("utf-8"))
        return {doc["location"] for doc in found["docs"] if "#" not in doc["location"]}

    def tree(root: Path) -> set[str]:
        return {str(page.parent.relative_to(root)).removeprefix(".") + "/"
                for page in root.rglob("index.html")
                if page.relative_to(root).parts[0] not in ("it", "assets")}

    english, italian = built_site / "search" / "search_index.json", built_site / "it" / "search"
    # an Italian page shown in English still has its entry in the Italian tree's index (it is
    # not dropped as a copy of the English page)
    assert pages(english) == {page.removeprefix("/") for page in tree(built_site)}
    assert pages(italian / "search_index.json") == {
        page.removeprefix("/") for page in tree(built_site / "it")}


def fake_page(src_uri: str, lang: str, tree: str) -> SimpleNamespace:
    return SimpleNamespace(file=SimpleNamespace(src_uri=src_uri, locale=lang,
                                                locale_alternate_of=tree))


def plugin() -> RulesitePlugin:
    found = RulesitePlugin()
    found.load_config({})
    found.fences = RulebookFenceExtension()
    found.rule_paragraphs = RuleParagraphExtension()  # as on_config makes them
    return found


UNTRANSLATED_REFUSAL = """
```example
id = "nothing-to-take"
title = "x"
rule = "golf.turn.replace"
setup = { players = 2, seed = 3 }
prelude = ["flip 1", "flip 2", "flip 1", "flip 2"]
moves = ["replace 3"]
expect = { refused = "golf.turn.replace" }
```
"""


def test_a_missing_translation_fails_the_build_naming_the_page_and_the_text(monkeypatch):
    import rulebooks.core.i18n as i18n

    monkeypatch.setattr(i18n, "catalog_entries", lambda package, lang: {})
    i18n.catalog.cache_clear()
    try:
        with pytest.raises(PluginError) as caught:
            plugin().on_page_markdown(UNTRANSLATED_REFUSAL, fake_page("games/golf.it.md",
                                      "it", "it"), None, None)
    finally:
        i18n.catalog.cache_clear()
    said = str(caught.value)
    assert said.startswith("games/golf.it.md: no it translation for the message ")
    assert "messages.it.toml" in said


def test_the_same_fence_renders_in_english_without_a_catalog(monkeypatch):
    import rulebooks.core.i18n as i18n

    monkeypatch.setattr(i18n, "catalog_entries", lambda package, lang: {})
    i18n.catalog.cache_clear()
    try:
        markdown = plugin().on_page_markdown(UNTRANSLATED_REFUSAL, fake_page(
            "games/golf.md", "en", "en"), None, None)
    finally:
        i18n.catalog.cache_clear()
    assert markdown == UNTRANSLATED_REFUSAL


def test_an_untranslated_page_in_the_italian_tree_gets_the_notice_in_italian():
    markdown = plugin().on_page_markdown("# Golf\n", fake_page("games/golf.md", "en", "it"),
                                         None, None)
    assert markdown.startswith('!!! note "Questa pagina')
    assert UNTRANSLATED not in markdown
