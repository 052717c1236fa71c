"""The state protocol every game implements, and the shared machinery behind it.

A state is plain frozen data. ``apply`` checks a move and returns a new state;
the old one is never changed, so a refused move leaves everything as it was.
Moves have a short text notation (``str(move)``) that ``parse_move`` reads back.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, make_dataclass
from typing import Any, ClassVar, Protocol, TypeVar, runtime_checkable

from .errors import IllegalMove, NotationError, SetupError
from .score import Breakdown, Outcome, PlayerScore, highest_wins, lowest_wins

S = TypeVar("S", bound="GameState")


@runtime_checkable
class Move(Protocol):
    """Any move: frozen data whose ``str`` is its notation."""

    def __str__(self) -> str: ...


def put(items: tuple[Any, ...], index: int | tuple[int, int], value: Any) -> tuple[Any, ...]:
    """``items`` with the entry at ``index`` replaced by ``value``; a ``(row, column)`` index
    replaces inside a tuple of rows.

    >>> put((1, 2, 3), 1, 9), put(((1, 2), (3, 4)), (1, 0), 9)
    ((1, 9, 3), ((1, 2), (9, 4)))
    """
    if isinstance(index, tuple):
        row, column = index
        return put(items, row, put(items[row], column, value))
    return (*items[:index], value, *items[index + 1:])


def swapped(rows: tuple[Any, ...], a: tuple[int, int], b: tuple[int, int]) -> tuple[Any, ...]:
    """``rows`` (a tuple of rows) with the entries at ``(row, column)`` ``a`` and ``b``
    exchanged.

    >>> swapped(((1, 2), (3, 4)), (0, 1), (1, 0))
    ((1, 3), (2, 4))
    """
    return put(put(rows, a, rows[b[0]][b[1]]), b, rows[a[0]][a[1]])


class MoveText:
    """Base of a game's move class, a ``@dataclass(frozen=True, repr=False)`` whose ``str``
    is its notation: ``Move.parse(text)`` reads a notation with the game's
    ``moves.parse_move`` (the folder's registration gives it, see
    :mod:`rulebooks.core.folder`), and ``repr`` says how to read the move back."""

    READ: ClassVar[Callable[[str], Any]]

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Any:
        return cls.READ(text)


class GameState:
    """Base for a game's frozen-dataclass state.

    Subclasses implement ``legal_moves``, ``check`` (raise :class:`IllegalMove`),
    ``_perform`` (return the next state), ``outcome``, ``score`` and the class method
    ``parse_move``; JSON goes through the codec the game registers; :class:`VerbState` supplies the
    first three for moves that carry a verb.
    """

    GAME: ClassVar[str] = ""

    # -- the protocol -----------------------------------------------------
    @property
    def to_move(self) -> int | None:
        """Index of the player who acts next; ``None`` when the game is over."""
        raise NotImplementedError

    def legal_moves(self) -> tuple[Move, ...]:
        raise NotImplementedError

    def check(self, move: Move) -> None:
        """Raise :class:`IllegalMove` (citing a rule) when ``move`` is not allowed here."""
        raise NotImplementedError

    def _perform(self: S, move: Move) -> S:
        raise NotImplementedError

    def outcome(self) -> Outcome | None:
        raise NotImplementedError

    def score(self) -> tuple[PlayerScore, ...]:
        raise NotImplementedError

    # JSON goes through the codec the game registered (``Game(...)`` sets ``CODEC``); the
    # core codec (core/fields.py) follows the fields, converted as ``JSON_FIELDS`` says
    # where a field's type does not, renamed by ``JSON_KEYS``, then ``check_consistency``.
    CODEC: ClassVar[Any]
    JSON_FIELDS: ClassVar[Mapping[str, Any]] = {}
    JSON_KEYS: ClassVar[Mapping[str, str]] = {}

    def check_consistency(self) -> None:
        """Raise :class:`SetupError` for a position the rules cannot reach (read from JSON)."""

    def to_json(self) -> dict[str, Any]:
        return type(self).CODEC.state_to_json(self)

    @classmethod
    def from_json(cls: type[S], data: Any) -> S:
        return cls.CODEC.state_from_json(data)

    @classmethod
    def parse_move(cls, text: str) -> Move:
        raise NotImplementedError

    # -- shared behaviour -------------------------------------------------
    def apply(self: S, move: Move | str, player: int | None = None) -> S:
        """Play ``move`` (a move or its notation) and return the new state.

        ``player`` (0-based), when given, is who is trying to act: a move out of
        turn is refused under the game's ``<game>.turn.order`` rule.
        """
        if isinstance(move, str):
            move = self.parse_move(move)
        where = f"move '{move}'"
        if self.outcome() is not None:
            raise IllegalMove("the game is over; no more moves", rule=f"{self.GAME}.end",
                              where=where)
        if player is not None and player != self.to_move:
            raise IllegalMove(
                f"it is player {(self.to_move or 0) + 1}'s turn, not player {player + 1}'s",
                rule=f"{self.GAME}.turn.order",
                where=where,
            )
        self.check(move)
        return self._perform(move)

    def is_legal(self, move: Move | str) -> bool:
        try:
            if isinstance(move, str):
                move = self.parse_move(move)
            self.check(move)
        except (IllegalMove, NotationError):
            return False
        return self.outcome() is None


def read_verb(text: Any, verbs: tuple[str, ...], notation: str, example: str,
              takes: Mapping[str, int] | None = None) -> tuple[str, list[str], str]:
    """Split a move's notation into its verb (lower-cased), its arguments and a ``where``
    for error messages; anything that is not text or starts with an unknown verb is a
    :class:`NotationError` listing the game's notation. Given ``takes`` (arguments by verb;
    a verb it leaves out takes none), a wrong number of arguments is refused too.

    >>> read_verb("Peek 2:3", ("peek", "pass"), "peek N, pass", "pass", {"peek": 1})
    ('peek', ['2:3'], "move 'Peek 2:3'")
    >>> read_verb("pass 1", ("peek", "pass"), "peek N, pass", "pass", {"peek": 1})
    Traceback (most recent call last):
    ...
    rulebooks.core.errors.NotationError: move 'pass 1': 'pass' takes 0 argument(s), got 1
    """
    if not isinstance(text, str):
        raise NotationError(f"a move is text such as '{example}', got {text!r}", where="move")
    where = f"move '{text}'"
    words = text.strip().split()
    verb = words[0].lower() if words else ""
    if verb not in verbs:
        raise NotationError(f"unknown move; moves are: {notation}", where=where)
    if takes is not None and len(words) - 1 != takes.get(verb, 0):
        raise NotationError(f"'{verb}' takes {takes.get(verb, 0)} argument(s), got "
                            f"{len(words) - 1}", where=where)
    return verb, words[1:], where


@dataclass(frozen=True)
class During:
    """When a verb may be played: in one of ``phases``. In any other phase it is refused as
    ``what`` followed by the game's ``PHASE_HINT`` for that phase ("drawing is not possible
    now: ..."), under ``rule``, or else the ``PHASE_RULE`` of that phase."""

    phases: tuple[str, ...]
    what: str
    rule: str | None = None


