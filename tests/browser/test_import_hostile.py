"""A draft built from hostile sources runs nothing in Chromium.

The hostile fixtures (script tags, ``onerror`` and other handlers,
``javascript:`` and ``data:`` links, in wikitext, raw HTML and MDX) are
imported into a temporary drafts folder; the site is built with ``mkdocs
build`` (the plugin reads the drafts from ``RULESITE_DRAFTS``) into a
temporary site folder, served on 127.0.0.1 and opened in Debian Chromium.
Every imported page must load with no dialog, no injected script run (the
payloads set ``window.__pwned``), no event-handler attribute or
``javascript:``/``data:`` URL anywhere in the page, no injected element or
style in the article, a ``<title>`` without markup, and no request to another
host, even after hover, focus and toggle events are fired at every element of
the article. (The theme's own scripts add ``style`` attributes outside the
article, so styles are checked in the article only.)
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from rulesite.importer import site
from rulesite.importer.pipeline import import_files

from tests.conftest import SiteServer, build_site, made_once

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "importer" / "fixtures"
HOSTILE_TITLE = "Gamehelp</title><script>window.__pwned = 40</script>&lt;/title&gt;"
HOSTILE_HEADINGS = (
    "== &lt;/title&gt;&lt;img src=x onerror=&quot;window.__pwned = 41&quot;&gt; ==\n"
    '=== <span onclick="window.__pwned = 42">toc</span> &#60;script&#62; ===\ntext'
)
FIRE_EVENTS = """
() => {
  const article = document.querySelector("article");
  for (const el of article.querySelectorAll("*")) {
    for (const type of ["mouseover", "mouseenter", "focus", "toggle", "load", "error",
                        "animationstart", "pointerover", "input", "change"]) {
      el.dispatchEvent(new Event(type));
    }
  }
  for (const d of article.querySelectorAll("details")) { d.open = !d.open; }
}
"""
INJECTED = """
() => {
  const article = document.querySelector("article");
  const found = [];
  const active = "script, iframe, object, embed, svg, math, style, form, input, img, base, "
               + "meta, link, frame, frameset, textarea, select, button, video, audio";
  for (const el of article.querySelectorAll(active)) found.push("<" + el.tagName + ">");
  for (const el of document.querySelectorAll("title")) if (el.textContent.includes("<"))
    found.push("markup in <title>: " + el.textContent);
  if (document.querySelectorAll("title").length !== 1) found.push("several <title>");
  for (const el of document.body.querySelectorAll("*")) {
    for (const attr of el.attributes) {
      const value = attr.value.replace(/\\s+/g, "").toLowerCase();
      if (attr.name.startsWith("on")) found.push(el.tagName + " " + attr.name);
      if (["href", "src", "action", "formaction", "data", "xlink:href"].includes(attr.name)
          && (value.startsWith("javascript:") || value.startsWith("data:")))
        found.push(el.tagName + " " + attr.name + "=" + attr.value);
    }
  }
  for (const el of article.querySelectorAll("[style], [srcdoc]")) found.push(el.tagName + " style");
  return found;
}
"""


def _hostile_drafts(folder: Path) -> Path:
    body = (FIXTURES / "hostile.wiki").read_text(encoding="utf-8")
    dump = folder / "hostile-dump.txt"
    dump.write_text(
        "Hostile Wiki - User contributions [en]\n\nGamehelphostile\n\n2024-01-01T00:00:00Z\n\n"
        f"Mallory: <script>window.__pwned = 99</script> summary\n\n{body}\n\n"
        f"{HOSTILE_TITLE}\n\n2024-01-02T00:00:00Z\n\nMallory: title\n\n{HOSTILE_HEADINGS}\n",
        encoding="utf-8",
    )
    rules = folder / "hostile-rules.mdx"
    shutil.copy(FIXTURES / "hostile.mdx", rules)
    drafts = folder / "drafts"
    import_files([dump, rules], drafts, "never")
    return drafts


@pytest.fixture(scope="module")
def hostile_site(tmp_path_factory):
    def make(folder: Path) -> None:
        build_site(folder / "site", _hostile_drafts(folder))

    folder = made_once(tmp_path_factory, "hostile-site", make)  # once, whichever worker asks
    pages = site.draft_pages(folder / "drafts")
    return folder / "site", [path for path, _ in pages]


@pytest.fixture(scope="module")
def server(hostile_site):
    built, _ = hostile_site
    running = SiteServer(built)
    yield running.url
    running.close()


@pytest.fixture(scope="module")
def browser(chromium):
    return chromium


def _url(base: str, docs_path: str) -> str:
    return base + docs_path.removesuffix("index.md")


def test_the_hostile_drafts_were_built(hostile_site):
    built, pages = hostile_site
    assert len(pages) == 4
    for path in pages:
        assert (built / path.removesuffix(".md").removesuffix("index") / "index.html").is_file()


def test_nothing_injected_runs_in_chromium(hostile_site, server, browser):
    _, pages = hostile_site
    for path in pages:
        page = browser.new_page()
        dialogs: list[str] = []
        foreign: list[str] = []
        page.on(
            "dialog", lambda dialog, seen=dialogs: (seen.append(dialog.message), dialog.dismiss())
        )
        page.on("request", lambda request, seen=foreign: seen.append(request.url))
        page.goto(_url(server, path), wait_until="load")
        assert "Imported, not yet verified" in page.inner_text("article")
        page.evaluate(FIRE_EVENTS)
        page.mouse.move(200, 200)
        page.wait_for_timeout(300)
        assert page.evaluate("() => window.__pwned") is None, path
        assert dialogs == [], path
        assert page.evaluate(INJECTED) == [], path
        local = ("http://127.0.0.1", "data:", "blob:")
        assert [url for url in foreign if not url.startswith(local)] == [], path
        page.close()


def test_hostile_text_is_shown_as_text(hostile_site, server, browser):
    _, pages = hostile_site
    draft = next(p for p in pages if "gamehelphostile" in p)
    page = browser.new_page()
    page.goto(_url(server, draft), wait_until="load")
    text = page.inner_text("article")
    assert "hover me" in text and "javascript link" in text
    assert "<script>window.__pwned = 20</script>" in text
    page.close()
