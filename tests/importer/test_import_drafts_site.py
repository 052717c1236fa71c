"""Draft folders (the contract with the site build) and the site pages made from them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from rulesite.importer import drafts, site
from rulesite.importer.pipeline import import_files

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture
def out(tmp_path):
    folder = tmp_path / "drafts"
    import_files([FIXTURES / "export-0.10.xml", FIXTURES / "export-0.11.xml"], folder, "never")
    return folder


def test_one_folder_per_page_and_language(out):
    names = sorted(p.name for p in drafts.draft_folders(out))
    assert names == ["gamehelpkaldor.en", "gamehelpkaldor.it", "tips-kaldor.en"]


def test_meta_json_describes_the_page(out):
    meta = json.loads((out / "gamehelpkaldor.en" / "meta.json").read_text())
    assert meta["format"] == drafts.FORMAT_VERSION
    assert (meta["title"], meta["slug"], meta["lang"], meta["kind"]) == (
        "Gamehelpkaldor",
        "gamehelpkaldor",
        "en",
        "help",
    )
    assert meta["game"] == "kaldor"
    assert meta["source"] == {
        "file": "export-0.10.xml",
        "format": "mediawiki-xml",
        "format_label": "MediaWiki XML export",
    }
    assert [(r["id"], r["author"], r["file"]) for r in meta["revisions"]] == [
        (502, "192.0.2.7", "draft.md"),
        (501, "Ada", "history/1-501.md"),
    ]
    assert meta["contributors"] == [{"name": "192.0.2.7", "edits": 1}, {"name": "Ada", "edits": 1}]
    assert meta["links"] == [{"title": "Tips kaldor", "target": "tips-kaldor.en"}]


def test_draft_history_and_report_files(out):
    folder = out / "gamehelpkaldor.en"
    assert "5 spices" in (folder / "draft.md").read_text()
    assert "4 spices" in (folder / "history" / "1-501.md").read_text()
    assert "[the tips](../tips-kaldor.en/draft.md)" in (folder / "draft.md").read_text()
    report = (folder / "report.md").read_text()
    assert "| 5 |" in report and "| 4 |" in report


def test_reimport_replaces_a_draft_but_never_a_foreign_folder(out, tmp_path):
    stale = out / "gamehelpkaldor.en" / "history" / "9-stale.md"
    stale.write_text("old")
    import_files([FIXTURES / "export-0.10.xml"], out, "never")
    assert not stale.exists()
    (out / "tips-kaldor.en" / "meta.json").unlink()
    with pytest.raises(Exception, match="not a draft folder"):
        import_files([FIXTURES / "export-0.10.xml"], out, "never")


def test_site_pages_paths_and_content(out):
    pages = dict(site.draft_pages(out))
    assert sorted(pages) == [
        "imported/en/gamehelpkaldor/index.md",
        "imported/en/tips-kaldor/index.md",
        "imported/index.md",
        "imported/it/gamehelpkaldor/index.md",
    ]
    help_page = pages["imported/en/gamehelpkaldor/index.md"]
    assert help_page.startswith('---\ntitle: "Gamehelpkaldor"\n---\n\n# Gamehelpkaldor\n')
    assert '!!! warning "Imported, not yet verified"' in help_page
    assert "export-0.10.xml" in help_page and "r502" in help_page
    assert "## Revision history" in help_page and "## Contributors" in help_page
    assert "## Revision report" in help_page and "\n# Revision report" not in help_page
    assert "](../../en/tips-kaldor/index.md)" in help_page
    assert "## Strategy tips" in help_page


def test_tips_page_points_back_to_the_help_pages(out):
    tips = dict(site.draft_pages(out))["imported/en/tips-kaldor/index.md"]
    assert (
        "](../../en/gamehelpkaldor/index.md)" in tips
        and "](../../it/gamehelpkaldor/index.md)" in tips
    )


def test_index_lists_every_draft(out):
    index = dict(site.draft_pages(out))["imported/index.md"]
    assert index.count("](en/") == 2 and index.count("](it/") == 1
    assert "3 imported drafts." in index


def test_link_to_a_draft_that_is_missing_points_to_the_index(out):
    (out / "tips-kaldor.en" / "meta.json").unlink()
    page = dict(site.draft_pages(out))["imported/en/gamehelpkaldor/index.md"]
    assert "[the tips](../../index.md)" in page


def test_level_one_headings_in_a_draft_move_down(tmp_path):
    source = tmp_path / "dump.txt"
    source.write_text(
        "Wiki - User contributions [en]\n\nPage\n\n2020-01-01T00:00:00Z\n\nAda: x\n\n"
        "= Big =\ntext\n```\n# not a heading\n```\n"
    )
    import_files([source], tmp_path / "d", "never")
    page = dict(site.draft_pages(tmp_path / "d"))["imported/en/page/index.md"]
    assert "\n## Big\n" in page and page.count("\n# ") == 1  # only the page title


def test_metadata_from_a_hostile_source_is_escaped(tmp_path):
    source = tmp_path / "dump.txt"
    source.write_text(
        "Wiki - User contributions [en]\n\nPage <b>x</b>\n\n2020-01-01T00:00:00Z\n\n"
        "Mallory: <script>alert(1)</script> {: onclick=x } [a](javascript:b) | x\n\ntext\n"
    )
    import_files([source], tmp_path / "d", "never")
    page = dict(site.draft_pages(tmp_path / "d"))["imported/en/page-b-x-b/index.md"]
    assert page.startswith('---\ntitle: "Page \\u2039b\\u203ax\\u2039/b\\u203a"\n---\n')
    assert "<script>" not in page and "<b>" not in page and "{:" not in page
    assert "](javascript" not in page and "Mallory" in page and "b) | x" not in page
