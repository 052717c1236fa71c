"""Golden fixture pairs: ``<name>.wiki`` -> ``<name>.md``, ``<name>.mdx`` -> ``<name>.mdx.md``.

The sources are written for the project (no seed text). Regenerate an expected
file only after reading the difference: ``RULESITE_UPDATE_FIXTURES=1 pytest``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from rulesite.importer import mdx, wikitext

FIXTURES = Path(__file__).parent / "fixtures"
KNOWN_DRAFTS = {
    "Tips kaldor": "tips-kaldor.en",
    "Gamehelpkaldor": "gamehelpkaldor.en",
    "File:Kaldor board.png": "file-kaldor-board-png.en",
}
UPDATE = os.environ.get("RULESITE_UPDATE_FIXTURES") == "1"


def _convert(source: Path) -> str:
    text = source.read_text(encoding="utf-8")
    if source.suffix == ".mdx":
        return mdx.convert(text).markdown
    return wikitext.convert(text, KNOWN_DRAFTS.get, KNOWN_DRAFTS.get).markdown


def _expected(source: Path) -> Path:
    return (
        source.with_name(source.name + ".md")
        if source.suffix == ".mdx"
        else source.with_suffix(".md")
    )


SOURCES = sorted([*FIXTURES.glob("*.wiki"), *FIXTURES.glob("*.mdx")])


def test_every_fixture_has_its_pair():
    assert len(SOURCES) >= 12
    missing = [s.name for s in SOURCES if not _expected(s).exists()]
    assert not missing


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.name)
def test_fixture_pair(source):
    got = _convert(source)
    expected = _expected(source)
    if UPDATE:
        expected.write_text(got, encoding="utf-8")
    assert got == expected.read_text(encoding="utf-8")
