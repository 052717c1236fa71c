"""Importing into an output folder that already holds a page: merge, never lose history.

The earlier import's revisions are read back from its draft folder
(``meta.json`` and the Markdown it wrote). A revision is the same as one being
imported when their ids match, or, without ids, when their timestamps and
authors match; the one being imported then wins (its source text is at hand).
Every other earlier revision is kept, with its Markdown as written before
(``markup = "markdown"``), so a page re-imported with one newer revision keeps
all the older ones.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from .drafts import DRAFT, HISTORY, DraftContent, read_meta
from .model import ImportInputError, Page, Revision
from .pages import newest_first

MARKDOWN = "markdown"


def same(a: Revision, b: Revision) -> bool:
    """Whether two records are one revision: equal ids, or (an id missing) same time and author."""
    if a.revid is not None and b.revid is not None:
        return a.revid == b.revid
    return (a.timestamp, a.author) == (b.timestamp, b.author)


def _safe_file(folder: Path, name: object) -> Path | None:
    if name is None:
        return None
    text = str(name)
    inside = text == DRAFT or (
        text.startswith(HISTORY + "/") and text.endswith(".md") and "/" not in text[8:]
    )
    if not inside or ".." in text or "\\" in text:
        raise ImportInputError(
            str(folder / "meta.json"), f"revision file {text!r} is not a file of the draft"
        )
    return folder / text


def earlier_revisions(folder: Path) -> list[Revision]:
    """The revisions of an earlier import in ``folder``, their text its Markdown."""
    meta = read_meta(folder)
    formats = {s.get("file"): s.get("format", "") for s in meta.get("sources", [])}
    revisions = []
    for n, item in enumerate(meta.get("revisions", [])):
        path = _safe_file(folder, item.get("file"))
        try:
            text = path.read_text(encoding="utf-8") if path is not None else ""
        except OSError as error:
            raise ImportInputError(
                str(path), f"an earlier revision's file cannot be read ({error.strerror})"
            ) from None
        revid = item.get("id")
        revisions.append(
            Revision(
                str(meta.get("title")), text, item.get("timestamp"), item.get("author"),
                item.get("summary") or "", revid if isinstance(revid, int) else None,
                meta.get("wiki_lang"), MARKDOWN, item.get("source") or "",
                formats.get(item.get("source"), ""), n, text_missing=path is None,
            )
        )  # fmt: skip
    return revisions


def reuse_lists(content: DraftContent, folder: Path) -> None:
    """When the newest revision is one kept from the earlier import, its tags, links,
    files and templates are the ones the earlier import found (its Markdown is not
    converted again)."""
    meta = read_meta(folder)
    content.tags = list(meta.get("tags") or [])
    content.links = list(meta.get("links") or [])
    content.files = list(meta.get("files") or [])
    content.templates = list(meta.get("templates") or [])


def merge(page: Page, folder: Path, keep: Callable[[Revision], Revision] | None = None) -> int:
    """Add the earlier import's revisions that this import lacks; returns how many.

    ``keep`` stores each added revision's text on disk (:meth:`.store.TextStore.keep`).
    """
    kept = [
        keep(old) if keep else old
        for old in earlier_revisions(folder)
        if not any(same(old, new) for new in page.revisions)
    ]  # fmt: skip
    if kept:
        page.revisions = newest_first(page.revisions + kept)
    return len(kept)
