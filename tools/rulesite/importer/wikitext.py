"""MediaWiki wikitext to Markdown, walking the tree that mwparserfromhell builds.

:func:`convert` parses the text (in bounded pieces, see :mod:`.chunking`), walks
the nodes line by line (:class:`Walker`) and assembles the lines into Markdown
(:mod:`.wikiblocks`). What each node becomes:

- headings of every level keep their level; a heading that is all bold loses
  the bold; bold and italic (``'''``, ``''``, ``<b>``, ``<i>``) become ``**``
  and ``*``, apostrophes inside words stay text (the parser pairs the quotes);
- list prefixes ``*``, ``#``, ``:``, ``;`` and dash pseudo-lists (``-``,
  ``--``, ``---`` at the start of a line) become nested lists and quotes;
- internal links point at the matching draft when the run has one, else they
  become their text; ``[[Category:...]]`` becomes a tag; ``[[File:...]]`` a
  figure placeholder with alt text and caption (nothing is fetched);
- external links keep ``http``, ``https`` and ``mailto`` targets only;
- ``<br />``, ``<u>`` and other inline HTML go through :mod:`.sanitize`;
  entities are decoded and the character escaped again;
- a leading ``#REDIRECT [[Target]]`` reads "Redirect to" and a link (:mod:`.redirects`);
- tables become pipe tables (a list in a cell an HTML list, the only list a
  cell can hold), ``<pre>`` and ``<syntaxhighlight>`` plain
  ``text`` fences, templates a code span of their source (never expanded).

Everything taken from the source is escaped with :mod:`.mdtext`.
"""

from __future__ import annotations

import html
import unicodedata
from collections.abc import Callable

import mwparserfromhell
from mwparserfromhell import nodes as mw
from mwparserfromhell.wikicode import Wikicode

from . import wikiparts
from .chunking import chunks
from .mdtext import clean_control, code_span, escape_text, fence
from .model import Conversion
from .redirects import as_link
from .sanitize import wrap_tag
from .wikiblocks import Line, assemble

MAX_DEPTH = 40
Resolver = Callable[[str], "str | None"]
_BOLD = ("b", "strong")
_ITALIC = ("i", "em")
_CODE = ("code", "tt", "kbd", "samp", "var", "math", "chem")
_FENCED = ("pre", "syntaxhighlight", "source", "poem")
_SKIPPED = ("references", "templatestyles", "indicator", "section")
_MAGIC = ("__TOC__", "__NOTOC__", "__FORCETOC__", "__NOEDITSECTION__", "__NOTITLE__")


def _no_link(title: str) -> str | None:
    return None


def convert(
    text: str, resolve: Resolver = _no_link, resolve_file: Resolver = _no_link
) -> Conversion:
    """Convert one revision's wikitext to Markdown (and to plain text, for the report)."""
    result = Conversion(markdown="")
    walker = Walker(result, resolve, resolve_file)
    plain = []
    for chunk in chunks(clean_control(as_link(text))):
        code = mwparserfromhell.parse(chunk, skip_style_tags=False)
        walker.walk(code.nodes, 0)
        plain.append(code.strip_code(normalize=True, collapse=False, keep_template_params=False))
    result.markdown = assemble(walker.lines)
    result.plain = "".join(plain)
    return result


