"""Property tests: random and mangled input never crashes, hangs or leaks markup."""

from __future__ import annotations

import time

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from importer_html import dangers, render
from rulesite.importer import detect, jsx, mdx, synthetic, wikitext
from rulesite.importer.formats import atomtext, contribs, mwxml
from rulesite.importer.model import ImportInputError

TOKENS = [
    "'''", "''", "[[", "]]", "[", "]", "{{", "}}", "{|", "|}", "|-", "|", "!", "==", "=",
    "\n", "\n\n", "*", "#", ":", ";", "-", "--", "<b>", "</b>", "<u>", "<br />", "<pre>",
    "</pre>", "<nowiki>", "<ref>", "</ref>", "<!--", "-->", "&amp;", "&nbsp;", "&#0;",
    "&#x110000;", "<script>", "</script>", "<img src=x onerror=alert(1)>", "[[File:", "[[Category:",
    "http://x.org", "javascript:", "{{unknown|", "<unknown>", "</unknown>", "§ ", "```", "~~~",
    "{:", "!!!", "\x00", "\ufffd", "{{{", "}}}", "<gallery>", "</gallery>", "word", " ", "1. ",
]  # fmt: skip
wikitext_like = st.lists(st.one_of(st.sampled_from(TOKENS), st.text(max_size=8)), max_size=80).map(
    "".join
)
SETTINGS = settings(max_examples=300, deadline=2000, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(wikitext_like)
@example("!!!http://x.org")  # a bang before a link once made an image: a request elsewhere
@example("<pre></pre>")
def test_wikitext_conversion_never_fails_and_stays_harmless(text):
    result = wikitext.convert(text, lambda t: None, lambda t: None)
    assert isinstance(result.markdown, str)
    assert dangers(render(result.markdown)) == []


@SETTINGS
@given(st.text(max_size=400))
def test_any_text_converts(text):
    assert isinstance(wikitext.convert(text).markdown, str)
    assert isinstance(mdx.convert(text).markdown, str)


@SETTINGS
@given(
    st.lists(
        st.sampled_from(["{", "}", "'", '"', "`", "/*", "*/", "//", "\n", "x", "<A>", "{/*"]),
        max_size=60,
    ).map("".join)
)
def test_jsx_stripping_never_fails_and_keeps_line_count_bounded(text):
    stripped = jsx.strip_jsx(text)
    assert stripped.text.count("\n") <= text.count("\n")


@settings(max_examples=60, deadline=5000)
@given(st.integers(0, 10_000), st.floats(0.0, 1.0))
def test_truncated_files_of_every_format_parse_or_fail_clearly(seed, cut):
    items = synthetic.entries(seed, 2, 2)
    for writer in (
        synthetic.contributions_text,
        synthetic.stripped_feed,
        synthetic.atom_xml,
        synthetic.mediawiki_export,
    ):
        text = writer(items)
        text = text[: int(len(text) * cut)]
        try:
            fmt = detect.detect(text, "cut")
            parsed = detect.PARSERS[fmt](text, "cut")
        except ImportInputError as error:
            assert "cut" in str(error)
            continue
        assert len(parsed.revisions) <= len(items)


@settings(max_examples=100, deadline=2000)
@given(st.binary(max_size=2000))
def test_random_bytes_are_refused_or_read(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("bin") / "random.bin"
    path.write_bytes(data)
    try:
        detect.read(path)
    except ImportInputError as error:
        assert "random.bin" in str(error)


@settings(max_examples=40, deadline=5000)
@given(wikitext_like)
def test_readers_accept_mangled_page_text(text):
    entry = synthetic.Entry("Page", "2024-01-01T00:00:00Z", "Ada", "s", text, 5)
    for parse, writer in ((contribs.parse, synthetic.contributions_text),
                          (atomtext.parse, synthetic.stripped_feed),
                          (mwxml.parse, synthetic.mediawiki_export)):  # fmt: skip
        parsed = parse(writer([entry]), "x")
        assert len(parsed.revisions) <= 2


def _cpu_seconds(text: str) -> float:
    started = time.process_time()
    wikitext.convert(text)
    return time.process_time() - started


def test_pathological_markup_stays_fast_and_linear():
    """Unclosed constructs make the parser backtrack; the chunking keeps the cost linear."""
    for unit in ("<b>", "[[a|", "{|\n", "{{a|", "<!--", "''", "[http://x ", "<ref>", "-{"):
        small = _cpu_seconds(unit * 10_000)
        large = _cpu_seconds(unit * 40_000)
        assert large < 10, unit
        if large > 0.5:
            assert large < 8 * small, (unit, small, large)  # linear: 4x, quadratic: 16x
