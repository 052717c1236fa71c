"""Locomomo in a real browser: a whole turn of the tutorial played by clicks (an animal in the
forest, then each tile on its row), a turn of free play against a bot, and the calculator's
sheet filled by clicking."""

from __future__ import annotations

import json

import pytest

from rulebooks import web
from rulebooks.core import tutorial
from rulebooks.locomomo import calculator
from tests.browser.helpers import (
    START_TIMEOUT,
    live,
    moves_of,
    open_page,
    play,
    refused_rule,
    start_free_play,
    start_tutorial,
    wait_step,
)

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("quiet_page")]
SCRIPT = tutorial.load("locomomo")
CANONICAL = moves_of(SCRIPT)
FIRST_TURN = range(2, 8)  # the leopard, then its five tiles (0-based steps)


def test_tutorial_turn_by_clicks(page, site_url):
    # the forest, the picture board: read, then Next
    start_tutorial(page, site_url + "tutorials/locomomo/", reads=2)

    # a legal animal that the step does not ask for: explained, nothing moves
    live(page, '.rb-tutorial__stage [data-move="take 2 Rn"]').click()
    off = live(page, ".rb-tutorial__offscript")
    off.wait_for()
    assert "take 1 Ln" in off.inner_text()
    assert page.locator(".rb-tutorial").get_attribute("data-step") == "3"

    for index in FIRST_TURN:
        move = CANONICAL[index]
        button = live(page, f'.rb-tutorial__stage [data-move="{move}"]')
        if move.startswith("place"):  # the tile is offered on the next square of its row
            row = move.rsplit(" ", 1)[1]
            assert button.locator(f"xpath=ancestor::*[@data-row='{row}']").count() == 1
        button.click()
        wait_step(page, index + 2)

    expected = tutorial.replay(SCRIPT, CANONICAL[:8]).state.to_json()
    assert expected["boards"][0] == ["Ln", "Ln", "Ln", "", "Dn En"]
    board = live(page, '.rb-tutorial__board section[data-player="1"]')
    assert [board.locator(f'[data-row="{r}"] .rb-lm-tile').count() for r in range(1, 6)] == [
        1, 1, 1, 0, 2]
    assert "Player 2" in live(page, ".rb-tutorial__board").inner_text()


def test_free_play_after_the_tutorial_one_turn_by_clicks(page, site_url):
    """Opened at the end of the tutorial by a shared link, free play against the random bot:
    choose the first animal offered, then put every collected tile on the first square
    offered, until the bot has answered."""
    free = start_free_play(page, site_url + "tutorials/locomomo/", SCRIPT)
    board = free.locator(".rb-freeplay__board")
    clicks, refused = 0, False
    while True:
        placing = board.locator('[data-move^="place"]')
        if placing.count() and not refused:  # a forest tile while holding tiles: refused
            board.locator('[data-move^="take"]').first.click()
            assert refused_rule(free.locator(".rb-freeplay__feedback")) == "locomomo.place"
            refused = True
        play(page, (placing if placing.count() else board.locator('[data-move^="take"]')).first)
        clicks += 1
        assert free.locator(".rb-freeplay__feedback").inner_text() == ""
        lines = free.locator(".rb-freeplay__log").inner_text().splitlines()
        if any(line.startswith("Player 2: ") and " take " in f"{line} " for line in lines):
            break  # the bot has answered: our whole turn is over
        assert clicks < 8
    first = free.locator(".rb-freeplay__log li").first.inner_text()
    # a move is logged in words, then its code
    assert first.startswith("Player 1 (you): ") and " take " in f"{first} " and clicks >= 2 \
        and refused
    assert free.locator(".rb-freeplay__status").inner_text().endswith("Your turn.")


def test_calculator_sheet_is_filled_by_clicks(page, site_url):
    open_page(page, site_url + "games/locomomo/")
    calc = page.locator(".rb-calculator")
    square = calc.locator('select[data-edit="set 1 5"]')
    assert square.is_enabled()
    assert calc.locator('select[data-edit="set 1 1"]').input_value() == "Bg"
    square.select_option("Dn")
    page.wait_for_function("() => document.querySelector('.rb-calculator textarea').value"
                           ".includes('Bg Eb Dn Rg Dn')", timeout=START_TIMEOUT)
    expected = web.answer("calculator_edit", {"game": "locomomo", "action": "set 1 5 Dn",
                                              "text": json.dumps(calculator.SAMPLE)})
    total = str(expected["breakdown"]["total"])
    assert calc.locator(".rb-total").inner_text() == total
    assert calc.locator('select[data-edit="set 1 5"]').input_value() == "Dn"

    calc.locator('select[data-edit="flower"]').select_option("duck")  # expansion B
    calc.locator(".rb-total").filter(has_text=str(int(total) + 5)).wait_for(
        timeout=START_TIMEOUT)
