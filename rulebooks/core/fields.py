"""One codec for every game: a state's JSON follows its dataclass fields.

``FieldCodec(GolfState, "golf")`` writes the shared header (``game``, ``options`` from the
``rules`` field, ``seed``, the round counter, ``phase``, ``current``) and every other field
under its own name, converted by its type: whole numbers, ``True``/``False``, text, cards
(:class:`~rulebooks.core.cards.Card`), ``None``-able values, tuples (lists in JSON),
frozensets (sorted lists) and nested dataclasses (objects). A state class names the
converters its types cannot say (card codes kept as text, token counts, seats, sizes)
in ``JSON_FIELDS``, and its own consistency checks in ``check_consistency``.

Reading follows one table of error kinds, the same in every game (docs/contributing.md):
a value of the wrong JSON type, a missing or unknown key, an unreadable code, or a word or
number outside its list or range is ``syntax`` (:class:`NotationError`); a wrong number
of entries, a wrong game, bad options, or facts that contradict each other is ``setup``
(:class:`SetupError`).
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import MISSING, dataclass
from functools import cache
from typing import Any, Protocol, TypeVar, Union

from .cards import Card
from .codec import only_keys, require
from .errors import NotationError, SetupError
from .state import GameState

S = TypeVar("S", bound=GameState)
ROUND_KEYS = ("round", "hole", "turn")


@dataclass(frozen=True)
class Context:
    """What a converter may need while reading: the resolved options (``rules``)."""

    rules: Any = None

    @property
    def players(self) -> int:
        return self.rules.players


class Converter(Protocol):
    """One value to JSON (``dump``) and back (``load``), naming ``where`` on a mistake."""

    def dump(self, value: Any) -> Any: ...

    def load(self, data: Any, where: str, context: Context) -> Any: ...


# -- converters -------------------------------------------------------------------
@dataclass(frozen=True)
class Whole:
    """A whole number, optionally from ``low`` to ``high`` (either may depend on the
    options: ``high=lambda c: c.players - 1``)."""

    low: int | Callable[[Context], int] | None = None
    high: int | Callable[[Context], int] | None = None

    def dump(self, value: Any) -> Any:
        return value

    def load(self, data: Any, where: str, context: Context) -> int:
        require(data, int, where, "a whole number")
        low, high = (b(context) if callable(b) else b for b in (self.low, self.high))
        if (low is not None and data < low) or (high is not None and data > high):
            raise NotationError(f"expected a whole number from {low} to {high}, got {data}",
                                where=where)
        return data


SEAT = Whole(0, lambda context: context.players - 1)


@dataclass(frozen=True)
class Plain:
    """A value of one JSON type (``bool`` or ``str``), optionally one of ``choices``."""

    kind: type
    expected: str
    choices: tuple[Any, ...] = ()

    def dump(self, value: Any) -> Any:
        return value

    def load(self, data: Any, where: str, context: Context) -> Any:
        require(data, self.kind, where, self.expected)
        if self.choices and data not in self.choices:
            allowed = ", ".join(map(repr, self.choices))
            raise NotationError(f"expected one of {allowed}, got {data!r}", where=where)
        return data


BOOL = Plain(bool, "true or false")
TEXT = Plain(str, "a string")


def choice(*words: str) -> Plain:
    return Plain(str, "a string", tuple(words))


@dataclass(frozen=True)
class Code:
    """A value written as a short code: ``parse(text, where)`` reads it, ``str`` writes it."""

    parse: Callable[[Any, str], Any]
    write: Callable[[Any], Any] = str

    def dump(self, value: Any) -> Any:
        return self.write(value)

    def load(self, data: Any, where: str, context: Context) -> Any:
        return self.parse(data, where)


CARD = Code(lambda text, where: Card.parse(require(text, str, where, "a card code"), where))


@dataclass(frozen=True)
class Maybe:
    """``null`` or a value."""

    inner: Converter

    def dump(self, value: Any) -> Any:
        return None if value is None else self.inner.dump(value)

    def load(self, data: Any, where: str, context: Context) -> Any:
        return None if data is None else self.inner.load(data, where, context)


Size = int | Callable[[Context], int] | None


@dataclass(frozen=True)
class Many:
    """A list (a tuple in Python) of values; ``size`` entries when given (a wrong count is a
    setup mistake, cited under ``rule``); ``sort`` puts them in order when read."""

    item: Converter
    size: Size = None
    rule: str | None = None
    what: str = "entries"
    sort: Callable[[Any], Any] | None = None

    def dump(self, value: Any) -> Any:
        return [self.item.dump(v) for v in value]

    def load(self, data: Any, where: str, context: Context) -> tuple[Any, ...]:
        require(data, list, where, "a list")
        # read every entry first: what cannot be read is syntax before a wrong count is setup
        items = tuple(self.item.load(v, f"{where}[{i}]", context) for i, v in enumerate(data))
        size = self.size(context) if callable(self.size) else self.size
        if size is not None and len(data) != size:
            raise SetupError(f"wrong number of entries ({len(data)})",
                             expected=f"{size} {self.what}", got=len(data), rule=self.rule,
                             where=where)
        return tuple(sorted(items, key=self.sort)) if self.sort else items


@dataclass(frozen=True)
class Row:
    """A fixed-length list whose entries have converters of their own (a tuple in Python)."""

    items: tuple[Converter, ...]
    rule: str | None = None
    what: str = "entries"

    def dump(self, value: Any) -> Any:
        return [item.dump(v) for item, v in zip(self.items, value, strict=True)]

    def load(self, data: Any, where: str, context: Context) -> tuple[Any, ...]:
        require(data, list, where, "a list")
        if len(data) != len(self.items):
            raise SetupError(f"wrong number of entries ({len(data)})",
                             expected=f"{len(self.items)} {self.what}", got=len(data),
                             rule=self.rule, where=where)
        return tuple(item.load(v, f"{where}[{i}]", context)
                     for i, (item, v) in enumerate(zip(self.items, data, strict=True)))


def per_player(item: Converter, rule: str | None = None) -> Many:
    """One entry per player."""
    return Many(item, lambda context: context.players, rule, "entries, one per player")


@dataclass(frozen=True)
class SetOf:
    """A frozenset, written as a sorted list."""

    item: Converter

    def dump(self, value: Any) -> Any:
        return sorted(self.item.dump(v) for v in value)

    def load(self, data: Any, where: str, context: Context) -> frozenset[Any]:
        require(data, list, where, "a list")
        return frozenset(self.item.load(v, f"{where}[{i}]", context) for i, v in enumerate(data))


@dataclass(frozen=True)
class NamedCounts:
    """A tuple of counts written as an object by name (``{"black": 1}``); a name left out
    counts zero, an unknown name is refused."""

    names: tuple[str, ...]
    rule: str | None = None

    def dump(self, value: Any) -> Any:
        return dict(zip(self.names, value, strict=True))

    def load(self, data: Any, where: str, context: Context) -> tuple[int, ...]:
        require(data, dict, where, "an object")
        only_keys(data, self.names, where, self.rule)
        count = Whole(0)
        return tuple(count.load(data.get(name, 0), f"{where}.{name}", context)
                     for name in self.names)


@dataclass(frozen=True)
class Nested:
    """A nested dataclass, written as an object of its fields."""

    cls: type

    def dump(self, value: Any) -> Any:
        return {f.name: converter.dump(getattr(value, f.name))
                for f, converter in _fields(self.cls)}

    def load(self, data: Any, where: str, context: Context) -> Any:
        require(data, dict, where, "an object")
        fields = _fields(self.cls)
        only_keys(data, [f.name for f, _ in fields], where)
        return self.cls(**_read(fields, data, where, context))


@dataclass(frozen=True)
class Group:
    """Per-player fields written together as one list of objects, one per player
    (``"players": [{"tokens": ..., "bought": ...}, ...]``). ``fields`` maps each JSON key to a
    state field (a tuple with one entry per player, whose ``JSON_FIELDS`` converter reads one
    entry); ``defaults`` are the JSON values of keys left out; ``written`` are values worked
    out from the state, written for readers: given back, they must agree (cited under
    ``written_rule``); a list of the wrong length is cited under ``rule``."""

    fields: Mapping[str, str]
    defaults: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    written: Mapping[str, Callable[[Any, int], Any]] = dataclasses.field(default_factory=dict)
    rule: str | None = None
    written_rule: str | None = None

    def dump(self, state: Any, converters: Mapping[str, Converter]) -> list[dict[str, Any]]:
        return [{**{key: converters[name].dump(getattr(state, name)[p])
                    for key, name in self.fields.items()},
                 **{key: derive(state, p) for key, derive in self.written.items()}}
                for p in range(state.players)]

    def load(self, data: Any, where: str, context: Context,
             converters: Mapping[str, Converter]) -> dict[str, tuple[Any, ...]]:
        items = Many(Plain(dict, "an object"), lambda c: c.players, self.rule,
                     "entries, one per player").load(data, where, context)
        values: dict[str, list[Any]] = {name: [] for name in self.fields.values()}
        for p, item in enumerate(items):
            only_keys(item, [*self.fields, *self.written], f"{where}[{p}]")
            for key, name in self.fields.items():
                if key not in item and key not in self.defaults:
                    raise NotationError("missing key", where=f"{where}[{p}].{key}")
                values[name].append(converters[name].load(item.get(key, self.defaults.get(key)),
                                                          f"{where}[{p}].{key}", context))
        return {name: tuple(entries) for name, entries in values.items()}

    def check_written(self, state: Any, data: list[dict[str, Any]], where: str) -> None:
        for p, item in enumerate(data):
            for key, derive in self.written.items():
                if key in item and item[key] != derive(state, p):
                    raise SetupError(f"{key} are worked out from the position",
                                     expected=repr(derive(state, p)), got=item[key],
                                     rule=self.written_rule, where=f"{where}[{p}].{key}")


# -- reading helpers ------------------------------------------------------------------
Derive = Callable[[Mapping[str, Any], Context], Any]


def _read(fields: list[tuple[dataclasses.Field, Converter]], data: Mapping[str, Any],
          where: str, context: Context, keys: Mapping[str, str] | None = None,
          derived: Mapping[str, Derive] | None = None) -> dict[str, Any]:
    values, later = {}, []
    for f, converter in fields:
        key = (keys or {}).get(f.name, f.name)
        path = f"{where}.{key}"
        if key in data:
            values[f.name] = converter.load(data[key], path, context)
        elif f.default is not MISSING:
            values[f.name] = f.default
        elif f.default_factory is not MISSING:
            values[f.name] = f.default_factory()
        elif f.name in (derived or {}):
            later.append(f.name)
        else:
            raise NotationError("missing key", where=path)
    for name in later:
        values[name] = (derived or {})[name](values, context)
    return values


def converter_for(hint: Any) -> Converter:
    """The converter a type annotation implies."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is bool:
        return BOOL
    if hint is int:
        return Whole()
    if hint is str:
        return TEXT
    if hint is Card:
        return CARD
    if origin in (Union, types.UnionType) and type(None) in args:
        rest = [a for a in args if a is not type(None)]
        if len(rest) == 1:
            return Maybe(converter_for(rest[0]))
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return Many(converter_for(args[0]))
    if origin is tuple and args and len(set(args)) == 1:
        return Many(converter_for(args[0]), size=len(args))
    if origin is frozenset:
        return SetOf(converter_for(args[0]))
    if dataclasses.is_dataclass(hint):
        return Nested(hint)
    raise TypeError(f"no JSON converter for {hint!r}: name one in JSON_FIELDS")


