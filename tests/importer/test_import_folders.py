"""Draft folders: unique and stable names, merging into an earlier import, the exit-2 contract."""

from __future__ import annotations

import json
from pathlib import Path

from rulesite.importer import drafts, synthetic
from rulesite.importer.cli import main
from rulesite.importer.synthetic import Entry

LONG = "Rules of the very long game title that goes on and on past the eighty characters of a slug "


def entry(title: str, revid: int, day: int = 1, author: str = "Ann", text: str = "") -> Entry:
    body = text or f"== About ==\n{title} has {revid} tokens."
    return Entry(title, f"2024-01-{day:02d}T10:00:00Z", author, "edit", body, revid)


def export(path: Path, items: list[Entry]) -> Path:
    path.write_text(synthetic.mediawiki_export(items), encoding="utf-8")
    return path


def metas(out: Path) -> dict[str, dict]:
    return {
        folder.name: json.loads((folder / "meta.json").read_text())
        for folder in out.iterdir()
        if (folder / "meta.json").is_file()
    }


def test_titles_that_slug_alike_get_one_folder_each_and_the_renames_are_reported(tmp_path, capsys):
    titles = ["Foo bar", "Foo-bar", "Café", "Cafe", LONG + "A", LONG + "B", "Other"]
    source = export(tmp_path / "a.xml", [entry(t, n) for n, t in enumerate(titles, 1)])
    assert main([str(source), "--out", str(tmp_path / "out")]) == 0
    found = metas(tmp_path / "out")
    assert sorted(m["title"] for m in found.values()) == sorted(titles)
    out = capsys.readouterr().out
    assert "7 drafts" in out
    assert out.count("renamed:") == 3
    assert "“Foo-bar” (en) is written to foo-bar-" in out and "belongs to “Foo bar”" in out


def test_folder_names_are_stable_from_run_to_run(tmp_path):
    titles = ["Foo-bar", "Foo bar", "foo BAR"]
    source = export(tmp_path / "a.xml", [entry(t, n) for n, t in enumerate(titles, 1)])
    main([str(source), "--out", str(tmp_path / "one"), "-q"])
    main([str(source), "--out", str(tmp_path / "two"), "-q"])
    first = {m["title"]: name for name, m in metas(tmp_path / "one").items()}
    assert first == {m["title"]: name for name, m in metas(tmp_path / "two").items()}
    # Importing only one of them later into the same folder keeps its folder.
    alone = export(tmp_path / "b.xml", [entry("Foo-bar", 9, day=5)])
    main([str(alone), "--out", str(tmp_path / "one"), "-q"])
    assert {m["title"]: name for name, m in metas(tmp_path / "one").items()} == first
    assert len(metas(tmp_path / "one")[first["Foo-bar"]]["revisions"]) == 2


def test_reimport_with_one_newer_revision_keeps_the_whole_history(tmp_path, capsys):
    old = [entry("Kaldor", 100 + n, day=n, author=f"A{n % 2}") for n in range(1, 7)]
    out = tmp_path / "out"
    main([str(export(tmp_path / "old.xml", old)), "--out", str(out), "-q"])
    newer = export(tmp_path / "new.xml", [entry("Kaldor", 200, day=20, text="Now 9 tokens.")])
    assert main([str(newer), "--out", str(out)]) == 0
    assert "kaldor.en: help, unknown game, 7 revision(s), 6 kept from the earlier import" in (
        capsys.readouterr().out
    )
    meta = metas(out)["kaldor.en"]
    assert [r["id"] for r in meta["revisions"]] == [200, 106, 105, 104, 103, 102, 101]
    assert "Now 9 tokens." in (out / "kaldor.en" / "draft.md").read_text()
    for revision in meta["revisions"][1:]:
        text = (out / "kaldor.en" / revision["file"]).read_text()
        assert f"has {revision['id']} tokens" in text
    # The same file again changes nothing: revisions are matched, not added twice.
    main([str(newer), "--out", str(out), "-q"])
    assert len(metas(out)["kaldor.en"]["revisions"]) == 7


