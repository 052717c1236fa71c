"""7 Wonders Duel's tables, read once from ``data.toml``.

>>> len(age_cards(1)), len(age_cards(2)), len(age_cards(3)), len(guilds())
(23, 23, 20, 7)
>>> len(wonders()), len(progress_tokens()), RESOURCES
(12, 10, ('wood', 'clay', 'stone', 'glass', 'papyrus'))
>>> card("baths").cost, card("baths").points, card("aqueduct").needs
((0, 0, 0, 1, 0, 0), 3, 'drop')
>>> [len(s.slots) for s in STRUCTURES]
[20, 20, 20]
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from ..core.datafile import game_data, make

Counts = tuple[int, ...]


def data() -> dict[str, Any]:
    return game_data(__package__)


def rule(name: str) -> Any:
    return data()["rules"][name]


RESOURCES: tuple[str, ...] = tuple(rule("resources"))
COLOURS: tuple[str, ...] = tuple(data()["colours"])
SYMBOLS: tuple[str, ...] = tuple(data()["symbols"])


def cost_of(table: dict[str, int]) -> Counts:
    """``{"coins": 1, "wood": 2}`` as (coins, wood, clay, stone, glass, papyrus)."""
    return (table.get("coins", 0), *(table.get(r, 0) for r in RESOURCES))


def _counts(table: dict[str, int]) -> Counts:
    return tuple(table.get(r, 0) for r in RESOURCES)


@dataclass(frozen=True)
class CardSpec:
    """An Age card or a guild: where it comes from, what it costs and what it does."""

    id: str
    name: str
    age: int
    colour: str
    cost: Counts  # coins, then one count per resource
    makes: Counts = (0, 0, 0, 0, 0)
    choice: tuple[str, ...] = ()
    fixed: tuple[str, ...] = ()
    shields: int = 0
    points: int = 0
    coins: int = 0
    science: str = ""
    per: tuple[str, int] | None = None
    guild: tuple[tuple[str, ...], int, int, int] | None = None  # what, coins, points, per
    gives: str = ""
    needs: str = ""
    senator: str = ""  # Agora: "politician" or "conspirator"
    section: str = ""  # a Politician's section of the Senate


@dataclass(frozen=True)
class WonderSpec:
    id: str
    name: str
    cost: Counts
    coins: int = 0
    loss: int = 0
    shields: int = 0
    points: int = 0
    again: bool = False
    destroy: str = ""
    revive: bool = False
    library: bool = False
    choice: tuple[str, ...] = ()
    on_pick: tuple[str, ...] = ()  # Agora: what choosing it in the draft gives
    on_build: tuple[str, ...] = ()  # Agora: the steps its building queues


@dataclass(frozen=True)
class ProgressSpec:
    id: str
    name: str
    coins: int = 0
    points: int = 0
    science: str = ""
    effect: str = ""


@dataclass(frozen=True)
class Slot:
    """One place of an Age's structure: its row (0 = the far end), its position across,
    whether it is dealt face down, and the places of the next row that cover it."""

    row: int
    x: int
    face_down: bool
    covered_by: tuple[int, ...]


@dataclass(frozen=True)
class Structure:
    age: int
    rows: tuple[tuple[int, ...], ...]
    slots: tuple[Slot, ...]


def _card(entry: dict[str, Any]) -> CardSpec:
    per = entry.get("per")
    guild = entry.get("guild")
    return make(
        CardSpec, entry, cost=cost_of(entry.get("cost", {})),
        makes=_counts(entry.get("makes", {})), per=(per["what"], per["coins"]) if per else None,
        guild=(tuple(guild["what"]), guild["coins"], guild["points"], guild.get("per", 1))
        if guild else None)


SENATOR_COLOUR = {"politician": "white", "conspirator": "black"}


def _senator(entry: dict[str, Any]) -> CardSpec:
    return make(CardSpec, entry, skip=("kind",), age=0, colour=SENATOR_COLOUR[entry["kind"]],
                cost=cost_of({}), senator=entry["kind"])


@cache
def cards() -> dict[str, CardSpec]:
    """Every Age card and guild, and Agora's senators (Age 0: they join any Age)."""
    return {**{entry["id"]: _card(entry) for entry in data()["cards"]},
            **{entry["id"]: _senator(entry) for entry in data()["senators"]}}


