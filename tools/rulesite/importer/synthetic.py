"""Synthetic inputs in every supported format, for tests and the benchmark.

Pages are generated from a seeded random generator with the structure of real
game-help pages (headings of several levels, paragraphs with numbers, bold and
italic, nested and dash lists, links, a table, a category, a template) in
made-up words; each later revision mutates the one before (numbers change,
sentences come and go). The writers produce each input format from plain
entries, so a test can build a file, import it and compare.
"""

from __future__ import annotations

import html
import random
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from urllib.parse import quote
from xml.sax.saxutils import escape as xml_escape

WORDS = (
    "token", "meeple", "board", "card", "tile", "track", "round", "turn", "player", "score",
    "bonus", "market", "worker", "river", "tower", "harbor", "seed", "lantern", "cart",
    "bridge", "crown", "grain", "stone", "ribbon", "harvest",
)  # fmt: skip
VERBS = (
    "place", "move", "take", "discard", "swap", "draw", "flip", "keep", "gain", "lose",
    "trade", "build",
)  # fmt: skip


@dataclass(frozen=True)
class Entry:
    """One revision to write into a synthetic file."""

    title: str
    timestamp: str
    author: str
    summary: str
    text: str
    revid: int


def sentence(rng: random.Random) -> str:
    """A rule-like sentence with a number or a range."""
    low = rng.randint(0, 9)
    words = rng.sample(WORDS, 3)
    number = f"{low} to {low + rng.randint(1, 20)}" if rng.random() < 0.3 else str(low + 1)
    verb = rng.choice(VERBS)
    return f"Each {words[0]} may {verb} {number} {words[1]}s from the {words[2]}."


def page_text(rng: random.Random, sections: int = 4) -> str:
    """One page of seed-like wikitext in made-up words."""
    out = ["[[Category:Synthetic games]]", "Intro: " + sentence(rng)]
    for n in range(sections):
        title = " ".join(w.capitalize() for w in rng.sample(WORDS, 2))
        out.append(f"{'=' * (2 + n % 3)} {title} {'=' * (2 + n % 3)}")
        out.append(f"'''{rng.choice(WORDS).capitalize()}'s rule''' and ''italic'' " + sentence(rng))
        out += [f"* {sentence(rng)}", f"** {sentence(rng)}", f"# {sentence(rng)}"]
        out += [f"- {sentence(rng)}", f"-- ''{rng.choice(WORDS)}'': {sentence(rng)}"]
        out.append(
            f"See [[Tips_{rng.choice(WORDS)}|the tips]] and [https://example.org/{n} a site]."
        )
    out.append('{| class="wikitable"\n! Count !! Points\n|-\n| 1 || 2\n|-\n| 3 || 7\n|}')
    out.append("{{Note|made-up template}} <u>underlined</u> line<br />next &amp; more")
    return "\n\n".join(out)


def mutate(rng: random.Random, text: str) -> str:
    """A later revision: some digits change, a sentence is added, one line goes."""
    lines = text.split("\n\n")
    if len(lines) > 4:
        del lines[rng.randrange(2, len(lines))]
    lines.insert(rng.randrange(1, len(lines) + 1), sentence(rng))
    changed = "".join(
        str((int(c) + 1) % 10) if c.isdigit() and rng.random() < 0.05 else c
        for c in "\n\n".join(lines)
    )
    return changed


def entries(seed: int, pages: int, revisions: int, author: str = "Synth") -> list[Entry]:
    """Revisions of ``pages`` pages, ``revisions`` each, newest first, ids unique."""
    rng = random.Random(seed)
    start = datetime(2020, 1, 1, tzinfo=UTC)
    out: list[Entry] = []
    revid = 1000
    for page in range(pages):
        title = f"Gamehelpsynth{page}"
        text = page_text(rng)
        for n in range(revisions):
            revid += 1
            when = start + timedelta(days=page, minutes=n)
            stamp = when.strftime("%Y-%m-%dT%H:%M:%SZ")
            out.append(Entry(title, stamp, author, f"edit {n}", text, revid))
            text = mutate(rng, text)
    return sorted(out, key=lambda e: e.timestamp, reverse=True)


def sized_entries(seed: int, megabytes: float, revisions: int = 4) -> list[Entry]:
    """About ``megabytes`` MB of revisions (page texts of a few kilobytes each)."""
    sample = entries(seed, 1, revisions)
    per_page = sum(len(e.text) for e in sample)
    pages = max(1, round(megabytes * 1e6 / per_page))
    return entries(seed, pages, revisions)


