"""Technology: what the levels a player reached add to the gears' actions and to building,
and the one-off bonus of a step beyond the top level (``tzolkin.tech.*``).

>>> extra_gain({"stone": 1, "gold": 1, "corn": 2}, "yax", 5, (0, 2, 0, 0))
{'stone': 1}
>>> extra_gain({"corn": 5}, "pal", 3, (3, 0, 0, 0))
{'corn': 3}
"""

from __future__ import annotations

from typing import Any

from . import data
from .data import RESOURCES, TEMPLES, TRACKS

TECH = "tzolkin.tech"
BEYOND = "tzolkin.tech.beyond"


def level(tech: tuple[int, ...], track: str) -> int:
    return tech[TRACKS.index(track)]


def effect(tech: tuple[int, ...], track: str, key: str) -> int:
    """What the levels reached on ``track`` add for ``key``."""
    return data.tech_effect(track, level(tech, track), key)


def extra_gain(gain: dict[str, int], gear: str, number: int,
               tech: tuple[int, ...]) -> dict[str, int]:
    """The materials technology adds to a Palenque or Yaxchilan action that gives ``gain``
    (``tzolkin.tech.agri``, ``tzolkin.tech.extr``, ``tzolkin.tech.theo``)."""
    extra: dict[str, int] = {}
    for resource in RESOURCES:
        if gain.get(resource):
            extra[resource] = effect(tech, "extr", resource)
    if gear == "pal" and gain.get("corn"):
        key = "fishing" if number not in data.jungle()["actions"] else "harvest"
        extra["corn"] = effect(tech, "agri", key)
    if gear == "yax" and gain.get("skulls"):
        extra["skulls"] = effect(tech, "theo", "skulls")
    return {name: amount for name, amount in extra.items() if amount}


def beyond_words(track: str) -> int:
    """How many words a step beyond the top of ``track`` takes (its choices)."""
    bonus = data.tech_beyond(track)
    return bonus.get("temples", 0) + bonus.get("resources", 0)


def beyond_choices(track: str) -> list[tuple[str, ...]]:
    """Every choice of words for the bonus of a step beyond the top of ``track``."""
    bonus = data.tech_beyond(track)
    if bonus.get("temples"):
        return [(t,) for t in TEMPLES]
    if bonus.get("resources") == 2:
        return [(a, b) for i, a in enumerate(RESOURCES) for b in RESOURCES[i:]]
    return [()]


def take_beyond(work: Any, track: str, words: tuple[str, ...]) -> None:
    """Give the bonus of a step beyond the top of ``track``; ``words`` are its choices."""
    bonus = data.tech_beyond(track)
    if len(words) != beyond_words(track):
        work.refuse(f"a step beyond the top of {track} takes {beyond_words(track)} word(s) "
                    "for its bonus", BEYOND)
    for word in words:
        if bonus.get("temples"):
            if word not in TEMPLES:
                work.refuse(f"name a temple ({', '.join(TEMPLES)}), got {word!r}", BEYOND)
            work.step_temple(word)
        elif word not in RESOURCES:
            work.refuse(f"name a resource ({', '.join(RESOURCES)}), got {word!r}", BEYOND)
        else:
            work.gain({word: 1})
    work.earn("tech", bonus.get("points", 0))
    if bonus.get("skulls"):
        work.gain({"skulls": bonus["skulls"]})


def free_beyond_words(work: Any, track: str) -> tuple[str, ...]:
    """The choices the engine makes for a free step beyond the top (a building's): your
    lowest temple, the dearest resource."""
    bonus = data.tech_beyond(track)
    if bonus.get("temples"):
        return tuple(work.lowest_temple() for _ in range(bonus["temples"]))
    return tuple(RESOURCES[-1] for _ in range(bonus.get("resources", 0)))
