"""Every choice of words worth trying for a gear action (a superset of the legal ones): what
the legal moves and the bots try; the engine judges each."""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement
from typing import Any

from . import data, tech
from .data import GEARS, RESOURCES, TEMPLES, TRACKS
from .jungle import choices as jungle_choices


def choices_for(state: Any, seat: int, gear: str, number: int,
                nested: bool = False) -> list[tuple[str, ...]]:
    """Every choice of words worth trying for one action (a superset of the legal ones)."""
    spec = data.gear(gear).action(number)
    me = state.seats[seat]
    if gear == "pal":
        return jungle_choices(number)
    if gear == "yax":
        return [()]
    if gear == "chi":
        own = [(r,) for r in RESOURCES] if spec["skull"].get("resource") else [()]
        if not tech.effect(me.tech, "theo", "offering"):
            return own
        return [*own, *((*o, r, t) for o in own for r in RESOURCES for t in TEMPLES)]
    kind = spec["kind"]
    if kind == "tech":
        return _tech_choices(me.tech, spec["steps"])
    if kind in ("build", "build-corn"):
        return _builds(state, me, 1, nested)
    if kind == "build2":
        return [*_builds(state, me, 2, nested), *((m,) for m in state.monuments)]
    if kind == "temples2":
        return [(r, a, b) for r in RESOURCES for a, b in combinations(TEMPLES, 2)]
    if kind == "temple":
        return [(t,) for t in TEMPLES]
    if kind == "trade":
        return _trades(me)
    if kind == "other" and not nested:
        return [(g, str(n), *c) for g in GEARS[:4]
                for n in range(1, len(data.gear(g).actions) + 1) if (g, n) != ("uxm", 5)
                for c in choices_for(state, seat, g, n, nested=True)]
    return [()]


def _tech_choices(levels: tuple[int, ...], steps: int) -> list[tuple[str, ...]]:
    top = data.data()["tech"]["levels"]
    out: list[tuple[str, ...]] = []
    for combo in combinations_with_replacement(TRACKS, steps):
        reached = list(levels)
        words: list[tuple[str, ...]] = [()]
        for track in combo:
            i = TRACKS.index(track)
            if reached[i] >= top:
                words = [(*w, track, *b) for w in words for b in tech.beyond_choices(track)]
            else:
                reached[i] += 1
                words = [(*w, track) for w in words]
        out += words
    return out


def payment_choices(state: Any, seat: int, gear: str, number: int,
                    choices: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The other ways of paying for an action chosen with ``choices``, where they are few:
    which blocks pay a single technology step (the engine pays the cheapest unless told),
    which block architecture takes off a single building (the engine takes the one you need
    most). Empty for every other action."""
    if not choices or gear != "tik":
        return []
    me = state.seats[seat]
    kind = data.gear(gear).action(number)["kind"]
    if kind == "tech" and data.gear(gear).action(number)["steps"] == 1 \
            and "with" not in choices:
        top = data.data()["tech"]["levels"]
        level = me.tech[TRACKS.index(choices[0])] if choices[0] in TRACKS else 0
        price = data.data()["tech"]["beyond_cost"] if level >= top else level + 1
        held = [r for r in RESOURCES for _ in range(getattr(me, r))]
        return [(*choices, "with", *blocks) for blocks in sorted(set(combinations(held, price)))
                if blocks != tuple(held[:price])]
    if kind in ("build", "build2") and len(choices) == 1 and choices[0].startswith(("A", "B")) \
            and tech.effect(me.tech, "arch", "discount"):
        cost = data.building(choices[0]).cost
        return [(choices[0], "less", r) for r in RESOURCES if cost.get(r)]
    return []


def _builds(state: Any, me: Any, count: int, nested: bool) -> list[tuple[str, ...]]:
    """One building, two, or one with what its effect brings (another building, a trade)."""
    shown = state.shown
    out: list[tuple[str, ...]] = [(b,) for b in shown]
    if count > 1:
        out += list(combinations(shown, 2))
    for b in shown:
        spec = data.building(b)
        out += [(b, *p) for p in _picks(spec, me.tech)]
        if spec.builds:
            out += [(b, other) for other in shown if other != b]
        if spec.trade:
            out += [(b, *t) for t in _trades(me)]
        if spec.action and not nested:
            out += [(b, *c) for c in choices_for(state, state.current, "uxm", 5)]
    return out


def _picks(spec: Any, levels: tuple[int, ...]) -> list[tuple[str, ...]]:
    """Every naming of a building's choices, in the order its effects come: the track of
    each "any" technology step, the bonus of each step beyond a track's top, the temple of
    each "any" temple step (none when the building leaves nothing open)."""
    top = data.data()["tech"]["levels"]
    named: list[tuple[tuple[str, ...], list[int]]] = [((), list(levels))]
    for step in spec.tech:
        grown = []
        for words, reached in named:
            for track in (TRACKS if step == "any" else (step,)):
                i = TRACKS.index(track)
                head = (*words, track) if step == "any" else words
                if reached[i] >= top:
                    grown += [((*head, *bonus), reached) for bonus in tech.beyond_choices(track)]
                else:
                    grown.append((head, [*reached[:i], reached[i] + 1, *reached[i + 1:]]))
        named = grown
    temples = spec.temples.count("any")
    out = [(*words, *t) for words, _ in named
           for t in combinations_with_replacement(TEMPLES, temples)]
    return [] if out == [()] else sorted(set(out))


def _trades(seat: Any) -> list[tuple[str, ...]]:
    out = []
    for r in RESOURCES:
        out += [("sell", r, str(n)) for n in range(1, getattr(seat, r) + 1)]
        out += [("buy", r, str(n)) for n in range(1, seat.corn // data.market(r) + 1)]
    return out
