"""The HTML of one MediaWiki feed entry: ``<p>Author: summary</p><hr /><div>text</div>``.

MediaWiki's ``feedcontributions`` puts the edit summary in a paragraph and the
page's wikitext in a ``div``, one line per ``<br />``, HTML-escaped. For an
edit shown as a diff table instead, the full text is not in the feed.
"""

from __future__ import annotations

import html
from html.parser import HTMLParser


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []

    def handle_data(self, data: str) -> None:
        self.parts.append(data)


def html_text(fragment: str) -> str:
    """The text of an HTML fragment, tags dropped and entities decoded."""
    parser = _Text()
    parser.feed(fragment)
    parser.close()
    return " ".join("".join(parser.parts).split())


def entry_parts(fragment: str) -> tuple[str | None, str, str | None]:
    """``(author, summary, wikitext)``; wikitext is None when the entry is a diff."""
    author, summary = None, ""
    p_start = fragment.find("<p>")
    p_end = fragment.find("</p>", p_start + 3)
    if p_start >= 0 and p_end > p_start:
        name, colon, rest = html_text(fragment[p_start + 3 : p_end]).partition(":")
        if colon and name.strip():
            author, summary = name.strip(), rest.strip()
        else:
            summary = name.strip()
    div = fragment.find("<div>")
    table = fragment.find("<table")
    if div < 0 or 0 <= table < div:
        return author, summary, None
    end = fragment.rfind("</div>")
    body = fragment[div + 5 : end if end > div else len(fragment)]
    body = body.replace("<br />\n", "\n").replace("<br />", "\n").replace("<br/>", "\n")
    return author, summary, html.unescape(body)
