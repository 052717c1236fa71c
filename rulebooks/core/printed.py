"""What a reader's Python code prints, kept within bounds and passed on as it comes.

A cell that prints 50 MB must not make the page parse and draw 50 MB: the text kept
stops at :data:`LIMIT` characters (with a note of how much more was printed), and a
``sink`` (the browser's worker posts each piece to the page) gets pieces of at most
:data:`PIECE` characters as they are written, up to the same limit.
"""

from __future__ import annotations

import io
from collections.abc import Callable

LIMIT = 100_000
PIECE = 4_096


class CappedOutput(io.TextIOBase):
    """A write-only text stream that keeps the first :data:`LIMIT` characters."""

    def __init__(self, sink: Callable[[str], object] | None = None, limit: int = LIMIT) -> None:
        super().__init__()
        self.sink, self.limit = sink, limit
        self.kept: list[str] = []
        self.size = 0  # characters written in all
        self.waiting = ""  # kept but not yet passed to the sink

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        room = self.limit - min(self.size, self.limit)
        self.size += len(text)
        if room > 0:
            piece = text[:room]
            self.kept.append(piece)
            self.waiting += piece
            if len(self.waiting) >= PIECE or self.size >= self.limit:
                self.flush()
        return len(text)

    def flush(self) -> None:
        if self.sink is not None and self.waiting:
            self.sink(self.waiting)
        self.waiting = ""

    def getvalue(self) -> str:
        """What was kept, with a note when more was printed than is kept."""
        text = "".join(self.kept)
        if self.size > self.limit:
            text += (f"\n[output cut: {self.size:,} characters were printed; "
                     f"the first {self.limit:,} are shown]")
        return text
