"""Every game's tutorial and its free play as a reader on a phone meets them (390 x 844),
played by keyboard: the first step's move reached with Tab and played with Enter, the rest of the
script opened by a shared link, a free-play game started and a move played with the keyboard.
At the first step and after the free-play move the page must fit the screen, keep its 24 px
tap targets, and its playing widget must pass axe-core with no serious or critical violation
(helpers.reader_problems).

Each game's first tutorial is checked in light and in dark, its translations in one scheme
each, light and dark in turn: the Pyodide start each check needs is the slow part of the
browser tests. A game's other tutorials (variants) play with the same pieces; their pages
before the start are checked with every page by test_reader.py."""

from __future__ import annotations

import pytest

from rulebooks.core import games, tutorial
from tests.browser.helpers import (
    START_TIMEOUT,
    open_page,
    progress_link,
    reader_problems,
    wait_step,
)

pytestmark = pytest.mark.browser

TABS = 400  # Tab presses allowed to reach a control: more than the biggest sheet's controls
SCHEMES = ("light", "dark")
# What axe-core checks: the playing widget. The rest of the page, the script's every step
# drawn included, is the page test_reader.py checks before the tutorial starts.
LIVE = ".rb-tutorial__live"


def cases() -> list[tuple[str, str, str]]:
    """(page path, script ref, colour scheme): each game's first tutorial in both schemes, and
    its pages in other languages in one scheme each, light and dark in turn."""
    found, others = [], []
    for slug, game in games().items():
        found += [(f"tutorials/{slug}/", slug, scheme) for scheme in SCHEMES]
        others += [(f"{lang}/tutorials/{slug}/", slug) for lang in game.languages()
                   if lang != "en" and game.tutorial_text(f"tutorial.{lang}") is not None]
    return found + [(path, ref, SCHEMES[n % 2]) for n, (path, ref) in enumerate(others)]


def tab_to(page, selector: str) -> None:
    """Press Tab until the focus is on the element ``selector`` finds: the reader's way there."""
    for _ in range(TABS):
        if page.evaluate("s => document.activeElement?.matches(s) ?? false", selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"{TABS} presses of Tab never reached {selector}")


def test_every_game_is_checked_in_both_schemes_and_each_translation_in_one():
    found = cases()
    english = [(path, scheme) for path, _, scheme in found if path.startswith("tutorials/")]
    assert sorted(english) == sorted((f"tutorials/{slug}/", scheme) for slug in games()
                                     for scheme in SCHEMES)
    others = [path for path, _, _ in found if not path.startswith("tutorials/")]
    assert "it/tutorials/golf/" in others and len(others) == len(set(others))
    assert {scheme for path, _, scheme in found if path in others} == set(SCHEMES)


@pytest.mark.parametrize(("path", "ref", "scheme"), cases())
def test_tutorial_and_free_play_by_keyboard_on_a_phone(open_phone, site_url, path, ref, scheme):
    phone = open_phone(scheme)
    script = tutorial.load_ref(ref)
    open_page(phone, site_url + path)
    tab_to(phone, ".rb-tutorial__start")
    phone.keyboard.press("Enter")
    wait_step(phone, 1)
    problems = reader_problems(phone, f"/{path} step 1", LIVE)

    first = script.steps[0].do
    tab_to(phone, f'.rb-tutorial__stage [data-move="{first.canonical}"]' if first
           else ".rb-tutorial__next")
    phone.keyboard.press("Enter")
    wait_step(phone, 2 if len(script.steps) > 1 else "done")

    phone.evaluate("hash => { location.hash = hash; }", "tutorial=" + progress_link(script))
    wait_step(phone, "done")
    phone.locator(".rb-freeplay").evaluate("e => { e.dataset.seed = '1'; }")  # the same game
    tab_to(phone, ".rb-freeplay__new")
    phone.keyboard.press("Enter")
    phone.wait_for_selector(".rb-freeplay[data-busy='false'] :is(.rb-freeplay__board, "
                            ".rb-freeplay__moves) [data-move]", timeout=START_TIMEOUT)
    assert phone.evaluate("document.activeElement.dataset.move") is not None, \
        "a new game puts the focus on the reader's first move"
    played = phone.locator(".rb-freeplay__log li").count()
    phone.keyboard.press("Enter")  # the focused move: played, or refused with its rule
    phone.wait_for_function(
        """n => document.querySelector('.rb-freeplay').dataset.busy === 'false'
           && (document.querySelectorAll('.rb-freeplay__log li').length > n
               || document.querySelector('.rb-freeplay__feedback').textContent.trim())""",
        arg=played, timeout=START_TIMEOUT)
    problems += reader_problems(phone, f"/{path} free play", LIVE)
    assert problems == [], "\n".join(problems)
    assert phone.errors == []
