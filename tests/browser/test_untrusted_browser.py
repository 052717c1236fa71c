"""Untrusted input and output in Chromium: worker answers, shared links, typed JSON,
Python cells, big links, storage that refuses, and widgets that stop independently.

Some tests replace the engine worker with a scripted one (``fake_worker``): it answers
instantly, with hostile HTML, or never, which the real engine cannot be made to do.
"""

from __future__ import annotations

import base64
import json
import re

import pytest

from rulebooks.core.codec import MAX_DEPTH
from rulebooks.core.printed import LIMIT
from rulebooks.core.registry import get
from tests.browser.helpers import (
    START_TIMEOUT,
    forget_violations,
    live,
    open_page,
    play_step,
    run_cell,
    wait_step,
)
from tests.browser.test_tutorial import CANONICAL
from tests.conftest import outside_requests

pytestmark = pytest.mark.browser

HOSTILE = ('<b class="kept">kept</b><img src="data:," onerror="window.__pwned=1">'
           '<script>window.__pwned=2</script><a href="javascript:window.__pwned=3">x</a>'
           '<style>body{display:none}</style><form action="https://example.org/"></form>')

# A stand-in for worker.mjs: ready at once; "run_example" never answers (a runaway
# run), every other call answers with hostile HTML.
FAKE_WORKER = """
postMessage({ type: "ready", ms: 1 });
onmessage = ({ data }) => {
  if (data.type !== "call" || data.fn === "run_example") return;
  const html = HOSTILE;
  const answer = { ok: true, html, editor: html, payload: {}, breakdown: {}, problems: [] };
  const json = JSON.stringify(answer);
  setTimeout(() => postMessage({ type: "result", id: data.id, json, ms: 1 }), 50);
};
""".replace("HOSTILE", json.dumps(HOSTILE))


def fake_worker(page) -> None:
    page.route("**/assets/playground/worker.mjs", lambda route: route.fulfill(
        body=FAKE_WORKER, content_type="text/javascript",
        headers={"Content-Security-Policy": "default-src 'none'"}))


def link(value) -> str:
    return base64.urlsafe_b64encode(json.dumps(value).encode()).decode().rstrip("=")


def json_box(calc):
    """The calculator's JSON editor, unfolded."""
    box = calc.locator("details.rb-calculator__jsonbox")
    if box.count() and box.get_attribute("open") is None:
        box.locator("summary").click()
    return calc.locator("textarea")


def no_script_ran(page) -> None:
    assert page.evaluate("window.__pwned") is None
    assert page.errors == []
    # Chromium reports the handler and style it met while DOMPurify parsed the HTML
    # (inertly: nothing ran, as __pwned shows)
    forget_violations(page)


def test_html_from_the_worker_is_sanitized(page, site_url):
    fake_worker(page)
    open_page(page, site_url + "games/golf/")
    calc = page.locator(".rb-calculator")
    calc.locator(".rb-run").click()
    output = calc.locator(".rb-calculator__output")
    output.locator(".kept").wait_for(timeout=10_000)
    assert output.locator("img").get_attribute("onerror") is None
    assert output.locator("script, style, form").count() == 0
    assert output.locator("a").get_attribute("href") is None
    page.wait_for_timeout(200)
    no_script_ran(page)


def test_one_widgets_stop_leaves_the_others_run_alone(page, site_url):
    fake_worker(page)
    open_page(page, site_url + "games/golf/")
    example = page.locator(".rb-example").first
    calc = page.locator(".rb-calculator")
    example.locator(".rb-run").click()  # never answers
    example.locator(".rb-run-status").filter(has_text="Running").wait_for(timeout=10_000)
    calc.locator(".rb-run").click()  # queued behind the example
    calc_status = calc.locator(".rb-run-status")
    assert calc_status.inner_text() == "Waiting for another run to finish…"
    calc.locator(".rb-stop").click()  # stops only the calculator's queued call
    assert calc_status.inner_text() == "Stopped."
    assert example.locator(".rb-run-status").inner_text() == "Running…"
    calc.locator(".rb-run").click()
    example.locator(".rb-stop").click()  # ends the runaway: the calculator's call goes on
    assert example.locator(".rb-run-status").inner_text() == "Stopped."
    calc_status.filter(has_text="Done").wait_for(timeout=10_000)
    assert calc.locator(".kept").count() == 1
    no_script_ran(page)


def test_a_python_cell_cannot_reach_the_widgets_engine(page, site_url):
    open_page(page, site_url + "games/golf/")
    cell = run_cell(page, (
        "import js, rulebooks.web as web\n"
        "web.calculate = lambda *a: '{\"ok\": true, \"html\": \"<b id=hijacked>hijacked</b>\"}'\n"
        "print('patched in', js.self.name)\n"))
    assert "patched in rulebooks-cells" in cell.locator(".rb-python__output").inner_text()
    calc = page.locator(".rb-calculator")
    calc.locator(".rb-run").click()
    calc.locator(".rb-run-status").filter(has_text="Done").wait_for(timeout=START_TIMEOUT)
    assert page.locator("#hijacked").count() == 0
    assert calc.locator("table.rb-breakdown").count() == 1


