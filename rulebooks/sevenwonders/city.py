"""A city: its Wonder board and side, the stages built, its buildings, coins and conflict
tokens; what it produces, what it may sell to a neighbour, and the cheapest way to pay a cost.

>>> me = City("gizah", "day", 0, ("lumber-yard",), 3)
>>> sorted(me.fixed().items()), me.choices()
([('S', 1), ('W', 1)], ())
>>> left = City("rhodos", "day", 0, ("clay-pool",), 3)
>>> right = City("ephesos", "day", 0, (), 3)
>>> cheapest(Counter("WSC"), me, left, right)
Payment(coins=2, left=(('C', 1),), right=())
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from itertools import product

from . import data


@dataclass(frozen=True)
class City:
    """One player's city. ``cards`` are building ids in the order built."""

    board: str
    side: str
    stages: int
    cards: tuple[str, ...]
    coins: int
    tokens: tuple[int, ...] = ()
    debt: int = 0
    edifices: tuple[str, ...] = ()      # Edifices built that reward this city
    edifice_debt: tuple[int, ...] = ()  # Edifice debt tokens (their values)
    leaders: tuple[str, ...] = ()       # leaders recruited (Leaders)
    naval: tuple[int, ...] = ()         # naval conflict tokens (Armada)
    shipyard: int = 0                   # points of the shipyard and Islands (Armada)
    chosen: tuple[int, ...] = ()        # the effect taken at each stage built (0: none)

    def leader_specs(self) -> list[data.Leader]:
        return [data.leader(x) for x in self.leaders]

    def has_leader_power(self, power: str) -> bool:
        return any(spec.power == power for spec in self.leader_specs())

    def discounts(self, kind: str) -> bool:
        """Whether a leader takes one resource off the cost of this colour (or "stage")."""
        return any(spec.discount == kind for spec in self.leader_specs())

    def edifice_rewards(self) -> list[dict]:
        return [data.edifice(e).reward for e in self.edifices]

    def has_card_power(self, power: str) -> bool:
        """Whether a building of the city has this power (a Cities card's)."""
        return any(spec.power == power for spec in self.specs())

    @property
    def wonder(self) -> data.Side:
        return data.wonder(self.board).side(self.side)

    def built_stages(self) -> tuple[data.Stage, ...]:
        """The stages built, each with the effect its builder chose (Carthage, Ur)."""
        return tuple(stage.chosen(self.chosen[i] if i < len(self.chosen) else 0)
                     for i, stage in enumerate(self.wonder.stages[:self.stages]))

    def box_pawns(self) -> tuple[int, ...]:
        """The Ages of the Edifice pawns the stages built took from the box (Ur)."""
        return tuple(stage.pawn for stage in self.built_stages() if stage.pawn)

    def has_power(self, power: str) -> bool:
        return any(stage.power == power for stage in self.built_stages())

    def specs(self) -> list[data.CardSpec]:
        return [data.card(c) for c in self.cards]

    def colour_count(self, colour: str) -> int:
        return sum(1 for spec in self.specs() if spec.colour == colour)

    def shields(self) -> int:
        return (sum(spec.shields for spec in self.specs())
                + sum(stage.shields for stage in self.built_stages())
                + sum(r.get("shields", 0) for r in self.edifice_rewards())
                + sum(spec.shields for spec in self.leader_specs()))

    def complete(self) -> bool:
        return self.stages == len(self.wonder.stages)

    # -- production -----------------------------------------------------------
    def _producers(self, tradable_only: bool) -> list[str]:
        found = [self.wonder.start] if self.wonder.start else []
        found += [spec.produce for spec in self.specs()
                  if spec.produce and (spec.tradable or not tradable_only)]
        if not tradable_only:
            found += [stage.produce for stage in self.built_stages() if stage.produce]
            found += self._black_producers()
            found += [r["produce"] for r in self.edifice_rewards() if "produce" in r]
        return found

    def _black_producers(self) -> list[str]:
        """The Secret Warehouse (one more of a resource the brown and grey cards make)
        and the Black Market (one resource neither they nor the Wonder make)."""
        made = {x for spec in self.specs() if spec.tradable for x in spec.produce
                if x != "/"}
        out = []
        if self.has_card_power("warehouse") and made:
            out.append("/".join(sorted(made)))
        if self.has_card_power("black-market"):
            missing = sorted(set(data.resources()) - made - set(self.wonder.start))
            if missing:
                out.append("/".join(missing))
        return out

    def fixed(self, tradable_only: bool = False) -> Counter[str]:
        """Resources produced every turn with no choice."""
        out: Counter[str] = Counter()
        for produce in self._producers(tradable_only):
            if "/" not in produce:
                out.update(produce)
        return out

    def choices(self, tradable_only: bool = False) -> tuple[tuple[str, ...], ...]:
        """The producers of one resource among several, each as its letters."""
        return tuple(tuple(p.split("/")) for p in self._producers(tradable_only) if "/" in p)

    def price(self, side: str, resource: str) -> int:
        """What this city pays its ``side`` neighbour for one ``resource``."""
        kind = data.resources()[resource]["kind"]
        goods = "raw" if kind == "raw" else "manufactured"
        for spec in self.specs():
            if spec.trade and spec.trade[0] == goods and spec.trade[1] in (side, "both"):
                return data.rule("discounted")
        return data.rule("price")


