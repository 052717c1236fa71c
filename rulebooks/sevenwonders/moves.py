"""7 Wonders moves and their notation: ``build baths``, ``wonder baths`` (the card goes under
the next Wonder stage), ``sell baths`` (discarded for coins), ``revive baths`` (built free
from the discard pile) and ``skip``; with Leaders, ``keep amytis`` (a leader kept in the
draft) and ``recruit amytis`` (a leader hired at the start of an Age; ``wonder amytis`` and
``sell amytis`` are its other uses); ``wonder baths 2`` takes the second effect of a stage
that offers a choice (Carthage, Ur); with Cities and the option debt = choose, ``pay 2`` (of
the coins lost, how many are paid; the rest become debt tokens).

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

VERBS = ("build", "wonder", "project", "sell", "revive", "skip", "keep", "recruit", "pay")
WITH_CARD = ("build", "wonder", "project", "sell", "revive", "keep", "recruit", "pay")
LEADER_VERBS = ("keep", "recruit")
CHOOSING = ("wonder", "project")  # may name the effect of a stage that offers a choice
NOTATION_HELP = ("build CARD, wonder CARD, project CARD, sell CARD, revive CARD, skip, "
                 "keep LEADER, recruit LEADER, pay N; wonder CARD N or project CARD N for the "
                 "Nth effect of a stage that offers a choice")


@dataclass(frozen=True, repr=False)
class Move(MoveText):
    verb: str
    card: str = ""
    choice: str = ""  # which effect of a stage that offers a choice (Carthage, Ur): "1", "2"

    def __str__(self) -> str:
        return " ".join(x for x in (self.verb, self.card, self.choice) if x)


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
    if verb in CHOOSING and len(args) == 2:
        if not args[1].isdigit() or not int(args[1]):
            raise NotationError(f"a stage's choice is a number from 1, such as '{verb} "
                                f"{args[0]} 1', got {args[1]!r}", where=where)
        plain = parse_move(f"{verb} {args[0]}")
        return Move(verb, plain.card, str(int(args[1])))
    if len(args) != wanted:
        raise NotationError(f"'{verb}' takes {wanted} argument(s), got {len(args)}", where=where)
    if not wanted:
        return Move(verb)
    if verb == "pay":
        if not args[0].isdigit():
            raise NotationError(f"'pay' takes a number of coins, such as 'pay 2', got "
                                f"{args[0]!r}", where=where)
        return Move(verb, str(int(args[0])))
    if verb in LEADER_VERBS or (verb in ("wonder", "sell")
                                and args[0].strip().lower() in data.leaders()):
        return Move(verb, parse_leader(args[0], where))
    return Move(verb, parse_card(args[0], where))


def parse_leader(text: object, where: str, rule: str | None = None) -> str:
    """A leader's id (``amytis``), in any case."""
    if not isinstance(text, str) or text.strip().lower() not in data.leaders():
        raise NotationError(f"unknown leader {text!r}; leaders are written as their names in "
                            "lower case, such as 'amytis'", rule=rule, where=where)
    return text.strip().lower()


def is_leader(ident: str) -> bool:
    return ident in data.leaders()
