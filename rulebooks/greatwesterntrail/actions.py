"""Phase B on a building: the local actions, the auxiliary actions, and the engine's
stations. Each verb checks its move (raising :class:`IllegalMove` with the rule) and
returns the next state; nothing changes when it refuses."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..core.errors import IllegalMove
from . import board, data
from . import rules_ids as R
from .seats import Seat, draw, without

if TYPE_CHECKING:
    from .game import GWTState

WORKER_INDEX = {kind: i for i, kind in enumerate(data.WORKERS)}


# -- which local action a move uses ------------------------------------------
def _options(action: str) -> tuple[str, ...]:
    return tuple(action.split("|"))


def find(state: GWTState, test: Callable[[str], bool], what: str, where: str,
         rule: str) -> tuple[int, str]:
    """The first unused local action of this location (or alternative within one) that
    ``test`` accepts, as (index, action)."""
    if state.phase != "act":
        raise IllegalMove(f"{what} is not possible now (the game is at its "
                          f"'{state.phase}' step)", rule=rule, where=where)
    if -1 in state.used:
        raise IllegalMove("you took a single auxiliary action instead of this location's "
                          "actions, so no local action is left", rule=R.AUX_INSTEAD,
                          where=where)
    if REPLACED in state.used:
        raise IllegalMove("you replaced the building your herder stands on: the new one's "
                          "actions wait for a later visit", rule=R.REPLACE, where=where)
    offered = state.local_actions()
    if not offered:
        raise IllegalMove(f"{what} is not an action of this location: only the owner of a "
                          "building (or anyone on a neutral one) uses its actions; here "
                          "you may take one single auxiliary action", rule=R.ELSEWHERE,
                          where=where)
    seen = False
    for i, action in enumerate(offered):
        for option in _options(action):
            if test(option):
                seen = True
                if i not in state.used:
                    return i, option
    if seen:
        raise IllegalMove(f"{what}: you already used that action at this stop (each local "
                          "action once)", rule=R.ONCE, where=where)
    raise IllegalMove(f"{what} is not among this location's actions ("
                      + ", ".join(offered) + ")", rule=R.LOCAL, where=where)


# in ``used``: the building under the herder was replaced at this stop, so none of the new
# tile's actions may be used (greatwesterntrail.action.replace)
REPLACED = -3


def mark(state: GWTState, index: int | None) -> GWTState:
    """The local action ``index`` used; ``None``: the one-off action on offer was used."""
    if index is None:
        return after_bonus(_bonus_done(state))
    return replace(state, used=(*state.used, index))


def use(state: GWTState, test: Callable[[str], bool], kind: str, what: str, where: str,
        rule: str) -> tuple[int | None, str]:
    """The action a move uses: the one-off action on offer (index ``None``), or an unused
    local action of this location (see :func:`find`)."""
    if state.phase == "bonus":
        rest = in_bonus(state, kind, what, where)
        return None, f"{kind}:{rest}" if rest else kind
    return find(state, test, what, where, rule)


def _whole(text: str, where: str, what: str) -> int:
    if not text.isdigit() or str(int(text)) != text:
        raise IllegalMove(f"{what} must be a whole number, got '{text}'", rule=R.TURN,
                          where=where)
    return int(text)


# -- the action of an objective card just played ---------------------------------
# (a card's action, a worker space's, a station master's: ``state.bonus`` names it, and
# ``a|b`` offers a choice)
BONUS_RULES = {"objective": R.OBJECTIVE_ACTIONS, "worker": R.WORKER_SPACES,
               "master": R.MASTER, "building": R.B_SIDES}


def bonus_rule(state: GWTState) -> str:
    return BONUS_RULES[state.bonus_from or "objective"]


def in_bonus(state: GWTState, kind: str, what: str, where: str) -> str:
    """What follows ``kind`` in the action on offer (``engine:3`` gives ``3``)."""
    for option in state.bonus.split("|"):
        name, _, rest = option.partition(":")
        if state.phase == "bonus" and name == kind:
            return rest
    raise IllegalMove(f"{what} is not the action on offer now ({state.bonus or 'none'})",
                      rule=bonus_rule(state), where=where)


def offer(state: GWTState, action: str, source: str) -> GWTState:
    """Offer a one-off action (phase ``bonus``) and come back to this phase after it."""
    resume = state.phase if state.phase in ("act", "move") else state.resume
    return replace(state, phase="bonus", bonus=action, bonus_from=source, resume=resume)


def after_bonus(state: GWTState) -> GWTState:
    """Back to the phase the one-off action interrupted, unless it offered another."""
    if state.phase == "bonus" and state.bonus:
        return state
    return replace(state, phase=state.resume or "act", bonus="", bonus_from="")


def _bonus_done(state: GWTState) -> GWTState:
    return replace(state, bonus="")


# -- discarding cattle for money ---------------------------------------------
def _sell(state: GWTState, move: Any, where: str) -> GWTState:
    cards = move.args
    if len(cards) not in (1, 2) or not all(data.is_cattle(c) for c in cards):
        raise IllegalMove("name one cattle card, or two of one breed", rule=R.SELL,
                          where=where)
    if len(cards) == 2:
        if data.cattle(cards[0]).breed != data.cattle(cards[1]).breed:
            raise IllegalMove("a pair is two cards of the same breed", rule=R.PAIR,
                              where=where)
        index, action = find(state, lambda a: a.startswith("pair:"), "discarding a pair",
                             where, R.PAIR)
    else:
        card = cards[0]
        index, action = find(state, lambda a: a.startswith("sell:") and a.split(":")[1] in
                             (card, "any"), f"discarding {card}", where, R.SELL)
    _hold(state.me, cards, where, R.SELL)
    gain = int(action.split(":")[-1])
    seat = replace(state.me, hand=without(state.me.hand, *cards),
                   discard=(*state.me.discard, *cards), money=state.me.money + gain)
    return mark(state.with_seat(seat), index)


def _takes(wanted: str, card: str) -> bool:
    """Does a trade asking for ``wanted`` (a cattle code, ``any`` cattle card, or any
    ``objective`` card) accept ``card``?"""
    if wanted == "objective":
        return data.is_objective(card)
    return data.is_cattle(card) and wanted in (card, "any")


def _trade_rule(state: GWTState) -> str:
    if state.phase == "bonus":
        return bonus_rule(state)
    building = state.tile_map().get(state.using or state.me.herder, "")
    if building.startswith("P:") and any(
            a.startswith("trade:") for a in data.BUILDINGS[building.split(":")[2]].actions):
        return R.B_SIDES
    return R.RISK


def _trade(state: GWTState, move: Any, where: str) -> GWTState:
    """``trade CR``: discard the card a risk action, a worker space or a building names
    (``any``: any cattle card; ``objective``: any objective card) for the certificates and
    dollars it shows (``trade:CR:1:2``); a fifth part is a one-off action offered after it
    (``trade:PW:0:0:engine:2``)."""
    card = move.args[0] if len(move.args) == 1 else ""
    rule = _trade_rule(state)
    if not data.is_cattle(card) and not data.is_objective(card):
        raise IllegalMove("name one card of your hand to discard", rule=rule, where=where)
    index, action = use(state, lambda a: a.startswith("trade:") and _takes(a.split(":")[1],
                                                                            card),
                        "trade", f"discarding {card}", where, rule)
    wanted, certs, dollars, *then = action.split(":", 4)[1:]
    if not _takes(wanted, card):
        raise IllegalMove(f"this action takes one {wanted}", rule=rule, where=where)
    _hold(state.me, (card,), where, rule)
    seat = replace(state.me, hand=without(state.me.hand, card),
                   discard=(*state.me.discard, card), money=state.me.money + int(dollars))
    seat = replace(seat, certs=min(seat.cert_limit, seat.certs + int(certs)))
    state = mark(state.with_seat(seat), index)
    return offer(state, then[0], "building") if then else state


def _gain(state: GWTState, move: Any, where: str) -> GWTState:
    """``gain``: a building's income: dollars per builder, per building of yours in the
    woods, certificates and dollars per outlaw pair, certificates up to the limit."""
    named = move.args[0] if len(move.args) == 1 else ""
    if len(move.args) > 1:
        raise IllegalMove("name at most the income to take (as in gain:<name>)",
                          rule=R.INCOME_ACTIONS, where=where)
    index, action = find(state, lambda a: a.startswith("gain:") and named in ("", a[5:]),
                         "that income", where, R.INCOME_ACTIONS)
    me = state.me
    kind = action.split(":")[1]
    pairs = min(me.outlaws.count("green"), me.outlaws.count("orange"))
    per = data.INCOME_ACTIONS
    if kind.isdigit():
        return mark(state.with_seat(replace(me, money=me.money + int(kind))), index)
    seat = {
        "builders": lambda: replace(me, money=me.money + per["builders"] * me.workers[1]),
        "engineers": lambda: replace(me, money=me.money + per["engineers"] * me.workers[2]),
        "stations": lambda: replace(me, money=me.money + per["stations"] * len(me.stations)),
        "woods": lambda: replace(me, money=me.money + per["woods"] * woods(state)),
        "outlaw-pairs": lambda: replace(me, money=me.money + per["outlaw-pairs"] * pairs,
                                        certs=min(me.cert_limit,
                                                  me.certs + per["outlaw-pairs"] * pairs)),
        "max-certs": lambda: replace(me, certs=me.cert_limit),
        "exchange": lambda: replace(me, exchange=me.exchange + 1),
    }[kind]()
    return mark(state.with_seat(seat), index)


def woods(state: GWTState) -> int:
    """The buildings of the player to move that stand in the woods."""
    return sum(data.TRAIL[s].woods for s, t in state.tiles
               if t.startswith(f"P:{state.current}:"))


def _hold(seat: Seat, cards: tuple[str, ...], where: str, rule: str) -> None:
    hand = list(seat.hand)
    for card in cards:
        if card not in hand:
            raise IllegalMove(f"you do not hold {card}", rule=rule, where=where)
        hand.remove(card)


# -- hiring -------------------------------------------------------------------
def _hire(state: GWTState, move: Any, where: str) -> GWTState:
    if len(move.args) != 2 or move.args[0] not in WORKER_INDEX:
        raise IllegalMove("say the worker (cowboy, builder, engineer) and the row",
                          rule=R.HIRE, where=where)
    kind, row = move.args[0], _whole(move.args[1], where, "the row")
    index, action = use(state, lambda a: a.startswith("hire:"), "hire", "hiring", where,
                        R.HIRE)
    if not 1 <= row <= state.job_row:
        raise IllegalMove(f"only rows 1 to {state.job_row} (above the job market token) "
                          "are for hire", rule=R.HIRE, where=where)
    if kind not in state.jobs[row - 1]:
        raise IllegalMove(f"row {row} has no {kind}", rule=R.HIRE, where=where)
    k = WORKER_INDEX[kind]
    if state.me.workers[k] >= data.JOBS["row_spaces"]:
        raise IllegalMove(f"your {kind} row is full", rule=R.HIRE, where=where)
    cost = max(0, data.ROW_COSTS[row - 1] + int(action.split(":")[1]))
    if state.me.money < cost:
        raise IllegalMove(f"hiring there costs {cost} dollars; you have {state.me.money}",
                          rule=R.HIRE, where=where)
    workers = list(state.me.workers)
    workers[k] += 1
    jobs = list(state.jobs)
    jobs[row - 1] = without(jobs[row - 1], kind)
    seat = replace(state.me, money=state.me.money - cost, workers=tuple(workers))
    state = mark(replace(state.with_seat(seat), jobs=tuple(jobs)), index)
    space = data.WORKER_SPACES[kind].get(workers[k], "")
    return offer(state, space, "worker") if space else state


# -- building -----------------------------------------------------------------
def _build(state: GWTState, move: Any, where: str) -> GWTState:
    if len(move.args) != 2 or move.args[0] not in data.BUILDINGS:
        raise IllegalMove("say the building (one of yours, 1a to 12b) and the space",
                          rule=R.BUILD, where=where)
    ident, space = move.args
    index, action = use(state, lambda a: a == "build", "build", "building", where, R.BUILD)
    per = int(action.split(":")[1]) if ":" in action else data.COST_PER_BUILDER
    if ident not in state.me.buildings:
        raise IllegalMove(f"building {ident} is not among yours left to build", rule=R.BUILD,
                          where=where)
    if space not in data.building_spaces():
        raise IllegalMove(f"'{space}' is not a building space of the trail", rule=R.BUILD,
                          where=where)
    need = data.BUILDINGS[ident].builders
    old = state.tile_map().get(space, "")
    rule = R.BUILD
    if old:
        rule = R.REPLACE
        if not old.startswith(f"P:{state.current}:"):
            raise IllegalMove(f"space {space} holds another player's building", rule=rule,
                              where=where)
        need -= data.BUILDINGS[old.split(":")[2]].builders
        if need <= 0:
            raise IllegalMove("a building is replaced only by one needing more builders",
                              rule=rule, where=where)
    if state.me.workers[1] < need:
        raise IllegalMove(f"that needs {need} builders; you have {state.me.workers[1]}",
                          rule=rule, where=where)
    cost = need * per
    if state.me.money < cost:
        raise IllegalMove(f"that costs {cost} dollars; you have {state.me.money}", rule=rule,
                          where=where)
    seat = replace(state.me, money=state.me.money - cost,
                   buildings=without(state.me.buildings, ident))
    after = mark(state.with_seat(seat).with_tiles({space: f"P:{state.current}:{ident}"}), index)
    if old and space == state.me.herder and not state.using:
        after = replace(after, used=(*after.used, REPLACED))
    return after


# -- certificates, outlaws, hazards ----------------------------------------
def _cert(state: GWTState, move: Any, where: str) -> GWTState:
    index, _ = find(state, lambda a: a == "cert", "gaining a certificate", where, R.CERT)
    if state.me.certs >= state.me.cert_limit:
        raise IllegalMove(f"your certificates are at your limit of {state.me.cert_limit}",
                          rule=R.CERT, where=where)
    return mark(state.with_seat(replace(state.me, certs=state.me.certs + 1)), index)


def _bounty(state: GWTState, move: Any, where: str) -> GWTState:
    space = move.args[0] if len(move.args) == 1 else ""
    index, _ = use(state, lambda a: a == "bounty", "bounty", "collecting a bounty", where,
                   R.BOUNTY)
    return mark(take_outlaw(state, space, where), index)


def take_outlaw(state: GWTState, space: str, where: str) -> GWTState:
    tile = state.tile_map().get(space, "")
    if not tile.startswith("O:"):
        raise IllegalMove(f"no outlaw tile lies on '{space}'", rule=R.BOUNTY, where=where)
    token = space in data.BOUNTY_EXCHANGE
    seat = replace(state.me, money=state.me.money + (0 if token else data.BOUNTY[space]),
                   exchange=state.me.exchange + token, outlaws=(*state.me.outlaws, tile[2:]))
    return state.with_seat(seat).with_tiles({space: None})


def _hazard(state: GWTState, move: Any, where: str) -> GWTState:
    space = move.args[0] if len(move.args) == 1 else ""
    index, action = use(state, lambda a: a.startswith("hazard:"), "hazard",
                        "removing a hazard", where, R.HAZARD)
    cost = int(action.split(":")[1])
    tile = state.tile_map().get(space, "")
    if not tile.startswith("H:"):
        raise IllegalMove(f"no hazard tile lies on '{space}'", rule=R.HAZARD, where=where)
    if state.me.money < cost:
        raise IllegalMove(f"removing a hazard here costs {cost} dollars; you have "
                          f"{state.me.money}", rule=R.HAZARD, where=where)
    seat = replace(state.me, money=state.me.money - cost, hazards=(*state.me.hazards, tile[2:]))
    return mark(state.with_seat(seat).with_tiles({space: None}), index)


# -- the cattle market ---------------------------------------------------------
def _market(state: GWTState, what: str, where: str, rule: str, cowboys: int) -> int:
    index, _ = find(state, lambda a: a == "market", what, where, rule)
    left = state.me.workers[0] - state.cowboys_used
    if cowboys > left:
        raise IllegalMove(f"that puts {cowboys} cowboy(s) to use; you have {left} left at "
                          "this market", rule=rule, where=where)
    return index


def _buy(state: GWTState, move: Any, where: str) -> GWTState:
    *cards, count = move.args or ("",)
    if not cards or len(cards) > 2:
        raise IllegalMove("name one or two market cards, then the cowboys used",
                          rule=R.BUY, where=where)
    cowboys = _whole(count, where, "the number of cowboys")
    _market(state, "buying cattle", where, R.BUY, cowboys)
    market = list(state.market)
    for card in cards:
        if card not in market:
            raise IllegalMove(f"{card} is not in the cattle market", rule=R.BUY, where=where)
        market.remove(card)
    values = {data.cattle(c).value for c in cards}
    prices = [b[3] for b in data.buys(state.rules.simmental) if len(values) == 1 and b[0] in values
              and b[1] == len(cards) and b[2] == cowboys]
    if not prices:
        raise IllegalMove(f"the market sells no such lot for {cowboys} cowboy(s)", rule=R.BUY,
                          where=where)
    if state.me.money < prices[0]:
        raise IllegalMove(f"that lot costs {prices[0]} dollars; you have {state.me.money}",
                          rule=R.BUY, where=where)
    seat = replace(state.me, money=state.me.money - prices[0],
                   discard=(*state.me.discard, *cards))
    return replace(state.with_seat(seat), market=tuple(market),
                   cowboys_used=state.cowboys_used + cowboys)


def _restock(state: GWTState, move: Any, where: str) -> GWTState:
    _market(state, "restocking the market", where, R.RESTOCK, 1)
    if not state.market_stack:
        raise IllegalMove("the market cattle stack is empty", rule=R.RESTOCK, where=where)
    stack = state.market_stack
    added = stack[-2:]
    return replace(state, market=tuple(sorted((*state.market, *added))),
                   market_stack=stack[:-2], cowboys_used=state.cowboys_used + 1)


# -- the engine ----------------------------------------------------------------
def engine_to(state: GWTState, dest: str, steps: int, where: str, rule: str) -> GWTState:
    """Move the engine forward to ``dest`` (1 to ``steps`` steps), then offer the station."""
    if dest not in board.engine_targets(state.me.engine, state.engines(state.current), steps):
        raise IllegalMove(f"your engine cannot reach {dest} with {steps} step(s) (spaces "
                          "held by other engines are skipped)", rule=rule, where=where)
    state = state.with_seat(replace(state.me, engine=dest))
    return offer_station(state)


def offer_station(state: GWTState) -> GWTState:
    station = board.station_at(state.me.engine)
    resume = state.phase if state.phase in ("act",) else state.resume
    if station is not None and station.number not in state.me.stations \
            and state.me.money >= station.cost and any_disc(state.me, station.dark):
        return replace(state, phase="station", station=station.number, resume=resume)
    return after_station(replace(state, resume=resume))


def after_station(state: GWTState) -> GWTState:
    if state.me.engine == str(data.LAST_SPACE):
        return replace(state, phase="back")
    return replace(state, phase=state.resume or "act", station=0)


def _train(state: GWTState, move: Any, where: str) -> GWTState:
    dest = move.args[0] if len(move.args) == 1 else ""
    if not board.is_track(dest):
        raise IllegalMove(f"'{dest}' is not a track space (0 to 39, or s1 to s9)", rule=R.TRAIN,
                          where=where)
    if state.phase == "bonus":
        steps = int(in_bonus(state, "engine", "moving your engine", where))
        return engine_to(replace(state, bonus=""), dest, steps, where, bonus_rule(state))
    index, action = find(state, lambda a: a == "engine" or a.startswith("engine:")
                         or a == "engine2", "moving your engine", where, R.TRAIN)
    steps = engine_reach(state, action)
    if steps < 1:
        raise IllegalMove("that action moves your engine as many spaces as you count "
                          f"({action.split(':')[1]}), and you count none", rule=R.B_SIDES,
                          where=where)
    state = mark(state, index)
    if action == "engine2":
        if state.me.money < 2:
            raise IllegalMove("that action costs 2 dollars", rule=R.TRAIN, where=where)
        state = state.with_seat(replace(state.me, money=state.me.money - 2))
    return engine_to(state, dest, steps, where, R.TRAIN)


def engine_reach(state: GWTState, action: str) -> int:
    """How far an engine action moves the engine at most: ``engine`` as many spaces as
    engineers, ``engine2`` 2, ``engine:N`` N, ``engine:woods`` one per building of yours
    in the woods, ``engine:hazards`` one per hazard tile you hold."""
    kind = action.partition(":")[2]
    if action == "engine":
        return state.me.workers[2]
    if action == "engine2":
        return 2
    if kind == "woods":
        return woods(state)
    if kind == "hazards":
        return len(state.me.hazards)
    return int(kind)


def engine_back(state: GWTState, dest: str, steps: int, where: str, rule: str) -> GWTState:
    """Move the engine exactly ``steps`` spaces back to ``dest`` (a turnout counts as a
    space; spaces other engines hold are skipped), then offer a station stopped at."""
    if state.me.engine == "0" or dest not in board.back_targets(
            state.me.engine, state.engines(state.current), steps):
        raise IllegalMove(f"your engine cannot end on '{dest}' moving exactly {steps} "
                          "space(s) back (spaces held by other engines are skipped)",
                          rule=rule, where=where)
    return offer_station(state.with_seat(replace(state.me, engine=dest)))


# -- discs ----------------------------------------------------------------------
def any_disc(seat: Seat, dark_ok: bool) -> bool:
    return any(disc_allowed(seat, d, dark_ok) for d in data.DISCS)


def disc_allowed(seat: Seat, disc: str, dark_ok: bool) -> bool:
    """May this disc go to a space with (``dark_ok``) or without dark corners?"""
    if disc in seat.discs or disc not in data.DISCS:
        return False
    spec = data.DISCS[disc]
    if spec.pay > seat.money:
        return False
    if spec.dark and not dark_ok:
        return not any(not d.dark and d.id not in seat.discs for d in data.DISCS.values())
    return True


def clear_disc(seat: Seat, disc: str) -> Seat:
    spec = data.DISCS[disc]
    return replace(seat, discs=(*seat.discs, disc), money=seat.money + spec.gain - spec.pay)


def _upgrade(state: GWTState, move: Any, where: str) -> GWTState:
    if state.phase == "act" and len(move.args) == 2:
        state = _station_behind(state, move.args[1], where)
        move = replace(move, args=move.args[:1])
    state.need("station", "upgrading a station", where, R.STATION)
    disc = move.args[0] if len(move.args) == 1 else ""
    station = data.STATIONS[state.station - 1]
    if not disc_allowed(state.me, disc, station.dark):
        raise IllegalMove(f"disc '{disc}' cannot go to station {station.number} (cleared "
                          "already, dark corners, or its payment)", rule=R.STATION, where=where)
    seat = clear_disc(replace(state.me, money=state.me.money - station.cost), disc)
    seat = replace(seat, stations=(*seat.stations, station.number))
    state = state.with_seat(seat)
    tile = state.masters[station.number - 1]
    if tile and any(n > 1 for n in seat.workers):
        return replace(state, phase="master")
    return after_station(state)


def _station_behind(state: GWTState, number: str, where: str) -> GWTState:
    """Building 9b: the station ``number``, behind the engine, is offered for upgrade."""
    index, _ = find(state, lambda a: a == "upgrade-behind", "upgrading a station behind "
                    "your engine", where, R.BEHIND)
    if not number.isdigit() or not 1 <= int(number) <= len(data.STATIONS):
        raise IllegalMove(f"name a station from 1 to {len(data.STATIONS)}, got '{number}'",
                          rule=R.BEHIND, where=where)
    station = data.STATIONS[int(number) - 1]
    if not behind(state.me.engine, station):
        raise IllegalMove(f"station {number} is not behind your engine", rule=R.BEHIND,
                          where=where)
    if station.number in state.me.stations:
        raise IllegalMove(f"you upgraded station {number} already", rule=R.BEHIND,
                          where=where)
    if state.me.money < station.cost:
        raise IllegalMove(f"station {number} costs {station.cost} dollars; you have "
                          f"{state.me.money}", rule=R.BEHIND, where=where)
    return replace(mark(state, index), phase="station", station=station.number,
                   resume="act")


def behind(engine: str, station: data.Station) -> bool:
    """Does the station's turnout (the last space for the last station) lie behind the
    engine?"""
    label = f"s{station.number}" if station.after < data.LAST_SPACE else str(station.after)
    return board.track_index(label) < board.track_index(engine)


def _master(state: GWTState, move: Any, where: str) -> GWTState:
    state.need("master", "taking a station master", where, R.MASTER)
    kind = move.args[0] if len(move.args) == 1 else ""
    if kind not in WORKER_INDEX or state.me.workers[WORKER_INDEX[kind]] < 2:
        raise IllegalMove("leave one of your hired workers (cowboy, builder or engineer) "
                          "beyond the one you started with", rule=R.MASTER, where=where)
    workers = list(state.me.workers)
    workers[WORKER_INDEX[kind]] -= 1
    tile = state.masters[state.station - 1]
    seat = replace(state.me, workers=tuple(workers), masters=(*state.me.masters, tile))
    kind_now, _, amount = data.MASTERS[tile].now.partition(":")
    if kind_now == "dollars":
        seat = replace(seat, money=seat.money + int(amount))
    elif kind_now == "temp":
        seat = replace(seat, certs=min(seat.cert_limit, seat.certs + int(amount)))
    masters = list(state.masters)
    masters[state.station - 1] = ""
    state = after_station(replace(state.with_seat(seat), masters=tuple(masters)))
    if data.MASTERS[tile].now == "hazard|bounty" and state.phase in ("act", "move"):
        return offer(state, "hazard:0|bounty", "master")
    return state


def _skip(state: GWTState, move: Any, where: str) -> GWTState:
    if state.phase == "bonus":
        return after_bonus(_bonus_done(state))
    if state.phase not in ("station", "master"):
        raise IllegalMove("there is nothing to decline now", rule=R.STATION, where=where)
    return after_station(state)


def _back(state: GWTState, move: Any, where: str) -> GWTState:
    dest = move.args[0] if len(move.args) == 1 else ""
    if state.phase == "act":
        index, action = find(state, lambda a: a.startswith("engine-back:"),
                             "moving your engine back", where, R.B_SIDES)
        steps, dollars = (int(n) for n in action.split(":")[1:])
        if state.me.engine == "0":
            raise IllegalMove("an engine on the start space cannot move back",
                              rule=R.BACKWARDS, where=where)
        state = mark(state, index)
        state = state.with_seat(replace(state.me, money=state.me.money + dollars))
        return engine_back(state, dest, steps, where, R.BACKWARDS)
    state.need("back", "moving back from the last space", where, R.LAST)
    if dest not in board.free_behind(state.me.engine, state.engines(state.current)):
        raise IllegalMove(f"'{dest}' is not a free space behind your engine", rule=R.LAST,
                          where=where)
    seat = replace(state.me, engine=dest, money=state.me.money + data.BACK_DOLLARS)
    return offer_station(replace(state.with_seat(seat), phase=state.resume or "act"))


# -- building 6b: a neighbouring building's actions --------------------------------
def neighbours(space: str) -> tuple[str, ...]:
    """The trail spaces right before and right after ``space``."""
    after = [n.id for n in data.TRAIL[space].next]
    before = [s.id for s in data.TRAIL.values() if any(n.id == space for n in s.next)]
    return tuple(sorted({*after, *before}))


def _use(state: GWTState, move: Any, where: str) -> GWTState:
    """``use b2``: building 6b lends you the local actions of a building (neutral, yours or
    another player's) on a space next to it; they are used as if you stood there."""
    space = move.args[0] if len(move.args) == 1 else ""
    index, _ = find(state, lambda a: a == "adjacent", "using a neighbouring building", where,
                    R.ADJACENT)
    here = state.using or state.me.herder
    tile = state.tile_map().get(space, "")
    if space not in neighbours(here):
        raise IllegalMove(f"'{space}' is not a space next to {here} (next to it: "
                          + ", ".join(neighbours(here)) + ")", rule=R.ADJACENT, where=where)
    if not tile.startswith(("N:", "P:")):
        raise IllegalMove(f"no building stands on {space}", rule=R.ADJACENT, where=where)
    lent = data.NEUTRAL[tile[2:]] if tile.startswith("N:") else \
        data.BUILDINGS[tile.split(":")[2]].actions
    if "adjacent" in lent:
        raise IllegalMove("a building that lends its neighbour's actions cannot be lent in "
                          "turn", rule=R.ADJACENT, where=where)
    del index
    # -2 marks that a local action was used (so no single auxiliary action instead)
    return replace(state, using=space, used=(-2,), cowboys_used=0)


def use_candidates(state: GWTState) -> list[str]:
    here = state.using or state.me.herder
    tiles = state.tile_map()
    return [f"use {s}" for s in neighbours(here) if tiles.get(s, "")[:2] in ("N:", "P:")]


# -- auxiliary actions -----------------------------------------------------------
def _aux(state: GWTState, move: Any, where: str) -> GWTState:
    name = move.args[0] if move.args else ""
    rest = move.args[1:]
    times = 1
    if rest[:1] == ("2",) and len(rest) == (2 if name == "train" else 1 if name != "cull"
                                            else 3):
        times, rest = 2, rest[1:]
    open_ = state.me.aux_open()
    if name not in open_:
        raise IllegalMove(f"the auxiliary action '{name}' is not open on your board "
                          "(open: " + ", ".join(open_) + ")", rule=R.AUX, where=where)
    if times == 2 and open_[name] < 2:
        raise IllegalMove("a double auxiliary action needs both of its disc spaces clear",
                          rule=R.DOUBLE, where=where)
    bonus = state.phase == "bonus"
    state = _aux_slot(state, times, where)
    after = _AUX[name](state, times, rest, where)
    if bonus and after.phase not in ("station", "master"):
        return after_bonus(after)
    return after


def _aux_slot(state: GWTState, times: int, where: str) -> GWTState:
    """Use a local ``aux`` action when there is one left, else the single auxiliary
    action a stop allows instead of local actions (or the action of an objective card just
    played)."""
    if state.phase == "bonus":
        in_bonus(state, "aux", "an auxiliary action", where)
        return replace(state, bonus="")
    if state.phase != "act":
        raise IllegalMove("an auxiliary action is taken in phase B", rule=R.AUX, where=where)
    offered = state.local_actions()
    for i, action in enumerate(offered):
        if "aux" in _options(action) and i not in state.used and -1 not in state.used:
            return mark(state, i)
    if times == 2:
        raise IllegalMove("a double auxiliary action needs a building action that allows it",
                          rule=R.DOUBLE, where=where)
    if state.used or state.cowboys_used:
        raise IllegalMove("the single auxiliary action replaces all of a location's "
                          "actions; you already used one here", rule=R.AUX_INSTEAD,
                          where=where)
    return replace(state, used=(-1,))


def _aux_coin(state: GWTState, n: int, rest: tuple[str, ...], where: str) -> GWTState:
    return state.with_seat(replace(state.me, money=state.me.money + n))


def _aux_draw(state: GWTState, n: int, rest: tuple[str, ...], where: str) -> GWTState:
    seat = draw(state.me, n, state.rng("aux-draw"))
    resume = state.resume if state.phase == "bonus" else "act"
    return replace(state.with_seat(seat), phase="discard", pending=n, resume=resume or "act")


def _back_n(state: GWTState, n: int, where: str, dest: str = "") -> str:
    """Where the engine ends going ``n`` spaces back: ``dest`` when named (a turnout may be
    one), else the numbered space ``n`` numbered spaces back."""
    blocked = state.engines(state.current)
    back = board.numbered_back(state.me.engine, blocked, n)
    if state.me.engine == "0" or back is None:
        raise IllegalMove(f"your engine cannot move {n} space(s) back", rule=R.BACKWARDS,
                          where=where)
    if dest and dest not in board.back_targets(state.me.engine, blocked, n):
        raise IllegalMove(f"your engine cannot end on '{dest}' moving exactly {n} space(s) "
                          "back", rule=R.BACKWARDS, where=where)
    return dest or back


def _split_dest(rest: tuple[str, ...], shape: int) -> tuple[tuple[str, ...], str]:
    """An engine destination may end the arguments (``aux cert s2``): the other
    arguments, and the destination (``""`` when none is named)."""
    if len(rest) == shape + 1 and board.is_track(rest[-1]):
        return rest[:-1], rest[-1]
    return rest, ""


def _aux_cert(state: GWTState, n: int, rest: tuple[str, ...], where: str) -> GWTState:
    if state.me.money < n:
        raise IllegalMove(f"that costs {n} dollar(s)", rule=R.AUX, where=where)
    _, dest = _split_dest(rest, 0)
    seat = state.me
    seat = replace(seat, money=seat.money - n, engine=_back_n(state, n, where, dest),
                   certs=min(seat.cert_limit, seat.certs + n))
    return offer_station(state.with_seat(seat))


def _aux_train(state: GWTState, n: int, rest: tuple[str, ...], where: str) -> GWTState:
    if state.me.money < n:
        raise IllegalMove(f"that costs {n} dollar(s)", rule=R.AUX, where=where)
    dest = rest[0] if len(rest) == 1 else ""
    state = state.with_seat(replace(state.me, money=state.me.money - n))
    return engine_to(state, dest, n, where, R.AUX)


def _aux_cull(state: GWTState, n: int, rest: tuple[str, ...], where: str) -> GWTState:
    rest, dest = _split_dest(rest, n)
    if len(rest) != n:
        raise IllegalMove(f"name the {n} hand card(s) to remove", rule=R.AUX, where=where)
    _hold(state.me, rest, where, R.AUX)
    seat = replace(state.me, engine=_back_n(state, n, where, dest), money=state.me.money + n,
                   hand=without(state.me.hand, *rest))
    return offer_station(state.with_seat(seat))


_AUX = {"coin": _aux_coin, "draw": _aux_draw, "cert": _aux_cert, "train": _aux_train,
        "cull": _aux_cull}

VERBS = {"trade": _trade, "gain": _gain, "sell": _sell, "hire": _hire, "build": _build,
         "use": _use,
         "cert": _cert, "train": _train,
         "bounty": _bounty, "hazard": _hazard, "buy": _buy, "restock": _restock, "aux": _aux,
         "upgrade": _upgrade, "master": _master, "skip": _skip, "back": _back}


# -- what to try in phase B (a superset of the legal moves) ---------------------
def candidates(state: GWTState) -> list[str]:
    offered = " ".join(state.local_actions())
    me = state.me
    out: list[str] = []
    cattle = sorted(c for c in me.hand if data.is_cattle(c))
    if "sell:" in offered:
        out += [f"sell {c}" for c in sorted(set(cattle))]
    if "pair:" in offered:
        breeds: dict[str, list[str]] = {}
        for card in cattle:
            breeds.setdefault(data.cattle(card).breed, []).append(card)
        out += [f"sell {cards[0]} {cards[1]}" for cards in breeds.values() if len(cards) > 1]
    if "hire:" in offered:
        out += hire_candidates(state)
    if "build" in offered:
        out += build_candidates(state)
    if "cert" in offered:
        out.append("cert")
    if "engine" in offered:
        out += [f"train {t}" for t in board.engine_targets(me.engine, state.engines(
            state.current), max(me.workers[2], 4, woods(state), len(me.hazards)))]
    if "bounty" in offered:
        out += tile_candidates(state, "bounty")
    if "hazard:" in offered:
        out += tile_candidates(state, "hazard")
    if "market" in offered:
        out += [*_buys(state), "restock"]
    for action in state.local_actions():
        if action.startswith("trade:"):
            out += _trade_candidates(state, action.split(":")[1])
    gains = [a[5:] for a in state.local_actions() if a.startswith("gain:")]
    out += ["gain"] if len(gains) == 1 else [f"gain {g}" for g in gains]
    out += _b_side_candidates(state, offered)
    if "herder:" in offered:
        limit = max(int(a.split(":")[1]) for a in state.local_actions()
                    if a.startswith("herder:"))
        out += ["move " + " ".join(p) for p in board.herder_paths(me.herder, state.tile_map(),
                                                                  limit)]
    return out + aux_candidates(state)


def _b_side_candidates(state: GWTState, offered: str) -> list[str]:
    """Moves for the actions only the buildings' b sides (and 9a) have."""
    me, blocked = state.me, state.engines(state.current)
    out: list[str] = []
    if "engine-back:" in offered and me.engine != "0":
        out += [f"back {t}" for t in board.back_targets(me.engine, blocked, 1)]
    if "draw:cowboys" in offered:
        out += [f"draw {n}" for n in range(1, me.workers[0] + 1)]
    if "adjacent" in offered:
        out += use_candidates(state)
    if "upgrade-behind" in offered:
        out += [f"upgrade {d} {s.number}" for s in data.STATIONS for d in data.DISCS
                if behind(me.engine, s)]
    if "extra-delivery" in offered and me.engine != "0":
        behind_me = [t for t in board.free_behind(me.engine, blocked) if not t.startswith("s")]
        for city in data.CITIES.values():
            # the nearest space far enough back for this city
            far = [t for t in reversed(behind_me)
                   if board.spaces_back(me.engine, t, blocked) >= max(1, city.value)]
            if far and (city.id not in me.deliveries or city.repeat):
                out += [f"deliver {city.id} {d} {far[0]}" for d in data.DISCS
                        if d not in me.discs]
    return out


def _trade_candidates(state: GWTState, wanted: str) -> list[str]:
    return [f"trade {c}" for c in sorted(set(state.me.hand)) if _takes(wanted, c)]


def hire_candidates(state: GWTState) -> list[str]:
    return [f"hire {kind} {row + 1}" for row in range(state.job_row)
            for kind in sorted(set(state.jobs[row]))]


def build_candidates(state: GWTState) -> list[str]:
    mine = f"P:{state.current}:"
    spaces = [s for s in data.building_spaces() if state.tile_map().get(s, mine).startswith(mine)]
    return [f"build {b} {s}" for b in state.me.buildings for s in spaces]


def tile_candidates(state: GWTState, verb: str) -> list[str]:
    """``bounty`` every outlaw on the trail, or ``hazard`` every hazard."""
    prefix = "O:" if verb == "bounty" else "H:"
    return [f"{verb} {s}" for s, t in state.tiles if t.startswith(prefix)]


def bonus_candidates(state: GWTState) -> list[str]:
    """What the one-off action on offer may do (a superset of the legal moves)."""
    me = state.me
    out = ["skip"]
    for option in state.bonus.split("|"):
        name, _, rest = option.partition(":")
        if name == "draw":
            out += [f"draw {n}" for n in range(1, int(rest) + 1)]
        elif name == "engine":
            out += [f"train {t}" for t in board.engine_targets(me.engine, state.engines(
                state.current), int(rest))]
        elif name == "herder":
            out += ["move " + " ".join(p) for p in board.herder_paths(
                me.herder, state.tile_map(), int(rest)) if "KC" not in p]
        elif name == "aux":
            out += aux_candidates(state)
        elif name in ("hazard", "bounty"):
            out += tile_candidates(state, name)
        elif name == "hire":
            out += hire_candidates(state)
        elif name == "build":
            out += build_candidates(state)
        elif name == "trade":
            out += _trade_candidates(state, rest.split(":")[0])
        elif name == "hand-objective":
            out += [f"objective {c}" for c in sorted(set(state.objective_display))]
            out += ["objective stack"] if state.objective_stack else []
    return out


def _buys(state: GWTState) -> list[str]:
    out = []
    kinds = sorted(set(state.market))
    for value, cards, cowboys, _ in data.buys(state.rules.simmental):
        same = [c for c in kinds if data.cattle(c).value == value]
        if cards == 1:
            out += [f"buy {c} {cowboys}" for c in same]
        else:
            out += [f"buy {a} {b} {cowboys}" for i, a in enumerate(same) for b in same[i:]
                    if a != b or state.market.count(a) > 1]
    return out


def aux_candidates(state: GWTState) -> list[str]:
    out = []
    me = state.me
    for name, clear in me.aux_open().items():
        for n in range(1, clear + 1):
            verb = f"aux {name}" + (" 2" if n == 2 else "")
            if name == "train":
                out += [f"{verb} {t}" for t in board.engine_targets(
                    me.engine, state.engines(state.current), n)]
            elif name == "cull":
                cards = sorted(set(me.hand))
                out += ([f"{verb} {c}" for c in cards] if n == 1 else
                        [f"{verb} {a} {b}" for i, a in enumerate(cards) for b in cards[i:]
                         if a != b or me.hand.count(a) > 1])
            elif name == "cert" and me.engine != "0":
                # going back may also stop on a turnout (greatwesterntrail.train.backwards)
                out.append(verb)
                out += [f"{verb} {t}" for t in board.back_targets(
                    me.engine, state.engines(state.current), n) if t.startswith("s")]
            else:
                out.append(verb)
    return out


def sub_candidates(state: GWTState) -> list[str]:
    """Moves for the engine's stops: a station, its master, going back from the end."""
    if state.phase == "station":
        return [f"upgrade {d}" for d in data.DISCS] + ["skip"]
    if state.phase == "master":
        return [f"master {k}" for k in data.WORKERS] + ["skip"]
    if state.phase == "back":
        return [f"back {t}" for t in board.free_behind(state.me.engine,
                                                        state.engines(state.current))]
    return []
