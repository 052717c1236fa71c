"""The pages the plugin generates: one per game (and language), plus imported drafts."""

from __future__ import annotations

import hashlib
import json
import re
import shutil
from pathlib import Path
from typing import Any

from mkdocs.utils import get_relative_url

from rulebooks.core.datafile import game_data
from rulebooks.core.i18n import LANGUAGES, SOURCE, catalog, language, tr
from rulebooks.core.registry import games

from .importer.site import front_matter

GAME_PAGE = re.compile(
    r"^(?:games|tutorials|walkthroughs)/([a-z0-9]+)(?:-[a-z0-9-]+)?(?:\.[a-z]{2})?\.md$")


def game_pages() -> list[tuple[str, str]]:
    """``games/<slug>.md`` from each rules text; ``rules.it.md`` gives ``games/<slug>.it.md``."""
    found = []
    for slug, game in games().items():
        for lang in game.languages():
            suffix = "" if lang == "en" else f".{lang}"
            text = game.rules_text(lang).rstrip() + "\n" + sources_section(slug, lang)
            found.append((f"games/{slug}{suffix}.md", text))
    return found


GAME_STYLES = "assets/playground/games/{slug}.css"  # a game's styles.css, as served


def game_styles() -> list[tuple[str, str]]:
    """Every game's ``styles.css`` (kept in its folder), as its own stylesheet: a page
    links only the stylesheets of the games it shows (:func:`style_links`)."""
    found = []
    for slug, game in games().items():
        styles = game.styles()
        if styles is not None:
            found.append((GAME_STYLES.format(slug=slug), styles.rstrip() + "\n"))
    return found


SHOWN_GAME = re.compile(r' data-game="([a-z0-9]+)"')  # a literal start: 20× faster than \b


def style_links(html: str, page_url: str, styled: set[str]) -> str:
    """The ``<link>`` elements a page's content needs: one per game it shows (the
    ``data-game`` of its examples, calculators and tutorials) that has a stylesheet.

    They sit in the content, not the head, so that Material's instant navigation, which
    swaps the content and keeps the head, brings the next page's game styles along."""
    shown = sorted(set(SHOWN_GAME.findall(html)) & styled)
    hrefs = [get_relative_url(GAME_STYLES.format(slug=slug), page_url) for slug in shown]
    return "".join(f'<link rel="stylesheet" href="{href}">' for href in hrefs)


def stage(docs: Path, staging: Path, generated: list[tuple[str, str]]) -> None:
    """Fill ``staging`` with a copy of ``docs`` and the generated pages.

    A generated page may not replace a hand-written one: that is a mistake to report.
    """
    shutil.rmtree(staging, ignore_errors=True)
    shutil.copytree(docs, staging)
    for src_uri, content in generated:
        path = staging / src_uri
        if path.exists():
            raise ValueError(f"docs/{src_uri} exists, but the build generates that page")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content, encoding="utf-8")


def script_pages() -> list[tuple[str, str]]:
    """A tutorial page for each game that has a ``tutorial.toml``, and a walkthrough page;
    in another language, a tutorial page where the script has its words
    (``tutorial.<lang>.toml``) and a walkthrough page where the rules page is translated."""
    found = []
    for lang in LANGUAGES:
        with language(lang):
            found += _script_pages(lang)
    return found


def _script_pages(lang: str) -> list[tuple[str, str]]:
    from rulebooks.core import tutorial

    suffix = "" if lang == SOURCE else f".{lang}"
    found = []
    for slug, game in games().items():
        for name in tutorial.names(slug):
            if lang != SOURCE and game.tutorial_text(f"{name}.{lang}") is None:
                continue
            script = tutorial.load(slug, name)
            drafted = "" if name == "tutorial" else " " + tr(
                "This tutorial was drafted by the engine from the rules text "
                "(`python -m rulebooks tutorial-draft`), then checked step by step.")
            found.append((tutorial_page(slug, name, suffix), (
                f"{front_matter(script.title)}# {script.title}\n\n"
                f"{script.summary} " + tr(
                    f"Every step is checked by the [{game.title}](../games/{slug}.md) rules "
                    "engine: play the move it asks for by clicking cards and piles, or with "
                    "the keyboard (Tab to a card, Enter to play it). A wrong move is "
                    "explained, with a link to the rule.") + f"{drafted}\n\n"
                f"```tutorial\n{'' if name == 'tutorial' else f'script = {name!r}'}\n```\n")))
        if game.trace is not None and (lang == SOURCE or lang in game.languages()):
            found.append((f"walkthroughs/{slug}{suffix}.md", (
                front_matter(tr(f"{game.title} walkthrough")) + "# "
                + tr(f"A game of {game.title}, move by move") + "\n\n"
                + tr("A whole game played by the engine's greedy bots from a fixed seed. Each "
                     "line is one move: what it did and the rules it used (follow a link to "
                     f"read the rule on the [{game.title} page](../games/{slug}.md)).")
                + "\n\n```walkthrough\n```\n")))
    return found


