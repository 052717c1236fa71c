"""The construction cards: three stacks, the three combinations of a turn, reshuffles,
and the solo deck with its solo card.

A card is ``(number, effect)``. In a stack the top card is last. Each turn the top
card of every stack is turned over beside it: its effect pairs with the number now
on top of the same stack.

>>> stacks = deal_stacks(1, 0)
>>> [len(stack) for stack in stacks]
[27, 27, 27]
>>> shown, rest = reveal(stacks)
>>> len(shown), [len(stack) for stack in rest]
(3, [26, 26, 26])
>>> shown[0][0] == rest[0][-1][0]
True
"""

from __future__ import annotations

from typing import Any

from ..core.codec import require
from ..core.errors import NotationError
from ..core.rng import Rng
from . import data

Card = tuple[int, str]
SOLO = (0, "solo")  # the solo card: no number, no effect; it marks the rival's plans


def deal_stacks(seed: int, shuffle: int) -> tuple[tuple[Card, ...], ...]:
    """Shuffle the whole deck and split it into equal stacks."""
    cards = Rng.derive(seed, "deck", shuffle).shuffled(data.full_deck())
    n = data.stack_count()
    size = len(cards) // n
    return tuple(cards[i * size:(i + 1) * size] for i in range(n))


def can_reveal(stacks: tuple[tuple[Card, ...], ...]) -> bool:
    """Every stack still has a card to turn over and a number under it."""
    return all(len(stack) >= 2 for stack in stacks)


def reveal(stacks: tuple[tuple[Card, ...], ...]) -> tuple[tuple[Card, ...], tuple]:
    """Turn over the top card of each stack: the combinations (number on the new top,
    effect of the card turned over) and the stacks afterwards."""
    shown = tuple((stack[-2][0], stack[-1][1]) for stack in stacks)
    return shown, tuple(stack[:-1] for stack in stacks)


def solo_deck(seed: int) -> tuple[Card, ...]:
    """The solo deck: the shuffled cards with the solo card somewhere in the lower half
    (the top card is last, so the lower half is drawn second)."""
    cards = list(Rng.derive(seed, "solo-deck").shuffled(data.full_deck()))
    half = len(cards) // 2
    cards.insert(Rng.derive(seed, "solo-card").below(half + 1), SOLO)
    return tuple(cards)


def draw_solo(deck: tuple[Card, ...]) -> tuple[tuple[Card, ...], tuple[Card, ...], bool]:
    """Draw three cards for a solo turn, setting the solo card aside if it comes up.
    Returns the cards, the rest of the deck and whether the solo card came up."""
    drawn: list[Card] = []
    rest = list(deck)
    solo = False
    while len(drawn) < data.stack_count() and rest:
        card = rest.pop()
        if card == SOLO:
            solo = True
        else:
            drawn.append(card)
    return tuple(drawn), tuple(rest), solo


def solo_turns_left(deck: tuple[Card, ...]) -> int:
    return sum(1 for card in deck if card != SOLO) // data.stack_count()


# -- cards in JSON: the number and an effect letter (``8F``), or ``solo`` -------------
LETTERS = {"surveyor": "F", "estate": "E", "landscaper": "L", "pool": "P", "temp": "T",
           "bis": "B"}
EFFECT_OF = {letter: effect for effect, letter in LETTERS.items()}


def card_code(card: Card) -> str:
    """``card_code((8, "surveyor"))`` is ``'8F'``."""
    return "solo" if card == SOLO else f"{card[0]}{LETTERS[card[1]]}"


def read_card(text: Any, where: str) -> Card:
    """``read_card("12T", "x")`` is ``(12, 'temp')``; an unknown code names ``where``."""
    text = require(text, str, where, "a card such as \"8F\"")
    if text == "solo":
        return SOLO
    number, letter = text[:-1], text[-1:].upper()
    if not number.isdigit() or int(number) not in data.numbers() or letter not in EFFECT_OF:
        raise NotationError(f"unknown card {text!r}: a number 1-15 then one of "
                            f"{', '.join(EFFECT_OF)}", where=where)
    return int(number), EFFECT_OF[letter]
