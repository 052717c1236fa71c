"""A publisher's rules page exported from MDX: one page, one revision, no history.

Recognised by MDX constructs near the start: ``{/* ... */}`` comments,
``import``/``export`` lines, brace expressions on a line of their own or JSX
component tags (``<Image ...>``). The title is the line after ``{/* Title */}``
or the first ``#`` heading, else the file name.
"""

from __future__ import annotations

from pathlib import PurePath

from ..mdx import page_title
from ..model import ParsedFile, Revision

FORMAT = "mdx"
SNIFF_CHARS = 65536


def looks_like(text: str) -> bool:
    """True when the start of the text has JSX comments, ESM lines, expressions or components."""
    head = text[:SNIFF_CHARS]
    if "{/*" in head and "*/}" in head:
        return True
    for line in head.split("\n"):
        stripped = line.strip()
        if stripped.startswith("import ") and " from " in stripped:
            return True
        if stripped.startswith("{") and stripped.endswith("}") and len(stripped) > 2:
            return True
        if stripped.startswith("<") and stripped[1:2].isupper():
            return True
    return False


def parse(text: str, source: str) -> ParsedFile:
    """The whole file as one revision of one page."""
    title = page_title(text) or PurePath(source).stem
    revision = Revision(title=title, text=text, markup="mdx", source=source, source_format=FORMAT)
    return ParsedFile(source, FORMAT, [revision])