@dataclass(frozen=True)
class Payment:
    """Coins paid for resources: in all, and per resource to each side (``to_left`` and
    ``to_right``: the coins each neighbour receives); ``bank``: the resource bought from
    the bank with Bilkis; ``back``: the coins Hatshepsut brings at the end of the turn."""

    coins: int
    left: tuple[tuple[str, int], ...] = ()
    right: tuple[tuple[str, int], ...] = ()
    to_left: int = field(default=0, repr=False)
    to_right: int = field(default=0, repr=False)
    bank: str = field(default="", repr=False)
    back: int = field(default=0, repr=False)


def side_price(me: City, side: str, bought: Counter[str]) -> int:
    """What ``me`` pays its ``side`` neighbour for ``bought``: a Clandestine Wharf takes a
    coin off one resource a turn from that side (``sevenwonders.cities.wharf``)."""
    coins = sum(me.price(side, x) * k for x, k in bought.items())
    if coins and me.has_card_power(f"wharf-{side}"):
        coins -= 1
    return coins


def covers(fixed: Counter[str], choices: tuple[tuple[str, ...], ...],
           need: Counter[str]) -> bool:
    """Whether fixed production plus one letter from each choice covers ``need``."""
    rest = tuple(sorted((need - fixed).elements()))
    return _choices_cover(tuple(sorted(choices)), rest)


@cache
def _choices_cover(choices: tuple[tuple[str, ...], ...], rest: tuple[str, ...]) -> bool:
    if not rest:
        return True
    if len(rest) > len(choices):
        return False
    first, others = rest[0], rest[1:]
    return any(first in option and _choices_cover(choices[:i] + choices[i + 1:], others)
               for i, option in enumerate(choices))


def _leftovers(need: Counter[str], choices: tuple[tuple[str, ...], ...]) -> set[tuple[str, ...]]:
    """Every multiset of resources still missing after the city's own choice producers."""
    results: set[tuple[str, ...]] = set()

    def walk(i: int, rest: Counter[str]) -> None:
        if i == len(choices) or not rest:
            results.add(tuple(sorted(rest.elements())))
            return
        walk(i + 1, rest)
        for letter in choices[i]:
            if rest[letter]:
                walk(i + 1, rest - Counter(letter))

    walk(0, need)
    return results


def _bank_options(me: City, rest: tuple[str, ...]) -> list[tuple[str, Counter[str]]]:
    """What is left to buy from the neighbours: everything, or with Bilkis everything but
    one resource bought from the bank (``sevenwonders.leaders.trade``)."""
    options = [("", Counter(rest))]
    if me.has_leader_power("bank-trade"):
        options += [(x, Counter(rest) - Counter(x)) for x in sorted(set(rest))]
    return options


def trade_back(me: City, to_left: Counter[str], to_right: Counter[str]) -> int:
    """Hatshepsut's coins: so many for each neighbour bought from this turn."""
    if not me.has_leader_power("trade-coin"):
        return 0
    return data.leaders_rule("trade_coin") * (bool(to_left) + bool(to_right))


def cheapest(cost: Counter[str], me: City, left: City, right: City) -> Payment | None:
    """The fewest coins that pay for ``cost`` (own production first, then neighbours' brown
    and grey cards and starting resources, and with Bilkis one resource from the bank), or
    ``None`` when it cannot be had at all; of two ways that cost the same, the one that
    brings Hatshepsut's coins back."""
    need = cost - me.fixed()
    best: Payment | None = None
    sellers = {side: (city.fixed(True), city.choices(True))
               for side, city in (("left", left), ("right", right))}
    for rest in sorted(_leftovers(need, me.choices())):
        for bank, missing in _bank_options(me, rest):
            letters = sorted(missing)
            extra = data.leaders_rule("bank_price") if bank else 0
            for split in product(*(range(missing[x], -1, -1) for x in letters)):
                to_left = Counter({x: k for x, k in zip(letters, split, strict=True) if k})
                to_right = missing - to_left
                paid = side_price(me, "left", to_left), side_price(me, "right", to_right)
                coins, back = sum(paid) + extra, trade_back(me, to_left, to_right)
                if best is not None and (coins, -back) >= (best.coins, -best.back):
                    continue
                if covers(*sellers["left"], to_left) and covers(*sellers["right"], to_right):
                    best = Payment(coins, tuple(sorted(to_left.items())),
                                   tuple(sorted(to_right.items())), *paid, bank, back)
    return best


def science_symbols(city: City) -> tuple[Counter[str], int]:
    """The city's science symbols by kind, and how many may be any kind (chosen at the end)."""
    counted: Counter[str] = Counter()
    wild = 0
    sources = ([spec.science for spec in city.specs()] + [s.science for s in city.built_stages()]
               + [spec.science for spec in city.leader_specs()])
    for symbol in sources:
        if symbol == "any":
            wild += 1
        elif symbol:
            counted[symbol] += 1
    return counted, wild
