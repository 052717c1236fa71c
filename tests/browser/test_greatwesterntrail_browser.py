"""Great Western Trail in a real browser: the tutorial's first turns played by clicks (the
start on a neutral building, the end of the turn, a move past a hazard) by clicks on the
drawn trail and buttons, a refused click on the trail explained with its rule, a turn of
free play against a bot, the calculator's form filled by clicks and scored as the
engine scores it, and the board widget on a 390 px phone in light and dark passing
axe-core."""

from __future__ import annotations

import pytest

from rulebooks.core import get, tutorial
from rulebooks.greatwesterntrail import data
from tests.browser.helpers import (
    fill_and_run,
    live,
    moves_of,
    play,
    play_step,
    reader_problems,
    refused_rule,
    start_free_play,
    start_tutorial,
)

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("quiet_page")]
SCRIPT = tutorial.load("greatwesterntrail")
CANONICAL = moves_of(SCRIPT)
FIRST_TURNS = [i for i, step in enumerate(SCRIPT.steps) if step.do][:3]


def test_tutorial_first_turns_by_clicks(page, site_url):
    start_tutorial(page, site_url + "tutorials/greatwesterntrail/")
    for index in FIRST_TURNS:
        play_step(page, CANONICAL, index)
    expected = tutorial.replay(SCRIPT, CANONICAL[:FIRST_TURNS[-1] + 1]).state
    herder = expected.seats[0].herder
    board = live(page, ".rb-tutorial__board")
    assert board.locator(f'[data-space="{herder}"] .rb-gwt-herder--p1').count() == 1
    money = board.locator('[data-seat="0"] dd').first.inner_text()
    assert money == str(expected.seats[0].money)


def test_a_refused_click_on_the_trail_cites_its_rule(page, site_url):
    start_tutorial(page, site_url + "tutorials/greatwesterntrail/")
    # the first turn starts on a neutral building: a building space is refused, with its rule
    live(page, '.rb-tutorial__board [data-space="a1"] [data-move="start a1"]').click()
    assert refused_rule(live(page, ".rb-tutorial__feedback")) == "greatwesterntrail.first.start"
    assert page.locator(".rb-tutorial").get_attribute("data-step") == str(FIRST_TURNS[0] + 1)
    play_step(page, CANONICAL, FIRST_TURNS[0])


def test_free_play_turn(page, site_url):
    free = start_free_play(page, site_url + "tutorials/greatwesterntrail/", SCRIPT, seed=1)
    moves = free.locator(".rb-freeplay__moves")
    board = free.locator(".rb-freeplay__board")
    play(page, board.locator('[data-space="A"] [data-move="start A"]'))
    play(page, moves.locator('[data-move="done"]').first)
    log = free.locator(".rb-freeplay__log").inner_text()
    assert "Player 1 (you)" in log and "Player 2" in log
    assert free.locator(".rb-freeplay__feedback").inner_text() == ""


def test_calculator_form_by_clicks(page, site_url):
    calc, payload = fill_and_run(page, site_url + "games/greatwesterntrail/",
                                 "/players/0/dollars", 41)
    total = get("greatwesterntrail").calculator.score(payload).total
    assert calc.locator(".rb-calculator__output .rb-total").inner_text() == str(total)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_board_widget_on_a_phone_passes_axe(open_phone, site_url, scheme):
    """The tutorial's board after its first turns, on a 390 px screen: no sideways scroll,
    no tap target under 24 px, no serious or critical axe-core violation in the widget."""
    phone = open_phone(scheme)
    start_tutorial(phone, site_url + "tutorials/greatwesterntrail/")
    for index in FIRST_TURNS:
        play_step(phone, CANONICAL, index)
    board = live(phone, ".rb-tutorial__board")
    assert board.locator("[data-space]").count() >= len(data.building_spaces())
    assert reader_problems(phone, f"board ({scheme})", ".rb-tutorial__live") == []
    assert phone.errors == []
