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
        return _settle(resolve(state, (me,)))
    if me + 1 < state.players:
        return replace(state, current=me + 1)
    return _settle(resolve(state, tuple(range(state.players))))


def _settle(state: State) -> State:
    """After a turn is played: the players who lost coins choose how many to pay (option
    debt = choose), then the game goes on (``sevenwonders.cities.owe``)."""
    owing = [p for p, k in enumerate(state.owed) if k]
    if owing:
        return replace(state, phase="debt", current=owing[0])
    if state.turn > state.turns:
        return _seventh_next(replace(state, phase="seventh"))
    return advance(replace(state, phase="choose"))


def settle_debt(state: State, paid: int) -> State:
    """``paid`` of the coins the current player lost are paid; the rest are debt tokens."""
    me = state.current
    state = replace(state, coins=_set(state.coins, me, state.coins[me] - paid),
                    debts=_set(state.debts, me, state.debts[me] + state.owed[me] - paid),
                    owed=_set(state.owed, me, 0))
    return _settle(state)


def resolve(state: State, seats: tuple[int, ...]) -> State:
    """Play the chosen cards of ``seats`` at once: everyone pays from the coins they had
    when the turn began; coins from neighbours, sales and effects arrive at the end."""
    coins = list(state.coins)
    gained = [0] * state.players
    cities, stages, discard = list(state.cities), list(state.stages), list(state.discard)
    revive, built, joined, staged = list(state.revive), [], [], []
    chosen = list(state.chosen) if state.chosen else [()] * state.players
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
            if data.card(move.card).power == "forging":
                revive.append(seat)
        else:
            stage = state.next_stage(seat).chosen(int(move.choice or 0))
            chosen[seat] = with_choice(chosen[seat], state.stages[seat], move.choice)
            staged.append((seat, stage))
            extra = 0
            if move.verb == "project":
                extra = data.edifice(state.edifices[state.age - 1]).coins
                joined.append(seat)
            payment = state.stage_payment(seat, extra)
            stages[seat] += 1
            gained[seat] += stage.coins
            if stage.power == "build-discarded":
                revive.append(seat)
        coins[seat] -= payment.coins
        gained[left] += payment.to_left
        gained[right] += payment.to_right
        gained[seat] += payment.back
    state = replace(state, cities=tuple(cities), stages=tuple(stages), discard=tuple(discard),
                    picks=(None,) * state.players, revive=tuple(revive), chosen=tuple(chosen))
    for seat, ident in built:
        gained[seat] += coins_when_built(state, seat, ident)
    state = replace(state, coins=tuple(c + g for c, g in zip(coins, gained, strict=True)))
    if joined:
        state = edifice_joined(state, joined)
    state = box_pawns(state, staged)
    if any(data.card(ident).colour == "black" for _, ident in built) or any(
            stage.diplomacy or stage.others_lose for _, stage in staged):
        state = black_effects(state, built, staged)
    return state


def with_choice(chosen: tuple[int, ...], built: int, choice: str) -> tuple[int, ...]:
    """The effects taken at each stage, one more stage built with ``choice`` ("" for none)."""
    return (*chosen[:built], *(0,) * (built - len(chosen)), int(choice or 0))


def box_pawns(state: State, staged: list[tuple[int, data.Stage]]) -> State:
    """The Edifice pawns Ur's stages built this turn take from the box: they count as taking
    part in that Age's Edifice, but do not help build it (``sevenwonders.edifice.wonders``)."""
    pawns = list(state.pawns)
    for seat, stage in staged:
        if stage.pawn and state.rules.edifice and stage.pawn not in pawns[seat]:
            pawns[seat] = tuple(sorted((*pawns[seat], stage.pawn)))
    return replace(state, pawns=tuple(pawns))


