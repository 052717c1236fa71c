"""Page to page without reloading: Material's instant navigation (active when the site is
served at its ``site_url``) keeps the engine started, and each new page's blocks are
enhanced. Back and forward, rule anchors, search and reading without JavaScript keep
working. One test: the site is built for its own server's address (the sitemap the
navigation needs names that address), once."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import START_TIMEOUT
from tests.conftest import SiteServer, build_site

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def instant_url(tmp_path_factory):
    site = tmp_path_factory.mktemp("instant") / "site"
    site.mkdir()
    server = SiteServer(site)  # serves the folder the build fills next
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("RULEBOOKS_SITE_URL", server.url)
        build_site(site)
    yield server.url
    server.close()


def wait_page(page, path: str) -> None:
    page.wait_for_selector(f"html[data-rb-page='{path}'][data-rb-playground=ready]",
                           state="attached")


def run(block) -> None:
    block.locator(".rb-run").click()
    block.locator(".rb-run-status").filter(has_text="Done").wait_for(timeout=START_TIMEOUT)


# The game stylesheets the document holds, and a colour only L.L.A.M.A.'s stylesheet gives.
GAME_SHEETS = """() => [...document.styleSheets].map(s => s.href || '')
  .filter(h => h.includes('/assets/playground/games/')).map(h => h.split('/').pop())"""
LLAMA_ONE = """() => getComputedStyle(document.querySelector('.rb-llama-card--1')).borderTopColor"""


def test_the_engine_stays_started_from_page_to_page(page, instant_url, chromium):
    page.goto(instant_url + "games/golf/")
    wait_page(page, "/games/golf/")
    assert page.evaluate(GAME_SHEETS) == ["golf.css"]
    loaded = page.evaluate("performance.timeOrigin")
    golf = page.locator("#example-wiki-six")
    built = golf.locator(".rb-example__output").inner_text()
    run(golf)

    # Material makes the links absolute once it handles them
    page.locator('.md-nav__link[href$="/games/llama/"]').first.click()
    wait_page(page, "/games/llama/")
    assert page.evaluate("performance.timeOrigin") == loaded, "the page was reloaded"
    # the next page's content brought its game's stylesheet, and the last one's went with it
    page.wait_for_function(f"({LLAMA_ONE})() === 'rgb(123, 31, 162)'")
    assert page.evaluate(GAME_SHEETS) == ["llama.css"]
    llama = page.locator(".rb-example").first
    # text, not HTML: Material makes the built page's links absolute, the engine's are not
    llama_built = llama.locator(".rb-example__output").inner_text()
    run(llama)
    assert llama.locator(".rb-example__output").inner_text() == llama_built

    page.go_back()
    wait_page(page, "/games/golf/")
    golf = page.locator("#example-wiki-six")
    run(golf)
    assert golf.locator(".rb-example__output").inner_text() == built
    assert golf.locator(".rb-total").inner_text() == "2"

    page.go_forward()
    wait_page(page, "/games/llama/")
    page.go_back()
    wait_page(page, "/games/golf/")

    rule = page.locator("a.rb-rule").first
    anchor = rule.get_attribute("href").split("#")[1]
    rule.click()
    page.wait_for_url(lambda url: url.endswith("/games/golf/#" + anchor))
    top = page.evaluate("(id) => document.getElementById(id).getBoundingClientRect().top", anchor)
    assert 0 <= top < page.viewport_size["height"], f"#{anchor} is not in view ({top} px)"

    # Material closes its search 125 ms after any move, a jump to an anchor included
    # (its bundle: merge(location$, target$).pipe(delay(125))); a reader is slower than that
    page.wait_for_timeout(600)
    search = page.locator("input.md-search__input")
    search.click()
    expect(page.locator("#__search")).to_be_checked()
    page.keyboard.type("Splendor", delay=50)  # as a reader types: Material reads keystrokes
    result = page.locator(".md-search-result__item a").first
    result.wait_for(timeout=START_TIMEOUT)
    result.click()
    page.wait_for_url(lambda url: "/games/golf/" not in url)
    page.wait_for_selector("html[data-rb-playground=ready]", state="attached")
    assert page.evaluate("performance.timeOrigin") == loaded, "search reloaded the page"

    starts = [url for url in page.requests if url.endswith("pyodide.asm.wasm")]
    assert len(starts) == 1, f"the engine started {len(starts)} times"
    assert page.errors == []

    # without JavaScript the pages are whole: the build rendered every example's result
    context = chromium.new_context(java_script_enabled=False)
    try:
        plain = context.new_page()
        plain.goto(instant_url + "games/llama/")
        assert plain.locator(".rb-example__output").first.inner_text() == llama_built
        plain.locator('.md-nav__link[href$="golf/"]').first.click()
        plain.wait_for_url("**/games/golf/")
        assert plain.locator("#example-wiki-six .rb-example__output").inner_text() == built
    finally:
        context.close()


def test_another_language_is_loaded_afresh_and_its_pages_then_move_instantly(page, instant_url):
    """Each language has its own search index, read once per load: the language switcher
    loads the other language's page (keeping the rule's anchor), whose links then move
    instantly within that language, with its search."""
    page.goto(instant_url + "games/golf/#golf.powers.queen")
    wait_page(page, "/games/golf/")
    english = page.evaluate("performance.timeOrigin")
    page.locator(".md-header__option .md-select").hover()
    page.locator('a.md-select__link[hreflang="it"]').click()
    page.wait_for_url(instant_url + "it/games/golf/#golf.powers.queen")
    wait_page(page, "/it/games/golf/")
    italian = page.evaluate("performance.timeOrigin")
    assert italian != english, "the Italian page was not loaded afresh"

    page.locator('.md-nav__link[href$="/it/games/llama/"]').first.click()
    wait_page(page, "/it/games/llama/")
    assert page.evaluate("performance.timeOrigin") == italian, "the page was reloaded"
    page.wait_for_timeout(600)  # Material closes its search 125 ms after any move (see above)
    page.locator("input.md-search__input").click()
    expect(page.locator("#__search")).to_be_checked()
    page.keyboard.type("regine", delay=50)
    result = page.locator(".md-search-result__item a").first
    result.wait_for(timeout=START_TIMEOUT)
    assert "/it/games/golf/" in result.get_attribute("href")
    assert page.errors == []


def test_moves_within_a_freshly_loaded_page_keep_what_the_reader_did(page, instant_url):
    """Material's instant navigation takes the first move to an anchor of a freshly
    loaded page for a new page and swaps in a fresh copy; anchors.js keeps such moves the
    browser's, so a result on the page survives a table-of-contents entry, a rule link,
    an address typed by hand and Back. Other pages still come in instantly."""
    page.goto(instant_url + "games/golf/")
    wait_page(page, "/games/golf/")
    loaded = page.evaluate("performance.timeOrigin")
    golf = page.locator("#example-wiki-six")
    run(golf)  # its status now says "Done": a fresh copy of the page would not
    page.evaluate("window.__shown = document.querySelector('[data-md-component=container]')")
    fetched = len(page.requests)

    def same_page() -> bool:
        return page.evaluate(
            "window.__shown === document.querySelector('[data-md-component=container]')")

    entry = page.locator(".md-nav--secondary a.md-nav__link").nth(2)
    anchor = entry.get_attribute("href").split("#")[1]
    entry.evaluate("link => link.click()")  # the side table of contents is off screen
    page.wait_for_url(lambda url: url.endswith("#" + anchor))
    page.wait_for_timeout(500)  # a swap would come with the page's download, not before
    assert same_page(), "the first move to an anchor replaced the page"
    top = page.evaluate("(id) => document.getElementById(id).getBoundingClientRect().top", anchor)
    assert 0 <= top < page.viewport_size["height"], f"#{anchor} is not in view ({top} px)"

    rule = page.locator("a.rb-rule").first
    target = rule.get_attribute("href").split("#")[1]
    rule.click()
    page.wait_for_url(lambda url: url.endswith("#" + target))
    page.evaluate("() => { location.hash = 'golf.turn.take'; }")  # typed into the address bar
    page.wait_for_url(lambda url: url.endswith("#golf.turn.take"))
    page.go_back()
    page.wait_for_url(lambda url: "#golf.turn.take" not in url)
    page.wait_for_timeout(500)
    assert same_page(), "a move within the page replaced it"
    expect(golf.locator(".rb-run-status")).to_contain_text("Done")
    assert [u for u in page.requests[fetched:] if u.rstrip("/").endswith("/games/golf")] == []

    page.locator('.md-nav__link[href$="/games/llama/"]').first.click()  # another page
    wait_page(page, "/games/llama/")
    page.go_back()
    wait_page(page, "/games/golf/")
    assert not same_page(), "Back to the previous page did not bring it in"
    assert page.evaluate("performance.timeOrigin") == loaded, "the page was reloaded"
    assert page.errors == []
