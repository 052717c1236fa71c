"""What the site's search finds: rule paragraphs first, never a drawing or a table dump.

Material's search plugin indexes a page by sections (one per heading). Two things
go wrong with that on a rules page:

* An element marked ``data-search-exclude`` stops being excluded as soon as an
  element of the same tag inside it closes (the plugin compares elements by tag),
  so a rendered board, built of nested ``div``s, lands in the index after all.
* A section holds several rule paragraphs, or an example's prose that names a rule's
  words more often than the rule does, so a reader's search for "roundabout" gets a
  refusal example first and the rule itself under "more on this page".

:class:`Reindex` hands the search plugin each page with the excluded elements cut out,
and once it has indexed the page gives each rule paragraph
(``§ <rule id>``) an entry of its own, titled with its id and boosted, whose link
goes straight to the paragraph.

Each language searches its own pages, with its own stemmer. mkdocs-static-i18n builds
the languages one after the other into one site and Material reads one index, at its
``config.base``: :func:`split_languages` writes the English tree's index at the root
and each other language's (``it/``) in its own tree, and :func:`own_search_base` points
that tree's pages at it (their ``base``; their links and assets do not use it). Material
never stems what the reader types (each word is a prefix); :func:`stemmed_worker` runs
the search in ``playground/search/search-worker.js``, which does, in the index's language.
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from typing import Any

RULE_BOOST = 4  # a rule paragraph outranks an example or a tutorial that names the same words
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param",
        "source", "track", "wbr"}
# written around each rule paragraph (div.rb-rule), so that its start ("§ golf.turn.take",
# the link to itself) and its end are found again in the indexed text
RULE_START, RULE_END = "\ue000", "\ue001"  # private-use characters, not whitespace
RULE_MARK = re.compile(RULE_START + r"\s*§ ([a-z][a-z0-9]*(?:\.[a-z0-9][a-z0-9-]*)+)")


# one attribute or a run of the start tag's other characters: a quoted value is taken whole,
# so a ``>`` or an attribute's name inside it is not seen
_IN_TAG = r"""(?:[^>"']|"[^"]*"|'[^']*')*"""
_EXCLUDED = re.compile(r"\sdata-search-exclude(?=[\s=/>])")
_QUOTED = re.compile(r""""[^"]*"|'[^']*'""")
# the start tags that matter, out of the thousands a page holds: an excluded element, a rule
# paragraph (``<div class="rb-rule" ...>``); found by their words, then read whole
_MARKED = re.compile(r'data-search-exclude|class="rb-rule"')
_START_TAG = re.compile(rf"<([a-zA-Z][\w-]*)({_IN_TAG})>")
_RULE = re.compile(rf'{_IN_TAG}?\sclass="rb-rule"(?=[\s/]|$)')  # as an attribute
@functools.cache
def _starts_and_ends(tag: str) -> re.Pattern[str]:
    return re.compile(rf"<(/?){tag}(?=[\s/>]){_IN_TAG}>", re.I)


def _element_end(html: str, tag: str, after: int) -> int:
    """Where the element whose start tag ends at ``after`` ends (past its end tag), counting
    the ``tag`` elements nested in it; the end of ``html`` if it is never closed."""
    if tag in VOID or html[after - 2] == "/":  # no content: ``<br>``, ``<rect/>``
        return after
    depth = 1
    for found in _starts_and_ends(tag).finditer(html, after):
        depth += -1 if found.group(1) else 1
        if not depth:
            return found.end()
    return len(html)


def strip_excluded(html: str) -> str:
    """``html`` without the elements marked ``data-search-exclude`` (and what they hold),
    each rule paragraph's text between :data:`RULE_START` and :data:`RULE_END`.

    Only the marked start tags are looked at, and only the same tag's starts and ends to
    find where a marked element ends: a page's HTML is the site's own, well formed."""
    cuts: list[tuple[int, int]] = []  # excluded elements, outermost only, in order
    marks: list[tuple[int, str]] = []  # (where, RULE_START or RULE_END), in any order
    seen = -1  # where the last start tag looked at ends
    for word in _MARKED.finditer(html):
        found = _START_TAG.match(html, html.rfind("<", 0, word.start()))
        if not found or found.end() <= word.start() or found.start() < seen:
            continue  # the words in a text, or again in a tag already read
        seen = found.end()
        if cuts and found.start() < cuts[-1][1]:
            continue  # inside an excluded element: goes with it
        tag = found.group(1).lower()
        attributes = _QUOTED.sub('""', found.group(2)) + " "  # the names, not the values
        if _EXCLUDED.search(attributes):
            cuts.append((found.start(), _element_end(html, tag, found.end())))
        elif tag == "div" and _RULE.match(found.group(2)):
            marks += [(found.end(), RULE_START), (_element_end(html, tag, found.end()), RULE_END)]
    out: list[str] = []
    at = 0
    for start, end, mark in sorted([(s, e, "") for s, e in cuts] + [(w, w, m) for w, m in marks]):
        out += [html[at:start], mark]
        at = end
    out.append(html[at:])
    return "".join(out)


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


# what Material's search takes out of a page's HTML once it has indexed it (with one
# whitespace before it, if there is one): looked for from its literal start, which is fast
MATERIAL_ATTRIBUTE = re.compile(r'data-search-\w+="[^"]+"')


def without_search_attributes(html: str) -> str:
    """``html`` as Material's search leaves it, without its ``data-search-*`` attributes."""
    out: list[str] = []
    at = 0
    for found in MATERIAL_ATTRIBUTE.finditer(html):
        start = found.start()
        start -= start > at and html[start - 1].isspace()
        out.append(html[at:start])
        at = found.end()
    out.append(html[at:])
    return "".join(out)


class Reindex:
    """The page the search plugin is about to index, with its excluded elements cut out
    (:meth:`before`, ahead of the plugin), and its entries split by rule paragraph once
    indexed (:meth:`after`): the page is parsed once for the index, not twice."""

    def __init__(self) -> None:
        self.pending: dict[str, tuple[Any, str, int]] = {}  # page url: (index, HTML, start)

    def before(self, search: Any, page: Any) -> None:
        index = search.search_index
        self.pending[page.url] = (index, page.content, len(index.entries))
        page.content = strip_excluded(page.content)

    def after(self, page: Any) -> None:
        if page.url not in self.pending:
            return
        index, content, start = self.pending.pop(page.url)
        page.content = without_search_attributes(content)  # the whole page, as Material left it
        added = index.entries[start:]
        del index.entries[start:]
        for entry in added:
            index.entries.extend(split_rules(entry))


INDEX = "search/search_index.json"
CONFIG = r'<script id="__config" type="application/json">\{'  # Material's page configuration
CONFIG_BASE = re.compile(rf'({CONFIG}.*?"base": ")([^"]*)(")', re.S)


def tree_of(location: str, trees: dict[str, str]) -> str:
    """The language whose tree holds ``location`` (the longest tree prefix that fits)."""
    fits = [lang for lang, prefix in trees.items() if location.startswith(prefix)]
    return max(fits, key=lambda lang: len(trees[lang]))


def split_languages(site: Path, trees: dict[str, str]) -> dict[str, int]:
    """Split the site's one search index into one per language tree.

    ``trees`` maps each language to its folder in the site (``{"en": "", "it": "it/"}``).
    Each tree gets ``<folder>search/search_index.json`` holding its own pages only (their
    locations relative to the tree), searched in that language alone (its stop words and
    stemmer, not English's and Italian's at once). Gives
    the number of entries each language got."""
    index = json.loads((site / INDEX).read_text(encoding="utf-8"))
    docs: dict[str, list[dict[str, Any]]] = {lang: [] for lang in trees}
    for doc in index["docs"]:
        lang = tree_of(doc["location"], trees)
        docs[lang].append(dict(doc, location=doc["location"].removeprefix(trees[lang])))
    for lang, prefix in trees.items():
        target = site / prefix / INDEX
        target.parent.mkdir(parents=True, exist_ok=True)
        own = {**index, "config": {**index["config"], "lang": [lang]}, "docs": docs[lang]}
        target.write_text(json.dumps(own, ensure_ascii=False, separators=(",", ":")),
                          encoding="utf-8")
    return {lang: len(found) for lang, found in docs.items()}


WORKER = "assets/javascripts/workers/rulebooks-search.js"  # beside Material's worker
CONFIG_WORKER = re.compile(rf'({CONFIG}.*?"search": ")([^"]*/)(search\.[0-9a-f]+\.min\.js)(")',
                           re.S)


def stemmed_worker(html: str) -> str:
    """A page whose search runs in the site's worker (``playground/search/``), which loads
    Material's and stems the reader's words in the index's language."""
    changed, count = CONFIG_WORKER.subn(
        lambda m: f"{m.group(1)}{m.group(2)}{WORKER.rsplit('/', 1)[1]}?material={m.group(3)}"
                  f"{m.group(4)}", html, count=1)
    if not count:
        raise ValueError("the page's Material configuration names no search worker")
    return changed


def own_search_base(html: str, prefix: str) -> str:
    """A page of the language tree ``prefix`` (``"it/"``), its Material ``base`` (which
    names the site's root) moved to its tree's root, where its search index is."""
    def moved(match: re.Match[str]) -> str:
        base = match.group(2).rstrip("/")
        return f"{match.group(1)}{base + '/' if base else ''}{prefix}{match.group(3)}"

    changed, count = CONFIG_BASE.subn(moved, html, count=1)
    if not count:
        raise ValueError("the page has no Material configuration (script#__config) with a base")
    return changed


SITEMAP_URL = re.compile(r"\s*<url>.*?</url>", re.S)


def tree_sitemap(site: Path, site_url: str, prefix: str) -> int:
    """``<prefix>sitemap.xml``: the entries of the site's sitemap that lie in that tree.
    Material's instant navigation reads the sitemap at its ``base``: a tree's pages then
    move to that tree's pages without reloading, and to another language's by loading it
    (which reads that language's search index). Gives the number of pages listed."""
    text = (site / "sitemap.xml").read_text(encoding="utf-8")
    root = site_url.rstrip("/") + "/" + prefix
    urls = SITEMAP_URL.findall(text)
    kept = [url for url in urls if re.search(rf"<loc>{re.escape(root)}", url)]
    first = text.find("<url>")
    head = text[:first].rstrip() if first >= 0 else text.split("</urlset>")[0].rstrip()
    (site / prefix / "sitemap.xml").write_text(head + "".join(kept) + "\n</urlset>\n",
                                               encoding="utf-8")
    return len(kept)
