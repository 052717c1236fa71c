"""A MediaWiki contributions Atom feed whose XML element tags were stripped.

What is left of each ``<entry>`` runs together on one line: the entry's URL
(``index.php?title=<Title>&diff=<revid>``), its title, its timestamp, then the
entry's HTML (see :mod:`.feedhtml`) and the author's name. The feed's own
title, with the wiki language in brackets, comes before the first entry.
"""

from __future__ import annotations

import re
from urllib.parse import unquote

from ..model import ParsedFile, Revision
from ..titles import canonical_title
from .contribs import HEADER
from .feedhtml import entry_parts

FORMAT = "atom-stripped"
ENTRY = re.compile(
    r"https?://[^\s<>\"]{0,512}?[?&]title=(?P<title>[^&\s<>\"]+)&diff=(?P<diff>\d+|prev|next|cur)"
    r"(?:&oldid=(?P<oldid>\d+))?"
)
STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ(?=<p>)")
LANG = re.compile(r"\[(?P<lang>[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*)\]")
MAX_TITLE = 512


def looks_like(text: str) -> bool:
    """True when an entry URL followed by a title and a timestamp appears early."""
    return any(_entry(text, m) for m in ENTRY.finditer(text[:65536]))


def _entry(text: str, match: re.Match[str]) -> tuple[str, int | None, str, int] | None:
    """``(title, revid, timestamp, end)`` for a real entry start, else None."""
    stamp = STAMP.search(text, match.end(), match.end() + MAX_TITLE + 40)
    if stamp is None:
        return None
    between = text[match.end() : stamp.start()]
    if "<" in between or "\n" in between:
        return None
    display = canonical_title(unquote(match.group("title")))
    digits = match.group("diff")
    tail = digits + between
    if display and tail.endswith(display) and tail[: -len(display)].isdigit():
        revid = int(tail[: -len(display)])
    else:
        revid = int(digits) if digits.isdigit() else None
        display = canonical_title(between) or display
    if match.group("oldid") and revid is None:
        revid = int(match.group("oldid"))
    return display, revid, stamp.group(), stamp.end()


def parse(text: str, source: str) -> ParsedFile:
    """Split a stripped feed into revisions (newest first, as in the feed)."""
    found = [(m.start(), e) for m in ENTRY.finditer(text) if (e := _entry(text, m))]
    head = text[: found[0][0]] if found else text
    lang_match = LANG.search(head)
    lang = lang_match.group("lang").lower() if lang_match else None
    revisions, warnings = [], []
    for n, (_, (title, revid, stamp, end)) in enumerate(found):
        stop = found[n + 1][0] if n + 1 < len(found) else len(text)
        author, summary, wikitext = entry_parts(text[end:stop])
        if wikitext is None:
            warnings.append(
                f"{source}: entry {n + 1} ({title}) has no page text (a diff); kept in history"
            )
        revisions.append(
            Revision(title, wikitext or "", stamp, author, summary, revid, lang, "wikitext",
                     source, FORMAT, n, text_missing=wikitext is None)
        )  # fmt: skip
    if HEADER.search(head) is None and found:
        warnings.append(f"{source}: no feed title with a language before the first entry")
    return ParsedFile(source, FORMAT, revisions, warnings)
