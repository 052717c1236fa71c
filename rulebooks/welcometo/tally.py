"""The Welcome To... calculator's tally mode: the figures of the paper score pad, checked
against what a real sheet can hold, scored line by line as a drawn sheet is.

>>> counts, temp = read_tally({"mode": "tally", "estates": [1, 0, 2, 0, 0, 0], "pools": 2,
...                            "parks": [1, 0, 0], "temp_rank": 1})
>>> counts.estates, counts.pools, temp.points
((1, 0, 2, 0, 0, 0), 2, 7)
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ..core.codec import Reader
from ..core.errors import SetupError
from ..core.score import Part
from ..core.tally import count, counts, tally_reader
from . import data
from .scoring import (
    CONES,
    ESTATES,
    LIGHTS,
    PARKS,
    PLANS,
    POOLS,
    TEMPS,
    Counts,
    lights_part,
    temp_part,
)

ROUNDABOUTS = "welcometo.roundabout.penalty"
SIZES = len(data.estate_sizes())
STREETS = len(data.streets())


def _array(what: str, size: int, default: int = 0) -> dict[str, Any]:
    return {"type": "array", "items": {"type": "integer", "minimum": 0}, "minItems": size,
            "maxItems": size, "default": [default] * size, "description": what}


def _number(what: str) -> dict[str, Any]:
    return {"type": "integer", "minimum": 0, "default": 0, "description": what}


TALLY: dict[str, Any] = {
    "title": "Score pad",
    "description": "The figures of one sheet's score box, as a paper pad asks for them.",
    "properties": {
        "plans": _array("Points written for city plans n°1, n°2 and n°3.", 3),
        "parks": _array("Parks built in each street, top street first.", STREETS),
        "pools": _number("Pools built."),
        "temp_rank": {"type": "integer", "minimum": 0, "maximum": len(data.temp_points()),
                      "description": "Your place in the temp agency ranking (1 = most "
                      "temps; 0 = no award). Give this or temp_points."},
        "temp_points": {"enum": sorted({0, *data.temp_points()}),
                        "description": "Temp agency points, as written on the pad."},
        "estates": _array("Completed estates of 1, 2, 3, 4, 5 and 6 houses.", SIZES),
        "values": _array("Boxes ticked in the estate-value columns for estates of 1 to 6 "
                         "houses.", SIZES),
        "bis": _number("Bis numbers written."),
        "refusals": _number("Building permit refusals crossed off."),
        "roundabouts": _number("Roundabouts built."),
        "lights": _array("Christmas Lights: houses on the longest lit string of each street, "
                         "top street first.", STREETS),
        "scoops": _array("Ice Cream Truck: scoops on the cones circled in each street, top "
                         "street first.", STREETS),
        "cone_bonus": _array("Ice Cream Truck: bonus points written for each street (a point "
                             "per cone circled there, for the street's bonus).", STREETS),
    },
}

SAMPLE_TALLY: dict[str, Any] = {"mode": "tally", "plans": [8, 0, 7], "parks": [2, 3, 2],
                                "pools": 5, "temp_rank": 1, "estates": [1, 0, 4, 0, 0, 0],
                                "values": [0, 1, 2, 1, 0, 0], "bis": 1, "refusals": 1,
                                "roundabouts": 0}


def read_tally(payload: Any) -> tuple[Counts, Part]:
    """The pad's figures and the temp agency part; a figure no sheet can hold is refused
    with its place, what a sheet allows and the rule."""
    r = tally_reader(payload, TALLY)
    streets = data.streets()
    found = Counts(
        plans=_plans(r.raw("plans", [0, 0, 0])),
        parks=counts(r.raw("parks", [0] * STREETS), "input.parks", STREETS,
                     tuple(s.park_boxes for s in streets), PARKS, "parks"),
        pools=count(r.raw("pools", 0), "input.pools", min(_planned_pools(), data.boxes("pools")),
                    POOLS, "pools", "the sheet has planned pools"),
        estates=counts(r.raw("estates", [0] * SIZES), "input.estates", SIZES, None, ESTATES,
                       "estates"),
        values=counts(r.raw("values", [0] * SIZES), "input.values", SIZES,
                      tuple(len(data.value_track(s)) - 1 for s in data.estate_sizes()),
                      ESTATES, "ticks"),
        bis=count(r.raw("bis", 0), "input.bis", data.boxes("bis"), "welcometo.score.bis",
                  "bis numbers", "the bis track has boxes"),
        refusals=count(r.raw("refusals", 0), "input.refusals", data.boxes("refusals"),
                       "welcometo.score.refusals", "refusals", "the refusal track has boxes"),
        roundabouts=count(r.raw("roundabouts", 0), "input.roundabouts",
                          data.boxes("roundabouts"), ROUNDABOUTS, "roundabouts",
                          "the roundabout track has boxes"),
    )
    _check_fit(found)
    return found, _temp(r)


def neighbourhood_parts(payload: Any) -> dict[str, list[Part]]:
    """The expansion lines a pad may add: Christmas Lights per street, or the Ice Cream
    Truck's scoops and street bonuses (a sheet plays one neighbourhood, not both)."""
    r = Reader(payload, "input")
    streets = data.streets()
    lights = counts(r.raw("lights", [0] * STREETS), "input.lights", STREETS,
                    tuple(s.houses for s in streets), LIGHTS, "lit houses")
    scoops = counts(r.raw("scoops", [0] * STREETS), "input.scoops", STREETS,
                    tuple(sum(s.scoops) for s in streets), CONES, "scoops")
    bonus = counts(r.raw("cone_bonus", [0] * STREETS), "input.cone_bonus", STREETS,
                   tuple(len(s.cones) for s in streets), CONES, "bonus points")
    has_lights, has_cones = "lights" in r.data, bool({"scoops", "cone_bonus"} & set(r.data))
    if has_lights and has_cones:
        raise SetupError("a sheet plays one neighbourhood: Christmas Lights or the Ice Cream "
                         "Truck", expected="lights, or scoops and bonuses, not both",
                         got="both", rule=LIGHTS, where="input.lights")
    for s, (won, served) in enumerate(zip(bonus, scoops, strict=True)):
        if won > served:  # every cone circled holds a scoop at least
            raise SetupError(f"street {s + 1}'s bonus is a point per cone circled there, "
                             "and each circled cone holds at least one scoop",
                             expected=f"at most {served} (the street's scoops)", got=won,
                             rule=CONES, where=f"input.cone_bonus[{s}]")
    lines: dict[str, list[Part]] = {"lights": [], "cones": []}
    if has_lights:
        lines["lights"] = [lights_part(s, n) for s, n in enumerate(lights)]
    if has_cones:
        lines["cones"] = [Part("Ice cream", sum(scoops) + sum(bonus), CONES,
                               f"{sum(scoops)} scoop(s), {sum(bonus)} bonus point(s)", "cones")]
    return lines


