"""The Leaders expansion's turns: the draft of four leaders before Age I (a leader kept from
the hand held, the rest passed to the right, all picks revealed together), and the
leaders' turn at the start of each Age (a leader recruited for its cost in coins, put under
the next Wonder stage, or sold), played before the Age's cards are dealt.

>>> from .game import new_state
>>> state = new_state({"players": 3, "leaders": True}, seed=1)
>>> state.phase, [len(d) for d in state.drafts], state.coins
('draft', [4, 4, 4], (6, 6, 6))
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.rng import Rng
from . import data
from .moves import Move, parse_move
from .scoring import right_of
from .turns import advance, black_effects, box_pawns, with_choice

if TYPE_CHECKING:
    from .game import SevenWondersState as State


def _set(items: tuple, index: int, value: object) -> tuple:
    return (*items[:index], value, *items[index + 1:])


# leaders the engine plays since a later version: shuffled in after the others, each at a
# random place, which is as fair as one shuffle of all and keeps earlier seeded deals
LATER = ("bilkis", "hatshepsut")


def deal_leaders(rng: Rng, players: int) -> tuple[tuple[str, ...], ...]:
    """Each player's first hand of leaders, drawn at random; the rest stay in the box
    (``sevenwonders.leaders.setup``)."""
    size = data.leaders_rule("hand")
    pool = list(rng.shuffled([x for x in data.dealt_leaders() if x not in LATER]))
    for ident in LATER:
        pool.insert(rng.below(len(pool) + 1), ident)
    return tuple(tuple(sorted(pool[p * size:(p + 1) * size])) for p in range(players))


def leader_pick(state: State, move: Move) -> State:
    """Keep the chosen leader face down; when everyone has chosen, reveal and resolve."""
    me = state.current
    field = "drafts" if state.phase == "draft" else "leaders"
    held = list(getattr(state, field)[me])
    held.remove(move.card)
    state = replace(state, **{field: _set(getattr(state, field), me, tuple(held))},
                    picks=_set(state.picks, me, str(move)))
    if me + 1 < state.players:
        return replace(state, current=me + 1)
    return _drafted(state) if state.phase == "draft" else _recruited(state)


def _drafted(state: State) -> State:
    """Every kept leader joins its player's leaders; the hands drafted from go to the right
    neighbour; a hand of one leader is simply kept (``sevenwonders.leaders.draft``)."""
    n = state.players
    leaders = [(*state.leaders[p], parse_move(state.picks[p]).card) for p in range(n)]
    drafts: list[tuple[str, ...]] = [()] * n
    for p, hand in enumerate(state.drafts):
        drafts[right_of(p, n)] = hand
    if all(len(d) == 1 for d in drafts):
        leaders = [(*leaders[p], *drafts[p]) for p in range(n)]
        drafts = [()] * n
    state = replace(state, leaders=tuple(tuple(sorted(x)) for x in leaders),
                    drafts=tuple(drafts), picks=(None,) * n, current=0)
    return state if any(drafts) else replace(state, phase="leader")


def _recruited(state: State) -> State:
    """Play every leader chosen at once: a recruit pays its cost to the bank, a stage is paid
    as in any turn, a sale brings coins; coins arrive at the end of the turn. Then the Age's
    cards are dealt (``sevenwonders.leaders.turn``)."""
    n = state.players
    coins, gained = list(state.coins), [0] * n
    stages, recruited, revive = list(state.stages), list(state.recruited), list(state.revive)
    staged = []
    chosen = list(state.chosen) if state.chosen else [()] * n
    for seat in range(n):
        move = parse_move(state.picks[seat])
        if move.verb == "recruit":
            coins[seat] -= state.recruit_price(seat, move.card)
            recruited[seat] = (*recruited[seat], move.card)
            spec = data.leader(move.card)
            gained[seat] += spec.gain_coins
            if spec.power == "build-discarded":
                revive.append(seat)
        elif move.verb == "sell":
            gained[seat] += data.rule("sell")
        else:
            stage = state.next_stage(seat).chosen(int(move.choice or 0))
            chosen[seat] = with_choice(chosen[seat], state.stages[seat], move.choice)
            staged.append((seat, stage))
            payment = state.stage_payment(seat)
            left, right = state.neighbours(seat)
            coins[seat] -= payment.coins
            gained[left] += payment.to_left
            gained[right] += payment.to_right
            gained[seat] += stage.coins + payment.back
            stages[seat] += 1
            if stage.power == "build-discarded":
                revive.append(seat)
    state = replace(state, coins=tuple(c + g for c, g in zip(coins, gained, strict=True)),
                    stages=tuple(stages), recruited=tuple(recruited), revive=tuple(revive),
                    picks=(None,) * n, chosen=tuple(chosen))
    state = box_pawns(state, staged)
    if any(stage.diplomacy or stage.others_lose for _, stage in staged):
        state = black_effects(state, [], staged)
    return advance(deal_hands(state))


def deal_hands(state: State) -> State:
    """The Age's cards dealt from its deck (``sevenwonders.age.deal``)."""
    deck, size = state.decks[state.age - 1], state.rules.hand
    hands = tuple(tuple(sorted(deck[p * size:(p + 1) * size])) for p in range(state.players))
    return replace(state, hands=hands, decks=_set(state.decks, state.age - 1, ()),
                   phase="choose", current=0)


def held_leaders(state: State) -> list[str]:
    """Every leader in the game's hands, cities and picks (for the copy checks)."""
    picked = [parse_move(p).card for p in state.picks if p]
    return [x for group in (*state.drafts, *state.leaders, *state.recruited) for x in group] + [
        x for x in picked if x in data.leaders()]
