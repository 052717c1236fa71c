"""Objective cards: taking one, playing one with its action, and scoring them at the end.

A card's tasks are letters (``data.TASKS``); each thing a player has (a building, a hazard,
a station...) meets one task of one card only. At the end the cards of the objective area
must be scored, the cards still in the herd may be added to it; the engine picks, among
every way of doing so, the one worth the most points (with a station master that scores
objective cards, counting its points too).

>>> from .seats import fresh_seat
>>> seat = fresh_seat(0, ("SH3", "g-4hh"), ())
>>> seat = replace(seat, hazards=("flood:2:green", "drought:4:green"), objectives=("s-ohh",))
>>> choice = best(seat, buildings=0)
>>> choice.points, choice.met, choice.failed  # the starting card costs nothing when failed
(3, ('g-4hh',), ('s-ohh',))
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from typing import TYPE_CHECKING, Any

from ..core.errors import IllegalMove
from . import board, data
from . import rules_ids as R
from .actions import after_bonus, find, in_bonus, mark, offer, offer_station
from .seats import Seat, draw, without

if TYPE_CHECKING:
    from .game import GWTState

LETTERS: tuple[str, ...] = tuple(data.TASKS)


# -- what a player has towards the tasks ----------------------------------------------
def counts(seat: Seat, buildings: int) -> dict[str, int]:
    """How many of each task letter ``seat`` meets (``buildings``: theirs on the trail)."""
    cattle = [data.cattle(c) for c in seat.herd() if data.is_cattle(c)]
    breeds = [c.breed for c in cattle]
    return {"B": buildings, "H": len(seat.hazards), "S": len(seat.stations),
            "G": seat.outlaws.count("green"), "O": seat.outlaws.count("orange"),
            "3": sum(c.market and c.value == 3 for c in cattle),
            "4": breeds.count("Shorthorn"), "5": breeds.count("Hereford"),
            "N": seat.deliveries.count("new-york")}


@dataclass(frozen=True)
class Choice:
    """How a player's objective cards score: the row's points, the cards met and failed
    (in the objective area at the end), and the cards left out of it."""

    points: int
    met: tuple[str, ...]
    failed: tuple[str, ...]
    left_out: tuple[str, ...]

    @property
    def area(self) -> int:
        return len(self.met) + len(self.failed)


def best(seat: Seat, buildings: int) -> Choice:
    """The best way to score ``seat``'s objective cards (see the module's docstring)."""
    played = tuple(sorted(seat.objectives))
    held = tuple(sorted(c for c in seat.herd() if data.is_objective(c)))
    have = tuple(counts(seat, buildings)[k] for k in LETTERS)
    master = next((data.MASTERS[m] for m in seat.masters
                   if data.MASTERS[m].scores == "objectives"), None)
    return _search(played, held, have, (master.per, master.points) if master else (0, 0))


@cache
def _search(played: tuple[str, ...], held: tuple[str, ...], have: tuple[int, ...],
            bonus: tuple[int, int]) -> Choice:
    cards = [(c, True) for c in played] + [(c, False) for c in held]

    @cache
    def go(i: int, left: tuple[int, ...], area: int) -> tuple[int, tuple[str, ...]]:
        """Best (worth, outcomes) from card ``i`` on; outcomes are 'met', 'failed', 'out'."""
        if i == len(cards):
            per, points = bonus
            return (area // per * points if per else 0), ()
        card, must = cards[i]
        spec = data.OBJECTIVES[card]
        options = []
        need = [spec.tasks.count(k) for k in LETTERS]
        if all(n <= h for n, h in zip(need, left, strict=True)):
            rest = tuple(h - n for n, h in zip(need, left, strict=True))
            worth, tail = go(i + 1, rest, area + 1)
            options.append((worth + spec.points, ("met", *tail)))
        if not must:  # on equal points, a herd card stays out of the area
            worth, tail = go(i + 1, left, area)
            options.append((worth, ("out", *tail)))
        worth, tail = go(i + 1, left, area + 1)
        options.append((worth - spec.penalty, ("failed", *tail)))
        return max(options, key=lambda o: o[0])

    _, outcomes = go(0, have, 0)
    pick = {k: tuple(c for (c, _), o in zip(cards, outcomes, strict=True) if o == k)
            for k in ("met", "failed", "out")}
    points = sum(data.OBJECTIVES[c].points for c in pick["met"]) \
        - sum(data.OBJECTIVES[c].penalty for c in pick["failed"])
    return Choice(points, pick["met"], pick["failed"], pick["out"])


# -- taking a card ----------------------------------------------------------------------
def take(state: GWTState, card: str, where: str, to_hand: bool = False) -> GWTState:
    """Put ``card`` from the display (or ``stack``: the stack's top card) on the player's
    discard pile (``to_hand``: into the hand) and refill the display."""
    display, stack = list(state.objective_display), list(state.objective_stack)
    if card == "stack":
        if not stack:
            raise IllegalMove("the objective stack is empty", rule=R.OBJECTIVE_TAKE,
                              where=where)
        card = stack.pop()
    elif card in display:
        display.remove(card)
        if stack:
            display.append(stack.pop())
    else:
        raise IllegalMove(f"'{card}' is not on the objective display (take one of "
                          + (", ".join(display) or "none") + ", or 'stack')",
                          rule=R.OBJECTIVE_TAKE, where=where)
    seat = replace(state.me, hand=(*state.me.hand, card)) if to_hand else \
        replace(state.me, discard=(*state.me.discard, card))
    return replace(state.with_seat(seat), objective_display=tuple(sorted(display)),
                   objective_stack=tuple(stack))


def can_take(state: GWTState) -> bool:
    return bool(state.objective_display or state.objective_stack)


def _objective(state: GWTState, move: Any, where: str) -> GWTState:
    """``objective <card>``: as neutral building C's action, or owed by a delivery."""
    card = move.args[0] if len(move.args) == 1 else ""
    if state.phase == "bonus":
        in_bonus(state, "hand-objective", "taking an objective card into your hand", where)
        return after_bonus(replace(take(state, card, where, to_hand=True), bonus=""))
    if state.phase == "objective":
        state = take(state, card, where)
        left = state.pending - 1
        if left and can_take(state):
            return replace(state, pending=left)
        if state.resume == "extra":
            return offer_station(replace(state, pending=0, phase="act", resume=""))
        return replace(state, pending=0).end_turn()
    index, _ = find(state, lambda a: a == "objective", "taking an objective card", where,
                    R.OBJECTIVE_TAKE)
    return mark(take(state, card, where), index)


def owed_after_delivery(state: GWTState, count: int) -> GWTState:
    """After a delivery: take the objective cards its arrows give, then end the turn."""
    if count and can_take(state):
        return replace(state, phase="objective", pending=count)
    return state.end_turn()


# -- playing a card ---------------------------------------------------------------------
def _play(state: GWTState, move: Any, where: str) -> GWTState:
    card = move.args[0] if len(move.args) == 1 else ""
    if state.phase not in ("move", "act"):
        raise IllegalMove("an objective card is played before moving or between the "
                          "actions of phase B", rule=R.OBJECTIVE_PLAY, where=where)
    if not data.is_objective(card) or card not in state.me.hand:
        raise IllegalMove(f"you hold no objective card '{card}'", rule=R.OBJECTIVE_PLAY,
                          where=where)
    seat = replace(state.me, hand=without(state.me.hand, card),
                   objectives=(*state.me.objectives, card))
    state = state.with_seat(seat)
    kind, _, amount = data.OBJECTIVES[card].action.partition(":")
    if kind == "dollars":
        return state.with_seat(replace(state.me, money=state.me.money + int(amount)))
    return offer(state, data.OBJECTIVES[card].action, "objective")


def _draw(state: GWTState, move: Any, where: str) -> GWTState:
    text = move.args[0] if len(move.args) == 1 else ""
    if state.phase == "act":
        index, _ = find(state, lambda a: a == "draw:cowboys", "drawing cards", where,
                        R.B_SIDES)
        limit, rule = state.me.workers[0], R.B_SIDES
        state = mark(state, index)
    else:
        limit, rule = int(in_bonus(state, "draw", "drawing cards", where)), R.OBJECTIVE_ACTIONS
    if not text.isdigit() or not 1 <= int(text) <= limit:
        raise IllegalMove(f"draw 1 to {limit} cards", rule=rule, where=where)
    local = state.phase == "act"
    seat = draw(state.me, int(text), state.rng("objective-draw"))
    drawn = len(seat.hand) - len(state.me.hand)
    state = replace(state.with_seat(seat), bonus="")
    if not drawn:
        return state if local else after_bonus(state)
    resume = "act" if local else state.resume or "act"
    return replace(state, phase="discard", pending=drawn, resume=resume)


def _exchange(state: GWTState, move: Any, where: str) -> GWTState:
    """``exchange 2``: return an exchange token, draw that many cards (1 up to the
    token's limit), then discard as many."""
    limit = data.PLAYERS["exchange_draw"]
    if len(move.args) == 3 and move.args[1] == "player":
        return _exchange_out_of_turn(state, move.args[0], move.args[2], where)
    text = move.args[0] if len(move.args) == 1 else ""
    if state.phase not in EXCHANGE_PHASES:
        raise IllegalMove("this engine takes an exchange token at any step of your own "
                          "turn, except while you discard drawn cards, before your herder's "
                          "first placement, and after the game", rule=R.EXCHANGE,
                          where=where)
    if state.me.exchange < 1:
        raise IllegalMove("you have no exchange token", rule=R.EXCHANGE, where=where)
    if not text.isdigit() or not 1 <= int(text) <= limit:
        raise IllegalMove(f"draw 1 to {limit} cards", rule=R.EXCHANGE, where=where)
    seat = draw(replace(state.me, exchange=state.me.exchange - 1), int(text),
                state.rng("exchange"))
    drawn = len(seat.hand) - len(state.me.hand)
    state = state.with_seat(seat)
    if not drawn:
        return state
    if state.phase in ("move", "act"):
        return replace(state, phase="discard", pending=drawn, resume=state.phase)
    # in the middle of a step: the discards come first, then the step goes on as it was
    paused = f"{state.phase}:{state.resume}:{state.pending}"
    return replace(state, phase="discard", pending=drawn, resume="paused", paused=paused)


def _exchange_out_of_turn(state: GWTState, text: str, who: str, where: str) -> GWTState:
    """``exchange 2 player 3``: player 3 uses a token on another player's turn; the turn
    waits while they discard, then goes on where it was."""
    limit = data.PLAYERS["exchange_draw"]
    if not who.isdigit() or not 1 <= int(who) <= state.players:
        raise IllegalMove(f"name a player from 1 to {state.players}", rule=R.EXCHANGE,
                          where=where)
    player = int(who) - 1
    if player == state.current:
        raise IllegalMove(f"it is player {who}'s own turn: their token is written "
                          f"'exchange {text}'", rule=R.EXCHANGE, where=where)
    if state.phase == "discard":
        raise IllegalMove("this engine takes another player's exchange token between two "
                          "steps, not while drawn cards are being discarded", rule=R.EXCHANGE,
                          where=where)
    if state.seats[player].exchange < 1:
        raise IllegalMove(f"player {who} has no exchange token", rule=R.EXCHANGE, where=where)
    if not text.isdigit() or not 1 <= int(text) <= limit:
        raise IllegalMove(f"draw 1 to {limit} cards", rule=R.EXCHANGE, where=where)
    seat = state.seats[player]
    after = draw(replace(seat, exchange=seat.exchange - 1), int(text), state.rng("exchange"))
    drawn = len(after.hand) - len(seat.hand)
    state = state.with_seat(after, player)
    if not drawn:
        return state
    paused = f"{state.phase}:{state.resume}:{state.pending}:{state.current}"
    return replace(state, current=player, phase="discard", pending=drawn, resume="paused",
                   paused=paused)


def out_of_turn_user(move: Any) -> int | None:
    """The seat (from 0) that ``move`` names as using an exchange token on another
    player's turn (``exchange 2 player 3``), or ``None``."""
    args = getattr(move, "args", ())
    if getattr(move, "verb", "") == "exchange" and len(args) == 3 and args[1] == "player" \
            and args[2].isdigit():
        return int(args[2]) - 1
    return None


def resume_paused(state: GWTState) -> GWTState:
    """Back to the step an exchange token interrupted, as it was (and to the player whose
    turn it is, after another player's token)."""
    phase, resume, pending, *whose = state.paused.split(":")
    current = int(whose[0]) if whose else state.current
    return replace(state, phase=phase, resume=resume, pending=int(pending), paused="",
                   current=current)


# the steps of a turn in which an exchange token may be used (greatwesterntrail.exchange)
EXCHANGE_PHASES = ("move", "act", "foresight", "income", "simmental", "deliver",
                   "objective", "station", "master", "back", "bonus")


def exchange_candidates(state: GWTState) -> list[str]:
    if not state.me.exchange or state.phase not in EXCHANGE_PHASES:
        return []
    return [f"exchange {n}" for n in range(1, data.PLAYERS["exchange_draw"] + 1)]


def others_exchange_candidates(state: GWTState) -> list[str]:
    """Every other player's exchange token, usable at any step of this turn (not while
    drawn cards are being discarded, nor once the game is over)."""
    if state.phase in ("discard", "over"):
        return []
    return [f"exchange {n} player {p + 1}" for p, seat in enumerate(state.seats)
            if p != state.current and seat.exchange
            for n in range(1, data.PLAYERS["exchange_draw"] + 1)]


def bonus_move(state: GWTState, path: tuple[str, ...], where: str) -> GWTState:
    """The herder's free move of a played objective card: no fees, no Kansas City, and no
    use of where it stops (in phase B the turn goes on to phase C)."""
    limit = int(in_bonus(state, "herder", "moving your herder", where))
    if not path or len(path) > limit or "KC" in path:
        raise IllegalMove(f"move 1 to {limit} locations, not into Kansas City",
                          rule=R.OBJECTIVE_ACTIONS, where=where)
    if path not in board.herder_paths(state.me.herder, state.tile_map(), limit):
        raise IllegalMove("that is not a path forward along the trail (name every location "
                          "touched, in order)", rule=R.FORWARD, where=where)
    state = state.with_seat(replace(state.me, herder=path[-1]))
    if state.resume == "move":
        return after_bonus(replace(state, bonus=""))
    return replace(state, bonus="", bonus_from="").end_turn()


def play_candidates(state: GWTState) -> list[str]:
    return [f"play {c}" for c in sorted(set(state.me.hand)) if data.is_objective(c)]


def take_candidates(state: GWTState) -> list[str]:
    return [f"objective {c}" for c in sorted(set(state.objective_display))] + \
        (["objective stack"] if state.objective_stack else [])


def deal(seed_rng: Any, players: int) -> tuple[tuple[str, ...], tuple[str, ...],
                                                tuple[str, ...]]:
    """The starting objective card of each seat, the display and the stack (top last)."""
    starts = seed_rng.shuffled(data.START_OBJECTIVES)[:players]
    stack = list(seed_rng.shuffled(data.OBJECTIVE_DECK))
    display = tuple(sorted(stack.pop() for _ in range(data.OBJECTIVE_DISPLAY)))
    return tuple(starts), display, tuple(stack)


VERBS = {"objective": _objective, "play": _play, "draw": _draw, "exchange": _exchange}
