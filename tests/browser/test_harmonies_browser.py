"""Harmonies in a real browser: the tutorial's first turn played by clicks (a central space,
each token on its hex, a card, the end of the turn), a turn of free play against a bot with a
refused click explained, and the calculator's board filled by clicking."""

from __future__ import annotations

import base64
import json

import pytest

from rulebooks import web
from rulebooks.core import tutorial
from rulebooks.harmonies import calculator
from tests.browser.helpers import START_TIMEOUT, live, open_page, wait_step
from tests.conftest import outside_requests

pytestmark = pytest.mark.browser
SCRIPT = tutorial.load("harmonies")
CANONICAL = [step.do.canonical if step.do else "" for step in SCRIPT.steps]
FIRST_TURN = range(1, 7)  # take 5, the three tokens, the meerkat card, end (0-based steps)


def test_tutorial_turn_by_clicks(page, site_url):
    open_page(page, site_url + "tutorials/harmonies/")
    live(page, ".rb-tutorial__start").click()
    wait_step(page, 1)
    live(page, ".rb-tutorial__next").click()
    wait_step(page, 2)
    for index in FIRST_TURN:
        move = CANONICAL[index]
        live(page, f'.rb-tutorial__stage [data-move="{move}"]').click()
        wait_step(page, index + 2)
    expected = tutorial.replay(SCRIPT, CANONICAL[:7]).state
    assert expected.boards[0][:3] == ("", "", "")  # column a untouched
    stage = live(page, ".rb-tutorial__board")
    assert stage.locator('[aria-label^="c3: green on brown"]').count() >= 1
    assert stage.locator('[aria-label^="b3: grey"]').count() >= 1
    assert "Meerkat" in stage.inner_text()
    assert outside_requests(page.requests) == []
    assert page.errors == []


def link_to(moves) -> str:
    text = json.dumps({"v": SCRIPT.version, "m": moves})
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def test_free_play_one_turn_by_clicks(page, site_url):
    """Free play against the random bot after the tutorial: take the first central space,
    try a second one (refused, with its rule), place every token on the first empty hex
    offered, end the turn, and wait for the bot's answer."""
    open_page(page, f"{site_url}tutorials/harmonies/#tutorial={link_to(CANONICAL)}")
    wait_step(page, "done")
    free = page.locator(".rb-freeplay")
    free.locator("input[value=random]").check()
    free.locator(".rb-freeplay__new").click()
    board = free.locator(".rb-freeplay__board")
    page.wait_for_selector(".rb-freeplay[data-busy='false'] .rb-freeplay__board [data-move]",
                           timeout=START_TIMEOUT)

    def click(locator) -> None:
        played = free.locator(".rb-freeplay__log li").count()
        locator.first.click()
        page.wait_for_function(
            "n => document.querySelectorAll('.rb-freeplay__log li').length > n"
            " && document.querySelector('.rb-freeplay').dataset.busy === 'false'", arg=played)

    click(board.locator('[data-move^="take"]'))
    board.locator('[data-move^="take"]').first.click()  # a second space: refused
    free.locator(".rb-freeplay__feedback .rb-error").wait_for()
    assert free.locator(".rb-freeplay__feedback a.rb-rule").get_attribute(
        "data-rule") == "harmonies.turn.take"
    for _ in range(3):  # on an empty hex, where any token may go
        click(board.locator('[data-move^="place"][aria-label*=": empty: "]'))
    click(board.locator('[data-move="end"]'))
    page.wait_for_function("() => document.querySelector('.rb-freeplay__log').innerText"
                           ".includes('Player 2')", timeout=START_TIMEOUT)
    first = free.locator(".rb-freeplay__log li").first.inner_text()
    assert first.startswith("Player 1 (you): take")
    assert outside_requests(page.requests) == []
    assert page.errors == []


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
    assert outside_requests(page.requests) == []
    assert page.errors == []
