"""Tzolk'in in a real browser: the tutorial's first day played by clicks, the calculator's
form filled by clicks and scored as the engine scores it, and a turn of free play against a
bot."""

from __future__ import annotations

import base64
import json

import pytest

from rulebooks.core import tutorial
from rulebooks.tzolkin.calculator import score
from tests.browser.helpers import START_TIMEOUT, live, open_page, wait_step
from tests.conftest import outside_requests

pytestmark = pytest.mark.browser
SCRIPT = tutorial.load("tzolkin")
CANONICAL = [step.do.canonical if step.do else "" for step in SCRIPT.steps]
FIRST_DAY = range(1, 4)  # two placements and the end of the turn (0-based steps)


def test_tutorial_first_day_by_clicks(page, site_url):
    open_page(page, site_url + "tutorials/tzolkin/")
    live(page, ".rb-tutorial__start").click()
    wait_step(page, 1)
    live(page, ".rb-tutorial__next").click()
    wait_step(page, 2)
    for index in FIRST_DAY:
        live(page, f'.rb-tutorial__stage [data-move="{CANONICAL[index]}"]').first.click()
        wait_step(page, index + 2)
    expected = tutorial.replay(SCRIPT, CANONICAL[:4]).state
    assert expected.round == 2
    board = live(page, ".rb-tutorial__board").inner_text()
    assert f"Day {expected.round}" in board
    assert outside_requests(page.requests) == []
    assert page.errors == []


def test_calculator_form_by_clicks(page, site_url):
    open_page(page, site_url + "games/tzolkin/")
    calc = page.locator(".rb-calculator")
    form = calc.locator("form.rb-form")
    form.wait_for()
    corn = form.locator('[data-path="/corn"]:not([disabled])')
    corn.fill("13")
    corn.press("Tab")
    page.wait_for_function("() => JSON.parse(document.querySelector('.rb-calculator textarea')"
                           ".value).corn === 13")
    payload = json.loads(calc.locator("textarea").input_value())
    calc.locator(".rb-run").click()
    calc.locator(".rb-run-status").filter(has_text="Done").wait_for(timeout=START_TIMEOUT)
    total = calc.locator(".rb-calculator__output .rb-total").inner_text()
    assert total == str(score(payload).total)
    assert page.errors == []


def link_to(moves) -> str:
    text = json.dumps({"v": SCRIPT.version, "m": moves})
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def test_free_play_turn(page, site_url):
    open_page(page, f"{site_url}tutorials/tzolkin/#tutorial={link_to(CANONICAL)}")
    wait_step(page, "done")
    free = page.locator(".rb-freeplay")
    free.locator("input[value=random]").check()
    free.locator(".rb-freeplay__new").click()
    board = free.locator(".rb-freeplay__board")
    moves = free.locator(".rb-freeplay__moves")  # Tzolk'in's moves are buttons of their own
    page.wait_for_selector(".rb-freeplay[data-busy='false'] .rb-freeplay__moves [data-move]",
                           timeout=START_TIMEOUT)
    for move in ("place yax", "done"):
        played = free.locator(".rb-freeplay__log li").count()
        moves.locator(f'[data-move="{move}"]').first.click()
        page.wait_for_function(
            "n => document.querySelectorAll('.rb-freeplay__log li').length > n"
            " && document.querySelector('.rb-freeplay').dataset.busy === 'false'", arg=played)
    log = free.locator(".rb-freeplay__log").inner_text()
    assert "Player 1 (you)" in log and "Player 2" in log
    assert "Day 2" in board.inner_text()
    assert outside_requests(page.requests) == []
    assert page.errors == []
