"""The import run: read every file, group pages, convert revisions, write drafts.

Everything that can be checked is checked before anything is written: every
file is read and recognised, each page gets a unique folder (:mod:`.folders`),
earlier imports in the output folder are read back to be merged
(:mod:`.merge`) and no folder to be written is someone else's. One problem
stops the run with every problem listed (:class:`ImportFailed`) and leaves the
output folder as it was. Pages are then converted and written one at a time, so
memory holds the revisions read but never every page's Markdown at once; a
failure while writing (:class:`WriteFailed`) says which drafts were written.
Pages whose newest revision is a redirect get no folder (:mod:`.redirects`).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TextIO

from . import detect, drafts, folders, mdx, report, wikitext
from . import statements as st
from .mdtext import escape_text, fence
from .merge import MARKDOWN, merge, reuse_lists
from .model import Conversion, ImportInputError, Page, ParsedFile, Revision, Slot
from .pages import build_pages
from .progress import LARGE_BYTES, Progress
from .redirects import follow, redirect_target
from .store import TextStore, text_size


class ImportFailed(Exception):
    """One or more input files could not be read; ``errors`` says which and why."""

    def __init__(self, errors: list[ImportInputError]) -> None:
        self.errors = errors
        super().__init__("; ".join(str(e) for e in errors))


class WriteFailed(Exception):
    """Writing stopped after ``written`` draft folders were written (``error`` says why)."""

    def __init__(self, error: OSError, written: list[Path], pending: list[str]) -> None:
        self.error = error
        self.written = written
        self.pending = pending
        super().__init__(str(error))


@dataclass
class ImportResult:
    """What a run produced: pages written, their folders, renames, merges and redirects."""

    pages: list[Page]
    folders: list[Path]
    files: list[ParsedFile]
    warnings: list[str] = field(default_factory=list)
    renames: list[str] = field(default_factory=list)
    merged: dict[str, int] = field(default_factory=dict)
    redirects: dict[str, str] = field(default_factory=dict)

    @property
    def revision_count(self) -> int:
        return sum(len(page.revisions) for page in self.pages)


class Resolver:
    """Finds the draft folder for a wiki title, preferring the same language."""

    def __init__(
        self,
        pages: list[Page],
        existing: dict[tuple[str, str], str],
        redirects: dict[str, str] | None = None,
    ) -> None:
        self.redirects = redirects or {}
        self.by_title: dict[str, dict[str, str]] = {}
        for (title, lang), key in existing.items():
            self.by_title.setdefault(title, {})[lang] = key
        for page in pages:
            self.by_title.setdefault(page.title, {})[page.lang] = page.key

    def for_lang(self, lang: str) -> Callable[[str], str | None]:
        def resolve(title: str) -> str | None:
            keys = self.by_title.get(follow(title, self.redirects))
            if not keys:
                return None
            return keys.get(lang) or keys[sorted(keys)[0]]

        return resolve


def read_files(
    paths: list[Path], keep: Callable[[Revision], Revision] | None = None
) -> list[ParsedFile]:
    """Parse every file; raise ImportFailed listing all files that failed."""
    parsed, errors = [], []
    for path in paths:
        try:
            parsed.append(detect.read(path, keep))
        except ImportInputError as error:
            errors.append(error)
    if errors:
        raise ImportFailed(errors)
    return parsed


def _existing(out: Path) -> dict[tuple[str, str], str]:
    found = {}
    for folder in drafts.draft_folders(out):
        try:
            data = drafts.read_meta(folder)
        except ImportInputError:
            continue
        found[(str(data.get("title")), str(data.get("lang")))] = folder.name
    return found


def import_files(
    paths: list[Path], out: Path, progress: str = "auto", stream: TextIO | None = None
) -> ImportResult:
    """Import ``paths`` into draft folders under ``out``.

    Revision texts wait on disk (:mod:`.store`) until their page is converted,
    so memory holds every revision's metadata but only one page's texts.
    """
    with TextStore() as store:
        return _import(paths, out, progress, stream, store)


def _import(
    paths: list[Path], out: Path, progress: str, stream: TextIO | None, store: TextStore
) -> ImportResult:
    parsed = read_files(paths, store.keep)
    revisions = [r for p in parsed for r in p.revisions]
    pages, redirects, notes = split_redirects(build_pages(revisions, store.load), store.load)
    existing = _existing(out)
    renames = folders.assign(pages, existing)
    merged = prepare(pages, out, store.keep)
    resolver = Resolver(pages, existing, redirects)
    total = sum(text_size(r) for page in pages for r in page.revisions)
    enabled = progress == "always" or (progress == "auto" and total >= LARGE_BYTES)
    meter = Progress(total, "import", enabled, stream)
    written: list[Path] = []
    for n, page in enumerate(pages):
        try:
            loaded = replace(page, revisions=[store.load(r) for r in page.revisions])
            content = convert_page(loaded, resolver, meter)
            if loaded.newest.markup == MARKDOWN:
                reuse_lists(content, out / page.key)
            written.append(drafts.write(out, content))
            st.forget()
        except OSError as error:
            raise WriteFailed(error, written, [p.key for p in pages[n:]]) from None
    meter.finish(f"{len(pages)} pages, {sum(len(p.revisions) for p in pages)} revisions")
    warnings = [w for p in parsed for w in p.warnings] + notes
    return ImportResult(pages, written, parsed, warnings, renames, merged, redirects)


def split_redirects(
    pages: list[Page], load: Callable[[Revision], Revision] = lambda r: r
) -> tuple[list[Page], dict[str, str], list[str]]:
    """The pages that are not redirects, each redirect's title with its target, and a
    warning for each redirect whose older revisions had text of their own (not kept)."""
    kept, redirects, warnings = [], {}, []
    for page in pages:
        newest = load(page.newest)
        target = redirect_target(newest.text) if newest.markup == "wikitext" else None
        if target is None or target == page.title:
            kept.append(page)
            continue
        redirects[page.title] = target
        older = [load(r) for r in page.revisions if r is not page.newest and not r.text_missing]
        lost = [r for r in older if r.text.strip() and redirect_target(r.text) is None]
        if lost:
            warnings.append(
                f"{page.title} ({page.lang}) now redirects to {target}, so it gets no draft; "
                f"{len(lost)} older revision(s) with text of their own are not written "
                f"({', '.join(report.label(r) for r in lost[:5])})"
            )
    return kept, redirects, warnings


def prepare(
    pages: list[Page], out: Path, keep: Callable[[Revision], Revision] | None = None
) -> dict[str, int]:
    """Check every folder to be written and merge earlier imports; nothing is written.

    Returns, per folder, how many revisions of an earlier import were kept.
    Raises ImportFailed listing every folder that cannot be written.
    """
    errors: list[ImportInputError] = []
    merged: dict[str, int] = {}
    if out.exists() and not out.is_dir():
        raise ImportFailed([ImportInputError(str(out), "exists and is not a folder")])
    parent = out
    while not parent.exists() and parent != parent.parent:
        parent = parent.parent
    if not os.access(parent, os.W_OK | os.X_OK):
        raise ImportFailed([ImportInputError(str(parent), "is not writable; nothing written")])
    for page in pages:
        target = out / page.key
        if not target.exists():
            continue
        if not (target / drafts.META).is_file():
            errors.append(
                ImportInputError(str(target), "exists and is not a draft folder; not overwritten")
            )
            continue
        try:
            kept = merge(page, target, keep)
        except ImportInputError as error:
            errors.append(error)
            continue
        if kept:
            merged[page.key] = kept
    if errors:
        raise ImportFailed(errors)
    return merged


def convert_revision(revision: Revision, resolve: Callable[[str], str | None]) -> Conversion:
    """One revision's Markdown (wikitext or MDX), its other slots in sections after it."""
    if revision.markup == "mdx":
        return mdx.convert(revision.text)
    if revision.markup == MARKDOWN:  # kept from an earlier import (see .merge)
        return Conversion(markdown=revision.text, plain=revision.text)
    conversion = wikitext.convert(revision.text, resolve, resolve)
    for slot in revision.slots:
        conversion.markdown += "\n" + slot_section(slot, resolve)
    return conversion


