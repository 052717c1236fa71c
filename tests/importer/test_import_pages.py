"""Grouping revisions into pages: merge, order, language, game, kind, slug."""

from __future__ import annotations

import pytest
from rulesite.importer import lang
from rulesite.importer.model import Revision
from rulesite.importer.pages import build_pages, classify
from rulesite.importer.titles import canonical_title, slugify

ENGLISH = "You may take the card and you score one point for each card in the row. " * 3
ITALIAN = (
    "Il giocatore prende una carta e per ogni carta della fila ottiene un punto con il dado. " * 3
)


def rev(title, stamp, text=ENGLISH, revid=None, wiki_lang="en", source="a.txt", author="Ada"):
    return Revision(title, text, stamp, author, "", revid, wiki_lang, source=source)


def test_revisions_of_one_page_from_two_files_merge_newest_first_without_duplicates():
    older = rev("Gamehelpkaldor", "2021-01-01T00:00:00Z", revid=1, source="feed.txt")
    newer = rev("Gamehelpkaldor", "2022-01-01T00:00:00Z", source="dump.txt")
    again = rev("Gamehelpkaldor", "2021-01-01T00:00:00Z", revid=1, source="export.xml")
    (page,) = build_pages([older, newer, again])
    assert [r.timestamp for r in page.revisions] == ["2022-01-01T00:00:00Z", "2021-01-01T00:00:00Z"]
    assert page.newest.source == "dump.txt"


def test_same_title_in_two_languages_gives_two_pages():
    english = rev("Gamehelpkaldor", "2021-01-01T00:00:00Z")
    italian = rev("Gamehelpkaldor", "2021-01-02T00:00:00Z", ITALIAN, wiki_lang="it")
    pages = build_pages([english, italian])
    assert [(p.key, len(p.revisions)) for p in pages] == [
        ("gamehelpkaldor.en", 1),
        ("gamehelpkaldor.it", 1),
    ]


def test_english_text_on_an_italian_wiki_is_english():
    (page,) = build_pages([rev("Gamehelpkaldor", "2021-01-01T00:00:00Z", ENGLISH, wiki_lang="it")])
    assert (page.lang, page.wiki_lang) == ("en", "it")


def test_short_text_keeps_the_header_language():
    assert lang.guess("Vai.", "it") == "it"
    assert lang.guess("", None) == "und"


def test_newest_revision_with_text_is_the_page_text():
    missing = Revision("P", "", "2023-01-01T00:00:00Z", "Ada", "", None, "en", text_missing=True)
    present = rev("P", "2022-01-01T00:00:00Z")
    (page,) = build_pages([missing, present])
    assert page.revisions[0] is not page.newest and page.newest.timestamp == "2022-01-01T00:00:00Z"


@pytest.mark.parametrize(
    ("title", "kind", "game"),
    [
        ("Gamehelpgolf", "help", "golf"),
        ("Gamehelplama", "help", "llama"),
        ("Tips lama", "tips", "llama"),
        ("Tips_welcometo", "tips", "welcometo"),
        ("File:Tzolkin tiles.gif", "file", "tzolkin"),
        ("Gamehelpnewgame", "help", "newgame"),
        ("Main Page", "help", None),
    ],
)
def test_kind_and_game_from_the_title(title, kind, game):
    assert classify(canonical_title(title), "", "wikitext") == (kind, game)


def test_rules_page_game_is_the_most_named_known_game():
    text = "7 Wonders Duel is mentioned once. 7 Wonders twice: 7 Wonders."
    assert classify("Rules", text, "mdx") == ("rules", "sevenwonders")


@pytest.mark.parametrize(
    ("title", "slug"),
    [("Gamehelpgolf", "gamehelpgolf"), ("File:Tzolkin tiles.gif", "file-tzolkin-tiles-gif"),
     ("Tips_lama", "tips-lama"), ("../../etc/passwd", "etc-passwd"), ("Città è", "citta-e")],
)  # fmt: skip
def test_slugs_are_folder_safe(title, slug):
    assert slugify(title) == slug


def test_title_with_no_ascii_gets_a_hash_slug():
    assert slugify("日本").startswith("page-") and "/" not in slugify("日本")


def test_every_game_folder_names_itself_for_the_importer():
    """The importer's games are the registry's folders, each with its title first and its slug
    among its ids: a new game is known by adding its folder, nothing else."""
    from rulebooks.core.registry import games
    from rulebooks.core.wiki import known_games

    known = known_games()
    for slug, game in games().items():
        assert known[slug].names[0] == game.title and known[slug].ids[0] == slug
        assert classify(canonical_title(f"Gamehelp{slug}"), "", "wikitext") == ("help", slug)


@pytest.mark.parametrize(
    ("title", "game"),
    [("Gamehelpsevenwondersduel", "duel"), ("File:Sevenwondersduel board.png", "duel"),
     ("File:sevenwonders board.png", "sevenwonders"), ("Tips LAMA", "llama")],
)  # fmt: skip
def test_wiki_ids_in_a_games_front_matter_are_matched(title, game):
    assert classify(canonical_title(title), "", "wikitext")[1] == game


def test_wiki_names_are_read_from_the_front_matter(tmp_path):
    from rulebooks.core.wiki import game_folders, wiki_names

    rules = '---\ntitle: Kaldor\nwiki_ids: Kal-Dor, kd\nwiki_names: "Kaldor: Saga, K"\n---\n'
    names = wiki_names("kaldor", rules)
    # "Kal-Dor" is the slug again once squashed, and counts once
    assert names.ids == ("kaldor", "kd")
    assert names.names == ("Kaldor", "Kaldor: Saga", "K")
    (tmp_path / "kaldor").mkdir()
    (tmp_path / "kaldor" / "rules.md").write_text(rules, encoding="utf-8")
    (tmp_path / "notes").mkdir()
    assert [folder.name for folder in game_folders(tmp_path)] == ["kaldor"]
