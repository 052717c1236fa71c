"""The XML declaration's encoding is honoured; DTDs and entities are refused by the parser."""

from __future__ import annotations

import codecs

import pytest
from rulesite.importer import detect, synthetic
from rulesite.importer.model import ImportInputError
from rulesite.importer.synthetic import Entry

TEXT = "== Café ==\nLa mêlée donne 3 points à chaque joueur."


def export(declared: str) -> str:
    item = Entry("Règles du café", "2024-01-01T10:00:00Z", "Zoë", "été", TEXT, 7)
    body = synthetic.mediawiki_export([item], lang="fr")
    return f'<?xml version="1.0" encoding="{declared}"?>\n' + body


@pytest.mark.parametrize(
    ("declared", "codec", "bom"),
    [
        ("UTF-16", "utf-16-le", b""),
        ("UTF-16", "utf-16-be", b""),
        ("utf-16", "utf-16-le", codecs.BOM_UTF16_LE),
        ("ISO-8859-1", "latin-1", b""),
        ("windows-1252", "cp1252", b""),
        ("UTF-8", "utf-8", codecs.BOM_UTF8),
        ("UTF-8", "utf-8", b""),
    ],
)
def test_declared_encoding_with_or_without_a_byte_order_mark(tmp_path, declared, codec, bom):
    path = tmp_path / "export.xml"
    path.write_bytes(bom + export(declared).encode(codec))
    parsed = detect.read(path)
    assert parsed.warnings == []
    [revision] = parsed.revisions
    assert revision.title == "Règles du café"
    assert revision.author == "Zoë" and revision.summary == "été"
    assert revision.text == TEXT


def test_a_file_declaring_an_unknown_encoding_is_refused_by_name(tmp_path):
    path = tmp_path / "export.xml"
    path.write_bytes(export("x-made-up").encode())
    with pytest.raises(ImportInputError, match="unknown encoding 'x-made-up'"):
        detect.read(path)


def test_undeclared_latin1_is_still_refused_as_not_utf8(tmp_path):
    path = tmp_path / "export.xml"
    path.write_bytes(export("UTF-8").replace("UTF-8", "utf-8").encode("latin-1") * 3)
    with pytest.raises(ImportInputError, match="not UTF-8 text"):
        detect.read(path)


LAUGHS = (
    '<!DOCTYPE mediawiki [<!ENTITY a "ha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">'
    '<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;">]>'
)
PAGE = (
    '<mediawiki xmlns="http://www.mediawiki.org/xml/export-0.11/"><page><title>X&c;</title>'
    "<revision><id>1</id><text>&c;</text></revision></page></mediawiki>"
)


@pytest.mark.parametrize(
    "before",
    [
        "",
        "<?xml version='1.0'?>",
        "<?pi > <mediawiki> ?>",
        "<!-- > <mediawiki> -->",
        "<?xml version='1.0'?>\n<!-- a note -->\n<?pi x?>",
    ],
)
def test_dtd_and_entity_declarations_are_refused_wherever_they_stand(tmp_path, before):
    path = tmp_path / "laughs.xml"
    path.write_text(before + LAUGHS + PAGE, encoding="utf-8")
    with pytest.raises(ImportInputError, match="document type declaration is not accepted"):
        detect.read(path)


def test_a_dtd_without_entities_is_refused_in_feeds_too(tmp_path):
    path = tmp_path / "feed.xml"
    path.write_text(
        '<?xml version="1.0"?><!DOCTYPE feed SYSTEM "http://example.com/feed.dtd">'
        '<feed xmlns="http://www.w3.org/2005/Atom"><title>T [en]</title></feed>',
        encoding="utf-8",
    )
    with pytest.raises(ImportInputError, match="document type declaration"):
        detect.read(path)
