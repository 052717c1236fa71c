"""A MediaWiki contributions feed as Atom XML (``api.php?action=feedcontributions``).

Each ``<entry>`` has the revision URL in ``<id>`` (``...&diff=<revid>``), the
page title, ``<updated>``, the author's name and an HTML ``<summary>`` holding
the edit summary and the page text (see :mod:`.feedhtml`). The language comes
from the feed's ``xml:lang`` or from ``[xx]`` in its title.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from urllib.parse import parse_qs, urlsplit
from xml.etree import ElementTree as ET

from ..model import ParsedFile, Revision
from ..titles import canonical_title
from .atomtext import LANG
from .feedhtml import entry_parts
from .xmlstream import XML_LANG, local, stream

FORMAT = "atom-xml"
ATOM = "{http://www.w3.org/2005/Atom}"


def _revid(url: str) -> int | None:
    query = parse_qs(urlsplit(url).query)
    for key in ("diff", "oldid", "curid"):
        for value in query.get(key, []):
            if value.isdigit():
                return int(value)
    return None


def _child(element: ET.Element, name: str) -> str:
    found = element.find(ATOM + name)
    if found is None:
        found = element.find(name)
    return (found.text or "") if found is not None else ""


def _entry(element: ET.Element, lang: str | None, source: str, n: int) -> Revision:
    url = _child(element, "id")
    link = element.find(ATOM + "link")
    revid = _revid(url) or (_revid(link.get("href", "")) if link is not None else None)
    author_element = element.find(f"{ATOM}author/{ATOM}name")
    author, summary, text = entry_parts(_child(element, "summary") or _child(element, "content"))
    if author_element is not None and author_element.text:
        author = author_element.text.strip()
    title = canonical_title(_child(element, "title"))
    stamp = _child(element, "updated").strip() or None
    return Revision(
        title, text or "", stamp, author, summary, revid, lang, "wikitext",
        source, FORMAT, n, text_missing=text is None,
    )  # fmt: skip


def parse(
    text: str | Iterable[str], source: str, keep: Callable[[Revision], Revision] | None = None
) -> ParsedFile:
    """Read the feed's entries (newest first, as in the feed)."""
    revisions: list[Revision] = []
    lang: str | None = None
    warnings: list[str] = []
    in_entry = False
    for event, element in stream(text, source, warnings, revisions):
        name = local(element.tag)
        in_entry = in_entry or name == "entry"
        if event == "start" and name == "feed":
            lang = (element.get(XML_LANG) or "").lower() or None
        elif event == "end" and name == "title" and lang is None and not in_entry:
            found = LANG.search(element.text or "")
            lang = found.group("lang").lower() if found else None
        elif event == "end" and name == "entry":
            revision = _entry(element, lang, source, len(revisions))
            revisions.append(keep(revision) if keep else revision)
            element.clear()
    return ParsedFile(source, FORMAT, revisions, warnings)