@dataclass(frozen=True)
class End:
    """How a game that ends in the phase ``"over"`` is won: the highest total of ``totals()``
    (or the ``lowest``), for ``reason``, under ``rule``."""

    reason: str
    rule: str
    lowest: bool = False


class VerbState(GameState):
    """A state whose moves carry a ``verb`` (``draw``, ``play`` ...), handled by name.

    ``check`` refuses anything that is not a ``MOVE`` under ``<game>.turn.order``, then a
    verb played outside the phases its ``WHEN`` entry gives (a :class:`During`), then calls
    ``_check_<verb>(move, where)`` (which a verb with nothing more to check leaves out);
    ``_perform`` calls ``_do_<verb>(move)``; and ``legal_moves`` keeps the ``_candidates()``
    that pass ``check``, so the two always agree. ``to_move``, ``players`` and
    ``parse_move`` default to the ``current``, ``phase`` and ``rules.players`` fields and
    ``MOVE.parse``.
    """

    MOVE: ClassVar[type]
    # verb -> the phases it may be played in; the refusal's words for each phase
    WHEN: ClassVar[Mapping[str, During]] = {}
    PHASE_HINT: ClassVar[Mapping[str, str]] = {}
    PHASE_RULE: ClassVar[Mapping[str, str]] = {}

    # Defaults for the fields most states carry (``phase``, ``current``, ``rules.players``);
    # a state without them overrides these.
    @property
    def to_move(self) -> int | None:
        """``current``, or ``None`` once ``phase`` is ``"over"``."""
        return None if self.phase == "over" else self.current

    @property
    def players(self) -> int:
        return self.rules.players

    # how the game is won, for the default ``outcome`` (a game with a tie-break writes its own)
    END: ClassVar[End | None] = None

    def outcome(self) -> Outcome | None:
        """``None`` until the phase is ``"over"``, then the totals and winners ``END`` says."""
        if self.END is None:
            raise NotImplementedError(f"{type(self).__name__} has neither END nor outcome()")
        if self.phase != "over":
            return None
        totals = self.totals()
        winners = (lowest_wins if self.END.lowest else highest_wins)(totals)
        return Outcome(totals, winners, self.END.reason, self.END.rule)

    def totals(self) -> tuple[int, ...]:
        """Each player's total: the total of their ``breakdown``."""
        return tuple(self.breakdown(p).total for p in range(self.players))

    def score(self) -> tuple[PlayerScore, ...]:
        """Each player's ``breakdown(player)``, as "Player 1", "Player 2" ..."""
        return tuple(PlayerScore(p, f"Player {p + 1}", self.breakdown(p))
                     for p in range(self.players))

    def breakdown(self, player: int) -> Breakdown:
        """One player's score as it stands (what :meth:`score` lists for each player)."""
        raise NotImplementedError

    @classmethod
    def parse_move(cls, text: str) -> Move:
        """The notation read by the game's ``MOVE.parse``."""
        return cls.MOVE.parse(text)

    def legal_moves(self) -> tuple[Move, ...]:
        return tuple(move for move in self._candidates() if self._allowed(move))

    def check(self, move: Move) -> None:
        if not isinstance(move, self.MOVE):
            raise IllegalMove(f"not a move of this game: {move!r}",
                              rule=f"{self.GAME}.turn.order")
        where, when = f"move '{move}'", self.WHEN.get(move.verb)
        if when is not None and self.phase not in when.phases:
            raise IllegalMove(f"{when.what} {self.PHASE_HINT[self.phase]}",
                              rule=when.rule or self.PHASE_RULE[self.phase], where=where)
        checker = getattr(self, f"_check_{move.verb}", None)
        if checker is None and when is None:
            raise TypeError(f"{type(self).__name__}: the verb {move.verb!r} has neither a "
                            f"_check_{move.verb} nor a WHEN entry")
        if checker is not None:
            checker(move, where)

    def _perform(self: S, move: Move) -> S:
        return getattr(self, f"_do_{move.verb}")(move)

    def _candidates(self) -> list[Move]:
        """Every move worth checking in this position (a superset of the legal ones)."""
        raise NotImplementedError

    def _allowed(self, move: Move) -> bool:
        try:
            self.check(move)
        except IllegalMove:
            return False
        return True


