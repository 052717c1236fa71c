"""Page titles, slugs and the draft link form shared by the converter and the writer."""

from __future__ import annotations

import hashlib
import unicodedata

from .mdtext import clean_control


def canonical_title(title: str) -> str:
    """A wiki title as MediaWiki compares it: underscores as spaces, first letter upper."""
    title = " ".join(clean_control(title).replace("_", " ").split())
    return title[:1].upper() + title[1:]


def slugify(title: str) -> str:
    """An ASCII folder-safe slug: ``"File:Tzolkin tiles.gif"`` -> ``"file-tzolkin-tiles-gif"``.

    Titles with no ASCII letters or digits get a short hash so that the slug is
    never empty and never contains a path separator.
    """
    ascii_text = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    words: list[str] = []
    current = ""
    for char in ascii_text.lower():
        if char.isalnum():
            current += char
        elif current:
            words.append(current)
            current = ""
    if current:
        words.append(current)
    slug = "-".join(words)[:80].strip("-")
    if not slug:
        slug = "page-" + hashlib.sha1(title.encode()).hexdigest()[:10]
    return slug


def draft_link(key: str) -> str:
    """How one ``draft.md`` links to another draft folder ``key`` (``<slug>.<lang>``)."""
    return f"../{key}/draft.md"
