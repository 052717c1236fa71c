"""A text given whole or in pieces, read as pieces or as lines, newlines made ``\\n``.

The plain-text readers use these so a large file is never held whole: a
``\\r\\n`` split between two pieces still counts as one line end.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

PIECE_CHARS = 1 << 20


def pieces_of(text: str | Iterable[str]) -> Iterable[str]:
    """A text given whole or in pieces, as pieces."""
    if isinstance(text, str):
        return (text[start : start + PIECE_CHARS] for start in range(0, len(text), PIECE_CHARS))
    return text


def normalized(text: str | Iterable[str]) -> Iterator[str]:
    """The pieces with ``\\r\\n`` and ``\\r`` turned into ``\\n``."""
    held = ""
    for piece in pieces_of(text):
        piece = held + piece
        held = ""
        if piece.endswith("\r"):
            piece, held = piece[:-1], "\r"
        if piece:
            yield piece.replace("\r\n", "\n").replace("\r", "\n")
    if held:
        yield "\n"


def lines_of(text: str | Iterable[str]) -> Iterator[str]:
    """The lines of a text, without their ``\\n``; as many as ``text.split("\\n")`` gives."""
    partial: list[str] = []
    for piece in normalized(text):
        lines = piece.split("\n")
        if len(lines) == 1:
            partial.append(lines[0])
            continue
        yield "".join(partial) + lines[0]
        yield from lines[1:-1]
        partial = [lines[-1]]
    yield "".join(partial)
