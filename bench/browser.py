"""Browser measurements, all in one Chromium: cold starts, warm re-runs, bytes before a click.

Every timing is taken inside the page (``performance.now()``), from the click event on
the Run button to the moment the block's status says "Done", so Playwright's own
round trips are not counted. "Cold" means a fresh browser context: empty cache.
"""

from __future__ import annotations

from dataclasses import dataclass

from bare import SELECTOR as BARE_SELECTOR
from playwright.sync_api import Browser, BrowserContext, Page, Request
from playwright.sync_api import Error as PlaywrightError

GOLF = "games/golf/"
EXAMPLE = "#example-wiki-six"
READY = "html[data-rb-playground=ready]"
TIMEOUT_MS = 120_000
HOVER_MS = 2_000

# Arms a one-shot timer on a runnable block: start at the click on Run (capture phase,
# before the widget's handler), end when the status text starts with Done or Failed.
ARM_TIMER = """(selector) => {
  const block = document.querySelector(selector);
  const status = block.querySelector(".rb-run-status");
  const timer = (window.__rbTimer = { start: null, end: null, text: "" });
  const start = () => (timer.start = performance.now());
  block.addEventListener("click", start, { capture: true, once: true });
  new MutationObserver((records, observer) => {
    if (timer.start === null || !/^(Done|Failed)/.test(status.textContent)) return;
    timer.end = performance.now();
    timer.text = status.textContent;
    observer.disconnect();
  }).observe(status, { childList: true, characterData: true, subtree: true });
}"""


@dataclass(frozen=True)
class Scenario:
    """One cold-start measurement: which page and block, and what the reader does first."""

    label: str
    path: str
    selector: str
    hover_ms: int = 0
    prefetch: bool = True


def scenarios(bare_path: str) -> list[Scenario]:
    """The cold starts, run alternately so that noise hits them all."""
    return [
        Scenario("Golf example: click Run", GOLF, EXAMPLE),
        Scenario(
            "Golf example: hover 2 s, then click (prefetch on intent)",
            GOLF,
            EXAMPLE,
            hover_ms=HOVER_MS,
        ),
        Scenario(
            "Golf example: hover 2 s, then click, prefetch off",
            GOLF,
            EXAMPLE,
            hover_ms=HOVER_MS,
            prefetch=False,
        ),
        Scenario("bare page: Pyodide in a module worker, 1+1", bare_path, BARE_SELECTOR),
    ]


def open_page(browser: Browser, url: str, prefetch: bool = True) -> tuple[BrowserContext, Page]:
    """A fresh context (empty cache) with ``url`` loaded and its playground ready."""
    context = browser.new_context()
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)  # the machine may be loaded: slow, not failed
    page.goto(url)
    page.wait_for_selector(READY, state="attached")
    page.wait_for_load_state("networkidle")
    if not prefetch:
        page.evaluate("document.documentElement.dataset.rbPrefetch = 'off'")
    return context, page


def timed_click(page: Page, selector: str) -> float:
    """Click Run in the block and return the milliseconds until its status says Done."""
    page.evaluate(ARM_TIMER, selector)
    page.locator(selector).locator(".rb-run").click()
    page.wait_for_function("() => window.__rbTimer.end !== null", timeout=TIMEOUT_MS)
    timer = page.evaluate("window.__rbTimer")
    if not timer["text"].startswith("Done"):
        raise RuntimeError(f"{page.url} {selector}: {timer['text']}")
    return timer["end"] - timer["start"]


def cold_run(browser: Browser, base: str, scenario: Scenario) -> float:
    """One cold start of ``scenario``, in milliseconds."""
    context, page = open_page(browser, base + scenario.path, scenario.prefetch)
    try:
        if scenario.hover_ms:
            page.locator(scenario.selector).hover()
            page.wait_for_timeout(scenario.hover_ms)
        return timed_click(page, scenario.selector)
    finally:
        context.close()


def cold_starts(browser: Browser, base: str, bare_path: str, runs: int) -> dict[str, list[float]]:
    """Each scenario ``runs`` times, interleaved; milliseconds per scenario label."""
    times: dict[str, list[float]] = {s.label: [] for s in scenarios(bare_path)}
    for _ in range(runs):
        for scenario in scenarios(bare_path):
            times[scenario.label].append(cold_run(browser, base, scenario))
    return times


