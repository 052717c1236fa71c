"""The site page of a new rulebook without an engine yet, shown under the drafts."""

from __future__ import annotations

import tomllib
from pathlib import Path

from .mdtext import escape_text
from .site import front_matter, safe_title


def skeleton_path(folder: Path) -> str:
    """The docs-relative path of a new rulebook's page under the drafts."""
    return f"imported/new/{folder.name}/index.md"


def skeleton_page(folder: Path) -> str:
    """The site page of a new rulebook without an engine: its rule text and sources."""
    text = (folder / "rules.md").read_text(encoding="utf-8")
    body = text.split("\n---\n", 1)[1] if text.startswith("---\n") and "\n---\n" in text else text
    lines = body.strip("\n").split("\n")
    title = lines[0][2:].strip() if lines and lines[0].startswith("# ") else folder.name
    lines = lines[1:] if lines and lines[0].startswith("# ") else lines
    note = (
        '!!! note "New rulebook, no engine yet"\n'
        f"    The folder `rulebooks/{folder.name}/` was started from an imported draft. "
        "Its rules are still to be written in this project's own words; the page moves "
        "to the games once the folder has an engine."
    )
    sources = _sources(folder)
    heading = f"# {escape_text(safe_title(title))} (new rulebook)"
    parts = [heading, note, "\n".join(lines).strip("\n"), sources]
    page = "\n\n".join(part for part in parts if part)
    return front_matter(safe_title(f"{title} (new rulebook)")) + page + "\n"


def _sources(folder: Path) -> str:
    try:
        data = tomllib.loads((folder / "data.toml").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return ""
    out = []
    for key, source in sorted((data.get("sources") or {}).items()):
        if not isinstance(source, dict):
            continue
        facts = [
            f"{label}: {', '.join(str(v) for v in values)}"
            for label, values in (
                ("revisions", source.get("revisions") or []),
                ("contributors", source.get("contributors") or []),
            )
            if values
        ]
        dates = source.get("dates") or []
        if dates:
            facts.append(f"from {min(dates)[:10]} to {max(dates)[:10]}")
        detail = f" ({'; '.join(facts)})" if facts else ""
        out.append(
            f"- `{escape_text(str(key))}`: {escape_text(str(source.get('page', '')) + detail)}"
        )
    return "## Sources\n\n" + "\n".join(out) if out else ""
