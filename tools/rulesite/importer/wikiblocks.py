"""Lines of converted wikitext assembled into Markdown blocks.

The wikitext walker (:mod:`.wikitext`) produces one :class:`Line` per source
line: its list prefix (the wiki markers ``*``, ``#``, ``:``, ``;``, with dash
pseudo-list items turned into ``*``), its rendered inline Markdown, or a block
(heading, rule, table, fence, figure). :func:`assemble` turns them into
Markdown paragraphs, nested lists (four spaces per level), block quotes and
blocks, separated by blank lines.

List nesting follows the length of the wiki prefix: an item nests under the
open items whose prefixes are shorter, whatever their markers, so ``#``
followed by ``::*`` nests the bullet under the numbered item instead of
leaving an orphan, and a jump of two levels nests only one deeper. A ``:`` (or
``;``) line right after a list item is a continuation paragraph of that item;
after a blank line, or outside a list, it is a block quote (or a bold line).
A plain line right after a dash item, with no blank line between, continues
that item (a wrapped line). Where a top-level list changes from bullets to
numbers (or back), :data:`LIST_BREAK`, an empty HTML comment, separates the two
lists: without it Markdown would merge them into one.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .mdtext import escape_line_start

INDENT = "    "
LIST_BREAK = "<!-- -->"


@dataclass
class Line:
    """One source line: list prefix plus inline Markdown parts, or a block."""

    prefix: str = ""
    parts: list[str] = field(default_factory=list)
    kind: str = "text"
    level: int = 0
    dash: bool = False
    block: str = ""

    @property
    def content(self) -> str:
        return "".join(self.parts).strip()


@dataclass
class _State:
    blocks: list[str] = field(default_factory=list)
    paragraph: list[str] = field(default_factory=list)
    items: list[str] = field(default_factory=list)
    levels: list[int] = field(default_factory=list)
    top_marker: str = ""
    depth: int = -1
    last_dash: bool = False
    blank: bool = False
    after_paragraph: bool = False


def assemble(lines: list[Line]) -> str:
    """Markdown for the converted lines, blocks separated by one blank line."""
    state = _State()
    for line in lines:
        _take(state, line)
    _flush(state)
    return "\n\n".join(block for block in state.blocks if block.strip()) + "\n"


def _take(state: _State, line: Line) -> None:
    if line.kind == "heading":
        _flush(state)
        _heading(state, line)
    elif line.kind in ("hr", "block"):
        _flush(state)
        state.blocks.append("* * *" if line.kind == "hr" else line.block)
    elif line.prefix:
        _flush_paragraph(state)
        if state.blank and not set(line.prefix) & set("*#"):
            _flush_items(state)
        _list_line(state, line)
    elif not line.content:
        _flush_paragraph(state)
        state.blank = True
    elif state.items and state.last_dash and not state.blank:
        state.items[-1] += " " + line.content
    else:
        _flush_items(state)
        state.paragraph.append(escape_line_start(line.content))
        state.blank = False


def _heading(state: _State, line: Line) -> None:
    text = heading_text(line.content)
    if text:
        state.blocks.append("#" * max(1, min(6, line.level)) + " " + text)


def _list_line(state: _State, line: Line) -> None:
    content = line.content
    marker = line.prefix[-1]
    if not content:
        return
    if marker in "*#":
        depth = _item_depth(state, len(line.prefix))
        if depth == 0 and state.items and state.top_marker not in ("", marker):
            _flush_items(state)
            state.blocks.append(LIST_BREAK)
            depth = _item_depth(state, len(line.prefix))
        state.top_marker = marker if depth == 0 else state.top_marker
        if state.after_paragraph:
            state.items.append("")
        bullet = "1." if marker == "#" else "-"
        state.items.append(INDENT * depth + f"{bullet} " + escape_line_start(content))
        state.depth, state.after_paragraph = depth, False
    elif state.items:
        depth = state.depth + 1
        text = escape_line_start(content)
        text = f"**{text}**" if marker == ";" else text
        state.items.extend(["", INDENT * depth + text])
        state.after_paragraph = True
    else:
        _quote(state, line.prefix, content)
    state.last_dash, state.blank = line.dash, False


def _item_depth(state: _State, length: int) -> int:
    """Nesting depth: one more than the open items with a shorter prefix."""
    while state.levels and state.levels[-1] >= length:
        state.levels.pop()
    state.levels.append(length)
    return len(state.levels) - 1


def heading_text(content: str) -> str:
    """Heading content with literal ``#`` escaped (a trailing one would be dropped)."""
    return "".join(
        "&#35;" if c == "#" and (i == 0 or content[i - 1] != "&") else c
        for i, c in enumerate(content)
    )


def _quote(state: _State, prefix: str, content: str) -> None:
    text = escape_line_start(content)
    if prefix.endswith(";"):
        state.blocks.append(f"**{text}**")
    else:
        state.blocks.append("> " * min(len(prefix), 6) + text)


def _flush_paragraph(state: _State) -> None:
    if state.paragraph:
        state.blocks.append("\n".join(state.paragraph))
        state.paragraph = []


def _flush_items(state: _State) -> None:
    if state.items:
        state.blocks.append("\n".join(state.items))
    state.items, state.depth, state.after_paragraph = [], -1, False
    state.levels, state.top_marker = [], ""
    state.last_dash = False


def _flush(state: _State) -> None:
    _flush_paragraph(state)
    _flush_items(state)
    state.blank = False
