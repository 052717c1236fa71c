"""Deus in a real browser: the tutorial's first build and its offering played by clicks (a
refused click explained on the way), a turn of free play against a bot, and the calculator's
form filled by clicking."""

from __future__ import annotations

import json

import pytest

from rulebooks.core import get, tutorial
from tests.browser.helpers import (
    live,
    moves_of,
    open_page,
    play,
    play_step,
    run,
    start_free_play,
    start_tutorial,
)

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("quiet_page")]
SCRIPT = tutorial.load("deus")
CANONICAL = moves_of(SCRIPT)
ACTED = [i for i, step in enumerate(SCRIPT.steps) if step.do][:6]  # the build, the offering


def test_tutorial_build_and_offering_by_clicks(page, site_url):
    start_tutorial(page, site_url + "tutorials/deus/")  # the map: read, then Next
    for index in ACTED:
        play_step(page, CANONICAL, index)
    expected = tutorial.replay(SCRIPT, CANONICAL[:ACTED[-1] + 1]).state
    board = live(page, '.rb-tutorial__board section[data-player="1"]')
    shown = board.locator(".rb-deus-hand .rb-deus-card__id").all_inner_texts()
    assert shown == list(expected.hands[0])
    assert f"wood {expected.goods[0][0]}" in board.inner_text()


def test_free_play_one_turn_by_clicks(page, site_url):
    """At the end of the tutorial, free play against the random bot: click the first move
    offered until the bot has answered."""
    free = start_free_play(page, site_url + "tutorials/deus/", SCRIPT)
    board = free.locator(".rb-freeplay__board")
    clicks = 0
    while True:
        play(page, board.locator("[data-move]").first)
        clicks += 1
        lines = free.locator(".rb-freeplay__log").inner_text().splitlines()
        if any(line.startswith("Player 2: ") for line in lines):
            break  # the bot has answered: our whole turn is over
        assert clicks < 12
    assert free.locator(".rb-freeplay__log li").first.inner_text().startswith("Player 1 (you): ")
    assert free.locator(".rb-freeplay__feedback").inner_text() == ""


def test_calculator_form_by_clicks(page, site_url):
    open_page(page, site_url + "games/deus/")
    calc = page.locator(".rb-calculator")
    calc.locator("form.rb-form").wait_for()
    calc.locator("[data-path='/vp']:enabled").fill("12")
    payload = json.loads(calc.locator("textarea").input_value())
    assert payload["vp"] == 12
    run(calc)
    total = get("deus").calculator.score(payload).total
    assert calc.locator(".rb-calculator__output .rb-total").inner_text() == str(total)
