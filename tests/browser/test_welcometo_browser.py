"""Welcome To... in a real browser: the calculator's sheet filled by clicks (houses, a bis,
fences, a pool, park and track boxes) with the live total checked against the engine, and a
first tutorial turn played by clicking a card, a plot and the pool."""

from __future__ import annotations

import json

import pytest

from rulebooks import web
from rulebooks.welcometo import calculator, editor
from tests.browser.helpers import START_TIMEOUT, live, open_page, start_tutorial, wait_step

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("quiet_page")]

# (kind, control, value): a select gets the value, a button is clicked
CLICKS = [
    ("button", "clear", None),
    ("select", "house 1.1", "1"), ("select", "house 1.2", "2"), ("button", "fence 1.2", None),
    ("select", "house 1.3", "4"), ("button", "pool 1.3", None), ("select", "house 1.4", "4b"),
    ("button", "fence 1.4", None), ("select", "house 1.5", "9"), ("select", "house 1.6", "10"),
    ("select", "house 1.7", "11"), ("button", "fence 1.7", None),
    ("button", "park-1 2", None), ("button", "value-2 1", None), ("button", "temps 3", None),
]



def expected_after(clicks):
    payload = calculator.SAMPLE
    for kind, control, value in clicks:
        payload = editor.edit(payload, control if kind == "button" else f"{control} {value}")
    return payload


def test_calculator_sheet_is_filled_by_clicks(page, site_url):
    open_page(page, site_url + "games/welcometo/")
    calc = page.locator(".rb-calculator")
    sheet = calc.locator(".rb-calculator__editor")
    for index, (kind, control, value) in enumerate(CLICKS):
        if kind == "select":
            sheet.locator(f'select[data-edit="{control}"]').select_option(value)
        else:
            sheet.locator(f'button[data-edit="{control}"]').first.click()
        wanted = expected_after(CLICKS[:index + 1])
        page.wait_for_function(
            "want => { try { const got = JSON.parse(document.querySelector("
            "'.rb-calculator textarea').value); return Object.keys(want).every("
            "k => JSON.stringify(got[k]) === JSON.stringify(want[k])); } catch { return false } }",
            arg=wanted, timeout=30_000 if index else START_TIMEOUT)
    payload = expected_after(CLICKS)
    assert payload["streets"][0] == "1 2 | 4p 4b | 9 10 11 | _ _ _"
    answer = web.answer("calculator_edit", {"game": "welcometo", "text": json.dumps(payload),
                                            "action": "noop"})
    total = str(answer["breakdown"]["total"])
    # estates 2 + 3 (size 2 ticked once: 3 each) and one of 3; a pool; 2 parks; a bis; and
    # 3 temps on a sheet with no rivals, a solo sheet, which scores nothing below 6 temps
    assert int(total) == 3 + 3 + 3 + 3 + 4 - 1 + 0
    calc.locator(".rb-total").filter(has_text=total).wait_for(timeout=START_TIMEOUT)
    assert json.loads(calc.locator("textarea").input_value()) == payload

    # a number out of order: the error names the street, the house and the rule
    sheet.locator('select[data-edit="house 1.8"]').select_option("3")
    error = calc.locator(".rb-error")
    error.wait_for(timeout=START_TIMEOUT)
    assert "street 1, house 8" in error.inner_text()
    assert error.get_attribute("data-rule") == "welcometo.build.order"

def test_tutorial_first_turn_by_clicks(page, site_url):
    start_tutorial(page, site_url + "tutorials/welcometo/")
    for step, move in ((2, "take 3"), (3, "write 1.7"), (4, "pool")):
        live(page, f'.rb-tutorial__stage [data-move="{move}"]').first.click()
        wait_step(page, step + 1)
    assert "Player 2" in live(page, ".rb-tutorial__board").inner_text()
