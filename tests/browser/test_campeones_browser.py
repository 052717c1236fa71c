"""Campeones in a real browser: the tutorial's first round played by clicks (a refused
card with its rule, the match card, the defence, motivation, passing, the tokens), and a
turn of free play against a bot whose hand never reaches the page."""

from __future__ import annotations

import base64
import json

import pytest

from rulebooks.core import tutorial
from tests.browser.helpers import START_TIMEOUT, live, open_page, wait_step
from tests.conftest import outside_requests

pytestmark = pytest.mark.browser
SCRIPT = tutorial.load("campeones")
CANONICAL = [step.do.canonical if step.do else "" for step in SCRIPT.steps]
FIRST_ROUND = range(1, 8)  # the match card to the defence tokens (0-based steps)


def test_tutorial_first_round_by_clicks(page, site_url):
    open_page(page, site_url + "tutorials/campeones/")
    live(page, ".rb-tutorial__start").click()
    wait_step(page, 1)
    live(page, ".rb-tutorial__next").click()
    wait_step(page, 2)

    # a card from hand before the match card: refused, with its rule
    live(page, '.rb-tutorial__stage [data-move="play N1"]').click()
    error = live(page, ".rb-tutorial__feedback .rb-error")
    error.wait_for()
    assert error.locator("a.rb-rule").get_attribute("data-rule") == "campeones.draw.pick"
    assert page.locator(".rb-tutorial").get_attribute("data-step") == "2"

    for index in FIRST_ROUND:
        move = CANONICAL[index]
        live(page, f'.rb-tutorial__stage [data-move="{move}"]').first.click()
        wait_step(page, index + 2)

    expected = tutorial.replay(SCRIPT, CANONICAL[:8]).state
    assert expected.attacker == 0  # the defence won the ball
    stage = live(page, ".rb-tutorial__board").inner_text()
    assert "Nankatsu" in stage and "attacking" in stage
    assert outside_requests(page.requests) == []
    assert page.errors == []


def link_to(moves) -> str:
    text = json.dumps({"v": SCRIPT.version, "m": moves})
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def test_free_play_turn_shows_only_the_readers_cards(page, site_url):
    open_page(page, f"{site_url}tutorials/campeones/#tutorial={link_to(CANONICAL)}")
    wait_step(page, "done")
    free = page.locator(".rb-freeplay")
    free.locator("input[value=random]").check()
    free.locator(".rb-freeplay__new").click()
    board = free.locator(".rb-freeplay__board")
    page.wait_for_selector(".rb-freeplay[data-busy='false'] .rb-freeplay__board [data-move]",
                           timeout=START_TIMEOUT)
    for _ in range(12):
        played = free.locator(".rb-freeplay__log li").count()
        board.locator("[data-move]").first.click()
        page.wait_for_function(
            "n => document.querySelectorAll('.rb-freeplay__log li').length > n"
            " && document.querySelector('.rb-freeplay').dataset.busy === 'false'", arg=played)
        if "Player 2" in free.locator(".rb-freeplay__log").inner_text():
            break
    log = free.locator(".rb-freeplay__log").inner_text()
    assert "Player 1 (you)" in log and "Player 2" in log
    html = free.inner_html()
    # the other coach's hand is drawn as card backs: no Toho card is named there
    hand = free.locator(".rb-camp-seat").nth(1).locator(".rb-camp-row").nth(1)
    assert hand.locator(".rb-card--back").count() >= 1
    assert hand.locator(".rb-camp-card__code").count() == 0
    assert "rb-camp-card" in html
    assert outside_requests(page.requests) == []
    assert page.errors == []
