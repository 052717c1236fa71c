"""The trail and the railroad track: where a herder may go, where an engine may go.

A herder's path is the list of *locations* it touches: spaces with a tile on them, and
Kansas City. Empty spaces are passed for free.

>>> tiles = {"A": "N:A", "B": "N:B", "C": "N:C", "flood1": "H:flood:2:green"}
>>> sorted(" ".join(p) for p in herder_paths("A", tiles, 2))
['B', 'B C', 'flood1', 'flood1 B']
>>> track_after("4"), track_after("s1"), track_index("s1") - track_index("4")
(('5', 's1'), ('5',), 1)
>>> engine_targets("0", {"1"}, 2)
('2', '3')
"""

from __future__ import annotations

from collections.abc import Mapping

from . import data

TrailTiles = Mapping[str, str]


def herder_paths(origin: str, tiles: TrailTiles, steps: int) -> list[tuple[str, ...]]:
    """Every sequence of locations a herder at ``origin`` may touch with 1 to ``steps``
    steps (``origin`` "start" is the trail's beginning). A path stops at Kansas City."""
    found: list[tuple[str, ...]] = []
    seen: set[tuple[str, ...]] = set()

    def walk(space: data.Space, touched: tuple[str, ...]) -> None:
        for nxt in space.next:
            here = touched
            if nxt.id == "KC" or nxt.id in tiles:
                here = (*touched, nxt.id)
                if here not in seen:
                    seen.add(here)
                    found.append(here)
                if nxt.id == "KC" or len(here) >= steps:
                    continue
            walk(nxt, here)

    if origin == "start":
        start = data.Space("start", "start", tuple(data.TRAIL[s] for s in ("A",)))
        walk(start, ())
    else:
        walk(data.TRAIL[origin], ())
    return found


# -- the railroad track: numbered spaces 0..39, station turnouts s1..s10 ----
def _track() -> tuple[str, ...]:
    after = {s.after: s.number for s in data.STATIONS if s.after < data.LAST_SPACE}
    out: list[str] = []
    for n in range(data.LAST_SPACE + 1):
        out.append(str(n))
        if n in after:
            out.append(f"s{after[n]}")
    return tuple(out)


TRACK: tuple[str, ...] = _track()
_INDEX = {label: i for i, label in enumerate(TRACK)}


def is_track(label: str) -> bool:
    return label in _INDEX


def track_index(label: str) -> int:
    return _INDEX[label]


def track_after(label: str) -> tuple[str, ...]:
    """The spaces one step forward: the next numbered space and, from a space with a
    switch, its station's turnout."""
    if label.startswith("s"):
        station = data.STATIONS[int(label[1:]) - 1]
        return (str(station.after + 1),)
    n = int(label)
    if n >= data.LAST_SPACE:
        return ()
    nxt = [str(n + 1)]
    for station in data.STATIONS:
        if station.after == n and n < data.LAST_SPACE:
            nxt.append(f"s{station.number}")
    return tuple(nxt)


def station_at(label: str) -> data.Station | None:
    """The station whose upgrade a stop here offers (a turnout, or the last space)."""
    if label.startswith("s"):
        return data.STATIONS[int(label[1:]) - 1]
    if label == str(data.LAST_SPACE):
        return data.STATIONS[-1]
    return None


def engine_targets(origin: str, blocked: set[str], steps: int) -> tuple[str, ...]:
    """Spaces an engine at ``origin`` may stop on moving forward 1 to ``steps`` steps;
    a space another engine holds is skipped as if it were not there."""
    reach: dict[str, int] = {}
    frontier = [(origin, 0)]
    while frontier:
        label, used = frontier.pop()
        for nxt in track_after(label):
            cost = used if nxt in blocked else used + 1
            if cost > steps or reach.get(nxt, steps + 1) <= cost:
                continue
            reach[nxt] = cost
            frontier.append((nxt, cost))
    return tuple(sorted((t for t, c in reach.items() if c >= 1 and t not in blocked),
                        key=track_index))


def track_before(label: str) -> tuple[str, ...]:
    """The spaces one step back: the previous numbered space, and a turnout that leads
    into this space (a turnout leads back to the space with its switch)."""
    if label.startswith("s"):
        return (str(data.STATIONS[int(label[1:]) - 1].after),)
    n = int(label)
    if n == 0:
        return ()
    out = [str(n - 1)]
    for station in data.STATIONS:
        if station.after == n - 1 and station.after < data.LAST_SPACE:
            out.append(f"s{station.number}")
    return tuple(out)


def back_targets(origin: str, blocked: set[str], steps: int) -> tuple[str, ...]:
    """Spaces an engine at ``origin`` may end on going exactly ``steps`` spaces back (a
    turnout counts as a space, as going forward; a space another engine holds is skipped
    as if it were not there; the start space holds any number).

    >>> back_targets("5", set(), 1), back_targets("5", {"4"}, 1)
    (('4', 's1'), ('3', 's1'))
    """
    ends: set[str] = set()
    frontier = [(origin, 0)]
    seen: set[tuple[str, int]] = set()
    while frontier:
        label, used = frontier.pop()
        for prev in track_before(label):
            cost = used if prev in blocked and prev != "0" else used + 1
            if cost > steps or (prev, cost) in seen:
                continue
            seen.add((prev, cost))
            if cost == steps and (prev not in blocked or prev == "0"):
                ends.add(prev)
            else:
                frontier.append((prev, cost))
    return tuple(sorted(ends, key=track_index))


def numbered_back(origin: str, blocked: set[str], steps: int) -> str | None:
    """Where an engine ends going ``steps`` numbered spaces back (skipping held ones), or
    ``None`` when the track behind is too short."""
    n = engine_number(origin)
    left = steps
    while left:
        n -= 1
        if n < 0:
            return None
        if str(n) in blocked and n != 0:
            continue
        left -= 1
    return str(n)


def free_behind(origin: str, blocked: set[str]) -> tuple[str, ...]:
    """Every free space behind ``origin`` (going back from the last space)."""
    end = track_index(origin)
    return tuple(t for t in TRACK[:end] if t not in blocked or t == "0")


def spaces_back(origin: str, dest: str, blocked: set[str]) -> int:
    """Numbered spaces an engine passes going back from ``origin`` to ``dest``: turnouts
    and spaces other engines hold do not count.

    >>> spaces_back("8", "s1", {"6"}), spaces_back("8", "4", set())
    (2, 4)
    """
    low, high = engine_number(dest), engine_number(origin)
    return sum(1 for n in range(low, high) if str(n) not in blocked or n == 0)


def crossings_before(value: int) -> int:
    """Crossings between the track's start and the space numbered ``value``."""
    return sum(1 for c in data.CROSSINGS if c < value)


def engine_number(label: str) -> int:
    """The numbered space an engine counts as (a turnout counts as the space after it)."""
    if label.startswith("s"):
        return data.STATIONS[int(label[1:]) - 1].after + 1
    return int(label)


def transport_cost(engine: str, city_value: int) -> int:
    """Dollars for the crossings between the engine's nose and the city's value."""
    return max(0, crossings_before(city_value) - crossings_before(engine_number(engine)))
