"""The README names every game the engine registers, so a reader of the front page knows them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulebooks import games

README = Path(__file__).resolve().parents[2] / "README.md"


def listed_games() -> list[str]:
    line = next(row for row in README.read_text(encoding="utf-8").splitlines()
                if row.startswith("Games so far:"))
    return re.findall(r"\*\*(.+?)\*\*", line)


@pytest.mark.parametrize("slug", sorted(games()))
def test_the_readme_lists_every_registered_game(slug: str) -> None:
    title = games()[slug].title
    assert title in listed_games(), f"README.md's 'Games so far' line lacks {title!r} ({slug})"
