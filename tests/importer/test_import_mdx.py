"""The MDX rules-page converter and JSX stripping."""

from __future__ import annotations

import pytest
from rulesite.importer import jsx, mdx


def test_comments_expressions_and_esm_lines_are_removed_prose_kept():
    text = (
        "import X from 'y'\n\n{/* note */}\nKeep {value} this\n\n"
        "{[1, 2].map(n => (\n<b>{n}</b>\n))}\n\nEnd"
    )
    out = mdx.convert(text)
    assert "import" not in out.markdown and "map" not in out.markdown and "{" not in out.markdown
    assert "Keep  this" in out.markdown and "End" in out.markdown
    assert out.notes == ["note"]


def test_section_markers_become_headings_and_upper_case_titles_subheadings():
    out = mdx.convert("{/* --- BASE GAME --- */}\n\nSETTING UP THE BOARD\n\nText.").markdown
    assert out.strip().split("\n\n")[:3] == ["## Base Game", "### Setting Up the Board", "Text."]


def test_upper_case_title_without_sections_is_a_level_two_heading():
    assert mdx.convert("END OF THE GAME\n\nText.").markdown.startswith("## End of the Game\n")


def test_title_comment_names_the_page_and_is_not_repeated():
    text = "{/* Title */}\n\nHow to Play\n\nFirst paragraph."
    assert mdx.page_title(text) == "How to Play"
    assert "How to Play" not in mdx.convert(text).markdown


def test_tab_separated_rows_become_a_padded_table():
    out = mdx.convert("\tA\tB\nrow 1\t1\t2\nrow 2\t3").markdown.strip()
    assert out.split("\n") == [
        "|  | A | B |",
        "|---|---|---|",
        "| row 1 | 1 | 2 |",
        "| row 2 | 3 |  |",
    ]


def test_flattened_list_lines_with_dash_sub_items():
    out = mdx.convert("3 kinds of token:\n- 2 red\n- 1 blue\nA board").markdown.strip()
    assert out.split("\n") == ["- 3 kinds of token:", "    - 2 red", "    - 1 blue", "- A board"]


def test_unbalanced_brace_is_left_as_escaped_text():
    out = mdx.convert("A { never closed\n\nNext paragraph").markdown
    assert "A &#123; never closed" in out and "Next paragraph" in out


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("{'}'}", ""),
        ('{"{"}', ""),
        ("{`a\n}`}", ""),
        ("{/* } */}", ""),
        ("x {a ? {b: 1} : 2} y", "x  y"),
    ],
)
def test_expression_scanner_skips_strings_and_comments(text, kept):
    assert jsx.strip_jsx(text).text == kept


def test_markdown_links_keep_safe_targets_only():
    out = mdx.convert(
        "[ok](https://example.org/x) [bad](javascript:alert) ![pic](data:image/png,x)"
    ).markdown
    assert out.strip() == "[ok](https://example.org/x) bad &#91;image not imported: pic&#93;"


def test_title_comment_followed_directly_by_its_title_line():
    text = "{/* Title */}\nHow to Play\nFirst paragraph.\n\nSecond paragraph."
    assert mdx.page_title(text) == "How to Play"
    markdown = mdx.convert(text).markdown
    assert markdown == "First paragraph.\n\nSecond paragraph.\n"
