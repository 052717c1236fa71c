"""The real seed corpus in ../shared/seeds: every file imports as its README describes.

Expected pages, revision counts and languages are read from the corpus README's
table, not typed here. The checks: page and revision counts per page, one
author per contributions file (the feed's ``user=`` for the feed), the newest
revision (found in the raw file independently of the importer) is the draft,
every heading and list item of that revision is in the rendered Markdown, the
Welcome To roundabout ranges show up as a disagreement, and the same revisions
re-written as MediaWiki XML and Atom XML import to the same drafts. Drafts go
to a temporary folder; nothing from the seeds is written into the repository.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import mwparserfromhell
import pytest
from importer_html import inspect, render
from rulesite.importer import detect, jsx, synthetic
from rulesite.importer.pages import build_pages
from rulesite.importer.pipeline import import_files
from rulesite.importer.titles import canonical_title
from rulesite.importer.wikitext import convert

pytestmark = pytest.mark.seeds
ENTRY = re.compile(r"(?P<title>[^,()]+?) \((?P<count>\d+)(?:, (?P<lang>[a-z]{2,3}))?\)")
STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")
FEED_ENTRY = re.compile(r"[?&]title=([^&\s]+)&diff=\d+\D.*?(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)<p>")


def readme_rows(seeds: Path) -> dict[str, dict[str, object]]:
    """The README's table: file -> {"lang": header language, "pages": {(title, lang): count}}."""
    rows = {}
    for line in (seeds / "README.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 4 or not cells[0].endswith(".txt"):
            continue
        header_lang = cells[2].split()[0]
        pages = {
            (m["title"].strip(), m["lang"] or header_lang): int(m["count"])
            for m in ENTRY.finditer(cells[3])
        }
        rows[cells[0]] = {"lang": header_lang, "pages": pages}
    return rows


@pytest.fixture(scope="module")
def rows(seeds_dir):
    found = readme_rows(seeds_dir)
    assert len(found) == 5, "the seed README's table changed shape"
    return found


@pytest.fixture(scope="module")
def imported(seeds_dir, rows, tmp_path_factory):
    """Each seed file imported on its own: file -> (drafts folder, {folder name: meta})."""
    result = {}
    for name in rows:
        out = tmp_path_factory.mktemp("drafts") / name
        import_files([seeds_dir / name], out, "never")
        metas = {p.name: json.loads((p / "meta.json").read_text()) for p in out.iterdir()}
        result[name] = (out, metas)
    return result


def newest_stamps(text: str, fmt: str) -> dict[str, str]:
    """The newest timestamp per page title, read straight from the raw file."""
    found: dict[str, str] = {}
    if fmt == "atom-stripped":
        pairs = [(canonical_title(t), s) for t, s in FEED_ENTRY.findall(text)]
    else:
        lines = text.split("\n")
        pairs = [
            (lines[i - 2].strip(), line.strip())
            for i, line in enumerate(lines)
            if i >= 2 and STAMP.fullmatch(line.strip()) and not lines[i - 1].strip()
        ]
    for title, stamp in pairs:
        found[title] = max(found.get(title, ""), stamp)
    return found


def words(text: str) -> str:
    return " ".join("".join(c if c.isalnum() else " " for c in text.lower()).split())


def rendered_words(markdown: str) -> str:
    return words(" ".join(inspect(render(markdown)).text))


def wiki_items(wikitext: str) -> list[str]:
    """Headings and list items (wiki and dash lists) of a revision, as plain text."""
    items = [h.title.strip_code() for h in mwparserfromhell.parse(wikitext).filter_headings()]
    for line in wikitext.split("\n"):
        marker = len(line) - len(line.lstrip("*#:;-"))
        if marker and not line.startswith("----"):
            items.append(mwparserfromhell.parse(line[marker:]).strip_code())
    return [item for item in items if words(item)]


@pytest.mark.parametrize("name", ["000", "001", "002", "003", "004"])
def test_pages_and_revision_counts_match_the_readme(rows, imported, name):
    file = next(f for f in rows if f.startswith(name))
    expected = rows[file]["pages"]
    _, metas = imported[file]
    got = {(m["title"], m["lang"]): len(m["revisions"]) for m in metas.values()}
    if not expected:  # the MDX rules page: one page, one revision
        assert list(got.values()) == [1]
        assert next(iter(metas.values()))["kind"] == "rules"
    else:
        assert got == expected


@pytest.mark.parametrize("name", ["000", "002", "003", "004"])
def test_one_author_per_contributions_file(seeds_dir, rows, imported, name):
    file = next(f for f in rows if f.startswith(name))
    _, metas = imported[file]
    authors = {r["author"] for m in metas.values() for r in m["revisions"]}
    assert len(authors) == 1
    (author,) = authors
    text = (seeds_dir / file).read_text(encoding="utf-8")
    assert author
    assert f"\n{author}:" in text or f"<p>{author}:" in text
    if "user=" in text:
        assert f"user={author}&" in text


@pytest.mark.parametrize("name", ["000", "002", "003", "004"])
def test_newest_revision_is_the_draft(seeds_dir, rows, imported, name):
    file = next(f for f in rows if f.startswith(name))
    out, metas = imported[file]
    text = (seeds_dir / file).read_text(encoding="utf-8")
    newest = newest_stamps(text, detect.detect(text, file))
    for folder, meta in metas.items():
        stamps = [r["timestamp"] for r in meta["revisions"]]
        assert stamps == sorted(stamps, reverse=True)
        with_text = [r for r in meta["revisions"] if not r["text_missing"]]
        assert with_text[0]["file"] == "draft.md"
        assert meta["revisions"][0]["timestamp"] == newest[meta["title"]]
        assert (out / folder / "draft.md").read_text().strip()


@pytest.mark.parametrize("name", ["000", "002", "003", "004"])
def test_every_heading_and_list_item_of_the_newest_revision_survives(seeds_dir, rows, name):
    file = next(f for f in rows if f.startswith(name))
    parsed = detect.read(seeds_dir / file)
    checked = 0
    for page in build_pages(parsed.revisions):
        markdown = rendered_words(convert(page.newest.text).markdown)
        missing = [item for item in wiki_items(page.newest.text) if words(item) not in markdown]
        assert not missing, f"{page.title}: {missing[:3]}"
        checked += len(wiki_items(page.newest.text))
    assert checked > 20


def test_mdx_prose_headings_and_rows_survive(seeds_dir, rows, imported):
    file = next(f for f in rows if f.startswith("001"))
    out, metas = imported[file]
    (folder,) = metas
    markdown = (out / folder / "draft.md").read_text()
    text = rendered_words(markdown)
    source = jsx.strip_jsx((seeds_dir / file).read_text(encoding="utf-8")).text
    lines = [line for line in source.split("\n") if words(line) and "\x00" not in line]
    missing = [line for line in lines if " ".join(words(c) for c in line.split("\t")) not in text]
    assert len(lines) > 200
    assert set(missing) <= {metas[folder]["title"].split(": ")[-1]}  # the title is the page's H1
    assert markdown.count("\n## ") >= 4 and markdown.count("\n### ") >= 20
    assert "{" not in markdown and "=>" not in markdown


def test_all_files_together_merge_pages_and_show_the_roundabout_disagreement(
    seeds_dir, rows, tmp_path
):
    import_files(sorted(seeds_dir.glob("*.txt")), tmp_path, "never")
    metas = {p.name: json.loads((p / "meta.json").read_text()) for p in tmp_path.iterdir()}
    totals: dict[tuple[str, str], int] = {}
    for row in rows.values():
        for key, count in row["pages"].items():
            totals[key] = totals.get(key, 0) + count
    got = {
        (m["title"], m["lang"]): len(m["revisions"]) for m in metas.values() if m["kind"] != "rules"
    }
    assert got == totals
    report = (tmp_path / "gamehelpwelcometo.en" / "report.md").read_text()
    table = report.split("## Where the revisions disagree")[1].split("## Changes")[0]
    for numbers in ("0–17, 0–17", "0–17, 1–17", "0–18, 1–18"):
        assert f"| {numbers} |" in table
    tips = json.loads((tmp_path / "tips-welcometo.en" / "meta.json").read_text())
    assert tips["kind"] == "tips" and tips["game"] == metas["gamehelpwelcometo.en"]["game"]


@pytest.mark.parametrize(
    ("name", "writer"),
    [
        ("000", synthetic.mediawiki_export),
        ("002", synthetic.atom_xml),
        ("004", synthetic.stripped_feed),
    ],
)
def test_same_revisions_in_another_format_give_the_same_drafts(
    seeds_dir, rows, imported, tmp_path, name, writer
):
    file = next(f for f in rows if f.startswith(name))
    out, metas = imported[file]
    parsed = detect.read(seeds_dir / file)
    entries = [
        synthetic.Entry(
            r.title, r.timestamp or "", r.author or "", r.summary, r.text, r.revid or 9000 + i
        )
        for i, r in enumerate(parsed.revisions)
    ]
    again = tmp_path / "again.dat"
    again.write_text(writer(entries, lang=rows[file]["lang"]), encoding="utf-8")
    import_files([again], tmp_path / "out", "never")
    for folder in metas:
        assert (tmp_path / "out" / folder / "draft.md").read_text() == (
            out / folder / "draft.md"
        ).read_text()
