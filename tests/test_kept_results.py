"""The kept results of tests/kept_results.py: a pass is found again only for the same inputs."""

from __future__ import annotations

import pytest

from tests.kept_results import Kept, digest


def test_a_folder_digest_follows_every_byte_and_name_but_not_caches(tmp_path):
    folder = tmp_path / "site"
    (folder / "a").mkdir(parents=True)
    (folder / "a" / "x.css").write_text("p{}")
    first = digest(folder, "light")
    (folder / "a" / "__pycache__").mkdir()
    (folder / "a" / "__pycache__" / "x.pyc").write_bytes(b"\0")
    assert digest(folder, "light") == first
    assert digest(folder, "dark") != first
    (folder / "a" / "x.css").write_text("p{ }")
    assert digest(folder, "light") != first
    (folder / "a" / "x.css").write_text("p{}")
    (folder / "a" / "x.css").rename(folder / "a" / "y.css")
    assert digest(folder, "light") != first
    assert digest(tmp_path / "missing") != digest(tmp_path / "other") != digest(folder)


def test_a_pass_is_kept_read_back_and_ignored_when_off(tmp_path, monkeypatch):
    monkeypatch.delenv("RULEBOOKS_TEST_CACHE", raising=False)
    kept = Kept("axe", digest(b"page"), folder=tmp_path)
    assert kept.passed_before() is None
    kept.keep("no problem")
    assert kept.passed_before() and "RULEBOOKS_TEST_CACHE=off" in kept.reason("now")
    assert Kept("axe", digest(b"page "), folder=tmp_path).passed_before() is None
    monkeypatch.setenv("RULEBOOKS_TEST_CACHE", "off")
    assert kept.passed_before() is None
    Kept("axe", digest(b"other"), folder=tmp_path).keep("no problem")
    assert not (tmp_path / "axe" / f"{digest(b'other')}.json").exists()


@pytest.mark.parametrize("record", ["", "{", '{"said": "no when"}', "[]", "3"])
def test_a_damaged_record_means_run_again(tmp_path, monkeypatch, record):
    monkeypatch.delenv("RULEBOOKS_TEST_CACHE", raising=False)
    kept = Kept("pyodide", "k", folder=tmp_path)
    kept.path.parent.mkdir(parents=True)
    kept.path.write_text(record)
    assert kept.passed_before() is None


def test_the_bench_does_not_count_a_rerun_as_the_full_suite(tmp_path, monkeypatch):
    import importlib.util
    import json

    from tests.conftest import ROOT

    spec = importlib.util.spec_from_file_location("bench_targets", ROOT / "bench/targets.py")
    targets = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(targets)
    record = {"seconds": 240, "when": "now", "tests": {"passed": 10}, "processes": 2,
              "cpus": 2, "load": [1.0], "shares": {"other": 400}}
    monkeypatch.setattr(targets, "SUITE_TIME", tmp_path / "suite.json")
    (tmp_path / "suite.json").write_text(json.dumps(record))
    assert targets.suite_row()[3] is True  # 4 minutes, every check made
    (tmp_path / "suite.json").write_text(json.dumps({**record, "reused": 3}))
    figure, _, _, met = targets.suite_row()
    assert met is None and "3 tests reused kept passes" in figure
