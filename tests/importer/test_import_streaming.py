"""Large exports are read page by page: texts wait on disk, the XML is fed in pieces."""

from __future__ import annotations

from rulesite.importer import detect, synthetic
from rulesite.importer.formats import mwxml
from rulesite.importer.pipeline import import_files
from rulesite.importer.store import TextStore, text_digest, text_size


def test_each_revision_is_handed_over_as_soon_as_its_page_is_read():
    items = synthetic.entries(seed=5, pages=6, revisions=2)
    text = synthetic.mediawiki_export(items)
    pieces = [text[i : i + 2000] for i in range(0, len(text), 2000)]
    fed = 0

    def feed():
        nonlocal fed
        for piece in pieces:
            fed += 1
            yield piece

    seen_at = []

    def keep(revision):
        seen_at.append(fed)
        return revision

    parsed = mwxml.parse(feed(), "export.xml", keep)
    assert len(parsed.revisions) == len(items) == len(seen_at)
    assert seen_at[0] < len(pieces) / 3 and seen_at == sorted(seen_at)


def test_texts_kept_on_disk_come_back_unchanged(tmp_path):
    items = synthetic.entries(seed=6, pages=3, revisions=3)
    path = tmp_path / "export.xml"
    path.write_text(synthetic.mediawiki_export(items), encoding="utf-8")
    whole = detect.read(path).revisions
    with TextStore() as store:
        kept = detect.read(path, store.keep).revisions
        assert all(r.text == "" and r.spilled is not None for r in kept)
        assert [text_digest(r) for r in kept] == [text_digest(r) for r in whole]
        assert [text_size(r) for r in kept] == [len(r.text) for r in whole]
        assert [store.load(r) for r in kept] == whole


def test_an_import_writes_the_texts_it_kept_on_disk(tmp_path):
    items = synthetic.entries(seed=7, pages=2, revisions=2)
    path = tmp_path / "export.xml"
    path.write_text(synthetic.mediawiki_export(items), encoding="utf-8")
    result = import_files([path], tmp_path / "out", "never")
    assert all(r.text == "" for page in result.pages for r in page.revisions)
    newest = {e.title: e for e in sorted(items, key=lambda e: e.timestamp)}
    for page, folder in zip(result.pages, result.folders, strict=True):
        draft = (folder / "draft.md").read_text()
        intro = next(line for line in newest[page.title].text.split("\n") if "Intro:" in line)
        assert intro in draft
