"""Tzolk'in moves and their notation.

``keep W03 W17`` (the starting wealth tiles kept), ``beg chaac``, ``place pal`` (one
worker on the lowest free position of a gear, or on ``start``), ``pick yax 3`` (use the
action the worker stands on), ``pick yax 5 as 3`` (a lower action), ``pick pal 2 none``
(no action), ``done`` (end the turn) and ``advance 1`` / ``advance 2`` (the
starting-player space's choice). Words after the position say the action's choices:
``pick pal 4 wood``, ``pick pal 4 burn chaac``, ``pick tik 2 A03``, ``pick tik 2 A11 A03``
(a building that builds another), ``pick tik 1 agri quet`` (a step beyond the top and its
bonus), ``pick chi 4 wood kuku`` (theology's offering), ``pick uxm 2 sell wood 2 buy gold
1``, ``pick uxm 5 tik 1 agri``.

>>> str(parse_move("PICK Yax 5 as 3"))
'pick yax 5 as 3'
>>> str(parse_move("pick tik 2 a03"))
'pick tik 2 A03'
>>> parse_move("place moon")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
rulebooks.core.errors.NotationError: move 'place moon': unknown gear 'moon'; gears are ...
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..core.errors import NotationError
from ..core.state import MoveText, read_verb
from .data import GEARS, START, TEMPLES

VERBS = ("keep", "beg", "place", "pick", "done", "advance")
NOTATION_HELP = ("keep TILE TILE, beg TEMPLE, place GEAR, pick GEAR N [as M | none] [choices], "
                 "done, advance 1, advance 2")
CODE = re.compile(r"^[abmw]\d\d$", re.IGNORECASE)


@dataclass(frozen=True, repr=False)
class Move(MoveText):
    """A move: ``verb`` and its words. A pick's words are the gear, the position, the
    action used (a number, or ``none``) and the action's choices."""

    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        if self.verb != "pick":
            return " ".join((self.verb, *self.args))
        gear, position, action, *rest = self.args
        words = [self.verb, gear, position]
        if action == "none":
            words.append("none")
        elif action != position:
            words += ["as", action]
        return " ".join([*words, *rest])

    # -- a pick's parts ------------------------------------------------------
    @property
    def gear(self) -> str:
        return self.args[0]

    @property
    def position(self) -> int:
        return int(self.args[1])

    @property
    def action(self) -> int | None:
        return None if self.args[2] == "none" else int(self.args[2])

    @property
    def choices(self) -> tuple[str, ...]:
        return self.args[3:]


def _word(text: str) -> str:
    return text.upper() if CODE.match(text) else text.lower()


def _number(text: str, what: str, where: str) -> str:
    if not text.isdigit() or len(text) > 2:
        raise NotationError(f"{what} is a number, got {text!r}", where=where)
    return str(int(text))


def parse_move(text: str) -> Move:
    """Read a move's notation (see :data:`NOTATION_HELP`)."""
    verb, args, where = read_verb(text, VERBS, NOTATION_HELP, "place pal")
    words = [_word(w) for w in args]
    if verb in ("beg", "place", "advance") and len(words) != 1:
        raise NotationError(f"'{verb}' takes one word, got {len(words)}", where=where)
    if verb == "keep":
        if not words or any(not CODE.match(w) or w[0] != "W" for w in words):
            raise NotationError("keep names wealth tiles, such as 'keep W03 W17'", where=where)
        return Move(verb, tuple(words))
    if verb == "done" and words:
        raise NotationError("'done' takes no words", where=where)
    if verb == "beg" and words[0] not in TEMPLES:
        raise NotationError(f"unknown temple {args[0]!r}; temples are {', '.join(TEMPLES)}",
                            where=where)
    if verb == "place" and words[0] not in (*GEARS, START):
        raise NotationError(f"unknown gear {args[0]!r}; gears are {', '.join(GEARS)}, {START}",
                            where=where)
    if verb == "advance" and words[0] not in ("1", "2"):
        raise NotationError("advance 1 or advance 2", where=where)
    if verb == "pick":
        return Move(verb, _pick_words(words, args, where))
    return Move(verb, tuple(words))


def _pick_words(words: list[str], args: list[str], where: str) -> tuple[str, ...]:
    if len(words) < 2:
        raise NotationError("pick GEAR POSITION, such as 'pick yax 3'", where=where)
    if words[0] not in GEARS:
        raise NotationError(f"unknown gear {args[0]!r}; gears are {', '.join(GEARS)}",
                            where=where)
    position = _number(words[1], "a position", where)
    rest = words[2:]
    if rest[:1] == ["none"]:
        if len(rest) > 1:
            raise NotationError("'none' takes no choices", where=where)
        return (words[0], position, "none")
    if rest[:1] == ["as"]:
        if len(rest) < 2:
            raise NotationError("'as' needs an action number", where=where)
        return (words[0], position, _number(rest[1], "an action", where), *rest[2:])
    return (words[0], position, position, *rest)
