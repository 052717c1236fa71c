"""The search index: each rule paragraph an entry of its own, boosted, linking to its
anchor; nothing marked data-search-exclude in it (a drawn board, a table, an example's
output), however deeply its elements nest. One index per language tree, which that
tree's pages read, searched in the site's worker that stems the reader's words."""

from __future__ import annotations

import json

import pytest
from rulesite.search import (
    INDEX,
    RULE_BOOST,
    RULE_END,
    RULE_START,
    own_search_base,
    split_languages,
    split_rules,
    stemmed_worker,
    strip_excluded,
    tree_sitemap,
)

from rulebooks.core import games, rule_ids


def test_an_excluded_element_goes_with_everything_nested_in_it():
    html = ('<p>kept</p><div class="board" data-search-exclude=""><div><div>9</div></div>'
            '<div>8<br>7</div></div><p>also kept<br>here</p><svg><rect/></svg>')
    assert strip_excluded(html) == "<p>kept</p><p>also kept<br>here</p><svg><rect/></svg>"


def test_only_marked_start_tags_are_cut_not_the_words_in_a_text_or_a_value():
    html = ('<p title="x > data-search-exclude">the words data-search-exclude and '
            'class="rb-rule" in a text</p><span data-search-exclude="">gone</span>'
            '<p class="rb-rule">not a div</p><img data-search-exclude="" src="a.png">'
            '<svg data-search-exclude=""/><div title=\'class="rb-rule"\'>no rule</div>')
    assert strip_excluded(html) == (
        '<p title="x > data-search-exclude">the words data-search-exclude and '
        'class="rb-rule" in a text</p><p class="rb-rule">not a div</p>'
        '<div title=\'class="rb-rule"\'>no rule</div>')


def test_a_rule_paragraph_is_marked_around_what_it_keeps():
    html = ('<div class="rb-rule" id="a.b"><p>Rule.</p><div data-search-exclude=""><div>board'
            '</div></div><div>kept</div></div><div data-search-exclude="">'
            '<div class="rb-rule" id="c.d">in a drawing</div></div><p>after</p>')
    assert strip_excluded(html) == (
        f'<div class="rb-rule" id="a.b">{RULE_START}<p>Rule.</p><div>kept</div></div>'
        f'{RULE_END}<p>after</p>')


def test_a_section_gives_one_entry_per_rule_paragraph():
    html = ('<div class="rb-rule" id="golf.turn.take"><a href="#golf.turn.take">§ golf.turn.take'
            '</a><p>Take a card.</p></div><p>Prose after the rule.</p>')
    text = strip_excluded(html)
    text = text.replace('<a href="#golf.turn.take">', "").replace("</a>", "")
    lead, rule = split_rules({"location": "games/golf/#a-turn", "title": "A turn", "text": text})
    assert lead["location"] == "games/golf/#a-turn" and "Prose after" in lead["text"]
    assert rule["location"] == "games/golf/#golf.turn.take"
    assert rule["title"] == "§ golf.turn.take" and rule["boost"] == RULE_BOOST
    assert "Take a card." in rule["text"] and "Prose after" not in rule["text"]


CONFIG = ('<script id="__config" type="application/json">{"annotate": null, "base": "{base}", '
          '"search": "{base}/assets/javascripts/workers/search.a7633da7.min.js", "tags": null}'
          '</script>')


