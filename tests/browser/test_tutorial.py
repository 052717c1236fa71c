"""The Golf tutorial in a real browser: played by clicks, refusals with their rule,
progress kept over a reload, a shared link, damaged links, then free play."""

from __future__ import annotations

import base64
import json
from urllib.parse import urlsplit

import pytest

from rulebooks import web
from rulebooks.core import tutorial
from rulebooks.core.registry import rule_ids
from tests.browser.helpers import (
    START_TIMEOUT,
    live,
    moves_of,
    open_page,
    play,
    play_step,
    wait_step,
)
from tests.conftest import outside_requests

pytestmark = pytest.mark.browser
SCRIPT = tutorial.load("golf")
CANONICAL = moves_of(SCRIPT)
TOTAL = len(SCRIPT.steps)
HALF = TOTAL // 2 + 1  # the step reached before the reload
PATH = "tutorials/golf/"


def recorded(page):
    page.requests, page.errors = [], []
    page.on("request", lambda request: page.requests.append(request.url))
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    return page





def link_for(payload) -> str:
    text = payload if isinstance(payload, str) else json.dumps(payload)
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def status(page) -> str:
    return live(page, ".rb-tutorial__status").inner_text()


def test_golf_tutorial_by_clicks_reload_shared_link_and_free_play(page, chromium, site_url):
    open_page(page, site_url + PATH)
    page.wait_for_timeout(300)
    assert not [u for u in page.requests if "pyodide" in u], "the engine loads only on Start"
    assert page.locator(".rb-tutorial__script").get_attribute("open") is not None
    live(page, ".rb-tutorial__start").click()
    wait_step(page, 1)
    assert page.locator(".rb-tutorial__script").get_attribute("open") is None  # kept, collapsed
    assert status(page) == f"Step 1 of {TOTAL}: {SCRIPT.steps[0].title}."
    play_step(page, CANONICAL, 0)
    assert live(page, ".rb-tutorial__count").inner_text() == f"Step 2 of {TOTAL}"

    check_refusals(page)

    # step 2 by keyboard: focus the card, press Enter; focus then moves to the step title
    flip = live(page, '.rb-tutorial__stage [data-move="flip 1"]')
    assert "rb-pick--highlight" in flip.get_attribute("class")
    flip.focus()
    page.keyboard.press("Enter")
    wait_step(page, 3)
    assert status(page) == f"Accepted. Step 3 of {TOTAL}: {SCRIPT.steps[2].title}."
    assert page.evaluate("document.activeElement.classList.contains('rb-tutorial__title')")
    for index in range(2, HALF - 1):
        play_step(page, CANONICAL, index)

    board = live(page, ".rb-tutorial__board").inner_html()
    page.reload()
    page.wait_for_selector("html[data-rb-playground=ready]", state="attached")
    wait_step(page, HALF)  # saved progress: resumes without pressing Start
    assert status(page).startswith(f"Resumed at step {HALF} of {TOTAL}")
    assert live(page, ".rb-tutorial__board").inner_html() == board

    live(page, ".rb-tutorial__share").click()
    link = live(page, ".rb-tutorial__url").input_value()
    assert urlsplit(link).fragment.startswith("tutorial=")
    check_shared_link(chromium, link, board)

    live(page, ".rb-tutorial__back").click()
    wait_step(page, HALF - 1)
    assert status(page).startswith(f"Back to step {HALF - 1} of {TOTAL}")
    for index in range(HALF - 2, TOTAL):
        play_step(page, CANONICAL, index)
    assert live(page, ".rb-tutorial__title").inner_text() == "Tutorial complete"

    play_freely(page)
    assert outside_requests(page.requests) == []
    assert page.errors == []


def check_refusals(page):
    """At the first flip: the draw pile is refused by a rule; flip 3 is legal but not asked."""
    live(page, '.rb-tutorial__stage [data-move="draw"]').click()
    error = live(page, ".rb-tutorial__feedback .rb-error")
    error.wait_for()
    expected = engine_try(1, "draw")
    assert expected["accepted"] is False
    rule = expected["error"]["rule"]
    assert rule in rule_ids("golf")
    assert "Refused" in error.inner_text() and expected["message"] in error.inner_text()
    href = error.locator("a.rb-rule").get_attribute("href")
    assert urlsplit(href).path.endswith("/games/golf/") and urlsplit(href).fragment == rule
    assert status(page) == f"Refused: {expected['message']}. See rule {rule}."
    assert page.locator(".rb-tutorial").get_attribute("data-step") == "2"

    live(page, '.rb-tutorial__stage [data-move="flip 3"]').click()
    off = live(page, ".rb-tutorial__offscript")
    off.wait_for()
    expected = engine_try(1, "flip 3")
    assert expected["accepted"] is False and expected["error"] is None
    assert "rb-tutorial__offscript" in expected["html"]  # the engine's box, shown as it is
    assert off.inner_text().startswith(f"Not this move. {expected['message'][:1].upper()}"
                                       f"{expected['message'][1:]}.")
    assert status(page) == f"Refused: {expected['message']}."
    off.locator(".rb-tutorial__more").click()
    assert live(page, ".rb-tutorial__hints").inner_text() == SCRIPT.steps[1].hints[0]


