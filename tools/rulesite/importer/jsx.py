"""Removing JSX from MDX text: ``{/* comments */}``, ``{expressions}`` and ESM lines.

:func:`strip_jsx` walks the text once. Outside fenced code blocks it drops
``import``/``export`` lines and every brace expression, matching nested braces
and skipping over JavaScript strings and comments inside them. A comment that
reads like a section marker (``{/* --- ARMADA EXPANSION --- */}``) becomes a
:data:`SECTION` line, the comment ``{/* Title */}`` a :data:`TITLE` line; other
comments are collected. An expression whose braces do not close within
20 000 characters is left as text (it will be escaped), so broken input cannot
swallow the rest of the page or make the scan quadratic.
"""

from __future__ import annotations

from dataclasses import dataclass, field

SECTION = "\x00section "
TITLE = "\x00title"
_FENCES = ("```", "~~~")
MAX_EXPRESSION = 20_000


@dataclass
class Stripped:
    """The text without JSX, and the comments that were removed."""

    text: str
    comments: list[str] = field(default_factory=list)


def strip_jsx(text: str) -> Stripped:
    """Remove JSX comments and expressions and ESM lines, keeping prose and code."""
    out: list[str] = []
    comments: list[str] = []
    fenced = False
    pos = 0
    while pos <= len(text):
        eol = text.find("\n", pos)
        eol = len(text) if eol < 0 else eol
        line = text[pos:eol]
        is_fence = line.lstrip().startswith(_FENCES)
        fenced = fenced != is_fence
        if fenced or is_fence:
            out.append(line)
        elif not _is_esm(line):
            kept, eol = _strip_line(text, pos, comments)
            out.append(kept)
        pos = eol + 1
    return Stripped("\n".join(out), comments)


def _is_esm(line: str) -> bool:
    stripped = line.lstrip()
    return stripped.startswith(("import ", "export ")) and (
        " from " in stripped or stripped.startswith("export ") or stripped.endswith(";")
    )


def _strip_line(text: str, pos: int, comments: list[str]) -> tuple[str, int]:
    """The line at ``pos`` without expressions, and where that line ends.

    An expression may span lines; the line then ends at the first newline after
    the expression closes.
    """
    kept: list[str] = []
    i = pos
    while i < len(text) and text[i] != "\n":
        end = _expression_end(text, i) if text[i] == "{" else -1
        if end < 0:
            kept.append(text[i])
            i += 1
        else:
            kept.append(_marker(text[i + 1 : end - 1], comments))
            i = end
    return "".join(kept), i


def _marker(body: str, comments: list[str]) -> str:
    inner = body.strip()
    if not (inner.startswith("/*") and inner.endswith("*/")):
        return ""
    comment = inner[2:-2].strip()
    name = comment.strip("-–— ").strip()
    if comment.startswith("-") and comment.endswith("-") and name:
        return SECTION + name
    if name.lower() == "title":
        return TITLE
    if name:
        comments.append(name)
    return ""


def _expression_end(text: str, start: int) -> int:
    """Index just after the brace that closes the one at ``start``, or -1."""
    depth = 0
    i = start
    stop = min(len(text), start + MAX_EXPRESSION)
    while i < stop:
        char = text[i]
        if char in "'\"`":
            i = _string_end(text, i)
            continue
        if text.startswith("/*", i):
            close = text.find("*/", i + 2)
            if close < 0:
                return -1
            i = close + 2
            continue
        depth += (char == "{") - (char == "}")
        i += 1
        if depth == 0:
            return i
    return -1


def _string_end(text: str, start: int) -> int:
    """Index after a JavaScript string; a quote with no partner on its line is text."""
    quote = text[start]
    stop = len(text) if quote == "`" else text.find("\n", start)
    stop = len(text) if stop < 0 else stop
    i = start + 1
    while i < stop:
        if text[i] == "\\":
            i += 2
            continue
        if text[i] == quote:
            return i + 1
        i += 1
    return start + 1
