"""What the browser tests share: opening a page once the playground is ready, following
the tutorial widget, and checking a page as a reader on a phone meets it."""

from __future__ import annotations

from tests.conftest import ROOT

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


# -- a page as a reader on a phone meets it ---------------------------------------------
# axe-core is pinned in playground/package.json and loaded into the page by the test from
# node_modules (the site never serves it); the page's context must bypass the site's
# Content-Security-Policy, which rightly refuses the test's own script.
AXE = ROOT / "playground/node_modules/axe-core/axe.min.js"
PHONE = {"width": 390, "height": 844}
SMALLEST = 24  # px, WCAG 2.2 target size (minimum)

# Controls in the page's content that are smaller than SMALLEST in either direction.
SMALL_TARGETS = """() => [...document.querySelectorAll(
    '.md-content :is(button, select, input:not([type=hidden]), summary, [role=button])')]
  .filter(e => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden')
  .map(e => [e, e.getBoundingClientRect()])
  .filter(([, r]) => r.width < 24 || r.height < 24)
  .map(([e, r]) => `${e.tagName.toLowerCase()}.${e.className} "${(e.getAttribute('aria-label')
     || e.textContent).trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`)"""

AXE_RUN = """async within => (await axe.run(within ? {include: [within]} : document,
                                           {resultTypes: ['violations']})).violations
  .filter(v => v.impact === 'serious' || v.impact === 'critical')
  .map(v => `${v.id} (${v.impact}) x${v.nodes.length}: ${v.nodes[0].target.join(' ')}`)"""


def reader_problems(page, where: str, within: str | None = None) -> list[str]:
    """What a reader on a phone would meet on the page as it is now, each line starting with
    ``where``: a page wider than the screen, tap targets under SMALLEST px, and axe-core's
    serious or critical violations (in the part of the page ``within`` selects, if given)."""
    if not AXE.exists():
        raise AssertionError(f"{AXE} is missing: run `npm ci` in playground/ (./dev test does it)")
    problems = []
    width = page.evaluate("document.documentElement.scrollWidth")
    if width > PHONE["width"]:
        problems.append(f"{where}: the page is {width} px wide on a {PHONE['width']} px screen")
    small = page.evaluate(SMALL_TARGETS)
    if small:
        problems.append(f"{where}: {len(small)} tap targets under {SMALLEST} px: {small[:3]}")
    if not page.evaluate("typeof axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    return problems + [f"{where}: {found}" for found in page.evaluate(AXE_RUN, within)]
