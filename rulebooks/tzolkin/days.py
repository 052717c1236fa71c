"""The end of a round: the food day when one falls, then the calendar (the
starting-player space, the corn left on the calendar, the gears turning a day)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from . import data
from .actions import Work
from .data import GEARS, TEMPLES
from .neutral import turned


def end_round(state: Any) -> Any:
    """After the last turn of a round (``tzolkin.round``)."""
    if state.round in data.game()["food_days"]:
        state = food_day(state, state.round)
    if state.round == data.game()["days"]:
        return replace(_rotate(state), phase="over", start=None)  # tzolkin.end
    holder = state.start
    if holder is None:
        return _next_day(replace(state, calendar_corn=state.calendar_corn + 1))
    n = state.players
    first = holder if holder != state.first else (state.first + 1) % n
    state = replace(state, start=None, first=first)
    chooser = replace(state, current=holder, phase="calendar")
    if chooser.can_double():
        return chooser
    return _next_day(state)


def advance(state: Any, days: int) -> Any:
    """The starting-player space's choice: one day, or two (``tzolkin.calendar.extra``)."""
    if days == 1:
        return _next_day(state)
    seats = list(state.seats)
    seats[state.current] = replace(seats[state.current], light=False)
    state = replace(_rotate(replace(state, seats=tuple(seats))), round=state.round + 1)
    if state.round in data.game()["food_days"]:
        state = food_day(state, state.round)
    return _next_day(state)


def _next_day(state: Any) -> Any:
    state = replace(_rotate(state), round=state.round + 1)
    return replace(state, phase="turn", current=state.first, played=0, placed=0,
                   begged=False)


def _rotate(state: Any) -> Any:
    """Every worker moves one position on; one on the last position falls off to its
    owner (``tzolkin.calendar.push``); neutral workers ride on round the gear."""
    return replace(state, gears=tuple((-1, *row[:-1]) for row in state.gears),
                   neutral=turned(state.neutral) if state.neutral else ())


def food_day(state: Any, day: int) -> Any:
    """Feed the workers, then the temples' rewards (``tzolkin.food.*``)."""
    for p in range(state.players):
        state = _feed(state, p)
    if day in data.game()["end_of_age"]:
        return _end_of_age(state, data.game()["end_of_age"].index(day))
    for p in range(state.players):
        work = Work(state, p)
        for t, code in enumerate(TEMPLES):
            for name in data.temple(code).gain[:work.seat["temples"][t] + 1]:
                if name:
                    work.gain({name: 1})
        state = work.finish()
    return state


def food_needed(seat: Any) -> tuple[int, int]:
    """How many workers must be fed and the corn each costs, after farms."""
    farms = sum(data.building(b).farm for b in seat.buildings)
    farms += sum(data.wealth(w).get("farm", 0) for w in seat.wealth)
    relief = sum(1 for b in seat.buildings if data.building(b).farm_all)
    per = max(0, data.game()["food_per_worker"] - relief)
    return max(0, seat.workers - farms), per


def _feed(state: Any, p: int) -> Any:
    work = Work(state, p)
    need, per = food_needed(state.seats[p])
    fed = need if per == 0 else min(need, work.seat["corn"] // per)
    work.seat["corn"] -= fed * per
    work.earn("hunger", (need - fed) * data.game()["hunger_points"])
    return work.finish()


def _end_of_age(state: Any, age: int) -> Any:
    for p in range(state.players):
        work = Work(state, p)
        for t, code in enumerate(TEMPLES):
            work.earn("temples", data.temple(code).points[work.seat["temples"][t]])
        state = work.finish()
    for t, code in enumerate(TEMPLES):
        steps = [seat.temples[t] for seat in state.seats]
        best = [p for p, s in enumerate(steps) if s == max(steps)]
        bonus = data.temple(code).bonus[age]
        share = bonus if len(best) == 1 else bonus // 2
        for p in best:
            work = Work(state, p)
            work.earn("bonus", share)
            state = work.finish()
    if age == 0:  # Age II begins: its buildings replace what is left of Age I's
        shown = data.game()["buildings_shown"]
        state = replace(state, shown=tuple(sorted(state.later[:shown])),
                        deck=state.later[shown:], later=())
    return state


def gear_of(index: int) -> str:
    return GEARS[index]
