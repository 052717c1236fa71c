"""The revision report of a page: where its revisions change numbers and rules.

The report (``report.md`` in a draft folder) has:

- a summary: how many revisions, from when to when, by whom;
- *Where the revisions disagree*: statements that several revisions make with
  different numbers (same skeleton, see :mod:`.statements`), with the numbers
  each revision gives, so an editor sees where the wiki contradicts itself;
- *Changes between revisions*, newest first: counts of statements added,
  removed and reworded, the numbers that appeared and disappeared, and the rule
  statements involved (capped per list);
- *Things to check*: replacement characters (U+FFFD) in the text, templates
  left unrendered, links to pages that were not imported, comments removed from
  an MDX source.

All text taken from the source is escaped (:mod:`.mdtext`).
"""

from __future__ import annotations

import difflib
from collections import Counter, defaultdict
from dataclasses import dataclass

from . import statements as st
from .mdtext import escape_line_start, escape_text
from .model import Page, Revision

MAX_ITEMS = 12
MAX_BLOCK = 60
MAX_SENTENCES = 20_000
SIMILAR = 0.6


@dataclass(frozen=True)
class Diff:
    """What changed from one revision to the next (in statements)."""

    added: list[str]
    removed: list[str]
    changed: list[tuple[str, str]]


def label(revision: Revision) -> str:
    """``2022-02-05 23:46 · Tet3 · r8893`` (the parts that are known)."""
    parts = []
    if revision.timestamp:
        parts.append(revision.timestamp.replace("T", " ")[:16])
    parts.append(revision.author or "unknown author")
    if revision.revid is not None:
        parts.append(f"r{revision.revid}")
    return " · ".join(parts)


def compare(old: list[str], new: list[str]) -> Diff:
    """Statements added, removed and reworded from ``old`` to ``new``."""
    if len(old) + len(new) > MAX_SENTENCES:
        old_set, new_set = set(old), set(new)
        return Diff([s for s in new if s not in old_set], [s for s in old if s not in new_set], [])
    added: list[str] = []
    removed: list[str] = []
    changed: list[tuple[str, str]] = []
    matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        pairs, gone, came = _pair(old[i1:i2], new[j1:j2])
        changed += pairs
        removed += gone
        added += came
    return Diff(added, removed, changed)


def _pair(old: list[str], new: list[str]) -> tuple[list[tuple[str, str]], list[str], list[str]]:
    if not old or not new or len(old) * len(new) > MAX_BLOCK * MAX_BLOCK:
        return [], old, new
    pairs, used = [], set()
    gone = []
    for before in old:
        scored = [
            (difflib.SequenceMatcher(None, before, after).ratio(), j)
            for j, after in enumerate(new)
            if j not in used
        ]
        ratio, j = max(scored, default=(0.0, -1))
        if ratio >= SIMILAR:
            pairs.append((before, new[j]))
            used.add(j)
        else:
            gone.append(before)
    return pairs, gone, [after for j, after in enumerate(new) if j not in used]


Variant = tuple[tuple[str, ...], ...]


def disagreements(texts: list[list[str]]) -> list[dict[Variant, list[int]]]:
    """Statements that revisions make with different numbers: variant -> revision indexes.

    A variant is every set of numbers one revision gives for one skeleton (a
    revision may list several, like the rows of a points list). Only skeletons
    that two revisions fill in differently are kept: a list whose rows differ
    from each other, but not between revisions, is no disagreement.
    """
    seen: dict[str, dict[int, set[tuple[str, ...]]]] = defaultdict(lambda: defaultdict(set))
    for index, sentences in enumerate(texts):
        for sentence in sentences:
            found = st.numbers(sentence)
            if found:
                seen[st.skeleton(sentence)][index].add(found)
    result = []
    for by_revision in seen.values():
        variants: dict[Variant, list[int]] = {}
        for index, numbers in by_revision.items():
            variants.setdefault(tuple(sorted(numbers)), []).append(index)
        if len(variants) > 1:
            result.append(variants)
    return result


def build(page: Page, texts: list[list[str]], checks: list[str]) -> str:
    """The report's Markdown; ``texts`` holds each revision's statements, newest first."""
    revisions = page.revisions
    out = [f"# Revision report: {escape_text(page.title)}", _summary(revisions)]
    out += _disagreement_section(revisions, texts)
    if len(revisions) > 1:
        out.append("## Changes between revisions")
        for i in range(len(revisions) - 1):
            out += _change_section(revisions[i], revisions[i + 1], texts[i], texts[i + 1])
    if checks:
        out.append("## Things to check")
        out.append("\n".join("- " + escape_line_start(escape_text(c)) for c in checks))
    return "\n\n".join(out) + "\n"