def _planned_pools() -> int:
    return sum(len(street.pools) for street in data.streets())


def _plans(value: Any) -> tuple[int, ...]:
    points = counts(value, "input.plans", 3, None, PLANS, "plan points")  # each checked below
    for i, given in enumerate(points):
        allowed = sorted({0, *(p for spec in data.plans() if spec.stack == i + 1
                               for p in spec.points)})
        if given not in allowed:
            raise SetupError(f"no city plan n°{i + 1} gives {given} points",
                             expected=", ".join(map(str, allowed)), got=given, rule=PLANS,
                             where=f"input.plans[{i}]")
    return points


def _temp(r: Reader) -> Part:
    if "temp_rank" in r.data and "temp_points" in r.data:
        raise SetupError("the temp agency is given twice", expected="temp_rank or temp_points",
                         got="both", rule=TEMPS, where="input.temp_points")
    awards = data.temp_points()
    if "temp_points" in r.data:
        points = count(r.raw("temp_points"), "input.temp_points", None, TEMPS, "temp points")
        if points not in (0, *awards):
            raise SetupError("the temp agency pays one of its awards",
                             expected=", ".join(map(str, sorted({0, *awards}))), got=points,
                             rule=TEMPS, where="input.temp_points")
        return temp_part(points, "as written on the pad")
    rank = count(r.raw("temp_rank", 0), "input.temp_rank", len(awards), TEMPS,
                 "ranks", "the temp agency awards")
    return temp_part(awards[rank - 1] if rank else 0,
                     f"ranked {rank} for temps" if rank else "no award")


def _check_fit(found: Counts) -> None:
    """The estates (and a house for each roundabout) must fit into the streets."""
    items = tuple(sorted([size for size, n in zip(data.estate_sizes(), found.estates,
                                                  strict=True) for _ in range(n)]
                         + [1] * found.roundabouts, reverse=True))
    houses = tuple(street.houses for street in data.streets())
    if not _fits(items, houses):
        used = sum(items)
        raise SetupError("these estates do not fit into the streets",
                         expected=f"estates that fit into streets of {', '.join(map(str, houses))}"
                         " houses (with a house for each roundabout)",
                         got=f"{used} houses in estates of {', '.join(map(str, items))}"
                         if items else "none", rule=ESTATES, where="input.estates")


@cache
def _fits(items: tuple[int, ...], room: tuple[int, ...]) -> bool:
    """Whether the estates ``items`` (largest first) can be placed into streets with
    ``room`` houses free each (a small bin packing, memoized)."""
    if not items:
        return True
    if sum(items) > sum(room):
        return False
    first, rest = items[0], items[1:]
    for s, free in enumerate(room):
        if free >= first and free not in room[:s]:
            left = tuple(sorted((*room[:s], free - first, *room[s + 1:])))
            if _fits(rest, left):
                return True
    return False
