"""Harmonies' tables, read once from ``data.toml``: tokens, boards, animal cards, scoring.

A stack is written bottom token first with one letter per token (``TTL`` is a green token
on two brown ones); a pattern hex may ask for ``*R``, red on any single token.

>>> sum(t.count for t in tokens()), [t.code for t in tokens()]
(120, ['W', 'M', 'T', 'L', 'F', 'R'])
>>> len(cards()), card("alligator").track, card("alligator").cubes
(32, (4, 9, 15), 3)
>>> len(spaces("A")), len(spaces("B")), spaces("A")[:6]
(23, 25, ('a1', 'a2', 'a3', 'a4', 'a5', 'b1'))
>>> river_points(7), river_points(1), river_points(0)
(19, 0, 0)
>>> central_spaces(1), display_size(1), central_spaces(3), suns(95, "A"), suns(39, "B")
(3, 3, 5, 6, 2)
>>> len(spirits()), spirit("lion-spirit").group_points(2), spirit("lion-spirit").group_points(3)
(10, 2, 10)
>>> suns(95, "A", "groups"), suns(95, "A", "stacks"), suns(95, "A", "stacks", "any")
(5, 4, 5)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..core.datafile import game_data, make

LETTERS = "abcdefg"
BUILDING = "*R"


def data() -> dict[str, Any]:
    return game_data(__package__)


def game(key: str) -> Any:
    return data()["game"][key]


def players() -> tuple[int, int]:
    low, high = game("players")
    return low, high


def solo(key: str) -> Any:
    return data()["solo"][key]


def central_spaces(players: int) -> int:
    """Spaces on the central board: its solo side has fewer."""
    return solo("central_spaces") if players == 1 else game("central_spaces")


def display_size(players: int) -> int:
    """Animal cards face up beside the central board."""
    return solo("display") if players == 1 else game("display")


SPIRIT_SUNS = ("kind", "any")


def suns(total: int, side: str, spirit_kind: str = "", reading: str = "kind") -> int:
    """A solo game's suns: the score table's line reached, plus the side's extra suns and
    those for the nature's spirit kept (``spirit_kind``: ``groups`` or ``stacks``; none
    kept, the most). Sources differ on a spirit's: by its kind (``reading`` ``kind``) or
    the same for any (``any``)."""
    reached = max((n for points, n in solo("suns") if total >= points), default=0)
    if not spirit_kind:
        extra = solo("no_spirit_suns")
    elif reading == "any":
        extra = solo("any_spirit_suns")
    else:
        extra = solo("spirit_suns")[spirit_kind]
    return reached + solo("side_suns")[side] + extra


@dataclass(frozen=True)
class Token:
    colour: str
    code: str
    terrain: str
    count: int


@cache
def tokens() -> tuple[Token, ...]:
    return tuple(make(Token, row) for row in data()["tokens"])


@cache
def codes() -> str:
    return "".join(t.code for t in tokens())


def token(code: str) -> Token:
    return next(t for t in tokens() if t.code == code)


def supply() -> Counter[str]:
    return Counter({t.code: t.count for t in tokens()})


def full_bag() -> list[str]:
    """Every token of the game, in a fixed order (shuffled by the game)."""
    return [t.code for t in tokens() for _ in range(t.count)]


def stacking() -> dict[str, tuple[str, ...]]:
    return {code: tuple(below) for code, below in data()["stacking"].items()}


@cache
def spaces(side: str) -> tuple[str, ...]:
    """The spaces of a board side, column by column (``a1`` is the top of the left column)."""
    board = data()["boards"][side]
    return tuple(f"{LETTERS[c]}{r + 1}" for c in range(board["columns"])
                 for r in range(board["rows"] - (c % 2)))


def sides() -> tuple[str, ...]:
    return tuple(data()["boards"])


def water_kind(side: str) -> str:
    return data()["boards"][side]["water"]


@cache
def shapes() -> dict[str, tuple[tuple[int, int], ...]]:
    return {name: tuple((q, r) for q, r in steps) for name, steps in data()["shapes"].items()}


@dataclass(frozen=True)
class Card:
    """An animal card: its habitat (the cube's hex, then the others) and its point track."""

    key: str
    name: str
    shape: str
    cube: str
    others: tuple[str, ...]
    track: tuple[int, ...]
    confirmed: bool = True

    @property
    def cubes(self) -> int:
        return len(self.track)

    def pattern(self) -> tuple[tuple[int, int, str], ...]:
        return habitat(self.shape, self.cube, self.others)


def habitat(shape: str, cube: str, others: tuple[str, ...]) -> tuple[tuple[int, int, str], ...]:
    """A habitat as (q, r, stack) hexes in axial steps, the cube's hex first."""
    steps = shapes()[shape]
    return ((0, 0, cube), *((q, r, s) for (q, r), s in zip(steps, others, strict=True)))


@cache
def cards() -> tuple[Card, ...]:
    return tuple(make(Card, row, key=key) for key, row in data()["cards"].items())


def card(key: str) -> Card:
    return next(c for c in cards() if c.key == key)


def card_keys() -> tuple[str, ...]:
    return tuple(c.key for c in cards())


def scoring(key: str) -> Any:
    return data()["scoring"][key]


def river_points(length: int) -> int:
    """Points for a river of ``length`` tokens on side A."""
    table = scoring("river")
    if length <= 0:
        return 0
    if length <= len(table):
        return table[length - 1]
    return table[-1] + (length - len(table)) * scoring("river_beyond")


@dataclass(frozen=True)
class Spirit:
    """A nature's spirit card: a habitat for its one cube and a scoring condition, by groups
    (``group`` and ``points``: [smallest group, points] lines) or by ``stacks``."""

    key: str
    name: str
    number: int
    shape: str
    cube: str
    others: tuple[str, ...]
    kind: str
    group: str = ""
    points: tuple[tuple[int, int], ...] = ()
    stacks: tuple[tuple[str, int], ...] = ()
    cubes: int = 1

    def pattern(self) -> tuple[tuple[int, int, str], ...]:
        return habitat(self.shape, self.cube, self.others)

    def group_points(self, size: int) -> int:
        """A group's points: the last line whose smallest size it reaches (none: 0)."""
        return max((p for low, p in self.points if size >= low), default=0)


@cache
def spirits() -> tuple[Spirit, ...]:
    return tuple(make(Spirit, row, key=key,
                      points=tuple(tuple(line) for line in row.get("points", ())),
                      stacks=tuple(dict(row.get("stacks", {})).items()))
                 for key, row in data()["spirits"].items())


def spirit_keys() -> tuple[str, ...]:
    return tuple(s.key for s in spirits())


def spirit(key: str) -> Spirit:
    return next(s for s in spirits() if s.key == key)


def is_spirit(key: str) -> bool:
    return key in spirit_keys()


def placed_card(key: str) -> Card | Spirit:
    """A card in front of a player: an animal card or a nature's spirit."""
    return spirit(key) if is_spirit(key) else card(key)


def sources() -> dict[str, dict[str, Any]]:
    return data()["sources"]
