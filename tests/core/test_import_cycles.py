"""No import cycles inside ``rulebooks/``: each module's imports (at module level, where an
import runs when the module loads) never lead back to it."""

from __future__ import annotations

import ast
from pathlib import Path

import rulebooks

PACKAGE = Path(rulebooks.__file__).resolve().parent  # the installed engine (in Pyodide too)


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def _top_level(tree: ast.Module) -> list[ast.stmt]:
    """Statements that run when the module loads (``if TYPE_CHECKING:`` blocks do not)."""
    found, todo = [], list(tree.body)
    while todo:
        node = todo.pop(0)
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            todo.extend(node.orelse)
        elif isinstance(node, ast.If | ast.Try | ast.With):
            todo.extend(n for block in ("body", "orelse", "finalbody", "handlers")
                        for n in getattr(node, block, []))
        elif isinstance(node, ast.ExceptHandler):
            todo.extend(node.body)
        else:
            found.append(node)
    return found


def imports(name: str, path: Path, known: set[str]) -> set[str]:
    """The modules of ``rulebooks`` that ``name`` imports when it loads (``from pkg import
    mod`` counts as importing ``pkg.mod`` when that is a module, else ``pkg``)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in _top_level(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            base = base[:len(base) - node.level + 1] if node.level else []
            target = ".".join([*base, *(node.module.split(".") if node.module else [])])
            found |= {f"{target}.{alias.name}" if f"{target}.{alias.name}" in known else target
                      for alias in node.names}
    # a module's own packages are already loading when it loads: no edge back to them
    ancestors = {".".join(name.split(".")[:i]) for i in range(1, name.count(".") + 1)}
    return {module for module in found if module in known and module != name} - ancestors


def graph() -> dict[str, set[str]]:
    found = modules()
    assert "rulebooks.core.registry" in found, f"no engine modules found in {PACKAGE}"
    return {name: imports(name, path, set(found)) for name, path in found.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """One cycle through each strongly connected group of modules (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(edges[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return groups


def test_the_checker_finds_a_cycle():
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(edges) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_graph_sees_relative_imports():
    edges = graph()
    assert {"rulebooks.golf.data", "rulebooks.golf.moves"} <= edges["rulebooks.golf.game"]
    assert "rulebooks.core.errors" in edges["rulebooks.core.state"]


def test_no_import_cycles_in_rulebooks():
    found = cycles(graph())
    assert not found, "import cycles: " + "; ".join(" <-> ".join(group) for group in found)
