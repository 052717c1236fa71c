"""The text of a rulebook skeleton (see :mod:`.newgame`): ``rules.md`` and ``data.toml``.

``rules.md`` has the draft's sections as headings, each with proposed rule ids
(one per paragraph, list or table of the draft) and a placeholder where the
rule is to be written in the project's own words. A placeholder says what the
source had there (how many words or items, the numbers it mentions) and never
repeats the source's sentences. ``data.toml`` names the sources: the wiki page,
its revision ids, dates and contributors.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any

HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
NUMBER = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)?(?![\w])")
LIST_ITEM = re.compile(r"^(\s*)(?:[-*+]|\d+\.)\s+")
PLACEHOLDER = "*To be written in this project's own words.*"


@dataclass
class Section:
    """One section of the draft: its heading and its blocks (paragraphs, lists, tables)."""

    heading: str
    level: int
    blocks: list[list[str]] = field(default_factory=list)


def sections(markdown: str) -> list[Section]:
    """The draft's sections in order; text before the first heading is an "Overview"."""
    found = [Section("Overview", 2)]
    block: list[str] = []
    fenced = False
    for line in markdown.split("\n"):
        if line.startswith("```"):
            fenced = not fenced
        heading = None if fenced else HEADING.match(line)
        if heading or (not line.strip() and not fenced):
            if block:
                found[-1].blocks.append(block)
                block = []
            if heading:
                found.append(Section(heading.group(2), len(heading.group(1))))
            continue
        block.append(line)
    if block:
        found[-1].blocks.append(block)
    return [s for s in found if s.blocks or s.heading != "Overview"]


def id_word(text: str, fallback: str) -> str:
    """A rule-id segment from a heading: ASCII lower-case words joined by hyphens."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    words = re.findall(r"[a-z0-9]+", ascii_text)
    return "-".join(words)[:40].strip("-") or fallback


def _describe(block: list[str]) -> str:
    """What a block of the source holds, without its words: kind, size, numbers."""
    text = " ".join(block)
    numbers = list(dict.fromkeys(NUMBER.findall(text)))[:12]
    facts = f"; numbers in it: {', '.join(numbers)}" if numbers else ""
    if block[0].lstrip().startswith("|"):
        rows = max(0, len(block) - 2)
        return f"The source has a table here ({rows} rows){facts}."
    items = sum(1 for line in block if LIST_ITEM.match(line))
    if items:
        return f"The source has a list of {items} items here{facts}."
    if block[0].startswith("```"):
        return "The source has a preformatted block here."
    words = len(text.split())
    return f"The source has a paragraph of {words} word{'s' if words != 1 else ''} here{facts}."


def rules_markdown(slug: str, title: str, found: list[Section]) -> str:
    """The skeleton ``rules.md``."""
    out = [
        "---",
        f"title: {json.dumps(title, ensure_ascii=False)}",
        f'summary: "To write: one sentence on what {title} is about."',
        'minutes: "?"',
        "---",
        "",
        f"# {title}",
        "",
        "*A rulebook skeleton written by `python -m rulesite new-game` from an imported "
        "draft. Every rule below is still to be written, in this project's own words; "
        "the numbers go into `data.toml`. The site lists this folder under the imported "
        "drafts until it has an engine.*",
    ]
    used: set[str] = set()
    for number, section in enumerate(found, 1):
        word = id_word(section.heading, f"section-{number}")
        while word in used:
            word = f"{word}-{number}"
        used.add(word)
        level = "#" * max(2, min(section.level, 6))
        out += ["", f"{level} {section.heading}"]
        for index, block in enumerate(section.blocks, 1):
            out += ["", f"§ {slug}.{word}.{index}", f"{PLACEHOLDER} {_describe(block)}"]
        if not section.blocks:
            out += ["", f"§ {slug}.{word}", f"{PLACEHOLDER} The source's section is empty."]
    return "\n".join(out) + "\n"


def _toml(value: Any) -> str:
    """A TOML value: JSON strings, numbers and arrays are TOML too."""
    return json.dumps(value, ensure_ascii=False)


def data_toml(title: str, meta: dict[str, Any]) -> str:
    """The skeleton ``data.toml``: where the draft came from."""
    revisions = [r for r in meta.get("revisions") or [] if isinstance(r, dict)]
    ids = [r["id"] for r in revisions if isinstance(r.get("id"), int)]
    dates = [str(r["timestamp"]) for r in revisions if r.get("timestamp")]
    names = [str(c.get("name")) for c in meta.get("contributors") or [] if isinstance(c, dict)]
    source = meta.get("source") or {}
    lines = [
        f"# {title}: the numbers of the game, with their sources.",
        "# Written by `python -m rulesite new-game`; add each table of numbers here.",
        "",
        "[sources.wiki]",
        f"title = {_toml(str(meta.get('title') or ''))}",
        '# url = "https://..."  (the page\'s address, needed once the game has an engine)',
        f"page = {_toml(str(meta.get('title') or ''))}",
        f"lang = {_toml(str(meta.get('lang') or ''))}",
        f"file = {_toml(str(source.get('file') or ''))}",
    ]
    if ids:
        lines.append(f"revision = {ids[0]}")
    if dates:
        lines.append(f"date = {_toml(dates[0][:10])}")
    lines += [
        f"revisions = {_toml(ids)}",
        f"dates = {_toml(dates)}",
        f"contributors = {_toml(names)}",
    ]
    return "\n".join(lines) + "\n"