def test_revisions_without_ids_merge_by_timestamp_and_author(tmp_path):
    def dump(items: list[Entry]) -> Path:
        path = tmp_path / f"dump{len(items)}.txt"
        path.write_text(synthetic.contributions_text(items), encoding="utf-8")
        return path

    first = [entry("Gamehelpkaldor", 0, day=1), entry("Gamehelpkaldor", 0, day=2)]
    main([str(dump(first)), "--out", str(tmp_path / "out"), "-q"])
    again = [first[1], entry("Gamehelpkaldor", 0, day=3, author="Bo"),
             entry("Gamehelpkaldor", 0, day=4), entry("Gamehelpkaldor", 0, day=5)]  # fmt: skip
    main([str(dump(again)), "--out", str(tmp_path / "out"), "-q"])
    stamps = [
        r["timestamp"][8:10] for r in metas(tmp_path / "out")["gamehelpkaldor.en"]["revisions"]
    ]
    assert stamps == ["05", "04", "03", "02", "01"]


def test_a_conflicting_folder_is_found_before_anything_is_written(tmp_path, capsys):
    source = export(tmp_path / "a.xml", [entry(t, n) for n, t in enumerate(["Aa", "Bb", "Cc"])])
    out = tmp_path / "out"
    (out / "cc.en").mkdir(parents=True)
    (out / "cc.en" / "notes.txt").write_text("mine")
    assert main([str(source), "--out", str(out)]) == 2
    assert "cc.en: exists and is not a draft folder" in capsys.readouterr().err
    assert sorted(p.name for p in out.iterdir()) == ["cc.en"]


def test_a_damaged_earlier_draft_is_refused_before_writing(tmp_path, capsys):
    out = tmp_path / "out"
    main(
        [str(export(tmp_path / "a.xml", [entry("Aa", 1), entry("Zz", 2)])), "--out", str(out), "-q"]
    )
    meta = out / "zz.en" / "meta.json"
    data = json.loads(meta.read_text())
    data["revisions"][0]["file"] = "../../escape.md"
    meta.write_text(json.dumps(data))
    before = (out / "aa.en" / "meta.json").read_text()
    newer = export(tmp_path / "b.xml", [entry("Aa", 3, day=9), entry("Zz", 4, day=9)])
    assert main([str(newer), "--out", str(out)]) == 2
    assert "is not a file of the draft" in capsys.readouterr().err
    assert (out / "aa.en" / "meta.json").read_text() == before


def test_a_failure_after_writing_is_exit_1_and_names_what_was_written(
    tmp_path, capsys, monkeypatch
):
    source = export(tmp_path / "a.xml", [entry(t, n) for n, t in enumerate(["Aa", "Bb", "Cc"])])
    real_write = drafts.write

    def write(out: Path, content: drafts.DraftContent) -> Path:
        if content.page.key == "bb.en":
            raise OSError(28, "No space left on device", str(out / "bb.en"))
        return real_write(out, content)

    monkeypatch.setattr(drafts, "write", write)
    code = main([str(source), "--out", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert code == 1
    assert "No space left on device" in err and "bb.en" in err
    assert "1 draft(s) written before the failure: aa.en" in err
    assert "not written: bb.en, cc.en" in err
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["aa.en"]


def test_importing_only_older_revisions_keeps_the_newer_draft_and_its_links(tmp_path):
    out = tmp_path / "out"
    newer = [entry("Kaldor", 50, day=9, text="See [[Other]] for 4 tokens."), entry("Other", 51)]
    main([str(export(tmp_path / "new.xml", newer)), "--out", str(out), "-q"])
    older = export(tmp_path / "old.xml", [entry("Kaldor", 40, day=2)])
    assert main([str(older), "--out", str(out), "-q"]) == 0
    meta = metas(out)["kaldor.en"]
    assert [r["id"] for r in meta["revisions"]] == [50, 40]
    assert meta["links"] == [{"title": "Other", "target": "other.en"}]
    assert (
        "[Other](../other.en/draft.md) for 4 tokens."
        in (out / "kaldor.en" / "draft.md").read_text()
    )
