"""Golf moves and their notation. Cards and players are numbered from 1 in notation.

>>> str(parse_move("Replace 4"))
'replace 4'
>>> parse_move("swap 1:2 2:6")
Move.parse('swap 1:2 2:6')
>>> parse_move("replace x")
Traceback (most recent call last):
...
rulebooks.core.errors.NotationError: move 'replace x': expected a card number such as 3
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..core.errors import NotationError
from ..core.state import MoveText, read_verb

VERBS = ("flip", "draw", "take", "replace", "discard", "peek", "swap", "pass", "deal")
NOTATION_HELP = (
    "flip N, draw, take, replace N, discard, peek N, peek P:N, swap P:N P:N, pass, deal"
)
TAKES = {"flip": 1, "replace": 1, "peek": 1, "swap": 2}  # arguments; the other verbs none
SLOT = re.compile(r"^(?:(\d+):)?(\d+)$")


@dataclass(frozen=True, repr=False)
class Move(MoveText):
    """A Golf move. ``index``/``index2`` are 0-based card slots, ``player``/``player2``
    0-based owners (``None`` means the mover's own grid)."""

    verb: str
    index: int | None = None
    player: int | None = None
    index2: int | None = None
    player2: int | None = None

    def __str__(self) -> str:
        def slot(player: int | None, index: int | None) -> str:
            return f"{index + 1}" if player is None else f"{player + 1}:{index + 1}"

        if self.verb == "swap":
            return f"swap {slot(self.player, self.index)} {slot(self.player2, self.index2)}"
        if self.index is None:
            return self.verb
        return f"{self.verb} {slot(self.player, self.index)}"


def _slot(token: str, text: str) -> tuple[int | None, int]:
    found = SLOT.match(token)
    if not found or int(found.group(2)) < 1 or (found.group(1) and int(found.group(1)) < 1):
        raise NotationError("expected a card number such as 3", where=f"move '{text}'")
    player = int(found.group(1)) - 1 if found.group(1) else None
    return player, int(found.group(2)) - 1


def parse_move(text: str) -> Move:
    """Read a move's notation (see :data:`NOTATION_HELP`)."""
    verb, args, where = read_verb(text, VERBS, NOTATION_HELP, "draw", TAKES)
    args = [arg.lower() for arg in args]
    if verb == "swap":
        (p1, i1), (p2, i2) = _slot(args[0], text), _slot(args[1], text)
        return Move(verb, i1, p1, i2, p2)
    if args:
        player, index = _slot(args[0], text)
        if player is not None and verb != "peek":
            raise NotationError(f"'{verb}' takes a card of your own grid", where=where)
        return Move(verb, index, player)
    return Move(verb)
