"""What the browser tests share: opening a page once the playground is ready, following
the tutorial widget, starting free play and playing in it, and checking a page as a reader
on a phone meets it."""

from __future__ import annotations

import base64
import json

from rulebooks.core.tutorial import Tutorial
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


def moves_of(script: Tutorial) -> list[str]:
    """The script's moves, one per step: the move it asks for, or "" for a step read."""
    return [step.do.canonical if step.do else "" for step in script.steps]


def progress_link(script: Tutorial, moves: list[str] | None = None) -> str:
    """The ``#tutorial=`` value of a shared link to ``moves`` played (all the script's by
    default: the link to its end, where free play begins)."""
    text = json.dumps({"v": script.version, "m": moves_of(script) if moves is None else moves})
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def start_tutorial(page, url: str, reads: int = 1) -> None:
    """Open the tutorial at ``url``, press Start, then Next on the ``reads`` first steps
    (read, no move to play); it waits at step ``reads + 1``."""
    open_page(page, url)
    live(page, ".rb-tutorial__start").click()
    wait_step(page, 1)
    for step in range(1, reads + 1):
        live(page, ".rb-tutorial__next").click()
        wait_step(page, step + 1)


def play_step(page, moves: list[str], index: int, first: bool = False) -> None:
    """Play step ``index`` (0-based) of a tutorial along ``moves`` (``moves_of``): click its
    move, or Next on a step read, and wait for the next step (or the end). The move's button
    must be the only one (``first``: the first of several)."""
    if moves[index]:
        button = live(page, f'.rb-tutorial__stage [data-move="{moves[index]}"]')
        (button.first if first else button).click()
    else:
        live(page, ".rb-tutorial__next").click()
    wait_step(page, index + 2 if index + 1 < len(moves) else "done")


FREE_IDLE = ".rb-freeplay[data-busy='false']"


def start_free_play(page, url: str, script: Tutorial, moves_in: str = ".rb-freeplay__board",
                    seed: int | None = None):
    """Open the tutorial at ``url`` at its end (a shared link), start a free-play game
    against the random bot (dealt from ``seed``, else from one the engine picks) and wait
    until a move can be clicked in ``moves_in``; returns the free-play widget."""
    open_page(page, f"{url}#tutorial={progress_link(script)}")
    wait_step(page, "done")
    free = page.locator(".rb-freeplay")
    if seed is not None:
        free.evaluate("(e, seed) => { e.dataset.seed = seed; }", str(seed))
    free.locator("input[value=random]").check()
    free.locator(".rb-freeplay__new").click()
    page.wait_for_selector(f"{FREE_IDLE} {moves_in} [data-move]", timeout=START_TIMEOUT)
    return free


def play(page, button) -> None:
    """Click ``button`` in free play and wait until the move is logged and the widget is idle
    again (the bots' answers included)."""
    played = page.locator(".rb-freeplay__log li").count()
    button.click()
    page.wait_for_function(
        "n => document.querySelectorAll('.rb-freeplay__log li').length > n"
        " && document.querySelector('.rb-freeplay').dataset.busy === 'false'", arg=played)


def refused_rule(where) -> str | None:
    """The rule id the refusal shown in ``where`` (a feedback area) links to, once shown."""
    where.locator(".rb-error").wait_for()
    return where.locator("a.rb-rule").get_attribute("data-rule")


def forget_violations(page) -> None:
    """Policy refusals the test provoked on purpose (the ``page`` fixture fails on any
    left): hostile HTML refused by the policy, or reported while the sanitizer parses it."""
    page.evaluate("window.__cspViolations = []")
    page.console.clear()


def run_cell(page, code: str, wait: bool = True):
    """Type ``code`` into the page's Python cell and run it; returns the cell."""
    cell = page.locator(".rb-python")
    cell.locator("textarea").fill(code)
    if wait:
        run(cell)
    else:
        cell.locator(".rb-run").click()
    return cell


def run(block) -> None:
    """Press ``block``'s Run (a calculator, a cell) and wait until it says Done."""
    block.locator(".rb-run").click()
    block.locator(".rb-run-status").filter(has_text="Done").wait_for(timeout=START_TIMEOUT)


def fill_and_run(page, url: str, path: str, value: int):
    """Open ``url``, type ``value`` into its calculator form's field at ``path`` (a JSON
    pointer) as a reader does, wait until the input holds it, press Run. Returns the
    calculator and the input it scored."""
    open_page(page, url)
    calc = page.locator(".rb-calculator")
    form = calc.locator("form.rb-form")
    form.wait_for()
    field = form.locator(f'[data-path="{path}"]:enabled')
    field.fill(str(value))
    field.press("Tab")
    page.wait_for_function(
        """([path, value]) => path.split("/").slice(1).reduce((at, key) => at?.[key],
             JSON.parse(document.querySelector(".rb-calculator textarea").value)) === value""",
        arg=[path, value])
    payload = json.loads(calc.locator("textarea").input_value())
    run(calc)
    return calc, payload


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

# Every rule in the light scheme; in the dark scheme, which changes colours and nothing else
# (the same elements, names and roles), only the rules about colours: the light run has
# checked the rest of the same page (the 7 Wonders page, dark: 18.8 s instead of 21.7 s;
# colour contrast, which both runs keep, is most of the time).
COLOUR_RULES = ["color-contrast", "link-in-text-block"]
AXE_RUN = """async ([within, only]) => (await axe.run(within ? {include: [within]} : document,
    only ? {resultTypes: ['violations'], runOnly: {type: 'rule', values: only}}
         : {resultTypes: ['violations']})).violations
  .filter(v => v.impact === 'serious' || v.impact === 'critical')
  .map(v => `${v.id} (${v.impact}) x${v.nodes.length}: ${v.nodes[0].target.join(' ')}`)"""
DARK = "matchMedia('(prefers-color-scheme: dark)').matches"


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
    only = COLOUR_RULES if page.evaluate(DARK) else None
    return problems + [f"{where}: {found}" for found in page.evaluate(AXE_RUN, [within, only])]
