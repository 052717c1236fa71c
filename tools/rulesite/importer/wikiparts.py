"""Wikitext nodes that need more than a line of code: links, files, tables, galleries."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

import mwparserfromhell
from mwparserfromhell import nodes as mw
from mwparserfromhell.wikicode import Wikicode

from .mdtext import clean_control, escape_text, link, safe_url
from .mdtext import table as md_table
from .sanitize import clean_html
from .titles import canonical_title, draft_link

if TYPE_CHECKING:
    from .wikitext import Walker

CATEGORY_NS = frozenset({"category", "categoria", "catégorie", "kategorie", "categoría"})
FILE_NS = frozenset({"file", "image", "immagine", "datei", "bild", "fichier", "archivo"})
MEDIA_NS = frozenset({"media"})
_IMAGE_OPTIONS = frozenset(
    {
        "thumb", "thumbnail", "frame", "framed", "frameless", "border", "left", "right",
        "center", "centre", "none", "upright", "baseline", "sub", "super", "top",
        "text-top", "middle", "bottom", "text-bottom",
    }
)  # fmt: skip
_KEYED_OPTIONS = ("link=", "page=", "class=", "lang=", "upright=", "thumb=", "thumbnail=")


def wikilink(walker: Walker, node: mw.Wikilink, depth: int) -> None:
    """An internal link, a category (a tag), a file (a figure) or an interwiki (dropped)."""
    title = clean_control(str(node.title)).strip()
    if "{" in title or "\n" in title or not title:
        walker.add(escape_text(str(node)))
        return
    name = title.lstrip(":").strip()
    namespace, colon, rest = name.partition(":")
    space = namespace.strip().lower()
    if colon and not title.startswith(":"):
        if space in CATEGORY_NS:
            tag = canonical_title(rest)
            if tag and tag not in walker.result.tags:
                walker.result.tags.append(tag)
            return
        if space in FILE_NS:
            figure(walker, canonical_title(rest), node.text)
            return
        if len(space) in (2, 3) and space.isalpha() and space.islower() == (space == namespace):
            return
    text = walker.render(node.text, depth).strip() if node.text is not None else ""
    text = text or escape_text(name)
    target_title = name.partition("#")[0].strip()
    if not target_title or space in MEDIA_NS:
        walker.add(text)
        return
    target = walker.resolve(canonical_title(target_title))
    walker.result.links.append({"title": canonical_title(target_title), "target": target})
    walker.add(link(text, draft_link(target)) if target else text)


def external_link(walker: Walker, node: mw.ExternalLink, depth: int) -> str:
    """An external link, kept only for an absolute http, https or mailto URL."""
    url = clean_control(str(node.url)).strip()
    text = walker.render(node.title, depth).strip() if node.title is not None else ""
    target = safe_url(url)
    if target is None:
        return text or escape_text(url)
    return link(text or escape_text(url), target)


def unwrap_emphasis(title: Wikicode) -> Wikicode:
    """A heading's title without bold or italic that wraps all of it."""
    for _ in range(3):
        solid = [n for n in title.nodes if not (isinstance(n, mw.Text) and not str(n).strip())]
        if len(solid) != 1 or not isinstance(solid[0], mw.Tag):
            break
        tag = solid[0]
        if str(tag.tag).lower() not in ("b", "i", "strong", "em") or tag.contents is None:
            break
        title = tag.contents
    return title


def _params(code: Wikicode | None) -> list[str]:
    """A file link's parameters, split at pipes outside nested links and templates."""
    params = [""]
    for node in code.nodes if code is not None else []:
        if isinstance(node, mw.Text):
            first, *more = str(node).split("|")
            params[-1] += first
            params.extend(more)
        else:
            params[-1] += str(node)
    return [p.strip() for p in params if p.strip()]


def _plain(wikitext: str) -> str:
    text = mwparserfromhell.parse(wikitext).strip_code(normalize=True, collapse=True)
    return " ".join(clean_control(text).split())


def figure(walker: Walker, name: str, code: Wikicode | None) -> None:
    """A ``[[File:...]]``: a figure with its alt text and caption; the image is not fetched."""
    alt, caption = "", ""
    for param in _params(code):
        lowered = param.lower()
        if lowered.startswith("alt="):
            alt = _plain(param[4:])
        elif not (
            lowered in _IMAGE_OPTIONS or lowered.startswith(_KEYED_OPTIONS) or _size(lowered)
        ):
            caption = _plain(param)
    walker.result.files.append(name)
    target = walker.resolve_file(canonical_title("File:" + name))
    if walker.inline or walker.line.parts or walker.line.prefix:
        described = f" — {caption}" if caption else ""
        walker.add(escape_text(f"[image not imported: {name}{described}]"))
        return
    walker.block(figure_html(name, alt or caption or name, caption))
    if target:
        walker.add("File page: " + link(escape_text(name), draft_link(target)))
        walker.newline()


