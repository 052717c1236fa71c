"""7 Wonders opponents: random, and greedy (the move that adds most to its city's score
as it would stand at the end, counting coins, shields against the neighbours as they are,
and resources it lacks)."""

from __future__ import annotations

from dataclasses import replace

from ..core.bots import best_by, random_bot
from ..core.contract import Condition
from . import data, scoring
from .city import City
from .game import SevenWondersState
from .moves import Move
from .turns import with_choice

RESOURCE_VALUE = (2.0, 1.0, 0.0)  # a new resource's worth in Age I, II, III
LEADER_GROWTH = 1.5  # things a leader counts, expected per Age left
LEADER_EFFECT = 2.0  # the worth of a leader's effect that is not points


def _after(state: SevenWondersState, move: Move) -> City:
    me = state.city(state.current)
    if move.verb in ("sell",):
        return replace(me, coins=me.coins + data.rule("sell"))
    if move.verb == "pay":
        owed = state.owed[state.current]
        return replace(me, coins=me.coins - int(move.card),
                       debt=me.debt + owed - int(move.card))
    if move.verb in ("keep", "recruit"):  # a kept leader counted as if recruited later
        spec = data.leader(move.card)
        price = state.recruit_price(state.current, move.card)
        return replace(me, leaders=(*me.leaders, move.card),
                       coins=me.coins - price + spec.gain_coins)
    if move.verb in ("build", "revive"):
        price = state.build_price(state.current, move.card) if move.verb == "build" else None
        spent = price.coins - price.back if price else 0
        return replace(me, cards=(*me.cards, move.card), coins=me.coins - spent)
    if move.verb in ("wonder", "project"):
        stage = state.next_stage(state.current).chosen(int(move.choice or 0))
        extra = (data.edifice(state.edifices[state.age - 1]).coins if move.verb == "project"
                 else 0)
        price = state.stage_payment(state.current, extra)
        me = replace(me, stages=me.stages + 1,
                     coins=me.coins - price.coins + price.back + stage.coins,
                     chosen=with_choice(me.chosen, me.stages, move.choice))
        if move.verb == "project":  # counted as if the Edifice will be built
            ident = state.edifices[state.age - 1]
            reward = data.edifice(ident).reward
            me = replace(me, edifices=(*me.edifices, ident),
                         coins=me.coins + reward.get("coins", 0),
                         tokens=(*me.tokens, *((reward["token"],) if "token" in reward
                                               else ())))
        return me
    return me


def _military(state: SevenWondersState, city: City) -> int:
    mine, total = city.shields(), 0
    for other in state.neighbours(state.current):
        theirs = state.city(other).shields()
        total += (data.victory(state.age) if mine > theirs
                  else data.defeat() if mine < theirs else 0)
    return total


def _worth(state: SevenWondersState, city: City) -> float:
    left, right = (state.city(p) for p in state.neighbours(state.current))
    lines = scoring.lines(city, left, right)
    points = sum(value for key, (value, _) in lines.items() if key != "military")
    new = set(city.fixed()) | {x for c in city.choices() for x in c}
    return points + _military(state, city) + RESOURCE_VALUE[state.age - 1] * len(new)


def _value(state: SevenWondersState, move: Move) -> float:
    if move.verb == "skip":
        return 0.0
    me = state.city(state.current)
    value = _worth(state, _after(state, move)) - _worth(state, me)
    if move.verb in ("keep", "recruit"):
        value += _leader_hope(state, data.leader(move.card))
    return value


def _leader_hope(state: SevenWondersState, spec: data.Leader) -> float:
    """What a leader may still bring that the city as it stands does not show: its points
    per thing counted grow with the Ages left, its other effects count for a little."""
    ages_left = data.rule("ages") - state.age + (1 if state.phase in ("draft", "leader") else 0)
    if spec.score:
        return LEADER_GROWTH * spec.score["points"] * ages_left
    return LEADER_EFFECT if not spec.points else 0.0


greedy_bot = best_by(_value)
BOTS = {"random": random_bot, "greedy": greedy_bot}


def builds(state: SevenWondersState, move: Move) -> bool:
    """Tutorial condition: constructing a building from the hand."""
    return move.verb == "build"


def chains(state: SevenWondersState, move: Move) -> bool:
    """Tutorial condition: a building that is free through a chain."""
    return move.verb == "build" and state.is_free(state.current, move.card) \
        == "sevenwonders.build.chain"


def trades(state: SevenWondersState, move: Move) -> bool:
    """Tutorial condition: a building paid partly with a neighbour's resources."""
    if move.verb != "build" or state.is_free(state.current, move.card):
        return False
    price = state.build_price(state.current, move.card)
    return bool(price and (price.left or price.right))


CONDITIONS = {
    "builds": Condition("constructing a building", builds),
    "chains": Condition("a building that is free through a chain", chains),
    "trades": Condition("a building that needs a neighbour's resources", trades),
}
