"""Markdown output primitives that keep imported text inert.

Imported text ends up in the site's Markdown, which is rendered with extensions
that give meaning to many characters: raw HTML, ``{: attr=... }`` attribute
lists, admonitions (``!!!``), snippets (``--8<--``), the project's own fenced
blocks (``example``, ``calculator``, ``python-run``...) and rule-anchor lines
(``§ id``). Everything taken from a source goes through :func:`escape_text`
(inline) and :func:`escape_line_start` (the first characters of a block line),
so that only the markup the converter writes on purpose has any effect.

Characters are replaced by numeric character references rather than backslash
escapes: a reference renders as the character under every extension, while a
backslash before a character that an extension does not list stays visible.
"""

from __future__ import annotations

from urllib.parse import quote, urlsplit

_INLINE = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    "\\": "&#92;",
    "`": "&#96;",
    "*": "&#42;",
    "[": "&#91;",
    "]": "&#93;",
    "{": "&#123;",
    "}": "&#125;",
    "|": "&#124;",
    "~": "&#126;",
    "!": "&#33;",  # "!" then a link the converter writes would make an image: a request
}
_LINE_START = {
    "#": "&#35;",
    "-": "&#45;",
    "+": "&#43;",
    "=": "&#61;",
    ":": "&#58;",
    "!": "&#33;",
    "?": "&#63;",
    "/": "&#47;",
    "%": "&#37;",
    "§": "&sect;",
}
SAFE_SCHEMES = frozenset({"http", "https", "mailto"})
_CONTROL = {c: None for c in range(32) if c not in (9, 10)} | {0x7F: None}


def clean_control(text: str) -> str:
    """Drop control characters (NUL, escape...) but keep tabs and newlines."""
    return text.translate(_CONTROL)


_TABLE = str.maketrans(
    _INLINE | {chr(c): None for c in range(32) if c not in (9, 10)} | {"\x7f": None}
)
_TABLE_EMPHASIS = {k: v for k, v in _TABLE.items() if k != ord("*")}


def escape_text(text: str, keep_emphasis: bool = False) -> str:
    """Escape text so that Markdown and its extensions show it literally.

    Underscores between two letters or digits stay (they never make emphasis);
    other underscores are escaped. With ``keep_emphasis`` (for Markdown-like
    sources such as MDX) ``*`` and ``_`` are left alone.
    """
    if keep_emphasis:
        return text.translate(_TABLE_EMPHASIS)
    text = text.translate(_TABLE)
    return "".join(_underscores(text)) if "_" in text else text


def _underscores(text: str) -> list[str]:
    last = len(text) - 1
    return [
        "&#95;" if c == "_" and not (0 < i < last and text[i - 1].isalnum()
                                      and text[i + 1].isalnum()) else c
        for i, c in enumerate(text)
    ]  # fmt: skip


def escape_line_start(line: str) -> str:
    """Neutralise what would make a line a heading, list, quote, block or anchor.

    ``line`` is already inline-escaped content; this looks at its first
    characters only: a leading marker character, or digits followed by ``.``
    or ``)`` (an ordered-list marker), becomes a character reference.
    """
    stripped = line.lstrip(" \t")
    if not stripped:
        return ""
    first = stripped[0]
    if first in _LINE_START:
        return _LINE_START[first] + stripped[1:]
    digits = len(stripped) - len(stripped.lstrip("0123456789"))
    if 0 < digits < len(stripped) and stripped[digits] in ".)":
        mark = "&#46;" if stripped[digits] == "." else "&#41;"
        return stripped[:digits] + mark + stripped[digits + 1 :]
    return stripped


def safe_url(url: str) -> str | None:
    """The URL, percent-encoded for a Markdown link, or None if its scheme is unsafe.

    Only absolute ``http``, ``https`` and ``mailto`` URLs pass; ``javascript:``,
    ``data:``, protocol-relative and relative URLs do not.
    """
    url = clean_control(url).strip()
    try:
        parts = urlsplit(url)
    except ValueError:
        return None
    if parts.scheme.lower() not in SAFE_SCHEMES:
        return None
    if parts.scheme.lower() != "mailto" and not parts.netloc:
        return None
    return quote(url, safe=":/?#@!$&'*+,;=%-._~")


def link(text_md: str, target: str) -> str:
    """A Markdown link from already-escaped text and an already-safe target."""
    return f"[{text_md or target}]({target})"


def code_span(text: str) -> str:
    """An inline code span holding ``text`` exactly (newlines become spaces).

    Text with a run of two or more backticks is escaped text instead: its span
    would need a run of three, which a fence detector could read as a fence.
    """
    text = clean_control(text).replace("\n", " ").replace("\t", " ")
    if not text.strip():
        return ""
    run = _longest_run(text, "`")
    if run >= 2:
        return escape_text(text)
    ticks = "`" * (run + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{ticks}{pad}{text}{pad}{ticks}"


def fence(text: str) -> str:
    """A fenced block with the ``text`` info string, never a project block.

    The fence is longer than any backtick run inside, so the content cannot
    close it or open one of the site's own blocks; a line that starts with
    ``§`` gets a leading space so it cannot read as a rule anchor.
    """
    text = clean_control(text).strip("\n")
    ticks = "`" * max(3, _longest_run(text, "`") + 1)
    lines = [(" " + line) if line.lstrip().startswith("§") else line for line in text.split("\n")]
    body = "\n".join(lines)
    return f"{ticks}text\n{body}\n{ticks}"


def _longest_run(text: str, char: str) -> int:
    best = run = 0
    for c in text:
        run = run + 1 if c == char else 0
        best = max(best, run)
    return best


def table(header: list[str], rows: list[list[str]]) -> str:
    """A pipe table from already-escaped cell Markdown (pipes already escaped)."""
    width = max([len(header), *(len(row) for row in rows)], default=0)
    if width == 0:
        return ""

    def line(cells: list[str]) -> str:
        padded = [c.replace("\n", " ").strip() for c in cells] + [""] * (width - len(cells))
        return "| " + " | ".join(padded) + " |"

    out = [line(header), "|" + "|".join(["---"] * width) + "|"]
    out.extend(line(row) for row in rows)
    return "\n".join(out)
