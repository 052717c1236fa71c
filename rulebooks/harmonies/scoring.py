"""Harmonies scoring: trees, mountains, fields, buildings, water (side A's river or side B's
islands) and the animal cards, each a labelled part citing its rule.

>>> from rulebooks.harmonies.board import empty
>>> board = list(empty("A"))
>>> for space, stack in {"a1": "TTL", "a2": "L", "b1": "MM", "b2": "M", "c1": "W"}.items():
...     board[index("A")[space]] = stack
>>> [(p.key, p.points) for p in board_parts("A", tuple(board))]
[('trees', 8), ('mountains', 4), ('fields', 0), ('buildings', 0), ('water', 0)]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ..core.score import Part
from . import data
from .board import Board, groups, index, is_building, neighbours, river_length, top

TREES = "harmonies.score.trees"
MOUNTAINS = "harmonies.score.mountains"
FIELDS = "harmonies.score.fields"
BUILDINGS = "harmonies.score.buildings"
RIVER = "harmonies.score.river"
ISLANDS = "harmonies.score.islands"
ANIMALS = "harmonies.score.animals"
SPIRIT = "harmonies.spirits.score"

Cards = tuple[tuple[str, int], ...]


def is_tree(stack: str) -> bool:
    return top(stack) == "L"


def is_mountain(stack: str) -> bool:
    return bool(stack) and set(stack) == {"M"}


def trees(side: str, board: Board) -> Part:
    table = data.scoring("trees")
    heights = [len(s) for s in board if is_tree(s)]
    points = sum(table[h - 1] for h in heights)
    return Part("Trees", points, TREES, f"{len(heights)} tree(s)", key="trees")


def mountains(side: str, board: Board) -> Part:
    table, at = data.scoring("mountains"), index(side)
    scored = [board[at[s]] for group in groups(side, board, is_mountain) if len(group) > 1
              for s in group]
    points = sum(table[len(stack) - 1] for stack in scored)
    return Part("Mountains", points, MOUNTAINS, f"{len(scored)} mountain(s) next to another",
                key="mountains")


def fields(side: str, board: Board) -> Part:
    found = [g for g in groups(side, board, lambda s: s == "F")
             if len(g) >= data.scoring("field_size")]
    return Part("Fields", len(found) * data.scoring("field"), FIELDS,
                f"{len(found)} field(s)", key="fields")


def surrounded(side: str, board: Board, space: str) -> bool:
    at = index(side)
    colours = {top(board[at[o]]) for o in neighbours(side, space)} - {""}
    return len(colours) >= data.scoring("building_colours")


def buildings(side: str, board: Board) -> Part:
    at = index(side)
    found = [s for s in data.spaces(side) if is_building(board[at[s]])]
    scoring = [s for s in found if surrounded(side, board, s)]
    return Part("Buildings", len(scoring) * data.scoring("building"), BUILDINGS,
                f"{len(scoring)} of {len(found)} building(s)", key="buildings")


def longest_river(side: str, board: Board) -> int:
    return max((river_length(side, g) for g in groups(side, board, lambda s: s == "W")),
               default=0)


ISLAND_READINGS = ("spaces", "tokens")


def islands(side: str, board: Board, reading: str = "spaces") -> int:
    """Groups of touching spaces without a blue token: every such space (``spaces``, the
    Board Game Arena implementation's reading) or only those holding a token (``tokens``)."""
    if reading == "tokens":
        return len(groups(side, board, lambda s: s != "" and s != "W"))
    return len(groups(side, board, lambda s: s != "W"))


def water(side: str, board: Board, reading: str = "spaces") -> Part:
    if data.water_kind(side) == "river":
        length = longest_river(side, board)
        return Part("River", data.river_points(length), RIVER,
                    f"longest river: {length} token(s)", key="water")
    count = islands(side, board, reading)
    return Part("Islands", count * data.scoring("island"), ISLANDS, f"{count} island(s)",
                key="water")


def board_parts(side: str, board: Board, islands_reading: str = "spaces"
                ) -> tuple[Part, ...]:
    return (*(f(side, board) for f in (trees, mountains, fields, buildings)),
            water(side, board, islands_reading))


def card_points(key: str, placed: int) -> int:
    """The last number a card's cubes uncovered (none placed: nothing)."""
    return data.card(key).track[placed - 1] if placed else 0


def animal_parts(cards: Iterable[tuple[str, int]]) -> tuple[Part, ...]:
    return tuple(Part(data.card(key).name, card_points(key, placed), ANIMALS,
                      f"{placed} of {data.card(key).cubes} cube(s) placed",
                      key=f"animal.{key}")
                 for key, placed in cards if not data.is_spirit(key))


def _in_group(group: str) -> Callable[[str], bool]:
    if group == data.BUILDING:
        return is_building
    return lambda stack: stack == group


def spirit_points(side: str, board: Board, key: str) -> tuple[int, str]:
    """A nature's spirit's points on a board, and what earned them."""
    spirit = data.spirit(key)
    if spirit.kind == "groups":
        sizes = [len(g) for g in groups(side, board, _in_group(spirit.group))]
        points = sum(spirit.group_points(n) for n in sizes)
        scoring = sum(1 for n in sizes if spirit.group_points(n))
        return points, f"{scoring} of {len(sizes)} group(s) score"
    worth = dict(spirit.stacks)
    counted = [s for s in board if s in worth]
    return sum(worth[s] for s in counted), f"{len(counted)} stack(s) score"


def spirit_parts(side: str, board: Board, cards: Iterable[tuple[str, int]]
                 ) -> tuple[Part, ...]:
    """The nature's spirit kept, scoring only once its cube is on the board."""
    parts = []
    for key, placed in cards:
        if not data.is_spirit(key):
            continue
        points, detail = spirit_points(side, board, key) if placed else (0, "cube not placed")
        parts.append(Part(f"{data.spirit(key).name} spirit", points, SPIRIT, detail,
                          key=f"spirit.{key}"))
    return tuple(parts)
