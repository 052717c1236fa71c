"""The search index: each rule paragraph an entry of its own, boosted, linking to its
anchor; nothing marked data-search-exclude in it (a drawn board, a table, an example's
output), however deeply its elements nest."""

from __future__ import annotations

import json

import pytest
from rulesite.search import RULE_BOOST, split_rules, strip_excluded

from rulebooks.core import games, rule_ids


def test_an_excluded_element_goes_with_everything_nested_in_it():
    html = ('<p>kept</p><div class="board" data-search-exclude=""><div><div>9</div></div>'
            '<div>8<br>7</div></div><p>also kept<br>here</p><svg><rect/></svg>')
    assert strip_excluded(html) == "<p>kept</p><p>also kept<br>here</p><svg><rect/></svg>"


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


@pytest.fixture(scope="module")
def index(built_site):
    return json.loads((built_site / "search/search_index.json").read_text())["docs"]


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
