"""A game's numbers live in its ``data.toml``, read once through :func:`game_data`; its
entries become the game's dataclasses through :func:`make`.

Every table of the file comes back as a :class:`Table`, a ``dict`` that knows where it is
in the file, so that data a game cannot use is a :class:`DataError` naming the file, the
entry and what is wrong, not a bare ``KeyError``:

>>> table = game_data("rulebooks.golf")
>>> table["grids"]["6"]["cols"]
3
>>> table["grids"]["6"]["colour"]  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
rulebooks.core.datafile.DataError: rulebooks/golf/data.toml, grids.6: no 'colour' (it has rows, ...)
"""

from __future__ import annotations

import dataclasses
import tomllib
import types
import typing
from collections.abc import Iterable, Mapping
from functools import cache
from importlib import resources
from typing import Any, TypeVar

T = TypeVar("T")
NAMES = ("id", "code", "name")  # the keys that name an entry, the first one found


class DataError(ValueError):
    """A game's data file that the engine cannot use: the message names the file, the
    entry and what is wrong (a key missing, one the entry cannot have, a wrong value)."""


class Table(dict[str, Any]):
    """One table of a data file (the file itself, a ``[table]`` or an ``[[entry]]``): a
    ``dict`` whose ``where`` says where it is; a key it lacks is a :class:`DataError`."""

    __slots__ = ("where",)

    def __init__(self, values: Mapping[str, Any] = (), where: str = "") -> None:
        super().__init__(values)
        self.where = where

    def __missing__(self, key: str) -> Any:
        raise DataError(f"{self.where}: no {key!r} (it has {', '.join(self) or 'nothing'})")


def _located(value: Any, file: str, path: str = "") -> Any:
    """``value`` with every table in it a :class:`Table` that knows its place: the file,
    then the keys down to it, an ``[[entry]]`` as its number and its name (``cards #3
    (Baths).cost``)."""
    if isinstance(value, dict):
        return Table({key: _located(item, file, f"{path}.{key}" if path else key)
                      for key, item in value.items()}, f"{file}, {path}" if path else file)
    if isinstance(value, list):
        return [_located(item, file, f"{path} #{n}{_name(item)}")
                for n, item in enumerate(value, 1)]
    return value


def _name(item: Any) -> str:
    name = next((item[k] for k in NAMES if isinstance(item, dict) and k in item), None)
    return "" if name is None else f" ({name})"


@cache
def game_data(package: str) -> Table:
    """The parsed ``data.toml`` of a game package (``rulebooks.golf``), cached; a file that
    is not TOML is a :class:`DataError` naming it and the line."""
    file = f"{package.replace('.', '/')}/data.toml"
    text = resources.files(package).joinpath("data.toml").read_text(encoding="utf-8")
    try:
        parsed = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise DataError(f"{file}: not readable TOML: {error}") from None
    return _located(parsed, file)


def where(entry: Mapping[str, Any]) -> str:
    """Where ``entry`` is in its data file (for a game's own checks of its values)."""
    return getattr(entry, "where", "") or "data"


@cache
def _fields(cls: type) -> tuple[dict[str, Any], frozenset[str]]:
    """The fields of dataclass ``cls`` with their types, and those that have no default."""
    hints = typing.get_type_hints(cls)
    fields = {f.name: hints.get(f.name, Any) for f in dataclasses.fields(cls) if f.init}
    required = frozenset(f.name for f in dataclasses.fields(cls) if f.init
                         and f.default is dataclasses.MISSING
                         and f.default_factory is dataclasses.MISSING)
    return fields, required


def make(cls: type[T], entry: Mapping[str, Any], *, skip: Iterable[str] = (),
         **given: Any) -> T:
    """The dataclass ``cls`` from a data entry: each field from ``given`` if there, else from
    the entry's key of the same name, else the field's default. A TOML list becomes a tuple
    where the field is a tuple. A key of the entry that is no field (and not in ``skip``:
    keys the game reads itself), a field with no default that the entry lacks, or a number
    or text of the wrong kind is a :class:`DataError` naming the file and the entry.

    >>> @dataclasses.dataclass(frozen=True)
    ... class Tile:
    ...     code: str
    ...     points: int = 0
    ...     sides: tuple[str, ...] = ()
    >>> make(Tile, Table({"code": "A", "sides": ["n", "s"]}, "x.toml, tiles #1 (A)"))
    Tile(code='A', points=0, sides=('n', 's'))
    >>> make(Tile, Table({"code": "B", "points": "2"}, "x.toml, tiles #2 (B)"))
    Traceback (most recent call last):
    ...
    rulebooks.core.datafile.DataError: x.toml, tiles #2 (B): 'points' is '2', not a whole number
    """
    fields, required = _fields(cls)
    place = where(entry)
    unknown = [key for key in entry if key not in fields and key not in given
               and key not in skip]
    if unknown:
        raise DataError(f"{place}: {_listed(unknown)} not a key of {cls.__name__} "
                        f"(its keys: {', '.join(fields)})")
    missing = [name for name in required if name not in given and name not in entry]
    if missing:
        raise DataError(f"{place}: no {_listed(missing)}")
    values = {name: _value(place, name, entry[name], fields[name])
              for name in fields if name not in given and name in entry}
    return cls(**values, **given)


KINDS = {int: "a whole number", str: "a text", bool: "true or false", float: "a number"}


def _value(place: str, name: str, value: Any, kind: Any) -> Any:
    """``value`` read as a field of type ``kind``: checked if a number, text or flag,
    a tuple if a list; anything else as it is."""
    union = typing.get_origin(kind) in (typing.Union, types.UnionType)
    options = [k for k in (typing.get_args(kind) if union else (kind,)) if k is not type(None)]
    if value is None and len(options) < len(typing.get_args(kind) if union else (kind,)):
        return value
    if options and all(k in KINDS for k in options) and not any(_is(value, k) for k in options):
        wanted = " or ".join(KINDS[k] for k in options)
        raise DataError(f"{place}: {name!r} is {value!r}, not {wanted}")
    if isinstance(value, list) and any(typing.get_origin(k) is tuple for k in options):
        return tuple(value)
    return value


def _is(value: Any, kind: type) -> bool:
    if kind is float:
        return isinstance(value, int | float) and not isinstance(value, bool)
    return isinstance(value, kind) and (kind is bool or not isinstance(value, bool))


def _listed(names: list[str]) -> str:
    return ", ".join(repr(n) for n in names)
