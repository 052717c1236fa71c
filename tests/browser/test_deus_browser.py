"""Deus in a real browser: the tutorial's first build and its offering played by clicks (a
refused click explained on the way), a turn of free play against a bot, and the calculator's
form filled by clicking."""

from __future__ import annotations

import base64
import json

import pytest

from rulebooks.core import get, tutorial
from tests.browser.helpers import START_TIMEOUT, live, open_page, wait_step
from tests.conftest import outside_requests

pytestmark = pytest.mark.browser
SCRIPT = tutorial.load("deus")
CANONICAL = [step.do.canonical if step.do else "" for step in SCRIPT.steps]
ACTED = [i for i, step in enumerate(SCRIPT.steps) if step.do][:6]  # the build, the offering


def test_tutorial_build_and_offering_by_clicks(page, site_url):
    open_page(page, site_url + "tutorials/deus/")
    live(page, ".rb-tutorial__start").click()
    wait_step(page, 1)
    live(page, ".rb-tutorial__next").click()  # the map: read, then Next
    wait_step(page, 2)
    for index in ACTED:
        move = CANONICAL[index]
        live(page, f'.rb-tutorial__stage [data-move="{move}"]').click()
        wait_step(page, index + 2)
    expected = tutorial.replay(SCRIPT, CANONICAL[:ACTED[-1] + 1]).state
    board = live(page, '.rb-tutorial__board section[data-player="1"]')
    shown = board.locator(".rb-deus-hand .rb-deus-card__id").all_inner_texts()
    assert shown == list(expected.hands[0])
    assert f"wood {expected.goods[0][0]}" in board.inner_text()
    assert outside_requests(page.requests) == []
    assert page.errors == []


def link_to(moves) -> str:
    text = json.dumps({"v": SCRIPT.version, "m": moves})
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def test_free_play_one_turn_by_clicks(page, site_url):
    """At the end of the tutorial, free play against the random bot: click the first move
    offered until the bot has answered."""
    open_page(page, f"{site_url}tutorials/deus/#tutorial={link_to(CANONICAL)}")
    wait_step(page, "done")
    free = page.locator(".rb-freeplay")
    free.locator("input[value=random]").check()
    free.locator(".rb-freeplay__new").click()
    board = free.locator(".rb-freeplay__board")
    page.wait_for_selector(".rb-freeplay[data-busy='false'] .rb-freeplay__board [data-move]",
                           timeout=START_TIMEOUT)
    clicks = 0
    while True:
        played = free.locator(".rb-freeplay__log li").count()
        board.locator("[data-move]").first.click()
        clicks += 1
        page.wait_for_function(
            "n => document.querySelectorAll('.rb-freeplay__log li').length > n"
            " && document.querySelector('.rb-freeplay').dataset.busy === 'false'", arg=played)
        lines = free.locator(".rb-freeplay__log").inner_text().splitlines()
        if any(line.startswith("Player 2: ") for line in lines):
            break  # the bot has answered: our whole turn is over
        assert clicks < 12
    assert free.locator(".rb-freeplay__log li").first.inner_text().startswith("Player 1 (you): ")
    assert free.locator(".rb-freeplay__feedback").inner_text() == ""
    assert outside_requests(page.requests) == []
    assert page.errors == []


def test_calculator_form_by_clicks(page, site_url):
    open_page(page, site_url + "games/deus/")
    calc = page.locator(".rb-calculator")
    calc.locator("form.rb-form").wait_for()
    calc.locator("[data-path='/vp']:enabled").fill("12")
    payload = json.loads(calc.locator("textarea").input_value())
    assert payload["vp"] == 12
    calc.locator(".rb-run").click()
    calc.locator(".rb-run-status").filter(has_text="Done").wait_for(timeout=START_TIMEOUT)
    total = get("deus").calculator.score(payload).total
    assert calc.locator(".rb-calculator__output .rb-total").inner_text() == str(total)
    assert outside_requests(page.requests) == []
    assert page.errors == []
