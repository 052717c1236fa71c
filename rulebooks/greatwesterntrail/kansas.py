"""Kansas City: the three foresight columns, income, delivery, and back to the start.

>>> free_space_for("flood:3:black", {}), free_space_for("green", {"outlaw7": "O:green"})
('flood1', 'outlaw8')
>>> breeding_value(("CR", "CR", "SG", "PW", "HE5"))
10
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..core.errors import IllegalMove
from . import actions, board, data, objectives
from . import rules_ids as R

if TYPE_CHECKING:
    from .game import GWTState


def board_tile(tile: str) -> str:
    """The trail code of a Kansas City tile (a hazard ``H:...``, an outlaw ``O:...``)."""
    return f"H:{tile}" if ":" in tile else f"O:{tile}"


def free_space_for(tile: str, tiles: dict[str, str]) -> str | None:
    """The lowest-numbered empty space of the section a hazard or outlaw tile goes to."""
    spaces = (data.hazard_spaces(tile.split(":")[0]) if ":" in tile else data.OUTLAW_SPACES)
    return next((s for s in spaces if s not in tiles), None)


def breeding_value(hand: tuple[str, ...]) -> int:
    """The sum of the breeding values of the different breeds in a hand."""
    best: dict[str, int] = {}
    for card in hand:
        if data.is_cattle(card):
            spec = data.cattle(card)
            best[spec.breed] = max(best.get(spec.breed, 0), spec.value)
    return sum(best.values())


# -- 1-3: foresight ------------------------------------------------------------
def _choosable(state: GWTState, slot: int) -> bool:
    tile = state.foresight[slot]
    return bool(tile) and not (tile in data.WORKERS and state.job_row >= len(data.ROW_COSTS))


def advance(state: GWTState) -> GWTState:
    """Skip foresight columns with nothing to take; after the third, income."""
    column = state.pending
    while column <= 3 and not any(_choosable(state, (column - 1) * 2 + s) for s in (0, 1)):
        column += 1
    if column > 3:
        return replace(state, phase="income", pending=0)
    return replace(state, phase="foresight", pending=column)


def _foresight(state: GWTState, move: Any, where: str) -> GWTState:
    state.need("foresight", "taking a foresight tile", where, R.FORESIGHT)
    slot = move.args[0] if len(move.args) == 1 else ""
    if slot not in ("1", "2"):
        raise IllegalMove("choose foresight slot 1 or 2 of this column", rule=R.FORESIGHT,
                          where=where)
    index = (state.pending - 1) * 2 + int(slot) - 1
    if not _choosable(state, index):
        raise IllegalMove("that foresight space is empty, or holds a worker once the job "
                          "market is full", rule=R.FORESIGHT, where=where)
    tile = state.foresight[index]
    foresight = list(state.foresight)
    foresight[index] = ""
    state = replace(state, foresight=tuple(foresight))
    state = place_worker(state, tile) if tile in data.WORKERS else _place_tile(state, tile)
    return advance(replace(state, pending=state.pending + 1))


def _place_tile(state: GWTState, tile: str) -> GWTState:
    space = free_space_for(tile, state.tile_map())
    return state.with_tiles({space: board_tile(tile)}) if space else state


def place_worker(state: GWTState, kind: str) -> GWTState:
    """A worker joins the job market's token row; a full row moves the token on (a yellow
    arrow refills the cattle market; leaving the last row triggers the end)."""
    jobs = list(state.jobs)
    row = state.job_row
    jobs[row] = (*jobs[row], kind)
    state = replace(state, jobs=tuple(jobs))
    if len(jobs[row]) < state.players:
        return state
    state = replace(state, job_row=row + 1)
    if row + 1 in data.JOBS["refill_rows"]:
        state = refill_market(state)
    if row + 1 == len(data.ROW_COSTS):
        state = replace(state.with_seat(replace(state.me, job_token=True)),
                        final=state.players - 1)
    return state


def refill_market(state: GWTState) -> GWTState:
    need = max(0, data.market_size(state.players, state.rules.simmental) - len(state.market))
    stack = state.market_stack
    take = stack[len(stack) - min(need, len(stack)):] if need else ()
    return replace(state, market=tuple(sorted((*state.market, *take))),
                   market_stack=stack[:len(stack) - len(take)])


# -- 4: income -------------------------------------------------------------------
def _income(state: GWTState, move: Any, where: str) -> GWTState:
    state.need("income", "taking your income", where, R.INCOME)
    used = move.args[0] if len(move.args) == 1 else ""
    if not used.isdigit() or str(int(used)) != used or int(used) > state.me.certs:
        raise IllegalMove(f"use 0 to {state.me.certs} temporary certificates", rule=R.INCOME,
                          where=where)
    value = breeding_value(state.me.hand) + int(used) + state.me.permanent
    seat = replace(state.me, money=state.me.money + value, certs=state.me.certs - int(used))
    state = replace(state.with_seat(seat), kc_value=value)
    if state.rules.simmental and any(c in data.SIMMENTAL[:-1] for c in seat.hand):
        return replace(state, phase="simmental")
    return end_breeding(state)


def end_breeding(state: GWTState) -> GWTState:
    """The hand goes to the discard pile; on to the delivery."""
    seat = replace(state.me, discard=(*state.me.discard, *state.me.hand), hand=())
    return replace(state.with_seat(seat), phase="deliver")


def _breed(state: GWTState, move: Any, where: str) -> GWTState:
    """``breed SM1``: a Simmental of the hand leaves the game for the next stage, which goes
    onto the discard pile (after the income: it does not add to it)."""
    state.need("simmental", "upgrading a Simmental", where, R.SIMMENTAL)
    card = move.args[0] if len(move.args) == 1 else ""
    stages = data.SIMMENTAL
    if card not in stages[:-1] or card not in state.me.hand:
        raise IllegalMove("name a Simmental of your hand that has a next stage (" +
                          ", ".join(stages[:-1]) + ")", rule=R.SIMMENTAL, where=where)
    nxt = stages[stages.index(card) + 1]
    in_play = sum(s.herd().count(nxt) for s in state.seats)
    if in_play >= data.cattle(nxt).copies:
        raise IllegalMove(f"no {nxt} card is left beside the board", rule=R.SIMMENTAL,
                          where=where)
    seat = replace(state.me, hand=actions.without(state.me.hand, card),
                   discard=(*state.me.discard, nxt))
    state = state.with_seat(seat)
    if any(c in stages[:-1] for c in seat.hand):
        return state
    return end_breeding(state)


# -- 5: delivery -----------------------------------------------------------------
def _deliver(state: GWTState, move: Any, where: str) -> GWTState:
    if state.phase == "act":
        return _extra(state, move, where)
    state.need("deliver", "delivering", where, R.DELIVER)
    if len(move.args) != 2 or move.args[0] not in data.CITIES:
        raise IllegalMove("name a city (" + ", ".join(data.CITIES) + ") and a disc space",
                          rule=R.DELIVER, where=where)
    ident, disc = move.args
    city = data.CITIES[ident]
    me = state.me
    if city.value > state.kc_value:
        raise IllegalMove(f"{city.name} needs a breeding value of {city.value}; yours is "
                          f"{state.kc_value}", rule=R.DELIVER, where=where)
    if ident in me.deliveries and not city.repeat:
        raise IllegalMove(f"you have delivered to {city.name} before", rule=R.DELIVER,
                          where=where)
    seat = _disc_for_city(state, disc, city.dark, where)
    cost = board.transport_cost(me.engine, city.value)
    if seat.money < cost:
        raise IllegalMove(f"the transport costs {cost} dollars; you would have {seat.money}",
                          rule=R.TRANSPORT, where=where)
    seat = replace(seat, money=seat.money - cost + city.dollars, herder="start")
    seat, owed = _place_disc(seat, ident)
    state = replace(state.with_seat(seat), kc_value=0)
    return objectives.owed_after_delivery(_refill_foresight(state), owed)


def _place_disc(seat: Any, ident: str) -> tuple[Any, int]:
    """The disc on city ``ident``: the exchange tokens its arrows give, and how many
    objective cards they owe (an arrow acts once both its cities hold a disc)."""
    before = seat.deliveries
    seat = replace(seat, deliveries=(*before, ident))
    owed = 0
    for arrow in data.ARROWS:
        if ident in arrow.cities and ident not in before \
                and all(c in seat.deliveries for c in arrow.cities):
            seat = replace(seat, exchange=seat.exchange + (arrow.action == "exchange"))
            owed += arrow.action == "objective"
    return seat, owed


def _extra(state: GWTState, move: Any, where: str) -> GWTState:
    """Building 9a: ``deliver fulton cert1 3``: move the engine back to space 3 (any free
    space behind it), then put a disc on a city whose value is at most the numbered spaces
    gone back; no income, no transport cost."""
    index, _ = actions.find(state, lambda a: a == "extra-delivery", "an extra delivery",
                            where, R.EXTRA)
    if len(move.args) != 3 or move.args[0] not in data.CITIES:
        raise IllegalMove("name a city, a disc space and the track space your engine goes "
                          "back to", rule=R.EXTRA, where=where)
    ident, disc, dest = move.args
    city, me = data.CITIES[ident], state.me
    blocked = state.engines(state.current)
    if me.engine == "0" or dest not in board.free_behind(me.engine, blocked) or dest == me.engine:
        raise IllegalMove(f"'{dest}' is not a free space behind your engine", rule=R.EXTRA,
                          where=where)
    back = board.spaces_back(me.engine, dest, blocked)
    if city.value > back:
        raise IllegalMove(f"{city.name} has the value {city.value}; your engine goes back "
                          f"{back} numbered space(s)", rule=R.EXTRA, where=where)
    if ident in me.deliveries and not city.repeat:
        raise IllegalMove(f"you have delivered to {city.name} before", rule=R.DELIVER,
                          where=where)
    seat = replace(_disc_for_city(state, disc, city.dark, where), engine=dest)
    seat, owed = _place_disc(seat, ident)
    state = actions.mark(state.with_seat(seat), index)
    if owed and objectives.can_take(state):
        return replace(state, phase="objective", pending=owed, resume="extra")
    return actions.offer_station(state)


def _disc_for_city(state: GWTState, disc: str, dark: bool, where: str) -> Any:
    me = state.me
    if disc == "none":
        if actions.any_disc(me, True) or me.stations:
            raise IllegalMove("deliver with a disc from your board (or, when none is left, "
                              "from one of your stations)", rule=R.DISCS, where=where)
        return me
    if disc.startswith("station") and disc[7:].isdigit():
        number = int(disc[7:])
        if actions.any_disc(me, True) or number not in me.stations:
            raise IllegalMove("a disc comes from a station only when none is left on your "
                              "board, and from a station of yours", rule=R.DISCS, where=where)
        return replace(me, stations=tuple(s for s in me.stations if s != number))
    if not actions.disc_allowed(me, disc, dark):
        raise IllegalMove(f"disc '{disc}' cannot go to that city (cleared already, a dark "
                          "disc for a light city, or its payment)", rule=R.DISCS, where=where)
    return actions.clear_disc(me, disc)


def _refill_foresight(state: GWTState) -> GWTState:
    bags = [list(b) for b in state.bags]
    foresight = list(state.foresight)
    for i, tile in enumerate(foresight):
        if not tile and bags[i // 2]:
            foresight[i] = bags[i // 2].pop()
    return replace(state, foresight=tuple(foresight), bags=tuple(tuple(b) for b in bags))


def candidates(state: GWTState) -> list[str]:
    if state.phase == "foresight":
        return ["foresight 1", "foresight 2"]
    if state.phase == "income":
        return [f"income {n}" for n in range(state.me.certs + 1)]
    if state.phase == "simmental":
        return [*(f"breed {c}" for c in sorted(set(state.me.hand)) if c in data.SIMMENTAL),
                "skip"]
    if state.phase == "deliver":
        discs = [*data.DISCS, *(f"station{n}" for n in state.me.stations), "none"]
        return [f"deliver {c} {d}" for c in data.CITIES for d in discs]
    return actions.sub_candidates(state)


VERBS = {"foresight": _foresight, "income": _income, "deliver": _deliver, "breed": _breed}
