"""Splendor in a real browser: the tutorial's opening turns and first purchase played by
clicks, a turn of free play against a bot, and the calculator's sheet filled by clicking."""

from __future__ import annotations

import base64
import json

import pytest

from rulebooks import web
from rulebooks.core import tutorial
from rulebooks.splendor import calculator
from rulebooks.splendor.data import TOKENS
from tests.browser.helpers import START_TIMEOUT, live, open_page, wait_step
from tests.conftest import outside_requests

pytestmark = pytest.mark.browser
SCRIPT = tutorial.load("splendor")
CANONICAL = [step.do.canonical if step.do else "" for step in SCRIPT.steps]
FIRST_TURNS = range(1, 4)  # take three, take two, buy the first card (0-based steps)





def engine_state(moves):
    """The engine's own position after ``moves`` (the page only ever gets a view of it)."""
    return tutorial.replay(SCRIPT, moves).state.to_json()




def test_tutorial_first_turns_and_purchase_by_clicks(page, site_url):
    open_page(page, site_url + "tutorials/splendor/")
    live(page, ".rb-tutorial__start").click()
    wait_step(page, 1)
    live(page, ".rb-tutorial__next").click()
    wait_step(page, 2)
    for index in FIRST_TURNS:
        live(page, f'.rb-tutorial__stage [data-move="{CANONICAL[index]}"]').click()
        wait_step(page, index + 2)

    expected = engine_state(CANONICAL[:FIRST_TURNS[-1] + 1])
    assert expected["players"][0]["bought"] == ["1-26"]
    red = live(page, '.rb-tutorial__board section[data-player="1"] .rb-spl-bonus--red')
    assert red.inner_text() == "1"  # card 1-26 gives a red bonus
    supply = live(page, ".rb-tutorial__board .rb-spl-bank .rb-spl-chip")
    assert [int(chip.inner_text()) for chip in supply.all()] == [
        expected["supply"][colour] for colour in TOKENS]
    assert outside_requests(page.requests) == []
    assert page.errors == []


def link_to(moves) -> str:
    text = json.dumps({"v": SCRIPT.version, "m": moves})
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def test_free_play_one_turn_by_clicks_and_a_refusal(page, site_url):
    open_page(page, f"{site_url}tutorials/splendor/#tutorial={link_to(CANONICAL)}")
    free = page.locator(".rb-freeplay")
    free.wait_for(timeout=START_TIMEOUT)
    free.locator("input[value=random]").check()
    free.locator(".rb-freeplay__new").click()
    page.wait_for_selector(".rb-freeplay[data-busy='false'] .rb-freeplay__board [data-move]",
                           timeout=START_TIMEOUT)
    board = free.locator(".rb-freeplay__board")
    assert board.locator(".rb-spl-card").count() >= 12 and board.locator(".rb-spl-noble").count()

    move = "take white blue green"  # legal in every opening position
    played = free.locator(".rb-freeplay__log li").count()
    board.locator(f'[data-move="{move}"]').click()
    page.wait_for_function(
        "n => document.querySelectorAll('.rb-freeplay__log li').length > n"
        " && document.querySelector('.rb-freeplay').dataset.busy === 'false'", arg=played)
    log = free.locator(".rb-freeplay__log").inner_text()
    own = [line for line in log.splitlines() if line.startswith("Player 1 (you): ")]
    assert own and own[0].endswith(move) and "Player 2: " in log  # words, then the code
    mine = board.locator('section[data-player="1"] .rb-spl-chip')
    assert sum(int(chip.inner_text()) for chip in mine.all()) == 3

    costly = board.locator('[data-move^="buy 3-"]')
    if costly.count():  # offered so that clicking it is answered with its rule
        costly.first.click()
        free.locator(".rb-freeplay__feedback .rb-error").wait_for()
        assert free.locator(".rb-freeplay__feedback a.rb-rule").get_attribute(
            "data-rule") == "splendor.buy.pay"
    assert outside_requests(page.requests) == []
    assert page.errors == []


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
    assert outside_requests(page.requests) == []
    assert page.errors == []
