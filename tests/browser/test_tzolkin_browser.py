"""Tzolk'in in a real browser: the wealth tiles kept and the tutorial's first day played by
clicks, the calculator's form filled by clicks and scored as the engine scores it, and the
first moves of free play against a bot."""

from __future__ import annotations

import re

import pytest

from rulebooks.core import tutorial
from rulebooks.tzolkin.calculator import score
from tests.browser.helpers import (
    fill_and_run,
    live,
    moves_of,
    play,
    play_step,
    start_free_play,
    start_tutorial,
)

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("quiet_page")]
SCRIPT = tutorial.load("tzolkin")
CANONICAL = moves_of(SCRIPT)
# the wealth tiles kept, a step read, two placements and the end of the turn (0-based steps)
FIRST_DAY = range(0, 5)


def test_tutorial_first_day_by_clicks(page, site_url):
    start_tutorial(page, site_url + "tutorials/tzolkin/", reads=0)
    for index in FIRST_DAY:
        play_step(page, CANONICAL, index, first=True)
    expected = tutorial.replay(SCRIPT, CANONICAL[:FIRST_DAY.stop]).state
    assert expected.round == 2
    board = live(page, ".rb-tutorial__board").inner_text()
    assert f"Day {expected.round}" in board


def test_calculator_form_by_clicks(page, site_url):
    calc, payload = fill_and_run(page, site_url + "games/tzolkin/", "/corn", 13)
    total = calc.locator(".rb-calculator__output .rb-total").inner_text()
    assert total == str(score(payload).total)


def test_free_play_turn(page, site_url):
    # Tzolk'in's moves are buttons of their own. The game is dealt from a fixed seed; the
    # first two wealth tiles offered are kept, then a day is played. A random bot on the
    # starting-player space may turn the calendar two days, so the day shown is checked to
    # be past the first, not equal to 2.
    free = start_free_play(page, site_url + "tutorials/tzolkin/", SCRIPT, ".rb-freeplay__moves",
                           seed=1)
    board = free.locator(".rb-freeplay__board")
    moves = free.locator(".rb-freeplay__moves")
    for move in ("keep ", "place yax", "done"):
        play(page, moves.locator(f'[data-move^="{move}"]').first)
    log = free.locator(".rb-freeplay__log").inner_text()
    assert "Player 1 (you)" in log and "Player 2" in log
    day = re.search(r"Day (\d+)", board.inner_text())
    assert day and int(day.group(1)) >= 2
