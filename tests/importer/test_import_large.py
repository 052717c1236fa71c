"""A 10 MB dump imports completely, with progress (its speed is measured by
bench/bench_importer.py, not here)."""

from __future__ import annotations

import io
import json

from rulesite.importer import synthetic
from rulesite.importer.pipeline import import_files


def test_ten_megabyte_dump(tmp_path):
    items = synthetic.sized_entries(seed=10, megabytes=10.0)
    source = tmp_path / "large.txt"
    source.write_text(synthetic.contributions_text(items), encoding="utf-8")
    size_mb = source.stat().st_size / 1e6
    assert 9.5 <= size_mb <= 11.5
    progress = io.StringIO()
    result = import_files([source], tmp_path / "drafts", "auto", progress)
    pages = {e.title for e in items}
    assert len(result.pages) == len(pages)
    assert result.revision_count == len(items)
    lines = progress.getvalue().splitlines()
    assert lines and lines[-1].startswith("import: 100.0% of ")
    meta = json.loads((tmp_path / "drafts" / "gamehelpsynth0.en" / "meta.json").read_text())
    assert len(meta["revisions"]) == 4
