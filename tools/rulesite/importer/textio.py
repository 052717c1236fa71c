"""Reading an input file as text, refusing binary data with a clear reason."""

from __future__ import annotations

import codecs
from pathlib import Path

from .model import ImportInputError

MAX_BAD_BYTES = 0.001
SNIFF_BYTES = 8192


def read_text(path: Path) -> tuple[str, list[str]]:
    """The file's text and warnings; raises :class:`ImportInputError` for binary data.

    UTF-8 (with or without a byte order mark) and UTF-16 with a byte order mark
    are accepted. A file cut inside a multi-byte character, or with a few stray
    bytes, is read with replacement characters and a warning; NUL bytes or many
    undecodable bytes mean a binary file.
    """
    try:
        data = path.read_bytes()
    except OSError as error:
        raise ImportInputError(
            str(path), f"cannot read the file: {error.strerror or error}"
        ) from None
    if not data.strip():
        raise ImportInputError(str(path), "the file is empty")
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return _decode_utf16(path, data)
    nul = data.find(b"\x00", 0, SNIFF_BYTES * 16)
    if nul >= 0:
        raise ImportInputError(str(path), "binary data, not text (a NUL byte)", f"byte {nul}")
    return _decode_utf8(path, data)


def _decode_utf16(path: Path, data: bytes) -> tuple[str, list[str]]:
    try:
        return data.decode("utf-16"), []
    except UnicodeDecodeError as error:
        text = data.decode("utf-16", errors="replace")
        return text, [f"{path}: invalid UTF-16 at byte {error.start}; replaced"]


def _decode_utf8(path: Path, data: bytes) -> tuple[str, list[str]]:
    try:
        return data.decode("utf-8-sig"), []
    except UnicodeDecodeError as error:
        first = error.start
    text = data.decode("utf-8-sig", errors="replace")
    bad = text.count("\ufffd") - data.decode("utf-8-sig", errors="ignore").count("\ufffd")
    if bad > max(3, len(data) * MAX_BAD_BYTES):
        raise ImportInputError(
            str(path), f"not UTF-8 text ({bad} undecodable bytes, the first one)", f"byte {first}"
        )
    return text, [f"{path}: {bad} undecodable byte(s) from byte {first} replaced with U+FFFD"]
