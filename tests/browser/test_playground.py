"""The site in a real browser: Debian Chromium driven by Playwright, served on 127.0.0.1."""

from __future__ import annotations

import json
import zipfile

import pytest

from rulebooks import web
from rulebooks.core import examples
from tests.browser.helpers import START_TIMEOUT, open_page, resolved_html, run_cell
from tests.conftest import WHOLE_LIBRARY, outside_requests

pytestmark = pytest.mark.browser




def wait_done(block, timeout=START_TIMEOUT):
    block.locator(".rb-run-status").filter(has_text="Done").wait_for(timeout=timeout)


def test_pyodide_is_not_loaded_with_the_page(page, site_url):
    open_page(page, site_url + "games/golf/")
    page.wait_for_timeout(1500)
    assert not [u for u in page.requests if "pyodide" in u or u.endswith(".whl")]
    assert page.errors == []


def engine_parts(page) -> set[str]:
    """The engine parts (assets/engine/<part>-<digest>.zip) the page's workers fetched."""
    return {url.rsplit("/", 1)[1].rsplit("-", 1)[0] for url in page.requests
            if "/assets/engine/" in url and url.endswith(".zip")}


def test_a_fresh_tab_fetches_only_the_engine_its_page_needs(page, site_url, built_site):
    manifest = json.loads((built_site / "assets/playground/manifest.json").read_text())
    assert {"core", "golf", "llama", "sevenwonders"} <= set(manifest["parts"])
    open_page(page, site_url + "games/golf/")
    example = page.locator("#example-wiki-six")
    example.hover()  # the engine starts on intent and brings in the page's own game
    page.wait_for_selector(".rb-engine-status[data-state=ready]", state="attached",
                           timeout=START_TIMEOUT)
    built = example.locator(".rb-total").inner_text()  # the total the build ran
    example.locator(".rb-run").click()
    wait_done(example)
    assert example.locator(".rb-total").inner_text() == built
    page.wait_for_timeout(1500)
    assert engine_parts(page) == {"core", "golf"}  # a reader who stays pays for no other game
    assert not [u for u in page.requests if u.endswith(".whl")]
    # the lean standard library, not the whole one
    assert [u.rsplit("/", 1)[1] for u in page.requests if u.endswith(".zip")
            and "/assets/pyodide/" in u] == [manifest["stdlib"]["file"].rsplit("/", 1)[1]]
    # the pointer on a link to another game's page: that game comes in ahead
    page.locator('.md-nav__link[href$="/llama/"]').first.hover()
    for _ in range(50):
        if "llama" in engine_parts(page):
            break
        page.wait_for_timeout(200)
    assert engine_parts(page) == {"core", "golf", "llama"}
    assert page.errors == []


def test_golf_worked_example_runs_live_and_matches_the_page(page, site_url):
    open_page(page, site_url + "games/golf/")
    example = page.locator("#example-wiki-six")
    built = resolved_html(example.locator(".rb-example__output"))
    example.locator(".rb-run").click()
    wait_done(example)
    assert resolved_html(example.locator(".rb-example__output")) == built
    assert example.locator(".rb-total").inner_text() == "2"
    assert outside_requests(page.requests) == []
    assert page.errors == []


def test_an_edited_example_is_what_if_and_refusals_link_to_their_rule(page, site_url):
    open_page(page, site_url + "games/golf/")
    example = page.locator("#example-wiki-six")
    example.locator("summary").click()
    editor = example.locator("textarea")
    edited = editor.input_value().replace("4C", "6C")
    editor.fill(edited)
    example.locator(".rb-run").click()
    wait_done(example)
    expected = examples.run(examples.parse_example(edited, "golf"))
    assert example.locator(".rb-total").inner_text() == str(expected.breakdown.total)
    assert example.locator(".rb-example__output").evaluate("e => e.outerHTML") == expected.html
    assert "differs" in example.locator(".rb-note").inner_text()
    refusal = page.locator("#example-take-then-discard")
    refusal.locator(".rb-run").click()
    wait_done(refusal)
    link = refusal.locator(".rb-error a.rb-rule")
    assert link.get_attribute("href") == "#golf.turn.take"
    assert "Refused" in refusal.locator(".rb-error").inner_text()