def tutorial_page(slug: str, name: str, suffix: str = "") -> str:
    """``tutorials/golf.md`` for ``tutorial.toml``, ``tutorials/golf-powers.md`` for
    ``tutorial-powers.toml`` (``tutorials/golf.it.md`` with the suffix ``.it``)."""
    return f"tutorials/{slug}{name.removeprefix('tutorial')}{suffix}.md"


def game_of_page(src_uri: str) -> str | None:
    """The game a page belongs to (``games/golf.md`` -> ``golf``)."""
    found = GAME_PAGE.match(src_uri)
    return found.group(1) if found and found.group(1) in games() else None


def sources_section(slug: str, lang: str = SOURCE) -> str:
    """A "Sources" section listing the game's sources from its ``data.toml``, its words in
    ``lang`` (the titles are the sources' own, unless the game's catalog words a title that
    describes its source, as Harmonies' does)."""
    sources: dict[str, Any] = game_data(f"rulebooks.{slug}").get("sources", {})
    if not sources:
        return ""
    with language(lang, slug):
        lines = ["", f"## {tr('Sources')}", ""]
        for key, source in sources.items():
            extra = [tr(f"revision {source['revision']}") if "revision" in source else "",
                     source.get("date", ""),
                     tr("contributors: " + ", ".join(source["contributors"]))
                     if source.get("contributors") else ""]
            detail = "; ".join(e for e in extra if e)
            title = catalog(lang, slug).exact.get(source["title"], source["title"])
            lines.append(f"- `{key}`: [{title}]({source['url']})"
                         + (f" ({detail})" if detail else ""))
    return "\n".join(lines) + "\n"


def draft_pages(drafts: Path, rulebooks: Path | None = None) -> list[tuple[str, str]]:
    """Pages for imported drafts and for game folders in ``rulebooks`` that have a rule
    text but no engine yet (``python -m rulesite new-game``), when there are any."""
    from .importer.newgame import skeleton_folders

    skeletons = skeleton_folders(rulebooks) if rulebooks is not None else []
    if not skeletons and (not drafts.is_dir() or not any(drafts.iterdir())):
        return []
    from .importer.site import draft_pages as build

    return build(drafts, skeletons)


def with_generated_nav(nav: list | None, drafts: list[tuple[str, str]]) -> list | None:
    """Fill the ``Games`` section with every game and add the imported drafts."""
    if nav is None:
        return None
    from rulebooks.core import tutorial

    game_items = [{game.title: f"games/{slug}.md"} for slug, game in games().items()]
    tutorials = []
    for slug, game in games().items():
        names = tutorial.names(slug)
        if len(names) == 1:
            tutorials.append({game.title: tutorial_page(slug, names[0])})
        elif names:
            tutorials.append({game.title: [{tutorial.load(slug, name).title:
                                            tutorial_page(slug, name)} for name in names]})
    walks = [{game.title: f"walkthroughs/{slug}.md"} for slug, game in games().items()
             if game.trace is not None]
    sections = {"Games": game_items, "Tutorials": tutorials, "Walkthroughs": walks}
    result = [{_title(item): sections[_title(item)]} if _title(item) in sections else item
              for item in nav]
    if drafts:
        result.append({"Imported drafts": [path for path, _ in drafts]})
    return result


def _title(item: Any) -> str | None:
    return next(iter(item)) if isinstance(item, dict) and len(item) == 1 else None


def write_library(folder: Path, data: bytes) -> dict[str, str]:
    """The lean standard library (:mod:`rulesite.stdlib`) into ``folder`` under its digest;
    returns its manifest entry."""
    digest = hashlib.sha256(data).hexdigest()
    name = f"stdlib-{digest[:16]}.zip"
    for old in folder.glob("stdlib-*.zip"):
        old.unlink()
    (folder / name).write_bytes(data)
    return {"file": name, "sha256": digest}


def write_manifest(path: Path, wheel: Path, pyodide: Path,
                   parts: dict[str, dict[str, str]], library: dict[str, str]) -> None:
    """What the browser needs to start the engine: file names and versions, the lean
    standard library (written by :func:`write_library` beside Pyodide; the whole one is
    Pyodide's own zip) and the engine's parts (:mod:`rulesite.parts`, written in
    ``assets/engine/``), with their digests."""
    package = json.loads((pyodide / "package.json").read_text(encoding="utf-8"))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({
        "pyodide": "../pyodide/",
        "pyodideVersion": package["version"],
        "stdlib": {"file": f"../pyodide/{library['file']}", "sha256": library["sha256"],
                   "whole": "../pyodide/python_stdlib.zip"},
        "wheel": f"../wheels/{wheel.name}",
        "parts": {name: {"file": f"../engine/{part['file']}", "sha256": part["sha256"]}
                  for name, part in parts.items()},
    }, indent=2), encoding="utf-8")
