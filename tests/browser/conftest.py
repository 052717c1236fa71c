"""Fixtures of the browser tests (the shared ones, Chromium and the site, are in
tests/conftest.py)."""

from __future__ import annotations

import pytest

from tests.browser.helpers import PHONE
from tests.conftest import outside_requests


@pytest.fixture
def quiet_page(page):
    """Checks, when the test ends, that its ``page`` sent no request off 127.0.0.1 and raised
    no script error (a game's browser tests use it for every test: ``usefixtures``)."""
    yield page
    assert outside_requests(page.requests) == [], "the page sent requests off 127.0.0.1"
    assert page.errors == [], "the page raised script errors"


@pytest.fixture
def open_phone(chromium):
    """``open_phone(scheme)``: a page 390 x 844 in the "light" or "dark" scheme, recording its
    script errors in ``page.errors``. Its context bypasses the site's Content-Security-Policy
    so that the test can load axe-core into it."""
    contexts = []

    def make(scheme: str):
        context = chromium.new_context(viewport=PHONE, color_scheme=scheme, bypass_csp=True)
        contexts.append(context)
        page = context.new_page()
        page.errors = []
        page.on("pageerror", lambda error: page.errors.append(str(error)))
        return page

    yield make
    for context in contexts:
        context.close()


@pytest.fixture(params=["light", "dark"])
def phone(request, open_phone):
    """A phone page (``open_phone``), once in light and once in dark."""
    return open_phone(request.param)
