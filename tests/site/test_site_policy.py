"""The Content-Security-Policy the build writes, and the site address from configuration."""

from __future__ import annotations

import re

import pytest
from mkdocs.config import load_config
from rulesite import csp

from tests.conftest import ROOT

pytestmark = pytest.mark.site

META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">')


def directives(policy: str) -> dict[str, list[str]]:
    return {part.split()[0]: part.split()[1:] for part in policy.split("; ")}


def test_every_page_carries_its_policy_before_any_script(built_site):
    pages = sorted(built_site.rglob("*.html"))
    assert len(pages) > 10
    for page in pages:
        html = page.read_text(encoding="utf-8")
        found = META.findall(html)
        assert len(found) == 1, page
        assert html.index("Content-Security-Policy") < html.index("<script"), page
        policy = directives(found[0])
        assert policy["default-src"] == ["'self'"] and policy["object-src"] == ["'none'"]
        assert "'unsafe-inline'" not in found[0] and "'unsafe-eval'" not in found[0]
        assert "frame-ancestors" not in policy  # not allowed in a meta tag
        # every inline script the theme wrote is allowed by its hash, nothing else inline
        assert csp.inline_hashes(html) <= set(policy["script-src"]), page


def test_headers_file_gives_pages_and_workers_their_policies(built_site):
    rules = csp.read_headers((built_site / "_headers").read_text(encoding="utf-8"))
    page = dict(csp.headers_for(rules, "/games/golf/"))
    policy = directives(page["Content-Security-Policy"])
    assert policy["connect-src"] == ["'self'"] and policy["frame-ancestors"] == ["'none'"]
    every_hash = set().union(*(csp.inline_hashes(p.read_text(encoding="utf-8"))
                               for p in built_site.rglob("*.html")))
    assert every_hash and every_hash <= set(policy["script-src"])
    worker = [value for name, value in csp.headers_for(rules, "/assets/playground/worker.mjs")
              if name == "Content-Security-Policy"]
    assert len(worker) == 2  # the pages' rule and the worker's own: a browser enforces both
    assert directives(worker[1]) == csp.WORKER_POLICY
    assert (built_site / "assets" / "playground" / "worker.mjs").exists()
    apache = (built_site / ".htaccess").read_text(encoding="utf-8")
    assert page["Content-Security-Policy"] in apache and csp.render(csp.WORKER_POLICY) in apache


def test_inline_hashes_skip_data_blocks_and_external_scripts():
    html = ('<script type="application/json">{"a": 1}</script><script src="x.js"></script>'
            '<script>alert(1)</script><script type="module">go()</script>')
    assert csp.inline_hashes(html) == {
        "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",  # alert(1)
        *csp.inline_hashes("<script>go()</script>"),
    }
    assert len(csp.inline_hashes(html)) == 2


def test_site_address_comes_from_the_environment(monkeypatch, built_site):
    monkeypatch.setenv("RULEBOOKS_SITE_URL", "https://rules.example.org/")
    assert load_config(str(ROOT / "mkdocs.yml")).site_url == "https://rules.example.org/"
    monkeypatch.delenv("RULEBOOKS_SITE_URL")
    assert not load_config(str(ROOT / "mkdocs.yml")).site_url
    # built without an address: no canonical link to a local server, no relative sitemap
    home = (built_site / "index.html").read_text(encoding="utf-8")
    assert "127.0.0.1" not in home and 'rel="canonical"' not in home
    assert not (built_site / "sitemap.xml").exists()
