"""MediaWiki XML exports (Special:Export, dumpBackup.php), schema 0.10 and 0.11.

``<mediawiki xml:lang="en">`` holds ``<page>`` elements with a ``<title>`` and
one or more ``<revision>``: ``<id>``, ``<timestamp>``, ``<contributor>``
(``<username>`` or ``<ip>``), ``<comment>``, ``<model>`` and the wikitext in
``<text>``. Schema 0.11 may carry more slots as ``<content>`` elements (a
role, a model, a text): the main slot is the revision's text and every other
slot is kept with it (:class:`~.model.Slot`). Revisions whose main model is not
wikitext (CSS, JSON...) are skipped with a warning; deleted text or
contributors are kept as empty.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from xml.etree import ElementTree as ET

from ..model import ParsedFile, Revision, Slot
from ..titles import canonical_title
from .xmlstream import XML_LANG, local, stream

FORMAT = "mediawiki-xml"
TEXT_MODELS = frozenset({"wikitext", ""})


def _find(element: ET.Element, name: str) -> ET.Element | None:
    for child in element:
        if local(child.tag) == name:
            return child
    return None


def _text(element: ET.Element | None, name: str) -> str:
    child = _find(element, name) if element is not None else None
    return (child.text or "") if child is not None else ""


def _slots(revision: ET.Element) -> tuple[str | None, str, tuple[Slot, ...]]:
    """``(text, model, other slots)``: the main slot's text (None when deleted or absent)."""
    text_element = _find(revision, "text")
    model = _text(revision, "model")
    others = []
    for content in revision:
        if local(content.tag) != "content":
            continue
        role = _text(content, "role").strip()
        if role in ("main", "") and text_element is None:
            text_element = _find(content, "text")
            model = model or _text(content, "model")
        elif role not in ("main", ""):
            slot_text = _find(content, "text")
            deleted = slot_text is None or slot_text.get("deleted") is not None
            body = "" if deleted or slot_text is None else slot_text.text or ""
            others.append(Slot(role, _text(content, "model").strip(), body))
    if text_element is None or text_element.get("deleted") is not None:
        return None, model, tuple(others)
    return text_element.text or "", model, tuple(others)


def _revision(
    element: ET.Element, title: str, lang: str | None, source: str, n: int
) -> Revision | None:
    text, model, slots = _slots(element)
    if model not in TEXT_MODELS:
        return None
    contributor = _find(element, "contributor")
    author = (_text(contributor, "username") or _text(contributor, "ip")).strip() or None
    revid = _text(element, "id").strip()
    return Revision(
        title, text or "", _text(element, "timestamp").strip() or None, author,
        _text(element, "comment").strip(), int(revid) if revid.isdigit() else None, lang,
        "wikitext", source, FORMAT, n, text_missing=text is None, slots=slots,
    )  # fmt: skip


def parse(
    text: str | Iterable[str], source: str, keep: Callable[[Revision], Revision] | None = None
) -> ParsedFile:
    """Read every wikitext revision of every page, in file order."""
    revisions: list[Revision] = []
    warnings: list[str] = []
    lang: str | None = None
    title = ""
    skipped = 0
    root: ET.Element | None = None
    for event, element in stream(text, source, warnings, revisions):
        name = local(element.tag)
        if event == "start" and name == "mediawiki":
            lang = (element.get(XML_LANG) or "").lower() or None
            root = element
        elif event != "end":
            continue
        elif name == "title":
            title = canonical_title(element.text or "")
        elif name == "revision":
            revision = _revision(element, title, lang, source, len(revisions))
            skipped += revision is None
            if revision is not None:
                revisions.append(keep(revision) if keep else revision)
            element.clear()
        elif name == "page":
            element.clear()
            if root is not None and len(root) and root[-1] is element:
                root.remove(element)  # the root would keep every (empty) page
    if skipped:
        warnings.append(f"{source}: {skipped} revision(s) that are not wikitext were skipped")
    return ParsedFile(source, FORMAT, revisions, warnings)