def engine_try(index, move):
    """What the engine says of ``move`` at step ``index`` (0-based) along the script."""
    progress = {"version": SCRIPT.version, "moves": CANONICAL[:index]}
    return web.answer("tutorial_try", {"game": "golf", "progress": progress, "move": move})


def check_shared_link(chromium, link, board):
    """The link opens the same step, with the same position, in a browser with no progress."""
    context = chromium.new_context()
    other = recorded(context.new_page())
    try:
        open_page(other, link)
        wait_step(other, HALF)
        assert status(other).startswith(f"Opened the shared link at step {HALF} of {TOTAL}")
        assert live(other, ".rb-tutorial__board").inner_html() == board
        assert urlsplit(other.url).fragment == ""  # consumed: a reload resumes saved progress
        assert outside_requests(other.requests) == [] and other.errors == []
    finally:
        context.close()


def play_freely(page):
    """A few moves of free play against the random bot, one refused with its rule: the
    first turn of Golf is always turning two cards, then drawing and discarding."""
    free = page.locator(".rb-freeplay")
    free.locator("input[value=random]").check()
    free.locator(".rb-freeplay__new").click()
    page.wait_for_selector(
        ".rb-freeplay[data-busy='false'] .rb-freeplay__board [data-move]", timeout=START_TIMEOUT
    )
    free.locator('.rb-freeplay__board [data-move="draw"]').click()
    free.locator(".rb-freeplay__feedback .rb-error").wait_for()
    assert (
        free.locator(".rb-freeplay__feedback a.rb-rule").get_attribute("data-rule")
        == "golf.turn.draw"
    )
    assert free.locator(".rb-freeplay__status").inner_text().startswith("Refused:")
    for move in ("flip 1", "flip 2", "draw", "discard"):  # legal whatever the deal
        play(page, free.locator(f'.rb-freeplay__board [data-move="{move}"]'))
        assert free.locator(".rb-freeplay__feedback").inner_text() == ""
    log = free.locator(".rb-freeplay__log").inner_text()
    assert "Player 2 (you): " in log and "Player 1: " in log
    assert free.locator(".rb-freeplay__status").inner_text().endswith("Your turn.")


DAMAGED = [
    ("%%%not-base64", "not valid base64url"),
    (link_for({"v": SCRIPT.version, "m": CANONICAL[:5]})[:30], "cut short"),
    (link_for('{"v": "x", "m": ['), "does not hold readable progress"),
    (link_for({"v": 1, "m": "flip 1"}), "a tutorial version and a list of moves"),
    (link_for({"v": "0" * 12, "m": [""]}), "another version"),
    (link_for({"v": SCRIPT.version, "m": ["", "flip 6"]}), "no longer replay"),
    (link_for({"v": SCRIPT.version, "m": [""] * (TOTAL + 3)}), "no longer replay"),
]


def test_damaged_links_and_saved_progress_restart_cleanly(page, site_url):
    first, reason = DAMAGED[0]
    open_page(page, f"{site_url}{PATH}#tutorial={first}")  # a link starts the tutorial
    expect_restart(page, "The link to a tutorial step could not be used", reason)
    for payload, reason in DAMAGED[1:]:
        play_step(page, CANONICAL, 0)  # leave step 1, so the restart is seen
        page.evaluate("hash => { location.hash = hash; }", f"tutorial={payload}")
        expect_restart(page, "The link to a tutorial step could not be used", reason)
    # a sound link opened in this tab wins over the progress saved here (step 1)
    page.evaluate("hash => { location.hash = hash; }",
                  f"tutorial={link_for({'v': SCRIPT.version, 'm': CANONICAL[:3]})}")
    wait_step(page, 4)
    assert live(page, ".rb-tutorial__notice").is_hidden()
    assert urlsplit(page.url).fragment == ""
    live(page, ".rb-tutorial__restart").click()
    wait_step(page, 1)
    play_step(page, CANONICAL, 0)
    play_step(page, CANONICAL, 1)

    page.evaluate("localStorage.setItem('rulebooks.tutorial.golf', '{\"version\": \"')")
    page.reload()
    page.wait_for_selector("html[data-rb-playground=ready]", state="attached")
    expect_restart(page, "Your saved progress could not be used", "not readable")
    assert page.evaluate("localStorage.getItem('rulebooks.tutorial.golf')") is None
    play_step(page, CANONICAL, 0)  # the restarted tutorial works
    assert page.evaluate("JSON.parse(localStorage.getItem('rulebooks.tutorial.golf'))") == {
        "version": SCRIPT.version,
        "moves": [""],
    }
    assert outside_requests(page.requests) == []
    assert page.errors == []


def expect_restart(page, what, reason):
    notice = live(page, ".rb-tutorial__notice")
    notice.wait_for(timeout=START_TIMEOUT)
    wait_step(page, 1)
    text = notice.inner_text()
    assert what in text and reason in text and "starts again at step 1" in text, text
    assert status(page) == text.removeprefix("Progress not restored. ")
    assert urlsplit(page.url).fragment == ""
