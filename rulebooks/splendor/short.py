"""Splendor positions written short: only the cards, tokens and nobles that matter.

Everything left out is filled in from the seed, as a new game would deal it: the cards
on show and the decks come from the cards nobody holds, the nobles on show from those
who visited nobody, and the supply is what the players do not hold.

>>> state = read({"seats": [{"tokens": {"red": 2, "gold": 1}}], "show": ["2-03"]})
>>> state.tokens[0], state.supply, "2-03" in state.display[1]
((0, 0, 0, 2, 0, 1), (4, 4, 4, 2, 4, 4), True)
>>> write(state)["seats"]
[{'tokens': {'red': 2, 'gold': 1}}]
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.codec import Reader
from ..core.errors import SetupError
from ..core.rng import Rng
from ..core.short import (
    Field,
    Notation,
    changed_options,
    contradiction,
    named_as,
    option_fields,
    read_options,
    reader,
    seat,
)
from . import data
from .data import GEMS, TOKENS
from .game import (
    DISPLAY,
    OPTIONS,
    PHASES,
    SUPPLY,
    Rules,
    SplendorState,
    read_tokens,
    tokens_to_json,
)
from .moves import CARDS, NOBLES, read_cards, read_nobles

SEAT_KEYS = ("tokens", "bought", "bonuses", "reserved", "blind", "nobles")

FIELDS = (
    *option_fields(OPTIONS),
    Field("seed", "Shuffles the cards and nobles that the position leaves out.", "0", "seed = 4"),
    Field("to_move", "Whose turn it is, counting players from 1.", "1", "to_move = 2"),
    Field("turn", "Turns already finished in the game.", "those of the first round",
          "turn = 9"),
    Field("phase", "main, return (giving tokens back), noble (choosing a noble) or over.",
          "return when the player to move holds too many tokens, else main", 'phase = "main"'),
    Field("passes", "Passes in a row by players who could do nothing else.", "0",
          "passes = 1"),
    Field("show", "Cards on show, by id; each goes in its level's row.",
          "dealt from the cards nobody holds", 'show = ["2-03", "1-40"]'),
    Field("nobles", "Nobles on show, by number.", "dealt from the nobles no one has",
          "nobles = [1, 4, 7]"),
    Field("supply", "Tokens in the supply (a check: it must be what nobody holds).",
          "every token the players do not hold", "supply = { red = 2 }"),
    Field("seats", "One table per player in seat order, each with any of: tokens, bought "
          "(card ids), bonuses (that many level 1 cards of no points per colour are "
          "bought), reserved (card ids taken from the table), blind (card ids reserved "
          "from a deck), nobles (who visited). Players left out hold nothing.",
          "nobody holds anything", 'seats = [{ tokens = { red = 2, gold = 1 } }]'),
)


def read(position: Any, where: str = "position") -> SplendorState:
    """The full state a short position stands for (see :data:`FIELDS`)."""
    r = reader(position, NOTATION, where)
    rules = read_options(r, Rules)
    n, seed = rules.players, r.int("seed", 0, None, 0)
    current = seat(r, "to_move", n)
    seats = _seats(r, n)
    held = [c for s in seats for c in (*s["bought"], *(c for c, _ in s["reserved"]))]
    show = _show(r, held)
    visitors = [v for s in seats for v in s["nobles"]]
    tokens = tuple(s["tokens"] for s in seats)
    state = SplendorState(
        rules=rules, seed=seed, turn=r.int("turn", 0, None, current), phase="main",
        current=current, supply=_supply(r, tokens, n), decks=(), display=(),
        nobles=_nobles(r, visitors, n, seed), tokens=tokens,
        bought=tuple(s["bought"] for s in seats), reserved=tuple(s["reserved"] for s in seats),
        visitors=tuple(s["nobles"] for s in seats))
    state = _deal(state, show, held, seed)
    over = sum(tokens[current]) > data.rule("token_limit")
    phase = r.str("phase", PHASES, "return" if over else "main")
    if state.turn % n != current and phase != "over":
        raise contradiction(r.path("turn"), "turns go round the table in seat order",
                            f"a turn count that leaves player {current + 1} to move",
                            state.turn, "splendor.turn.order")
    with named_as(("state.players", r.path("seats")), ("state.display", r.path("show")),
                  ("state", where)):
        return SplendorState.from_json({**state.to_json(), "phase": phase,
                                        "passes": r.int("passes", 0, n, 0)})


def write(state: SplendorState) -> dict[str, Any]:
    """The shortest position that reads back as ``state`` where it matters."""
    out: dict[str, Any] = dict(changed_options(state.rules))
    if state.seed:
        out["seed"] = state.seed
    if state.current:
        out["to_move"] = state.current + 1
    if state.turn != state.current:
        out["turn"] = state.turn
    over = sum(state.tokens[state.current]) > data.rule("token_limit")
    if state.phase != ("return" if over else "main"):
        out["phase"] = state.phase
    if state.passes:
        out["passes"] = state.passes
    default = read({**out, "seats": _seats_out(state)})
    if default.display != state.display:
        out["show"] = list(state.face_up())
    if default.nobles != state.nobles:
        out["nobles"] = list(state.nobles)
    seats = _seats_out(state)
    if seats:
        out["seats"] = seats
    return out


def matters(state: SplendorState) -> dict[str, Any]:
    """Everything but the order of the decks (left to the seed) and the seed itself."""
    full = state.to_json()
    full["decks"] = [sorted(deck) for deck in full["decks"]]
    full["display"] = [sorted(c for c in row if c) for row in full["display"]]
    for seat_ in full["players"]:
        seat_["reserved"].sort(key=lambda r: (r["blind"], r["card"]))
    del full["seed"]
    return full


# -- reading ------------------------------------------------------------------------
def _seats(r: Reader, n: int) -> list[dict[str, Any]]:
    given = r.list("seats", [])
    if len(given) > n:
        raise contradiction(r.path("seats"), f"{len(given)} seats for {n} players",
                            f"at most {n} (or a players field)", len(given),
                            "splendor.turn.order")
    seats, taken = [], set()
    for p in range(n):
        s = Reader(given[p] if p < len(given) else {}, f"{r.path('seats')}[{p}]")
        unknown = sorted(set(s.data) - set(SEAT_KEYS))
        if unknown:
            raise SetupError(f"unknown field {unknown[0]!r}", expected="one of "
                             + ", ".join(SEAT_KEYS), got=unknown[0], where=s.where)
        bought = read_cards(s.list("bought", []), s.path("bought"))
        reserved = ([(c, False) for c in read_cards(s.list("reserved", []), s.path("reserved"))]
                    + [(c, True) for c in read_cards(s.list("blind", []), s.path("blind"))])
        taken.update(bought, (c for c, _ in reserved))
        seats.append({"tokens": read_tokens(s.raw("tokens", {}), s.path("tokens")),
                      "bought": bought, "reserved": tuple(reserved),
                      "nobles": read_nobles(s.list("nobles", []), s.path("nobles")),
                      "bonuses": s.raw("bonuses", {}), "where": s.path("bonuses")})
    for seat_ in seats:
        extra = _bonus_cards(seat_.pop("bonuses"), seat_.pop("where"), taken)
        seat_["bought"] = (*seat_["bought"], *extra)
        taken.update(extra)
    return seats


def _bonus_cards(bonuses: Any, where: str, taken: set[str]) -> tuple[str, ...]:
    """``bonuses = { red = 3 }``: three level 1 red cards of no points, nobody else's."""
    r = Reader(bonuses, where)
    unknown = sorted(set(r.data) - set(GEMS))
    if unknown:
        raise SetupError(f"unknown colour {unknown[0]!r}", expected=", ".join(GEMS),
                         got=unknown[0], rule=CARDS, where=where)
    found: list[str] = []
    for colour in GEMS:
        want = r.int(colour, 0, None, 0)
        free = [c for c in data.level_cards(1) if c not in taken
                and data.card(c).bonus == colour and not data.card(c).points]
        if want > len(free):
            raise contradiction(r.path(colour), f"only {len(free)} level 1 {colour} cards of "
                                "no points are left for bonuses", f"at most {len(free)}", want,
                                CARDS)
        found += free[:want]
    return tuple(found)


