"""What the wiki calls each game, read from the game's own folder (the importer's list).

A page of the Board Game Arena wiki names its game by an id (``Gamehelp<id>``, ``Tips <id>``,
a file's name) or, in a rules text, by name. Each game says its own in the front matter of
its ``rules.md``: its ids are its slug plus the comma-separated ``wiki_ids``, its names are
its ``title`` plus the comma-separated ``wiki_names`` (other spellings the wiki uses)::

    ---
    title: L.L.A.M.A.
    wiki_ids: lama
    wiki_names: LLAMA, Lama
    ...

Only ``rules.md`` is read, not the engine: a skeleton folder (a ``rules.md`` and no engine
yet) is known as soon as it exists, and no list outside the folders names the games.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from importlib.resources.abc import Traversable

from .texts import front_matter

FOLDER = re.compile(r"^[a-z][a-z0-9]*$")


@dataclass(frozen=True)
class WikiNames:
    """A game as the wiki names it: ``ids`` (lower-case letters and digits, the slug first)
    and ``names`` (the title first)."""

    slug: str
    ids: tuple[str, ...]
    names: tuple[str, ...]


def squash(text: str) -> str:
    """An id as the wiki's titles hold it: lower-case letters and digits only."""
    return "".join(c for c in text.lower() if c.isalnum())


def wiki_names(slug: str, rules: str) -> WikiNames:
    """The ids and names of the game ``slug`` from its ``rules.md`` text."""
    page = front_matter(rules, f"rulebooks/{slug}/rules.md")

    def listed(key: str) -> list[str]:
        return [item.strip() for item in page.get(key, "").split(",") if item.strip()]

    ids = dict.fromkeys([slug, *(squash(item) for item in listed("wiki_ids"))])
    names = dict.fromkeys([page.get("title") or slug, *listed("wiki_names")])
    return WikiNames(slug, tuple(i for i in ids if i), tuple(names))


def game_folders(package: Traversable | None = None) -> list[Traversable]:
    """The game folders of the rulebooks package: each folder named like a slug that holds a
    ``rules.md``, in alphabetical order."""
    root = package or files("rulebooks")
    return sorted((entry for entry in root.iterdir() if FOLDER.match(entry.name)
                   and entry.joinpath("rules.md").is_file()), key=lambda entry: entry.name)


@cache
def known_games() -> dict[str, WikiNames]:
    """Every game folder's :class:`WikiNames`, by slug."""
    return {folder.name: wiki_names(folder.name,
                                    folder.joinpath("rules.md").read_text(encoding="utf-8"))
            for folder in game_folders()}
