"""Bot games for every option combination: the set-ups, and one game played to its end.

Shared by ``tests/conformance/test_bots_finish.py`` (a pairwise sample, a few games
each) and ``bench/bots_finish.py`` (100 games for every combination).

The values tried for each option: every choice of a choice option, both values of a
yes/no option, every player count, and for any other number its lowest value, its
default and (with ``ends=True``) its highest value.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import combinations, product
from typing import Any

from rulebooks.core import Rng, SetupError, games

MAX_MOVES = 10_000
"""The bound: every bot game ends within this many moves, whatever the options.

The longest games measured (L.L.A.M.A., greedy bots, six players, a target of 500
points) take under 4,000 moves; Golf with eight players and 18 holes under 2,500.
A bot that never ends a game (the greedy Golf bot before it learnt to close its
grid) runs into it."""


@dataclass(frozen=True)
class Played:
    moves: int
    finished: bool
    final: Any


def option_values(slug: str, ends: bool = False) -> list[tuple[str, tuple[Any, ...]]]:
    """Each option of the game with the values to try, players included."""
    result = []
    for option in games()[slug].options:
        if option.choices:
            values = tuple(option.choices)
        elif option.kind is bool:
            values = (False, True)
        elif option.name == "players":
            values = tuple(range(option.low, option.high + 1))
        else:
            picked = [option.low, option.default] + ([option.high] if ends else [])
            values = tuple(dict.fromkeys(v for v in picked if v is not None))
        result.append((option.name, values))
    return result


def every_combination(slug: str, ends: bool = True) -> Iterator[dict[str, Any]]:
    """The full product of the option values."""
    names, values = zip(*option_values(slug, ends), strict=True)
    for row in product(*values):
        yield dict(zip(names, row, strict=True))


def pairwise(slug: str, ends: bool = False) -> list[dict[str, Any]]:
    """Combinations in which every pair of values of two options appears at least once.

    A greedy covering array: each new combination starts from a pair not yet covered
    and fills the other options with the value that covers most new pairs.
    """
    params = option_values(slug, ends)
    if len(params) < 2:  # no pairs to cover: every value of the one option (players)
        return list(every_combination(slug, ends))
    sizes = [len(values) for _, values in params]
    uncovered = {
        (i, a, j, b)
        for i, j in combinations(range(len(params)), 2)
        for a in range(sizes[i])
        for b in range(sizes[j])
    }
    rows = []
    while uncovered:
        i, a, j, b = min(uncovered)
        row = {i: a, j: b}
        for k in range(len(params)):
            if k in row:
                continue
            row[k] = max(range(sizes[k]), key=lambda v, k=k: sum(
                _pair(k, v, m, row[m]) in uncovered for m in row
            ))
        uncovered -= {(p, row[p], q, row[q]) for p, q in combinations(sorted(row), 2)}
        rows.append({params[k][0]: params[k][1][row[k]] for k in range(len(params))})
    return rows


def _pair(k: int, v: int, m: int, w: int) -> tuple[int, int, int, int]:
    return (k, v, m, w) if k < m else (m, w, k, v)


def play(slug: str, options: dict[str, Any], seed: int, bot: str,
         limit: int = MAX_MOVES) -> Played | None:
    """One seeded game with ``bot`` in every seat; ``None`` when the options cannot be set up."""
    game = games()[slug]
    try:
        state = game.new_state(options, seed)
    except SetupError:
        return None
    choose = game.bots[bot]
    rng = Rng.derive(seed, "bots-finish", bot)
    for moves in range(limit + 1):
        if state.outcome() is not None:
            return Played(moves, True, state)
        if moves == limit:
            break
        state = state.apply(choose(state, rng))
    return Played(limit, False, state)
