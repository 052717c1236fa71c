"""The generated tutorial and walkthrough pages: MkDocs reads each one's front matter (a
title such as "Welcome To: roundabouts" once broke it, and the page showed it as text)."""

from __future__ import annotations

from mkdocs.utils.meta import get_data
from rulesite.pages import script_pages


def test_every_generated_page_has_front_matter_mkdocs_reads():
    pages = script_pages()
    assert any(": " in text.split("\n")[1].removeprefix("title: ") for _, text in pages)
    for path, text in pages:
        body, meta = get_data(text)
        heading = body.lstrip().split("\n", 1)[0]
        assert meta.get("title"), f"{path}: MkDocs read no title from its front matter"
        assert not body.startswith("---"), f"{path}: the front matter is left in the page"
        if path.startswith("tutorials/"):
            assert heading == f"# {meta['title']}", path
