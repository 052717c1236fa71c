"""Revisions grouped into pages: language, game, kind, slug, newest first.

A page is one title in one language. Revisions of the same page from several
files merge (the same revision read twice, by id or by timestamp, author and
text, counts once). The language is the wiki header's unless the newest text is
clearly in another language (:mod:`.lang`). Titles tell the kind and the game:
``Gamehelp<id>`` is a help page, ``Tips <id>`` a tips page, ``File:...`` a file
description; an MDX rules page is ``rules`` and its game is the known game
named most often in it. The known games, their wiki ids and names, come from the game
folders themselves (:mod:`rulebooks.core.wiki`); a page whose id no game claims keeps its id
as the game slug.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import replace

from rulebooks.core.wiki import WikiNames, known_games, squash

from . import lang as language
from .model import Page, Revision
from .store import text_digest
from .titles import canonical_title, slugify


def game_name(slug: str | None) -> str | None:
    """The display name (title) of a known game."""
    entry: WikiNames | None = known_games().get(slug or "")
    return entry.names[0] if entry else None


def _game_for_id(game_id: str) -> str | None:
    game_id = squash(game_id)
    if not game_id:
        return None
    for slug, entry in known_games().items():
        if game_id in entry.ids:
            return slug
    return game_id


def _game_in_text(text: str) -> str | None:
    """The known game whose names occur most often (longer names counted first)."""
    counts: dict[str, int] = {}
    names = sorted(
        ((name, slug) for slug, e in known_games().items() for name in e.names),
        key=lambda pair: -len(pair[0]),
    )
    for name, slug in names:
        found = text.count(name)
        text = text.replace(name, " ")
        counts[slug] = counts.get(slug, 0) + found
    best = max(counts, key=lambda slug: counts[slug], default=None)
    return best if best and counts[best] else None


def classify(title: str, text: str, markup: str) -> tuple[str, str | None]:
    """``(kind, game)`` for a page title (and, for rules pages, its text)."""
    if markup == "mdx":
        return "rules", _game_in_text(text)
    lowered = title.lower()
    if lowered.startswith("file:"):
        return "file", _game_in_text(title) or _known_id_in(lowered)
    if lowered.startswith("gamehelp"):
        return "help", _game_for_id(title[len("gamehelp") :])
    if lowered.startswith("tips"):
        return "tips", _game_for_id(title[len("tips") :])
    return "help", _game_in_text(title)


def _known_id_in(text: str) -> str | None:
    """The game whose id occurs in ``text``; the longest id wins (``sevenwondersduel`` is 7
    Wonders Duel, not 7 Wonders)."""
    squashed = squash(text)
    found = [(len(game_id), slug) for slug, entry in known_games().items()
             for game_id in entry.ids if game_id in squashed]
    return max(found)[1] if found else None


def _identity(revision: Revision) -> tuple[object, ...]:
    if revision.revid is not None:
        return ("id", revision.revid)
    return ("when", revision.timestamp, revision.author, text_digest(revision))


def _same(revision: Revision) -> Revision:
    return revision


def build_pages(
    revisions: list[Revision], load: Callable[[Revision], Revision] = _same
) -> list[Page]:
    """Group revisions by title and language; pages sorted by slug and language.

    ``load`` gives a revision its text when the text is kept on disk (:mod:`.store`).
    """
    by_title: dict[tuple[str, str | None], list[Revision]] = defaultdict(list)
    for revision in revisions:
        title = canonical_title(revision.title) or "Untitled"
        by_title[(title, revision.wiki_lang)].append(replace(revision, title=title))
    pages: dict[tuple[str, str], Page] = {}
    for (title, wiki_lang), group in by_title.items():
        group = newest_first(group)
        newest = load(next((r for r in group if not r.text_missing), group[0]))
        lang = language.guess(newest.text, wiki_lang)
        page = pages.get((title, lang))
        if page is None:
            page = pages[(title, lang)] = _new_page(title, lang, wiki_lang, newest)
        page.revisions = newest_first(_unique(page.revisions + group))
    return sorted(pages.values(), key=lambda p: (p.slug, p.lang))


def _new_page(title: str, lang: str, wiki_lang: str | None, newest: Revision) -> Page:
    kind, game = classify(title, newest.text, newest.markup)
    slug = slugify(title)
    if kind == "rules" and game:
        slug = f"{game}-{slug}"
        title = f"{game_name(game) or game}: {title}"
    return Page(title, lang, wiki_lang, slug, game, kind)


def _unique(revisions: list[Revision]) -> list[Revision]:
    seen: set[tuple[object, ...]] = set()
    out = []
    for revision in revisions:
        key = _identity(revision)
        if key not in seen:
            seen.add(key)
            out.append(revision)
    return out


def newest_first(revisions: list[Revision]) -> list[Revision]:
    """Newest timestamp first, then highest revision id."""
    return sorted(
        revisions,
        key=lambda r: (r.timestamp or "", r.revid if r.revid is not None else -1),
        reverse=True,
    )
