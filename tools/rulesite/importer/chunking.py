"""Cut long wikitext into pieces that mwparserfromhell parses in bounded time.

The parser backtracks over unclosed constructs (``<b>``, ``[[``, ``{|``...), so
its cost grows with the square of a piece's size when the piece is full of
markup. Ordinary pages (up to 64 000 characters with up to 2 000 markup
characters) are parsed whole; anything larger is cut at blank lines, then at
line ends, then at spaces, into pieces of at most 16 000 characters and 200
markup characters; a piece with no place to cut is cut every 1 000 characters.
Joined together, the pieces are the text again.
"""

from __future__ import annotations

from collections.abc import Iterator

WHOLE_CHARS = 64_000
WHOLE_MARKUP = 2_000
PIECE_CHARS = 16_000
PIECE_MARKUP = 200
HARD_CHARS = 1_000
SEPARATORS = ("\n\n", "\n", " ")


def markup_count(text: str) -> int:
    """How many characters in ``text`` can open a construct the parser tracks."""
    return text.count("<") + text.count("{") + text.count("[")


def chunks(text: str) -> list[str]:
    """The pieces of ``text`` to parse one after the other."""
    if len(text) <= WHOLE_CHARS and markup_count(text) <= WHOLE_MARKUP:
        return [text]
    return list(_pieces(text, SEPARATORS))


def _small(piece: str) -> bool:
    return len(piece) <= PIECE_CHARS and markup_count(piece) <= PIECE_MARKUP


def _pieces(text: str, separators: tuple[str, ...]) -> Iterator[str]:
    if _small(text):
        yield text
        return
    if not separators:
        yield from (text[i : i + HARD_CHARS] for i in range(0, len(text), HARD_CHARS))
        return
    separator, rest = separators[0], separators[1:]
    parts = text.split(separator)
    current = ""
    for i, part in enumerate(parts):
        part = part + separator if i < len(parts) - 1 else part
        if current and not _small(current + part):
            yield current
            current = ""
        if _small(part):
            current += part
        else:
            yield from _pieces(part, rest)
    if current:
        yield current
