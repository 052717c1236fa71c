"""The MkDocs plugin: rulebooks in, help pages with runnable examples out.

- adds one page per game from ``rulebooks/<game>/rules.md`` (and ``rules.<lang>.md``),
  plus imported drafts, without committing any page twice;
- runs every worked example while rendering, and fails the build naming the page
  and example when the engine disagrees; a fence rendered by an earlier build from the
  same files is read back (``markdown/store.py``);
- builds the engine wheel and copies the pinned Pyodide runtime into the site, so the
  browser loads everything from the site itself;
- serves each game's ``styles.css`` (beside its rules) as ``assets/playground/games/<game>.css``,
  linked only from the pages that show that game;
- checks that every rule a page cites resolves to an anchor;
- gives every page its Content-Security-Policy and writes the hosts' header files
  (``csp.py``), last, once every page is written.
"""

from __future__ import annotations

import logging
import mimetypes
import os
import re
import shutil
import tempfile
from pathlib import Path
from typing import Any

from mkdocs.config import base
from mkdocs.config import config_options as c
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin, CombinedEvent, event_priority
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page

from rulebooks.core.errors import RulesError
from rulebooks.core.i18n import SOURCE, MissingTranslation, language, tr
from rulebooks.core.registry import games

from . import csp, pages, search
from .bytecode import BytecodeError, compile_sources
from .markdown.fences import ExampleFailure, RulebookFenceExtension
from .markdown.rules import RuleParagraphExtension, RuleSyntaxError
from .markdown.scripts import ScriptFailure
from .markdown.store import FenceStore
from .parts import sources, split, write_parts
from .stdlib import StdlibError, lean_library
from .wheel import build_wheel

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json", "package.json")
# The HTML sanitizer the page runs on the engine's answers (pinned in package.json).
DOMPURIFY_FILES = ("dist/purify.es.mjs", "LICENSE")
ANCHOR = re.compile(r'\bid="([^"]+)"')
CITED = re.compile(r'data-rule="([^"]+)"')
SEARCH_WORKER = "playground/search/search-worker.js"  # Material's search, stemming the query


