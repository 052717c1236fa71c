"""What happens to a Deus position: goods gained within their limits, cards drawn,
barbarian villages attacked, and one building card's effect.

These work on any state with the fields of :class:`~rulebooks.deus.game.DeusState` and
return a new one.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.rng import Rng
from . import data

GOODS = data.GOODS


def put(values: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    """``values`` with entry ``index`` replaced."""
    return (*values[:index], value, *values[index + 1:])


def gain(state: Any, player: int, what: str, n: int = 1) -> Any:
    """``player`` gains ``n`` of a good (resources stop at their limit, ``deus.resources.limit``)
    or ``n`` buildings of a type from their stock into their supply."""
    if what in data.active_types():
        index = data.active_types().index(what)
        got = min(n, state.stock(player, what))
        supply = list(state.supply[player])
        supply[index] += got
        return replace(state, supply=put(state.supply, player, tuple(supply)))
    index = GOODS.index(what)
    goods = list(state.goods[player])
    goods[index] += min(n, state.room(player, what)) if what in data.resources() else n
    goods[index] = max(goods[index], 0)
    return replace(state, goods=put(state.goods, player, tuple(goods)))


def draw(state: Any, player: int, upto: int) -> Any:
    """``player`` draws until holding ``upto`` cards, never more than the hand limit; an empty
    deck is made again from the shuffled discard pile (``deus.deck``)."""
    target = min(upto, data.game("hand_limit"))
    hand, deck, discard = list(state.hands[player]), list(state.deck), list(state.discard)
    shuffles = state.shuffles
    while len(hand) < target:
        if not deck:
            if not discard:
                break
            deck = list(Rng.derive(state.seed, "shuffle", shuffles).shuffled(discard))
            discard, shuffles = [], shuffles + 1
        hand.append(deck.pop(0))
    return replace(state, hands=put(state.hands, player, tuple(hand)), deck=tuple(deck),
                   discard=tuple(discard), shuffles=shuffles)


def attack_villages(state: Any) -> Any:
    """Attack every village whose neighbours are all occupied with a military building
    among them (``deus.villages.attack``); its VP go to the most military buildings around
    it, then the most buildings, else are shared (rounded down)."""
    villages = list(state.villages)
    for i, village in enumerate(state.board.villages):
        if not villages[i]:
            continue
        around = [state.pieces.get(loc) for loc in state.board.neighbours[village]]
        if any(a is None for a in around) or not any("military" in t for _, t in around):
            continue
        for player in village_winners(around):
            state = gain(state, player, "vp", villages[i] // len(village_winners(around)))
        villages[i] = 0
    return replace(state, villages=tuple(villages))


def village_winners(around: list[Any]) -> list[int]:
    """Who takes a village's VP: most military buildings, then most buildings."""
    military: dict[int, int] = {}
    total: dict[int, int] = {}
    for owner, types in around:
        military[owner] = military.get(owner, 0) + types.count("military")
        total[owner] = total.get(owner, 0) + len(types)
    best = max(military.values())
    tied = [p for p in sorted(military) if military[p] == best]
    most = max(total[p] for p in tied)
    return [p for p in tied if total[p] == most]


def apply_effect(state: Any, player: int, effect: data.Effect, location: str | None) -> Any:
    """One card's effect, from its building on ``location``."""
    kind, n = effect.kind, effect.n
    if kind == "produce":
        resource = data.terrain_resource().get(state.board.terrain.get(location, ""))
        return gain(state, player, resource, n) if resource else state
    if kind in ("gold", "vp"):
        return gain(state, player, kind, n)
    if kind == "draw":
        return draw(state, player, len(state.hands[player]) + n)
    if kind in ("gold_per", "vp_per"):
        return gain(state, player, kind.split("_")[0], n * state.on_map(player, effect.type))
    if kind == "raid":
        return _raid(state, player, n, location)
    if kind == "sell":
        return _sell(state, player, n, effect.price)
    if kind == "march":  # the player's moves: see DeusState._resolve
        return state
    raise ValueError(f"unknown effect {kind!r}")


def _raid(state: Any, player: int, n: int, location: str | None) -> Any:
    near = {location, *state.board.neighbours.get(location, ())}
    victims = sorted({owner for loc, (owner, _) in state.pieces.items()
                      if loc in near and owner != player})
    for victim in victims:
        taken = min(n, state.goods[victim][GOODS.index("gold")])
        state = gain(gain(state, victim, "gold", -taken), player, "gold", taken)
    return state


def _sell(state: Any, player: int, n: int, price: int) -> Any:
    goods = state.goods[player]
    largest = max(data.resources(), key=lambda r: goods[GOODS.index(r)])
    sold = min(n, goods[GOODS.index(largest)])
    return gain(gain(state, player, largest, -sold), player, "gold", sold * price)
