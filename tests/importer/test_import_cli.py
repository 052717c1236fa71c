"""``python -m rulesite import``: exit codes, messages, progress."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from rulesite.__main__ import main as rulesite_main
from rulesite.importer import synthetic
from rulesite.importer.cli import main

FIXTURES = Path(__file__).parent / "fixtures"


def test_import_writes_drafts_and_reports_them(tmp_path, capsys):
    code = main(
        [str(FIXTURES / "export-0.10.xml"), str(FIXTURES / "rules.mdx"), "--out", str(tmp_path)]
    )
    out = capsys.readouterr()
    assert code == 0
    assert "export-0.10.xml: MediaWiki XML export, 3 revisions" in out.out
    assert "3 drafts, 4 revisions written to" in out.out
    assert "not wikitext were skipped" in out.err
    assert (tmp_path / "gamehelpkaldor.en" / "draft.md").is_file()


def test_unrecognised_file_is_named_with_the_reason_and_exit_2(tmp_path, capsys):
    bad = tmp_path / "notes.txt"
    bad.write_text("Shopping list: eggs, milk.\n")
    code = main([str(FIXTURES / "export-0.10.xml"), str(bad), "--out", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert code == 2
    assert f"{bad}: not a recognised input format" in err
    assert "Traceback" not in err
    assert not (tmp_path / "out").exists()


def test_command_line_entry_point_without_traceback(tmp_path):
    binary = tmp_path / "image.png"
    binary.write_bytes(b"\x89PNG\x00\x00\x01")
    run = subprocess.run(
        [sys.executable, "-m", "rulesite", "import", str(binary), "--out", str(tmp_path / "o")],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert run.returncode == 2
    assert "image.png" in run.stderr and "binary data" in run.stderr
    assert "Traceback" not in run.stderr


def test_dispatcher_routes_to_the_importer(tmp_path):
    assert rulesite_main(["import", str(FIXTURES / "rules.mdx"), "--out", str(tmp_path), "-q"]) == 0


def test_progress_shows_for_large_inputs_only(tmp_path, capsys):
    small = tmp_path / "small.txt"
    small.write_text(synthetic.contributions_text(synthetic.entries(1, 1, 2)))
    main([str(small), "--out", str(tmp_path / "a"), "-q"])
    assert "import:" not in capsys.readouterr().err
    large = tmp_path / "large.txt"
    large.write_text(synthetic.contributions_text(synthetic.sized_entries(2, 1.2)))
    main([str(large), "--out", str(tmp_path / "b"), "-q"])
    err = capsys.readouterr().err
    assert "import: 100.0% of 1." in err and " MB, " in err