def test_a_huge_print_is_cut_and_the_page_stays_responsive(page, site_url):
    open_page(page, site_url + "games/golf/")
    cell = run_cell(page, (
        "import time\n"
        "print('first line', flush=True)\n"
        "started = time.time()\n"
        "while time.time() - started < 2: pass\n"
        "print('x' * 50_000_000)\n"), wait=False)
    output = cell.locator(".rb-python__output")
    # streamed: the first line shows while the cell still runs
    output.filter(has_text="first line").wait_for(timeout=START_TIMEOUT)
    assert cell.locator(".rb-run-status").inner_text() == "Running…"
    cell.locator(".rb-run-status").filter(has_text="Done").wait_for(timeout=60_000)
    text = output.inner_text()
    printed = len("first line\n") + 50_000_000 + len("\n")
    assert f"output cut: {printed:,} characters were printed; the first {LIMIT:,}" in text
    assert len(text) < LIMIT + 200
    assert page.evaluate("1 + 1") == 2


GRID_ROWS = next(b for b in get("golf").calculator.schema["oneOf"]
                 if b["properties"]["mode"]["const"] == "grid")["properties"]["grid"]["maxItems"]
ROWS = {"grid": ["2D 6H 4C"] * 20_000}
TOO_LONG = {"grid": ["2D 6H 4C"] * 50_000}


@pytest.mark.parametrize("payload, says", [
    (ROWS, f"input.grid has 20,000 items; at most {GRID_ROWS}"),
    (TOO_LONG, f"the link holds {len(link(TOO_LONG)):,} characters; at most "),
    ({"grid": ["2D 6H 4C", 5]}, "input.grid[2] should be text, not a whole number"),
    ({"grids": []}, 'unknown key "grids"'),
    (None, "should be an object"),
])
def test_a_shared_calculator_link_is_checked_before_building(page, site_url, payload, says):
    open_page(page, site_url + "games/golf/#calc-golf=" + link(payload))
    calc = page.locator(".rb-calculator")
    refusal = calc.locator(".rb-shared-refused")
    assert "The shared link was not used." in refusal.inner_text() and says in refusal.inner_text()
    assert calc.locator(".rb-array__item").count() <= GRID_ROWS  # the page's own input
    assert page.evaluate("1 + 1") == 2


def test_deep_and_damaged_links_are_refused_with_a_message(page, site_url):
    deep = "[" * 20_000 + "]" * 20_000
    encoded = base64.urlsafe_b64encode(('{"grid": ["2D 6H 4C", ' + deep + "]}").encode()).decode()
    open_page(page, site_url + "games/golf/#calc-golf=" + encoded.rstrip("="))
    refusal = page.locator(".rb-shared-refused")
    assert "input.grid[2] should be text, not a list" in refusal.inner_text()
    page.goto("about:blank")
    open_page(page, site_url + "games/golf/#calc-golf=%%%not-base64")
    assert "not valid base64url" in page.locator(".rb-shared-refused").inner_text()


def test_copy_link_works_for_200_kB(page, site_url):
    open_page(page, site_url + "games/golf/")
    calc = page.locator(".rb-calculator")
    value = {"grid": ["2D 6H 4C", "KS 6S KH"], "note": "é" * 100_000}  # 200 kB of UTF-8
    json_box(calc).fill(json.dumps(value))
    calc.locator(".rb-share").click()
    assert calc.locator(".rb-run-status").inner_text().startswith("Link copied")
    fragment = page.evaluate("location.hash").removeprefix("#calc-golf=")
    assert json.loads(base64.urlsafe_b64decode(fragment + "=" * (-len(fragment) % 4))) == value


@pytest.mark.parametrize("typed, says", [
    ('{"grid": ' + "[" * 100_000 + "]" * 100_000 + "}", f"nested more than {MAX_DEPTH} levels"),
    ('{"grid": ["2D 6H 4C", "KS 6S KH"], "decks": ' + "7" * 5000 + "}", "5000 digits"),
])
def test_hostile_json_typed_into_a_calculator_is_an_input_error(page, site_url, typed, says):
    open_page(page, site_url + "games/golf/")
    calc = page.locator(".rb-calculator")
    json_box(calc).fill(typed)
    calc.locator(".rb-run").click()
    error = calc.locator(".rb-error")
    error.wait_for(timeout=START_TIMEOUT)
    assert "Cannot read the input" in error.inner_text() and says in error.inner_text()
    assert "engine failed" not in error.inner_text()


def test_an_example_with_a_number_as_rule_id_is_an_input_error(page, site_url):
    open_page(page, site_url + "games/golf/")
    example = page.locator(".rb-example").first
    example.locator("summary").click()
    editor = example.locator("textarea")
    editor.fill(re.sub(r"^rule = .*$", "rule = 5", editor.input_value(), flags=re.M))
    example.locator(".rb-run").click()
    error = example.locator(".rb-error")
    error.wait_for(timeout=START_TIMEOUT)
    assert "rule must be a string, got 5" in error.inner_text()


def test_storage_that_refuses_is_said_once(page, site_url):
    page.add_init_script("""
        Storage.prototype.setItem = function () {
          throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        };""")
    open_page(page, site_url + "tutorials/golf/")
    live(page, ".rb-tutorial__start").click()
    wait_step(page, 1)
    notice = live(page, ".rb-tutorial__storage")
    assert notice.is_hidden()  # nothing saved yet, nothing to say
    play_step(page, CANONICAL, 0)  # each step reached is saved (or tried)
    play_step(page, CANONICAL, 1)
    assert notice.is_visible() and "does not keep your progress" in notice.inner_text()
    assert page.locator(".rb-tutorial__storage:visible").count() == 1
    assert outside_requests(page.requests) == []