class _InstantNavigationNote(logging.Filter):
    """mkdocs-static-i18n warns (failing ``--strict``) that its contextual language links
    do not follow Material's instant navigation. Material follows them itself: the pages
    name each language's sitemap (``link rel=alternate``), and a click on another
    language's link is sent to the same page in that language. The one warning is dropped."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "compatible with theme.features = navigation.instant" not in record.getMessage()


logging.getLogger("mkdocs.plugins.mkdocs_static_i18n.reconfigure").addFilter(
    _InstantNavigationNote())


class RulesiteConfig(base.Config):
    enabled = c.Type(bool, default=True)
    drafts = c.Type(str, default="drafts")
    pyodide = c.Type(str, default="playground/node_modules/pyodide")
    playground = c.Type(str, default="playground/src")
    runtime = c.Type(bool, default=True)


class RulesitePlugin(BasePlugin[RulesiteConfig]):
    """Wires the rulebooks into the site (see the module docstring)."""

    def on_startup(self, *, command: str, dirty: bool) -> None:
        """One staging folder per process (``mkdocs serve`` keeps the plugin between builds)."""
        self.staging = Path(tempfile.mkdtemp(prefix="rulesite-docs-"))
        self.source_docs: Path | None = None

    def on_shutdown(self) -> None:
        shutil.rmtree(self.staging, ignore_errors=True)

    def on_config(self, config: MkDocsConfig) -> MkDocsConfig:
        if not self.config.enabled:
            return config
        if not hasattr(self, "staging"):  # MkDocs' API used without on_startup
            self.on_startup(command="build", dirty=False)
        if getattr(self, "configured", None) is config:
            # mkdocs-static-i18n runs on_config again on the same config for each
            # language: the staging copy is refreshed from the pages made for the first
            # (the same sources), nothing is added twice.
            pages.stage(self.source_docs, self.staging, self.generated)
            return config
        self.configured = config
        mimetypes.add_type("application/wasm", ".wasm")
        mimetypes.add_type("text/javascript", ".mjs")
        self.root = Path(config.config_file_path).resolve().parent
        self.fences = RulebookFenceExtension()
        self.fences.store = FenceStore.beside(self.root)
        self.reindex = search.Reindex()
        self.rule_paragraphs = RuleParagraphExtension()
        config.markdown_extensions.extend([self.fences, self.rule_paragraphs])
        drafts = os.environ.get("RULESITE_DRAFTS") or self.config.drafts
        # game folders without an engine yet are shown with the drafts (RULESITE_RULEBOOKS
        # points elsewhere, for tests)
        rulebooks = os.environ.get("RULESITE_RULEBOOKS") or "rulebooks"
        self.draft_pages = pages.draft_pages(
            (self.root / drafts).resolve(), (self.root / rulebooks).resolve()
        )
        # The site is built from a staging copy of docs/ plus the generated pages: every
        # plugin (mkdocs-static-i18n included) sees real files, and nothing is written
        # into the checkout, so builds running side by side cannot disturb each other.
        self.source_docs = Path(config.docs_dir)
        self.stage()
        config.docs_dir = str(self.staging)
        config.nav = pages.with_generated_nav(config.nav, self.draft_pages)
        translate_tutorial_titles(config)
        config.extra_css.append("assets/playground/playground.css")
        loader = c.ExtraScriptValue("assets/playground/loader.mjs")
        loader.type = "module"
        config.extra_javascript.append(loader)
        return config

    def stage(self) -> None:
        styles = pages.game_styles()
        self.styled = {Path(path).stem for path, _ in styles}
        self.generated = [*pages.game_pages(), *pages.script_pages(), *self.draft_pages, *styles]
        pages.stage(self.source_docs, self.staging, self.generated)

    def on_files(self, files: Files, config: MkDocsConfig) -> Files:
        if not self.config.enabled:
            return files
        playground = self.root / self.config.playground
        for path in sorted(playground.glob("*")):
            if path.suffix in (".mjs", ".js", ".css"):
                files.append(File.generated(config, f"assets/playground/{path.name}",
                                            abs_src_path=str(path)))
        files.append(File.generated(config, search.WORKER,
                                    abs_src_path=str(self.root / SEARCH_WORKER)))
        return files

    def on_serve(self, server: Any, config: MkDocsConfig, builder: Any) -> Any:
        """Rebuild when the docs, a rulebook or the playground change (not the staging copy)."""
        server.unwatch(str(self.staging))
        server.watch(str(self.source_docs))
        server.watch(str(self.root / "rulebooks"))
        server.watch(str(self.root / self.config.playground))
        server.watch(str(self.root / SEARCH_WORKER))
        return server

    def on_page_markdown(self, markdown: str, page: Page, config: MkDocsConfig,
                         files: Files) -> str:
        if not self.config.enabled:
            return markdown
        lang, build = page_languages(page)
        self.fences.setConfig("game", pages.game_of_page(page.file.src_uri) or "")
        self.fences.setConfig("lang", lang)
        self.rule_paragraphs.setConfig("lang", lang)
        try:
            self.fences.prerender(markdown)
            if lang != build:  # a page not translated yet: said so, in the reader's language
                with language(build):
                    markdown = f"!!! note \"{tr(UNTRANSLATED)}\"\n\n{markdown}"
        except (ExampleFailure, ScriptFailure, RuleSyntaxError, RulesError,
                MissingTranslation) as error:
            raise PluginError(f"{page.file.src_uri}: {error}") from None
        return markdown

    def on_page_content(self, html: str, page: Page, config: MkDocsConfig,
                        files: Files) -> str:
        """The page's content links the stylesheets of the games it shows, and no other."""
        if not self.config.enabled:
            return html
        return pages.style_links(html, page.url, self.styled) + html

    def on_post_page(self, output: str, page: Page, config: MkDocsConfig) -> str:
        """A page shown untranslated in another language's tree keeps its own ``lang``
        on its text, so screen readers and search read it as what it is."""
        lang, build = page_languages(page)
        if self.config.enabled and lang != build:
            output = output.replace('<article class="md-content__inner md-typeset">',
                                    f'<article class="md-content__inner md-typeset" '
                                    f'lang="{lang}">', 1)
        if not self.config.enabled:
            return output
        output = with_anchor_keeper(output)
        if build != SOURCE:  # the heading links' tooltip, which Python-Markdown writes in English
            with language(build):
                output = output.replace(f'title="{PERMALINK}"', f'title="{tr(PERMALINK)}"')
        try:
            output = search.stemmed_worker(output)
            if build != SOURCE:  # its tree's search index, not English's
                output = search.own_search_base(output, f"{build}/")
        except ValueError as error:
            raise PluginError(f"{page.file.src_uri}: {error}") from None
        return output

    def _search(self, config: MkDocsConfig) -> Any:
        found = config.plugins.get("material/search") or config.plugins.get("search")
        return found if self.config.enabled and found is not None and found.config.enabled \
            else None

    @event_priority(40)  # before the search plugin indexes the page (after mkdocs-static-i18n)
    def _cut_for_search(self, context: dict[str, Any], *, page: Page, config: MkDocsConfig,
                        nav: Any) -> dict[str, Any]:
        found = self._search(config)
        if found is not None:
            self.reindex.before(found, page)
        return context

    @event_priority(-50)  # after the search plugin has indexed the page
    def _split_for_search(self, context: dict[str, Any], *, page: Page, config: MkDocsConfig,
                          nav: Any) -> dict[str, Any]:
        if self._search(config) is not None:
            self.reindex.after(page)
        return context

    on_page_context = CombinedEvent(_cut_for_search, _split_for_search)

    # after the other plugins have written their pages, and after mkdocs-static-i18n (-100)
    # has built the other languages and gathered their search entries into one index
    @event_priority(-110)
    def on_post_build(self, config: MkDocsConfig) -> None:
        if not self.config.enabled or getattr(config.plugins.get("i18n"), "building", False):
            return  # a language built inside another's build: the outer build, which comes
            # after it into the same folder, checks and completes the whole site once
        site = Path(config.site_dir)
        check_rule_links(site)
        if not config.site_url:  # a sitemap needs absolute addresses: none without site_url
            for name in ("sitemap.xml", "sitemap.xml.gz"):
                (site / name).unlink(missing_ok=True)
        self.split_search(config, site)
        self.install_sanitizer(site)
        if self.config.runtime:
            self.install_runtime(site)
        try:
            csp.secure(site)
        except ValueError as error:
            raise PluginError(f"content policy: {error}") from None

    def split_search(self, config: MkDocsConfig, site: Path) -> None:
        """One search index per language tree (``search.split_languages``), once every
        language is built; with a site address, one sitemap per tree too."""
        i18n = config.plugins.get("i18n")
        if getattr(i18n, "building", False) or not (site / search.INDEX).exists():
            return  # a language built inside another's build: the outer build splits
        trees = {spec.locale: "" if spec.locale == SOURCE else f"{spec.locale}/"
                 for spec in getattr(getattr(i18n, "config", None), "languages", None) or []
                 if spec.build}
        if len(trees) < 2:
            return
        search.split_languages(site, trees)
        if config.site_url and (site / "sitemap.xml").exists():
            for prefix in trees.values():
                if prefix:
                    search.tree_sitemap(site, config.site_url, prefix)

    def install_sanitizer(self, site: Path) -> None:
        """DOMPurify into ``assets/dompurify/``, from node_modules beside Pyodide."""
        source = (self.root / self.config.pyodide).parent / "dompurify"
        if not (source / DOMPURIFY_FILES[0]).exists():
            raise PluginError(f"DOMPurify not found in {source}: run `npm ci` in playground/ "
                              "(the README's commands do it for you)")
        target = site / "assets" / "dompurify"
        target.mkdir(parents=True, exist_ok=True)
        for name in DOMPURIFY_FILES:
            shutil.copy2(source / name, target / Path(name).name)

    def install_runtime(self, site: Path) -> None:
        """Engine wheel and Pyodide into ``assets/``, and a manifest the worker reads."""
        source = self.root / self.config.pyodide
        if not (source / "pyodide.mjs").exists():
            raise PluginError(
                f"Pyodide not found in {source}: run `npm ci` in playground/ "
                "(the README's commands do it for you)"
            )
        target = site / "assets" / "pyodide"
        target.mkdir(parents=True, exist_ok=True)
        for name in PYODIDE_FILES:
            shutil.copy2(source / name, target / name)
        wheel = build_wheel(site / "assets" / "wheels")
        engine = site / "assets" / "engine"
        shutil.rmtree(engine, ignore_errors=True)  # parts of an earlier build, under old digests
        cache = self.fences.store.folder
        try:
            split_up = split(wheel)
            compiled = compile_sources(sources(split_up), source, cache)
            lean = lean_library({name: data for files in split_up.values()
                                 for name, data in files}, source, cache)
        except (BytecodeError, StdlibError) as error:
            raise PluginError(str(error)) from None
        parts = write_parts(split_up, engine, compiled)
        library = pages.write_library(target, lean)
        pages.write_manifest(site / "assets" / "playground" / "manifest.json", wheel, source,
                             parts, library)



