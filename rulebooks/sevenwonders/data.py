"""The numbers of 7 Wonders (second edition), read once from ``data.toml``.

>>> card("baths").cost, card("baths").points, card("baths").colour
('S', 3, 'blue')
>>> copies(1, 3).count("lumber-yard"), copies(1, 4).count("lumber-yard")
(1, 2)
>>> wonder("gizah").side("night").stages[3].points
7
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any

from ..core.datafile import game_data, make

COLOURS = ("brown", "grey", "blue", "yellow", "red", "green", "purple", "black")
SIDES = ("day", "night")
POWERS = ("play-seventh", "build-discarded", "free-new-colour", "free-first", "free-last")


def raw() -> dict[str, Any]:
    return game_data("rulebooks.sevenwonders")


def rule(name: str) -> Any:
    return raw()["rules"][name]


def players() -> tuple[int, int]:
    return raw()["players"]["low"], raw()["players"]["high"]


def passing(age: int) -> str:
    """``left`` or ``right``: where hands go in Age ``age`` (1 to 3)."""
    return raw()["players"]["pass"][age - 1]


@cache
def resources() -> dict[str, dict[str, str]]:
    """Resource letter -> its name and kind (``raw`` or ``manufactured``)."""
    return {r["code"]: r for r in raw()["resource"]}


def resource_name(code: str) -> str:
    return resources()[code]["name"] if code else "no resource"


def science_points(count: int) -> int:
    """Points for ``count`` identical science symbols (the table is n x n past its end)."""
    table = raw()["science"]["identical"]
    return table[count] if count < len(table) else count * count


def symbols() -> tuple[str, ...]:
    return tuple(raw()["science"]["symbols"])


def victory(age: int) -> int:
    return raw()["military"]["victory"][age - 1]


def defeat() -> int:
    return raw()["military"]["defeat"]


@dataclass(frozen=True)
class Per:
    """Coins or points for each thing of a kind: cards of some colours, Wonder stages built,
    or a finished Wonder, counted in the player's own city, the neighbours', or all three."""

    amount: int
    per: tuple[str, ...]
    where: str

    @classmethod
    def read(cls, entry: dict[str, Any] | None, amount_key: str) -> Per | None:
        if entry is None or "per" not in entry:
            return None
        return cls(entry[amount_key], tuple(entry["per"]), entry["where"])


@dataclass(frozen=True)
class CardSpec:
    """One building (the same in every Age it appears in)."""

    id: str
    name: str
    colour: str
    coins: int = 0
    cost: str = ""
    chain_from: str = ""
    produce: str = ""
    points: int = 0
    shields: int = 0
    science: str = ""
    gain_coins: int = 0          # coins taken once when built (the Tavern)
    gain_per: Per | None = None  # coins taken once when built, per thing counted
    score_per: Per | None = None  # points at the end, per thing counted
    trade: tuple[str, str] | None = None  # (raw / manufactured, left / right / both)
    expansion: str = ""          # "" for the base game, "cities" for a black card
    others_lose: int = 0         # coins every other player loses (or takes as debt)
    others_lose_per: str = ""    # ... per victory token or Wonder stage they hold
    others_gain: int = 0         # coins every other player takes from the bank
    neighbours_gain: int = 0     # coins each neighbour takes from the bank
    diplomacy: bool = False      # a diplomacy token
    raid: bool = False           # a victory token of the Age; each neighbour takes a debt
    token_points: tuple[int, int] | None = None  # (points, per victory token of this value)
    drop_defeats: bool = False   # the defeat tokens are given back
    power: str = ""              # mask, wharf-left/right, warehouse, black-market, ...
    ages: tuple[int, ...] = ()
    copies: dict[int, tuple[int, ...]] = field(default_factory=dict)

    @property
    def choice(self) -> bool:
        """Whether it produces one of several resources each turn."""
        return "/" in self.produce

    @property
    def tradable(self) -> bool:
        """Brown and grey production can be bought by neighbours; yellow cannot."""
        return self.colour in ("brown", "grey")


@dataclass(frozen=True)
class Stage:
    cost: str
    points: int = 0
    coins: int = 0
    shields: int = 0
    science: str = ""
    produce: str = ""
    power: str = ""
    coin_cost: int = 0           # coins paid besides the resources (Petra)
    diplomacy: bool = False      # a diplomacy token (Byzantium)
    others_lose: int = 0         # coins every other player loses (Petra)
    pawn: int = 0                # an Edifice pawn of this Age taken from the box (Ur)
    choices: tuple[Stage, ...] = ()  # effects of which the builder takes one (Carthage, Ur)

    def chosen(self, choice: int) -> Stage:
        """The stage with the effect of choice ``choice`` (from 1) added; 0: as printed."""
        if not choice or not self.choices:
            return self
        extra = self.choices[choice - 1]
        return replace(self, choices=(), points=self.points + extra.points,
                       coins=self.coins + extra.coins, shields=self.shields + extra.shields,
                       science=self.science or extra.science, power=self.power or extra.power,
                       pawn=self.pawn or extra.pawn)


def _stage(entry: dict[str, Any]) -> Stage:
    return make(Stage, entry, choices=tuple(make(Stage, {"cost": "", **c})
                                            for c in entry.get("choices", ())))


@dataclass(frozen=True)
class Side:
    start: str                   # "" for none (Roma)
    stages: tuple[Stage, ...]
    power: str = ""              # the side's own effect (Roma's Day: free leaders)
    played: bool = True          # False: its effects are not in the engine, not dealt


@dataclass(frozen=True)
class WonderSpec:
    id: str
    name: str
    day: Side
    night: Side
    expansion: str = ""          # "" for the base game, "cities" for Byzantium and Petra
    anywhere: bool = False       # dealt in any game with all the boards (Carthage)

    def side(self, name: str) -> Side:
        return self.day if name == "day" else self.night


def _spec(entry: dict[str, Any]) -> CardSpec:
    gain, score = entry.get("gain"), entry.get("score")
    trade, tokens = entry.get("trade"), entry.get("token_points")
    return make(
        CardSpec, entry, skip=("age", "gain", "score"), copies={},
        gain_coins=gain["coins"] if gain and "per" not in gain else 0,
        gain_per=Per.read(gain, "coins"), score_per=Per.read(score, "points"),
        trade=(trade["goods"], trade["side"]) if trade else None,
        token_points=(tokens["points"], tokens["value"]) if tokens else None)


@cache
def cards() -> dict[str, CardSpec]:
    """Every building by id; a building in two Ages (Loom ...) is one entry with both."""
    found: dict[str, CardSpec] = {}
    for entry in raw()["card"]:
        spec = _spec(entry)
        age, thresholds = entry["age"], tuple(entry.get("copies", ()))
        old = found.get(spec.id)
        if old is not None:
            if replace(old, ages=(), copies={}) != spec:
                raise ValueError(f"card {spec.id} differs between Ages")
            spec = old
        found[spec.id] = CardSpec(**{**spec.__dict__, "ages": (*spec.ages, age),
                                     "copies": {**spec.copies, age: thresholds}})
    return found


def card(ident: str) -> CardSpec:
    return cards()[ident]


def guilds() -> tuple[str, ...]:
    return tuple(c.id for c in cards().values() if c.colour == "purple")


def copies(age: int, players: int) -> list[str]:
    """The Age deck for ``players`` players, guilds left out (``sevenwonders.setup.decks``)."""
    return [c.id for c in cards().values() if age in c.ages
            for low in c.copies.get(age, ()) if low <= players]


@cache
def wonders() -> dict[str, WonderSpec]:
    out = {}
    for entry in raw()["wonder"]:
        sides = {name: Side(entry[name]["start"],
                            tuple(_stage(s) for s in entry[name]["stages"]),
                            entry[name].get("power", ""), entry[name].get("played", True))
                 for name in SIDES}
        out[entry["id"]] = make(WonderSpec, entry, **sides)
    return out


def dealt_wonders(expansions: tuple[str, ...] | None = None, side: str = "day"
                  ) -> tuple[str, ...]:
    """The boards a game deals from: the base game's, and with all the boards (a tuple of
    ``expansions``) those of the expansions in play (``cities``, ``edifice``,
    ``leaders``) and those usable in any game (Carthage); never a side the engine does not
    play (Roma's Night side)."""
    if expansions is None:
        return tuple(k for k, w in wonders().items() if not w.expansion)
    return tuple(k for k, w in wonders().items()
                 if (w.expansion in ("", *expansions) or w.anywhere) and w.side(side).played)


def wonder(ident: str) -> WonderSpec:
    return wonders()[ident]


# black cards the engine leaves out of the decks: their effect is not modelled
UNMODELLED = ("smuggler",)


def black(age: int) -> tuple[str, ...]:
    """The Cities cards of an Age the engine deals from (``sevenwonders.cities.setup``)."""
    return tuple(c.id for c in cards().values() if c.colour == "black" and age in c.ages
                 and c.power not in UNMODELLED)


def cities_rule(name: str) -> Any:
    return raw()["cities"][name]


def all_copies(players: int, cities: bool = False) -> Counter[str]:
    """Every card a game with ``players`` players can use (all three Ages, every guild,
    and with Cities every black card)."""
    counted: Counter[str] = Counter()
    for age in range(1, rule("ages") + 1):
        counted.update(copies(age, players))
        if cities:
            counted.update(black(age))
    counted.update(guilds())
    return counted


@dataclass(frozen=True)
class Edifice:
    """One Edifice card: its Age, participation cost, reward and penalty
    (``sevenwonders.edifice``)."""

    id: str
    name: str
    age: int
    coins: int
    reward: dict[str, Any]
    penalty: dict[str, Any]


@cache
def edifices() -> dict[str, Edifice]:
    return {e["id"]: make(Edifice, e, reward=dict(e["reward"]), penalty=dict(e["penalty"]))
            for e in raw()["edifice_card"]}


def edifice(ident: str) -> Edifice:
    return edifices()[ident]


def edifice_pawns(players: int) -> int:
    """Participation pawns put on each Age's Edifice."""
    return raw()["edifice"]["pawns"][players]


def edifice_debt(age: int) -> int:
    return raw()["edifice"]["debt"][age - 1]


@dataclass(frozen=True)
class Leader:
    """One leader card (``sevenwonders.leaders``): its cost in coins and its effect."""

    id: str
    name: str
    coins: int
    points: int = 0                     # points at the end
    score: dict[str, Any] = field(default_factory=dict)  # points per thing counted
    shields: int = 0
    science: str = ""
    science_set: int = 0                # more points for each set of three symbols
    gain_coins: int = 0                 # coins once, when recruited
    coins_per_victory: int = 0          # coins for each victory token won
    coins_per_build: dict[str, Any] = field(default_factory=dict)  # coins per card built
    coins_per_chain: int = 0            # coins for each building built through a chain
    discount: str = ""                  # a colour or "stage": one resource fewer to pay
    power: str = ""                     # free-leaders, free-guilds, defeats-to-winner, ...


@cache
def leaders() -> dict[str, Leader]:
    """Every leader by id."""
    return {e["id"]: make(Leader, e, **{k: dict(v) for k, v in e.items() if isinstance(v, dict)})
            for e in raw()["leader"]}


def leader(ident: str) -> Leader:
    return leaders()[ident]


def dealt_leaders() -> tuple[str, ...]:
    """The leaders a game deals from: all of them (``sevenwonders.leaders.setup``)."""
    return tuple(leaders())


def leaders_rule(name: str) -> Any:
    return raw()["leaders"][name]


def armada_rule(name: str) -> Any:
    return raw()["armada"][name]


def naval_tokens() -> tuple[int, ...]:
    """Every value a naval conflict token can have (``sevenwonders.armada.naval``)."""
    return tuple(sorted({v for key in ("naval_first", "naval_second", "naval_last")
                         for v in armada_rule(key)}))
