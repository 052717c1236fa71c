"""Harmonies moves and their notation.

``take 2`` (the three tokens of central space 2), ``place L c3`` (a held green token on
space c3), ``card 4`` (the animal card in display slot 4), ``cube fish c3`` (a cube from the
fish card onto c3, where its habitat is met), ``discard W`` (a held token that fits nowhere)
``replace 2`` (solo only: the face-up card in slot 2 leaves the game, the deck's top card
takes its place), ``spirit 1`` (the spirits option: keep the first of the two nature's
spirit cards dealt) and ``end`` (the turn is over). A spirit's cube is placed as an animal's:
``cube owl-spirit c3``.

>>> str(parse_move("PLACE l C3")), str(parse_move("cube Fish b2")), str(parse_move("take 5"))
('place L c3', 'cube fish b2', 'take 5')
>>> try:
...     parse_move("take 9")
... except ValueError as refusal:
...     print(refusal.message)
no central space 9; choose from 1, 2, 3, 4, 5
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import NotationError
from ..core.state import MoveText, read_verb
from . import data

VERBS = ("take", "place", "card", "cube", "discard", "replace", "spirit", "end")
NOTATION_HELP = ("take SPACE (take 2), place TOKEN SPACE (place L c3), card SLOT (card 4), "
                 "cube CARD SPACE (cube fish c3), discard TOKEN (discard W), replace SLOT "
                 "(replace 2, solo only), spirit 1|2 (keep a nature's spirit card), end")
ARGS = {"take": 1, "place": 2, "card": 1, "cube": 2, "discard": 1, "replace": 1,
        "spirit": 1, "end": 0}


@dataclass(frozen=True, repr=False)
class Move(MoveText):
    """A Harmonies move: a verb with a token, a space, a number or a card as it needs."""

    verb: str
    token: str = ""
    space: str = ""
    number: int = 0
    card: str = ""

    def __str__(self) -> str:
        words = {"take": [str(self.number)], "place": [self.token, self.space],
                 "card": [str(self.number)], "cube": [self.card, self.space],
                 "discard": [self.token], "replace": [str(self.number)],
                 "spirit": [str(self.number)], "end": []}[self.verb]
        return " ".join([self.verb, *words])


def _number(text: str, high: int, what: str, where: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= high:
        listed = ", ".join(map(str, range(1, high + 1)))
        raise NotationError(f"no {what} {text}; choose from {listed}", where=where)
    return int(text)


def _token(text: str, where: str) -> str:
    code = text.upper()
    if len(code) != 1 or code not in data.codes():
        raise NotationError(f"no token {text!r}; tokens are {', '.join(data.codes())}",
                            where=where)
    return code


def _space(text: str, where: str) -> str:
    name = text.lower()
    if (len(name) < 2 or name[0] not in data.LETTERS or not name[1:].isdigit()):
        raise NotationError(f"no space {text!r}: a space is a column letter and a row "
                            "number (c3)", where=where)
    return name


def parse_move(text: str) -> Move:
    """Read a move's notation (see :data:`NOTATION_HELP`)."""
    verb, args, where = read_verb(text, VERBS, NOTATION_HELP, "take 2")
    if len(args) != ARGS[verb]:
        raise NotationError(f"'{verb}' takes {ARGS[verb]} argument(s), got {len(args)}",
                            where=where)
    if verb == "take":
        return Move(verb, number=_number(args[0], data.game("central_spaces"),
                                         "central space", where))
    if verb in ("card", "replace"):
        return Move(verb, number=_number(args[0], data.game("display"), "display slot",
                                         where))
    if verb == "place":
        return Move(verb, token=_token(args[0], where), space=_space(args[1], where))
    if verb == "spirit":
        return Move(verb, number=_number(args[0], data.game("spirits_dealt"),
                                         "spirit card", where))
    if verb == "cube":
        key = args[0].lower()
        if key not in data.card_keys() and key not in data.spirit_keys():
            raise NotationError(f"no animal card {args[0]!r}; cards are "
                                f"{', '.join(data.card_keys())} (spirits: "
                                f"{', '.join(data.spirit_keys())})", where=where)
        return Move(verb, card=key, space=_space(args[1], where))
    if verb == "discard":
        return Move(verb, token=_token(args[0], where))
    return Move(verb)