PERMALINK = "Permanent link"  # the toc extension's title for a heading's link
UNTRANSLATED = "This page is not translated yet: it is shown in English."


def translate_tutorial_titles(config: MkDocsConfig) -> None:
    """The navigation names tutorials by their titles: a tutorial with words in another
    language is named there by its translated title (mkdocs-static-i18n's
    ``nav_translations``)."""
    from rulebooks.core import tutorial

    i18n = config.plugins.get("i18n")
    for spec in getattr(getattr(i18n, "config", None), "languages", None) or []:
        if spec.locale == SOURCE:
            continue
        titles = dict(spec.nav_translations or {})
        for slug, game in games().items():
            for name in tutorial.names(slug):
                if game.tutorial_text(f"{name}.{spec.locale}") is not None:
                    english = tutorial.load(slug, name).title
                    with language(spec.locale):
                        titles.setdefault(english, tutorial.load(slug, name).title)
        spec.nav_translations = titles


def page_languages(page: Page) -> tuple[str, str]:
    """The language of a page's text, and the language of the site tree it is built into
    (they differ for a page mkdocs-static-i18n shows untranslated in another tree)."""
    lang = getattr(page.file, "locale", None) or SOURCE
    return lang, getattr(page.file, "locale_alternate_of", None) or lang