def figure_html(name: str, alt: str, caption: str) -> str:
    """The figure placeholder, through the sanitizer like any other raw HTML."""
    label = html.escape(alt, quote=True)
    note = f"<small>(image “{html.escape(name)}” not imported)</small>"
    text = f"{html.escape(caption)} {note}" if caption else note
    return clean_html(
        f'<figure role="img" aria-label="{label}"><figcaption>{text}</figcaption></figure>'
    )


def _size(option: str) -> bool:
    if not option.endswith("px"):
        return False
    digits = option[:-2].replace("x", "")
    return digits.isdigit() or not digits


def gallery(walker: Walker, body: str, depth: int) -> None:
    """``<gallery>`` lines (``File:name|caption``) as figures."""
    for raw in body.splitlines():
        name, _, caption = raw.strip().partition("|")
        namespace, colon, rest = name.partition(":")
        if colon and namespace.strip().lower() in FILE_NS:
            name = rest
        if name.strip():
            code = mwparserfromhell.parse(caption)
            figure(walker, canonical_title(name), code)


def table(walker: Walker, node: mw.Tag, depth: int) -> None:
    """A wiki table as a pipe table (inline: its cells joined with slashes)."""
    rows: list[list[tuple[str, bool]]] = []
    caption = ""
    pending: list[tuple[str, bool]] = []
    for child in node.contents.nodes if node.contents is not None else []:
        if not isinstance(child, mw.Tag):
            continue
        tag = str(child.tag).lower()
        if tag == "tr":
            rows.append(_cells(walker, child, depth))
        elif _is_caption(child, rows, pending):
            caption = walker.render(child.contents, depth).strip()[1:].strip()
        elif tag in ("td", "th"):
            pending.append((_cell(walker, child, depth), tag == "th"))
    rows = ([pending] if pending else []) + [row for row in rows if row]
    if walker.inline or walker.line.parts or walker.line.prefix:
        walker.add(" / ".join(" · ".join(text for text, _ in row) for row in rows))
        return
    if caption:
        walker.block(f"*{caption}*")
    if rows:
        walker.block(_pipe_table(rows))


def _is_caption(cell: mw.Tag, rows: list[object], pending: list[object]) -> bool:
    """``|+ caption``: the parser gives a first cell whose text starts with ``+``."""
    if rows or pending or str(cell.tag).lower() != "td" or cell.contents is None:
        return False
    return str(cell.wiki_markup or "") == "|" and str(cell.contents).startswith("+")


def _cells(walker: Walker, row: mw.Tag, depth: int) -> list[tuple[str, bool]]:
    cells = []
    for child in row.contents.nodes if row.contents is not None else []:
        if isinstance(child, mw.Tag) and str(child.tag).lower() in ("td", "th"):
            cells.append((_cell(walker, child, depth), str(child.tag).lower() == "th"))
    return cells


def _cell(walker: Walker, cell: mw.Tag, depth: int) -> str:
    """A cell's inline Markdown; its lists stay lists (:func:`cell_lists`)."""
    lines = walker.render_lines(cell.contents, depth, lists=True)
    if not any(line.prefix.strip(":;") and line.content for line in lines):
        return " ".join(part for line in lines if (part := "".join(line.parts))).strip()
    return cell_lists([(line.prefix, line.content) for line in lines])


def cell_lists(lines: list[tuple[str, str]]) -> str:
    """Lines with wiki list prefixes as HTML lists, the only form a pipe-table cell can hold.

    ``*`` items make ``<ul>``, ``#`` items ``<ol>``; a longer prefix nests in the
    item before; other lines are text (two lines of text apart by ``<br>``).
    The tags are written here, without attributes; the items' Markdown is the
    converter's (escaped).
    """
    out: list[str] = []
    open_lists: list[str] = []  # the tag of each open list, outermost first

    def close_to(depth: int) -> None:
        while len(open_lists) > depth:
            out.append(f"</li></{open_lists.pop()}>")

    for prefix, content in lines:
        marks = prefix.replace(":", "").replace(";", "")
        if not marks:
            close_to(0)
            if content:
                after_list = out and out[-1].endswith(("</ul>", "</ol>"))
                out.append(("<br>" if out and not after_list else "") + content)
            continue
        depth = len(marks)
        tag = "ol" if marks[-1] == "#" else "ul"
        close_to(depth)
        if len(open_lists) == depth and open_lists[-1] != tag:
            close_to(depth - 1)
        if len(open_lists) == depth:
            out.append(f"</li><li>{content}")
            continue
        while len(open_lists) < depth:
            open_lists.append(tag if len(open_lists) == depth - 1 else "ul")
            out.append(f"<{open_lists[-1]}><li>")
        out.append(content)
    close_to(0)
    return "".join(out)


def _pipe_table(rows: list[list[tuple[str, bool]]]) -> str:
    first = rows[0]
    if all(is_header for _, is_header in first):
        header, body = [text for text, _ in first], rows[1:]
    else:
        header, body = [""] * max(len(r) for r in rows), rows
    return md_table(header, [[text for text, _ in row] for row in body])
