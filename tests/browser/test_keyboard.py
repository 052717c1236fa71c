"""Sheet calculators by keyboard: after an edit redraws the sheet, the focus is still on the
control the reader used (not back at the top of the page)."""

from __future__ import annotations

import pytest

from rulebooks.core import games
from tests.browser.helpers import START_TIMEOUT, open_page

pytestmark = pytest.mark.browser

FOCUSED = """() => {
  const a = document.activeElement, sheet = document.querySelector('.rb-calculator__editor');
  return {inSheet: !!sheet && sheet.contains(a) && a !== sheet, edit: a.dataset.edit ?? null,
          tag: a.tagName};
}"""


def sheet_games() -> list[str]:
    return [slug for slug, game in games().items() if game.calculator.editor is not None]


@pytest.mark.parametrize("slug", sheet_games())
def test_focus_stays_on_the_edited_sheet_control(page, site_url, slug):
    open_page(page, site_url + f"games/{slug}/")
    calc = page.locator(".rb-calculator")
    buttons = calc.locator(".rb-calculator__editor :is(button, select)[data-edit]")
    assert buttons.count() > 0
    redrawn = False
    for index in range(min(6, buttons.count())):
        before = calc.locator("textarea").input_value()
        button = buttons.nth(index)
        action = button.get_attribute("data-edit")
        calc.locator(".rb-run-status").evaluate("e => { e.textContent = '' }")
        button.focus()
        if button.evaluate("e => e.tagName") == "SELECT":
            options = button.locator("option").count()
            chosen = button.evaluate("e => e.selectedIndex")
            button.select_option(index=(chosen + 1) % options)  # focus stays on the menu
        else:
            page.keyboard.press("Enter")
        calc.locator(".rb-run-status").filter(has_text="Done").wait_for(timeout=START_TIMEOUT)
        page.wait_for_function("() => !document.querySelector('.rb-start-progress')")
        if calc.locator("textarea").input_value() == before:
            continue  # refused (said in the output): the sheet was not redrawn
        redrawn = True
        focused = page.evaluate(FOCUSED)
        assert focused["inSheet"], f"after '{action}' the focus left the sheet: {focused}"
        break
    assert redrawn, "no edit was accepted, so the redraw was never tried"
    assert page.errors == []