def _show(r: Reader, held: list[str]) -> list[str]:
    show = read_cards(r.list("show", []), r.path("show"))
    for i, ident in enumerate(show):
        if ident in held or ident in show[:i]:
            raise contradiction(f"{r.path('show')}[{i}]", f"card {ident} is already placed",
                                "each card in one place", ident, CARDS)
    for level in data.LEVELS:
        mine = [c for c in show if data.card(c).level == level]
        if len(mine) > data.rule("display"):
            raise contradiction(r.path("show"), f"{len(mine)} level {level} cards on show",
                                f"at most {data.rule('display')}", len(mine), DISPLAY)
    return list(show)


def _supply(r: Reader, tokens: tuple[tuple[int, ...], ...], n: int) -> tuple[int, ...]:
    full = data.full_supply(n)
    left = tuple(full[i] - sum(t[i] for t in tokens) for i in range(len(TOKENS)))
    for i, colour in enumerate(TOKENS):
        if left[i] < 0:
            raise contradiction(r.path("seats"), f"the players hold {full[i] - left[i]} "
                                f"{colour} tokens", f"at most {full[i]} for {n} players",
                                full[i] - left[i], SUPPLY)
    if "supply" in r.data:  # a check, colour by colour, of the colours it names
        given = read_tokens(r.raw("supply"), r.path("supply"))
        for i, colour in enumerate(TOKENS):
            if colour in r.data["supply"] and given[i] != left[i]:
                raise contradiction(f"{r.path('supply')}.{colour}", "the supply holds every "
                                    f"{colour} token nobody holds", left[i], given[i], SUPPLY)
    return left


