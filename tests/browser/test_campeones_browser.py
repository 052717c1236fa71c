"""Campeones in a real browser: the tutorial's first round played by clicks (a refused
card with its rule, the match card, the defence, motivation, passing, the tokens), the
calculator's form filled by hand, and a turn of free play against a bot whose hand never
reaches the page."""

from __future__ import annotations

import pytest

from rulebooks.campeones.calculator import SAMPLE, score
from rulebooks.core import tutorial
from tests.browser.helpers import (
    fill_and_run,
    live,
    moves_of,
    play,
    play_step,
    refused_rule,
    start_free_play,
    start_tutorial,
)

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("quiet_page")]
SCRIPT = tutorial.load("campeones")
CANONICAL = moves_of(SCRIPT)
FIRST_ROUND = range(1, 8)  # the match card to the defence tokens (0-based steps)


def test_tutorial_first_round_by_clicks(page, site_url):
    start_tutorial(page, site_url + "tutorials/campeones/")

    # a card from hand before the match card: refused, with its rule
    live(page, '.rb-tutorial__stage [data-move="play N1"]').click()
    assert refused_rule(live(page, ".rb-tutorial__feedback")) == "campeones.draw.pick"
    assert page.locator(".rb-tutorial").get_attribute("data-step") == "2"

    for index in FIRST_ROUND:
        play_step(page, CANONICAL, index, first=True)

    expected = tutorial.replay(SCRIPT, CANONICAL[:8]).state
    assert expected.attacker == 0  # the defence won the ball
    stage = live(page, ".rb-tutorial__board").inner_text()
    assert "Nankatsu" in stage and "attacking" in stage


def test_calculator_form_by_clicks(page, site_url):
    # two more shot tokens than the sample: the attacker's total and the odds both move
    tokens = SAMPLE["attack_tokens"] + 2
    calc, payload = fill_and_run(page, site_url + "games/campeones/", "/attack_tokens", tokens)
    assert payload["attack_tokens"] == tokens
    result = score(payload)
    output = calc.locator(".rb-calculator__output")
    assert output.locator(".rb-total").inner_text() == str(result.total)
    assert result.fact("wins") in output.inner_text()
    assert result.fact("wins") != score(SAMPLE).fact("wins")


def test_free_play_turn_shows_only_the_readers_cards(page, site_url):
    free = start_free_play(page, site_url + "tutorials/campeones/", SCRIPT)
    board = free.locator(".rb-freeplay__board")
    for _ in range(12):
        play(page, board.locator("[data-move]").first)
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
