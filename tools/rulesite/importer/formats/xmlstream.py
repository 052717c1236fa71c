"""Streaming XML for the readers: fed in pieces, no DTD, truncation tolerated.

The parser itself refuses a document type declaration and with it every
entity declaration (:mod:`defusedxml`), wherever it stands: no scanning of the
text that a comment or a processing instruction could fool.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from xml.etree import ElementTree as ET

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import DefusedXMLParser

from ..model import ImportInputError
from .pieces import pieces_of

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def local(tag: str) -> str:
    """An element's name without its namespace."""
    return tag.rpartition("}")[2]


def root_name(text: str) -> str | None:
    """The name (without namespace or prefix) of the document's root element."""
    name, _ = root_element(text)
    return name


def root_element(text: str) -> tuple[str | None, int]:
    """The root element's local name and where its tag starts (None, -1 if none)."""
    i = 0
    while True:
        i = text.find("<", i)
        if i < 0 or i + 1 >= len(text):
            return None, -1
        if text[i + 1] in "?!":
            i = _skip_markup(text, i)
            continue
        end = i + 1
        while end < len(text) and not text[end].isspace() and text[end] not in "/>":
            end += 1
        return text[i + 1 : end].rpartition(":")[2], i


def _skip_markup(text: str, i: int) -> int:
    if text.startswith("<!--", i):
        end = text.find("-->", i)
        return len(text) if end < 0 else end + 3
    end = text.find(">", i)
    return len(text) if end < 0 else end + 1


def _parser() -> ET.XMLPullParser:
    defused = DefusedXMLParser(
        target=ET.TreeBuilder(), forbid_dtd=True, forbid_entities=True, forbid_external=True
    )
    return ET.XMLPullParser(events=("start", "end"), _parser=defused)  # type: ignore[call-arg]


def stream(
    text: str | Iterable[str], source: str, warnings: list[str], done: list[object]
) -> Iterator[tuple[str, ET.Element]]:
    """``(event, element)`` pairs for "start" and "end" events.

    A document with a DTD (and so any entity declaration) is refused.
    A document that ends early keeps what was complete, with a warning, as long
    as something (``done``) was read; otherwise it is an error with the place.
    """
    parser = _parser()
    try:
        for piece in pieces_of(text):
            parser.feed(piece)
            yield from parser.read_events()  # type: ignore[misc]
        parser.close()
        yield from parser.read_events()  # type: ignore[misc]
    except DefusedXmlException as error:
        expat = parser._parser.parser  # type: ignore[attr-defined]
        where = f"line {expat.CurrentLineNumber}, column {expat.CurrentColumnNumber}"
        raise ImportInputError(
            source,
            f"XML with a document type declaration is not accepted ({type(error).__name__}: "
            "entities and DTDs are refused)",
            where,
        ) from None
    except ET.ParseError as error:
        line, column = error.position
        where = f"line {line}, column {column}"
        reason = str(error.msg).rsplit(": line ", 1)[0]
        if not done:
            raise ImportInputError(source, f"malformed XML: {reason}", where) from None
        warnings.append(
            f"{source}: XML ends early or breaks at {where} ({reason}); "
            f"kept {len(done)} complete revision(s)"
        )