class Walker:
    """Walks parsed nodes and fills ``lines``; ``inline`` walkers render spans."""

    def __init__(
        self, result: Conversion, resolve: Resolver, resolve_file: Resolver, inline: bool = False
    ) -> None:
        self.result = result
        self.resolve = resolve
        self.resolve_file = resolve_file
        self.inline = inline
        self.lists = False  # an inline walker that keeps list prefixes (table cells)
        self.lines: list[Line] = [Line()]

    @property
    def line(self) -> Line:
        return self.lines[-1]

    def walk(self, nodes: list[mw.Node], depth: int) -> None:
        if depth > MAX_DEPTH:
            self.add(escape_text(" ".join(str(n) for n in nodes)))
            return
        for node in nodes:
            self.node(node, depth)

    def node(self, node: mw.Node, depth: int) -> None:
        if isinstance(node, mw.Text):
            self.text(str(node))
        elif isinstance(node, mw.Tag):
            self.tag(node, depth)
        elif isinstance(node, mw.Wikilink):
            wikiparts.wikilink(self, node, depth)
        elif isinstance(node, mw.ExternalLink):
            self.add(wikiparts.external_link(self, node, depth))
        elif isinstance(node, mw.Heading):
            self.heading(node, depth)
        elif isinstance(node, mw.HTMLEntity):
            self.add(escape_text(_entity(node)))
        elif isinstance(node, mw.Template | mw.Argument):
            self.template(node)

    def add(self, markdown: str) -> None:
        if markdown:
            self.line.parts.append(markdown)

    def newline(self, prefix: str = "") -> None:
        self.lines.append(Line(prefix=prefix))

    def block(self, markdown: str, kind: str = "block") -> None:
        if self.line.parts or self.line.prefix:
            self.newline()
        self.line.kind, self.line.block = kind, markdown
        self.newline()

    def text(self, text: str) -> None:
        pieces = text.split("\n")
        for i, piece in enumerate(pieces):
            if i:
                self.newline()
            if not self.line.parts and not self.inline:
                piece = self._dash_item(piece, more=i == len(pieces) - 1)
            self.add(escape_text(_plain(piece)))

    def _dash_item(self, piece: str, more: bool) -> str:
        """Turn a line's leading ``-``/``--``/``•`` into a list level (not ``-2``)."""
        stripped = piece.lstrip("-•")
        dashes = len(piece) - len(stripped)
        rest = stripped.lstrip()
        if not dashes or not set(self.line.prefix) <= {":"}:
            return piece
        if (not rest and not more) or (stripped == rest and rest and rest[0] in "0123456789.,"):
            return piece
        self.line.prefix += "*" * min(dashes, 6)
        self.line.dash = True
        return rest

    def heading(self, node: mw.Heading, depth: int) -> None:
        if self.inline:
            self.add(self.render(node.title, depth))
            return
        if self.line.parts or self.line.prefix:
            self.newline()
        title = wikiparts.unwrap_emphasis(node.title)
        self.line.kind, self.line.level = "heading", node.level
        self.line.parts.append(self.render(title, depth).replace("\n", " "))
        self.newline()

    def template(self, node: mw.Node) -> None:
        name = str(getattr(node, "name", "")).strip() or str(node)[:40]
        self.result.templates.append(clean_control(name)[:80])
        self.add(code_span(str(node)))

    def tag(self, node: mw.Tag, depth: int) -> None:
        name = str(node.tag).strip().lower()
        markup = node.wiki_markup
        if markup and name in ("li", "dd", "dt"):
            self._marker(str(markup))
        elif name == "hr":
            self.add("---") if self.inline else self.block("", "hr")
        elif name == "table":
            wikiparts.table(self, node, depth)
        elif name in _BOLD or name in _ITALIC:
            self.emphasis(node, "**" if name in _BOLD else "*", depth)
        else:
            self.html_tag(node, name, depth)

    def _marker(self, markup: str) -> None:
        if self.inline and not self.lists:
            self.add(" ")
        elif self.line.parts:
            self.newline(":" * max(1, len(self.line.prefix)))
        else:
            self.line.prefix += markup

    def emphasis(self, node: mw.Tag, mark: str, depth: int) -> None:
        if node.contents is None:
            return
        if "\n" in str(node.contents):
            self.walk(node.contents.nodes, depth + 1)
            return
        inner = self.render(node.contents, depth)
        core = inner.strip()
        if core:
            lead = inner[: len(inner) - len(inner.lstrip())]
            tail = inner[len(inner.rstrip()) :]
            self.add(f"{lead}{mark}{core}{mark}{tail}")

    def html_tag(self, node: mw.Tag, name: str, depth: int) -> None:
        body = str(node.contents) if node.contents is not None else ""
        if name in _FENCED:
            self.add(code_span(body)) if self.inline else self.block(fence(_unescape(body)))
        elif name == "nowiki":
            self.add(escape_text(_unescape(body)))
        elif name in _CODE:
            self.add(code_span(_unescape(body)))
        elif name == "ref":
            note = self.render(node.contents, depth) if node.contents is not None else ""
            self.add(f" &#91;note: {note.strip()}&#93;" if note.strip() else "")
        elif name == "gallery":
            wikiparts.gallery(self, body, depth)
        elif name not in _SKIPPED:
            self._wrapped(node, name, depth)

    def _wrapped(self, node: mw.Tag, name: str, depth: int) -> None:
        attrs = " ".join(str(a).strip() for a in node.attributes)
        wrap = wrap_tag(name, attrs)
        if wrap is None:
            return
        opening, closing = wrap
        if node.contents is None or node.self_closing:
            self.add(opening + closing)
        elif not opening or "\n" in str(node.contents):
            self.walk(node.contents.nodes, depth + 1)
        else:
            self.add(opening + self.render(node.contents, depth) + closing)

    def render(self, code: Wikicode | None, depth: int) -> str:
        """Inline Markdown for a span of wikitext (lines joined by spaces)."""
        lines = self.render_lines(code, depth)
        return " ".join(part for line in lines if (part := "".join(line.parts)))

    def render_lines(self, code: Wikicode | None, depth: int, lists: bool = False) -> list[Line]:
        """The lines of a span of wikitext; with ``lists``, each keeps its list prefix."""
        if code is None:
            return []
        sub = Walker(self.result, self.resolve, self.resolve_file, inline=True)
        sub.lists = lists
        sub.walk(code.nodes, depth + 1)
        return sub.lines


def _plain(text: str) -> str:
    """Text without magic words and without stray runs of two or more quotes."""
    for word in _MAGIC:
        text = text.replace(word, "")
    if "''" not in text:
        return text
    out: list[str] = []
    run = 0
    for char in text + "\0":
        if char == "'":
            run += 1
            continue
        if run == 1:
            out.append("'")
        run = 0
        out.append(char)
    return "".join(out[:-1])


def _entity(node: mw.HTMLEntity) -> str:
    try:
        char = node.normalize()
    except (ValueError, OverflowError):
        return str(node)
    if len(char) == 1 and unicodedata.category(char).startswith("C") and char not in "\n\t":
        return " "
    return char


def _unescape(text: str) -> str:
    return html.unescape(text)
