"""Every page as a reader on a phone meets it (390 x 844), in light and in dark:
no page wider than the screen, tap targets of at least 24 px, and no serious or critical
accessibility problem found by axe-core (pinned in playground/package.json, loaded into
the page by the test from node_modules, never served by the site)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.browser import helpers
from tests.browser.helpers import AXE, DARK, PHONE, SMALL_TARGETS, open_page, reader_problems
from tests.conftest import KEPT_MARK, ROOT
from tests.kept_results import Kept, digest

pytestmark = pytest.mark.browser

# A page another language's tree shows untranslated keeps English on its article: the same
# content as its English page, which the test already checks, so it is not opened twice.
UNTRANSLATED = '<article class="md-content__inner md-typeset" lang="'


def site_pages(site: Path) -> list[str]:
    """Every page of the site, in every language; an untranslated copy only once."""
    found = sorted(str(p.relative_to(site).parent) for p in site.rglob("index.html")
                   if "assets" not in p.parts and "search" not in p.parts
                   and UNTRANSLATED not in p.read_text(encoding="utf-8"))
    return ["" if p == "." else p + "/" for p in found]


def test_italian_pages_are_checked_and_untranslated_copies_are_not(built_site, tmp_path):
    pages = site_pages(built_site)
    assert "it/games/golf/" in pages and "games/golf/" in pages
    copies = [p for p in (built_site / "it").rglob("index.html")
              if UNTRANSLATED in p.read_text(encoding="utf-8")]
    assert not {str(p.relative_to(built_site).parent) + "/" for p in copies} & set(pages)
    # the built site may have no untranslated copy left (the whole site is in Italian): the
    # filter is checked on a site of three pages, one of them a copy
    for place, article in (("games/x", "<article>"), ("it/games/x", UNTRANSLATED + 'en">'),
                           ("it/games/y", "<article>")):
        (tmp_path / place).mkdir(parents=True)
        (tmp_path / place / "index.html").write_text(article, encoding="utf-8")
    assert site_pages(tmp_path) == ["games/x/", "it/games/y/"]


def game_selectors() -> dict[str, list[str]]:
    """Every selector of every game's stylesheet (rulebooks/<game>/styles.css)."""
    found = {}
    for sheet in sorted((ROOT / "rulebooks").glob("*/styles.css")):
        text = re.sub(r"/\*.*?\*/", "", sheet.read_text(encoding="utf-8"), flags=re.S)
        found[sheet.parent.name] = [s.strip() for rule in re.findall(r"([^{}]+)\{[^{}]*\}", text)
                                    for s in rule.split(",") if s.strip()]
    return found


# The selectors of the game stylesheets a page does not link that match something on it:
# each game's styles come only with its pages, so another game's must not be needed here.
# Games draw in the content only (a rule on the document sets a game's colour variables).
UNLINKED_MATCHES = """(sheets) => {
  const linked = new Set([...document.styleSheets].map(s => s.href || '')
    .filter(h => h.includes('/assets/playground/games/')).map(h => h.split('/').pop()));
  const found = [], content = document.querySelector('.md-content');
  for (const [game, selectors] of Object.entries(sheets)) {
    if (linked.has(game + '.css')) continue;
    for (const selector of selectors) {
      const plain = selector.replace(/::?(before|after|placeholder|marker)\\b/g, '')
        .replace(/:(hover|focus-visible|focus-within|focus|active)\\b/g, '');
      let hits = [];
      try { hits = [...document.querySelectorAll(plain)]; } catch (error) { continue; }
      if (hits.some(hit => content.contains(hit))) found.push(`${game}: ${selector}`);
    }
  }
  return found;
}"""


def test_the_unlinked_matches_check_finds_another_games_rule(phone):
    sheets = game_selectors()
    assert set(sheets) == {p.name for p in (ROOT / "rulebooks").iterdir()
                           if (p / "styles.css").exists()}
    phone.set_content('<div class="md-content"><p class="rb-llama-card--1">5</p></div>')
    assert phone.evaluate(UNLINKED_MATCHES, sheets) == ["llama: .rb-llama-card--1"]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_dark_run_checks_colours_and_the_light_run_everything(open_phone, scheme):
    page = open_phone(scheme)
    page.set_content('<main><p style="color:#777;background:#888">faint words</p>'
                     '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="30" height="30">'
                     "</main>")
    found = " ".join(reader_problems(page, scheme))
    assert "color-contrast (serious)" in found
    assert ("image-alt (critical)" in found) == (scheme == "light")


# The pages are checked in PARTS interleaved shares, so that pytest-xdist spreads them
# over its processes; together the shares are every page.
PARTS = 8
SCHEMES = ("light", "dark")


def site_inputs(site: Path) -> str:
    """The digest of what any page loads besides its own HTML: the assets (styles, scripts,
    the worker, the engine, Pyodide) and the headers file. Not the search index: it is
    fetched, but nothing of it shows on a page until the reader searches, which this check
    does not do; and every edit of any page changes it."""
    return digest(site / "assets", site / "_headers")


# What the check of one page depends on besides the site: axe, the checking code, and the
# game stylesheets' selectors (read from the sources by UNLINKED_MATCHES's caller).
CHECKER = (AXE, Path(helpers.__file__), Path(__file__))
REUSED = ("each passed before, byte for byte, with the same site and check (tests/kept_results.py; "
          f"{KEPT_MARK} checks them again)")

# The palette toggle in the header, as a reader switches. The system's scheme changes with
# it: a page read in dark is the same whether it was loaded so or switched (checked below).
TOGGLE = "[data-md-component=palette] label:visible"
SCHEME_IS = "want => document.body.getAttribute('data-md-color-scheme') === want"


