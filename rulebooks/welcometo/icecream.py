"""The Ice Cream Truck neighbourhood: one truck per street, driving once along it.

A truck starts beyond one end of its street. Writing a number in a house the truck
has not passed yet drives it there: the cone at that house (if any) is circled and
the cones it drove past are crossed off. ``dirs`` says where each truck heads:
``"left"`` (from the right end), ``"right"`` (from the left end), ``""`` until the
bottom street's truck is chosen.

>>> t = drive(start(), 0, 4)      # street 1's truck comes in from the right
>>> t.cones[0], t.pos[0]
((0, 0, 1, 2, 2, 2), 4)
>>> drive(t, 0, 6) == t           # house 7 was already passed: nothing happens
True
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..core.codec import Reader, require
from ..core.errors import NotationError
from . import data

UNSERVED, CIRCLED, CROSSED = 0, 1, 2
NO_BONUS = -1


@dataclass(frozen=True)
class Trucks:
    """One player's trucks: heading, last house reached, cone states, and bonuses
    (``None`` unsettled, ``-1`` crossed off, else the points won)."""

    dirs: tuple[str, ...]
    pos: tuple[int | None, ...]
    cones: tuple[tuple[int, ...], ...]
    bonus: tuple[int | None, ...]

    def circled(self, s: int) -> int:
        return self.cones[s].count(CIRCLED)

    def finished(self, s: int) -> bool:
        """The street's last cone on the truck's way is circled or crossed off."""
        if not self.dirs[s]:
            return False
        states = self.cones[s]
        last = states[0] if self.dirs[s] == "left" else states[-1]
        return last != UNSERVED

    def scoops(self, s: int) -> int:
        """Scoops on the circled cones of street ``s``: a point each."""
        return sum(n for state, n in zip(self.cones[s], data.streets()[s].scoops, strict=True)
                   if state == CIRCLED)

    def bonus_points(self) -> int:
        """Street bonuses won: each is worth a point per cone circled in its street."""
        return sum(b for b in self.bonus if b is not None and b > 0)

    def points(self) -> int:
        return sum(self.scoops(s) for s in range(len(self.cones))) + self.bonus_points()

    def places(self) -> frozenset[tuple[int, int]]:
        """(street, house from 0) of every circled cone."""
        return frozenset((s, house - 1) for s, spec in enumerate(data.streets())
                         for state, house in zip(self.cones[s], spec.cones, strict=True)
                         if state == CIRCLED)


def start() -> Trucks:
    specs = data.streets()
    dirs = tuple(("left", "right")[s] if s < 2 else "" for s in range(len(specs)))
    return Trucks(dirs, (None,) * len(specs), tuple((UNSERVED,) * len(spec.cones)
                                                     for spec in specs), (None,) * len(specs))


def _set(items: tuple, index: int, value: object) -> tuple:
    return (*items[:index], value, *items[index + 1:])


def choose(trucks: Trucks, s: int, side: str) -> Trucks:
    return replace(trucks, dirs=_set(trucks.dirs, s, side))


def passed(trucks: Trucks, s: int, h: int) -> range:
    """The houses the truck drives by to reach house ``h`` (empty if it is behind it)."""
    n = data.streets()[s].houses
    at = trucks.pos[s]
    if trucks.dirs[s] == "left":
        at = n if at is None else at
        return range(h, at) if h < at else range(0)
    at = -1 if at is None else at
    return range(at + 1, h + 1) if h > at else range(0)


def drive(trucks: Trucks, s: int, h: int) -> Trucks:
    """The truck of street ``s`` drives to house ``h`` if it has not passed it."""
    houses = passed(trucks, s, h)
    if not houses or not trucks.dirs[s]:
        return trucks
    cones = list(trucks.cones[s])
    for i, house in enumerate(data.streets()[s].cones):
        if house - 1 in houses and cones[i] == UNSERVED:
            cones[i] = CIRCLED if house - 1 == h else CROSSED
    return replace(trucks, pos=_set(trucks.pos, s, h), cones=_set(trucks.cones, s, tuple(cones)))


def settle(all_trucks: tuple[Trucks, ...], done: tuple[bool, ...]
           ) -> tuple[tuple[Trucks, ...], tuple[bool, ...]]:
    """End of a round: whoever finished a street first (this round, ties alike) wins its
    bonus; once someone has, the others cross it off."""
    fresh = tuple(not done[s] and any(t.finished(s) and t.bonus[s] is None for t in all_trucks)
                  for s in range(len(done)))
    settled = []
    for trucks in all_trucks:
        bonus = list(trucks.bonus)
        for s in range(len(done)):
            if bonus[s] is not None:
                continue
            if fresh[s] and trucks.finished(s):
                bonus[s] = trucks.circled(s)
            elif done[s] or fresh[s]:
                bonus[s] = NO_BONUS
        settled.append(replace(trucks, bonus=tuple(bonus)))
    return tuple(settled), tuple(d or f for d, f in zip(done, fresh, strict=True))


# -- trucks in JSON ----------------------------------------------------------------
def trucks_json(trucks: Trucks) -> dict[str, Any]:
    return {"dirs": list(trucks.dirs), "pos": list(trucks.pos),
            "cones": [list(c) for c in trucks.cones], "bonus": list(trucks.bonus)}


def read_trucks(value: Any, where: str) -> Trucks:
    r = Reader(value, where)
    dirs = tuple(require(d, str, r.path("dirs"), "a direction") for d in r.list("dirs"))
    specs = data.streets()
    if len(dirs) != len(specs) or any(d not in ("left", "right", "") for d in dirs):
        raise NotationError("dirs: left, right or \"\" for each street", where=r.path("dirs"))
    pos = tuple(None if p is None else require(p, int, r.path("pos"), "a house")
                for p in r.list("pos"))
    cones = tuple(tuple(require(c, int, r.path("cones"), "0, 1 or 2") for c in require(
        row, list, r.path("cones"), "a list")) for row in r.list("cones"))
    bonus = tuple(None if b is None else require(b, int, r.path("bonus"), "points")
                  for b in r.list("bonus"))
    if (len(pos) != len(specs) or len(bonus) != len(specs)
            or [len(c) for c in cones] != [len(s.cones) for s in specs]
            or any(c not in (0, 1, 2) for row in cones for c in row)
            or any(p is not None and not 0 <= p < s.houses for p, s in zip(pos, specs,
                                                                            strict=True))):
        raise NotationError("trucks do not match the sheet", where=where)
    return Trucks(dirs, pos, cones, bonus)
