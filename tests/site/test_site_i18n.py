"""Languages: the site is wired for mkdocs-static-i18n (suffix files such as
``index.it.md``, ``rules.it.md``) with Material's language switcher. The project ships
English only; this builds a copy with Italian added to prove the wiring works."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest
import yaml
from mkdocs.utils.yaml import get_yaml_loader

from tests.conftest import ROOT

pytestmark = pytest.mark.site


@pytest.fixture(scope="module")
def bilingual_site(tmp_path_factory):
    folder = tmp_path_factory.mktemp("i18n")
    docs = folder / "docs"
    shutil.copytree(ROOT / "docs", docs)
    (docs / "index.it.md").write_text("# Regole da provare\n\nPagina di prova.\n", "utf-8")
    config = (ROOT / "mkdocs.yml").read_text("utf-8")
    config = config.replace("docs_dir: docs", f"docs_dir: {docs}")
    config = config.replace("  - rulesite\n", (
        "  - rulesite:\n"
        f"      pyodide: {ROOT / 'playground/node_modules/pyodide'}\n"
        f"      playground: {ROOT / 'playground/src'}\n"))
    config = config.replace("          build: true\n", (
        "          build: true\n        - locale: it\n          name: Italiano\n"
        "          build: true\n"), 1)
    assert "locale: it" in config
    (folder / "mkdocs.yml").write_text(config, "utf-8")
    site = folder / "site"
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "RULESITE_DRAFTS": str(folder / "none")}
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(site)],
                          cwd=folder, env=env, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    return site


def test_each_language_gets_its_own_tree_with_a_switcher(bilingual_site):
    english = (bilingual_site / "index.html").read_text("utf-8")
    italian = (bilingual_site / "it" / "index.html").read_text("utf-8")
    assert '<html lang="en"' in english and '<html lang="it"' in italian
    assert "Regole da provare" in italian and "Regole da provare" not in english
    assert 'hreflang="it"' in english and 'hreflang="en"' in italian


def test_untranslated_game_pages_fall_back_to_english_and_keep_the_runtime(bilingual_site):
    page = (bilingual_site / "it" / "games" / "golf" / "index.html").read_text("utf-8")
    assert '<html lang="it"' in page and 'id="golf.scoring.lines"' in page
    assert page.count("assets/playground/loader.mjs") == 1
    assert not (bilingual_site / "it" / "assets" / "pyodide").exists()


def test_the_project_config_is_ready_for_more_languages():
    with open(ROOT / "mkdocs.yml", encoding="utf-8") as file:  # MkDocs' loader knows !ENV
        config = yaml.load(file, Loader=get_yaml_loader())
    i18n = next(p["i18n"] for p in config["plugins"] if isinstance(p, dict) and "i18n" in p)
    assert i18n["docs_structure"] == "suffix"
    assert i18n["languages"][0]["locale"] == "en" and i18n["languages"][0]["default"]
