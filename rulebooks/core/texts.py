"""Reading a rules text: its fenced blocks and its rule lines, the one reader the engine
and the site share.

A rulebook fence opens with three backticks and its kind (```` ```example ````) and closes
with three backticks alone on a line. Any other fenced block (```` ````text ````,
``~~~``) is skipped whole, so a rulebook fence quoted inside a longer fence stays text.

>>> text = "````text\\n```example\\nid = 'quoted'\\n```\\n````\\n```example\\nid = 'real'\\n```"
>>> [(kind, body) for _, _, kind, body in find_fences(text.splitlines())]
[('example', "id = 'real'")]
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

from .errors import NotationError

RULE_LINE = re.compile(r"^§[ \t]+(\S+)[ \t]*$", re.MULTILINE)
KINDS = ("example", "table", "calculator", "python-run", "games", "tutorial", "walkthrough")
CLOSE = re.compile(r"^```[ \t]*$")
OTHER = re.compile(r"^ {0,3}(`{3,}|~{3,})")


def _opening(kinds: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(r"^```(" + "|".join(map(re.escape, kinds)) + r")[ \t]*$")


def find_fences(lines: list[str], kinds: tuple[str, ...] = KINDS
                ) -> Iterator[tuple[int, int, str, str]]:
    """Each fence of one of ``kinds`` as (first line, closing line, kind, body); an unclosed
    one is a :class:`NotationError` naming its line."""
    opening = _opening(kinds)
    i = 0
    while i < len(lines):
        found = opening.match(lines[i])
        other = OTHER.match(lines[i])
        if other and not found:
            i = _closing(lines, i, other.group(1))
        elif found:
            end = next((j for j in range(i + 1, len(lines)) if CLOSE.match(lines[j])), None)
            if end is None:
                raise NotationError(f"the ```{found.group(1)} fence on line {i + 1} is never "
                                    "closed")
            yield i, end, found.group(1), "\n".join(lines[i + 1:end])
            i = end
        i += 1


def _closing(lines: list[str], start: int, fence: str) -> int:
    """The line closing the fenced block opened by ``fence`` on line ``start`` (or the end)."""
    return next((j for j in range(start + 1, len(lines))
                 if lines[j].strip().startswith(fence) and not lines[j].strip().lstrip(fence[0])),
                len(lines))


def without_fences(text: str) -> str:
    """The text with every fenced block left out (rule paragraphs are never inside one)."""
    lines, kept, i = text.splitlines(), [], 0
    while i < len(lines):
        opened = OTHER.match(lines[i])
        if opened:
            i = _closing(lines, i, opened.group(1)) + 1
            continue
        kept.append(lines[i])
        i += 1
    return "\n".join(kept)


def rule_ids_in(markdown: str) -> list[str]:
    """The rule ids declared in a rules text, in order: lines ``§ id`` outside fenced blocks
    (the same lines the site's rule paragraphs read)."""
    return RULE_LINE.findall(without_fences(markdown))


FRONT_LINE = re.compile(r"^([a-z_]+):[ \t]*(.*?)[ \t]*$")


def front_matter(text: str, where: str = "rules.md") -> dict[str, str]:
    """The ``key: value`` lines between a page's opening ``---`` lines (a value may be quoted
    as a JSON string); a page without them, or a line that is not ``key: value``, is a
    :class:`NotationError` naming the page and the line.

    >>> front_matter("---\\ntitle: Golf\\nminutes: 10-40\\n---\\n# Golf")
    {'title': 'Golf', 'minutes': '10-40'}
    """
    lines = text.splitlines()
    end = next((i for i, line in enumerate(lines[1:], 1) if line.strip() == "---"), None)
    if not lines or lines[0].strip() != "---" or end is None:
        raise NotationError("the page must open with front matter between two '---' lines",
                            where=where)
    found: dict[str, str] = {}
    for number, line in enumerate(lines[1:end], 2):
        pair = FRONT_LINE.match(line)
        if not pair:
            raise NotationError(f"front matter line {number} is not 'key: value': {line!r}",
                                where=where)
        key, value = pair.groups()
        found[key] = json.loads(value) if value.startswith('"') else value
    return found
