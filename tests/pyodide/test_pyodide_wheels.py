"""The wheel folder helper behind test_in_pyodide.py: pins, pruning, what is missing."""

from __future__ import annotations

import pytest
from rulesite.pyodide_wheels import REQUIREMENTS, missing_pins, prune, read_pins


def test_the_pinned_requirements_are_exact_and_cover_pytest():
    pins = read_pins(REQUIREMENTS)
    assert {"pytest", "pluggy", "iniconfig", "packaging", "pygments"} <= set(pins)
    assert all(version[0].isdigit() for version in pins.values())


@pytest.mark.parametrize("line", ["pytest>=9", "pytest", "pytest==9.2.0 --hash=sha256:00"])
def test_a_loose_pin_is_refused_with_its_line(tmp_path, line):
    requirements = tmp_path / "req.txt"
    requirements.write_text(f"# pins\n{line}\n")
    with pytest.raises(ValueError, match=r"req\.txt:2: expected name==version"):
        read_pins(requirements)


def test_old_versions_go_and_missing_pins_are_named(tmp_path):
    for name in ("pytest-9.1.0-py3-none-any.whl", "pytest-9.2.0-py3-none-any.whl",
                 "Pygments-2.21.0-py3-none-any.whl", "rulebooks-0.1.0-py3-none-any.whl"):
        (tmp_path / name).write_bytes(b"")
    pins = {"pytest": "9.2.0", "pygments": "2.21.0", "pluggy": "1.7.0"}
    removed = prune(tmp_path, pins)
    assert [path.name for path in removed] == ["pytest-9.1.0-py3-none-any.whl"]
    assert missing_pins(tmp_path, pins) == ["pluggy==1.7.0"]
    assert (tmp_path / "rulebooks-0.1.0-py3-none-any.whl").exists()
