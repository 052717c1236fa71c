"""Campeones moves and their notation.

``take 2`` (the second match card on the pitch) or ``take deck`` (the top of the match deck,
blind); ``play N10`` (a card from hand); ``sign 3`` (the third signing on show);
``motivate N10M`` (a bench card replacing its player in play); ``pass`` (no more cards this
round); ``attempt shot`` or ``attempt pass``; ``spend 2`` (activated tokens added to the
total); ``save`` or ``concede`` (the goalkeeper's roll, or none).

>>> str(parse_move("PLAY n10")), str(parse_move("take deck")), str(parse_move("spend 0"))
('play N10', 'take deck', 'spend 0')
>>> parse_move("play X9")
Traceback (most recent call last):
...
rulebooks.core.errors.NotationError: move 'play X9': no card X9 in the game
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import NotationError
from ..core.state import MoveText, read_verb
from . import data

VERBS = ("take", "play", "sign", "motivate", "pass", "attempt", "spend", "save", "concede",
         "special", "block")
NOTATION_HELP = ("take 1-4 or take deck, play CARD (play N10), sign 1-4, motivate CARD "
                 "(motivate N10M), pass, attempt shot, attempt pass, attempt special, "
                 "spend N, save, concede, special CARD (special NX1), block CARD (block TX2)")
ARGUMENTS = {"take": 1, "play": 1, "sign": 1, "motivate": 1, "attempt": 1, "spend": 1,
             "special": 1, "block": 1}
DECK = "deck"


@dataclass(frozen=True, repr=False)
class Move(MoveText):
    """A Campeones move: a verb and at most one argument (a card, a slot, a word, a count)."""

    verb: str
    arg: str = ""

    def __str__(self) -> str:
        return f"{self.verb} {self.arg}" if self.arg else self.verb

    @property
    def number(self) -> int:
        return int(self.arg)


def parse_card(text: str, where: str) -> str:
    """A card code as written (case does not matter): ``N10``, ``A3``, ``S4``, ``T1M``."""
    code = text.upper() if isinstance(text, str) else text
    if not isinstance(code, str) or code not in data.cards():
        raise NotationError(f"no card {text} in the game", where=where)
    return code


def _slot(text: str, where: str, deck: bool) -> str:
    slots = [str(n) for n in range(1, data.game("pitch") + 1)]
    if deck and text.lower() == DECK:
        return DECK
    if text not in slots:
        extra = " or deck" if deck else ""
        raise NotationError(f"no slot {text}; the slots are {', '.join(slots)}{extra}",
                            where=where)
    return text


def parse_move(text: str) -> Move:
    """Read a move's notation (see :data:`NOTATION_HELP`)."""
    verb, args, where = read_verb(text, VERBS, NOTATION_HELP, "play N10")
    wanted = ARGUMENTS.get(verb, 0)
    if len(args) != wanted:
        raise NotationError(f"'{verb}' takes {wanted} argument(s), got {len(args)}",
                            where=where)
    if verb == "take":
        return Move(verb, _slot(args[0], where, True))
    if verb == "sign":
        return Move(verb, _slot(args[0], where, False))
    if verb in ("play", "motivate", "special", "block"):
        return Move(verb, parse_card(args[0], where))
    if verb == "attempt":
        if args[0].lower() not in ("shot", "pass", "special"):
            raise NotationError("attempt a shot, a pass or a special shot: 'attempt shot', "
                                "'attempt pass', 'attempt special'", where=where)
        return Move(verb, args[0].lower())
    if verb == "spend":
        if not args[0].isdigit() or len(args[0]) > 2:
            raise NotationError(f"spend a number of tokens, not {args[0]!r}", where=where)
        return Move(verb, str(int(args[0])))
    return Move(verb)
