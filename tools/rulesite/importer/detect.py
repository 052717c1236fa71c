"""Recognising an input file's format and reading it into revisions.

Formats, tried in this order:

========================  ==============================================================
``mediawiki-xml``         MediaWiki XML export (root ``<mediawiki>``, schema 0.10/0.11)
``atom-xml``              MediaWiki contributions feed as Atom XML (root ``<feed>``)
``atom-stripped``         the same feed with its XML tags stripped
``contributions-text``    plain-text dump of a user's contributions
``mdx``                   a publisher's rules page exported from MDX
========================  ==============================================================

A file that fits none raises :class:`~.model.ImportInputError` naming the file
and saying what each format would have needed.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from pathlib import Path

from .formats import atomtext, atomxml, contribs, mwxml, rulespage
from .formats.xmlstream import root_name
from .model import ImportInputError, ParsedFile, Revision
from .textio import open_text

LABELS = {
    mwxml.FORMAT: "MediaWiki XML export",
    atomxml.FORMAT: "MediaWiki contributions feed (Atom XML)",
    atomtext.FORMAT: "MediaWiki contributions feed (XML tags stripped)",
    contribs.FORMAT: "plain-text dump of a user's contributions",
    rulespage.FORMAT: "publisher's rules page exported from MDX",
}
STREAMED = frozenset({mwxml.FORMAT, atomxml.FORMAT, atomtext.FORMAT, contribs.FORMAT})
PARSERS: dict[str, Callable[..., ParsedFile]] = {  # all but MDX take pieces, MDX a str
    mwxml.FORMAT: mwxml.parse,
    atomxml.FORMAT: atomxml.parse,
    atomtext.FORMAT: atomtext.parse,
    contribs.FORMAT: contribs.parse,
    rulespage.FORMAT: rulespage.parse,
}
_XML_ROOTS = {"mediawiki": mwxml.FORMAT, "feed": atomxml.FORMAT}
_NEEDS = (
    "not XML with a <mediawiki> or Atom <feed> root",
    "no feed entry ('...index.php?title=...&diff=<id>' then a title and a timestamp)",
    "no contributions block (a title line, a blank line, an ISO timestamp line)",
    "no MDX construct ({/* comment */}, {expression}, import/export line, <Component>)",
)


def detect(text: str, source: str) -> str:
    """The format name of a file's text; raises ImportInputError if none fits."""
    head = text.lstrip("\ufeff \t\r\n")
    if head.startswith("<"):
        root = root_name(head[:65536])
        if root in _XML_ROOTS:
            return _XML_ROOTS[root]
        if head.startswith(("<?xml", "<!DOCTYPE")) or root in ("html", "rss"):
            found = f"<{root}>" if root else "no root element"
            raise ImportInputError(
                source,
                f"XML or HTML with {found}: expected a MediaWiki export (<mediawiki>) "
                "or an Atom contributions feed (<feed>)",
            )
    for fits, name in (
        (atomtext.looks_like, atomtext.FORMAT),
        (contribs.looks_like, contribs.FORMAT),
        (rulespage.looks_like, rulespage.FORMAT),
    ):
        if fits(text):
            return name
    raise ImportInputError(source, "not a recognised input format: " + "; ".join(_NEEDS))


def read(path: Path, keep: Callable[[Revision], Revision] | None = None) -> ParsedFile:
    """Read, recognise and parse one file; warnings from decoding are kept.

    XML, feeds and contributions dumps are parsed as they are read, piece by
    piece, and each revision goes through ``keep`` as soon as it is complete (an
    import stores the texts on disk, see :mod:`.store`); an MDX page (one
    revision) is read whole.
    """
    opened = open_text(path)
    pieces = opened.chunks()
    head = next(pieces, "")
    opened.check()
    source = path.name
    fmt = detect(_newlines(head), str(path))
    if fmt in STREAMED:
        parsed = PARSERS[fmt](itertools.chain([head], pieces), source, keep)
    else:
        parsed = PARSERS[fmt](_newlines(head + "".join(pieces)), source)
        if keep is not None:
            parsed.revisions = [keep(revision) for revision in parsed.revisions]
    opened.finish()
    if not parsed.revisions:
        raise ImportInputError(str(path), f"recognised as {LABELS[fmt]} but holds no revision")
    parsed.warnings[:0] = opened.warnings
    return parsed


def _newlines(text: str) -> str:
    return text.replace("\r\n", "\n").replace("\r", "\n")
