"""Great Western Trail (second edition): the state and the turn.

A turn is phase A (move the herder), phase B (the location's actions, or one auxiliary
action; Kansas City's five steps there) and phase C (draw up to the hand limit). The
local actions live in :mod:`.actions`, Kansas City in :mod:`.kansas`.

>>> state = new_state({"players": 2}, seed=1)
>>> state.phase, state.current, len(state.seats[0].hand), len(state.seats[1].hand)
('start', 0, 4, 5)
>>> state = state.apply("start A")
>>> state.phase, state.seats[0].herder
('act', 'A')
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..core.errors import IllegalMove
from ..core.rng import Rng
from ..core.score import Outcome, PlayerScore
from ..core.state import Option, VerbState, options_class
from . import actions, board, data, kansas, objectives, scoring
from . import rules_ids as R
from .moves import Move
from .seats import Seat, draw, fresh_seat, without

OPTIONS = (
    Option("players", 2, "Number of players.", kind=int, low=data.PLAYERS["min"],
           high=data.PLAYERS["max"]),
    Option("simmental", False, "The Simmental variant: calves in the cattle market, "
           "upgraded to heifers and cows in Kansas City.", kind=bool),
    Option("buildings", "a", "The sides of the private buildings, the same for every "
           "player: a (the rulebook's first games), random (the rulebook's later games: each "
           "tile's side drawn at set-up), or b (every tile on its b side; not in the "
           "rulebook).", choices=("a", "random", "b")),
)
PHASES = ("trim", "start", "move", "act", "discard", "station", "master", "back",
          "foresight", "income", "simmental", "deliver", "objective", "bonus", "over")


Rules = options_class(OPTIONS)


@dataclass(frozen=True)
class GWTState(VerbState):
    """The whole table. ``tiles`` maps trail spaces to what lies there (``N:A`` a
    neutral building, ``P:1:4a`` player 2's building 4a, ``H:flood:3:black`` a hazard,
    ``O:green`` an outlaw). ``jobs`` holds the job market's rows and ``job_row`` the row
    of its token; ``foresight`` the six Kansas City spaces (two per column). ``used``
    are the indices of the local actions taken at this stop (``-1``: the single
    auxiliary action was taken instead); ``resume`` is the phase a sub-step returns to;
    ``final`` counts the turns left once the end is triggered (``-1`` before);
    ``objective_display`` holds the face-up objective cards, ``objective_stack`` the others
    (top last); ``bonus`` is a one-off action on offer (``a|b``: a choice), and
    ``bonus_from`` what offered it: an objective card just played, a worker space, a station
    master, a building; ``using`` is the trail space whose building lends its local actions
    through building 6b (``""``: the herder's own location); ``paused`` is the step an
    exchange token interrupted, as ``phase:resume:pending``, while its cards are discarded."""

    GAME = "greatwesterntrail"
    MOVE = Move
    PHASES = PHASES

    rules: Rules
    seed: int
    turn: int
    phase: str
    current: int
    seats: tuple[Seat, ...]
    tiles: tuple[tuple[str, str], ...]
    market: tuple[str, ...]
    market_stack: tuple[str, ...]
    jobs: tuple[tuple[str, ...], ...]
    job_row: int
    foresight: tuple[str, ...]
    bags: tuple[tuple[str, ...], ...]
    masters: tuple[str, ...]
    used: tuple[int, ...] = ()
    cowboys_used: int = 0
    pending: int = 0
    resume: str = ""
    station: int = 0
    kc_value: int = 0
    final: int = -1
    played: int = 0
    objective_display: tuple[str, ...] = ()
    objective_stack: tuple[str, ...] = ()
    bonus: str = ""
    bonus_from: str = ""
    using: str = ""
    paused: str = ""

    def check_consistency(self) -> None:
        consistent(self)

    # -- the protocol -------------------------------------------------------
    def outcome(self) -> Outcome | None:
        if self.phase != "over":
            return None
        totals = tuple(s.breakdown.total for s in self.score())
        best = max(totals)
        winners = tuple(p for p, t in enumerate(totals) if t == best)
        return Outcome(totals, winners, "the last player took their final turn",
                       scoring.TIE if len(winners) > 1 else R.END)

    def score(self) -> tuple[PlayerScore, ...]:
        return tuple(PlayerScore(p, f"Player {p + 1}", scoring.breakdown(self, p))
                     for p in range(self.players))

    def apply(self, move: Move | str, player: int | None = None) -> GWTState:
        """As every game's ``apply``, except that an exchange token used on another
        player's turn (``exchange 2 player 3``) is that player's move, not the player to
        move's (``greatwesterntrail.exchange``)."""
        if isinstance(move, str):
            move = self.parse_move(move)
        user = objectives.out_of_turn_user(move)
        if player is not None and user is not None and self.outcome() is None:
            if player != user:
                raise IllegalMove(f"only player {user + 1} may use their own exchange token",
                                  rule=R.EXCHANGE, where=f"move '{move}'")
            player = None
        return super().apply(move, player)

    def check(self, move: Move) -> None:
        self._play(move)

    def _perform(self, move: Move) -> GWTState:
        return self._play(move)

    def _play(self, move: Any) -> GWTState:
        if not isinstance(move, Move):
            raise IllegalMove(f"not a move of this game: {move!r}", rule=R.ORDER)
        where = f"move '{move}'"
        after = _VERBS[move.verb](self, move, where)
        return replace(after, played=self.played + 1)

    def _candidates(self) -> list[Move]:
        return [Move.parse(text) for text in _candidates(self)]

    # -- questions ----------------------------------------------------------
    @property
    def me(self) -> Seat:
        return self.seats[self.current]

    def tile_map(self) -> dict[str, str]:
        return dict(self.tiles)

    def engines(self, but: int | None = None) -> set[str]:
        return {s.engine for p, s in enumerate(self.seats) if p != but and s.engine != "0"}

    def rng(self, label: str) -> Rng:
        return Rng.derive(self.seed, label, self.played)

    def local_actions(self) -> tuple[str, ...]:
        """The local actions of the herder's location, when the player may use them."""
        space = self.using or self.me.herder
        tile = self.tile_map().get(space, "")
        if tile.startswith("N:"):
            return data.NEUTRAL[tile[2:]]
        if tile.startswith(f"P:{self.current}:") or (self.using and tile.startswith("P:")):
            risk = data.TRAIL[space].risk
            return (*data.BUILDINGS[tile.split(":")[2]].actions, *((risk,) if risk else ()))
        return ()

    # -- small builders -----------------------------------------------------
    def with_seat(self, seat: Seat, player: int | None = None) -> GWTState:
        p = self.current if player is None else player
        return replace(self, seats=(*self.seats[:p], seat, *self.seats[p + 1:]))

    def with_tiles(self, changes: dict[str, str | None]) -> GWTState:
        tiles = self.tile_map()
        for space, tile in changes.items():
            if tile is None:
                tiles.pop(space, None)
            else:
                tiles[space] = tile
        return replace(self, tiles=tuple(sorted(tiles.items())))

    def need(self, phase: str, what: str, where: str, rule: str) -> None:
        if self.phase != phase:
            raise IllegalMove(f"{what} is not possible now (the game is at its "
                              f"'{self.phase}' step)", rule=rule, where=where)

    def end_turn(self) -> GWTState:
        """Phase C, then the next player (or the end of the game)."""
        seat = self.me
        state = self.with_seat(draw(seat, max(0, seat.hand_limit - len(seat.hand)),
                                    self.rng("cleanup")))
        final = state.final
        if final == 0:
            return replace(state, phase="over", used=(), cowboys_used=0)
        if final > 0:
            final -= 1
        nxt = (self.current + 1) % self.players
        phase = "trim" if state.seats[nxt].herder == "" else "move"
        if phase == "trim" and len(state.seats[nxt].hand) <= data.PLAYERS["hand_limit"]:
            phase = "start"
        return replace(state, current=nxt, phase=phase, used=(), cowboys_used=0,
                       turn=self.turn + 1, final=final, bonus="", bonus_from="", resume="",
                       using="")


# -- set-up -------------------------------------------------------------------
def new_state(options: dict[str, Any] | None = None, seed: int = 0) -> GWTState:
    """A new game: the trail's tiles, the job market, the foresight spaces, the cattle
    market, and each seat's herd, money and hand (``greatwesterntrail.setup``)."""
    rules = Rules.from_options(options)
    players = rules.players
    rng = Rng.derive(seed, "setup")
    bags = [list(rng.shuffled(data.bag(n))) for n in (1, 2, 3)]
    tiles = {space: f"N:{space}" for space in data.NEUTRAL_SPACES}
    placed = 0
    while placed < data.data()["bags"]["setup_from_bag1"] and bags[0]:
        tile = bags[0].pop()
        space = kansas.free_space_for(tile, tiles)
        if space is None:
            bags[0].insert(0, tile)
            continue
        tiles[space] = kansas.board_tile(tile)
        placed += 1
    jobs: list[list[str]] = [[] for _ in data.ROW_COSTS]
    initial = 3 if players == 2 else players * 2 - 1
    for i in range(initial):
        jobs[i // players].append(bags[1].pop())
    job_row = initial // players
    foresight = tuple(bags[n].pop() for n in (0, 0, 1, 1, 2, 2))
    calves = (data.SIMMENTAL[0],) * data.cattle(data.SIMMENTAL[0]).copies \
        if rules.simmental else ()
    stack = list(rng.shuffled((*(c.code for c in data.MARKET_DECK), *calves)))
    market = tuple(sorted(stack.pop()
                          for _ in range(data.market_size(players, rules.simmental))))
    masters = list(rng.shuffled(tuple(data.MASTERS)))
    on_stations = tuple(masters.pop() if s.master else "" for s in data.STATIONS)
    starts, display, objective_stack = objectives.deal(Rng.derive(seed, "objectives"), players)
    buildings = data.building_set(building_sides(rules.buildings, seed))
    seats = []
    for p in range(players):
        deck = rng.shuffled(tuple(c.code for c in data.START_DECK))
        count = data.PLAYERS["start_cards"][p]
        seats.append(replace(fresh_seat(p, deck[:-count], deck[-count:]),
                             objectives=(starts[p],), buildings=buildings))
    phase = "trim" if len(seats[0].hand) > data.PLAYERS["hand_limit"] else "start"
    return GWTState(rules=rules, seed=seed, turn=0, phase=phase, current=0, seats=tuple(seats),
                    tiles=tuple(sorted(tiles.items())), market=market,
                    market_stack=tuple(stack), jobs=tuple(tuple(r) for r in jobs),
                    job_row=job_row, foresight=foresight, bags=tuple(tuple(b) for b in bags),
                    masters=on_stations, objective_display=display,
                    objective_stack=objective_stack)


def building_sides(option: str, seed: int) -> tuple[str, ...]:
    """The side of each private building tile, the same for every player
    (``greatwesterntrail.buildings.sides``): all a, all b, or each drawn at random."""
    if option != "random":
        return (option,) * len(data.BUILDING_NUMBERS)
    rng = Rng.derive(seed, "building-sides")
    return tuple(rng.choice(data.SIDES) for _ in data.BUILDING_NUMBERS)


# -- phase A and the first turn -----------------------------------------------
def _discard(state: GWTState, move: Move, where: str) -> GWTState:
    if state.phase not in ("trim", "discard"):
        raise IllegalMove("discarding a card on its own is possible only on your first turn "
                          "or after drawing for an action", rule=R.TRIM, where=where)
    card = move.args[0] if len(move.args) == 1 else ""
    if card not in state.me.hand:
        raise IllegalMove(f"you hold no {card or 'such card'}", rule=R.TRIM, where=where)
    seat = replace(state.me, hand=without(state.me.hand, card),
                   discard=(*state.me.discard, card))
    state = state.with_seat(seat)
    if state.phase == "trim":
        done = len(seat.hand) <= data.PLAYERS["hand_limit"]
        return replace(state, phase="start" if done else "trim")
    left = state.pending - 1
    if not left and state.resume == "paused":
        return objectives.resume_paused(state)
    return replace(state, pending=left, phase=state.phase if left else state.resume)


def _start(state: GWTState, move: Move, where: str) -> GWTState:
    state.need("start", "placing your herder at the start", where, R.START)
    letter = move.args[0] if len(move.args) == 1 else ""
    if letter not in data.NEUTRAL_SPACES:
        raise IllegalMove(f"'{letter}' is not a neutral building; choose one of "
                          + ", ".join(data.NEUTRAL_SPACES), rule=R.START, where=where)
    return replace(state.with_seat(replace(state.me, herder=letter)), phase="act", used=())


def _move(state: GWTState, move: Move, where: str) -> GWTState:
    if state.phase == "bonus":
        return objectives.bonus_move(state, move.args, where)
    path = move.args
    if state.phase == "act":
        index, action = actions.find(state, lambda a: a.startswith("herder:"),
                                     "moving your herder", where, R.HERDER)
        limit, rule = int(action.split(":")[1]), R.HERDER
        state = actions.mark(state, index)
    else:
        state.need("move", "moving your herder", where, R.STEPS)
        limit, rule = state.me.step_limit(state.players), R.STEPS
    if not path:
        raise IllegalMove("a herder moves at least one step", rule=R.STEPS, where=where)
    if len(path) > limit:
        raise IllegalMove(f"your step limit is {limit}; that path touches {len(path)} "
                          "locations", rule=rule, where=where)
    if "KC" in path[:-1]:
        raise IllegalMove("Kansas City ends the move: no location beyond it can be reached "
                          "in the same move", rule=R.KANSAS_STOP, where=where)
    if path not in board.herder_paths(state.me.herder, state.tile_map(), limit):
        raise IllegalMove("that is not a path forward along the trail (name every location "
                          "touched, in order)", rule=R.FORWARD, where=where)
    state = _pay_fees(state, path)
    seat = replace(state.me, herder=path[-1])
    state = state.with_seat(seat)
    if path[-1] == "KC":
        return kansas.advance(replace(state, pending=1, used=(), using=""))
    return replace(state, phase="act", used=(), cowboys_used=0, using="")


def _pay_fees(state: GWTState, path: tuple[str, ...]) -> GWTState:
    tiles = state.tile_map()
    for space in path:
        tile = tiles.get(space, "")
        owner, hand = _fee_of(tile, state.current)
        due = min(data.fee(hand, state.players), state.me.money) if hand else 0
        if not due:
            continue
        state = state.with_seat(replace(state.me, money=state.me.money - due))
        if owner is not None:
            other = state.seats[owner]
            state = state.with_seat(replace(other, money=other.money + due), owner)
    return state


def _fee_of(tile: str, me: int) -> tuple[int | None, str]:
    """Who collects the fee of a tile (``None``: the bank) and its hand colour."""
    parts = tile.split(":")
    if parts[0] == "H":
        return None, parts[3]
    if parts[0] == "O":
        return None, data.OUTLAW_HANDS[parts[1]]
    if parts[0] == "P" and int(parts[1]) != me:
        return int(parts[1]), data.BUILDINGS[parts[2]].hand
    return None, ""


def _done(state: GWTState, move: Move, where: str) -> GWTState:
    state.need("act", "ending your action phase", where, R.TURN)
    return state.end_turn()


def _candidates(state: GWTState) -> list[str]:
    return [*_own_candidates(state), *objectives.others_exchange_candidates(state)]


def _own_candidates(state: GWTState) -> list[str]:
    if state.phase == "trim" or state.phase == "discard":
        return [f"discard {c}" for c in sorted(set(state.me.hand))]
    if state.phase == "start":
        return [f"start {s}" for s in data.NEUTRAL_SPACES]
    if state.phase == "move":
        limit = state.me.step_limit(state.players)
        return [*objectives.play_candidates(state), *objectives.exchange_candidates(state),
                *("move " + " ".join(p) for p in
                board.herder_paths(state.me.herder, state.tile_map(), limit))]
    if state.phase == "act":
        taking = objectives.take_candidates(state) \
            if "objective" in " ".join(state.local_actions()) else []
        return [*objectives.play_candidates(state), *objectives.exchange_candidates(state),
                *actions.candidates(state), *taking, "done"]
    if state.phase == "objective":
        return [*objectives.take_candidates(state), *objectives.exchange_candidates(state)]
    if state.phase == "bonus":
        return [*actions.bonus_candidates(state), *objectives.exchange_candidates(state)]
    return [*kansas.candidates(state), *objectives.exchange_candidates(state)]


def _skip(state: GWTState, move: Move, where: str) -> GWTState:
    if state.phase == "simmental":
        return kansas.end_breeding(state)
    return actions.VERBS["skip"](state, move, where)


_VERBS = {"discard": _discard, "start": _start, "move": _move, "done": _done,
          **actions.VERBS, **kansas.VERBS, **objectives.VERBS, "skip": _skip}


def consistent(state: GWTState) -> None:
    """Refuse a position no game can reach: more copies of a card than exist, a tile twice,
    a seat's fields beyond the board."""
    from .consistency import check

    check(state)
