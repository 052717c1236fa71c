"""Great Western Trail's tables, read once from ``data.toml``.

>>> [c.code for c in START_DECK][:6]
['CR', 'CR', 'CR', 'CR', 'CR', 'SG']
>>> len(START_DECK), len(MARKET_DECK), cattle("HE7").value, cattle("HE7").points
(14, 36, 5, 7)
>>> fee("black", 3), step_start(4), CITIES["new-york"].value
(1, 4, 18)
>>> [s.id for s in TRAIL["C"].next], len(building_spaces())
(['c1', 'D'], 22)
>>> len(OBJECTIVE_DECK), len(START_OBJECTIVES), OBJECTIVES["e-bohh"].tasks
(24, 4, 'BOHH')
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from ..core.datafile import game_data, make


def data() -> dict[str, Any]:
    return game_data(__package__)


@dataclass(frozen=True)
class Cattle:
    """One cattle card kind: its code, breed, breeding value and victory points."""

    code: str
    breed: str
    value: int
    points: int
    copies: int
    market: bool


@dataclass(frozen=True)
class Space:
    """A space of the trail: what may lie on it, the spaces it leads to, the risk action a
    building placed there adds to its own, and whether it lies in the woods."""

    id: str
    kind: str
    next: tuple[Space, ...]
    risk: str = ""
    woods: bool = False


@dataclass(frozen=True)
class Building:
    """A private building tile (one side): builders needed, points, hand, local actions."""

    id: str
    builders: int
    points: int
    hand: str
    actions: tuple[str, ...]


@dataclass(frozen=True)
class Station:
    """A train station: the track space its turnout leaves from, cost, points, corners."""

    number: int
    after: int
    cost: int
    points: int
    dark: bool
    master: bool


@dataclass(frozen=True)
class City:
    id: str
    name: str
    value: int
    dark: bool
    repeat: bool
    dollars: int
    points: int


@dataclass(frozen=True)
class Arrow:
    cities: tuple[str, str]
    points: int
    action: str


@dataclass(frozen=True)
class Disc:
    """A disc space of the player board and what clearing it unlocks."""

    id: str
    unlocks: str
    dark: bool
    gain: int = 0
    points: int = 0
    pay: int = 0


@dataclass(frozen=True)
class Master:
    """A station master tile: what it gives at once and how it scores at the end."""

    id: str
    now: str
    scores: str
    per: int
    points: int


def _cattle(entries: list[dict[str, Any]], market: bool) -> tuple[Cattle, ...]:
    return tuple(make(Cattle, e, market=market) for e in entries)


CATTLE_KINDS: tuple[Cattle, ...] = (*_cattle(data()["cattle"]["start"], False),
                                    *_cattle(data()["cattle"]["market"], True),
                                    *_cattle(data()["simmental"]["stages"], False))
SIMMENTAL: tuple[str, ...] = tuple(s["code"] for s in data()["simmental"]["stages"])
_CATTLE = {c.code: c for c in CATTLE_KINDS}
START_DECK: tuple[Cattle, ...] = tuple(c for c in CATTLE_KINDS if not c.market
                                       and c.code not in SIMMENTAL for _ in range(c.copies))
MARKET_DECK: tuple[Cattle, ...] = tuple(c for c in CATTLE_KINDS if c.market
                                        for _ in range(c.copies))
BREEDS: tuple[str, ...] = tuple(dict.fromkeys(c.breed for c in CATTLE_KINDS))


def cattle(code: str) -> Cattle:
    return _CATTLE[code]


def is_cattle(code: str) -> bool:
    return code in _CATTLE


def market_size(players: int, simmental: bool = False) -> int:
    return data()["simmental" if simmental else "cattle"]["market_size"][str(players)]


BUYS: tuple[tuple[int, int, int, int], ...] = tuple(
    (b["value"], b["cards"], b["cowboys"], b["dollars"]) for b in data()["buy"])
# the calf's lots, as (breeding value, cards, cowboys, dollars)
SIMMENTAL_BUYS: tuple[tuple[int, int, int, int], ...] = tuple(
    (cattle(SIMMENTAL[0]).value, 1, lot["cowboys"], lot["dollars"])
    for lot in data()["simmental"]["lots"])


def buys(simmental: bool) -> tuple[tuple[int, int, int, int], ...]:
    return BUYS + SIMMENTAL_BUYS if simmental else BUYS


def fee(hand: str, players: int) -> int:
    """Dollars one hand of this colour costs (``both`` is a green and a black hand)."""
    fees = data()["fees"][str(players)]
    if hand == "both":
        return fees["green"] + fees["black"]
    return fees.get(hand, 0)


def step_start(players: int) -> int:
    return data()["steps"][str(players)]["start"]


def step_bonus(players: int, disc: str) -> int:
    key = "dollars_disc" if disc == "step-dollars" else "points_disc"
    return data()["steps"][str(players)][key]


def _trail() -> dict[str, Space]:
    specs = {s["id"]: s for s in data()["trail"]["spaces"]}
    built: dict[str, Space] = {}

    def make(ident: str) -> Space:
        if ident not in built:
            spec = specs[ident]
            built[ident] = Space(ident, spec["kind"], tuple(make(n) for n in spec["next"]),
                                 spec.get("risk", ""), spec.get("woods", False))
        return built[ident]

    for ident in specs:
        make(ident)
    return {ident: built[ident] for ident in specs}


TRAIL: dict[str, Space] = _trail()
NEUTRAL_SPACES: tuple[str, ...] = tuple(s.id for s in TRAIL.values() if s.kind == "neutral")
NEUTRAL: dict[str, tuple[str, ...]] = {k: tuple(v) for k, v in data()["neutral"].items()
                                       if k != "source" and k != "unconfirmed"}


@cache
def building_spaces() -> tuple[str, ...]:
    return tuple(s.id for s in TRAIL.values() if s.kind == "building")


def hazard_spaces(kind: str) -> tuple[str, ...]:
    return tuple(f"{kind}{n}" for n in range(1, 5))


HAZARD_KINDS: tuple[str, ...] = tuple(data()["hazards"]["kinds"])
HAZARD_TILES: tuple[tuple[int, str], ...] = tuple(
    (t["points"], t["hand"]) for t in data()["hazards"]["tiles"])
OUTLAW_SPACES: tuple[str, ...] = tuple(data()["outlaws"]["spaces"])
BOUNTY: dict[str, int] = dict(zip(OUTLAW_SPACES, data()["outlaws"]["bounty"], strict=True))
# outlaw spaces whose bounty is an exchange token rather than dollars
BOUNTY_EXCHANGE: tuple[str, ...] = tuple(data()["outlaws"]["exchange"])
OUTLAW_HANDS: dict[str, str] = dict(data()["outlaws"]["hands"])

BUILDINGS: dict[str, Building] = {t["id"]: make(Building, t)
                                   for t in data()["buildings"]["tiles"]}
COST_PER_BUILDER: int = data()["buildings"]["cost_per_builder"]
SIDES: tuple[str, ...] = tuple(data()["buildings"]["sides"])
# the tile numbers, in the order of the box (1 to 12)
BUILDING_NUMBERS: tuple[int, ...] = tuple(sorted({int(b.rstrip("".join(SIDES)))
                                                  for b in BUILDINGS}))


def building_set(sides: str | tuple[str, ...]) -> tuple[str, ...]:
    """The tiles each player gets when tile ``n`` shows side ``sides[n - 1]`` (one letter
    a or b per number; a single letter for all)."""
    if len(sides) == 1:
        sides = tuple(sides) * len(BUILDING_NUMBERS)
    return tuple(f"{n}{side}" for n, side in zip(BUILDING_NUMBERS, sides, strict=True))


def building_number(ident: str) -> int:
    return int(ident.rstrip("".join(SIDES)))

STATIONS: tuple[Station, ...] = tuple(
    make(Station, s, number=n + 1) for n, s in enumerate(data()["railroad"]["stations"]))
LAST_SPACE: int = data()["railroad"]["last_space"]
CROSSINGS: tuple[int, ...] = tuple(data()["railroad"]["crossings_after"])
BACK_DOLLARS: int = data()["railroad"]["back_from_last_dollars"]

CITIES: dict[str, City] = {c["id"]: make(City, c) for c in data()["cities"]["list"]}
ARROWS: tuple[Arrow, ...] = tuple(Arrow(tuple(a["cities"]), a["points"], a["action"])
                                  for a in data()["cities"]["arrows"])
DISCS: dict[str, Disc] = {d["id"]: make(Disc, d) for d in data()["discs"]["spaces"]}
OPEN_AT_START: tuple[str, ...] = tuple(data()["discs"]["open_at_start"])
MASTERS: dict[str, Master] = {m["id"]: make(Master, m) for m in data()["stationmasters"]["tiles"]}

JOBS: dict[str, Any] = data()["jobs"]
# dollars (and certificates) per thing counted by the buildings' income actions
INCOME_ACTIONS: dict[str, int] = {k: v for k, v in data()["income_actions"].items()
                                  if k not in ("source", "unconfirmed")}
# worker kind -> {space number (from 1): the one-off action hiring onto it offers}
WORKER_SPACES: dict[str, dict[int, str]] = {
    kind: {int(n): action for n, action in spaces.items()}
    for kind, spaces in data()["worker_spaces"].items() if kind in ("cowboy", "builder",
                                                                   "engineer")}
ROW_COSTS: tuple[int, ...] = tuple(JOBS["row_costs"])
WORKERS: tuple[str, ...] = ("cowboy", "builder", "engineer")
PLAYERS: dict[str, Any] = data()["players"]


@dataclass(frozen=True)
class Objective:
    """An objective card: its tasks (one letter each, see ``TASKS``), the action played
    with it, the points when its tasks are met and the penalty when a played card's are
    not."""

    id: str
    tasks: str
    action: str
    points: int
    penalty: int
    copies: int = 1
    start: bool = False


def _objectives(entries: list[dict[str, Any]], start: bool) -> tuple[Objective, ...]:
    return tuple(make(Objective, e, start=start) for e in entries)


OBJECTIVE_KINDS: tuple[Objective, ...] = (*_objectives(data()["objectives"]["start"], True),
                                          *_objectives(data()["objectives"]["general"], False))
OBJECTIVES: dict[str, Objective] = {o.id: o for o in OBJECTIVE_KINDS}
START_OBJECTIVES: tuple[str, ...] = tuple(o.id for o in OBJECTIVE_KINDS if o.start)
OBJECTIVE_DECK: tuple[str, ...] = tuple(o.id for o in OBJECTIVE_KINDS if not o.start
                                        for _ in range(o.copies))
OBJECTIVE_DISPLAY: int = data()["objectives"]["display"]
TASKS: dict[str, str] = dict(data()["objectives"]["letters"])


def is_objective(code: str) -> bool:
    return code in OBJECTIVES


def bag(number: int) -> tuple[str, ...]:
    """The tiles of Kansas City bag ``number``: workers by kind, outlaws ``green``/``orange``,
    hazards as ``flood:3:black``."""
    spec = data()["bags"][str(number)]
    tiles: list[str] = []
    for kind in (*WORKERS, "green", "orange"):
        tiles += [kind] * spec.get(kind, 0)
    if spec.get("hazards"):
        tiles += [f"{kind}:{points}:{hand}" for kind in HAZARD_KINDS
                  for points, hand in HAZARD_TILES]
    return tuple(tiles)


def sources() -> dict[str, dict[str, Any]]:
    return data()["sources"]