def _nobles(r: Reader, visitors: list[int], n: int, seed: int) -> tuple[int, ...]:
    count = data.nobles_on_show(n) - len(visitors)
    if "nobles" in r.data:
        shown = read_nobles(r.list("nobles"), r.path("nobles"))
        if len(shown) != count:
            raise contradiction(r.path("nobles"), f"{len(shown)} nobles on show",
                                f"{count} ({data.nobles_on_show(n)} for {n} players, less "
                                "those who visited)", len(shown), NOBLES)
        return tuple(shown)
    pool = [x for x in Rng.derive(seed, "nobles").shuffled([s.id for s in data.nobles()])
            if x not in visitors]
    return tuple(sorted(pool[:max(count, 0)]))


def _deal(state: SplendorState, show: list[str], held: list[str], seed: int) -> SplendorState:
    """Rows of cards on show filled up from decks of the cards nobody holds, as dealt."""
    size, decks, display = data.rule("display"), [], []
    for level in data.LEVELS:
        deck = [c for c in Rng.derive(seed, "deck", level).shuffled(data.level_cards(level))
                if c not in held and c not in show]
        row = [c for c in show if data.card(c).level == level]
        while len(row) < size and deck:
            row.append(deck.pop())
        display.append((*row, *[None] * (size - len(row))))
        decks.append(tuple(deck))
    return replace(state, decks=tuple(decks), display=tuple(display))


# -- writing ------------------------------------------------------------------------
def _seats_out(state: SplendorState) -> list[dict[str, Any]]:
    seats = []
    for p in range(state.players):
        one: dict[str, Any] = {}
        if any(state.tokens[p]):
            one["tokens"] = {k: v for k, v in tokens_to_json(state.tokens[p]).items() if v}
        if state.bought[p]:
            one["bought"] = list(state.bought[p])
        for key, blind in (("reserved", False), ("blind", True)):
            cards = [c for c, b in state.reserved[p] if b == blind]
            if cards:
                one[key] = cards
        if state.visitors[p]:
            one["nobles"] = list(state.visitors[p])
        seats.append(one)
    while seats and not seats[-1]:
        seats.pop()
    return seats


NOTATION = Notation(FIELDS, read, write, matters)