def _summary(revisions: list[Revision]) -> str:
    authors = Counter(r.author or "unknown author" for r in revisions)
    who = ", ".join(f"{escape_text(name)} ({count})" for name, count in authors.most_common())
    stamps = sorted(r.timestamp for r in revisions if r.timestamp)
    span = f" from {stamps[0]} to {stamps[-1]}" if stamps else ""
    noun = "revision" if len(revisions) == 1 else "revisions"
    return f"{len(revisions)} {noun}{span}, by {who}. The newest is the draft's text."


def _disagreement_section(revisions: list[Revision], texts: list[list[str]]) -> list[str]:
    if len(revisions) < 2:
        return []
    out = ["## Where the revisions disagree"]
    found = disagreements(texts)
    if not found:
        return [*out, "No statement is made with different numbers in different revisions."]
    for variants in found[:MAX_ITEMS]:
        newest = min(variants.items(), key=lambda item: min(item[1]))
        example = next(s for s in texts[min(newest[1])] if st.numbers(s) in newest[0])
        rows = ["| Numbers | Revisions |", "|---|---|"]
        for variant, indexes in sorted(variants.items(), key=lambda item: min(item[1])):
            names = "; ".join(escape_text(label(revisions[i])) for i in sorted(indexes))
            numbers = " / ".join(", ".join(nums) for nums in variant)
            rows.append(f"| {escape_text(numbers)} | {names} |")
        out += [f"Statement (newest wording): *{escape_text(example)}*", "\n".join(rows)]
    if len(found) > MAX_ITEMS:
        out.append(f"… and {len(found) - MAX_ITEMS} more statements with differing numbers.")
    return out


def _change_section(
    new: Revision, old: Revision, new_text: list[str], old_text: list[str]
) -> list[str]:
    diff = compare(old_text, new_text)
    title = f"### {escape_text(label(old))} → {escape_text(label(new))}"
    summary = f"Edit summary: *{escape_text(new.summary)}*" if new.summary else "No edit summary."
    if old.text_missing or new.text_missing:
        return [title, summary, "One of the two revisions has no text in the source."]
    gained, lost = _number_changes(diff, old_text, new_text)
    counts = (
        f"Statements: {len(diff.added)} added, {len(diff.removed)} removed, "
        f"{len(diff.changed)} reworded. Numbers that appear: {escape_text(gained) or 'none'}; "
        f"numbers that disappear: {escape_text(lost) or 'none'}."
    )
    out = [title, summary, counts]
    out += _items(
        "Reworded rule statements", [_pair_text(a, b) for a, b in diff.changed if st.is_rule(b)]
    )
    out += _items("Rule statements added", [escape_text(s) for s in diff.added if st.is_rule(s)])
    out += _items(
        "Rule statements removed", [escape_text(s) for s in diff.removed if st.is_rule(s)]
    )
    return out


def _number_changes(diff: Diff, old_text: list[str], new_text: list[str]) -> tuple[str, str]:
    before = Counter(n for s in old_text for n in st.numbers(s))
    after = Counter(n for s in new_text for n in st.numbers(s))
    gained = ", ".join(sorted((after - before).keys(), key=_number_key))
    lost = ", ".join(sorted((before - after).keys(), key=_number_key))
    return gained, lost


def _number_key(number: str) -> tuple[float, str]:
    head = number.split("–")[0].replace(",", ".")
    try:
        return float(head), number
    except ValueError:
        return 0.0, number


def _pair_text(before: str, after: str) -> str:
    old_numbers, new_numbers = st.numbers(before), st.numbers(after)
    note = ""
    if old_numbers != new_numbers:
        note = f" (numbers {', '.join(old_numbers) or 'none'} → {', '.join(new_numbers) or 'none'})"
    return f"before: *{escape_text(before)}*<br>after: *{escape_text(after)}*{escape_text(note)}"


def _items(heading: str, items: list[str]) -> list[str]:
    if not items:
        return []
    shown = ["- " + escape_line_start(item) for item in items[:MAX_ITEMS]]
    if len(items) > MAX_ITEMS:
        shown.append(f"- … and {len(items) - MAX_ITEMS} more")
    return [f"**{heading}**", "\n".join(shown)]
