"""Site pages for imported drafts, for the MkDocs plugin to add under "Imported drafts".

:func:`draft_pages` reads a drafts folder (the format is in :mod:`.drafts`) and
returns ``(docs-relative path, Markdown)`` pairs:

- ``imported/index.md``: every draft in a table, then the new rulebooks;
- ``imported/new/<slug>/index.md`` per new rulebook without an engine
  (:mod:`.newgame`): its skeleton rule text and sources;
- ``imported/<lang>/<slug>/index.md`` per draft: front matter with the page
  title (for the nav), the title as a heading, an
  ``Imported, not yet verified`` warning, the source (file, format, wiki page,
  newest revision), the converted text, links between a game's help and tips
  pages, the revision history, the contributors and the revision report.

Everything read from ``meta.json`` is escaped here; the draft and report
Markdown come from the importer, which escaped their source text already.
Links between drafts are rewritten to the pages' paths; a link to a draft that
is not in the folder points at the index instead, so a strict build has no
broken link.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from . import drafts
from .mdtext import clean_control, escape_line_start, escape_text
from .pages import game_name

INDEX = "imported/index.md"
WARNING = (
    '!!! warning "Imported, not yet verified"\n'
    "    This page was converted automatically from a wiki dump or a rules page. "
    "Nobody has checked it against the rules yet: numbers may be wrong, revisions "
    "may disagree (see the revision report) and the wording is the source's, not "
    "this project's. Use it as material for a rulebook, not as the rules."
)
NEW_NOTE = (
    "Game folders started with `python -m rulesite new-game` from a draft: a rule "
    "text to write and the sources, no engine yet. Each one moves to the games once "
    "its folder registers an engine."
)
_DRAFT_LINK = re.compile(r"\]\(\.\./([A-Za-z0-9.-]+)/draft\.md\)")
_FENCE = re.compile(r"^(`{3,})")


def page_path(meta: dict[str, Any]) -> str:
    """The docs-relative path of a draft's page."""
    return f"imported/{_safe(meta.get('lang'))}/{_safe(meta.get('slug'))}/index.md"


def _safe(value: object) -> str:
    text = str(value or "und")
    return "".join(c for c in text if c.isalnum() or c in "-_") or "und"


def draft_pages(drafts_dir: Path, skeletons: list[Path] | None = None) -> list[tuple[str, str]]:
    """``(docs-relative path, Markdown)`` for the index, every draft in ``drafts_dir`` and
    every new rulebook without an engine yet (``skeletons``, see :mod:`.newgame`)."""
    folders = drafts.draft_folders(Path(drafts_dir))
    metas = {folder.name: drafts.read_meta(folder) for folder in folders}
    from .skeleton_site import skeleton_page, skeleton_path

    new = [(skeleton_path(folder), skeleton_page(folder)) for folder in skeletons or []]
    pages = [(INDEX, index_page(metas, [path for path, _ in new]))]
    for folder in folders:
        meta = metas[folder.name]
        pages.append((page_path(meta), draft_page(folder, meta, metas)))
    return pages + new


_TITLE_CHARS = str.maketrans({"<": "‹", ">": "›", "&": "+", '"': "”", "'": "’", "\\": "/"})


def safe_title(title: str) -> str:
    """A page title with no character that HTML gives meaning to.

    MkDocs puts page titles into the nav unescaped, and the theme's ``<title>``
    runs them through ``striptags``, which decodes entities: so a title must
    hold neither markup nor escaped markup. Look-alikes replace ``<``, ``>``,
    ``&``, quotes and backslashes; control characters go.
    """
    text = " ".join(clean_control(title).translate(_TITLE_CHARS).split())
    return text[:120] or "Untitled"


def display_title(meta: dict[str, Any]) -> str:
    """``Welcome To — help`` for a known game's help page, else the wiki title (made safe)."""
    name = game_name(meta.get("game"))
    kind = str(meta.get("kind") or "")
    if name and kind in ("help", "tips"):
        title = f"{name} — {kind}"
    else:
        title = str(meta.get("title") or meta.get("slug") or "Untitled")
    title = title if meta.get("lang") in (None, "en") else f"{title} ({meta.get('lang')})"
    return safe_title(title)


def index_page(metas: dict[str, dict[str, Any]], new: list[str] | None = None) -> str:
    """The list of all drafts, then the new rulebooks' pages (``new``, their paths)."""
    rows = [
        "| Page | Language | Game | Kind | Revisions | Newest revision | Source |",
        "|---|---|---|---|---|---|---|",
    ]
    ordered = sorted(
        metas.values(), key=lambda m: (str(m.get("game")), str(m.get("kind")), str(m.get("lang")))
    )
    new = new or []
    for meta in ordered:
        newest = (meta.get("revisions") or [{}])[0]
        rows.append(
            f"| {_page_link(meta, '')} | {_cell(meta.get('lang'))} | "
            f"{_cell(meta.get('game') or '?')} | {_cell(meta.get('kind'))} | "
            f"{len(meta.get('revisions') or [])} | {_cell(newest.get('timestamp') or '—')} | "
            f"{_cell((meta.get('source') or {}).get('file'))} |"
        )
    count = f"{len(metas)} imported draft{'s' if len(metas) != 1 else ''}."
    parts = ["# Imported drafts", WARNING, count, "\n".join(rows) if metas else ""]
    if new:
        parts += ["## New rulebooks without an engine yet", NEW_NOTE]
        parts.append(
            "\n".join(f"- [{p.split('/')[2]}]({p.removeprefix('imported/')})" for p in new)
        )
    body = "\n\n".join(part for part in parts if part)
    return front_matter("Imported drafts") + body + "\n"


