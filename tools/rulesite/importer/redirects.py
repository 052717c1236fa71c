"""Redirect pages: ``#REDIRECT [[Target]]`` is a link to its target, not a page of its own.

A page whose newest revision is a redirect gets no draft folder; links to its
title lead to the target's draft instead (:func:`follow`). An older revision
that is a redirect reads "Redirect to" and a link (:func:`as_link`).
"""

from __future__ import annotations

import re

from .titles import canonical_title

# English plus the magic words of the wikis' languages the importer meets (de, fr, it, es, nl).
REDIRECT = re.compile(
    r"\A\s*#\s*(?:redirect|weiterleitung|redirection|rinvia|redirección|doorverwijzing)"
    r"\s*:?\s*\[\[(?P<target>[^\[\]|\n]{1,512})(?:\|[^\[\]\n]*)?\]\]",
    re.IGNORECASE,
)
MAX_HOPS = 10


def redirect_target(text: str) -> str | None:
    """The page a redirect leads to (without its ``#section``), or None if not a redirect."""
    match = REDIRECT.match(text)
    if match is None:
        return None
    return canonical_title(match.group("target").partition("#")[0]) or None


def as_link(text: str) -> str:
    """The wikitext with a leading redirect written as ``Redirect to [[Target]]``."""
    match = REDIRECT.match(text)
    if match is None:
        return text
    return f"Redirect to [[{match.group('target')}]]" + text[match.end() :]


def follow(title: str, redirects: dict[str, str]) -> str:
    """The title a chain of redirects ends at (a loop stops where it started over)."""
    seen = {title}
    for _ in range(MAX_HOPS):
        target = redirects.get(title)
        if target is None or target in seen:
            return title
        seen.add(target)
        title = target
    return title