def contributions_text(items: list[Entry], lang: str = "en") -> str:
    """A plain-text contributions dump."""
    out = [f"Synthetic Wiki - User contributions [{lang}]"]
    for e in items:
        out += ["", e.title, "", e.timestamp, "", f"{e.author}: {e.summary}", "", e.text]
    return "\n".join(out) + "\n"


def xml_text(text: str) -> str:
    """Text escaped for XML 1.0, without the characters XML cannot hold at all."""
    kept = "".join(
        c for c in text
        if c in "\t\n\r" or ("\x20" <= c <= "\ud7ff") or ("\ue000" <= c <= "\ufffd") or c > "\uffff"
    )  # fmt: skip
    return xml_escape(kept)


def _feed_html(e: Entry) -> str:
    lines = html.escape(e.text, quote=False).split("\n")
    body = "<br />\n".join(lines)
    return f"<p>{html.escape(e.author)}: {html.escape(e.summary)}</p>\n<hr />\n<div>{body}</div>"


def _entry_url(e: Entry) -> str:
    return f"http://wiki.example/index.php?title={quote(e.title.replace(' ', '_'))}&diff={e.revid}"


def stripped_feed(items: list[Entry], lang: str = "en") -> str:
    """The contributions feed with its XML tags stripped."""
    head = "http://wiki.example/api.php?action=feedcontributions&feedformat=atom"
    out = [
        f"{head}Synthetic Wiki - User contributions [{lang}]2024-01-01T00:00:00ZUser contributions"
    ]
    for e in items:
        out.append(f"{_entry_url(e)}{e.title}{e.timestamp}{_feed_html(e)}{e.author}")
    return "".join(out)


def atom_xml(items: list[Entry], lang: str = "en") -> str:
    """The contributions feed as Atom XML."""
    out = [
        '<?xml version="1.0"?>',
        f'<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="{lang}">',
        f"<title>Synthetic Wiki - User contributions [{lang}]</title>",
        "<updated>2024-01-01T00:00:00Z</updated>",
    ]
    for e in items:
        url = xml_text(_entry_url(e))
        out += [
            f"<entry><id>{url}</id><title>{xml_text(e.title)}</title>",
            f'<link rel="alternate" type="text/html" href="{url}"/>',
            f"<updated>{e.timestamp}</updated>",
            f'<summary type="html">{xml_text(_feed_html(e))}</summary>',
            f"<author><name>{xml_text(e.author)}</name></author></entry>",
        ]
    return "\n".join([*out, "</feed>"]) + "\n"


def mediawiki_export(items: list[Entry], version: str = "0.11", lang: str = "en") -> str:
    """A MediaWiki XML export: pages in title order, revisions oldest first."""
    ns = f"http://www.mediawiki.org/xml/export-{version}/"
    out = [f'<mediawiki xmlns="{ns}" version="{version}" xml:lang="{lang}">']
    out.append("<siteinfo><sitename>Synthetic Wiki</sitename></siteinfo>")
    titles = sorted({e.title for e in items})
    for page_id, title in enumerate(titles, 1):
        out.append(f"<page><title>{xml_text(title)}</title><ns>0</ns><id>{page_id}</id>")
        for e in sorted((e for e in items if e.title == title), key=lambda e: e.timestamp):
            out.append(_export_revision(e, version))
        out.append("</page>")
    return "\n".join([*out, "</mediawiki>"]) + "\n"


def _export_revision(e: Entry, version: str) -> str:
    """A ``<revision>``: 0.11 adds ``<origin>`` and a ``sha1`` attribute on ``<text>``."""
    size = len(e.text.encode())
    origin = f"<origin>{e.revid}</origin>" if version != "0.10" else ""
    sha1 = ' sha1="0"' if version != "0.10" else ""
    return "".join(
        [
            f"<revision><id>{e.revid}</id><timestamp>{e.timestamp}</timestamp>",
            f"<contributor><username>{xml_text(e.author)}</username><id>7</id></contributor>",
            f"<comment>{xml_text(e.summary)}</comment>{origin}",
            "<model>wikitext</model><format>text/x-wiki</format>",
            f'<text bytes="{size}"{sha1} xml:space="preserve">{xml_text(e.text)}</text>',
            "<sha1>0</sha1></revision>",
        ]
    )


def with_text(items: list[Entry], title: str, text: str) -> list[Entry]:
    """The entries with every revision of ``title`` given ``text``."""
    return [replace(e, text=text) if e.title == title else e for e in items]
