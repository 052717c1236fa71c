"""French-suited playing cards and decks, with a short notation (``KS``, ``10H``, ``AD``).

>>> Card.parse("10h")
Card.parse('10H')
>>> str(Card.parse("TH"))
'10H'
>>> Card.parse("1Z")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
rulebooks.core.errors.NotationError: card '1Z': unknown card code: ...
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from .errors import NotationError, SetupError

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
RANK_NAMES = {"A": "ace", "J": "jack", "Q": "queen", "K": "king"}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RED_SUITS = frozenset("HD")


# a card code as Card.parse reads it, for JSON Schemas: rank (T for 10), then suit, any case
CODE_PATTERN = r"([Aa2-9]|10|[TtJjQqKk])[SsHhDdCc]"

@dataclass(frozen=True, order=True)
class Card:
    """One playing card: a rank from :data:`RANKS` and a suit from :data:`SUITS`."""

    rank: str
    suit: str

    def __post_init__(self) -> None:
        if self.rank not in RANKS or self.suit not in SUITS:
            raise NotationError(
                "unknown card code: a rank (A, 2-10, J, Q, K) then a suit (S, H, D, C)",
                where=f"card '{self.rank}{self.suit}'",
            )

    @classmethod
    def parse(cls, text: str, where: str | None = None) -> Card:
        """Read ``KS``, ``10H`` or ``TH`` (case-insensitive)."""
        if not isinstance(text, str):
            raise NotationError(
                f"a card code must be a string such as 'KS', got {text!r}",
                where=where or "card",
            )
        code = text.strip().upper()
        rank, suit = code[:-1], code[-1:]
        rank = "10" if rank == "T" else rank
        if rank not in RANKS or suit not in SUITS:
            raise NotationError(
                "unknown card code: a rank (A, 2-10, J, Q, K) then a suit (S, H, D, C)",
                where=f"{where}, card '{text}'" if where else f"card '{text}'",
            )
        return cls(rank, suit)

    def __str__(self) -> str:
        return f"{self.rank}{self.suit}"

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    @property
    def name(self) -> str:
        """Spoken name, for screen readers: ``'queen of hearts'``."""
        return f"{RANK_NAMES.get(self.rank, self.rank)} of {SUIT_NAMES[self.suit]}"

    @property
    def symbol(self) -> str:
        return SUIT_SYMBOLS[self.suit]

    @property
    def red(self) -> bool:
        return self.suit in RED_SUITS


def standard_deck(decks: int = 1) -> tuple[Card, ...]:
    """``decks`` full 52-card decks, in a fixed order (shuffle with :mod:`rng`)."""
    return tuple(Card(rank, suit) for _ in range(decks) for suit in SUITS for rank in RANKS)


def check_copies(
    cards: Iterable[object], available: Counter, *, rule: str, where: str = "position"
) -> None:
    """Refuse a position holding more copies of a card than the components have.

    ``available`` maps each card to how many exist (``Counter(standard_deck(2))``).
    """
    seen = Counter(cards)
    for card, count in sorted(seen.items(), key=lambda item: str(item[0])):
        limit = available.get(card, 0)
        if count > limit:
            raise SetupError(
                f"{count} copies of {card}, but the cards in play hold only {limit}",
                expected=f"at most {limit}",
                got=count,
                rule=rule,
                where=where,
            )