def check_rule_links(site: Path) -> None:
    """Every ``data-rule`` cited anywhere must be an anchor on that rule's game page."""
    anchors: dict[str, set[str]] = {}
    for slug in games():
        page = site / "games" / slug / "index.html"
        if page.exists():
            anchors[slug] = set(ANCHOR.findall(page.read_text(encoding="utf-8")))
    missing = []
    for page in sorted(site.rglob("*.html")):
        text = page.read_text(encoding="utf-8")
        for rule in sorted(set(CITED.findall(text))):
            if rule and rule not in anchors.get(rule.split(".")[0], set()):
                missing.append(f"{page.relative_to(site)}: cites '{rule}', which has no paragraph")
    if missing:
        raise PluginError("rule references that resolve to nothing:\n  " + "\n  ".join(missing))


LOADER = re.compile(r'<script src="([^"]*)assets/playground/loader\.mjs"')


def with_anchor_keeper(output: str) -> str:
    """A page with the playground's loader also gets ``anchors.js`` in its ``<head>``: it
    must run before Material's script (see the file), at the same address as the loader."""
    found = LOADER.search(output)
    if not found or "</head>" not in output:
        return output
    tag = f'<script src="{found.group(1)}assets/playground/anchors.js"></script>'
    return output.replace("</head>", f"{tag}</head>", 1)
