"""Static check: hostile sources never yield HTML that could run code.

The hostile fixtures (script tags, event handlers, ``javascript:`` and
``data:`` URLs, in wikitext and in raw HTML, and in MDX) are converted, turned
into site pages and rendered with the site's Markdown extensions; the HTML is
parsed and must hold no script-like element, no ``on*`` attribute and no
``javascript:``/``data:`` URL, while the harmless text survives.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from importer_html import dangers, inspect, render
from rulesite.importer import mdx, sanitize, site, wikitext
from rulesite.importer.pipeline import import_files

FIXTURES = Path(__file__).parent / "fixtures"
PAYLOADS = [
    "<script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="  javascript:alert(1)">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    "<svg><script>alert(1)</script></svg>",
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<span style="background:url(javascript:alert(1))" onclick="x">y</span>',
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<b onmouseover="alert(1)" class="md-button" id="__search">b</b>',
    '<form><button formaction="javascript:alert(1)">x</button></form>',
    '<a href="https://example.org" target="_blank" onclick="x">fine</a>',
]


@pytest.mark.parametrize("payload", PAYLOADS)
def test_sanitizer_output_has_nothing_active(payload):
    assert dangers(sanitize.clean_html(payload)) == []
    assert dangers(sanitize.html_to_markdown_inline(payload)) == []


@pytest.mark.parametrize("payload", PAYLOADS)
def test_payload_in_wikitext_renders_harmless(payload):
    assert (
        dangers(render(wikitext.convert(f"Text {payload} more\n* item {payload}").markdown)) == []
    )


@pytest.mark.parametrize("payload", PAYLOADS)
def test_payload_in_mdx_renders_harmless(payload):
    assert dangers(render(mdx.convert(f"Text {payload} more\n\nA\n{payload}").markdown)) == []


@pytest.mark.parametrize("name", ["hostile.wiki", "hostile.mdx"])
def test_hostile_fixture_renders_harmless_and_keeps_its_text(name):
    text = (FIXTURES / name).read_text(encoding="utf-8")
    markdown = (
        mdx.convert(text).markdown if name.endswith(".mdx") else wikitext.convert(text).markdown
    )
    html = render(markdown)
    assert dangers(html) == []
    visible = " ".join(inspect(html).text)
    for harmless in (
        ("hover me", "javascript link") if name.endswith(".wiki") else ("a link", "click")
    ):
        assert harmless in visible


def test_hostile_site_page_renders_harmless(tmp_path):
    source = tmp_path / "hostile.txt"
    body = (FIXTURES / "hostile.wiki").read_text(encoding="utf-8")
    source.write_text(
        "Wiki - User contributions [en]\n\nGamehelphostile\n\n2024-01-01T00:00:00Z\n\n"
        f"Mallory: <script>alert(1)</script>\n\n{body}"
    )
    rules = tmp_path / "rules.mdx"
    shutil.copy(FIXTURES / "hostile.mdx", rules)
    import_files([source, rules], tmp_path / "drafts", "never")
    pages = site.draft_pages(tmp_path / "drafts")
    assert len(pages) == 3
    for _, markdown in pages:
        assert dangers(render(markdown)) == []


def test_allow_list_keeps_formatting():
    assert sanitize.clean_html('<u title="t">u</u><sup>2</sup>') == '<u title="t">u</u><sup>2</sup>'
    assert sanitize.wrap_tag("script") is None
    assert sanitize.wrap_tag("div", 'onclick="x"') == ("", "")
