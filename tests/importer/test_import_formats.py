"""Format detection and the five readers, on synthetic files written for the tests."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from rulesite.importer import detect, synthetic
from rulesite.importer.formats import atomtext, contribs
from rulesite.importer.model import ImportInputError
from rulesite.importer.pipeline import convert_revision, import_files

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture
def entries():
    return synthetic.entries(seed=3, pages=3, revisions=3, author="Ada")


WRITERS = {
    "contributions-text": synthetic.contributions_text,
    "atom-stripped": synthetic.stripped_feed,
    "atom-xml": synthetic.atom_xml,
    "mediawiki-xml": synthetic.mediawiki_export,
}


@pytest.mark.parametrize("fmt", sorted(WRITERS))
def test_each_format_is_detected_and_read_back(tmp_path, entries, fmt):
    path = tmp_path / "input.txt"
    path.write_text(WRITERS[fmt](entries), encoding="utf-8")
    parsed = detect.read(path)
    assert parsed.source_format == fmt
    got = sorted((r.title, r.timestamp, r.author, r.summary, r.text) for r in parsed.revisions)
    want = sorted((e.title, e.timestamp, e.author, e.summary, e.text) for e in entries)
    assert got == want
    assert all(r.wiki_lang == "en" for r in parsed.revisions)
    if fmt != "contributions-text":
        assert sorted(r.revid for r in parsed.revisions) == sorted(e.revid for e in entries)


def test_feed_title_starting_with_digits_keeps_id_and_title_apart(tmp_path):
    entry = synthetic.Entry("7 Wonders", "2024-01-02T03:04:05Z", "Ada", "s", "== A ==", 8123)
    parsed = atomtext.parse(synthetic.stripped_feed([entry]), "feed")
    assert [(r.title, r.revid) for r in parsed.revisions] == [("7 Wonders", 8123)]


def test_feed_wikitext_markup_survives_the_html_layer():
    entry = synthetic.Entry(
        "Page", "2024-01-02T03:04:05Z", "Ada", "s", "a <u>b</u> &amp; c\nnext", 1
    )
    (revision,) = atomtext.parse(synthetic.stripped_feed([entry]), "feed").revisions
    assert revision.text == "a <u>b</u> &amp; c\nnext"


def test_contributions_dump_fields():
    text = (
        "Wiki - Contributi dell'utente [it]\n\nPagina uno\n\n2024-02-03T04:05:06Z\n\n"
        "Bea: /* A */ fix\n\n== A ==\ntext\n\nFile:Carta.png\n\n2024-01-01T00:00:00Z\n\n"
        "Bea:\n\nDescrizione."
    )
    parsed = contribs.parse(text, "dump.txt")
    first, second = parsed.revisions
    assert (first.title, first.author, first.summary, first.wiki_lang) == (
        "Pagina uno",
        "Bea",
        "/* A */ fix",
        "it",
    )
    assert first.text == "== A ==\ntext"
    assert (second.title, second.summary, second.text) == ("File:Carta.png", "", "Descrizione.")


def test_export_0_10_fixture():
    parsed = detect.read(FIXTURES / "export-0.10.xml")
    assert parsed.source_format == "mediawiki-xml"
    assert [(r.title, r.revid, r.author) for r in parsed.revisions] == [
        ("Gamehelpkaldor", 501, "Ada"),
        ("Gamehelpkaldor", 502, "192.0.2.7"),
        ("Tips kaldor", 510, None),
    ]
    assert "& a turn" in parsed.revisions[1].text
    assert any("not wikitext" in w for w in parsed.warnings)


def test_export_0_11_fixture_uses_the_main_slot_and_the_language():
    parsed = detect.read(FIXTURES / "export-0.11.xml")
    assert [r.revid for r in parsed.revisions] == [900, 905]
    assert all(r.wiki_lang == "it" for r in parsed.revisions)
    assert "6 spezie" in parsed.revisions[1].text and "{}" not in parsed.revisions[1].text


def test_atom_xml_fixture_marks_diff_entries_as_missing_text():
    parsed = detect.read(FIXTURES / "feed.atom.xml")
    assert parsed.source_format == "atom-xml"
    assert [(r.revid, r.text_missing) for r in parsed.revisions] == [
        (502, False),
        (510, False),
        (501, True),
    ]
    assert "spices &amp; 1 map" in parsed.revisions[0].text
    assert "<u>Underlined</u>" in parsed.revisions[0].text


def test_mdx_fixture_is_detected():
    parsed = detect.read(FIXTURES / "rules.mdx")
    assert parsed.source_format == "mdx"
    assert parsed.revisions[0].title == "How to Play"


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"", "empty"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "binary"),
        (bytes(range(128, 256)) * 40, "not UTF-8"),
        (b"just some words\nand more words\n", "not a recognised input format"),
        (b"<!DOCTYPE html><html><body>x</body></html>", "<html>"),
        (b'<?xml version="1.0"?><rss><channel/></rss>', "<rss>"),
        (
            b'<?xml version="1.0"?><!DOCTYPE m [<!ENTITY a "b">]><mediawiki>&a;</mediawiki>',
            "entities",
        ),
        (
            b'<mediawiki xmlns="http://www.mediawiki.org/xml/export-0.11/"><page><title>A',
            "malformed XML",
        ),
    ],
)
def test_bad_files_get_a_clear_error_naming_the_file(tmp_path, content, reason):
    path = tmp_path / "bad-input.dat"
    path.write_bytes(content)
    with pytest.raises(ImportInputError) as caught:
        detect.read(path)
    assert reason in str(caught.value)
    assert "bad-input.dat" in str(caught.value)


def test_truncated_export_keeps_complete_revisions_with_a_warning(entries):
    text = synthetic.mediawiki_export(entries)
    cut = text.rindex("<revision>") + 30
    parsed = detect.PARSERS["mediawiki-xml"](text[:cut], "cut.xml")
    assert len(parsed.revisions) == len(entries) - 1
    assert any("ends early" in w for w in parsed.warnings)


def test_file_cut_inside_a_utf8_character_is_read_with_a_warning(tmp_path, entries):
    data = synthetic.contributions_text(entries).encode() + "é".encode()[:1]
    path = tmp_path / "cut.txt"
    path.write_bytes(data)
    parsed = detect.read(path)
    assert len(parsed.revisions) == len(entries)
    assert any("U+FFFD" in w for w in parsed.warnings)


@pytest.mark.parametrize("piece", ["http://", "http://w?title=T&diff=1", "<a", "{", "a"])
def test_a_long_line_without_spaces_is_refused_with_what_each_format_needs(piece):
    # Detection once took over 300 s on such a line (quadratic patterns); how long it takes
    # now is measured by bench/bench_importer.py (its "line without spaces" table), not here.
    text = piece * (1_000_000 // len(piece))
    with pytest.raises(ImportInputError) as refused:
        detect.detect(text, "line.txt")
    message = str(refused.value)
    assert message.startswith("line.txt: not a recognised input format")
    assert "<mediawiki>" in message and "diff=<id>" in message


def test_feed_entry_urls_have_a_bounded_length():
    url = "http://w/" + "x" * 600 + "?title=T&diff=1T2024-01-01T00:00:00Z<p>"
    assert not atomtext.looks_like(url)
    assert atomtext.looks_like("http://w/index.php?title=T&diff=1T2024-01-01T00:00:00Z<p>")


def test_every_slot_of_a_multi_slot_revision_is_kept(tmp_path):
    out = tmp_path / "drafts"
    import_files([FIXTURES / "export-0.11.xml"], out, "never")
    meta = json.loads((out / "gamehelpkaldor.it" / "meta.json").read_text())
    assert meta["revisions"][0]["slots"] == [{"role": "extra", "model": "json"}]
    draft = (out / "gamehelpkaldor.it" / "draft.md").read_text()
    assert draft.endswith("## Slot: extra (json)\n\n```text\n{}\n```\n")
    assert "6 spezie" in draft.split("## Slot")[0]


def test_a_wikitext_slot_is_converted_like_the_main_text(tmp_path):
    export = (
        '<mediawiki xmlns="http://www.mediawiki.org/xml/export-0.11/" xml:lang="en"><page>'
        "<title>Gamehelpkaldor</title><revision><id>5</id><timestamp>2024-01-01T00:00:00Z"
        "</timestamp><model>wikitext</model><text>Main '''text'''.</text>"
        "<content><role>notes</role><model>wikitext</model><text>* one\n* two</text></content>"
        '<content><role>data</role><model>json</model><text>{"n": 3}</text></content>'
        "</revision></page></mediawiki>"
    )
    path = tmp_path / "slots.xml"
    path.write_text(export, encoding="utf-8")
    [revision] = detect.read(path).revisions
    assert [(s.role, s.model, s.text) for s in revision.slots] == [
        ("notes", "wikitext", "* one\n* two"),
        ("data", "json", '{"n": 3}'),
    ]
    markdown = convert_revision(revision, lambda title: None).markdown
    assert "Main **text**." in markdown
    assert "## Slot: notes (wikitext)\n\n- one\n- two\n" in markdown
    assert '## Slot: data (json)\n\n```text\n{"n": 3}\n```' in markdown