def switch_scheme(page, scheme: str) -> None:
    """Switch the page to ``scheme`` with the header's toggle (and the system's setting)."""
    page.emulate_media(color_scheme=scheme)
    page.locator(TOGGLE).first.click()
    page.wait_for_function(SCHEME_IS, arg="slate" if scheme == "dark" else "default")


LOOK = """() => [document.body.getAttribute('data-md-color-scheme'),
  ...[...document.querySelectorAll('.md-header, .md-typeset a, .md-typeset table, .rb-deus-p1')]
     .slice(0, 40).map(e => { const s = getComputedStyle(e);
       return [s.color, s.backgroundColor, s.fill, s.borderColor].join(' '); })]"""


def test_a_page_switched_to_dark_looks_as_one_loaded_in_dark(open_phone, site_url):
    loaded = open_phone("dark")
    open_page(loaded, site_url + "games/deus/")
    switched = open_phone("light")
    open_page(switched, site_url + "games/deus/")
    before = switched.evaluate(LOOK)
    switch_scheme(switched, "dark")
    assert switched.evaluate(LOOK) == loaded.evaluate(LOOK) != before
    assert switched.evaluate(DARK)
    switch_scheme(switched, "light")
    assert switched.evaluate(LOOK) == before


@pytest.mark.parametrize("part", range(PARTS))
def test_every_page_fits_a_phone_has_big_targets_and_passes_axe(open_phone, built_site,
                                                                 site_url, part, record_property):
    """Each page is loaded once, checked in light (everything), then switched to dark with
    the header's toggle and checked again (colours), then switched back."""
    pages = site_pages(built_site)
    assert len(pages) >= 15
    sheets = game_selectors()
    phone = open_phone("light")
    shared = digest(site_inputs(built_site), *CHECKER, json.dumps(sheets),
                    phone.context.browser.version, json.dumps(PHONE))
    problems, reused = [], 0
    share = pages[part::PARTS]
    for path in share:
        page_key = digest(shared, built_site / path / "index.html")
        kept = {scheme: Kept("axe", digest(page_key, scheme)) for scheme in SCHEMES}
        todo = [scheme for scheme in SCHEMES if not kept[scheme].passed_before()]
        reused += len(SCHEMES) - len(todo)  # passed before, byte for byte, in that scheme
        if not todo:
            continue
        errors = len(phone.errors)
        open_page(phone, site_url + path)
        for scheme in todo:
            if scheme == "dark":
                switch_scheme(phone, "dark")
            found = reader_problems(phone, f"/{path} ({scheme})")
            if scheme == "light":
                found += [f"/{path}: needs a rule of a stylesheet it does not link: {rule}"
                          for rule in phone.evaluate(UNLINKED_MATCHES, sheets)]
            if not found and len(phone.errors) == errors:
                kept[scheme].keep(f"/{path} {scheme}: no problem")
            problems += found
        if "dark" in todo:
            switch_scheme(phone, "light")  # the toggle's choice is kept for the next page
    checks = len(share) * len(SCHEMES)
    if reused == checks:
        pytest.skip(f"none of the {checks} checks of part {part + 1}/{PARTS} made: {REUSED}")
    if reused:
        record_property("said", f"[axe {part + 1}/{PARTS}] {checks - reused} page checks made, "
                        f"{reused} not: {REUSED}")
    assert problems == [], "\n".join(problems)
    assert phone.errors == []


# Each drawn animal on a tile: its size, and the contrast of its fill on the tile's colour.
ANIMALS = """() => {
  const rgb = s => s.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = c => { const [r, g, b] = c.map(v => { v /= 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  return [...document.querySelectorAll('.rb-lm-tile')].map(tile => {
    const svg = tile.querySelector('svg.rb-lm-animal');
    if (!svg) return {missing: tile.getAttribute('aria-label')};
    const box = svg.getBoundingClientRect();
    const [a, b] = [lum(rgb(getComputedStyle(svg).fill)),
                    lum(rgb(getComputedStyle(tile).backgroundColor))];
    return {size: Math.min(box.width, box.height),
            contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)};
  });
}"""


def test_locomomo_animals_are_drawn_not_typed(phone, site_url):
    phone.goto(site_url + "games/locomomo/")
    phone.wait_for_selector("html[data-rb-playground=ready]", state="attached")
    animals = phone.evaluate(ANIMALS)
    assert len(animals) > 10
    assert [a for a in animals if "missing" in a] == []
    assert min(a["size"] for a in animals) >= 16
    assert min(a["contrast"] for a in animals) >= 3  # WCAG AA for graphics



# Each drawn sheet: how much wider its content is than its box (it would scroll sideways).
SHEETS = """() => [...document.querySelectorAll('.rb-wt-sheet')]
  .filter(s => s.getClientRects().length)
  .map(s => s.scrollWidth - s.clientWidth)"""


def test_welcome_to_sheets_fit_a_phone_without_scrolling_sideways(phone, site_url):
    phone.goto(site_url + "games/welcometo/")
    phone.wait_for_selector("html[data-rb-playground=ready]", state="attached")
    overflow = phone.evaluate(SHEETS)
    assert len(overflow) > 10  # the examples' sheets and the calculator's editable one
    assert [px for px in overflow if px > 0] == []
    # the calculator's sheet, all menus and fence buttons, keeps its 24 px tap targets
    assert phone.locator(".rb-wt-sheet select").count() > 30
    assert phone.evaluate(SMALL_TARGETS) == []