@cache
def _fields(cls: type) -> list[tuple[dataclasses.Field, Converter]]:
    hints = typing.get_type_hints(cls)
    given: Mapping[str, Converter] = getattr(cls, "JSON_FIELDS", {})
    return [(f, given[f.name] if f.name in given else converter_for(hints[f.name]))
            for f in dataclasses.fields(cls)]


# -- the codec ----------------------------------------------------------------------
class FieldCodec:
    """A game state's codec, driven by its dataclass fields (see the module's docstring).

    The state has a ``rules`` field (its options, with ``from_options``/``to_options``)
    and ``seed``; ``current`` is a seat and ``phase`` one of the class's ``PHASES``.
    ``JSON_KEYS`` renames a field in JSON (``{"plan_ids": "plans"}``); ``JSON_GROUPS`` writes
    per-player fields together (:class:`Group`); ``JSON_DERIVED`` gives
    how to work out a field left out of the JSON from the others (``derive(values, context)``).
    """

    def __init__(self, state_class: type[S], slug: str, title: str) -> None:
        self.state_class, self.slug, self.title = state_class, slug, title

    def groups(self) -> Mapping[str, Group]:
        return getattr(self.state_class, "JSON_GROUPS", {})

    def fields(self) -> list[tuple[dataclasses.Field, Converter]]:
        cls = self.state_class
        grouped = {name for group in self.groups().values() for name in group.fields.values()}
        out = []
        for f, converter in _fields(cls):
            if f.name == "rules" or f.name in grouped:
                continue
            if f.name == "current":
                converter = cls.JSON_FIELDS.get("current", SEAT)
            elif f.name == "phase" and hasattr(cls, "PHASES"):
                converter = cls.JSON_FIELDS.get("phase", choice(*cls.PHASES))
            elif f.name in ROUND_KEYS and f.name not in cls.JSON_FIELDS:
                converter = Whole(0)
            out.append((f, converter))
        return out

    def keys(self) -> dict[str, str]:
        return dict(getattr(self.state_class, "JSON_KEYS", {}))

    def state_to_json(self, state: Any) -> dict[str, Any]:
        keys = self.keys()
        out: dict[str, Any] = {"game": self.slug, "options": state.rules.to_options()}
        for f, converter in self.fields():
            out[keys.get(f.name, f.name)] = converter.dump(getattr(state, f.name))
        converters = {f.name: c for f, c in _fields(self.state_class)}
        for key, group in self.groups().items():
            out[key] = group.dump(state, converters)
        return out

    def state_from_json(self, data: Any) -> Any:
        require(data, dict, "state", "an object")
        if data.get("game", self.slug) != self.slug:
            raise SetupError(f"this is not a {self.title} state", expected=repr(self.slug),
                             got=data.get("game"), where="state.game")
        options = data.get("options", {})
        require(options, dict, "state.options", "an object")
        rules_type = typing.get_type_hints(self.state_class)["rules"]
        try:
            rules = rules_type.from_options(options)
        except SetupError as error:  # the options' own checks say "options...": say where
            if error.where and error.where.startswith("options"):
                error.where = f"state.{error.where}"
            raise
        fields, keys = self.fields(), self.keys()
        groups = self.groups()
        only_keys(data, ["game", "options", *(keys.get(f.name, f.name) for f, _ in fields),
                          *groups], "state")
        context = Context(rules)
        converters = {f.name: c for f, c in _fields(self.state_class)}
        values = {}
        for key, group in groups.items():
            if key not in data:
                raise NotationError("missing key", where=f"state.{key}")
            values.update(group.load(data[key], f"state.{key}", context, converters))
        values.update(_read(fields, data, "state", context, keys,
                            getattr(self.state_class, "JSON_DERIVED", {})))
        state = self.state_class(rules=rules, **values)
        state.check_consistency()
        for key, group in groups.items():
            group.check_written(state, data[key], f"state.{key}")
        return state
