"""A publisher's rules page exported from MDX, to Markdown.

After :mod:`.jsx` has removed comments, expressions and ESM lines, the text is
cut into blocks at blank lines and each block becomes:

- a section heading (``##``) for a ``{/* --- NAME --- */}`` marker;
- a heading for a Markdown ``#`` line, and for a one-line block in upper case
  (``AGE CARDS`` -> ``### Age Cards``; ``##`` when the page has no sections);
- a pipe table when a line holds tabs (short rows are padded);
- a list when the block has several lines (the export flattens list items into
  lines); lines starting with ``-`` nest under the line before;
- a paragraph otherwise. Fenced code stays code, with a ``text`` fence.

The line after ``{/* Title */}`` is the page title and is not repeated. Text is
escaped like wikitext (``*``/``_`` emphasis is kept, MDX being Markdown),
inline HTML or JSX tags go through :mod:`.sanitize`, Markdown links keep only
http, https and mailto targets and images become their alt text.
"""

from __future__ import annotations

import re

from .jsx import SECTION, TITLE, strip_jsx
from .lang import words
from .mdtext import escape_line_start, escape_text, fence, link, safe_url, table
from .model import Conversion
from .sanitize import html_to_markdown_inline
from .wikiblocks import heading_text

SMALL_WORDS = words("a an and as at but by for from in into nor of on or per the to vs with")
ROMAN = words("I II III IV V VI VII VIII IX X")
_LIST_MARKS = ("- ", "* ", "+ ")
LINK = re.compile(r"(?P<bang>!?)\[(?P<text>[^\[\]\n]{1,500})\]\((?P<url>[^()\s]{1,2000})\)")


def page_title(text: str) -> str | None:
    """The line after ``{/* Title */}``, or the first ``# `` heading, if any."""
    lines = strip_jsx(text).text.split("\n")
    for i, line in enumerate(lines):
        if line.strip() == TITLE:
            following = [rest.strip() for rest in lines[i + 1 :] if rest.strip()]
            return following[0] if following else None
        if line.startswith("# "):
            return line[2:].strip() or None
    return None


def convert(text: str) -> Conversion:
    """Convert one MDX rules page to Markdown."""
    stripped = strip_jsx(text)
    blocks = _blocks(stripped.text)
    sections = any(block[0].startswith(SECTION) for block in blocks if block)
    out: list[str] = []
    skip_title = False
    for block in blocks:
        if block[0] == TITLE:  # the title line may follow its comment without a blank line
            skip_title = True
            block = block[1:]
            if not block:
                continue
        if skip_title and not block[0].startswith(SECTION):
            skip_title = False
            block = block[1:]
            if not block:
                continue
        out.append(_block(block, sections))
    markdown = "\n\n".join(part for part in out if part.strip()) + "\n"
    return Conversion(markdown=markdown, notes=stripped.comments)


def _blocks(text: str) -> list[list[str]]:
    """Lines grouped at blank lines; a fenced block is one block however it is spaced."""
    blocks: list[list[str]] = []
    current: list[str] = []
    fenced = False
    for line in text.split("\n"):
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
        if (not line.strip() and not fenced) or line.startswith(SECTION):
            blocks.append(current)
            current = [line] if line.startswith(SECTION) else []
            if current:
                blocks.append(current)
                current = []
            continue
        current.append(line.rstrip() if not fenced else line)
    blocks.append(current)
    return [block for block in blocks if block]


def _block(lines: list[str], sections: bool) -> str:
    first = lines[0].strip()
    if first.startswith(("```", "~~~")):
        body = lines[1:-1] if lines[-1].strip().startswith(first[:3]) else lines[1:]
        return fence("\n".join(body))
    if first.startswith(SECTION):
        return "## " + _heading_text(_title_case(first[len(SECTION) :]))
    if first.startswith("#") and len(lines) == 1:
        level = min(6, len(first) - len(first.lstrip("#")))
        return "#" * level + " " + _heading_text(first.lstrip("#").strip())
    if any("\t" in line for line in lines):
        return _table(lines)
    if len(lines) == 1 and _upper_title(first):
        return ("### " if sections else "## ") + _heading_text(_title_case(first))
    if len(lines) > 1 or first.startswith(_LIST_MARKS):
        return _list(lines)
    return escape_line_start(_inline(first))


def _inline(text: str) -> str:
    """Escaped text with sanitized inline HTML; Markdown links kept when their URL is safe."""
    out = []
    position = 0
    text = text.strip()
    for match in LINK.finditer(text):
        out.append(html_to_markdown_inline(text[position : match.start()], keep_emphasis=True))
        label = html_to_markdown_inline(match.group("text"), keep_emphasis=True)
        target = safe_url(match.group("url"))
        if match.group("bang"):
            out.append(escape_text(f"[image not imported: {match.group('text')}]"))
        else:
            out.append(link(label, target) if target else label)
        position = match.end()
    out.append(html_to_markdown_inline(text[position:], keep_emphasis=True))
    return "".join(out)


def _heading_text(text: str) -> str:
    return heading_text(_inline(text))


def _upper_title(line: str) -> bool:
    letters = [c for c in line if c.isalpha()]
    return len(letters) >= 3 and all(c.isupper() for c in letters) and len(line) <= 80


def _title_case(text: str) -> str:
    words = text.split()
    out = []
    for i, word in enumerate(words):
        bare = word.strip(".,:;()")
        if bare in ROMAN or (len(bare) == 1 and word.endswith(".")):
            out.append(word)
        elif i and word.lower() in SMALL_WORDS:
            out.append(word.lower())
        else:
            out.append(word[:1].upper() + word[1:].lower())
    return " ".join(out)


def _list(lines: list[str]) -> str:
    items: list[str] = []
    top_marked = lines[0].strip().startswith(_LIST_MARKS)
    for line in lines:
        stripped = line.strip()
        nested = stripped.startswith(_LIST_MARKS) and not top_marked and bool(items)
        text = stripped[2:] if stripped.startswith(_LIST_MARKS) else stripped
        content = escape_line_start(_inline(text))
        if content:
            items.append(("    - " if nested else "- ") + content)
    return "\n".join(items)


def _table(lines: list[str]) -> str:
    rows = [[_inline(cell) for cell in line.split("\t")] for line in lines]
    return table(rows[0], rows[1:])
