"""Every header cell of every table on the site says what it heads (screen readers read
it out with each cell of its row or column): no empty <th>, as a score table's footer
once had. The shared breakdown table is checked directly too."""

from __future__ import annotations

from html.parser import HTMLParser

from rulebooks.core.html import breakdown_table
from rulebooks.core.score import Breakdown, Part


class EmptyHeaders(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.open: list[list[str]] = []  # the text of each <th> being read
        self.empty = 0

    def handle_starttag(self, tag, attrs):
        if tag == "th":
            named = any(k in ("aria-label", "title") and v for k, v in attrs)
            self.open.append(["named"] if named else [])

    def handle_endtag(self, tag):
        if tag == "th" and self.open:
            self.empty += not "".join(self.open.pop()).strip()

    def handle_data(self, data):
        for texts in self.open:
            texts.append(data)


def empty_headers(html: str) -> int:
    parser = EmptyHeaders()
    parser.feed(html)
    return parser.empty


def test_a_breakdowns_footer_has_no_empty_header_cell():
    parts = (Part("Lines", 5, "golf.scoring.lines"),)
    html = breakdown_table(Breakdown(parts=parts))
    assert "<tfoot>" in html and empty_headers(html) == 0


def test_no_page_has_an_empty_table_header(built_site):
    found = {str(page.relative_to(built_site)): n for page in sorted(built_site.rglob("*.html"))
             if (n := empty_headers(page.read_text(encoding="utf-8")))}
    assert found == {}


def test_several_players_totals_have_no_empty_header_cell():
    parts = (Part("Lines", 5, "golf.scoring.lines", player=0),
             Part("Lines", 2, "golf.scoring.lines", player=1))
    assert empty_headers(breakdown_table(Breakdown(parts=parts))) == 0
