"""``python -m rulesite new-game DRAFT``: a rulebook skeleton for a new game folder."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from rulesite import pages
from rulesite.__main__ import main as rulesite_main
from rulesite.importer import drafts, newgame, site, skeleton
from rulesite.importer.pipeline import import_files

import rulebooks
from rulebooks.core import registry
from rulebooks.core.rules import RULE_ID
from rulebooks.core.texts import rule_ids_in
from tests.conftest import build_site

FIXTURES = Path(__file__).parent / "fixtures"
SENTENCE = re.compile(r"[^.!?\n]{20,}[.!?]")


def headings(markdown: str) -> list[str]:
    """Section headings; the skeleton's "Overview" holds what came before the first one."""
    found = re.finditer(r"^(#{2,6}) (.+)$", markdown, re.MULTILINE)
    return [m.group(2) for m in found if m.group(2) != "Overview"]


def source_sentences(markdown: str) -> set[str]:
    """The draft's sentences of four words or more (the source's wording)."""
    return {s.strip() for s in SENTENCE.findall(markdown) if len(s.split()) >= 4}


@pytest.fixture
def draft(tmp_path) -> Path:
    out = tmp_path / "drafts"
    import_files([FIXTURES / "export-0.10.xml"], out, "never")
    return out / "gamehelpkaldor.en"


def test_skeleton_has_the_draft_sections_rule_ids_and_sources(draft, tmp_path):
    into = tmp_path / "rulebooks"
    assert rulesite_main(["new-game", str(draft), "--into", str(into)]) == 0
    rules = (into / "kaldor" / "rules.md").read_text()
    text = (draft / drafts.DRAFT).read_text()
    assert headings(rules) == headings(text)
    ids = rule_ids_in(rules)
    assert ids and len(ids) == len(set(ids))
    assert all(RULE_ID.match(rule_id) and rule_id.startswith("kaldor.") for rule_id in ids)
    assert rules.count(skeleton.PLACEHOLDER) == len(ids)
    for sentence in source_sentences(text):
        assert sentence not in rules
    data = tomllib.loads((into / "kaldor" / "data.toml").read_text())
    meta = drafts.read_meta(draft)
    wiki = data["sources"]["wiki"]
    assert wiki["page"] == meta["title"]
    assert wiki["revisions"] == [r["id"] for r in meta["revisions"]]
    assert wiki["dates"] == [r["timestamp"] for r in meta["revisions"]]
    assert wiki["contributors"] == [c["name"] for c in meta["contributors"]]


def test_placeholders_keep_numbers_but_not_wording():
    found = skeleton.sections("Intro line of text.\n\n## Scoring\n\nEach gem is worth 3 points.\n"
                             "\n- one card costs 2\n- two cards cost 5\n")  # fmt: skip
    rules = skeleton.rules_markdown("gems", "Gems", found)
    assert "§ gems.overview.1" in rules and "§ gems.scoring.1" in rules
    assert "§ gems.scoring.2" in rules
    assert "a paragraph of 6 words here; numbers in it: 3." in rules
    assert "a list of 2 items here; numbers in it: 2, 5." in rules
    assert "worth" not in rules and "costs" not in rules


def test_refusals_write_nothing(draft, tmp_path, capsys):
    into = tmp_path / "rulebooks"
    assert newgame.main([str(draft), "--into", str(into), "--slug", "golf"]) == 2
    assert "golf: is already a game" in capsys.readouterr().err
    assert newgame.main([str(draft), "--into", str(into), "--slug", "Bad-Slug"]) == 2
    assert "not a usable game slug" in capsys.readouterr().err
    assert newgame.main([str(tmp_path), "--into", str(into)]) == 2
    assert "meta.json" in capsys.readouterr().err
    assert not into.exists()
    assert newgame.main([str(draft), "--into", str(into)]) == 0
    assert newgame.main([str(draft), "--into", str(into)]) == 2
    assert "exists already" in capsys.readouterr().err


def test_an_engine_less_folder_is_not_a_game(draft, tmp_path, monkeypatch):
    into = tmp_path / "rulebooks"
    newgame.write_skeleton(draft, into)
    monkeypatch.setattr(rulebooks, "__path__", [*rulebooks.__path__, str(into)])
    found = registry.games.__wrapped__()
    assert "kaldor" not in found and set(registry.games()) <= set(found)
    assert newgame.skeleton_folders(into) == [into / "kaldor"]
    assert newgame.skeleton_folders(Path(rulebooks.__file__).parent) == []
    listed = dict(pages.draft_pages(tmp_path / "no-drafts", into))
    assert sorted(listed) == ["imported/index.md", "imported/new/kaldor/index.md"]
    assert "(new/kaldor/index.md)" in listed["imported/index.md"]
    page = listed["imported/new/kaldor/index.md"]
    assert '!!! note "New rulebook, no engine yet"' in page
    assert "§ kaldor." in page and "## Sources" in page
    assert site.draft_pages(draft.parent) == site.draft_pages(draft.parent, [])


def test_seed_draft_to_skeleton_to_site(seeds_dir, tmp_path):
    out = tmp_path / "drafts"
    import_files(sorted(seeds_dir.glob("*.txt")), out, "never")
    candidates = [f for f in drafts.draft_folders(out) if drafts.read_meta(f)["kind"] == "help"]
    # every game the seeds' help pages describe has its folder now (7 Wonders Duel's wiki id is
    # claimed by rulebooks/duel), so the richest help draft stands in for a new game's, under
    # a slug no folder has
    assert all(drafts.read_meta(f)["game"] in registry.games() for f in candidates)
    draft = max(candidates, key=lambda f: (len(headings((f / drafts.DRAFT).read_text())), f.name))
    into = tmp_path / "rulebooks"
    assert newgame.main([str(draft), "--into", str(into), "--slug", "kaldor"]) == 0
    [folder] = newgame.skeleton_folders(into)
    rules = (folder / "rules.md").read_text()
    text = (draft / drafts.DRAFT).read_text()
    assert headings(rules) == headings(text) and len(headings(text)) >= 3
    for sentence in source_sentences(text):
        assert sentence not in rules
    built = build_site(tmp_path / "site", out, into)
    page = built / "imported" / "new" / folder.name / "index.html"
    assert page.is_file()
    html = page.read_text()
    assert "New rulebook, no engine yet" in html and f'id="{folder.name}.' in html
    assert not (built / "games" / folder.name).exists()
    home = (built / "index.html").read_text()
    assert all(f'href="games/{slug}/"' in home for slug in registry.games())
    assert f'href="games/{folder.name}/"' not in home
    assert f'href="imported/new/{folder.name}/"' in home
