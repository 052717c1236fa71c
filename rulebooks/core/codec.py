"""JSON at the boundary: reading with errors that say where, writing canonically."""

from __future__ import annotations

import json
from typing import Any

from .errors import NotationError


def loads(text: str | bytes, where: str = "input") -> Any:
    """Parse JSON; a malformed document raises :class:`NotationError` with line and column."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise NotationError(f"not UTF-8 text (byte {exc.start})", where=where) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise NotationError(
            f"malformed JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}", where=where
        ) from None


def dumps(data: Any, *, pretty: bool = False) -> str:
    """Canonical JSON: sorted keys; compact unless ``pretty``."""
    if pretty:
        return json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False)
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def require(data: Any, kind: type, where: str, expected: str) -> Any:
    """Check a decoded JSON value's type; a mismatch is a :class:`NotationError`."""
    if kind is int and isinstance(data, bool):
        raise NotationError(f"expected {expected}, got {data!r}", where=where)
    if not isinstance(data, kind):
        raise NotationError(f"expected {expected}, got {type(data).__name__} {data!r}", where=where)
    return data


def only_keys(data: dict, allowed: set[str] | frozenset[str], where: str) -> None:
    """Refuse unknown keys, naming them and the ones that are allowed."""
    unknown = sorted(set(data) - set(allowed))
    if unknown:
        raise NotationError(
            f"unknown key(s) {', '.join(unknown)}; allowed: {', '.join(sorted(allowed))}",
            where=where,
        )


class Reader:
    """Reads one JSON object field by field; every complaint names its path.

    >>> Reader({"n": 3}, "state").int("n", low=0, high=2)
    Traceback (most recent call last):
    ...
    rulebooks.core.errors.NotationError: state.n: expected a whole number from 0 to 2, got 3
    """

    def __init__(self, data: Any, where: str) -> None:
        self.where = where
        self.data = require(data, dict, where, "an object")

    def path(self, key: str) -> str:
        return f"{self.where}.{key}"

    def raw(self, key: str, default: Any = ...) -> Any:
        if key not in self.data:
            if default is ...:
                raise NotationError("missing key", where=self.path(key))
            return default
        return self.data[key]

    def int(
        self, key: str, low: int | None = None, high: int | None = None, default: Any = ...
    ) -> Any:
        value = self.raw(key, default)
        if value is None and default is None:
            return None
        require(value, int, self.path(key), "a whole number")
        if (low is not None and value < low) or (high is not None and value > high):
            raise NotationError(
                f"expected a whole number from {low} to {high}, got {value}", where=self.path(key)
            )
        return value

    def str(self, key: str, choices: tuple[str, ...] | None = None, default: Any = ...) -> Any:
        value = self.raw(key, default)
        require(value, str, self.path(key), "a string")
        if choices is not None and value not in choices:
            allowed = ", ".join(map(repr, choices))
            raise NotationError(f"expected one of {allowed}, got {value!r}", where=self.path(key))
        return value

    def bool(self, key: str, default: Any = ...) -> bool:
        return require(self.raw(key, default), bool, self.path(key), "true or false")

    def list(self, key: str, default: Any = ...) -> list:
        return require(self.raw(key, default), list, self.path(key), "a list")

    def obj(self, key: str, default: Any = ...) -> Reader:
        return Reader(self.raw(key, default), self.path(key))
