"""Which engine messages a language's catalogs leave untranslated.

The engine's messages are English f-strings in its code. This reads the code (never runs
it) and collects every message a reader may see: the text given to an error
(``IllegalMove``, ``SetupError``, ``NotationError``...), its ``expected`` and ``where``,
a breakdown ``Part``'s label, a ``Fact``'s, an ``Option``'s help, a short position
``Field``'s, a tutorial ``Verdict``'s reason, every ``tr(...)``, and the ``title`` and
``description`` of a JSON Schema written as a dict (the calculator's form shows them).
Each f-string becomes a sample in which every ``{...}`` is an opaque code, and the
sample must translate with the catalogs of :mod:`rulebooks.core.i18n`.

``python -m rulesite messages it golf`` lists what ``golf`` (and the core) still lacks,
as lines to paste into ``messages.it.toml``.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

from rulebooks.core.i18n import MissingTranslation, catalog

PACKAGE = Path(__file__).resolve().parents[2] / "rulebooks"
# the calls whose arguments a reader sees: name -> the positions of those arguments
CALLS = {**dict.fromkeys(("IllegalMove", "SetupError", "NotationError", "RulesError",
                          "ProgressError", "OffScript", "Condition", "tr", "refuse"), (0,)),
         "with_modes": (0, 1),
         "Part": (0, 3), "Verdict": (1,), "Fact": (1,), "Option": (2,), "Field": (1, 2),
         "Outcome": (2,)}
SCHEMA_WORDS = ("title", "description")
UNSEEN = {"result_schema"}  # a calculator result's schema: for programs, not shown to readers
KEYWORDS = ("message", "label", "expected", "where", "detail", "help", "means", "reason")
# modules whose messages are for contributors (tutorial scripts, coverage files), not readers
PARTS = re.compile(r"⟨\d+⟩")
LETTERS = re.compile(r"[^\W\d_]")
AUTHORS_ONLY = {"output.py", "coverage.py", "tutorial_draft.py", "texts.py", "datafile.py",
                "translated.py"}


@dataclass(frozen=True)
class Message:
    path: str
    line: int
    sample: str  # the English text, each varying part shown as ⟨1⟩, ⟨2⟩ ...

    @property
    def template(self) -> str:
        """The sample as a catalog key: ``⟨1⟩`` becomes ``{a}``, ``⟨2⟩`` ``{b}`` ..."""
        text = self.sample
        for n in range(1, 27):
            text = text.replace(f"⟨{n}⟩", "{" + chr(96 + n) + "}")
        return text


def _sample(node: ast.expr) -> str | None:
    """The English text of a message argument, each varying part as ``⟨1⟩``, ``⟨2⟩`` ...:
    a string, an f-string, ``+`` of those (anything else joined on varies), or a
    conditional part (its ``if`` branch)."""
    parts = _parts(node)
    if parts is None:
        return None
    text, n = [], 0
    for part in parts:
        if part is None:
            n += 1
            text.append(f"⟨{n}⟩")
        else:
            text.append(part)
    return "".join(text)


def _parts(node: ast.expr) -> list[str | None] | None:
    """``node``'s text as constant pieces and ``None`` for each varying one."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.JoinedStr):
        return [str(v.value) if isinstance(v, ast.Constant) else None for v in node.values]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _parts(node.left), _parts(node.right)
        if left is None and right is None:
            return None
        return (left or [None]) + (right or [None])  # a call joined on: a varying part
    if isinstance(node, ast.IfExp):
        return _parts(node.body)
    return None


def extract(path: Path) -> list[Message]:
    """Every reader-facing message written in the module at ``path``."""
    found = []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    unseen = {id(inner) for node in ast.walk(tree) if isinstance(node, ast.Call)
              and getattr(node.func, "id", None) in UNSEEN for inner in ast.walk(node)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict) and id(node) not in unseen:  # a JSON Schema's words,
            # which the calculator's form shows
            found += [Message(str(path.relative_to(PACKAGE.parent)), value.lineno, sample)
                      for key, value in zip(node.keys, node.values, strict=True)
                      if isinstance(key, ast.Constant) and key.value in SCHEMA_WORDS
                      and (sample := _sample(value))]
            continue
        if not isinstance(node, ast.Call):
            continue
        name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
        if name not in CALLS:
            continue
        given = [*(node.args[i] for i in CALLS[name] if i < len(node.args)),
                 *(k.value for k in node.keywords if k.arg in KEYWORDS)]
        for value in given:
            sample = _sample(value)
            if sample and sample.strip():
                found.append(Message(str(path.relative_to(PACKAGE.parent)), node.lineno,
                                     sample))
    return found


def modules(package: str) -> list[Path]:
    """The modules whose messages belong to ``package`` (a game's slug, or ``core``: the
    core's reader-facing modules and the browser bridge)."""
    if package != "core":
        return sorted((PACKAGE / package).glob("*.py"))
    core = [p for p in sorted((PACKAGE / "core").glob("*.py")) if p.name not in AUTHORS_ONLY]
    return [*core, PACKAGE / "web.py", PACKAGE / "sessions.py"]


def untranslated(lang: str, package: str) -> list[Message]:
    """The messages of ``package`` that no template of ``lang`` translates."""
    texts = catalog(lang, None if package == "core" else package)
    missing = []
    for path in modules(package):
        for message in extract(path):
            if not LETTERS.search(PARTS.sub("", message.sample)):
                continue  # only varying parts: each is translated where it is written
            try:
                texts.translate(message.sample)
            except MissingTranslation:
                missing.append(message)
    return missing


def main(args: list[str]) -> int:
    """``messages LANG [GAME...]``: print the missing templates as catalog lines."""
    if not args:
        print("usage: python -m rulesite messages LANG [GAME...]")
        return 2
    lang, packages = args[0], ["core", *args[1:]]
    missing = 0
    for package in packages:
        for message in untranslated(lang, package):
            missing += 1
            print(f"# {message.path}:{message.line}\n{_toml(message.template)} = \"\"")
    print(f"{missing} message(s) without {lang} text in {', '.join(packages)}")
    return 1 if missing else 0


def _toml(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