@dataclass(frozen=True)
class Option:
    """A documented game option: a variant or a disputed reading, with its default."""

    name: str
    default: Any
    help: str
    choices: tuple[Any, ...] = ()
    kind: type = object
    low: int | None = None
    high: int | None = None

    def check(self, value: Any, where: str) -> Any:
        if self.choices and value not in self.choices:
            raise SetupError(
                f"option '{self.name}' has no such value",
                expected="one of " + ", ".join(repr(c) for c in self.choices),
                got=value,
                where=where,
            )
        if self.kind is int and (not isinstance(value, int) or isinstance(value, bool)):
            raise SetupError(
                f"option '{self.name}' must be a whole number", expected="an integer", got=value,
                where=where,
            )
        if self.kind is bool and not isinstance(value, bool):
            raise SetupError(
                f"option '{self.name}' is on or off", expected="true or false", got=value,
                where=where,
            )
        too_low = self.low is not None and value < self.low
        if too_low or (self.high is not None and value > self.high):
            raise SetupError(
                f"option '{self.name}' is out of range",
                expected=f"{self.low} to {self.high}",
                got=value,
                where=where,
            )
        return value

    def schema(self, **given: Any) -> dict[str, Any]:
        """This option as a property of a calculator's JSON Schema (the calculator asks the
        same question): its help as the description, its choices (an ``enum``) or its type
        and range, its default; ``given`` adds keys or replaces them (a ``title``, a
        ``description`` worded for the form, another ``minimum``)."""
        found: dict[str, Any] = {"description": self.help}
        if self.choices:
            found["enum"] = list(self.choices)
        elif self.kind in (bool, int):
            found["type"] = "boolean" if self.kind is bool else "integer"
        for key, bound in (("minimum", self.low), ("maximum", self.high)):
            if bound is not None:
                found[key] = bound
        return {**found, "default": self.default, **given}

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "default": self.default, "help": self.help}
        if self.choices:
            data["choices"] = list(self.choices)
        if self.low is not None:
            data["low"], data["high"] = self.low, self.high
        return data


