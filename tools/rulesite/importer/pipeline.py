"""The import run: read every file, group pages, convert revisions, write drafts.

All files are read and recognised before anything is written, so one bad file
stops the run with every problem listed (:class:`ImportFailed`) and leaves the
output folder as it was. Pages are then converted and written one at a time, so
memory holds the revisions read but never every page's Markdown at once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from . import detect, drafts, mdx, report, wikitext
from . import statements as st
from .model import Conversion, ImportInputError, Page, ParsedFile, Revision
from .pages import build_pages
from .progress import LARGE_BYTES, Progress


class ImportFailed(Exception):
    """One or more input files could not be read; ``errors`` says which and why."""

    def __init__(self, errors: list[ImportInputError]) -> None:
        self.errors = errors
        super().__init__("; ".join(str(e) for e in errors))


@dataclass
class ImportResult:
    """What a run produced."""

    pages: list[Page]
    folders: list[Path]
    files: list[ParsedFile]
    warnings: list[str] = field(default_factory=list)

    @property
    def revision_count(self) -> int:
        return sum(len(page.revisions) for page in self.pages)


class Resolver:
    """Finds the draft folder for a wiki title, preferring the same language."""

    def __init__(self, pages: list[Page], existing: dict[tuple[str, str], str]) -> None:
        self.by_title: dict[str, dict[str, str]] = {}
        for (title, lang), key in existing.items():
            self.by_title.setdefault(title, {})[lang] = key
        for page in pages:
            self.by_title.setdefault(page.title, {})[page.lang] = page.key

    def for_lang(self, lang: str) -> Callable[[str], str | None]:
        def resolve(title: str) -> str | None:
            keys = self.by_title.get(title)
            if not keys:
                return None
            return keys.get(lang) or keys[sorted(keys)[0]]

        return resolve


def read_files(paths: list[Path]) -> list[ParsedFile]:
    """Parse every file; raise ImportFailed listing all files that failed."""
    parsed, errors = [], []
    for path in paths:
        try:
            parsed.append(detect.read(path))
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
    """Import ``paths`` into draft folders under ``out``."""
    parsed = read_files(paths)
    revisions = [r for p in parsed for r in p.revisions]
    pages = build_pages(revisions)
    resolver = Resolver(pages, _existing(out))
    total = sum(len(r.text) for r in revisions)
    enabled = progress == "always" or (progress == "auto" and total >= LARGE_BYTES)
    meter = Progress(total, "import", enabled, stream)
    folders = [drafts.write(out, convert_page(page, resolver, meter)) for page in pages]
    meter.finish(f"{len(pages)} pages, {len(revisions)} revisions")
    warnings = [w for p in parsed for w in p.warnings]
    return ImportResult(pages, folders, parsed, warnings)


def convert_revision(revision: Revision, resolve: Callable[[str], str | None]) -> Conversion:
    """One revision's Markdown (wikitext or MDX)."""
    if revision.markup == "mdx":
        return mdx.convert(revision.text)
    return wikitext.convert(revision.text, resolve, resolve)


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