def black_effects(state: State, built: list[tuple[int, str]],
                  staged: list[tuple[int, data.Stage]] = ()) -> State:
    """What the Cities cards built this turn do besides their own coins: coins for the
    others, diplomacy, raids, defeats given back, and last the coins the others lose,
    paid with coins or taken as debt (``sevenwonders.cities.debt``); the same for the
    stages of Byzantium and Petra built this turn (``sevenwonders.cities.wonders``)."""
    n = state.players
    coins, debts = list(state.coins), list(state.debts)
    diplomacy, tokens = list(state.diplomacy), list(state.tokens)
    lose = [0] * n
    for seat, stage in staged:
        diplomacy[seat] += int(stage.diplomacy)
        for p in range(n):
            lose[p] += stage.others_lose if p != seat else 0
    for seat, ident in built:
        spec = data.card(ident)
        others = [p for p in range(n) if p != seat]
        for p in others:
            coins[p] += spec.others_gain
            per = {"": 1, "victory": sum(1 for t in state.tokens[p] if t > 0),
                   "stage": state.stages[p]}[spec.others_lose_per]
            lose[p] += spec.others_lose * per
        for p in state.neighbours(seat):
            coins[p] += spec.neighbours_gain
            debts[p] += int(spec.raid)
        diplomacy[seat] += int(spec.diplomacy)
        if spec.raid:
            tokens[seat] = (*tokens[seat], data.victory(state.age))
        if spec.drop_defeats:
            tokens[seat] = tuple(t for t in tokens[seat] if t > 0)
    owed = [0] * n
    for p in range(n):
        if state.rules.debt == "choose" and coins[p] and lose[p]:
            owed[p] = lose[p]  # settled by the player's choice (sevenwonders.cities.owe)
            continue
        paid = min(coins[p], lose[p])
        coins[p] -= paid
        debts[p] += lose[p] - paid
    return replace(state, coins=tuple(coins), debts=tuple(debts), diplomacy=tuple(diplomacy),
                   tokens=tuple(tokens), owed=tuple(owed))


def edifice_joined(state: State, seats: list[int]) -> State:
    """Each seat takes a pawn of this Age's Edifice (from the box when none is left); the
    last pawn taken builds it, and every pawn holder gets its reward at once
    (``sevenwonders.edifice.construct``)."""
    age = state.age
    was = state.pawns_left[age - 1]
    pawns = list(state.pawns)
    for seat in seats:
        pawns[seat] = (*pawns[seat], age)
    left = max(0, was - len(seats))
    state = replace(state, pawns=tuple(pawns),
                    pawns_left=_set(state.pawns_left, age - 1, left))
    if was and not left:
        state = _reward(state, age)
    return state


def _reward(state: State, age: int) -> State:
    reward = data.edifice(state.edifices[age - 1]).reward
    coins, tokens = list(state.coins), list(state.tokens)
    for p in range(state.players):
        if age not in state.pawns[p]:
            continue
        coins[p] += reward.get("coins", 0)
        if reward.get("drop_defeats"):
            tokens[p] = tuple(t for t in tokens[p] if t > 0)
        if "token" in reward:
            tokens[p] = (*tokens[p], reward["token"])
    return replace(state, coins=tuple(coins), tokens=tuple(tokens))


def edifice_failed(state: State) -> State:
    """An Edifice with pawns left at the end of its Age fails: each player without a pawn
    of it pays the penalty, or takes the Age's Edifice debt token when they cannot pay it
    in full (``sevenwonders.edifice.fail``)."""
    age = state.age
    penalty = data.edifice(state.edifices[age - 1]).penalty
    coins, tokens = list(state.coins), list(state.tokens)
    cities, discard = list(state.cities), list(state.discard)
    debts = list(state.edifice_debt)
    for p in range(state.players):
        if age in state.pawns[p]:
            continue
        paid = False
        if "coins" in penalty and coins[p] >= penalty["coins"]:
            coins[p] -= penalty["coins"]
            paid = True
        elif "discard" in penalty:
            mine = [c for c in cities[p] if data.card(c).colour == penalty["discard"]]
            if mine:
                kept = list(cities[p])
                kept.reverse()
                kept.remove(mine[-1])
                kept.reverse()
                cities[p], paid = tuple(kept), True
                discard.append(mine[-1])
        elif "victories" in penalty:
            wins = sorted(t for t in tokens[p] if t > 0)[:penalty["victories"]]
            if len(wins) == penalty["victories"]:
                rest = list(tokens[p])
                for t in wins:
                    rest.remove(t)
                tokens[p], paid = tuple(rest), True
        if not paid:
            debts[p] = (*debts[p], data.edifice_debt(age))
    return replace(state, coins=tuple(coins), tokens=tuple(tokens), cities=tuple(cities),
                   discard=tuple(discard), edifice_debt=tuple(debts))


