"""The wikitext converter, one construct at a time."""

from __future__ import annotations

import pytest
from importer_html import inspect, render
from rulesite.importer import chunking
from rulesite.importer.wikitext import convert


def md(text: str, known: dict[str, str] | None = None) -> str:
    known = known or {}
    return convert(text, known.get, known.get).markdown


@pytest.mark.parametrize("level", range(1, 7))
def test_heading_levels_are_kept(level):
    marks = "=" * level
    assert md(f"{marks} Title {level} {marks}").strip() == "#" * level + f" Title {level}"


def test_heading_that_is_all_bold_loses_the_bold():
    assert md("== '''Scoring''' ==").strip() == "## Scoring"
    assert md("== '''Part''' two ==").strip() == "## **Part** two"


@pytest.mark.parametrize(
    ("wiki", "markdown"),
    [
        ("'''Tzol'kar'''", "**Tzol'kar**"),
        ("''it's''", "*it's*"),
        ("'''''both'''''", "***both***"),
        ("a '''b''' c", "a **b** c"),
    ],
)
def test_bold_and_italic_with_inner_apostrophes(wiki, markdown):
    assert md(wiki).strip() == markdown


@pytest.mark.parametrize(
    ("wiki", "markdown"),
    [
        ("* a\n** b\n*** c", "- a\n    - b\n        - c"),
        ("# a\n## b\n# c", "1. a\n    1. b\n1. c"),
        ("# a\n#* b", "1. a\n    - b"),
        ("# a\n::* b", "1. a\n    - b"),
        (": a\n:: b", "> a\n\n> > b"),
        ("- a\n-- b\n--- c", "- a\n    - b\n        - c"),
        (":- a\n:- b", "- a\n- b"),
    ],
)
def test_list_prefixes(wiki, markdown):
    assert md(wiki).strip() == markdown


def test_dash_before_a_number_is_not_a_list():
    assert md("-2 points").strip() == "&#45;2 points"
    assert md("- 2 points").strip() == "- 2 points"


def test_bullets_then_numbers_stay_two_lists():
    out = md("* a\n# b")
    assert out.index("- a") < out.index("<!-- -->") < out.index("1. b")


def test_internal_link_to_an_imported_draft():
    known = {"Tips kaldor": "tips-kaldor.en"}
    result = convert("[[Tips_kaldor|Tips]] [[Nowhere]]", known.get, known.get)
    assert "[Tips](../tips-kaldor.en/draft.md)" in result.markdown
    assert "Nowhere" in result.markdown and "(../nowhere" not in result.markdown.lower()
    assert result.links == [
        {"title": "Tips kaldor", "target": "tips-kaldor.en"},
        {"title": "Nowhere", "target": None},
    ]


def test_categories_become_tags_not_text():
    result = convert("[[Category:Card games]] text [[Category:Card games|x]] [[Category:Dice]]")
    assert result.tags == ["Card games", "Dice"]
    assert "Category" not in result.markdown


@pytest.mark.parametrize("url", ["javascript:alert(1)", "data:text/html,x", "vbscript:x", "//evil"])
def test_unsafe_external_links_lose_their_target(url):
    out = md(f'[{url} label] <a href="{url}">a</a>')
    assert "](" not in out and "href" not in out


def test_safe_external_link_is_percent_encoded():
    out = md("[https://example.org/a b(c) label]")
    assert out.strip() == "[b(c) label](https://example.org/a)"
    assert md("[https://example.org/x(1) y]").strip() == "[y](https://example.org/x%281%29)"


def test_file_becomes_a_figure_with_alt_and_caption_and_nothing_to_fetch():
    result = convert("[[File:Map.png|thumb|alt=A map.|200px|The map.]]")
    assert result.files == ["Map.png"]
    assert 'aria-label="A map."' in result.markdown
    assert "<figcaption>The map." in result.markdown
    assert "src=" not in result.markdown and "<img" not in result.markdown


def test_br_u_and_entities():
    out = md("a<br />b <u>c</u> &eacute;&nbsp;&lt;d&gt;")
    assert out.strip() == "a<br>b <u>c</u> é\u00a0&lt;d&gt;"


def test_templates_are_shown_as_source_and_recorded():
    result = convert("{{Rule box|text=x}} y")
    assert result.markdown.strip() == "`{{Rule box|text=x}}` y"
    assert result.templates == ["Rule box"]


def test_unknown_tags_keep_their_text_and_dangerous_ones_lose_it():
    assert md("<foo>kept</foo> <script>gone()</script>").strip() == "kept"


@pytest.mark.parametrize(
    "line",
    [
        "§ golf.turn.take",
        "!!! note",
        "??? note",
        "/// tab",
        "--8<-- x",
        "# x",
        "1. x",
        "> x",
        "{: #a}",
    ],
)
def test_site_syntax_in_source_text_stays_text(line):
    html = render(md(f"<nowiki>{line}</nowiki>"))
    found = inspect(html)
    assert found.tags == ["p"]
    assert "".join(found.text) == line


def test_pre_becomes_a_text_fence_that_cannot_be_closed_from_inside():
    out = md("<pre>\n```python-run\nx\n```\n</pre>")
    fence = out.strip().split("\n")[0]
    assert fence.startswith("````") and fence.endswith("text")
    assert out.strip().split("\n")[-1] == fence[: -len("text")]


def test_table_with_header_row():
    out = md('{| class="wikitable"\n! A !! B\n|-\n| 1 || x&#124;y\n|}')
    assert out.strip() == "| A | B |\n|---|---|\n| 1 | x&#124;y |"


def test_chunks_rejoin_to_the_text_and_respect_the_limits():
    text = ("== H ==\n" + "word [[link]] {{t}} <b>b</b>\n" * 400 + "\n") * 40
    pieces = chunking.chunks(text)
    assert "".join(pieces) == text
    assert len(pieces) > 1
    assert all(len(p) <= chunking.PIECE_CHARS for p in pieces)
    assert all(chunking.markup_count(p) <= chunking.PIECE_MARKUP for p in pieces)


def test_small_text_is_one_chunk():
    assert chunking.chunks("== a ==\ntext") == ["== a ==\ntext"]


def test_conversion_of_a_long_page_equals_the_conversion_of_its_parts():
    part = "== Part ==\n\n* item '''bold'''\n\nA paragraph with [[a link]].\n\n"
    text = part * 2000
    assert len(chunking.chunks(text)) > 1
    assert md(text) == "\n".join([md(part)] * 2000)


def test_lists_inside_table_cells_stay_lists():
    source = (
        "{|\n! Card !! Effect\n|-\n| Red ||\n* draw 2\n** then discard 1\n* keep one\n"
        "|-\n| Blue ||Steps:\n# first\n# second\nthen rest\n|-\n| Grey || no list\n|}"
    )
    markdown = convert(source).markdown
    rows = markdown.strip().split("\n")
    assert rows[2] == (
        "| Red | <ul><li>draw 2<ul><li>then discard 1</li></ul></li><li>keep one</li></ul> |"
    )
    assert rows[3] == "| Blue | Steps:<ol><li>first</li><li>second</li></ol>then rest |"
    assert rows[4] == "| Grey | no list |"
    html = render(markdown)
    assert html.count("<li>") == 5 and "<td><ul><li>draw 2<ul>" in html