def test_llama_calculator_form_gives_the_engines_breakdown(page, site_url):
    open_page(page, site_url + "games/llama/")
    calc = page.locator(".rb-calculator")
    form = calc.locator("form.rb-form")
    form.wait_for()
    calc.locator(".rb-calculator__jsonbox summary").click()
    calc.locator("textarea").fill(json.dumps({"hand": ["3", "3", "5", "L"]}))
    calc.locator("textarea").dispatch_event("input")
    form.locator("[data-path='/tokens/white']:enabled").press("Enter")
    wait_done(calc)
    expected = web.answer("calculate", {"game": "llama", "text": json.dumps(form_value(calc))})
    assert expected["ok"], expected
    assert calc.locator(".rb-total").inner_text() == str(expected["breakdown"]["total"])
    calc.locator("textarea").fill('{"hand": ["3", "9"]}')
    calc.locator(".rb-run").click()
    calc.locator(".rb-error").wait_for(timeout=START_TIMEOUT)
    assert "9" in calc.locator(".rb-error").inner_text()
    assert outside_requests(page.requests) == []


def form_value(calc):
    return json.loads(calc.locator("textarea").input_value())


@pytest.mark.whole_library
def test_a_cell_imports_what_the_lean_library_lacks(page, site_url, built_site):
    lean = set(zipfile.ZipFile(built_site / json.loads(
        (built_site / "assets/playground/manifest.json").read_text())["stdlib"]["file"]
        .replace("../", "assets/")).namelist())
    assert "statistics.pyc" not in lean and "json/__init__.pyc" in lean
    assert "encodings/cp1252.pyc" not in lean and "encodings/__init__.pyc" in lean
    open_page(page, site_url + "games/golf/")
    cell = run_cell(page, "import statistics\nprint(statistics.mean([2, 4, 9]))\n"
                          "print('ok' if 'é'.encode('cp1252') == b'\\xe9' else 'no')")
    assert cell.locator(".rb-python__output").inner_text().split() == ["5", "ok"]
    cell = run_cell(page, "import numpy")
    assert "No module named 'numpy'" in cell.locator(".rb-python__output").inner_text()
    whole = [u for u in page.requests if u.endswith(WHOLE_LIBRARY)]
    assert len(whole) == 1  # fetched once, for the first miss; not for numpy
    assert page.errors == []


def test_stop_ends_a_runaway_loop_and_the_next_run_works(page, site_url):
    open_page(page, site_url + "games/golf/")
    cell = page.locator(".rb-python")
    editor = cell.locator("textarea")
    original = editor.input_value()
    editor.fill("while True:\n    pass\n")
    cell.locator(".rb-run").click()
    page.wait_for_timeout(500)
    assert page.evaluate("1 + 1") == 2  # the page still answers while the loop runs
    cell.locator(".rb-stop").click()
    cell.locator(".rb-run-status").filter(has_text="Stopped").wait_for(timeout=10_000)
    assert "Stopped" in cell.locator(".rb-python__output").inner_text()
    editor.fill(original)
    cell.locator(".rb-run").click()
    wait_done(cell)
    output = cell.locator(".rb-python__output").inner_text()
    assert "Refused:" in output and "golf.turn.draw" in output
    assert outside_requests(page.requests) == []
    assert page.errors == []


def test_llama_calculator_form_offers_the_tally_mode(page, site_url):
    open_page(page, site_url + "games/llama/")
    calc = page.locator(".rb-calculator")
    form = calc.locator("form.rb-form")
    form.wait_for()
    form.get_by_label("Mode").select_option("tally")
    form.get_by_label("Points", exact=True).fill("18")
    form.get_by_label("Points", exact=True).press("Enter")
    wait_done(calc)
    sent = form_value(calc)
    assert sent["mode"] == "tally" and sent["points"] == 18 and "hand" not in sent
    expected = web.answer("calculate", {"game": "llama", "text": json.dumps(sent)})
    assert expected["ok"], expected
    assert calc.locator(".rb-total").inner_text() == str(expected["breakdown"]["total"])
    assert outside_requests(page.requests) == []