def test_each_language_tree_gets_an_index_of_its_own_pages(tmp_path):
    docs = [{"location": "", "title": "Home", "text": "a"},
            {"location": "games/golf/#golf.turn.take", "title": "§ golf.turn.take", "text": "b"},
            {"location": "it/", "title": "Inizio", "text": "c"},
            {"location": "it/games/golf/#golf.turn.take", "title": "§ golf.turn.take", "text": "d"},
            {"location": "item/", "title": "A page named item", "text": "e"}]
    (tmp_path / "search").mkdir()
    config = {"lang": ["en", "it"], "separator": "[ ]+", "pipeline": ["stopWordFilter"]}
    (tmp_path / INDEX).write_text(json.dumps({"config": config, "docs": docs}))
    assert split_languages(tmp_path, {"en": "", "it": "it/"}) == {"en": 3, "it": 2}
    english = json.loads((tmp_path / INDEX).read_text())
    italian = json.loads((tmp_path / "it" / INDEX).read_text())
    assert english["config"] == {**config, "lang": ["en"]}
    assert italian["config"] == {**config, "lang": ["it"]}
    assert [doc["text"] for doc in english["docs"]] == ["a", "b", "e"]
    # an Italian page's locations are read from the Italian tree's root
    assert [doc["location"] for doc in italian["docs"]] == ["", "games/golf/#golf.turn.take"]


def test_a_tree_page_reads_its_tree_index_and_every_page_the_stemming_worker():
    page = CONFIG.replace("{base}", "../../..")
    assert '"base": "../../../it/"' in own_search_base(page, "it/")
    assert '"base": "../it/"' in own_search_base(CONFIG.replace("{base}", ".."), "it/")
    assert ('"search": "../../../assets/javascripts/workers/rulebooks-search.js'
            '?material=search.a7633da7.min.js"') in stemmed_worker(page)
    with pytest.raises(ValueError, match="no Material configuration"):
        own_search_base("<p>no config</p>", "it/")
    with pytest.raises(ValueError, match="no search worker"):
        stemmed_worker("<p>no config</p>")


def test_a_tree_sitemap_lists_that_tree_s_pages(tmp_path):
    def url(loc: str) -> str:
        return f"<url><loc>https://r.org/{loc}</loc><xhtml:link rel=\"alternate\"/></url>"

    (tmp_path / "it").mkdir()
    (tmp_path / "sitemap.xml").write_text(
        '<?xml version="1.0"?>\n<urlset>' + "".join(url(loc) for loc in ("", "it/", "it/games/",
                                                                    "games/", "item/"))
        + "</urlset>\n")
    assert tree_sitemap(tmp_path, "https://r.org/", "it/") == 2
    written = (tmp_path / "it" / "sitemap.xml").read_text()
    assert written.startswith('<?xml version="1.0"?>\n<urlset>') and written.endswith("</urlset>\n")
    assert "r.org/it/games/</loc>" in written and "r.org/games/</loc>" not in written
    assert "r.org/item/" not in written


@pytest.fixture(scope="module")
def index(built_site):
    return json.loads((built_site / "search/search_index.json").read_text())["docs"]


@pytest.fixture(scope="module")
def italian_index(built_site):
    return json.loads((built_site / "it/search/search_index.json").read_text())


def test_the_english_index_holds_no_italian_page(index):
    assert not [doc["location"] for doc in index if doc["location"].startswith("it/")]


def test_the_italian_pages_read_the_italian_index(built_site, italian_index):
    assert italian_index["config"]["lang"] == ["it"]
    page = (built_site / "it" / "games" / "golf" / "index.html").read_text("utf-8")
    assert '"base": "../../../it/"' in page and "rulebooks-search.js?material=search." in page
    # the Italian golf page's rules, and its Italian words
    golf = [doc for doc in italian_index["docs"]
            if doc["location"].startswith("games/golf/#") and doc.get("boost") == RULE_BOOST]
    assert {doc["location"].split("#")[1] for doc in golf} == set(rule_ids("golf"))
    assert any("Regina" in doc["text"] for doc in golf)


@pytest.mark.parametrize("slug", sorted(games()))
def test_every_rule_paragraph_has_its_own_search_entry(index, slug):
    found = {doc["location"].split("#")[1] for doc in index
             if doc["location"].startswith(f"games/{slug}/#") and doc.get("boost") == RULE_BOOST}
    assert set(rule_ids(slug)) <= found


def test_no_example_output_or_table_is_in_the_index(index):
    # an example's output is excluded: its board captions and refusal boxes are not indexed
    texts = " ".join(doc["text"] for doc in index)
    assert "Refused." not in texts
    assert "Parks of street" not in texts
