"""City plans: when a sheet meets one, and which houses it then uses up.

``fulfil(spec, sheet)`` returns the houses the plan marks as used (possibly none)
when the sheet meets the plan, and ``None`` when it does not. Houses already used
by a plan never count again.

>>> from .sheet import blank
>>> sheet = blank().write(0, 0, 1).fence(0, 0)
>>> fulfil(data.plan("1-singles"), sheet) is None
True
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations, product

from . import data
from .data import PlanSpec
from .sheet import ROUNDABOUT, Estate, Sheet

Places = list[tuple[int, int]]
Circled = frozenset[tuple[int, int]]  # Ice Cream Truck: (street, house) of circled cones
THEMED = ("icecream", "christmas")  # neighbourhoods whose plans replace the n°3 plans


def free_estates(sheet: Sheet) -> list[Estate]:
    """Completed estates none of whose houses served a plan yet."""
    return [e for e in sheet.estates() if not any(sheet.used[e.street][h] for h in e.houses)]


def _pick(estates: list[Estate], sizes: tuple[int, ...]) -> list[Estate] | None:
    """The first estate of each required size, in reading order (street 1 first)."""
    chosen: list[Estate] = []
    for size in sizes:
        match = next((e for e in estates if e.size == size and e not in chosen), None)
        if match is None:
            return None
        chosen.append(match)
    return chosen


def _places(estates: list[Estate]) -> Places:
    return [(e.street, h) for e in estates for h in e.houses]


def _estates(spec: PlanSpec, sheet: Sheet) -> Places | None:
    chosen = _pick(free_estates(sheet), spec.sizes)
    return None if chosen is None else _places(chosen)


def _lights_inside(sheet: Sheet, estate: Estate) -> int:
    gaps = range(estate.start, estate.start + estate.size - 1)
    return sum(sheet.lit(estate.street, g) for g in gaps)


def _unlit(spec: PlanSpec, sheet: Sheet) -> Places | None:
    dark = [e for e in free_estates(sheet) if _lights_inside(sheet, e) == 0]
    chosen = _pick(dark, spec.sizes)
    return None if chosen is None else _places(chosen)


def _lit(spec: PlanSpec, sheet: Sheet) -> Places | None:
    """Two estates side by side, each lit end to end, joined by the light over their fence."""
    estates = free_estates(sheet)
    for a in estates:
        for b in estates:
            if (b.street == a.street and b.start == a.start + a.size
                    and sorted((a.size, b.size)) == sorted(spec.sizes)
                    and _lights_inside(sheet, a) == a.size - 1
                    and _lights_inside(sheet, b) == b.size - 1
                    and sheet.lit(a.street, a.start + a.size - 1)):
                return _places([a, b])
    return None


def _lit_street(spec: PlanSpec, sheet: Sheet) -> Places | None:
    for s, street in enumerate(sheet.houses):
        if all(sheet.lit(s, g) for g in range(len(street) - 1)):
            return []
    return None


def _full_street(spec: PlanSpec, sheet: Sheet) -> Places | None:
    s = spec.street - 1
    if sheet.street_full(s) and not any(sheet.used[s]):
        return [(s, h) for h in range(len(sheet.houses[s])) if sheet.numbered(s, h)]
    return None


def _ends(spec: PlanSpec, sheet: Sheet) -> Places | None:
    ends = [(s, h) for s, street in enumerate(sheet.houses) for h in (0, len(street) - 1)]
    if all(sheet.houses[s][h] is not None and not sheet.used[s][h] for s, h in ends):
        return [(s, h) for s, h in ends if sheet.numbered(s, h)]
    return None


def _bis(spec: PlanSpec, sheet: Sheet) -> Places | None:
    return [] if any(sum(flags) >= spec.count for flags in sheet.bis) else None


def _temps(spec: PlanSpec, sheet: Sheet) -> Places | None:
    return [] if sheet.temps >= spec.count else None


def parks_done(sheet: Sheet, s: int) -> bool:
    return sheet.parks[s] >= data.streets()[s].park_boxes


def pools_done(sheet: Sheet, s: int) -> bool:
    return all(sheet.pools[s][p - 1] for p in data.streets()[s].pools)


def _all_parks(spec: PlanSpec, sheet: Sheet) -> Places | None:
    done = sum(parks_done(sheet, s) for s in range(len(sheet.houses)))
    return [] if done >= spec.streets else None


def _all_pools(spec: PlanSpec, sheet: Sheet) -> Places | None:
    done = sum(pools_done(sheet, s) for s in range(len(sheet.houses)))
    return [] if done >= spec.streets else None


def _green(spec: PlanSpec, sheet: Sheet) -> Places | None:
    s = spec.street - 1
    return [] if parks_done(sheet, s) and pools_done(sheet, s) else None


def _complete(spec: PlanSpec, sheet: Sheet) -> Places | None:
    for s, street in enumerate(sheet.houses):
        if parks_done(sheet, s) and pools_done(sheet, s) and ROUNDABOUT in street:
            return []
    return None


def cones_in(estate: Estate, circled: Circled) -> int:
    return sum((estate.street, h) in circled for h in estate.houses)


def _ice_estates(spec: PlanSpec, sheet: Sheet, circled: Circled) -> list[Estate]:
    """Free estates with no circled cone (coneless) or at least ``count`` of them."""
    if spec.kind == "coneless-estates":
        return [e for e in free_estates(sheet) if cones_in(e, circled) == 0]
    return [e for e in free_estates(sheet) if cones_in(e, circled) >= spec.count]


def _ice(spec: PlanSpec, sheet: Sheet, circled: Circled) -> Places | None:
    if spec.kind == "cones-street":
        for street in data.streets():
            if all((street.index, house - 1) in circled for house in street.cones):
                return []
        return None
    chosen = _pick(_ice_estates(spec, sheet, circled), spec.sizes)
    return None if chosen is None else _places(chosen)


ICE_KINDS = ("cones-street", "coneless-estates", "cone-estates")

CHECKS: dict[str, Callable[[PlanSpec, Sheet], Places | None]] = {
    "estates": _estates,
    "unlit-estates": _unlit,
    "lit-estates": _lit,
    "lit-street": _lit_street,
    "full-street": _full_street,
    "ends": _ends,
    "bis-in-street": _bis,
    "temps": _temps,
    "all-parks": _all_parks,
    "all-pools": _all_pools,
    "parks-and-pools": _green,
    "complete": _complete,
}


def fulfil(spec: PlanSpec, sheet: Sheet, circled: Circled = frozenset()) -> Places | None:
    """The houses used up when ``sheet`` meets ``spec``; ``None`` when it does not.
    ``circled`` holds the sheet's circled ice cream cones (Ice Cream Truck plans)."""
    if spec.kind in ICE_KINDS:
        return _ice(spec, sheet, circled)
    return CHECKS[spec.kind](spec, sheet)


