"""Plain-text dumps of a wiki user's contributions.

Layout: an optional header line ``<site> - <what> [<lang>]``, then for each
revision, newest first: the page title, a blank line, an ISO timestamp
(``2024-02-27T19:11:11Z``), a blank line, ``Author: edit summary``, a blank
line and the page's wikitext up to the next revision's title. A revision
starts only where a non-blank line follows a blank line (or the header) and is
itself followed by a blank line and a timestamp line, so wikitext lines rarely
look like a new revision.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from ..model import ParsedFile, Revision
from .pieces import lines_of

FORMAT = "contributions-text"
TIMESTAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")
HEADER = re.compile(
    r"(?P<site>.+?) - (?P<what>.+?) \[(?P<lang>[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*)\]"
)
_NOT_IN_NAMES = set("#<>[]|{}/=*")
SNIFF_LINES = 200


def header_lang(line: str) -> str | None:
    """The language code in a header line such as ``Wiki - User contributions [it]``."""
    match = HEADER.fullmatch(line.strip())
    return match.group("lang").lower() if match else None


def _starts(lines: list[str], limit: int | None = None) -> list[int]:
    """Indexes of title lines that begin a revision."""
    stop = len(lines) if limit is None else min(len(lines), limit)
    return [j - 2 for j in range(2, stop) if _starts_at(lines, j - 2, j == 2)]


def looks_like(text: str) -> bool:
    """True when a revision block appears in the first lines."""
    lines = text[:65536].split("\n")
    return bool(_starts(lines, SNIFF_LINES))


def _author(line: str) -> tuple[str, str] | None:
    name, colon, summary = line.partition(":")
    name = name.strip()
    if not colon or not name or len(name) > 85 or _NOT_IN_NAMES & set(name):
        return None
    return name, summary.strip()


def parse(
    text: str | Iterable[str], source: str, keep: Callable[[Revision], Revision] | None = None
) -> ParsedFile:
    """Split a contributions dump into revisions (newest first, as in the file).

    The text is read line by line; only the lines of the revision being read are
    held, and each revision goes through ``keep`` as soon as the next one starts.
    """
    revisions: list[Revision] = []
    lang: str | None = None
    held: list[str] = []  # the lines from ``first`` on: the revision being read
    first = 0  # the line number of held[0]
    started = False  # held[0] begins a revision (else it is the file's first line)
    skipped = 0

    def finish(lines: list[str]) -> None:
        revision = _revision(lines, 0, len(lines), lang, source, len(revisions))
        revisions.append(keep(revision) if keep else revision)

    for j, line in enumerate(lines_of(text)):
        held.append(line)
        i = j - 2
        if i < first or not _starts_at(held, i - first, i == 0):
            continue
        if started:
            finish(held[: i - first])
        else:
            lang = header_lang(held[0]) if i > 0 else None
            skipped = i
        del held[: i - first]
        first, started = i, True
    if started:
        finish(held)
    warnings = []
    if skipped > 2:
        warnings.append(f"{source}: lines 2-{skipped} before the first revision were skipped")
    return ParsedFile(source, FORMAT, revisions, warnings)


def _starts_at(lines: list[str], i: int, first_line: bool) -> bool:
    """True when ``lines[i]`` is a title line beginning a revision (see :func:`_starts`)."""
    return (
        bool(TIMESTAMP.fullmatch(lines[i + 2].strip()))
        and bool(lines[i].strip())
        and not lines[i + 1].strip()
        and (first_line or not lines[i - 1].strip())
    )


def _revision(
    lines: list[str], start: int, end: int, lang: str | None, source: str, n: int
) -> Revision:
    body = start + 3
    while body < end and not lines[body].strip():
        body += 1
    who = _author(lines[body]) if body < end else None
    if who:
        body += 1
    text = "\n".join(lines[body:end]).strip("\n")
    return Revision(
        title=lines[start].strip(),
        text=text,
        timestamp=lines[start + 2].strip(),
        author=who[0] if who else None,
        summary=who[1] if who else "",
        wiki_lang=lang,
        source=source,
        source_format=FORMAT,
        order=n,
        text_missing=not text.strip(),
    )