def front_matter(title: str) -> str:
    """YAML front matter naming the page (MkDocs takes nav titles from it).

    The title is written as a JSON string, which YAML reads as a double-quoted
    scalar with every quote, backslash and control character escaped.
    """
    return f"---\ntitle: {json.dumps(title, ensure_ascii=True)}\n---\n\n"


def _cell(value: object) -> str:
    return escape_text(str(value if value is not None else "—")).replace("\n", " ")


def draft_page(folder: Path, meta: dict[str, Any], metas: dict[str, dict[str, Any]]) -> str:
    """The site page of one draft."""
    depth = "../../"
    text = _read(folder / drafts.DRAFT)
    report = _read(folder / drafts.REPORT)
    title = display_title(meta)
    parts = [f"# {escape_text(title)}", WARNING, _source_table(meta)]
    parts += _related(meta, metas, depth)
    parts.append(_rewrite_links(_shift_headings(text), metas, depth))
    parts += [_history(meta), _contributors(meta), _shift_headings(report, force=True)]
    body = "\n\n".join(part.strip("\n") for part in parts if part.strip())
    return front_matter(title) + body + "\n"


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return ""


def _source_table(meta: dict[str, Any]) -> str:
    source = meta.get("source") or {}
    newest = (meta.get("revisions") or [{}])[0]
    when = " · ".join(
        str(x)
        for x in (
            newest.get("id") and f"r{newest['id']}",
            newest.get("timestamp"),
            newest.get("author"),
        )
        if x
    )
    rows = [
        (
            "Source file",
            f"{source.get('file')} ({source.get('format_label') or source.get('format')})",
        ),
        ("All sources", _sources(meta)),
        ("Wiki page", f"{meta.get('title')} (language {meta.get('lang')})"),
        ("Wiki language", str(meta.get("wiki_lang") or "unknown")),
        ("Game guess", f"{meta.get('game') or 'unknown'}, {meta.get('kind')} page"),
        ("Newest revision", when or "undated"),
        ("Revisions", str(len(meta.get("revisions") or []))),
        ("Tags", ", ".join(str(t) for t in meta.get("tags") or []) or "none"),
    ]
    lines = ["| Source | |", "|---|---|"] + [f"| {name} | {_cell(value)} |" for name, value in rows]
    return "\n".join(lines)


def _sources(meta: dict[str, Any]) -> str:
    found = meta.get("sources") or []
    return "; ".join(f"{s.get('file')}: {s.get('revisions')} revision(s)" for s in found) or "—"


def _related(meta: dict[str, Any], metas: dict[str, dict[str, Any]], depth: str) -> list[str]:
    game = meta.get("game")
    if not game:
        return []
    kind = meta.get("kind")
    others = [m for m in metas.values() if m.get("game") == game and m is not meta]
    if kind == "help":
        tips = [m for m in others if m.get("kind") == "tips"]
        if tips:
            links = ["- " + _page_link(m, depth) for m in tips]
            return ["## Strategy tips", "Imported tips pages for this game:\n\n" + "\n".join(links)]
    if kind in ("tips", "file"):
        helps = [m for m in others if m.get("kind") == "help"]
        if helps:
            links = ", ".join(_page_link(m, depth) for m in helps)
            return [f'!!! note "Part of a game\'s help"\n    See also {links}.']
    return []


def _page_link(meta: dict[str, Any], depth: str) -> str:
    path = page_path(meta).removeprefix("imported/")
    return f"[{escape_text(display_title(meta))}]({depth}{path})"


def _rewrite_links(text: str, metas: dict[str, dict[str, Any]], depth: str) -> str:
    def target(match: re.Match[str]) -> str:
        meta = metas.get(match.group(1))
        path = page_path(meta).removeprefix("imported/") if meta else "index.md"
        return f"]({depth}{path})"

    return _DRAFT_LINK.sub(target, text)


def _shift_headings(text: str, force: bool = False) -> str:
    """Headings one level down when the text has a level-1 heading (or ``force``)."""
    lines = text.split("\n")
    fence = ""
    heading_rows = []
    for i, line in enumerate(lines):
        opened = _FENCE.match(line)
        if fence:
            fence = "" if line.strip() == fence else fence
        elif opened:
            fence = opened.group(1)
        elif line.startswith("#"):
            heading_rows.append(i)
    if force or any(lines[i].startswith("# ") for i in heading_rows):
        for i in heading_rows:
            lines[i] = "#" + lines[i] if not lines[i].startswith("######") else lines[i]
    return "\n".join(lines)


def _history(meta: dict[str, Any]) -> str:
    rows = [
        "| # | Date | Author | Summary | Revision | Source | Text |",
        "|---|---|---|---|---|---|---|",
    ]
    for n, rev in enumerate(meta.get("revisions") or []):
        rev_id = _cell(f"r{rev.get('id')}" if rev.get("id") is not None else "—")
        rows.append(
            f"| {n} | {_cell(rev.get('timestamp') or '—')} | {_cell(rev.get('author') or '—')} | "
            f"{_cell(rev.get('summary') or '—')} | {rev_id} | {_cell(rev.get('source'))} | "
            f"{_cell(rev.get('file') or 'not in the source')} |"
        )
    return "## Revision history\n\nNewest first; revision 0 is the text above.\n\n" + "\n".join(
        rows
    )


def _contributors(meta: dict[str, Any]) -> str:
    items = [
        "- "
        + escape_line_start(
            f"{escape_text(str(c.get('name')))}: {int(c.get('edits') or 0)} edit(s)"
        )
        for c in meta.get("contributors") or []
    ]
    return "## Contributors\n\n" + ("\n".join(items) or "None recorded.")
