"""7 Wonders Duel in a real browser: the tutorial's draft and first card played by clicks,
and free play against a bot (the draft by clicks, then a covered card clicked and refused
with its rule)."""

from __future__ import annotations

import pytest

from rulebooks.core import tutorial
from tests.browser.helpers import (
    START_TIMEOUT,
    live,
    moves_of,
    play,
    play_step,
    refused_rule,
    start_free_play,
    start_tutorial,
)

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("quiet_page")]
SCRIPT = tutorial.load("duel")
CANONICAL = moves_of(SCRIPT)
FIRST_TURNS = range(1, 6)  # four Wonders picked, then the first card built (0-based steps)


def test_tutorial_draft_and_first_card_by_clicks(page, site_url):
    start_tutorial(page, site_url + "tutorials/duel/")
    for index in FIRST_TURNS:
        play_step(page, CANONICAL, index)
    expected = tutorial.replay(SCRIPT, CANONICAL[:FIRST_TURNS[-1] + 1]).state
    me = live(page, '.rb-tutorial__board section[data-player="1"]')
    built = me.locator(".rb-duel-city .rb-duel-card").count()
    assert built == len(expected.cities[0]) == 1
    assert me.locator(".rb-duel-wonder").count() == len(expected.wonders[0])
    pawn = live(page, ".rb-tutorial__board .rb-duel-pawn")
    assert pawn.locator("xpath=..").get_attribute("data-space") == str(expected.conflict)


def test_free_play_draft_by_clicks_and_a_covered_card_refused(page, site_url):
    free = start_free_play(page, site_url + "tutorials/duel/", SCRIPT)
    board = free.locator(".rb-freeplay__board")
    for _ in range(4):  # each player picks four Wonders; the bot answers between clicks
        picks = board.locator('[data-move^="pick "]')
        if not picks.count():
            break
        play(page, picks.first)
    assert board.locator('section[data-player="1"] .rb-duel-wonder').count() == 4
    covered = board.locator(".rb-duel-card--covered[data-move]")
    covered.first.wait_for(timeout=START_TIMEOUT)
    covered.first.click()
    assert refused_rule(free.locator(".rb-freeplay__feedback")) == "duel.turn.access"


AGORA = tutorial.load("duel", "tutorial-agora")
AGORA_MOVES = moves_of(AGORA)


def test_agora_tutorial_recruits_a_politician_and_places_a_cube_by_clicks(page, site_url):
    start_tutorial(page, site_url + "tutorials/duel-agora/")
    for index in (1, 2):  # the Politician from the structure, then a chamber of the Senate
        play_step(page, AGORA_MOVES, index)
    expected = tutorial.replay(AGORA, AGORA_MOVES[:3]).state
    chamber = live(page, ".rb-tutorial__board .rb-duel-chamber").first
    cubes = chamber.locator(".rb-duel-cubes--p1").inner_text()
    assert cubes == str(expected.influence[0][0]) == "1"
    assert "rb-duel-chamber--p1" in (chamber.get_attribute("class") or "")
