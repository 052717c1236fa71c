"""An Italian reader in a real browser: runs a worked example and gets the engine's
refusal in Italian with a rule link that leads to the rule on the Italian page, plays a
tutorial step with Italian buttons and status lines (progress then carries over to the
English page, and back), and fills the calculator and reads an Italian breakdown."""

from __future__ import annotations

import json

import pytest

from rulebooks import get
from rulebooks.core import examples, tutorial
from rulebooks.core.i18n import language
from tests.browser.helpers import START_TIMEOUT, live, open_page, reader_problems, wait_step

pytestmark = pytest.mark.browser


def test_an_italian_reader_runs_an_example_and_follows_the_refusals_rule(page, site_url):
    example = next(e for e in examples.parse_examples(get("golf").rules_text(), "golf")
                   if e.id == "take-then-discard")
    with language("it", "golf"):
        said = examples.run(example).error.to_dict()["message"]
    open_page(page, site_url + "it/games/golf/")
    box = page.locator("#example-take-then-discard")
    assert box.locator(".rb-run").inner_text() == "Esegui"
    box.locator(".rb-run").click()
    box.locator(".rb-run-status").filter(has_text="Fatto in").wait_for(timeout=START_TIMEOUT)
    refusal = box.locator(".rb-example__output .rb-error")
    text = refusal.inner_text()
    assert text.startswith("Mossa rifiutata.") and said in text
    link = refusal.locator('a[data-rule="golf.turn.take"]')
    assert link.inner_text() == "Vedi la regola golf.turn.take"
    link.click()
    page.wait_for_url("**/it/games/golf/#golf.turn.take")
    target = page.locator('[id="golf.turn.take"]')
    assert "deve finire nella tua griglia" in target.inner_text()
    assert page.errors == []


def test_an_italian_reader_plays_a_tutorial_step_and_keeps_progress_in_english(page, chromium,
                                                                            site_url):
    with language("it"):
        script = tutorial.load("golf")
    english = tutorial.load("golf")
    total = len(script.steps)
    open_page(page, site_url + "it/tutorials/golf/")
    live(page, ".rb-tutorial__start").click()
    wait_step(page, 1)
    status = live(page, ".rb-tutorial__status")
    assert status.inner_text() == f"Passo 1 di {total}: {script.steps[0].title}."
    assert live(page, ".rb-tutorial__next").inner_text() == "Avanti"
    live(page, ".rb-tutorial__next").click()
    wait_step(page, 2)
    wrong = live(page, '.rb-tutorial__stage [data-move="flip 2"]')
    wrong.click()
    live(page, ".rb-tutorial__feedback .rb-error").wait_for()
    assert live(page, ".rb-tutorial__feedback").inner_text().startswith("Non questa mossa.")
    assert status.inner_text().startswith("Rifiutata: 'flip 2' è ammessa dalle regole")
    live(page, f'.rb-tutorial__stage [data-move="{script.steps[1].do.canonical}"]').click()
    wait_step(page, 3)
    assert status.inner_text() == f"Accettata. Passo 3 di {total}: {script.steps[2].title}."
    # the step's link, shared: it opens the Italian tutorial at the same step elsewhere
    assert live(page, ".rb-tutorial__share").inner_text() == "Copia il link a questo passo"
    live(page, ".rb-tutorial__share").click()
    link = live(page, ".rb-tutorial__url").input_value()
    assert "/it/tutorials/golf/#tutorial=" in link
    context = chromium.new_context()
    try:
        other = context.new_page()
        open_page(other, link)
        wait_step(other, 3)
        said = live(other, ".rb-tutorial__status").inner_text()
        assert said.startswith("Aperto il link condiviso") and f"3 di {total}" in said
        assert live(other, ".rb-tutorial__title").inner_text() == script.steps[2].title
    finally:
        context.close()
    # the same progress, read by the English page of the tutorial (same site, same key)
    open_page(page, site_url + "tutorials/golf/")
    wait_step(page, 3)
    assert live(page, ".rb-tutorial__title").inner_text() == english.steps[2].title
    assert page.errors == []


def test_an_italian_reader_fills_the_calculator(page, site_url):
    grid = {"grid": ["5D 6H 4C", "5S 6S KH"]}
    with language("it", "golf"):
        parts = get("golf").calculator.score(grid).to_dict()
    open_page(page, site_url + "it/games/golf/")
    calc = page.locator("#calculator")
    assert calc.locator(".rb-run").inner_text() == "Calcola"
    assert "Righe della griglia" in calc.locator(".rb-calculator__form").inner_text()
    form = calc.locator(".rb-calculator__form")
    for row, cards in enumerate(grid["grid"]):
        form.locator(f"[data-path='/grid/{row}']").fill(cards)
    calc.locator(".rb-calculator__jsonbox summary").click()
    assert json.loads(calc.locator("textarea").input_value())["grid"] == grid["grid"]
    calc.locator(".rb-run").click()
    calc.locator(".rb-run-status").filter(has_text="Fatto in").wait_for(timeout=START_TIMEOUT)
    table = calc.locator(".rb-calculator__output table.rb-breakdown")
    assert table.locator("thead").inner_text().split() == ["Voce", "Punti", "Regola"]
    assert table.locator(".rb-total").inner_text() == str(parts["total"])
    labels = table.locator("tbody tr td:first-child").all_inner_texts()
    assert labels == [p["label"] for p in parts["parts"]] and "Colonna 1 annullata: 5D 5S" in labels
    assert page.errors == []


def first_refusal(slug: str) -> examples.Example:
    """The first worked example of ``slug``'s page that shows a refusal."""
    return next(e for e in examples.parse_examples(get(slug).rules_text(), slug)
                if "refused" in e.expect)


@pytest.mark.parametrize("slug", ["deus", "tzolkin", "greatwesterntrail", "sevenwonders"])
def test_the_latest_italian_pages_refuse_in_italian_and_link_to_the_italian_rule(page,
                                                                                 site_url,
                                                                                 slug):
    example = first_refusal(slug)
    with language("it", slug):
        said = examples.run(example).error.to_dict()["message"]
    rule = example.expect["refused"]
    open_page(page, site_url + f"it/games/{slug}/")
    box = page.locator(f'[id="example-{example.id}"]')
    assert box.locator(".rb-run").inner_text() == "Esegui"
    box.locator(".rb-run").click()
    box.locator(".rb-run-status").filter(has_text="Fatto in").wait_for(timeout=START_TIMEOUT)
    text = box.locator(".rb-example__output .rb-error").inner_text()
    assert text.startswith("Mossa rifiutata.") and said in text and "[en]" not in text
    box.locator(f'.rb-example__output .rb-error a[data-rule="{rule}"]').click()
    page.wait_for_url(f"**/it/games/{slug}/#{rule}")
    assert page.locator(f'[id="{rule}"]').is_visible()
    assert page.errors == []


# The newest Italian pages on a phone (390 px, light and dark: the ``phone`` fixture), on
# their own so that they can be checked without the whole site (test_reader opens them too)
NEWEST = ["it/games/sevenwonders/", "it/walkthroughs/sevenwonders/"]


@pytest.mark.parametrize("path", NEWEST)
def test_the_newest_italian_pages_fit_a_phone_and_pass_axe(phone, site_url, path):
    phone.goto(site_url + path)
    phone.wait_for_selector("html[data-rb-playground=ready]", state="attached")
    assert phone.locator("html").get_attribute("lang") == "it"
    assert 'lang="en"' not in phone.locator("article").first.evaluate("a => a.outerHTML")[:200]
    assert reader_problems(phone, f"/{path}") == []
    assert phone.errors == []
