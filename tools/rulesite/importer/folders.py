"""Draft folder names: unique, stable from run to run, and every rename said.

A page's folder is ``<slug>.<lang>`` (:attr:`~.model.Page.key`). Titles that
slug alike (``Foo bar`` and ``Foo-bar``, ``Café`` and ``Cafe``, two long titles
that share their first 80 slug characters) must not share a folder. A page
already imported into the output folder keeps the folder it has; among the
others that want the same name, the first title in sorted order gets it and
each other one gets ``<slug>-<8 hex digits of its title's SHA-1>.<lang>``,
which depends on the title alone. Each such rename is reported.
"""

from __future__ import annotations

import hashlib
from collections import defaultdict

from .model import Page

HASH_DIGITS = 8


def title_hash(title: str, digits: int = HASH_DIGITS) -> str:
    """A short, stable tag for a title: the first hex digits of its SHA-1."""
    return hashlib.sha1(title.encode("utf-8", "surrogatepass")).hexdigest()[:digits]


def assign(pages: list[Page], existing: dict[tuple[str, str], str]) -> list[str]:
    """Give every page a unique folder (by setting its slug); returns the renames, said."""
    holders = {name: title for (title, _), name in existing.items()}
    wanted: dict[str, list[Page]] = defaultdict(list)
    for page in pages:
        name = existing.get((page.title, page.lang))
        if name is not None and name.endswith("." + page.lang):
            page.slug = name[: -len(page.lang) - 1]
        else:
            wanted[page.key].append(page)
    renames = []
    for key in sorted(wanted):
        for page in sorted(wanted[key], key=lambda p: p.title):
            if page.key not in holders:
                holders[page.key] = page.title
                continue
            holder = holders[page.key]
            base, digits = page.slug, HASH_DIGITS
            while page.key in holders:
                page.slug = f"{base}-{title_hash(page.title, digits)}"
                digits += 2
            holders[page.key] = page.title
            renames.append(
                f"“{page.title}” ({page.lang}) is written to {page.key}: "
                f"{key} belongs to “{holder}”"
            )
    return renames