def advance(state: State) -> State:
    """After a turn: the seventh card (after the sixth turn), building from the discard
    pile, then the next turn or the end of the Age."""
    if state.turn == state.turns:
        return _seventh(state)
    if state.revive:
        return _revive_step(state)
    if state.turn < state.turns:
        return _next_turn(state)
    return end_age(state)


def _next_turn(state: State) -> State:
    """Hands go to the left neighbour (the next seat) or the right, by Age; after the
    leaders' turn (turn 0) the hands just dealt stay where they are."""
    n = state.players
    if state.turn == 0:
        return replace(state, turn=1, phase="choose", current=0)
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
    state = replace(state, turn=state.turns + 1, hands=hands,
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


def rivals(state: State, seat: int) -> list[tuple[int, int]]:
    """Whom ``seat`` fights at the end of the Age, and for how many tokens: both
    neighbours; with diplomacy, the nearest players on each side who take part, once if
    only two take part (``sevenwonders.cities.diplomacy``); in teams, the opposing
    neighbour only, for two tokens, one if either side uses diplomacy, none if both."""
    away = [bool(k) for k in state.diplomacy] if state.diplomacy else [False] * state.players
    if state.rules.teams:
        factor = data.raw()["military"]["team_factor"]
        other = next(o for o in state.neighbours(seat) if o != state.teammate(seat))
        used = away[seat] + away[other]
        return [(other, factor if not used else data.cities_rule("diplomacy_factor")
                 if used == 1 else 0)]
    if away[seat]:
        return []
    n, found = state.players, []
    for step in (1, -1):
        other = (seat + step) % n
        while away[other] and other != seat:
            other = (other + step) % n
        if other != seat and other not in (o for o, _ in found):
            found.append((other, 1))
    return found


def end_age(state: State) -> State:
    """Military conflicts (``rivals``), diplomacy tokens used, then the next Age's deal, or
    the end of the game."""
    if state.edifices and state.pawns_left[state.age - 1]:
        state = edifice_failed(state)
    shields = [state.city(p).shields() for p in range(state.players)]
    tokens, coins = list(state.tokens), list(state.coins)
    for p in range(state.players):
        me = state.city(p)
        for other, factor in rivals(state, p):
            if shields[p] > shields[other]:
                tokens[p] = (*tokens[p], *(data.victory(state.age),) * factor)
                coins[p] += factor * sum(x.coins_per_victory for x in me.leader_specs())
            elif shields[p] < shields[other]:
                # Tomyris hands the defeat to the neighbour who won (sevenwonders.leaders.effects)
                loser = other if me.has_leader_power("defeats-to-winner") else p
                tokens[loser] = (*tokens[loser], *(data.defeat(),) * factor)
    state = replace(state, tokens=tuple(tokens), coins=tuple(coins),
                    hands=((),) * state.players)
    if state.diplomacy and any(state.diplomacy):
        state = replace(state, diplomacy=tuple(max(0, k - 1) for k in state.diplomacy))
    if state.age == data.rule("ages"):
        return replace(state, phase="over", current=0, turn=state.turns + 1)
    if state.rules.leaders:
        return replace(state, age=state.age + 1, turn=0, phase="leader", current=0)
    deck = state.decks[state.age]
    size = state.rules.hand
    hands = tuple(tuple(sorted(deck[p * size:(p + 1) * size])) for p in range(state.players))
    return replace(state, age=state.age + 1, turn=1, phase="choose", current=0, hands=hands,
                   decks=_set(state.decks, state.age, ()))


def coins_when_built(state: State, seat: int, ident: str) -> int:
    """Coins a building gives once, when built (``sevenwonders.effects.coins``), and the
    coins leaders give for it (``sevenwonders.leaders.effects``)."""
    spec = data.card(ident)
    bonus = _leader_coins(state, seat, spec)
    if spec.gain_per is None:
        return spec.gain_coins + bonus
    left, right = state.neighbours(seat)
    return bonus + spec.gain_per.amount * counted(spec.gain_per, state.city(seat),
                                                  state.city(left), state.city(right))


def _leader_coins(state: State, seat: int, spec: data.CardSpec) -> int:
    """Xenophon's coins for a card of a colour, Vitruvius's for a chain."""
    me = state.city(seat)
    chained = bool(spec.chain_from) and spec.chain_from in me.cards
    return sum((x.coins_per_build.get("coins", 0)
                if x.coins_per_build.get("colour") == spec.colour else 0)
               + (x.coins_per_chain if chained else 0) for x in me.leader_specs())
