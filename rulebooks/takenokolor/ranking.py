"""Sheet 2's sun: the players ranked by the rays they coloured, with the points of
``data.toml`` (most, second, third). Tied players each score the points of the place they
share, as every source says; which place the next player takes after a tie no source says,
so both readings are here:

* ``skip``: the tied players use up the places they fill (two first, then third);
* ``next``: the next player takes the very next place (two first, then second).

>>> sun_points([5, 3, 2])
(6, 4, 2)
>>> sun_points([5, 5, 2]), sun_points([5, 5, 2], "next")
((6, 6, 2), (6, 6, 4))
>>> sun_points([4, 4, 4, 1]), sun_points([4, 4, 4, 1], "next")
((6, 6, 6, 0), (6, 6, 6, 4))
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.errors import NotationError
from . import data

READINGS = ("skip", "next")
RULE = "takenokolor.sheet2.scoring"


def places() -> tuple[int, ...]:
    """The sun's points for the first, second and third place."""
    return tuple(data.data()["sheets"]["2"]["sun_ranking"])


def sun_points(rays: Sequence[int], reading: str = "skip") -> tuple[int, ...]:
    """Each player's sun points on sheet 2, from the rays each coloured (in seat order)."""
    if reading not in READINGS:
        raise NotationError(f"the reading is one of {', '.join(READINGS)}", where="reading")
    if any(not isinstance(r, int) or isinstance(r, bool) or r < 0 for r in rays):
        raise NotationError("rays are whole numbers from 0", where="rays")
    points = places()
    distinct = sorted(set(rays), reverse=True)
    found = []
    for count in rays:
        place = (sum(1 for r in rays if r > count) if reading == "skip"
                 else distinct.index(count))
        found.append(points[place] if place < len(points) else 0)
    return tuple(found)