Start = tuple[int, int]  # (street, first house) of an estate, from 0


def _by_sizes(estates: list[Estate], sizes: tuple[int, ...]) -> list[tuple[Estate, ...]]:
    """Every set of distinct estates matching ``sizes``, each in reading order."""
    groups = []
    for size in sorted(set(sizes)):
        fitting = [e for e in estates if e.size == size]
        groups.append(list(combinations(fitting, sizes.count(size))))
    found = [tuple(sorted((e for group in pick for e in group), key=lambda e: (e.street, e.start)))
             for pick in product(*groups)]
    return sorted(found, key=lambda c: [(e.street, e.start) for e in c])


def estate_choices(spec: PlanSpec, sheet: Sheet,
                   circled: Circled = frozenset()) -> list[tuple[Start, ...]] | None:
    """Each set of estates a player may choose to fulfil ``spec`` with, named by the first
    house of each estate; ``None`` for a plan that does not ask for estates."""
    if spec.kind in ("coneless-estates", "cone-estates"):
        found = _by_sizes(_ice_estates(spec, sheet, circled), spec.sizes)
    elif spec.kind == "estates":
        found = _by_sizes(free_estates(sheet), spec.sizes)
    elif spec.kind == "unlit-estates":
        dark = [e for e in free_estates(sheet) if _lights_inside(sheet, e) == 0]
        found = _by_sizes(dark, spec.sizes)
    elif spec.kind == "lit-estates":
        found = [pair for pair in _by_sizes(free_estates(sheet), spec.sizes)
                 if _lit(spec, _only(sheet, pair)) is not None]
    else:
        return None
    return [tuple((e.street, e.start) for e in choice) for choice in found]


def _only(sheet: Sheet, estates: tuple[Estate, ...]) -> Sheet:
    """The sheet with every other estate marked used, so that a check sees only these."""
    keep = {(e.street, h) for e in estates for h in e.houses}
    others = [(e.street, h) for e in free_estates(sheet) for h in e.houses
              if (e.street, h) not in keep]
    return sheet.mark_used(others)


def fulfil_with(spec: PlanSpec, sheet: Sheet, chosen: tuple[Start, ...],
                circled: Circled = frozenset()) -> Places | None:
    """The houses used up when the player fulfils ``spec`` with the estates starting at
    ``chosen``; ``None`` when those estates do not fulfil it."""
    if chosen not in (estate_choices(spec, sheet, circled) or []):
        return None
    starts = set(chosen)
    return _places([e for e in free_estates(sheet) if (e.street, e.start) in starts])


def describe(spec: PlanSpec) -> str:
    """What a plan asks, in a phrase."""
    sizes = " + ".join(str(size) for size in spec.sizes)
    text = {
        "estates": f"estates of {sizes} houses",
        "unlit-estates": f"estates of {sizes} houses with no lights inside",
        "lit-estates": f"estates of {sizes} houses side by side on one string of lights",
        "lit-street": "every house of one street on a single string of lights",
        "full-street": f"every house of street {spec.street} built",
        "ends": "the first and last house of every street built",
        "bis-in-street": f"{spec.count} bis numbers in one street",
        "temps": f"{spec.count} temp agency boxes ticked",
        "all-parks": f"every park built in {spec.streets} streets",
        "all-pools": f"every planned pool built in {spec.streets} streets",
        "parks-and-pools": f"every park and every pool of street {spec.street}",
        "complete": "every park, every pool and a roundabout in one street",
        "cones-street": "every ice cream cone of one street circled",
        "coneless-estates": f"estates of {sizes} houses with no circled ice cream cone",
        "cone-estates": f"estates of {sizes} houses, each with at least {spec.count} "
                        "circled ice cream cones",
    }
    return text[spec.kind]


def choices(stack: int, sets: tuple[str, ...]) -> tuple[PlanSpec, ...]:
    """The plan cards of one stack (1-3) in the sets in play; a themed neighbourhood's cards
    (Ice Cream Truck, Christmas Lights) replace the n°3 cards of the base game."""
    found = tuple(p for p in data.plans() if p.stack == stack and p.set in sets)
    themed = [s for s in sets if s in THEMED]
    if stack == 3 and themed:
        found = tuple(p for p in found if p.set in themed)
    return found
