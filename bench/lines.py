"""Lines per game: in its folder, and outside it, before and after the one-folder contract.

Run alone (``.venv/bin/python bench/lines.py [BEFORE [AFTER]]``) or as part of
``bench/run.py``. BEFORE is a commit (default 21175e9, the last one before issue #9); AFTER
a commit too, else the working tree. Prints a Markdown section; nothing is asserted.

- *folder*: Python in ``rulebooks/<game>/``: every line, and code lines (no blank lines,
  comments or docstrings).
- *outside*: lines outside the folder, in ``rulebooks/``, ``tools/``, ``playground/src/``
  and ``mkdocs.yml`` (not in any game's folder), that belong to the game: code (not comments
  or docstrings) naming its slug, or CSS naming a class only that game's ``styles.css``
  defines.
"""

from __future__ import annotations

import ast
import io
import re
import subprocess
import sys
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BEFORE = "21175e9"
GAMES = ("golf", "llama", "locomomo", "splendor", "welcometo")
OUTSIDE = ("rulebooks/", "tools/", "playground/src/", "mkdocs.yml")
CLASS = re.compile(r"\.(rb-[a-z0-9_-]+)")
SHARED_CSS = "playground/src/playground.css"


class Tree:
    """The files of a commit (read with ``git show``), or of the working tree (``ref=None``)."""

    def __init__(self, ref: str | None) -> None:
        self.ref = ref

    def files(self) -> list[str]:
        if self.ref is None:
            out = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"],
                                 cwd=ROOT, capture_output=True, text=True, check=True).stdout
            return [f for f in out.splitlines() if (ROOT / f).is_file()]
        out = subprocess.run(["git", "ls-tree", "-r", "--name-only", self.ref], cwd=ROOT,
                             capture_output=True, text=True, check=True).stdout
        return out.splitlines()

    def read(self, path: str) -> str:
        if self.ref is None:
            return (ROOT / path).read_text(encoding="utf-8", errors="replace")
        return subprocess.run(["git", "show", f"{self.ref}:{path}"], cwd=ROOT,
                              capture_output=True, text=True, check=True).stdout


def code_lines(source: str) -> set[int]:
    """Line numbers holding Python code: not blank, not only a comment, not a docstring."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return set()
    docs: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        first = body[0] if isinstance(body, list) and body else None
        if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                and isinstance(first.value.value, str):
            docs |= set(range(first.lineno, (first.end_lineno or first.lineno) + 1))
    found: set[int] = set()
    skip = {tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT,
            tokenize.ENCODING, tokenize.ENDMARKER}
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type not in skip:
            found |= set(range(token.start[0], token.end[0] + 1))
    return found - docs


def folder_lines(tree: Tree, files: list[str], slug: str) -> tuple[int, int, int]:
    """All Python lines in the folder, its code lines, and the lines of a hand-written codec."""
    total = code = codec = 0
    for path in files:
        if path.startswith(f"rulebooks/{slug}/") and path.endswith(".py"):
            text = tree.read(path)
            total += len(text.splitlines())
            code += len(code_lines(text))
            codec += len(text.splitlines()) if path.endswith("/codec.py") else 0
    return total, code, codec


def own_classes(tree: Tree, files: list[str]) -> dict[str, set[str]]:
    """CSS classes that only one game's ``styles.css`` uses (not the other games', not the
    shared ``playground.css``)."""
    defined = {slug: set(CLASS.findall(tree.read(f"rulebooks/{slug}/styles.css")))
               for slug in GAMES if f"rulebooks/{slug}/styles.css" in files}
    shared = set(CLASS.findall(tree.read(SHARED_CSS))) if SHARED_CSS in files else set()
    return {slug: classes - shared - set().union(*(c for s, c in defined.items() if s != slug))
            for slug, classes in defined.items()}


def in_a_game_folder(path: str) -> bool:
    """A file of some game's folder (``rulebooks/<game>/``, not ``rulebooks/core/``): its
    lines belong to that game, even where they name a class another game defines too."""
    parts = path.split("/")
    return parts[0] == "rulebooks" and len(parts) > 2 and parts[1] != "core"


def outside_lines(tree: Tree, files: list[str], slug: str, classes: set[str]) -> int:
    word = re.compile(rf"\b{slug}\b")
    count = 0
    for path in files:
        if not path.startswith(OUTSIDE) or in_a_game_folder(path):
            continue
        if not path.endswith((".py", ".css", ".mjs", ".js", ".yml", ".json")):
            continue
        text = tree.read(path)
        lines = text.splitlines()
        wanted = code_lines(text) if path.endswith(".py") else set(range(1, len(lines) + 1))
        for number, line in enumerate(lines, 1):
            if number not in wanted or line.lstrip().startswith(("//", "/*", "*", "#")):
                continue
            if word.search(line) or (path.endswith(".css")
                                     and set(CLASS.findall(line)) & classes):
                count += 1
    return count


def measure(ref: str | None,
            classes: dict[str, set[str]]) -> dict[str, tuple[int, int, int, int]]:
    tree = Tree(ref)
    files = tree.files()
    return {slug: (*folder_lines(tree, files, slug), outside_lines(tree, files, slug,
                                                                   classes.get(slug, set())))
            for slug in GAMES}


def report(before: str = BEFORE, after: str | None = None) -> str:
    now = Tree(None)
    classes = own_classes(now, now.files())  # the game's own classes, as defined today
    old, new = measure(before, classes), measure(after, classes)
    lines = [f"## Lines per game (before: {before}, after: {after or 'working tree'})", "",
             "| game | folder lines before | after | code lines before | after "
             "| codec.py before | after | outside before | after |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for slug in GAMES:
        (t0, c0, k0, o0), (t1, c1, k1, o1) = old[slug], new[slug]
        lines.append(f"| {slug} | {t0} | {t1} | {c0} | {c1} | {k0} | {k1} | {o0} | {o1} |")
    lines += ["", "Folder: Python in `rulebooks/<game>/` (all lines; code lines leave out blank "
              "lines, comments and docstrings); it also holds what other work added since "
              "(short positions, tally calculators, rules corrections). Outside: code lines "
              "elsewhere in `rulebooks/` (not in another game's folder), "
              "`tools/`, `playground/src/` and `mkdocs.yml` naming the game's slug, and CSS "
              "lines naming a class only that game's `styles.css` defines. Target: Golf at or "
              "under 800 Python lines in its folder and nothing outside it."]
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(*sys.argv[1:3]) if len(sys.argv) > 1 else report())
