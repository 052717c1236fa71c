"""JSON at the boundary: reading with errors that say where, writing canonically."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from .errors import NotationError

# Bounds on what a reader can paste or link: no game needs more, and beyond them the
# parser would recurse until the runtime dies or spend seconds converting one number.
MAX_DEPTH = 64
MAX_DIGITS = 100
STRINGS = {'"': re.compile(r'"(?:[^"\\\n]|\\.)*"'),
           "'": re.compile(r"'[^'\n]*'")}
BRACKETS = re.compile(r"[\[\]{}]")


def check_depth(text: str, where: str, quotes: str = '"') -> None:
    """Refuse text whose brackets nest deeper than :data:`MAX_DEPTH`, before parsing it.

    Quoted strings (``quotes`` lists the quote characters) are skipped, so brackets
    inside them do not count.
    """
    for quote in quotes:
        text = STRINGS[quote].sub('""', text)
    depth = 0
    for match in BRACKETS.finditer(text):
        depth += 1 if match.group() in "[{" else -1
        if depth > MAX_DEPTH:
            line = text.count("\n", 0, match.start()) + 1
            raise NotationError(
                f"nested more than {MAX_DEPTH} levels deep (line {line})", where=where)


def check_number(value: int | float, where: str) -> None:
    """Refuse a whole number longer than :data:`MAX_DIGITS` digits, or a number that is
    not finite."""
    if isinstance(value, float) and not math.isfinite(value):
        raise NotationError("a number too large to represent", where=where)
    if isinstance(value, int) and not -(10**MAX_DIGITS) < value < 10**MAX_DIGITS:
        raise NotationError(f"a whole number of {len(str(abs(value)))} digits; at most "
                            f"{MAX_DIGITS}", where=where)


def check_numbers(data: Any, where: str) -> None:
    """:func:`check_number` on every number of a decoded document (depth already bounded)."""
    if isinstance(data, dict):
        for key, value in data.items():
            check_numbers(value, f"{where}.{key}")
    elif isinstance(data, list):
        for index, value in enumerate(data):
            check_numbers(value, f"{where}[{index}]")
    elif isinstance(data, int | float) and not isinstance(data, bool):
        check_number(data, where)


def loads(text: str | bytes, where: str = "input") -> Any:
    """Parse JSON; a malformed document raises :class:`NotationError` with line and column,
    and so does one nested deeper than :data:`MAX_DEPTH` or holding a number longer than
    :data:`MAX_DIGITS` digits (or NaN, Infinity)."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise NotationError(f"not UTF-8 text (byte {exc.start})", where=where) from None
    check_depth(text, where)

    def whole(digits: str) -> int:
        if len(digits.lstrip("-")) > MAX_DIGITS:
            raise NotationError(
                f"a whole number of {len(digits.lstrip('-'))} digits; at most {MAX_DIGITS}",
                where=where)
        return int(digits)

    def real(digits: str) -> float:
        value = float(digits)
        check_number(value, where)
        return value

    def constant(name: str) -> Any:
        raise NotationError(f"{name} is not a number JSON allows", where=where)

    try:
        return json.loads(text, parse_int=whole, parse_float=real,
                          parse_constant=constant)
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


def only_keys(data: Mapping[str, Any], allowed: Iterable[str], where: str,
              rule: str | None = None) -> None:
    """Refuse unknown keys (a syntax mistake, in every game), naming them and the allowed ones."""
    allowed = list(allowed)
    unknown = sorted(set(data) - set(allowed))
    if unknown:
        raise NotationError(
            f"unknown key(s) {', '.join(unknown)}; allowed: {', '.join(sorted(allowed))}",
            rule=rule, where=where,
        )


def code_row(code: str, example: str, **more: Any) -> dict[str, Any]:
    """The JSON Schema of a row of codes, each matching the regular expression ``code``
    (a card, a tile): a string of codes separated by spaces, or a list of codes; ``more``
    adds keys (a ``title``). :func:`row_codes` reads either."""
    return {**more, "oneOf": [
        {"type": "string", "pattern": rf"^\s*({code}(\s+{code})*)?\s*$", "examples": [example]},
        {"type": "array", "items": {"type": "string", "pattern": rf"^\s*{code}\s*$"}},
    ]}


def row_codes(value: Any, where: str, expected: str) -> list[Any]:
    """The codes of a row written as :func:`code_row` says: split at spaces, or the list."""
    return value.split() if isinstance(value, str) else require(value, list, where, expected)


def read_row(value: Any, where: str, expected: str, parse: Callable[[str, str], Any],
             at: str = "[{i}]") -> tuple[Any, ...]:
    """A row of codes (:func:`code_row`), each read by ``parse(code, place)``: the place is
    ``where`` followed by ``at`` (``{i}`` counts the codes from 0, ``{n}`` from 1)."""
    return tuple(parse(code, where + at.format(i=i, n=i + 1))
                 for i, code in enumerate(row_codes(value, where, expected)))


class Reader:
    """Reads one JSON object field by field; every complaint names its path. Given ``keys``,
    any other key is refused.

    >>> Reader({"n": 3}, "state").int("n", low=0, high=2)
    Traceback (most recent call last):
    ...
    rulebooks.core.errors.NotationError: state.n: expected a whole number from 0 to 2, got 3
    """

    def __init__(self, data: Any, where: str, keys: Iterable[str] | None = None) -> None:
        self.where = where
        self.data = require(data, dict, where, "an object")
        if keys is not None:
            only_keys(self.data, keys, where)

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

    def choice(self, key: str, choices: Iterable[Any], default: Any = ...) -> Any:
        """One of ``choices`` (numbers or words), of the same JSON type as the choice."""
        value, choices = self.raw(key, default), tuple(choices)
        if not any(type(value) is type(c) and value == c for c in choices):
            allowed = ", ".join(map(repr, choices))
            raise NotationError(f"expected one of {allowed}, got {value!r}", where=self.path(key))
        return value

    def bool(self, key: str, default: Any = ...) -> bool:
        return require(self.raw(key, default), bool, self.path(key), "true or false")

    def list(self, key: str, default: Any = ...) -> list:
        return require(self.raw(key, default), list, self.path(key), "a list")

    def obj(self, key: str, default: Any = ..., keys: Iterable[str] | None = None) -> Reader:
        return Reader(self.raw(key, default), self.path(key), keys)
