"""Pictures are drawn by the site (inline SVG), never emoji: on a system without an emoji
font an emoji is an empty box. Checked on every built page, so a new game is held to it."""

from __future__ import annotations

import unicodedata

PICTOGRAPHS = 0x1F000  # emoji, pictographs and other symbols live from here up


def test_no_page_shows_an_emoji(built_site):
    found = set()
    for page in sorted(built_site.rglob("*.html")):
        text = page.read_text(encoding="utf-8")
        for char in {c for c in text if ord(c) >= PICTOGRAPHS}:
            name = unicodedata.name(char, hex(ord(char)))
            found.add(f"{page.relative_to(built_site)}: {char} ({name})")
    assert sorted(found) == []
