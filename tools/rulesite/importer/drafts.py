"""Draft folders: the importer's output and the site build's input (a contract).

``DIR/<slug>.<lang>/`` holds one page in one language:

``draft.md``
    The newest revision (the newest one whose text the source holds),
    converted to Markdown. Headings keep their wiki levels (``==`` is ``##``).
    No raw HTML except what :mod:`.sanitize` let through (and the empty
    comment that separates two lists, see :mod:`.wikiblocks`, and the bare
    ``<ul>``/``<ol>``/``<li>``/``<br>`` of a list inside a table cell, see
    :func:`.wikiparts.cell_lists`); never a fenced block
    other than ```` ```text ````; never a line starting with ``§``. A link to
    another draft reads ``../<slug>.<lang>/draft.md``
    (:func:`~.titles.draft_link`); the site rewrites it to the page's URL.
``meta.json``
    ``{"format": 1, "title", "slug", "lang", "wiki_lang", "game", "kind",
    "source": {"file", "format", "format_label"}, "sources": [{"file",
    "format", "revisions"}], "tags", "revisions": [{"id", "timestamp",
    "author", "summary", "source", "file", "text_missing", "slots"}], "contributors":
    [{"name", "edits"}], "links": [{"title", "target"}], "files",
    "templates"}``. ``kind`` is ``help``, ``tips``, ``file`` or ``rules``;
    ``game`` a slug guess (``golf``, ``llama``, ``welcometo``...) or null;
    ``revisions`` newest first, ``file`` is ``draft.md`` for the newest and
    ``history/<n>-<id or timestamp>.md`` for the others (null when the source
    has no text for it); ``slots`` lists a revision's content slots other than
    the main one (MediaWiki 0.11), each one a ``## Slot: <role> (<model>)``
    section at the end of the revision's Markdown; ``links[].target`` is
    another draft's folder name or null when that page was not imported.
    ``source`` is the newest revision's.
``history/<n>-<revid-or-timestamp>.md``
    Each older revision converted the same way; ``n`` is its index in
    ``revisions`` (1 is the one before the newest).
``report.md``
    The revision report (:mod:`.report`).

Folder names are unique per run and stable from run to run (:mod:`.folders`).
Importing a page that the output folder already holds merges the two
histories (:mod:`.merge`) and then rewrites the folder; a folder that exists
without ``meta.json`` is not a draft and is never overwritten.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from .model import ImportInputError, Page, Revision

FORMAT_VERSION = 1
META = "meta.json"
DRAFT = "draft.md"
REPORT = "report.md"
HISTORY = "history"


@dataclass
class DraftContent:
    """Everything written for one page: Markdown per revision, report, extra meta."""

    page: Page
    markdown: list[str]
    report: str
    tags: list[str] = field(default_factory=list)
    links: list[dict[str, str | None]] = field(default_factory=list)
    files: list[str] = field(default_factory=list)
    templates: list[str] = field(default_factory=list)
    format_labels: dict[str, str] = field(default_factory=dict)


def history_name(index: int, revision: Revision) -> str:
    """``history/<n>-<revid or timestamp>.md`` for the revision at ``index``."""
    if revision.revid is not None:
        tag = str(revision.revid)
    elif revision.timestamp:
        tag = "".join(c if c.isalnum() else "-" for c in revision.timestamp)
    else:
        tag = "undated"
    return f"{HISTORY}/{index}-{tag}.md"


def _files(page: Page) -> list[str | None]:
    newest = page.newest
    names: list[str | None] = []
    for index, revision in enumerate(page.revisions):
        if revision is newest:
            names.append(DRAFT)
        elif revision.text_missing:
            names.append(None)
        else:
            names.append(history_name(index, revision))
    return names


def meta(content: DraftContent) -> dict[str, object]:
    """The ``meta.json`` document for a page."""
    page = content.page
    newest = page.newest
    sources = Counter((r.source, r.source_format) for r in page.revisions)
    revisions = [
        {"id": r.revid, "timestamp": r.timestamp, "author": r.author, "summary": r.summary,
         "source": r.source, "file": name, "text_missing": r.text_missing,
         "slots": [{"role": s.role, "model": s.model} for s in r.slots]}
        for r, name in zip(page.revisions, _files(page), strict=True)
    ]  # fmt: skip
    edits = Counter(r.author or "unknown author" for r in page.revisions)
    return {
        "format": FORMAT_VERSION, "title": page.title, "slug": page.slug, "lang": page.lang,
        "wiki_lang": page.wiki_lang, "game": page.game, "kind": page.kind,
        "source": {"file": newest.source, "format": newest.source_format,
                   "format_label": content.format_labels.get(newest.source_format, "")},
        "sources": [{"file": f, "format": fmt, "revisions": n} for (f, fmt), n in sources.items()],
        "tags": content.tags, "revisions": revisions,
        "contributors": [{"name": name, "edits": n} for name, n in edits.most_common()],
        "links": content.links, "files": content.files, "templates": content.templates,
    }  # fmt: skip


def write(out: Path, content: DraftContent) -> Path:
    """Write one draft folder (replacing an earlier import of it) and return it."""
    target = out / content.page.key
    if target.exists() and not (target / META).is_file():
        raise ImportInputError(str(target), "exists and is not a draft folder; not overwritten")
    out.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{content.page.key}.", dir=out))
    try:
        _fill(staging, content)
        if target.exists():
            shutil.rmtree(target)
        staging.rename(target)
    finally:
        if staging.exists():
            shutil.rmtree(staging)
    return target


def _fill(folder: Path, content: DraftContent) -> None:
    for name, markdown in zip(_files(content.page), content.markdown, strict=True):
        if name is None:
            continue
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(markdown, encoding="utf-8")
    (folder / REPORT).write_text(content.report, encoding="utf-8")
    document = json.dumps(meta(content), ensure_ascii=False, indent=2)
    (folder / META).write_text(document + "\n", encoding="utf-8")


def read_meta(folder: Path) -> dict[str, object]:
    """A draft folder's ``meta.json``; ImportInputError if missing or malformed."""
    path = folder / META
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise ImportInputError(str(path), f"unreadable draft metadata: {error}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT_VERSION:
        raise ImportInputError(str(path), f"not draft metadata of format {FORMAT_VERSION}")
    return data


def draft_folders(out: Path) -> list[Path]:
    """The draft folders in ``out`` (folders with a ``meta.json``), sorted by name."""
    if not out.is_dir():
        return []
    return sorted(p for p in out.iterdir() if p.is_dir() and (p / META).is_file())
