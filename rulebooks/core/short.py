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
from functools import cache
from typing import Any

from .codec import Reader
from .contract import NewState
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
    # fields known only once the game is registered (the rest of the state's JSON)
    more: Callable[[], tuple[Field, ...]] | None = None

    def all_fields(self) -> tuple[Field, ...]:
        return (*self.fields, *(self.more() if self.more else ()))

    def names(self) -> tuple[str, ...]:
        return tuple(f.name for f in self.all_fields())

    def table(self) -> str:
        """The fields as a table for the game's page (``position`` table fence)."""
        rows = ([Raw(f"<code>{esc(f.name)}</code>"), f.means, f.default,
                 Raw(f"<code>{esc(f.example)}</code>") if f.example else ""]
                for f in self.all_fields())
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


def asked_seat(player: int | None, current: int, players: int) -> int:
    """The seat a question's ``player`` names (from 1, as on the pages; ``None``: ``current``,
    the one to move), refused at ``ask.player`` when the table has no such player."""
    return current if player is None else seat(Reader({"player": player}, "ask"), "player",
                                               players)


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


# -- short positions written as a partial state ----------------------------------------
def partial(new_state: NewState[GameState], options: tuple[Option, ...],
            fields: tuple[Field, ...], *, derived: tuple[str, ...] = (),
            fill: Callable[[dict[str, Any], dict[str, Any], set[str]], dict[str, Any]]
            | None = None, renamed: dict[str, str] | None = None) -> Notation:
    """A notation whose fields are the state's own JSON fields, each optional: a field left
    out is what a new game with these options and seed holds (``to_move`` counts from 1 for
    ``current``; a list of per-player objects is merged player by player). ``derived``
    fields (the decks) are rebuilt by ``fill(position, new game, fields given)`` from what
    the position leaves over, so a position never holds a card twice; ``write`` leaves them
    out, and a round trip keeps them as sets. ``renamed`` maps a field's name to its JSON
    key where the two differ (an option may have the same name)."""
    renamed = renamed or {}
    documented = {renamed.get(f.name, f.name) for f in fields}

    @cache
    def more() -> tuple[Field, ...]:
        """The state's other JSON fields: rarely worth writing, but a round trip keeps them."""
        keys = set(new_state({}, 0).to_json()) - {"game", "options", "seed", "current"}
        return tuple(Field(key, "Kept by the engine as the game goes (see the state's JSON).",
                           "as in a new game") for key in sorted(keys - documented))

    def names() -> set[str]:
        return {f.name for f in fields} | {f.name for f in more()}

    def key_of(name: str) -> str:
        return renamed.get(name, name)
    all_fields = (*option_fields(options),
                  Field("seed", "Deals whatever the position leaves out.", "0", "seed = 3"),
                  Field("to_move", "Whose turn it is, counting players from 1.",
                        "as in a new game", "to_move = 2"),
                  *fields)
    notation: Notation

    def base(position: dict[str, Any], where: str) -> tuple[Reader, dict[str, Any], int]:
        r = reader(position, notation, where)
        chosen = {o.name: r.data[o.name] for o in options if o.name in r.data}
        players = resolve_options(options, chosen, where)["players"]
        return r, new_state(chosen, r.int("seed", 0, None, 0)).to_json(), players

    def read(position: Any, where: str = "position") -> GameState:
        r, start, players = base(position, where)
        merged = dict(start)
        for name in names() & set(r.data):
            key = key_of(name)
            merged[key] = _merge(start.get(key), r.data[name])
        if "to_move" in r.data:
            merged["current"] = seat(r, "to_move", players)
        if fill is not None:
            merged = fill(merged, start, {key_of(name) for name in r.data})
        with named_as(("state.current", r.path("to_move")), ("state", where)):
            return type(new_state({}, 0)).from_json(merged)

    def write(state: GameState) -> dict[str, Any]:
        data = state.to_json()
        options_given = _options_written(new_state, data["options"], data["seed"])
        start = new_state(options_given, data["seed"]).to_json()
        out: dict[str, Any] = {**options_given, **({"seed": data["seed"]} if data["seed"]
                                                   else {})}
        for name in sorted(names() - set(derived)):
            key = key_of(name)
            if data.get(key) != start.get(key):
                out[name] = _diff(start.get(key), data[key])
        if data["current"] != start["current"]:
            out["to_move"] = data["current"] + 1
            out.pop("current", None)
        back = read(out).to_json()  # a deck the position cannot derive is written out
        for name in derived:
            if _sorted(back.get(key_of(name))) != _sorted(data.get(key_of(name))):
                out[name] = data[key_of(name)]
        return out

    def matters(state: GameState) -> dict[str, Any]:
        data = state.to_json()
        for key in derived:
            data[key] = _sorted(data.get(key))
        del data["seed"]
        return data

    notation = Notation(all_fields, read, write, matters, more)
    return notation


