"""Revision texts kept on disk during an import, so memory holds one page's texts at a time.

Reading a file produces revisions; :meth:`TextStore.keep` writes each one's
text (and its other slots' texts) to a temporary file and returns the revision
without them, with where they are (``spilled``), their SHA-1 (``digest``, for
telling revisions apart) and their length in characters (``size``); its title
and author are interned, so the revisions of one page or one author share them.
:meth:`TextStore.load` gives the text back when the page is converted.
Without a store, revisions keep their text (the tests and small tools).
"""

from __future__ import annotations

import hashlib
import json
import sys
import tempfile
from dataclasses import replace

from .model import Revision, Slot


class TextStore:
    """A temporary file of revision texts (UTF-8), removed on close."""

    def __init__(self) -> None:
        self.file = tempfile.TemporaryFile(prefix="rulesite-import-")  # noqa: SIM115 (closed by close())
        self.end = 0

    def keep(self, revision: Revision) -> Revision:
        """The revision with its texts written here and dropped from memory."""
        if revision.spilled is not None:
            return revision
        slots = [[s.role, s.model, s.text] for s in revision.slots]
        data = json.dumps([revision.text, slots], ensure_ascii=False).encode("utf-8")
        self.file.seek(self.end)
        self.file.write(data)
        where = (self.end, len(data))
        self.end += len(data)
        return replace(
            revision, text="", slots=tuple(Slot(s.role, s.model, "") for s in revision.slots),
            spilled=where, digest=digest(revision.text), size=len(revision.text),
            title=sys.intern(revision.title), author=_intern(revision.author),
        )  # fmt: skip

    def load(self, revision: Revision) -> Revision:
        """The revision with its texts read back."""
        if revision.spilled is None:
            return revision
        start, length = revision.spilled
        self.file.seek(start)
        text, slots = json.loads(self.file.read(length).decode("utf-8"))
        return replace(
            revision, text=text, slots=tuple(Slot(*s) for s in slots),
            spilled=None, digest=b"", size=0,
        )  # fmt: skip

    def close(self) -> None:
        self.file.close()

    def __enter__(self) -> TextStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def digest(text: str) -> bytes:
    """The SHA-1 of a text (20 bytes), as revisions compare texts."""
    return hashlib.sha1(text.encode("utf-8", "replace")).digest()


def _intern(text: str | None) -> str | None:
    return None if text is None else sys.intern(text)


def text_digest(revision: Revision) -> bytes:
    """The SHA-1 of a revision's text, whether the text is in memory or kept on disk."""
    return revision.digest if revision.spilled is not None else digest(revision.text)


def text_size(revision: Revision) -> int:
    """A revision's length in characters, whether the text is in memory or kept on disk."""
    return revision.size if revision.spilled is not None else len(revision.text)
