"""A reader who searches a rule's word gets that rule's paragraph first, in the language of
the page searched from (each language has its own index and stemmer), and the search
snippets never show a table dump or a drawing."""

from __future__ import annotations

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

pytestmark = pytest.mark.browser

# what a reader types, and the rule paragraphs of which one must come first
SEARCHES = {
    "roundabout": {"welcometo.roundabout"},
    "pool": {"welcometo.effect.pool", "welcometo.score.pools"},
    "noble": {"splendor.nobles.visit", "splendor.setup.nobles", "splendor.scoring.nobles"},
    "reserve": {"splendor.reserve", "splendor.reserve.limit", "splendor.reserve.gold"},
    "queen": {"golf.powers.queen"},
    "lines": {"golf.scoring.lines"},
    "quit": {"llama.quit"},
    "leopard": {"locomomo.move.leopard"},
}
# the same from an Italian page, in Italian words the pages do not use as typed: the
# search cuts them to their Italian stem ("leopardi" finds "leopardo", "regine" "regina")
ITALIAN_SEARCHES = {
    "leopardi": {"locomomo.move.leopard"},
    "regine": {"golf.powers", "golf.powers.queen"},
    "predone": {"sevenwonders.cities.raid"},  # the 7 Wonders page in Italian is searched too
}

# the results a reader sees
HITS = """() => [...document.querySelectorAll('.md-search-result__item')]
  .filter(item => item.getClientRects().length).map(item =>
  [...item.querySelectorAll('a.md-search-result__link')].map(a => [a.getAttribute('href'),
    (a.querySelector('article') || a).innerText.trim().slice(0, 200)]))"""


# the results list shows the answer to these words: each link carries the words it
# matched as ?h=..., each the start of a typed word that its stem keeps ("noble": "nobl"),
# not the answer to the first letters typed ("pr" while "predone" is being typed)
ANSWERED = """words => [...document.querySelectorAll('a.md-search-result__link')]
  .some(a => { const h = new URL(a.href).searchParams.get('h');
               return h && h.split(' ').every(part => words.split(' ').some(
                 word => word.startsWith(part) && part.length >= word.length - 3)); })"""


def search(page, words: str) -> list[list[list[str]]]:
    """Type ``words`` into the site's search box; the result list, page by page."""
    box = page.locator("input.md-search__input")
    box.click()
    for _ in range(20):  # words typed before the search index has loaded go unanswered
        box.fill("")
        box.type(words)
        try:
            page.wait_for_function(ANSWERED, arg=words, timeout=3000)
        except PlaywrightTimeout:
            continue
        # the answers to the letters typed before the last ones may still be coming in:
        # the list is the answer once it stays the same for half a second
        hits = page.evaluate(HITS)
        for _ in range(20):
            page.wait_for_timeout(500)
            again = page.evaluate(HITS)
            if again == hits:
                return hits
            hits = again
    raise AssertionError(f"the site's search never answered {words!r}")


def search_problems(page, site_url: str, searches: dict[str, set[str]], tree: str) -> list[str]:
    """What is wrong with the answers to ``searches`` on ``page``, whose language tree is
    ``tree`` (``""`` or ``"it/"``): a first hit that is not the rule, a hit in another
    language's tree, a snippet that is a table dump."""
    problems = []
    for words, rules in searches.items():
        hits = search(page, words)
        # the first link under the first page found is the reader's first hit (the page's
        # own link comes first, without an anchor)
        first = next((href for href, _ in hits[0] if "#" in href), hits[0][0][0] + "#")
        path, anchor = first.split("?")[0].removeprefix(site_url), first.split("#")[1]
        if path != f"{tree}games/{anchor.split('.')[0]}/" or anchor not in rules:
            problems.append(f"{words!r}: the first hit is {first}, not one of {sorted(rules)} "
                            f"under /{tree}")
        for found in hits:
            for href, _ in found:
                place = href.split("?")[0].removeprefix(site_url)
                if place.startswith("it/") != (tree == "it/"):
                    problems.append(f"{words!r}: a hit in the other language, {href}")
        # a card table's dump, or a drawn sheet's, is a run of numbers
        dumps = [text for found in hits for _, text in found
                 if sum(ch.isdigit() for ch in text) > len(text) / 4]
        problems += [f"{words!r}: a snippet is a table dump: {text[:80]!r}" for text in dumps]
    return problems


def test_a_rule_word_finds_its_rule_paragraph_first_and_no_table_dump(chromium, site_url):
    context = chromium.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.goto(site_url)
    problems = search_problems(page, site_url, SEARCHES, "")
    context.close()
    assert problems == [], "\n".join(problems)


def test_an_italian_reader_searches_the_italian_pages_with_italian_stemming(chromium, site_url):
    context = chromium.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.goto(site_url + "it/")
    problems = search_problems(page, site_url, ITALIAN_SEARCHES, "it/")
    context.close()
    assert problems == [], "\n".join(problems)


def test_the_language_switcher_keeps_the_rule_and_searches_the_new_language(page, site_url):
    page.goto(site_url + "games/golf/#golf.powers.queen")
    page.locator(".md-header__option .md-select").hover()
    page.locator('a.md-select__link[hreflang="it"]').click()
    page.wait_for_url(site_url + "it/games/golf/#golf.powers.queen")
    assert page.evaluate("document.documentElement.lang") == "it"
    problems = search_problems(page, site_url, {"regine": ITALIAN_SEARCHES["regine"]}, "it/")
    assert problems == [], "\n".join(problems)
