"""A personal board: hex geometry, stacks, where a token may go, and habitat patterns.

A board is a tuple of stacks, one per space in :func:`data.spaces` order; a stack is text,
bottom token first (``""`` is an empty space). Columns are lettered from the left; odd
columns sit half a hex lower. Patterns are matched in axial hex steps, in all six
rotations (every habitat, on the animal and the spirit cards, is its own mirror image, so
reflections add nothing).

>>> board = empty("A")
>>> neighbours("A", "a1"), neighbours("A", "b1")
(('a2', 'b1'), ('a1', 'a2', 'b2', 'c1', 'c2'))
>>> can_stack("T", "L"), can_stack("W", "M"), can_stack("M", "R"), can_stack("MR", "R")
(True, False, True, False)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache

from ..core.errors import NotationError
from . import data

Board = tuple[str, ...]
DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def empty(side: str) -> Board:
    return ("",) * len(data.spaces(side))


def axial(space: str) -> tuple[int, int]:
    column, row = data.LETTERS.index(space[0]), int(space[1:]) - 1
    return column, row - (column - (column & 1)) // 2


@cache
def _by_axial(side: str) -> dict[tuple[int, int], str]:
    return {axial(s): s for s in data.spaces(side)}


@cache
def index(side: str) -> dict[str, int]:
    return {s: i for i, s in enumerate(data.spaces(side))}


@cache
def neighbours(side: str, space: str) -> tuple[str, ...]:
    q, r = axial(space)
    found = (_by_axial(side).get((q + dq, r + dr)) for dq, dr in DIRECTIONS)
    return tuple(sorted(s for s in found if s is not None))


def read_space(text: object, side: str, where: str) -> str:
    """A space name such as ``c3``; anything else is a notation error listing the range."""
    spaces = data.spaces(side)
    name = text if isinstance(text, str) else None
    if name not in index(side):
        raise NotationError(f"no space {text!r} on side {side}; spaces run from {spaces[0]} "
                            f"to {spaces[-1]} (column letter, then row from the top)",
                            where=where)
    return name


def read_stack(text: object, where: str) -> str:
    """A stack's code, bottom first; each letter a token colour and the whole a legal stack."""
    if not isinstance(text, str):
        raise NotationError(f"a stack is text such as 'TTL', got {text!r}", where=where)
    stack = text.upper()
    bad = [c for c in stack if c not in data.codes()]
    if bad:
        raise NotationError(f"no token {bad[0]!r} in stack {text!r}; tokens are "
                            f"{', '.join(data.codes())}", where=where)
    for height in range(1, len(stack)):
        if not can_stack(stack[:height], stack[height]):
            raise NotationError(f"stack {text!r} cannot be built: {stack[height]} may not go "
                                f"on {stack[:height]}", where=where)
    return stack


def can_stack(below: str, code: str) -> bool:
    """May a token ``code`` go on a space holding ``below``? (cubes are checked elsewhere)"""
    return below in data.stacking()[code]


def top(stack: str) -> str:
    return stack[-1] if stack else ""


def matches(stack: str, wanted: str) -> bool:
    """Does a space's stack meet a pattern hex (exact stack; ``*R`` red on one token)?"""
    if wanted == data.BUILDING:
        return is_building(stack)
    return stack == wanted


def is_building(stack: str) -> bool:
    return len(stack) == 2 and stack[-1] == "R"


def rotate(q: int, r: int, times: int) -> tuple[int, int]:
    for _ in range(times):
        q, r = -r, q + r
    return q, r


def habitat_places(side: str, board: Board, card: data.Card | data.Spirit) -> Iterator[str]:
    """Every space where ``card``'s habitat is met with the cube's hex on it."""
    pattern = card.pattern()
    places = _by_axial(side)
    at = index(side)
    for space in data.spaces(side):
        q0, r0 = axial(space)
        if not matches(board[at[space]], pattern[0][2]):
            continue
        for turn in range(6):
            ok = True
            for q, r, wanted in pattern[1:]:
                dq, dr = rotate(q, r, turn)
                other = places.get((q0 + dq, r0 + dr))
                if other is None or not matches(board[at[other]], wanted):
                    ok = False
                    break
            if ok:
                yield space
                break


def groups(side: str, board: Board, test: Callable[[str], bool]) -> list[list[str]]:
    """Connected groups of spaces whose stack passes ``test(stack)``."""
    at, seen, found = index(side), set(), []
    for space in data.spaces(side):
        if space in seen or not test(board[at[space]]):
            continue
        group, todo = [], [space]
        seen.add(space)
        while todo:
            here = todo.pop()
            group.append(here)
            for other in neighbours(side, here):
                if other not in seen and test(board[at[other]]):
                    seen.add(other)
                    todo.append(other)
        found.append(sorted(group))
    return found


def river_length(side: str, group: list[str]) -> int:
    """A river's length: tokens on the shortest path between its two farthest tokens."""
    members, best = set(group), 0
    for start in group:
        distance, todo = {start: 1}, [start]
        for here in todo:
            for other in neighbours(side, here):
                if other in members and other not in distance:
                    distance[other] = distance[here] + 1
                    todo.append(other)
        best = max(best, *distance.values())
    return best
