"""7 Wonders moves and their notation: ``build baths``, ``wonder baths`` (the card goes under
the next Wonder stage), ``sell baths`` (discarded for coins), ``revive baths`` (built free
from the discard pile) and ``skip``.

>>> str(parse_move("Build  Lumber-Yard"))
'build lumber-yard'
>>> parse_move("sell palace").card
'palace'
>>> parse_move("build castle")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
rulebooks.core.errors.NotationError: move 'build castle': unknown card 'castle'; ...
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import NotationError
from ..core.state import MoveText, read_verb
from . import data

VERBS = ("build", "wonder", "project", "sell", "revive", "skip")
WITH_CARD = ("build", "wonder", "project", "sell", "revive")
NOTATION_HELP = "build CARD, wonder CARD, project CARD, sell CARD, revive CARD, skip"


@dataclass(frozen=True, repr=False)
class Move(MoveText):
    verb: str
    card: str = ""

    def __str__(self) -> str:
        return f"{self.verb} {self.card}" if self.card else self.verb


def parse_card(text: object, where: str, rule: str | None = None) -> str:
    """A building's id (``lumber-yard``), in any case."""
    if not isinstance(text, str):
        raise NotationError(f"a card is written as text such as 'lumber-yard', got {text!r}",
                            rule=rule, where=where)
    ident = text.strip().lower()
    if ident not in data.cards():
        raise NotationError(f"unknown card {text!r}; cards are written as their names in lower "
                            "case with hyphens, such as 'lumber-yard'", rule=rule, where=where)
    return ident


def parse_move(text: str) -> Move:
    verb, args, where = read_verb(text, VERBS, NOTATION_HELP, "sell lumber-yard")
    wanted = 1 if verb in WITH_CARD else 0
    if len(args) != wanted:
        raise NotationError(f"'{verb}' takes {wanted} argument(s), got {len(args)}", where=where)
    return Move(verb, parse_card(args[0], where)) if wanted else Move(verb)
