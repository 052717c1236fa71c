"""Progress on stderr for large inputs: a line at most every half second."""

from __future__ import annotations

import sys
import time
from typing import TextIO

LARGE_BYTES = 1 << 20


class Progress:
    """Counts work done against a total and reports it to a stream now and then."""

    def __init__(self, total: int, label: str, enabled: bool, stream: TextIO | None = None) -> None:
        self.total = max(total, 1)
        self.label = label
        self.enabled = enabled
        self.stream = stream or sys.stderr
        self.done = 0
        self.started = time.monotonic()
        self._last = 0.0

    def advance(self, amount: int, note: str = "") -> None:
        """Add ``amount`` to the work done; report if enough time has passed."""
        self.done += amount
        now = time.monotonic()
        if self.enabled and now - self._last >= 0.5:
            self._last = now
            self._write(note)

    def finish(self, note: str = "") -> None:
        """Report the final state (when enabled)."""
        if self.enabled:
            self.done = self.total
            self._write(note)

    def _write(self, note: str) -> None:
        share = min(100.0, 100.0 * self.done / self.total)
        elapsed = time.monotonic() - self.started
        mb = self.total / 1e6
        extra = f", {note}" if note else ""
        print(
            f"{self.label}: {share:5.1f}% of {mb:.1f} MB, {elapsed:.1f} s{extra}", file=self.stream
        )
        self.stream.flush()
