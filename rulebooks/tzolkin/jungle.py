"""Palenque's jungle: a pile of corn tiles under each of its harvest actions, wood tiles on
top of them from the ``wood_from`` action on (``tzolkin.jungle``).

``state.forest`` holds, for each action of ``data.jungle()["actions"]``, the corn tiles and
the wood tiles left in its pile.

>>> new_forest(3)
((3, 0), (3, 3), (3, 3), (3, 3))
"""

from __future__ import annotations

from typing import Any

from . import data, tech
from .data import TEMPLES

JUNGLE = "tzolkin.jungle"
BURN = "tzolkin.jungle.burn"
RULE = "tzolkin.gear.pal"


def new_forest(players: int) -> tuple[tuple[int, int], ...]:
    """The piles at the start: a corn tile per player, as many wood tiles on top where the
    action gives wood."""
    spec = data.jungle()
    return tuple((players, players if number >= spec["wood_from"] else 0)
                 for number in spec["actions"])


def choices(number: int) -> list[tuple[str, ...]]:
    """Every choice of words worth trying for Palenque action ``number``."""
    if "or_gain" not in data.gear("pal").action(number):
        return [()]
    return [("corn",), ("wood",), *(("burn", t) for t in TEMPLES)]


def harvest(work: Any, number: int, words: tuple[str, ...]) -> None:
    """Palenque action ``number`` with its words: corn, wood, or ``burn TEMPLE``."""
    spec = data.gear("pal").action(number)
    kind = words[0] if words else "corn"
    wants = 2 if kind == "burn" else (1 if "or_gain" in spec else 0)
    if len(words) != wants or kind not in ("corn", "wood", "burn"):
        work.refuse("this action takes " + ("corn, wood or 'burn TEMPLE'" if "or_gain" in spec
                                            else "no choices"), RULE)
    if kind != "corn" and "or_gain" not in spec:
        work.refuse(f"Palenque {number} gives corn only", RULE)
    if number not in data.jungle()["actions"]:
        gain = dict(spec["gain"])
    elif kind == "wood":
        gain = _wood(work, number, spec)
    else:
        gain = _corn(work, number, spec, words[1] if kind == "burn" else None)
    work.gain(gain)
    work.gain(tech.extra_gain(gain, "pal", number, work.seat["tech"]))


def _pile(work: Any, number: int) -> list[int]:
    return work.forest[data.jungle()["actions"].index(number)]


def _count(work: Any, which: int) -> None:
    taken = list(work.seat["jungle"])
    taken[which] += 1
    work.seat["jungle"] = tuple(taken)


def _wood(work: Any, number: int, spec: dict[str, Any]) -> dict[str, int]:
    pile = _pile(work, number)
    if pile[1] < 1:
        work.refuse(f"no wood tile is left at Palenque {number}", JUNGLE)
    pile[1] -= 1
    _count(work, 1)
    return dict(spec["or_gain"])


def _corn(work: Any, number: int, spec: dict[str, Any], burn: str | None) -> dict[str, int]:
    pile = _pile(work, number)
    corn, wood = pile
    if burn is not None:
        if burn not in TEMPLES:
            work.refuse(f"name a temple to step down ({', '.join(TEMPLES)}), got {burn!r}",
                        BURN)
        if wood < 1 or corn < 1:
            work.refuse(f"no wood tile covers a corn tile at Palenque {number}", BURN)
        if not work.seat["temples"][TEMPLES.index(burn)]:
            work.refuse(f"you stand on the bottom step of {data.temple(burn).name}", BURN)
        pile[0], pile[1] = corn - 1, wood - 1
        work.step_temple(burn, -data.jungle()["burn_steps"])
        _count(work, 0)
    elif corn > wood:
        pile[0] -= 1
        _count(work, 0)
    elif not tech.effect(work.seat["tech"], "agri", "bare"):
        where = "wood covers its corn tiles" if wood else "its corn tiles are gone"
        work.refuse(f"Palenque {number}: {where}", JUNGLE)
    return dict(spec["gain"])
