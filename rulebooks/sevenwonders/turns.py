"""How a turn goes on once a card is chosen: the hidden picks revealed together, coins
paid and received at the end of the turn, hands passed, the seventh card, building from
the discard pile, military conflicts at the end of an Age, and the next Age's deal."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from . import data
from .moves import Move, parse_move
from .scoring import counted

if TYPE_CHECKING:
    from .game import SevenWondersState as State

TURNS = data.rule("turns")


def _set(items: tuple, index: int, value: object) -> tuple:
    return (*items[:index], value, *items[index + 1:])


def after_pick(state: State, move: Move) -> State:
    """Keep the chosen card face down; when every seat has chosen, reveal and resolve."""
    me = state.current
    hand = list(state.hands[me])
    hand.remove(move.card)
    state = replace(state, hands=_set(state.hands, me, tuple(hand)),
                    picks=_set(state.picks, me, str(move)))
    if state.phase == "seventh":
        return _seventh_next(resolve(state, (me,)))
    if me + 1 < state.players:
        return replace(state, current=me + 1)
    return advance(resolve(state, tuple(range(state.players))))


def resolve(state: State, seats: tuple[int, ...]) -> State:
    """Play the chosen cards of ``seats`` at once: everyone pays from the coins they had
    when the turn began; coins from neighbours, sales and effects arrive at the end."""
    coins = list(state.coins)
    gained = [0] * state.players
    cities, stages, discard = list(state.cities), list(state.stages), list(state.discard)
    revive, built = list(state.revive), []
    for seat in seats:
        move = parse_move(state.picks[seat])
        left, right = state.neighbours(seat)
        if move.verb == "sell":
            gained[seat] += data.rule("sell")
            discard.append(move.card)
            continue
        if move.verb == "build":
            payment = state.build_price(seat, move.card)
            cities[seat] = (*cities[seat], move.card)
            built.append((seat, move.card))
        else:
            stage = state.next_stage(seat)
            payment = state.payment(seat, stage.cost)
            stages[seat] += 1
            gained[seat] += stage.coins
            if stage.power == "build-discarded":
                revive.append(seat)
        me = state.city(seat)
        coins[seat] -= payment.coins
        gained[left] += sum(me.price("left", x) * k for x, k in payment.left)
        gained[right] += sum(me.price("right", x) * k for x, k in payment.right)
    state = replace(state, cities=tuple(cities), stages=tuple(stages), discard=tuple(discard),
                    picks=(None,) * state.players, revive=tuple(revive))
    for seat, ident in built:
        gained[seat] += coins_when_built(state, seat, ident)
    return replace(state, coins=tuple(c + g for c, g in zip(coins, gained, strict=True)))


def advance(state: State) -> State:
    """After a turn: the seventh card (after the sixth turn), building from the discard
    pile, then the next turn or the end of the Age."""
    if state.turn == TURNS:
        return _seventh(state)
    if state.revive:
        return _revive_step(state)
    if state.turn < TURNS:
        return _next_turn(state)
    return end_age(state)


def _next_turn(state: State) -> State:
    """Hands go to the left neighbour (the next seat) or the right, by Age."""
    n = state.players
    step = 1 if data.passing(state.age) == "left" else -1
    hands = [()] * n
    for p, hand in enumerate(state.hands):
        hands[(p + step) % n] = hand
    return replace(state, hands=tuple(hands), turn=state.turn + 1, phase="choose", current=0)


def _seventh(state: State) -> State:
    """The last card of each hand is discarded, unless its holder may play it."""
    keep = [p for p in range(state.players) if state.hands[p]
            and state.city(p).has_power("play-seventh")]
    dropped = [c for p, hand in enumerate(state.hands) if p not in keep for c in hand]
    hands = tuple(hand if p in keep else () for p, hand in enumerate(state.hands))
    state = replace(state, turn=TURNS + 1, hands=hands,
                    discard=(*state.discard, *sorted(dropped)))
    return _seventh_next(state)


def _seventh_next(state: State) -> State:
    waiting = [p for p in range(state.players) if state.hands[p]]
    if waiting:
        return replace(state, phase="seventh", current=waiting[0])
    return advance(state)


def _revive_step(state: State) -> State:
    seat = state.revive[0]
    ready = replace(state, phase="revive", current=seat)
    if any(m.verb == "revive" for m in ready.legal_moves()):
        return ready
    return advance(replace(state, revive=state.revive[1:]))


def after_revive(state: State, ident: str | None) -> State:
    """Build ``ident`` from the discard pile for nothing (or nothing, on a skip)."""
    seat = state.current
    state = replace(state, revive=state.revive[1:])
    if ident is not None:
        discard = list(state.discard)
        discard.remove(ident)
        state = replace(state, discard=tuple(discard),
                        cities=_set(state.cities, seat, (*state.cities[seat], ident)))
        state = replace(state, coins=_set(state.coins, seat, state.coins[seat]
                                          + coins_when_built(state, seat, ident)))
    return advance(state)


def end_age(state: State) -> State:
    """Military conflicts with both neighbours (only the opposing one in teams, for double
    tokens), then the next Age's deal, or the end of the game."""
    shields = [state.city(p).shields() for p in range(state.players)]
    factor = data.raw()["military"]["team_factor"] if state.rules.teams else 1
    tokens = list(state.tokens)
    for p in range(state.players):
        for other in state.neighbours(p):
            if other == state.teammate(p):
                continue
            if shields[p] > shields[other]:
                tokens[p] = (*tokens[p], *(data.victory(state.age),) * factor)
            elif shields[p] < shields[other]:
                tokens[p] = (*tokens[p], *(data.defeat(),) * factor)
    state = replace(state, tokens=tuple(tokens), hands=((),) * state.players)
    if state.age == data.rule("ages"):
        return replace(state, phase="over", current=0, turn=TURNS + 1)
    deck = state.decks[state.age]
    size = data.rule("hand")
    hands = tuple(tuple(sorted(deck[p * size:(p + 1) * size])) for p in range(state.players))
    return replace(state, age=state.age + 1, turn=1, phase="choose", current=0, hands=hands,
                   decks=_set(state.decks, state.age, ()))


def coins_when_built(state: State, seat: int, ident: str) -> int:
    """Coins a building gives once, when built (``sevenwonders.effects.coins``)."""
    spec = data.card(ident)
    if spec.gain_per is None:
        return spec.gain_coins
    left, right = state.neighbours(seat)
    return spec.gain_per.amount * counted(spec.gain_per, state.city(seat), state.city(left),
                                          state.city(right))
