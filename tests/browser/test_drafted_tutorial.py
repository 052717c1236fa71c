"""A drafted variant tutorial (Golf with power cards) in a real browser: it starts on the
variant's script, plays by clicks, and keeps its progress apart from the Golf tutorial's."""

from __future__ import annotations

import pytest

from rulebooks.core import tutorial
from tests.browser.helpers import live, open_page, wait_step

pytestmark = pytest.mark.browser
SCRIPT = tutorial.load_ref("golf/tutorial-powers")
CANONICAL = [step.do.canonical if step.do else "" for step in SCRIPT.steps]


def test_the_power_cards_tutorial_plays_its_own_script(page, chromium, site_url):
    open_page(page, site_url + "tutorials/golf-powers/")
    assert "teaches" in page.locator(".rb-coverage").inner_text()
    live(page, ".rb-tutorial__start").click()
    wait_step(page, 1)
    assert live(page, ".rb-tutorial__title").inner_text() == SCRIPT.steps[0].title
    for index in range(3):
        move = CANONICAL[index]
        button = (live(page, f'.rb-tutorial__stage [data-move="{move}"]') if move
                  else live(page, ".rb-tutorial__next"))
        button.click()
        wait_step(page, index + 2)
    assert live(page, ".rb-tutorial__title").inner_text() == SCRIPT.steps[3].title
    keys = page.evaluate("Object.keys(localStorage)")
    assert "rulebooks.tutorial.golf/tutorial-powers" in keys
    assert "rulebooks.tutorial.golf" not in keys
