"""The tests share one refusal helper (``tests/refusals.py``): a test file that writes its
own ``refused`` checks less (often not that the state is left as it was)."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent
SHARED = TESTS / "refusals.py"


def own_refusal_helpers(folder: Path) -> list[str]:
    """``file:line`` of every function called ``refused`` or ``refused_<what>`` outside the
    shared module."""
    found = []
    for path in sorted(folder.rglob("*.py")):
        # the browser tests read the page's refusals, not the engine's
        if path == SHARED or "browser" in path.relative_to(folder).parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and (node.name == "refused"
                                                      or node.name.startswith("refused_")):
                found.append(f"{path.relative_to(folder)}:{node.lineno}")
    return found


def test_no_test_file_writes_its_own_refusal_helper():
    assert own_refusal_helpers(TESTS) == []


def test_the_check_finds_a_helper_of_its_own(tmp_path):
    (tmp_path / "test_x.py").write_text("def refused(state, move):\n    pass\n")
    assert own_refusal_helpers(tmp_path) == ["test_x.py:1"]