@cache
def senators() -> tuple[str, ...]:
    return tuple(c.id for c in cards().values() if c.senator)


def _wonders(key: str) -> dict[str, WonderSpec]:
    out = {}
    for entry in data()[key]:
        out[entry["id"]] = make(WonderSpec, entry, skip=("does",), cost=cost_of(entry["cost"]))
    return out


@cache
def wonders() -> dict[str, WonderSpec]:
    """The base game's twelve Wonders."""
    return _wonders("wonders")


@cache
def all_wonders() -> dict[str, WonderSpec]:
    """The base game's Wonders and Agora's."""
    return {**wonders(), **_wonders("agora_wonders")}


def wonder_pool(agora: bool) -> tuple[str, ...]:
    """The Wonders a game deals: Agora's join with the option."""
    return tuple(all_wonders() if agora else wonders())


@cache
def progress_tokens() -> dict[str, ProgressSpec]:
    """The base game's ten progress tokens."""
    return {entry["id"]: make(ProgressSpec, entry) for entry in data()["progress"]}


@cache
def all_tokens() -> dict[str, ProgressSpec]:
    """The base game's progress tokens and Agora's."""
    return {**progress_tokens(), **{e["id"]: make(ProgressSpec, e, skip=("does",))
                                    for e in data()["agora_progress"]}}


def token_pool(agora: bool) -> tuple[str, ...]:
    return tuple(all_tokens() if agora else progress_tokens())


@cache
def conspiracies() -> dict[str, dict[str, Any]]:
    """Agora's conspiracy cards, by id."""
    return {entry["id"]: entry for entry in data()["conspiracies"]}


def card(ident: str) -> CardSpec:
    return cards()[ident]


def wonder(ident: str) -> WonderSpec:
    return all_wonders()[ident]


def token(ident: str) -> ProgressSpec:
    return all_tokens()[ident]


@cache
def age_cards(age: int) -> tuple[str, ...]:
    """The Age deck (guilds not included), in the data's order."""
    return tuple(c.id for c in cards().values() if c.age == age and c.colour != "purple")


@cache
def guilds() -> tuple[str, ...]:
    return tuple(c.id for c in cards().values() if c.colour == "purple")


def _structure(entry: dict[str, Any]) -> Structure:
    rows = tuple(tuple(row) for row in entry["rows"])
    down = {r - 1 for r in entry["face_down"]}
    starts = [sum(len(r) for r in rows[:i]) for i in range(len(rows))]
    slots = []
    for r, row in enumerate(rows):
        for x in row:
            nxt = rows[r + 1] if r + 1 < len(rows) else ()
            covered = tuple(starts[r + 1] + j for j, x2 in enumerate(nxt) if abs(x2 - x) == 1)
            slots.append(Slot(r, x, r in down, covered))
    return Structure(entry["age"], rows, tuple(slots))


STRUCTURES: tuple[Structure, ...] = tuple(_structure(e) for e in data()["structures"])
AGORA_STRUCTURES: tuple[Structure, ...] = tuple(_structure(e)
                                                for e in data()["agora_structures"])
AGES: tuple[int, ...] = tuple(s.age for s in STRUCTURES)


def structure(age: int, agora: bool = False) -> Structure:
    """An Age's layout (Agora's wider one with the option)."""
    return (AGORA_STRUCTURES if agora else STRUCTURES)[AGES.index(age)]


def zones() -> list[dict[str, int]]:
    return data()["military"]["zones"]


CAPITAL: int = data()["military"]["capital"]


def military_points(distance: int) -> int:
    """Points for the player the pawn is ``distance`` spaces towards the other capital."""
    return next((z["points"] for z in zones() if z["from"] <= distance <= z["to"]), 0)


def loot_zones() -> list[dict[str, int]]:
    """The zones with a coin-loss token, nearest the middle first."""
    return [z for z in zones() if z["loss"]]


def players() -> tuple[int, int]:
    low, high = data()["game"]["players"]
    return low, high


def name(ident: str) -> str:
    """The printed name of a card, Wonder or progress token."""
    for table in (cards(), all_wonders(), all_tokens()):
        if ident in table:
            return table[ident].name
    if ident in conspiracies():
        return conspiracies()[ident]["name"]
    return ident
