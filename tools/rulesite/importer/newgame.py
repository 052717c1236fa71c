"""``python -m rulesite new-game DRAFT``: a rulebook skeleton for a new game, from a draft.

The skeleton is a game folder without an engine, ``rulebooks/<slug>/``:

``rules.md``
    Front matter to fill in, then the draft's sections as headings, each with
    proposed rule ids (one per paragraph, list or table of the draft) and a
    placeholder where the rule is to be written in the project's own words.
    The placeholder says what the source had there (how many words or items,
    the numbers it mentions) and never repeats the source's sentences.
``data.toml``
    The sources: the wiki page, its revision ids, dates and contributors.

With no ``__init__.py`` the folder is not a package, so game discovery
(:func:`rulebooks.core.registry.games`) never sees it; the site shows it
under the imported drafts (:func:`skeleton_folders`) until it gets an engine
that registers ``GAME``. Exit status: 0 written; 2 nothing written (the reason
is said); 1 writing failed part way.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Any

from .drafts import DRAFT, read_meta
from .model import ImportInputError
from .pages import game_name
from .skeleton import data_toml, id_word, rules_markdown, sections

SLUG = re.compile(r"^[a-z][a-z0-9]*$")
RESERVED = frozenset({"core", "web", "tests"})


def default_rulebooks() -> Path:
    """The checkout's ``rulebooks`` folder (where the engines are)."""
    import rulebooks

    return Path(rulebooks.__file__).resolve().parent


def choose_slug(meta: dict[str, Any], given: str | None) -> str:
    """The new game's slug: given, else the draft's game, else its title squashed."""
    if given is not None:
        return given
    game = str(meta.get("game") or "")
    if SLUG.match(game):
        return game
    return id_word(str(meta.get("title") or ""), "newgame").replace("-", "")


def write_skeleton(draft: Path, into: Path, slug: str | None = None) -> Path:
    """Write ``into/<slug>/rules.md`` and ``data.toml``; ImportInputError if it cannot."""
    from rulebooks.core.registry import games

    meta = read_meta(draft)
    try:
        markdown = (draft / DRAFT).read_text(encoding="utf-8")
    except OSError as error:
        raise ImportInputError(
            str(draft / DRAFT), f"cannot read the draft ({error.strerror})"
        ) from None
    slug = choose_slug(meta, slug)
    if not SLUG.match(slug) or slug in RESERVED:
        raise ImportInputError(
            slug, "not a usable game slug (lower-case letters and digits, starting with a letter)"
        )
    if slug in games():
        raise ImportInputError(slug, "is already a game; choose another slug with --slug")
    folder = into / slug
    if folder.exists():
        raise ImportInputError(str(folder), "exists already; nothing written")
    title = game_name(slug) or str(meta.get("title") or slug)
    rules = rules_markdown(slug, title, sections(markdown))
    data = data_toml(title, meta)
    folder.mkdir(parents=True)
    (folder / "rules.md").write_text(rules, encoding="utf-8")
    (folder / "data.toml").write_text(data, encoding="utf-8")
    return folder


def skeleton_folders(rulebooks_dir: Path) -> list[Path]:
    """Game folders with a ``rules.md`` but no registered engine, sorted by name."""
    from rulebooks.core.registry import games

    if not rulebooks_dir.is_dir():
        return []
    return sorted(
        folder for folder in rulebooks_dir.iterdir()
        if folder.is_dir() and (folder / "rules.md").is_file() and SLUG.match(folder.name)
        and folder.name not in games() and folder.name not in RESERVED
    )  # fmt: skip


def main(argv: list[str]) -> int:
    """Run the new-game command; returns the exit status."""
    parser = argparse.ArgumentParser(
        prog="python -m rulesite new-game",
        description="Write a rulebook skeleton for a new game from an imported draft folder.",
    )
    parser.add_argument("draft", type=Path, metavar="DRAFT", help="a draft folder (with meta.json)")
    parser.add_argument("--slug", help="the new game's slug (default: the draft's game)")
    parser.add_argument(
        "--into", type=Path, default=None, metavar="DIR",
        help="where game folders live (default: the rulebooks package)",
    )  # fmt: skip
    args = parser.parse_args(argv)
    try:
        folder = write_skeleton(args.draft, args.into or default_rulebooks(), args.slug)
    except ImportInputError as error:
        print(f"rulesite new-game: error: {error}", file=sys.stderr)
        return 2
    except OSError as error:
        print(f"rulesite new-game: error: cannot write the skeleton: {error}", file=sys.stderr)
        return 1
    print(f"{folder}: rules.md and data.toml written (no engine yet: listed under the drafts)")
    return 0