def _options_written(new_state: NewState[GameState], options: dict[str, Any],
                     seed: int) -> dict[str, Any]:
    """The options a position must state: those a new game would not resolve the same
    (an option such as "decks = 0, enough for the deal" resolves to a number)."""
    defaults = new_state({}, seed).to_json()["options"]
    given = {k: v for k, v in options.items() if defaults.get(k) != v}
    resolved = new_state(given, seed).to_json()["options"]
    return {k: v for k, v in options.items() if k in given or resolved.get(k) != v}


def _merge(start: Any, given: Any) -> Any:
    """A given field over a new game's: per-player objects are merged player by player."""
    if (isinstance(start, list) and isinstance(given, list) and start
            and all(isinstance(item, dict) for item in start)
            and all(isinstance(item, dict) for item in given)):
        return [{**start[i], **given[i]} if i < len(given) else start[i]
                for i in range(max(len(start), len(given)))]
    return given


def _diff(start: Any, value: Any) -> Any:
    """What ``write`` says of a field: for per-player objects, only what differs from a new
    game's (players left out at the end are as dealt)."""
    if not (isinstance(start, list) and isinstance(value, list) and len(start) == len(value)
            and start and all(isinstance(item, dict) for item in (*start, *value))):
        return value
    items = [{k: v for k, v in item.items() if first.get(k) != v}
             for first, item in zip(start, value, strict=True)]
    while items and not items[-1]:
        items.pop()
    return items


def _sorted(value: Any) -> Any:
    if isinstance(value, list):
        return sorted((_sorted(v) for v in value), key=repr)
    if isinstance(value, str):
        return " ".join(sorted(value.split()))
    return value


def remaining(full: list[str], used: list[str], *, last: bool = False) -> list[str]:
    """``full`` in its order without one copy of each card in ``used`` (what a deck holds
    once the position's cards are placed): the first copy, or the last with ``last``; a
    card used more often than ``full`` has is left for the game's own check to refuse."""
    left = list(full)
    for card in used:
        if card in left:
            at = len(left) - 1 - left[::-1].index(card) if last else left.index(card)
            del left[at]
    return left


def deal_rest(position: dict[str, Any], start: dict[str, Any], given: set[str], seats: str,
              placed: list[str]) -> dict[str, Any]:
    """Deal what a card game's position leaves out from the cards it leaves over, in the
    seed's order: the ``seats`` (hands or grids) of players left out, the discard's top
    and the deck. ``placed`` is any other card the position holds (a card in hand)."""
    full = [*(c for cards in start[seats] for c in cards), *start["deck"], *start["discard"]]
    dealt = [list(cards) for cards in position[seats]] if seats in given else []
    used = [c for cards in dealt for c in cards] + placed
    if "discard" in given:
        used += position["discard"]
    if "deck" in given:  # a deck written out: the discard's top comes from the rest
        used += position["deck"]
    left = remaining(full, used, last=True)  # the deck's copy before a dealt hand's
    for missing in start[seats][len(dealt):]:  # players left out get a fresh deal
        dealt.append(left[:len(missing)])
        left = left[len(missing):]
    position[seats] = dealt
    if "discard" not in given:
        position["discard"] = left[-1:]
        left = left[:-1]
    if "deck" not in given:
        position["deck"] = left
    return position


def dealing(seats: str, *held: str) -> Callable[[dict[str, Any], dict[str, Any], set[str]],
                                               dict[str, Any]]:
    """The ``fill`` of a card game's :func:`partial` notation: :func:`deal_rest` of the
    ``seats`` field (hands or grids), the card in each field named in ``held`` (a card in
    hand) counted as placed."""

    def fill(position: dict[str, Any], start: dict[str, Any], given: set[str]
             ) -> dict[str, Any]:
        placed = [position[name] for name in held if position.get(name)]
        return deal_rest(position, start, given, seats, placed)

    return fill
