"""Short positions: a position written with only what matters, like FEN but partial.

A short position is a small JSON object (a TOML table in an example). Every field may be
left out and then takes a sensible default that agrees with the fields given: the engine
fills in the rest (decks, supply, the other players) consistently. A field that contradicts
another, or the rules, is refused with a :class:`SetupError` naming the field, what was
expected and the rule.

Each game describes its notation as a :class:`Notation`: its fields (documented on the
game's page through the ``position`` table), ``read`` and ``write``. ``write`` gives the
shortest position that reads back as the same state where it matters (``matters``: deck
order left to the seed, for instance).

>>> from rulebooks import get
>>> splendor = get("splendor")
>>> splendor.position.read({}) == splendor.new_state({}, 0)
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from .codec import Reader
from .errors import RulesError, SetupError
from .html import Raw, data_table, esc
from .state import GameState, Option, resolve_options


@dataclass(frozen=True)
class Field:
    """One field of a game's short position: its name, what it says, what it takes when
    left out, and a short example of it."""

    name: str
    means: str
    default: str
    example: str = ""


@dataclass(frozen=True)
class Notation:
    """A game's short position notation."""

    fields: tuple[Field, ...]
    read: Callable[[Any], GameState]
    write: Callable[[GameState], dict[str, Any]]
    # what a short round trip keeps: read(write(state)) agrees with state on this
    matters: Callable[[GameState], Any]

    def names(self) -> tuple[str, ...]:
        return tuple(f.name for f in self.fields)

    def table(self) -> str:
        """The fields as a table for the game's page (``position`` table fence)."""
        rows = ([Raw(f"<code>{esc(f.name)}</code>"), f.means, f.default,
                 Raw(f"<code>{esc(f.example)}</code>") if f.example else ""]
                for f in self.fields)
        return data_table(["Field", "What it says", "Left out", "Example"], rows,
                          name="position")


def reader(data: Any, notation: Notation, where: str = "position") -> Reader:
    """A reader for a short position that refuses unknown fields, naming the known ones."""
    r = Reader(data, where)
    unknown = sorted(set(r.data) - set(notation.names()))
    if unknown:
        raise SetupError(f"unknown field {unknown[0]!r}", expected="one of "
                         + ", ".join(notation.names()), got=unknown[0], where=where)
    return r


def seat(r: Reader, key: str, players: int, default: int = 1) -> int:
    """A seat written counting from 1 (``to_move = 2``), returned counting from 0."""
    value = r.int(key, 1, None, default)
    if value > players:
        raise SetupError(f"there is no player {value}", expected=f"1 to {players}", got=value,
                         rule=None, where=r.path(key))
    return value - 1


def contradiction(field: str, message: str, expected: object, got: object,
                  rule: str | None) -> SetupError:
    """The error for a field that disagrees with another or with the rules."""
    return SetupError(message, expected=str(expected), got=got, rule=rule, where=field)


@contextmanager
def named_as(*places: tuple[str, str]) -> Iterator[None]:
    """Checks made on the full state name the short position's fields: each ``(full,
    short)`` pair rewrites an error's place starting with ``full`` (``state.players``
    becomes ``position.seats``)."""
    try:
        yield
    except RulesError as error:
        for full, short in places:
            if error.where and error.where.startswith(full):
                error.where = short + error.where[len(full):]
                break
        raise


def read_options(r: Reader, rules: Any) -> Any:
    """The game's options among the position's fields (``players = 3``), resolved by the
    game's ``Rules`` class; a bad one names its field."""
    given = {o.name: r.data[o.name] for o in rules.OPTIONS if o.name in r.data}
    return rules(**resolve_options(rules.OPTIONS, given, r.where))


def option_fields(options: tuple[Option, ...]) -> tuple[Field, ...]:
    """A game's options are fields of its short positions too (``players = 3``)."""
    return tuple(Field(o.name, o.help, f"{str(o.default).lower()} (the option's default)",
                       f"{o.name} = {str(o.default).lower()}") for o in options)


def changed_options(rules: Any) -> dict[str, Any]:
    """The options of resolved ``rules`` that differ from their defaults."""
    return {o.name: getattr(rules, o.name) for o in rules.OPTIONS
            if getattr(rules, o.name) != o.default}
