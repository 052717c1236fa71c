"""What the browser tests share: opening a page once the playground is ready, and
following the tutorial widget."""

from __future__ import annotations

START_TIMEOUT = 90_000  # ms: a cold Pyodide start on a busy 2-core machine


def open_page(page, url: str) -> None:
    page.goto(url)
    page.wait_for_selector("html[data-rb-playground=ready]", state="attached")


def wait_step(page, step) -> None:
    """Wait until the tutorial shows ``step`` (1-based, or "done") and is idle."""
    page.wait_for_selector(f".rb-tutorial[data-step='{step}'][data-busy='false']",
                           state="attached", timeout=START_TIMEOUT)


def live(page, selector: str):
    return page.locator(f".rb-tutorial__live {selector}")


def forget_violations(page) -> None:
    """Policy refusals the test provoked on purpose (the ``page`` fixture fails on any
    left): hostile HTML refused by the policy, or reported while the sanitizer parses it."""
    page.evaluate("window.__cspViolations = []")
    page.console.clear()


def run_cell(page, code: str, wait: bool = True):
    """Type ``code`` into the page's Python cell and run it; returns the cell."""
    cell = page.locator(".rb-python")
    cell.locator("textarea").fill(code)
    cell.locator(".rb-run").click()
    if wait:
        cell.locator(".rb-run-status").filter(has_text="Done").wait_for(timeout=START_TIMEOUT)
    return cell


def resolved_html(locator) -> str:
    """The element's inner HTML with every link written in full: Material's instant
    navigation makes the built page's links absolute, the engine's answers keep them
    relative; both lead to the same place."""
    return locator.evaluate("""e => { const copy = e.cloneNode(true);
      for (const a of copy.querySelectorAll("[href]")) a.setAttribute("href", a.href);
      return copy.innerHTML; }""")
