"""Reading an input file as text: the encoding it declares, binary data refused.

The encoding is, in this order: the byte-order mark (UTF-8, UTF-16 or UTF-32);
UTF-16 or UTF-32 without a mark when the file starts with ``<`` in that form
(an XML file, as the XML specification's autodetection reads it); the
``encoding`` of the XML declaration (``<?xml version="1.0" encoding="ISO-8859-1"?>``,
any encoding Python knows); UTF-8 otherwise. A file cut inside a multi-byte
character, or with a few stray bytes, is read with replacement characters and
a warning; NUL bytes in an 8-bit text, or many undecodable bytes, mean a binary
file.

:func:`open_text` reads in pieces (:meth:`TextFile.chunks`), so a large XML
export is never held whole.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Iterator
from pathlib import Path

from .model import ImportInputError

MAX_BAD_BYTES = 0.001
SNIFF_BYTES = 8192
HEAD_BYTES = 65536
CHUNK_BYTES = 1 << 20
_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
_UNMARKED = (
    (b"<\x00\x00\x00", "utf-32-le"),
    (b"\x00\x00\x00<", "utf-32-be"),
    (b"<\x00", "utf-16-le"),
    (b"\x00<", "utf-16-be"),
)
DECLARATION = re.compile(
    r"\A<\?xml\s[^>]{0,200}?\bencoding\s*=\s*([\"'])(?P<name>[A-Za-z][A-Za-z0-9._-]{0,40})\1"
)
_ERRORS = "rulesite-count"
_counting: list[TextFile] = []


def _count(error: UnicodeError) -> tuple[str, int]:
    assert isinstance(error, UnicodeDecodeError)
    _counting[-1].bad_byte(error.start, error.end - error.start)
    return "\ufffd", error.end


codecs.register_error(_ERRORS, _count)


class TextFile:
    """An input file opened as text: its encoding, then its text in pieces."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.warnings: list[str] = []
        self.bad = 0
        self.first_bad: int | None = None
        self._offset = 0
        self._finished = False
        try:
            self.size = path.stat().st_size
            with path.open("rb") as stream:
                head = stream.read(HEAD_BYTES)
        except OSError as error:
            raise ImportInputError(
                str(path), f"cannot read the file: {error.strerror or error}"
            ) from None
        if not head.strip():
            raise ImportInputError(str(path), "the file is empty")
        self.encoding, self.skip = self._encoding(head)
        if "16" not in self.encoding and "32" not in self.encoding:
            nul = head.find(b"\x00", 0, SNIFF_BYTES * 8)
            if nul >= 0:
                raise ImportInputError(
                    str(path), "binary data, not text (a NUL byte)", f"byte {nul}"
                )

    def _encoding(self, head: bytes) -> tuple[str, int]:
        for bom, name in _BOMS:
            if head.startswith(bom):
                return name, len(bom)
        unmarked = next((name for mark, name in _UNMARKED if head.startswith(mark)), None)
        start = head[:400].decode(unmarked or "latin-1", errors="replace")
        found = DECLARATION.match(start)
        if found is None:
            return unmarked or "utf-8", 0
        declared = found.group("name")
        try:
            name = codecs.lookup(declared).name
        except LookupError:
            raise ImportInputError(
                str(self.path), f"the XML declaration names an unknown encoding {declared!r}"
            ) from None
        wide = "16" in name or "32" in name
        if unmarked is None and wide:
            self.warnings.append(
                f"{self.path}: declares {declared} but its bytes are 8-bit; read as UTF-8"
            )
            return "utf-8", 0
        if unmarked is not None:
            return unmarked, 0  # UTF-16 or UTF-32: the byte order comes from the bytes
        return name, 0

    def bad_byte(self, start: int, length: int) -> None:
        if self.first_bad is None:
            self.first_bad = self._offset + start
        self.bad += length

    def chunks(self, size: int | None = None) -> Iterator[str]:
        """The text in pieces of ``size`` bytes (:data:`CHUNK_BYTES`); undecodable bytes
        become U+FFFD (see :meth:`finish`)."""
        size = size or CHUNK_BYTES
        decoder = codecs.getincrementaldecoder(self.encoding)(errors=_ERRORS)
        with self.path.open("rb") as stream:
            stream.seek(self.skip)
            self._offset = self.skip
            while True:
                data = stream.read(size)
                _counting.append(self)
                try:
                    text = decoder.decode(data, final=not data)
                finally:
                    _counting.pop()
                self._offset += len(data)
                if text:
                    yield text
                if not data:
                    break
        self.finish()

    def check(self) -> None:
        """Refuse the file if the bytes read so far hold too many undecodable ones."""
        if self.bad > max(3, self._offset * MAX_BAD_BYTES):
            label = "UTF-8" if self.encoding == "utf-8" else self.encoding
            raise ImportInputError(
                str(self.path),
                f"not {label} text ({self.bad} undecodable bytes, the first one)",
                f"byte {self.first_bad}",
            )

    def finish(self) -> None:
        """After the last piece: refuse a file with many undecodable bytes, warn about a few."""
        if self._finished or not self.bad:
            return
        self._finished = True
        self.check()
        self.warnings.append(
            f"{self.path}: {self.bad} undecodable byte(s) from byte {self.first_bad} "
            "replaced with U+FFFD"
        )


def open_text(path: Path) -> TextFile:
    """Open ``path`` as text (its encoding found); raises ImportInputError for binary data."""
    return TextFile(path)
