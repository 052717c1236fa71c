"""How long hostile input blocks the page's main thread (longest task, in Chromium).

Run: ``.venv/bin/python bench/bench_untrusted.py`` (builds the site into a temporary
folder, serves it on 127.0.0.1 with its headers). Cases: the page alone, shared calculator
links of 20,000 and 50,000 Golf grid rows and a 20,000-deep one, a cell printing 50 MB.
Prints a Markdown table; a report, not a test: nothing is asserted.
"""

from __future__ import annotations

import base64
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.sync_api import sync_playwright

from tests.conftest import CHROMIUM, CHROMIUM_FLAGS, SiteServer, build_site

# Every main-thread task over 50 ms, as the browser reports it.
WATCH_TASKS = """
window.__longest = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
}).observe({ type: "longtask", buffered: true });
"""


def link(text: str) -> str:
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def shared_link(page, url: str, payload: str) -> tuple[float, str]:
    began = time.perf_counter()
    page.goto(url + "games/golf/#calc-golf=" + link(payload))
    page.wait_for_selector("html[data-rb-playground=ready]", state="attached")
    ready = time.perf_counter() - began
    page.wait_for_timeout(300)
    said = page.locator(".rb-shared-refused").inner_text()
    return page.evaluate("window.__longest"), f"ready in {ready:.2f} s; {said}"


def no_link(page, url: str) -> tuple[float, str]:
    page.goto(url + "games/golf/")
    page.wait_for_selector("html[data-rb-playground=ready]", state="attached")
    page.wait_for_timeout(300)
    return page.evaluate("window.__longest"), "the page loading, for comparison"


def big_print(page, url: str) -> tuple[float, str]:
    page.goto(url + "games/golf/")
    page.wait_for_selector("html[data-rb-playground=ready]", state="attached")
    cell = page.locator(".rb-python")
    cell.locator("textarea").fill("print('x' * 50_000_000)\n")
    cell.locator(".rb-run").click()
    cell.locator(".rb-run-status").filter(has_text="Done").wait_for(timeout=180_000)
    page.evaluate("window.__longest = 0")  # the engine's start-up is not the print
    cell.locator(".rb-run").click()
    cell.locator(".rb-run-status").filter(has_text="Done").wait_for(timeout=180_000)
    page.wait_for_timeout(300)
    shown = len(cell.locator(".rb-python__output").inner_text())
    return page.evaluate("window.__longest"), f"{shown:,} characters shown"


def main() -> int:
    if not CHROMIUM.exists():
        print(f"{CHROMIUM} is missing: run ./dev test first")
        return 1
    rows = ["| case | longest main-thread task (ms) | what the page did |", "|---|---:|---|"]
    with tempfile.TemporaryDirectory() as folder:
        site = build_site(Path(folder) / "site")
        server = SiteServer(site)
        cases = {
            "no link (the same page)": lambda p: no_link(p, server.url),
            "link: 20,000 grid rows": lambda p: shared_link(
                p, server.url, json.dumps({"grid": ["2D 6H 4C"] * 20_000})),
            "link: 50,000 grid rows (600 kB of JSON)": lambda p: shared_link(
                p, server.url, json.dumps({"grid": ["2D 6H 4C"] * 50_000})),
            "link: 20,000-deep JSON": lambda p: shared_link(
                p, server.url, '{"grid": ' + "[" * 20_000 + "]" * 20_000 + "}"),
            "Python cell printing 50 MB (second run)": lambda p: big_print(p, server.url),
        }
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=str(CHROMIUM),
                                                     args=CHROMIUM_FLAGS)
                for name, case in cases.items():
                    context = browser.new_context()
                    context.add_init_script(WATCH_TASKS)
                    longest, what = case(context.new_page())
                    rows.append(f"| {name} | {longest:.0f} | {what} |")
                    context.close()
                browser.close()
        finally:
            server.close()
    print("\n".join(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