def slot_section(slot: Slot, resolve: Callable[[str], str | None]) -> str:
    """A section for a slot other than the main one: wikitext converted, else its source."""
    heading = f"## Slot: {escape_text(slot.role)} ({escape_text(slot.model or 'no model')})"
    if slot.model in ("wikitext", ""):
        body = wikitext.convert(slot.text, resolve, resolve).markdown
    else:
        body = fence(slot.text)
    return f"{heading}\n\n{body.rstrip()}\n"


def convert_page(page: Page, resolver: Resolver, meter: Progress) -> drafts.DraftContent:
    """Convert every revision of a page and build its report."""
    resolve = resolver.for_lang(page.lang)
    markdown: list[str] = []
    texts: list[list[str]] = []
    newest = Conversion(markdown="")
    for revision in page.revisions:
        if revision.text_missing:
            markdown.append("")
            texts.append([])
            continue
        conversion = convert_revision(revision, resolve)
        markdown.append(conversion.markdown)
        plain = conversion.plain or st.plain_text(revision.text, revision.markup)
        texts.append(st.sentences(plain))
        if revision is page.newest:
            newest = conversion
        meter.advance(len(revision.text), page.title)
    checks = _checks(page, newest)
    return drafts.DraftContent(
        page, markdown, report.build(page, texts, checks), newest.tags,
        _unique_links(newest.links), sorted(set(newest.files)), sorted(set(newest.templates)),
        dict(detect.LABELS),
    )  # fmt: skip


def _unique_links(links: list[dict[str, str | None]]) -> list[dict[str, str | None]]:
    seen: dict[str | None, dict[str, str | None]] = {}
    for item in links:
        seen.setdefault(item["title"], item)
    return list(seen.values())


def _checks(page: Page, newest: Conversion) -> list[str]:
    checks = []
    for revision in page.revisions:
        for word in _damaged_words(revision.text):
            checks.append(f"U+FFFD replacement character in {report.label(revision)}: “{word}”")
        if revision.text_missing:
            checks.append(f"No text in the source for {report.label(revision)}")
    for name in sorted(set(newest.templates)):
        checks.append(f"Template not rendered (shown as source): {name}")
    for item in _unique_links(newest.links):
        if item["target"] is None:
            checks.append(f"Link to a page that was not imported: {item['title']}")
    for note in newest.notes:
        checks.append(f"Comment removed from the source (something may be missing here): {note}")
    return checks


def _damaged_words(text: str, limit: int = 5) -> list[str]:
    words = []
    start = text.find("\ufffd")
    while start >= 0 and len(words) < limit:
        left = text.rfind(" ", 0, start) + 1
        right = text.find(" ", start)
        words.append(text[left : right if right >= 0 else len(text)][:60])
        start = text.find("\ufffd", start + 1)
    return words