def option_named(options: tuple[Option, ...], name: str) -> Option:
    """The option of ``options`` called ``name``."""
    found = next((option for option in options if option.name == name), None)
    if found is None:
        raise KeyError(f"no option {name!r}; the options are "
                       + ", ".join(option.name for option in options))
    return found


class ResolvedOptions:
    """Mixin for a game's frozen ``Rules`` dataclass: its fields are the options in
    ``OPTIONS``, filled and checked by :func:`resolve_options`."""

    OPTIONS: ClassVar[tuple[Option, ...]] = ()

    @classmethod
    def from_options(cls, options: Mapping[str, Any] | None) -> Any:
        return cls(**cls.derive(resolve_options(cls.OPTIONS, options)))

    @staticmethod
    def derive(chosen: dict[str, Any]) -> dict[str, Any]:
        """The options as chosen (defaults filled in, checked) to the values the game plays
        with: a game whose option has an ``auto`` value works it out here."""
        return chosen

    def to_options(self) -> dict[str, Any]:
        return {option.name: getattr(self, option.name) for option in self.OPTIONS}


def options_class(options: tuple[Option, ...]) -> type[ResolvedOptions]:
    """A game's ``Rules``: the frozen dataclass of its resolved options, one field per option
    in order (a game that derives more from them subclasses it)."""
    return make_dataclass("Rules", [(option.name, option.kind) for option in options],
                          bases=(ResolvedOptions,), frozen=True, namespace={"OPTIONS": options})


def resolve_options(
    spec: tuple[Option, ...], given: Mapping[str, Any] | None, where: str = "options"
) -> dict[str, Any]:
    """Fill in defaults and refuse unknown or out-of-range options."""
    given = dict(given or {})
    known = {option.name: option for option in spec}
    unknown = sorted(set(given) - set(known))
    if unknown:
        raise SetupError(
            f"unknown option(s) {', '.join(unknown)}",
            expected="one of " + ", ".join(sorted(known)),
            got=unknown[0],
            where=where,
        )
    return {
        name: option.check(given.get(name, option.default), f"{where}.{name}")
        for name, option in known.items()
    }
