"""Harmonies in a real browser: the tutorial's first turn played by clicks (a central space,
each token on its hex, a card, the end of the turn), a turn of free play against a bot with a
refused click explained, and the calculator's board filled by clicking."""

from __future__ import annotations

import json

import pytest

from rulebooks import web
from rulebooks.core import tutorial
from rulebooks.harmonies import calculator
from tests.browser.helpers import (
    START_TIMEOUT,
    live,
    moves_of,
    open_page,
    play,
    play_step,
    refused_rule,
    start_free_play,
    start_tutorial,
)

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("quiet_page")]
SCRIPT = tutorial.load("harmonies")
CANONICAL = moves_of(SCRIPT)
FIRST_TURN = range(1, 7)  # take 5, the three tokens, the meerkat card, end (0-based steps)


def test_tutorial_turn_by_clicks(page, site_url):
    start_tutorial(page, site_url + "tutorials/harmonies/")
    for index in FIRST_TURN:
        play_step(page, CANONICAL, index)
    expected = tutorial.replay(SCRIPT, CANONICAL[:7]).state
    assert expected.boards[0][:3] == ("", "", "")  # column a untouched
    stage = live(page, ".rb-tutorial__board")
    assert stage.locator('[aria-label^="c3: green on brown"]').count() >= 1
    assert stage.locator('[aria-label^="b3: grey"]').count() >= 1
    assert "Meerkat" in stage.inner_text()


def test_free_play_one_turn_by_clicks(page, site_url):
    """Free play against the random bot after the tutorial: take the first central space,
    try a second one (refused, with its rule), place every token on the first empty hex
    offered, end the turn, and wait for the bot's answer."""
    free = start_free_play(page, site_url + "tutorials/harmonies/", SCRIPT)
    board = free.locator(".rb-freeplay__board")
    play(page, board.locator('[data-move^="take"]').first)
    board.locator('[data-move^="take"]').first.click()  # a second space: refused
    assert refused_rule(free.locator(".rb-freeplay__feedback")) == "harmonies.turn.take"
    for _ in range(3):  # on an empty hex, where any token may go
        play(page, board.locator('[data-move^="place"][aria-label*=": empty: "]').first)
    play(page, board.locator('[data-move="end"]').first)
    page.wait_for_function("() => document.querySelector('.rb-freeplay__log').innerText"
                           ".includes('Player 2')", timeout=START_TIMEOUT)
    first = free.locator(".rb-freeplay__log li").first.inner_text()
    assert first.startswith("Player 1 (you): take")


def test_calculator_board_is_filled_by_clicks(page, site_url):
    open_page(page, site_url + "games/harmonies/")
    calc = page.locator(".rb-calculator")
    hex_menu = calc.locator('select[data-edit="set e5"]')
    assert hex_menu.input_value() == ""
    hex_menu.select_option("TTL")
    page.wait_for_function("() => document.querySelector('.rb-calculator textarea').value"
                           ".includes('TTL')", timeout=START_TIMEOUT)
    expected = web.answer("calculator_edit", {"game": "harmonies", "action": "set e5 TTL",
                                              "text": json.dumps(calculator.SAMPLE)})
    total = str(expected["breakdown"]["total"])
    calc.locator(".rb-total").filter(has_text=total).wait_for(timeout=START_TIMEOUT)
    assert calc.locator('select[data-edit="set e5"]').input_value() == "TTL"
