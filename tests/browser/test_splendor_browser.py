"""Splendor in a real browser: the tutorial's opening turns and first purchase played by
clicks, a turn of free play against a bot, and the calculator's sheet filled by clicking."""

from __future__ import annotations

import json

import pytest

from rulebooks import web
from rulebooks.core import tutorial
from rulebooks.splendor import calculator
from rulebooks.splendor.data import TOKENS
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
SCRIPT = tutorial.load("splendor")
CANONICAL = moves_of(SCRIPT)
FIRST_TURNS = range(1, 4)  # take three, take two, buy the first card (0-based steps)


def engine_state(moves):
    """The engine's own position after ``moves`` (the page only ever gets a view of it)."""
    return tutorial.replay(SCRIPT, moves).state.to_json()


def test_tutorial_first_turns_and_purchase_by_clicks(page, site_url):
    start_tutorial(page, site_url + "tutorials/splendor/")
    for index in FIRST_TURNS:
        play_step(page, CANONICAL, index)

    expected = engine_state(CANONICAL[:FIRST_TURNS[-1] + 1])
    assert expected["players"][0]["bought"] == ["1-26"]
    red = live(page, '.rb-tutorial__board section[data-player="1"] .rb-spl-bonus--red')
    assert red.inner_text() == "1"  # card 1-26 gives a red bonus
    supply = live(page, ".rb-tutorial__board .rb-spl-bank .rb-spl-chip")
    assert [int(chip.inner_text()) for chip in supply.all()] == [
        expected["supply"][colour] for colour in TOKENS]


def test_free_play_one_turn_by_clicks_and_a_refusal(page, site_url):
    free = start_free_play(page, site_url + "tutorials/splendor/", SCRIPT)
    board = free.locator(".rb-freeplay__board")
    assert board.locator(".rb-spl-card").count() >= 12 and board.locator(".rb-spl-noble").count()

    move = "take white blue green"  # legal in every opening position
    play(page, board.locator(f'[data-move="{move}"]'))
    log = free.locator(".rb-freeplay__log").inner_text()
    own = [line for line in log.splitlines() if line.startswith("Player 1 (you): ")]
    assert own and own[0].endswith(move) and "Player 2: " in log  # words, then the code
    mine = board.locator('section[data-player="1"] .rb-spl-chip')
    assert sum(int(chip.inner_text()) for chip in mine.all()) == 3

    costly = board.locator('[data-move^="buy 3-"]')
    if costly.count():  # offered so that clicking it is answered with its rule
        costly.first.click()
        assert refused_rule(free.locator(".rb-freeplay__feedback")) == "splendor.buy.pay"


def test_calculator_sheet_by_clicks(page, site_url):
    open_page(page, site_url + "games/splendor/")
    calc = page.locator(".rb-calculator")
    sheet = calc.locator("[data-editor]")
    remove = sheet.locator('[data-edit="remove 1 3-14"]')
    remove.wait_for(timeout=START_TIMEOUT)
    remove.click()
    remove.wait_for(state="detached", timeout=START_TIMEOUT)
    edited = calculator.edit(calculator.SAMPLE, "remove 1 3-14")
    expected = web.answer("calculate", {"game": "splendor", "text": json.dumps(edited)})
    assert expected["ok"]
    cards = next(f["text"] for f in expected["breakdown"]["fact_labels"] if f["key"] == "cards")
    calc.locator(".rb-fact").filter(has_text=cards).wait_for(timeout=START_TIMEOUT)
    assert calc.locator(".rb-total").inner_text() == str(expected["breakdown"]["total"])
    assert expected["breakdown"]["facts"]["tie_broken"] is False
    tie = calc.locator('[data-fact="tie_broken"]').inner_text()
    assert tie.split()[-1] == "no"
