"""Site build time: the project's ``mkdocs build --strict`` next to a plain Material build.

The plain build has the same pages (the hand-written docs plus the game, tutorial and
walkthrough pages the plugin generates, in both languages, as plain Markdown) but none of
the project's build code: no rulesite plugin, no i18n, no rulebook fences (they stay plain
code blocks), no engine runs, no wheel, no Pyodide copy. Only Material and search.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from rulesite.pages import game_pages, script_pages

from tests.conftest import ROOT, build_site

PLAIN_CONFIG = """site_name: Rulebooks (plain Material)
docs_dir: docs
theme:
  name: material
  font: false
plugins:
  - search
markdown_extensions:
  - admonition
  - attr_list
  - md_in_html
  - tables
  - toc:
      permalink: true
  - pymdownx.details
  - pymdownx.superfences
"""


def plain_project(folder: Path) -> Path:
    """A temporary MkDocs project with the same pages; returns its ``mkdocs.yml``.

    The game, tutorial and walkthrough pages come from the plugin's own
    :func:`rulesite.pages.game_pages` and :func:`rulesite.pages.script_pages` (what
    a build writes to the shared, git-ignored ``docs/games/``, which other builds in
    the same checkout may be rewriting or removing at that moment).
    """
    tracked = subprocess.run(
        ["git", "ls-files", "docs"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    for name in tracked:
        if (ROOT / name).is_file():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, folder / name)
    for src_uri, text in [*game_pages(), *script_pages()]:
        (folder / "docs" / src_uri).parent.mkdir(parents=True, exist_ok=True)
        (folder / "docs" / src_uri).write_text(text, encoding="utf-8")
    config = folder / "mkdocs.yml"
    config.write_text(PLAIN_CONFIG, encoding="utf-8")
    return config


def time_project_build(site: Path, kept: Path) -> float:
    """Seconds for the project's ``mkdocs build --strict`` (engine runs, wheel, Pyodide copy),
    reading and keeping rendered fences in ``kept`` (empty: every fence is run)."""
    before = os.environ.get("RULESITE_CACHE")
    os.environ["RULESITE_CACHE"] = str(kept)
    try:
        began = time.perf_counter()
        build_site(site)
        return time.perf_counter() - began
    finally:
        if before is None:
            del os.environ["RULESITE_CACHE"]
        else:
            os.environ["RULESITE_CACHE"] = before


def time_plain_build(config: Path, site: Path) -> float:
    """Seconds for ``mkdocs build`` of the plain project."""
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    began = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "-f", str(config), "--site-dir", str(site)],
        env=env,
        check=True,
        capture_output=True,
    )
    return time.perf_counter() - began


def build_times(folder: Path, runs: int) -> dict[str, list[float]]:
    """The builds ``runs`` times each, alternately; seconds per label: "project" with no
    fence kept from before (every example, tutorial and walkthrough run), "kept" right
    after it with the fences it kept (a rebuild after editing prose), "plain"."""
    config = plain_project(folder / "plain")
    times: dict[str, list[float]] = {"project": [], "kept": [], "plain": []}
    for i in range(runs):
        kept = folder / f"fences-{i}"
        times["project"].append(time_project_build(folder / f"site-project-{i}", kept))
        times["kept"].append(time_project_build(folder / f"site-kept-{i}", kept))
        times["plain"].append(time_plain_build(config, folder / f"site-plain-{i}"))
    return times
