"""Hidden information: what one seat may know, and positions it cannot tell apart.

Each game gives two functions of a state and a viewer (a seat counted from 0, or ``None``
for a spectator who sees only what is public):

- ``view(state, viewer) -> dict``: the JSON of what that seat may know: its own cards and
  peeks, the public cards, and only counts of the hidden ones (a deck's order, another
  player's hand). The seed is never in a view: the deck order follows from it.
- ``redeal(state, viewer, rng) -> state``: a position that seat cannot tell from the real
  one: everything hidden from it dealt again at random from the cards it has not seen,
  with a fresh seed. Bots decide from such a position (:func:`fair`), and the page is drawn
  from one, so neither can use what the seat may not know.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

from .contract import Bot, Redealer, S
from .rng import Rng
from .state import GameState, Move

T = TypeVar("T")
SEEDS = 1 << 31


def deal_again(rng: Rng, groups: Sequence[Sequence[T]]) -> list[tuple[T, ...]]:
    """The items of ``groups`` shuffled together and dealt back in groups of the same sizes."""
    pool = rng.shuffled([item for group in groups for item in group])
    out, start = [], 0
    for group in groups:
        out.append(tuple(pool[start:start + len(group)]))
        start += len(group)
    return out


def deal_cells_again(rng: Rng, rows: Sequence[Sequence[T]], cells: Sequence[tuple[int, int]],
                     *piles: Sequence[T]) -> tuple[tuple[tuple[T, ...], ...], ...]:
    """``rows`` with the items at ``cells`` (row, index: the cards a seat cannot see) and every
    item of ``piles`` (a deck) shuffled together and dealt back in place (:func:`deal_again`):
    the rows, then each pile.

    >>> rows, deck = deal_cells_again(Rng(1), (("A", "B"), ("C", "D")), [(0, 1), (1, 0)], "XY")
    >>> rows[0][0], rows[1][1], sorted([rows[0][1], rows[1][0], *deck])
    ('A', 'D', ['B', 'C', 'X', 'Y'])
    """
    cards, *rest = deal_again(rng, [[rows[r][i] for r, i in cells], *piles])
    dealt = [list(row) for row in rows]
    for (r, i), card in zip(cells, cards, strict=True):
        dealt[r][i] = card
    return (tuple(map(tuple, dealt)), *rest)


def fresh_seed(rng: Rng) -> int:
    """A seed for a redealt position, so later shuffles are unknown too."""
    return rng.below(SEEDS)


def public_json(state: GameState, *counted: str) -> dict[str, Any]:
    """A state's JSON without its seed: the start of every view; each field named in
    ``counted`` (a deck, a bag) shows only how many things it holds."""
    data = state.to_json()
    data.pop("seed", None)
    for name in counted:
        data[name] = len(getattr(state, name))
    return data


def fair(bot: Bot[S], redeal: Redealer[S]) -> Bot[S]:
    """``bot`` deciding from a redealt position of the seat to move (its own view): it can
    use only what that seat may know. The redeal draws from a fork of ``rng``, so the
    bot's own choices take the same random numbers as before."""

    def play(state: S, rng: Rng) -> Move:
        return bot(redeal(state, state.to_move, rng.fork("redeal")), rng)

    play.__doc__ = bot.__doc__
    return play


def fair_bots(bots: Mapping[str, Bot[S]], redeal: Redealer[S]) -> dict[str, Bot[S]]:
    return {name: fair(bot, redeal) for name, bot in bots.items()}
