"""Checks on a position read from JSON or written short: what no game can reach is
refused as a :class:`SetupError` naming the field, what was expected and the rule."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..core.errors import SetupError
from . import board, data
from . import rules_ids as R

if TYPE_CHECKING:
    from .game import GWTState

SETUP = "greatwesterntrail.setup"
CATTLE = "greatwesterntrail.setup.cattle"
TILES = "greatwesterntrail.setup.tiles"


def check(state: GWTState) -> None:
    _sizes(state)
    _cattle(state)
    _objectives(state)
    _seats(state)
    _tiles(state)


def _sizes(state: GWTState) -> None:
    for field, size, rule in (("jobs", len(data.ROW_COSTS), R.JOBS),
                              ("foresight", 6, R.FORESIGHT), ("bags", 3, TILES),
                              ("masters", len(data.STATIONS), R.MASTER)):
        got = len(getattr(state, field))
        if got != size:
            raise SetupError(f"{field} has {size} entries", expected=str(size), got=got,
                             rule=rule, where=f"state.{field}")
    if not 0 <= state.job_row <= len(data.ROW_COSTS):
        raise SetupError("the job market token stands on a row", expected=f"0 to "
                         f"{len(data.ROW_COSTS)}", got=state.job_row, rule=R.JOBS,
                         where="state.job_row")
    for i, row in enumerate(state.jobs):
        if len(row) > state.players or any(w not in data.WORKERS for w in row):
            raise SetupError("a job market row holds one worker per player", expected=f"at "
                             f"most {state.players} workers", got=list(row), rule=R.JOBS,
                             where=f"state.jobs[{i}]")


def _cattle(state: GWTState) -> None:
    copies = {c.code: c.copies for c in data.CATTLE_KINDS}
    market = Counter([*state.market, *state.market_stack])
    calf = data.SIMMENTAL[0]
    calves = market[calf] + sum(s.herd().count(calf) for s in state.seats)
    if calves > data.cattle(calf).copies:
        raise SetupError(f"more {calf} cards than the game has",
                         expected=f"at most {data.cattle(calf).copies}", got=calves,
                         rule=R.SIMMENTAL, where="state.market")
    for p, seat in enumerate(state.seats):
        where = f"state.seats[{p}]"
        herd = Counter(c for c in seat.herd() if not data.is_objective(c))
        for code, n in herd.items():
            if code not in copies:
                raise SetupError("no such cattle card", expected="a cattle code", got=code,
                                 rule=CATTLE, where=where)
            if not data.cattle(code).market and n > copies[code]:
                raise SetupError(f"more {code} cards than a starting herd holds",
                                 expected=f"at most {copies[code]}", got=n, rule=CATTLE,
                                 where=where)
        market.update(c for c in herd.elements() if data.cattle(c).market)
    simmental = [c for c in (*state.market, *state.market_stack,
                             *(c for s in state.seats for c in s.herd())) if c in data.SIMMENTAL]
    if simmental and not state.rules.simmental:
        raise SetupError("Simmental cards are played only with the simmental option",
                         expected="no Simmental card", got=simmental[0], rule=R.SIMMENTAL,
                         where="state")
    for code, n in market.items():
        if code == calf:
            continue
        if code not in copies or not data.cattle(code).market:
            raise SetupError("not a market cattle card", expected="a market card",
                             got=code, rule=CATTLE, where="state.market")
        if n > copies[code]:
            raise SetupError(f"more {code} cards than the game has", expected=f"at most "
                             f"{copies[code]}", got=n, rule=CATTLE, where="state.market")


def _objectives(state: GWTState) -> None:
    held = Counter([*state.objective_display, *state.objective_stack])
    for p, seat in enumerate(state.seats):
        held.update(c for c in (*seat.herd(), *seat.objectives) if data.is_objective(c))
        for i, card in enumerate(seat.objectives):
            if not data.is_objective(card):
                raise SetupError("not an objective card", expected="an objective card's id",
                                 got=card, rule=R.OBJECTIVE_PLAY,
                                 where=f"state.seats[{p}].objectives[{i}]")
        for card in seat.herd():
            if data.is_objective(card) and data.OBJECTIVES[card].start:
                raise SetupError("a starting objective card lies in its player's objective "
                                 "area, never in the herd", expected="a general objective "
                                 "card", got=card, rule=SETUP, where=f"state.seats[{p}]")
    for card in (*state.objective_display, *state.objective_stack):
        if not data.is_objective(card) or data.OBJECTIVES[card].start:
            raise SetupError("not a general objective card", expected="an objective card's id",
                             got=card, rule=R.OBJECTIVE_TAKE, where="state.objective_display")
    for card, n in held.items():
        if n > data.OBJECTIVES[card].copies:
            raise SetupError(f"more {card} objective cards than the game has",
                             expected=f"at most {data.OBJECTIVES[card].copies}", got=n,
                             rule=R.OBJECTIVE_TAKE, where="state")
    if len(state.objective_display) > data.OBJECTIVE_DISPLAY:
        raise SetupError("the objective display holds at most "
                         f"{data.OBJECTIVE_DISPLAY} cards", expected=f"at most "
                         f"{data.OBJECTIVE_DISPLAY}", got=len(state.objective_display),
                         rule=R.OBJECTIVE_TAKE, where="state.objective_display")


def _seats(state: GWTState) -> None:
    for p, seat in enumerate(state.seats):
        where = f"state.seats[{p}]"
        if seat.herder not in ("", "start", *data.TRAIL):
            raise SetupError("a herder stands on a trail space", expected="a trail space, "
                             "start, or nothing before the first turn", got=seat.herder,
                             rule=R.START, where=f"{where}.herder")
        if not board.is_track(seat.engine):
            raise SetupError("an engine stands on a track space", expected="0 to 39 or a "
                             "turnout s1 to s9", got=seat.engine, rule=R.TRAIN,
                             where=f"{where}.engine")
        if any(d not in data.DISCS for d in seat.discs) or len(set(seat.discs)) < len(seat.discs):
            raise SetupError("disc spaces are cleared once each", expected="distinct disc "
                             "spaces", got=list(seat.discs), rule=R.DISCS, where=f"{where}.discs")
        if any(not 1 <= n <= data.JOBS["row_spaces"] for n in seat.workers):
            raise SetupError("a row of workers holds 1 to 6", expected="1 to "
                             f"{data.JOBS['row_spaces']}", got=list(seat.workers), rule=R.HIRE,
                             where=f"{where}.workers")
        if seat.certs > seat.cert_limit:
            raise SetupError("certificates beyond the limit", expected=f"at most "
                             f"{seat.cert_limit}", got=seat.certs, rule=R.CERT,
                             where=f"{where}.certs")
    engines = [s.engine for s in state.seats if s.engine != "0"]
    if len(set(engines)) < len(engines):
        raise SetupError("two engines on one space", expected="one engine per space",
                         got=engines, rule=R.TRAIN, where="state.seats")


def _tiles(state: GWTState) -> None:
    spaces = [space for space, _ in state.tiles]
    for space, tile in state.tiles:
        where = f"state.tiles[{spaces.index(space)}]"
        if space not in data.TRAIL or spaces.count(space) > 1:
            raise SetupError("a tile lies on a trail space, one per space", expected="a trail "
                             "space", got=space, rule=TILES, where=where)
        kind = data.TRAIL[space].kind
        parts = tile.split(":")
        fits = {"N": kind == "neutral" and parts[1:] == [space],
                "P": kind == "building" and len(parts) == 3 and parts[2] in data.BUILDINGS
                and parts[1].isdigit() and int(parts[1]) < state.players,
                "H": kind == "hazard" and len(parts) == 4 and space.startswith(parts[1]),
                "O": kind == "outlaw" and len(parts) == 2 and parts[1] in data.OUTLAW_HANDS}
        if not fits.get(parts[0], False):
            raise SetupError(f"tile {tile} cannot lie on {space}", expected="a tile of the "
                             f"space's kind ({kind})", got=tile, rule=TILES, where=where)
