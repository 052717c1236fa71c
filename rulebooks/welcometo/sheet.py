"""One player's score sheet: three streets of houses, fences, and the tracks beside them.

Streets and houses count from 0 here and from 1 in everything a person reads.
A house holds ``None`` (empty), a number, or :data:`ROUNDABOUT`.

>>> sheet = blank()
>>> sheet = sheet.write(0, 2, 5).write(0, 6, 9)
>>> sheet.fits(0, 4, 7), sheet.fits(0, 4, 12)
(True, False)
>>> [(s, h) for s, h in sheet.places(4)][:3]
[(0, 0), (0, 1), (1, 0)]
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace

from . import data

ROUNDABOUT = -1
Cells = tuple[int | None, ...]
Flags = tuple[bool, ...]


def _set(items: tuple, index: int, value: object) -> tuple:
    return (*items[:index], value, *items[index + 1:])


@dataclass(frozen=True)
class Estate:
    """A completed estate: numbered houses between two fences (``start`` counts from 0)."""

    street: int
    start: int
    size: int

    @property
    def houses(self) -> range:
        return range(self.start, self.start + self.size)


@dataclass(frozen=True)
class Sheet:
    """Everything written on one sheet. Tracks hold how many boxes are ticked."""

    houses: tuple[Cells, ...]
    bis: tuple[Flags, ...]
    fences: tuple[Flags, ...]          # fences[s][g]: between house g and g + 1
    pools: tuple[Flags, ...]           # built pools, by house
    used: tuple[Flags, ...]            # houses that served a plan
    parks: tuple[int, ...]
    values: tuple[int, ...]            # ticks in each estate-value column (sizes 1-6)
    temps: int = 0
    refusals: int = 0
    plans: tuple[int, ...] = (0, 0, 0)  # points written in the plan boxes n°1-3

    # -- reading ----------------------------------------------------------
    def cell(self, s: int, h: int) -> int | None:
        return self.houses[s][h]

    def numbered(self, s: int, h: int) -> bool:
        value = self.houses[s][h]
        return value is not None and value != ROUNDABOUT

    @property
    def bis_count(self) -> int:
        return sum(sum(street) for street in self.bis)

    @property
    def pool_count(self) -> int:
        return sum(sum(street) for street in self.pools)

    @property
    def roundabouts(self) -> int:
        return sum(street.count(ROUNDABOUT) for street in self.houses)

    def full(self) -> bool:
        """Every house of every street is built (a roundabout fills its space)."""
        return all(value is not None for street in self.houses for value in street)

    def street_full(self, s: int) -> bool:
        return all(value is not None for value in self.houses[s])

    def empty_houses(self) -> Iterator[tuple[int, int]]:
        for s, street in enumerate(self.houses):
            for h, value in enumerate(street):
                if value is None:
                    yield s, h

    def fence_at(self, s: int, gap: int) -> bool:
        """Is there a fence after house ``gap`` (the street's two ends always have one)?"""
        return gap < 0 or gap >= len(self.fences[s]) or self.fences[s][gap]

    # -- the order of numbers ----------------------------------------------
    def bounds(self, s: int, h: int) -> tuple[int, int]:
        """The nearest numbers left and right of house ``h`` in its stretch of street
        (a roundabout starts a new stretch): a new number must lie strictly between."""
        low, high = data.number_range()
        left, right = low - 1, high + 1
        street = self.houses[s]
        for value in reversed(street[:h]):
            if value == ROUNDABOUT:
                break
            if value is not None:
                left = value
                break
        for value in street[h + 1:]:
            if value == ROUNDABOUT:
                break
            if value is not None:
                right = value
                break
        return left, right

    def fits(self, s: int, h: int, number: int) -> bool:
        """Can ``number`` be written in house ``h`` of street ``s`` (empty, in order)?"""
        if self.houses[s][h] is not None:
            return False
        left, right = self.bounds(s, h)
        return left < number < right

    def places(self, number: int) -> Iterator[tuple[int, int]]:
        """Every house where ``number`` may be written."""
        for s, h in self.empty_houses():
            if self.fits(s, h, number):
                yield s, h

    def can_place(self, number: int) -> bool:
        return next(self.places(number), None) is not None

    def bis_sources(self, s: int, h: int) -> tuple[int, ...]:
        """Numbers a bis may copy into empty house ``h``: an equal neighbour beside it,
        with no fence in between, and the order still kept on the other side."""
        if self.houses[s][h] is not None:
            return ()
        found = []
        street = self.houses[s]
        for side in (h - 1, h + 1):
            if not 0 <= side < len(street) or not self.numbered(s, side):
                continue
            if self.fence_at(s, min(side, h)):
                continue
            number = street[side]
            left, right = self.bounds(s, h)
            if left <= number <= right and number not in found:
                found.append(number)
        return tuple(found)

    def fence_allowed(self, s: int, gap: int) -> bool:
        """A new fence: not already there, not between a number and its bis, and not
        through houses that served a plan together."""
        if not 0 <= gap < len(self.fences[s]) or self.fences[s][gap]:
            return False
        a, b = self.houses[s][gap], self.houses[s][gap + 1]
        if a is not None and a == b and a != ROUNDABOUT:
            return False
        return not (self.used[s][gap] and self.used[s][gap + 1])

    # -- estates and lights -----------------------------------------------
    def estates(self) -> list[Estate]:
        """Completed estates of 1 to 6 houses, street by street, left to right."""
        found = []
        for s, street in enumerate(self.houses):
            start = 0
            for h in range(len(street)):
                if self.fence_at(s, h):
                    size = h - start + 1
                    if size <= data.max_estate() and all(
                        self.numbered(s, i) for i in range(start, h + 1)
                    ):
                        found.append(Estate(s, start, size))
                    start = h + 1
        return found

    def lit(self, s: int, gap: int) -> bool:
        """A string of lights joins houses ``gap`` and ``gap + 1``: both numbered and
        consecutive (a number and its bis count as consecutive)."""
        a, b = self.houses[s][gap], self.houses[s][gap + 1]
        if not (self.numbered(s, gap) and self.numbered(s, gap + 1)):
            return False
        return b in (a, a + 1)

    def longest_lights(self, s: int) -> int:
        """Houses on the longest string of lights of street ``s`` (0 if none)."""
        best = run = 0
        for gap in range(len(self.houses[s]) - 1):
            run = run + 1 if self.lit(s, gap) else 0
            best = max(best, run)
        return best + 1 if best else 0

    # -- writing (callers check the rules first) ----------------------------
    def write(self, s: int, h: int, number: int, bis: bool = False) -> Sheet:
        houses = _set(self.houses, s, _set(self.houses[s], h, number))
        flags = _set(self.bis, s, _set(self.bis[s], h, bis))
        return replace(self, houses=houses, bis=flags)

    def fence(self, s: int, gap: int) -> Sheet:
        return replace(self, fences=_set(self.fences, s, _set(self.fences[s], gap, True)))

    def roundabout(self, s: int, h: int) -> Sheet:
        sheet = self.write(s, h, ROUNDABOUT)
        for gap in (h - 1, h):
            if 0 <= gap < len(self.fences[s]):
                sheet = sheet.fence(s, gap)
        return sheet

    def build_pool(self, s: int, h: int) -> Sheet:
        return replace(self, pools=_set(self.pools, s, _set(self.pools[s], h, True)))

    def park(self, s: int) -> Sheet:
        return replace(self, parks=_set(self.parks, s, self.parks[s] + 1))

    def tick_value(self, size: int) -> Sheet:
        return replace(self, values=_set(self.values, size - 1, self.values[size - 1] + 1))

    def mark_used(self, places: list[tuple[int, int]]) -> Sheet:
        used = [list(street) for street in self.used]
        for s, h in places:
            used[s][h] = True
        return replace(self, used=tuple(tuple(street) for street in used))

    def claim(self, stack: int, points: int) -> Sheet:
        return replace(self, plans=_set(self.plans, stack, points))


def blank() -> Sheet:
    """A fresh sheet."""
    sizes = [spec.houses for spec in data.streets()]
    return Sheet(
        houses=tuple((None,) * n for n in sizes),
        bis=tuple((False,) * n for n in sizes),
        fences=tuple((False,) * (n - 1) for n in sizes),
        pools=tuple((False,) * n for n in sizes),
        used=tuple((False,) * n for n in sizes),
        parks=(0,) * len(sizes),
        values=(0,) * len(data.estate_sizes()),
    )


def planned_pool(s: int, h: int) -> bool:
    """Is a pool planned at house ``h`` (from 0) of street ``s`` (from 0)?"""
    return h + 1 in data.streets()[s].pools


def place(s: int, h: int) -> str:
    """A house as a person reads it: ``'street 2, house 5'``."""
    return f"street {s + 1}, house {h + 1}"
