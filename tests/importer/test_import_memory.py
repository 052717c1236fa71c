"""Reading a file holds one revision's text at a time: working memory does not grow with the file.

Each format is read (as an import reads, texts kept on disk, in pieces of
``PIECE_BYTES`` so that both files span many pieces) from a synthetic dump of
about ``SMALL_MB`` and one four times larger. What stays in memory after the
read is the revisions' metadata (title, date, author...), which does grow
with the number of revisions; the working memory on top of it (the peak
minus what stays) must not grow by more than ``MARGIN_MB`` while the input
grows by about 1.5 MB. Reading a file whole would add at least those 1.5 MB.
"""

from __future__ import annotations

import tracemalloc
from pathlib import Path

import pytest
from rulesite.importer import detect, synthetic, textio
from rulesite.importer.store import TextStore

WRITERS = {
    "contributions-text": synthetic.contributions_text,
    "atom-stripped": synthetic.stripped_feed,
    "mediawiki-xml": synthetic.mediawiki_export,
}
SMALL_MB = 0.5
LARGE_MB = 4 * SMALL_MB
MARGIN_MB = 0.5
PIECE_BYTES = 1 << 16


def _working_mb(path: Path) -> float:
    """Peak traced memory while reading ``path``, minus what the read result keeps, in MB."""
    with TextStore() as store:
        tracemalloc.start()
        try:
            parsed = detect.read(path, store.keep)
            kept, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
    assert parsed.revisions and all(r.spilled is not None for r in parsed.revisions)
    return (peak - kept) / 1e6


@pytest.mark.parametrize("fmt", sorted(WRITERS))
def test_working_memory_does_not_grow_with_the_input(tmp_path, monkeypatch, fmt):
    monkeypatch.setattr(textio, "CHUNK_BYTES", PIECE_BYTES)
    sizes, working = [], []
    for n, megabytes in enumerate((SMALL_MB, LARGE_MB)):
        path = tmp_path / f"dump-{n}"
        path.write_text(WRITERS[fmt](synthetic.sized_entries(7, megabytes)), encoding="utf-8")
        sizes.append(path.stat().st_size / 1e6)
        working.append(_working_mb(path))
    assert sizes[1] - sizes[0] > 3 * MARGIN_MB  # the input really grew
    grown = working[1] - working[0]
    assert grown < MARGIN_MB, (
        f"{fmt}: working memory grew by {grown:.1f} MB ({working[0]:.1f} -> {working[1]:.1f}) "
        f"while the input grew from {sizes[0]:.1f} to {sizes[1]:.1f} MB"
    )
