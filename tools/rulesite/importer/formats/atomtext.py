"""A MediaWiki contributions Atom feed whose XML element tags were stripped.

What is left of each ``<entry>`` runs together on one line: the entry's URL
(``index.php?title=<Title>&diff=<revid>``), its title, its timestamp, then the
entry's HTML (see :mod:`.feedhtml`) and the author's name. The feed's own
title, with the wiki language in brackets, comes before the first entry.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from urllib.parse import unquote

from ..model import ParsedFile, Revision
from ..titles import canonical_title
from .contribs import HEADER
from .feedhtml import entry_parts
from .pieces import normalized

FORMAT = "atom-stripped"
ENTRY = re.compile(
    r"https?://[^\s<>\"]{0,512}?[?&]title=(?P<title>[^&\s<>\"]+)&diff=(?P<diff>\d+|prev|next|cur)"
    r"(?:&oldid=(?P<oldid>\d+))?"
)
STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ(?=<p>)")
LANG = re.compile(r"\[(?P<lang>[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*)\]")
MAX_TITLE = 512
OVERLAP = 8192


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


def parse(
    text: str | Iterable[str], source: str, keep: Callable[[Revision], Revision] | None = None
) -> ParsedFile:
    """Split a stripped feed into revisions (newest first, as in the feed).

    The text is read in pieces; only the entry being read is held, and each
    revision goes through ``keep`` as soon as the next entry starts.
    """
    reader = _Reader(source, keep)
    for piece in normalized(text):
        reader.feed(piece)
    reader.close()
    warnings = reader.warnings
    if HEADER.search(reader.head) is None and reader.revisions:
        warnings.append(f"{source}: no feed title with a language before the first entry")
    return ParsedFile(source, FORMAT, reader.revisions, warnings)


class _Reader:
    """Finds entries in a text fed in pieces, keeping only the text from the current entry on.

    An entry URL is looked at only once enough text follows it for :func:`_entry`
    to decide, and scanning resumes ``OVERLAP`` characters before the end of what
    was read, so it finds the same entries as a scan of the whole text (any URL
    up to ``OVERLAP`` characters long).
    """

    def __init__(self, source: str, keep: Callable[[Revision], Revision] | None) -> None:
        self.source, self.keep = source, keep
        self.revisions: list[Revision] = []
        self.warnings: list[str] = []
        self.buffer = ""
        self.scan = 0  # where to look for the next entry URL in ``buffer``
        self.current: tuple[str, int | None, str, int] | None = None  # its ``end`` in buffer
        self.head = ""
        self.lang: str | None = None

    def feed(self, piece: str, final: bool = False) -> None:
        self.buffer += piece
        while (match := ENTRY.search(self.buffer, self.scan)) is not None:
            if not final and match.end() + MAX_TITLE + 41 >= len(self.buffer):
                self.scan = match.start()  # look again when more text follows it
                return
            self.scan = match.end()
            if (found := _entry(self.buffer, match)) is not None:
                self._start(match.start(), found)
        if not final:
            self.scan = max(self.scan, len(self.buffer) - OVERLAP)

    def close(self) -> None:
        self.feed("", final=True)
        if self.current is not None:
            self._finish(len(self.buffer))
        elif not self.revisions:
            self.head = self.buffer

    def _start(self, at: int, found: tuple[str, int | None, str, int]) -> None:
        """A new entry starts at ``at``: the one before ends there; drop the text before it."""
        if self.current is None:
            self.head = self.buffer[:at]
            lang_match = LANG.search(self.head)
            self.lang = lang_match.group("lang").lower() if lang_match else None
        else:
            self._finish(at)
        self.buffer = self.buffer[at:]
        self.scan -= at
        title, revid, stamp, end = found
        self.current = (title, revid, stamp, end - at)

    def _finish(self, stop: int) -> None:
        assert self.current is not None
        title, revid, stamp, end = self.current
        n = len(self.revisions)
        author, summary, wikitext = entry_parts(self.buffer[end:stop])
        if wikitext is None:
            self.warnings.append(
                f"{self.source}: entry {n + 1} ({title}) has no page text (a diff); kept in history"
            )
        revision = Revision(
            title, wikitext or "", stamp, author, summary, revid, self.lang, "wikitext",
            self.source, FORMAT, n, text_missing=wikitext is None,
        )  # fmt: skip
        self.revisions.append(self.keep(revision) if self.keep else revision)
