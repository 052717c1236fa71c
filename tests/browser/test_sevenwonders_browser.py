"""7 Wonders in a real browser: the tutorial's first turns played by clicks on the cards'
buttons, a turn of free play against the bots, and the score pad filled in by clicks."""

from __future__ import annotations

import json

import pytest

from rulebooks.core import games, tutorial
from tests.browser.helpers import (
    START_TIMEOUT,
    live,
    moves_of,
    open_page,
    play_step,
    progress_link,
    reader_problems,
    run,
    start_free_play,
    start_tutorial,
    wait_step,
)

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("quiet_page")]
SCRIPT = tutorial.load("sevenwonders")
CANONICAL = moves_of(SCRIPT)


def test_tutorial_turns_by_clicks(page, site_url):
    start_tutorial(page, site_url + "tutorials/sevenwonders/")  # the table: read, then Next

    # a legal choice the step does not ask for: explained, nothing moves
    other = next(m for m in tutorial.fresh(SCRIPT).legal_moves() if str(m).startswith("sell"))
    live(page, f'.rb-tutorial__stage [data-move="{other}"]').click()
    off = live(page, ".rb-tutorial__offscript")
    off.wait_for()
    assert CANONICAL[1] in off.inner_text()
    assert page.locator(".rb-tutorial").get_attribute("data-step") == "2"

    for index in (1, 2):  # the trade, then a building of the passed hand
        play_step(page, CANONICAL, index)
    expected = tutorial.replay(SCRIPT, CANONICAL[:3]).state
    board = live(page, ".rb-tutorial__board").inner_text()
    for card in expected.cities[0]:
        assert games()["sevenwonders"].position is not None
        assert card.replace("-", " ") in board.lower().replace("-", " ")


def test_free_play_one_turn_by_clicks(page, site_url):
    """At the end of the tutorial (a shared link), free play against the random bot: sell
    the first card offered; the bots choose, the turn is played and a new hand arrives."""
    free = start_free_play(page, site_url + "tutorials/sevenwonders/", SCRIPT)
    board = free.locator(".rb-freeplay__board")
    assert "Turn 1" in board.inner_text() or "turn 1" in board.inner_text()
    board.locator('[data-move^="sell"]').first.click()
    page.wait_for_function(
        "() => document.querySelectorAll('.rb-freeplay__log li').length >= 3"
        " && document.querySelector('.rb-freeplay').dataset.busy === 'false'")
    log = free.locator(".rb-freeplay__log").inner_text()
    assert "Player 1 (you): sell" in log and "Player 2" in log and "Player 3" in log
    assert "turn 2" in board.inner_text()


def test_score_pad_filled_in_by_clicks(page, site_url):
    """The calculator's form: a city's board and coins changed by clicks and typing; the
    JSON and the score follow."""
    open_page(page, site_url + "games/sevenwonders/")
    calc = page.locator(".rb-calculator")
    calc.locator('[data-path="/players/0/coins"]').fill("31")
    calc.locator('select[data-path="/players/0/side"]').select_option('"night"')
    page.wait_for_function("() => document.querySelector('.rb-calculator textarea').value"
                           ".includes('31')", timeout=START_TIMEOUT)
    payload = json.loads(calc.locator("textarea").input_value())
    run(calc)
    assert payload["players"][0]["coins"] == 31 and payload["players"][0]["side"] == "night"
    expected = games()["sevenwonders"].calculator.score(payload)
    assert calc.locator(".rb-calculator__output .rb-total").inner_text() == str(expected.total)


# Whether the calculator's JSON holds ``want``'s "mode" and "players" (keys in any order).
JSON_IS = """want => {
  const same = (a, b) => (a && b && typeof a === 'object' && typeof b === 'object')
    ? Object.keys(a).length === Object.keys(b).length && Object.keys(a).every(k => same(a[k], b[k]))
    : a === b;
  try {
    const got = JSON.parse(document.querySelector('.rb-calculator textarea').value);
    return same(got.mode, want.mode) && same(got.players, want.players);
  } catch { return false; }
}"""


def test_score_pad_is_filled_by_clicking_minus_and_plus(page, site_url):
    """The cities given open as the pad of their figures; minus and plus change one figure
    each; a figure below what the pad holds is refused with its rule, the input unchanged."""
    from rulebooks.sevenwonders.editor import edit

    calculator = games()["sevenwonders"].calculator
    open_page(page, site_url + "games/sevenwonders/")
    calc = page.locator(".rb-calculator")
    sheet = calc.locator(".rb-calculator__editor")
    payload = json.loads(calc.locator("textarea").input_value())
    clicks = ["pad", "add 2 science +1", "add 2 science +1", "add 3 civilian +1",
              "add 1 military -1"]
    for index, action in enumerate(clicks):
        payload = edit(payload, action)
        sheet.locator(f'button[data-edit="{action}"]').click()
        page.wait_for_function(JSON_IS, arg=payload, timeout=30_000 if index else START_TIMEOUT)
    total = str(calculator.score(payload).total)
    calc.locator(".rb-calculator__output .rb-total").filter(has_text=total).wait_for(
        timeout=START_TIMEOUT)

    seat, line = next((p, key) for p, figures in enumerate(payload["players"])
                      for key, value in figures.items() if key != "military" and value == 0)
    sheet.locator(f'button[data-edit="add {seat + 1} {line} -1"]').click()
    error = calc.locator(".rb-error")
    error.wait_for(timeout=START_TIMEOUT)
    assert error.get_attribute("data-rule") == f"sevenwonders.score.{line}"
    assert json.loads(calc.locator("textarea").input_value()) == payload


def _index(step_id: str) -> int:
    return next(i for i, step in enumerate(SCRIPT.steps) if step.id == step_id)


def _names(state, seat: int) -> list[str]:
    """What the seat's part of the board should name: its buildings and its leaders."""
    from rulebooks.sevenwonders import data
    return ([data.card(c).name for c in state.cities[seat]]
            + [data.leader(x).name for x in (*state.recruited[seat], *state.leaders[seat])])


@pytest.mark.parametrize("steps", [("cities-opium",), ("edifice-project",),
                                   ("leaders-table", "leaders-passed", "leaders-last",
                                    "leaders-recruit")])
def test_expansion_chapters_by_clicks_on_a_phone(open_phone, site_url, steps):
    """Each expansion's chapter, reached by a shared link at its first move and played by
    clicks on a 390 px screen (dark): the engine's position after the clicks is on the
    board, and the chapter's board meets a phone reader's checks."""
    phone = open_phone("dark")
    first = _index(steps[0])
    open_page(phone, f"{site_url}tutorials/sevenwonders/"
              f"#tutorial={progress_link(SCRIPT, CANONICAL[:first])}")
    wait_step(phone, first + 1)
    problems = reader_problems(phone, f"chapter {steps[0]}", ".rb-tutorial__live")
    for step in steps:
        play_step(phone, CANONICAL, _index(step))
    expected = tutorial.replay(SCRIPT, CANONICAL[:_index(steps[-1]) + 1]).state
    board = live(phone, ".rb-tutorial__board").inner_text().lower()
    for name in _names(expected, SCRIPT.learner):
        assert name.lower() in board, name
    assert problems == []
    assert phone.errors == []
