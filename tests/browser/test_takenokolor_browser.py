"""Takenokolor in a real browser: the tutorial's first turn by clicks (a section refused by
the bamboo rule with its link, then the marker's section), a free-play turn against a bot,
and the calculator's sheet coloured by clicking its sections."""

from __future__ import annotations

import json

import pytest

from rulebooks import web
from rulebooks.core import tutorial
from rulebooks.takenokolor import calculator
from tests.browser.helpers import (
    START_TIMEOUT,
    live,
    moves_of,
    open_page,
    play_step,
    refused_rule,
    start_free_play,
    start_tutorial,
)

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("quiet_page")]
SCRIPT = tutorial.load("takenokolor")
CANONICAL = moves_of(SCRIPT)
FIRST = next(i for i, step in enumerate(SCRIPT.steps) if step.do)  # the first move (0-based)


def test_tutorial_turn_by_clicks(page, site_url):
    start_tutorial(page, site_url + "tutorials/takenokolor/", reads=FIRST)

    # a section above the lowest blank one: refused by the bamboo rule, with its link
    move = CANONICAL[FIRST]
    above = move.replace(".1", ".2")
    live(page, f'.rb-tutorial__stage [data-move="{above}"]').click()
    assert refused_rule(live(page, ".rb-tutorial__feedback")) == "takenokolor.sheet1.bamboo"
    assert page.locator(".rb-tutorial").get_attribute("data-step") == str(FIRST + 1)

    play_step(page, CANONICAL, FIRST)
    section = move.split()[1]
    mine = live(page, '.rb-tutorial__board section[data-player="1"]')
    coloured = mine.locator(f'[aria-label^="section {section}:"]')
    assert "rb-tk-sec--on" in coloured.get_attribute("class")
    assert mine.locator(".rb-tk-sec--on").count() == len(
        tutorial.replay(SCRIPT, CANONICAL[:FIRST + 1]).state.sheets[0])


def test_free_play_one_turn_by_clicks(page, site_url):
    """Opened at the end of the tutorial by a shared link, free play against the random bot:
    colour the first section offered, then wait for the bot's answer."""
    free = start_free_play(page, site_url + "tutorials/takenokolor/", SCRIPT)
    board = free.locator(".rb-freeplay__board")
    played = free.locator(".rb-freeplay__log li").count()
    offered = board.locator('[data-move^="colour"], [data-move="pass"]')
    moves = offered.evaluate_all("els => els.map(e => e.dataset.move)")
    chosen = None
    for move in moves:  # drawn clickable: the legal moves, and refused ones with their rule
        before = free.locator(".rb-freeplay__feedback").inner_text()
        board.locator(f'[data-move="{move}"]').first.click()
        page.wait_for_function(
            "([n, before]) => document.querySelector('.rb-freeplay').dataset.busy === 'false'"
            " && (document.querySelectorAll('.rb-freeplay__log li').length > n ||"
            " document.querySelector('.rb-freeplay__feedback').innerText !== before)",
            arg=[played, before], timeout=START_TIMEOUT)
        if free.locator(".rb-freeplay__log li").count() > played:
            chosen = move
            break
        rule = free.locator(".rb-freeplay__feedback a.rb-rule").get_attribute("data-rule")
        assert rule.startswith("takenokolor.")
    assert chosen is not None
    log = free.locator(".rb-freeplay__log").inner_text()
    assert chosen in log and "Player 1" in log


def test_calculator_sheet_is_coloured_by_clicks(page, site_url):
    open_page(page, site_url + "games/takenokolor/")
    calc = page.locator(".rb-calculator")
    calc.locator('button[data-edit="toggle b6.2"]').click()  # b6.1 comes with it
    page.wait_for_function("() => document.querySelector('.rb-calculator textarea').value"
                           ".includes('b6.2')", timeout=START_TIMEOUT)
    expected = web.answer("calculator_edit", {"game": "takenokolor", "action": "toggle b6.2",
                                              "text": json.dumps(calculator.SAMPLE)})
    assert calc.locator(".rb-total").inner_text() == str(expected["breakdown"]["total"])
    assert "rb-tk-sec--on" in calc.locator('button[data-edit="toggle b6.1"]').get_attribute(
        "class")
