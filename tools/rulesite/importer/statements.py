"""Statements and numbers in a revision's text, for comparing revisions.

A statement is a sentence of the revision's plain text (markup stripped by
mwparserfromhell, JSX by :mod:`.jsx`) with at least three words. Its numbers
are read with ranges kept whole (``0 to 17``, ``1-18`` become ``0–17``,
``1–18``); its skeleton is the statement in lower case with every number
replaced by ``#``, so that two revisions stating the same rule with different
numbers share a skeleton. A rule statement has a number or a rule word
(must, may, score, points...).
"""

from __future__ import annotations

import re
from functools import lru_cache

import mwparserfromhell

from .chunking import chunks
from .jsx import strip_jsx
from .lang import words

_SEPARATOR = r"(?:\s*[-–—]\s*|\s+(?:to|a|à|al|bis)\s+)"
NUMBER = re.compile(rf"(?<![\w.])[-+−]?\d+(?:[.,]\d+)?(?:{_SEPARATOR}\d+(?:[.,]\d+)?)?(?!\w)")
_FIRST = re.compile(r"[-+]?\d+(?:[.,]\d+)?")
RANGE_WORD = re.compile(rf"{_SEPARATOR}(?=\d)")
SENTENCE_END = re.compile(r"(?<=[.!?;])\s+")
RULE_WORDS = words(
    "must may can cannot can't only never always each every score scores scored point points "
    "win wins lose loses if when unless instead until before after round turn "
    "deve devono può possono solo mai sempre ogni punti punto vince perde se quando "
    "doit peut chaque gagne muss kann jeder punkte gewinnt debe puede cada puntos gana"
)
MIN_WORDS = 3


def plain_text(text: str, markup: str) -> str:
    """The revision's text without markup, one source line per line.

    The wikitext converter gives the same text as a by-product
    (:attr:`~.model.Conversion.plain`); this is for MDX and for callers without
    a conversion.
    """
    if markup == "mdx":
        return strip_jsx(text).text.replace("\x00", "")
    code = (mwparserfromhell.parse(piece) for piece in chunks(text))
    return "".join(
        c.strip_code(normalize=True, collapse=False, keep_template_params=False) for c in code
    )


def sentences(plain: str) -> list[str]:
    """The statements of a plain text, in order."""
    out = []
    for line in plain.split("\n"):
        for sentence in SENTENCE_END.split(line):
            words = sentence.split()
            if len(words) >= MIN_WORDS:
                out.append(" ".join(words))
    return out


@lru_cache(maxsize=1 << 16)
def numbers(sentence: str) -> tuple[str, ...]:
    """The numbers of a statement, ranges normalised to ``a–b``."""
    found = []
    for match in NUMBER.finditer(sentence):
        text = match.group().replace("−", "-")
        first = _FIRST.match(text)
        cut = first.end() if first else 0
        found.append(text[:cut] + RANGE_WORD.sub("–", text[cut:]))
    return tuple(found)


@lru_cache(maxsize=1 << 16)
def skeleton(sentence: str) -> str:
    """The statement in lower case with its numbers replaced by ``#``."""
    return " ".join(NUMBER.sub("#", sentence.lower()).split()).strip(" .;:")


def forget() -> None:
    """Empty the caches of :func:`numbers` and :func:`skeleton` (after each page of an
    import, so that memory does not grow with the number of pages)."""
    numbers.cache_clear()
    skeleton.cache_clear()


def is_rule(sentence: str) -> bool:
    """True for a statement with a number or a rule word."""
    if NUMBER.search(sentence):
        return True
    words = {w.strip(".,;:!?()'\"").lower() for w in sentence.split()}
    return bool(words & RULE_WORDS)