def warm_reruns(browser: Browser, base: str, count: int) -> list[float]:
    """After a first (cold) result, click Run ``count`` more times; milliseconds each."""
    context, page = open_page(browser, base + GOLF)
    try:
        timed_click(page, EXAMPLE)
        return [timed_click(page, EXAMPLE) for _ in range(count)]
    finally:
        context.close()


NEXT_PAGE = "/games/llama/"
NEXT_EXAMPLE = "#example-five-threes"


def page_to_page(browser: Browser, base: str, runs: int) -> dict[str, list[float]]:
    """Once the engine has given a result on the Golf page, the first result on the next
    game's page: reached by a link (instant navigation, same tab), and by loading it anew
    in the same tab (warm HTTP cache, the engine starts again). Milliseconds each."""
    times: dict[str, list[float]] = {"link (instant navigation)": [],
                                     "same tab, page loaded anew": []}
    for _ in range(runs):
        context, page = open_page(browser, base + GOLF)
        try:
            timed_click(page, EXAMPLE)
            page.locator(f'.md-nav__link[href$="{NEXT_PAGE}"]').first.click()
            page.wait_for_selector(f"html[data-rb-page='{NEXT_PAGE}'][data-rb-playground=ready]",
                                   state="attached")
            times["link (instant navigation)"].append(timed_click(page, NEXT_EXAMPLE))
            page.goto(base + NEXT_PAGE.lstrip("/"))
            page.wait_for_selector(READY, state="attached")
            times["same tab, page loaded anew"].append(timed_click(page, NEXT_EXAMPLE))
        finally:
            context.close()
    return times


def transfers(browser: Browser, url: str) -> list[tuple[str, int, int]]:
    """(url, bytes over the wire, bytes uncompressed) of every request a fresh page makes
    before any click, largest first. The site's server compresses text as static hosts do."""
    context = browser.new_context()
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    finished = []
    page.on("requestfinished", lambda request: finished.append(request))
    try:
        page.goto(url)
        page.wait_for_load_state("networkidle")
        page.wait_for_timeout(1_000)  # a late lazy load would show here
        found = [(r.url, *body_bytes(r)) for r in finished]
        return sorted(found, key=lambda item: -item[1])
    finally:
        context.close()


def body_bytes(request: Request) -> tuple[int, int]:
    """The response body's size as transferred (compressed, if it was) and uncompressed.

    Chromium reports 0 for a worker's main script (Material's search worker), so that
    one falls back on its Content-Length.
    """
    size = request.sizes()["responseBodySize"]
    response = request.response()
    if response is None:
        return size, size
    try:
        plain = len(response.body())
    except PlaywrightError:  # a worker's script body is not kept by Chromium
        plain = size
    if not size:
        size = int(response.header_value("content-length") or 0)
    return size, max(plain, size)


def click_transfers(browser: Browser, url: str, selector: str) -> list[tuple[str, int, int]]:
    """(url, bytes over the wire, bytes uncompressed) of every request started between the
    click on Run and the block's first result, in a fresh context: what a fresh tab
    downloads to answer, the runtime and the engine. Largest first."""
    context = browser.new_context()
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    finished: list[Request] = []
    try:
        page.goto(url)
        page.wait_for_selector(READY, state="attached")
        page.wait_for_load_state("networkidle")
        page.on("requestfinished", lambda request: finished.append(request))
        page.evaluate(ARM_TIMER, selector)
        page.locator(selector).locator(".rb-run").click()
        page.wait_for_function("() => window.__rbTimer.end !== null", timeout=TIMEOUT_MS)
        start, end = page.evaluate("[performance.timeOrigin + window.__rbTimer.start, "
                                   "performance.timeOrigin + window.__rbTimer.end]")
        page.wait_for_load_state("networkidle")
        found = [(r.url, *body_bytes(r)) for r in finished
                 if start <= r.timing["startTime"] <= end]
        return sorted(found, key=lambda item: -item[1])
    finally:
        context.close()
