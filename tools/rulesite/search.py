"""What the site's search finds: rule paragraphs first, never a drawing or a table dump.

Material's search plugin indexes a page by sections (one per heading). Two things
go wrong with that on a rules page:

* An element marked ``data-search-exclude`` stops being excluded as soon as an
  element of the same tag inside it closes (the plugin compares elements by tag),
  so a rendered board, built of nested ``div``s, lands in the index after all.
* A section holds several rule paragraphs, or an example's prose that names a rule's
  words more often than the rule does, so a reader's search for "roundabout" gets a
  refusal example first and the rule itself under "more on this page".

:func:`reindex` runs after the search plugin has indexed a page: it indexes the page
again with the excluded elements cut out, and gives each rule paragraph
(``§ <rule id>``) an entry of its own, titled with its id and boosted, whose link
goes straight to the paragraph.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

RULE_BOOST = 4  # a rule paragraph outranks an example or a tutorial that names the same words
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param",
        "source", "track", "wbr"}
# written around each rule paragraph (div.rb-rule), so that its start ("§ golf.turn.take",
# the link to itself) and its end are found again in the indexed text
RULE_START, RULE_END = "\ue000", "\ue001"  # private-use characters, not whitespace
RULE_MARK = re.compile(RULE_START + r"\s*§ ([a-z][a-z0-9]*(?:\.[a-z0-9][a-z0-9-]*)+)")


class _Stripper(HTMLParser):
    """Copies HTML, leaving out every element marked ``data-search-exclude``."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=False)
        self.out: list[str] = []
        self.depth = 0  # > 0 while inside an excluded element
        self.open: list[bool] = []  # per open element kept: is it a rule paragraph?

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in VOID:
            if not self.depth:
                self.out.append(self.get_starttag_text() or "")
            return
        if self.depth or any(name == "data-search-exclude" for name, _ in attrs):
            self.depth += 1
            return
        rule = tag == "div" and ("class", "rb-rule") in attrs
        self.open.append(rule)
        self.out.append(self.get_starttag_text() or "")
        if rule:
            self.out.append(RULE_START)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if not self.depth and not any(name == "data-search-exclude" for name, _ in attrs):
            self.out.append(self.get_starttag_text() or "")

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        if self.depth:
            self.depth -= 1
            return
        self.out.append(f"</{tag}>")
        if self.open and self.open.pop():
            self.out.append(RULE_END)

    def _keep(self, text: str) -> None:
        if not self.depth:
            self.out.append(text)

    def handle_data(self, data: str) -> None:
        self._keep(data)

    def handle_entityref(self, name: str) -> None:
        self._keep(f"&{name};")

    def handle_charref(self, name: str) -> None:
        self._keep(f"&#{name};")

    def handle_comment(self, data: str) -> None:
        self._keep(f"<!--{data}-->")


def strip_excluded(html: str) -> str:
    """``html`` without the elements marked ``data-search-exclude`` (and what they hold)."""
    stripper = _Stripper()
    stripper.feed(html)
    stripper.close()
    return "".join(stripper.out)


def split_rules(entry: dict[str, Any]) -> list[dict[str, Any]]:
    """A section's index entry, and one entry per rule paragraph it holds."""
    text = entry["text"]
    marks = list(RULE_MARK.finditer(text))
    page = entry["location"].split("#")[0]
    rest, rules = [], []
    at = 0
    for mark in marks:
        rest.append(text[at:mark.start()])
        end = text.find(RULE_END, mark.end())
        at = len(text) if end < 0 else end + len(RULE_END)
        rules.append(dict(entry, location=f"{page}#{mark.group(1)}", title=f"§ {mark.group(1)}",
                          text=text[mark.end():at].replace(RULE_END, "").strip(),
                          boost=RULE_BOOST * entry.get("boost", 1)))
    rest.append(text[at:])
    lead = " ".join(part.strip() for part in rest if part.strip())
    lead = lead.replace(RULE_START, "").replace(RULE_END, "")
    return [dict(entry, text=lead), *rules]


def reindex(search: Any, page: Any) -> None:
    """Index ``page`` again in the search plugin ``search`` (which just indexed it)."""
    index = search.search_index
    url = page.url
    while index.entries and (index.entries[-1]["location"] == url
                             or index.entries[-1]["location"].startswith(url + "#")):
        index.entries.pop()
    content = page.content
    page.content = strip_excluded(content)
    try:
        start = len(index.entries)
        index.add_entry_from_context(page)
    finally:
        page.content = content
    added = index.entries[start:]
    del index.entries[start:]
    for entry in added:
        index.entries.extend(split_rules(entry))
