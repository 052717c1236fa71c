"""7 Wonders Duel in a real browser: the tutorial's draft and first card played by clicks,
and free play against a bot (the draft by clicks, then a covered card clicked and refused
with its rule)."""

from __future__ import annotations

import base64
import json

import pytest

from rulebooks.core import tutorial
from tests.browser.helpers import START_TIMEOUT, live, open_page, wait_step
from tests.conftest import outside_requests

pytestmark = pytest.mark.browser
SCRIPT = tutorial.load("duel")
CANONICAL = [step.do.canonical if step.do else "" for step in SCRIPT.steps]
FIRST_TURNS = range(1, 6)  # four Wonders picked, then the first card built (0-based steps)


def test_tutorial_draft_and_first_card_by_clicks(page, site_url):
    open_page(page, site_url + "tutorials/duel/")
    live(page, ".rb-tutorial__start").click()
    wait_step(page, 1)
    live(page, ".rb-tutorial__next").click()
    wait_step(page, 2)
    for index in FIRST_TURNS:
        live(page, f'.rb-tutorial__stage [data-move="{CANONICAL[index]}"]').click()
        wait_step(page, index + 2)
    expected = tutorial.replay(SCRIPT, CANONICAL[:FIRST_TURNS[-1] + 1]).state
    me = live(page, '.rb-tutorial__board section[data-player="1"]')
    built = me.locator(".rb-duel-city .rb-duel-card").count()
    assert built == len(expected.cities[0]) == 1
    assert me.locator(".rb-duel-wonder").count() == len(expected.wonders[0])
    pawn = live(page, ".rb-tutorial__board .rb-duel-pawn")
    assert pawn.locator("xpath=..").get_attribute("data-space") == str(expected.conflict)
    assert outside_requests(page.requests) == []
    assert page.errors == []


def link_to(moves) -> str:
    text = json.dumps({"v": SCRIPT.version, "m": moves})
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def test_free_play_draft_by_clicks_and_a_covered_card_refused(page, site_url):
    open_page(page, f"{site_url}tutorials/duel/#tutorial={link_to(CANONICAL)}")
    free = page.locator(".rb-freeplay")
    free.wait_for(timeout=START_TIMEOUT)
    free.locator("input[value=random]").check()
    free.locator(".rb-freeplay__new").click()
    ready = ".rb-freeplay[data-busy='false'] .rb-freeplay__board [data-move]"
    page.wait_for_selector(ready, timeout=START_TIMEOUT)
    board = free.locator(".rb-freeplay__board")
    for _ in range(4):  # each player picks four Wonders; the bot answers between clicks
        picks = board.locator('[data-move^="pick "]')
        if not picks.count():
            break
        played = free.locator(".rb-freeplay__log li").count()
        picks.first.click()
        page.wait_for_function(
            "n => document.querySelectorAll('.rb-freeplay__log li').length > n"
            " && document.querySelector('.rb-freeplay').dataset.busy === 'false'", arg=played)
    assert board.locator('section[data-player="1"] .rb-duel-wonder').count() == 4
    covered = board.locator(".rb-duel-card--covered[data-move]")
    covered.first.wait_for(timeout=START_TIMEOUT)
    covered.first.click()
    free.locator(".rb-freeplay__feedback .rb-error").wait_for()
    assert free.locator(".rb-freeplay__feedback a.rb-rule").get_attribute(
        "data-rule") == "duel.turn.access"
    assert outside_requests(page.requests) == []
    assert page.errors == []


AGORA = tutorial.load("duel", "tutorial-agora")
AGORA_MOVES = [step.do.canonical if step.do else "" for step in AGORA.steps]


def test_agora_tutorial_recruits_a_politician_and_places_a_cube_by_clicks(page, site_url):
    open_page(page, site_url + "tutorials/duel-agora/")
    live(page, ".rb-tutorial__start").click()
    wait_step(page, 1)
    live(page, ".rb-tutorial__next").click()
    wait_step(page, 2)
    for index in (1, 2):  # the Politician from the structure, then a chamber of the Senate
        live(page, f'.rb-tutorial__stage [data-move="{AGORA_MOVES[index]}"]').click()
        wait_step(page, index + 2)
    expected = tutorial.replay(AGORA, AGORA_MOVES[:3]).state
    chamber = live(page, ".rb-tutorial__board .rb-duel-chamber").first
    cubes = chamber.locator(".rb-duel-cubes--p1").inner_text()
    assert cubes == str(expected.influence[0][0]) == "1"
    assert "rb-duel-chamber--p1" in (chamber.get_attribute("class") or "")
    assert outside_requests(page.requests) == []
    assert page.errors == []
