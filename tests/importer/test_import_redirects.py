"""``#REDIRECT [[Target]]``: a link to its target, never a page of its own."""

from __future__ import annotations

import json

from rulesite.importer import synthetic, wikitext
from rulesite.importer.cli import main
from rulesite.importer.redirects import follow, redirect_target
from rulesite.importer.synthetic import Entry


def run(tmp_path, items: list[Entry]) -> int:
    source = tmp_path / "export.xml"
    source.write_text(synthetic.mediawiki_export(items), encoding="utf-8")
    return main([str(source), "--out", str(tmp_path / "out")])


def test_redirect_pages_get_no_draft_and_links_to_them_reach_the_target(tmp_path, capsys):
    items = [
        Entry("Pear", "2024-01-01T10:00:00Z", "Ann", "", "== Pear ==\nA pear is worth 3.", 1),
        Entry("Poire", "2024-01-02T10:00:00Z", "Ann", "moved", "#REDIRECT [[Pear]]", 2),
        Entry("Apple", "2024-01-03T10:00:00Z", "Ann", "", "See [[Poire]] for the pear.", 3),
    ]
    assert run(tmp_path, items) == 0
    out = capsys.readouterr().out
    assert "redirect, no draft: Poire -> Pear" in out
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["apple.en", "pear.en"]
    apple = (tmp_path / "out" / "apple.en" / "draft.md").read_text()
    assert "[Poire](../pear.en/draft.md)" in apple
    meta = json.loads((tmp_path / "out" / "apple.en" / "meta.json").read_text())
    assert meta["links"] == [{"title": "Poire", "target": "pear.en"}]


def test_a_redirect_revision_reads_as_a_link_not_a_numbered_list():
    markdown = wikitext.convert("#REDIRECT [[Pear#Scoring|pears]]", lambda t: "pear.en").markdown
    assert markdown.strip() == "Redirect to [Pear#Scoring](../pear.en/draft.md)"
    assert "1." not in wikitext.convert("#redirect:[[Pear]]").markdown


def test_redirect_target_and_chains():
    assert redirect_target("  #REDIRECT [[pear_tree#Fruit]]\n[[Category:Fruit]]") == "Pear tree"
    assert redirect_target("#WEITERLEITUNG [[Birne]]") == "Birne"
    assert redirect_target("# Redirect rules\n") is None
    assert redirect_target("Text\n#REDIRECT [[Pear]]") is None
    assert follow("A", {"A": "B", "B": "C"}) == "C"
    assert follow("A", {"A": "B", "B": "A"}) == "B"


def test_a_page_that_became_a_redirect_says_its_older_text_is_not_written(tmp_path, capsys):
    items = [
        Entry("Pear", "2024-01-01T10:00:00Z", "Ann", "", "A pear is worth 3.", 1),
        Entry("Poire", "2024-01-01T10:00:00Z", "Bo", "", "Une poire vaut 3.", 2),
        Entry("Poire", "2024-01-02T10:00:00Z", "Bo", "moved", "#REDIRECT [[Pear]]", 3),
    ]
    assert run(tmp_path, items) == 0
    err = capsys.readouterr().err
    assert "Poire (en) now redirects to Pear, so it gets no draft; 1 older revision(s)" in err
    assert "Bo · r2" in err
