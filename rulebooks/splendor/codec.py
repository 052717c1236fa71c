"""Splendor states to and from JSON. Reading checks everything a hand-edited position can get
wrong, and names the place and the rule: unknown or repeated cards, cards of the wrong level,
more tokens than the game has, a player over a limit, nobles who could not have visited, and
phases that contradict the table.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..core.codec import Reader, require
from ..core.errors import SetupError
from . import data
from . import tokens as tk
from .data import TOKENS, Counts
from .game import LIMIT, PHASES, RESERVE_LIMIT, VISIT, Rules, SplendorState
from .moves import parse_card

CARDS = "splendor.setup.cards"
DISPLAY = "splendor.setup.display"
NOBLES = "splendor.setup.nobles"
SUPPLY = "splendor.setup.tokens"


def state_to_json(state: SplendorState) -> dict[str, Any]:
    return {
        "game": "splendor",
        "options": state.rules.to_options(),
        "seed": state.seed,
        "turn": state.turn,
        "phase": state.phase,
        "current": state.current,
        "passes": state.passes,
        "supply": tokens_to_json(state.supply),
        "decks": [list(deck) for deck in state.decks],
        "display": [list(row) for row in state.display],
        "nobles": list(state.nobles),
        "players": [
            {"points": state.totals()[p], "tokens": tokens_to_json(state.tokens[p]),
             "bought": list(state.bought[p]),
             "reserved": [{"card": ident, "blind": blind} for ident, blind in state.reserved[p]],
             "nobles": list(state.visitors[p])}
            for p in range(state.players)
        ],
    }


def tokens_to_json(tokens: Counts) -> dict[str, int]:
    return dict(zip(TOKENS, tokens, strict=True))


def _fail(message: str, expected: str, got: object, rule: str | None, where: str) -> None:
    raise SetupError(message, expected=expected, got=got, rule=rule, where=where)


def read_tokens(value: Any, where: str) -> Counts:
    """``{"red": 2, "gold": 1}``: whole numbers, missing colours count zero."""
    r = Reader(value, where)
    unknown = sorted(set(r.data) - set(TOKENS))
    if unknown:
        _fail(f"unknown token colour {unknown[0]!r}", ", ".join(TOKENS), unknown[0], SUPPLY,
              where)
    return tuple(r.int(colour, 0, None, 0) for colour in TOKENS)


def read_cards(value: Any, where: str) -> tuple[str, ...]:
    items = require(value, list, where, "a list of card ids such as \"1-07\"")
    return tuple(parse_card(v, f"{where}[{i}]", CARDS) for i, v in enumerate(items))


def read_nobles(value: Any, where: str) -> tuple[int, ...]:
    items = require(value, list, where, "a list of noble numbers")
    for i, number in enumerate(items):
        if not data.is_noble(number):
            _fail("no such noble", f"a number from 1 to {len(data.nobles())}", number, NOBLES,
                  f"{where}[{i}]")
    return tuple(items)


def _read_display(value: Any) -> tuple[tuple[str | None, ...], ...]:
    rows = _sized(require(value, list, "state.display", "one row per level"), len(data.LEVELS),
                  "state.display", "one row per level", DISPLAY)
    out = []
    for level, row in zip(data.LEVELS, rows, strict=True):
        where = f"state.display[{level - 1}]"
        cells = _sized(require(row, list, where, "a row of card ids or null"),
                       data.rule("display"), where, "spaces in a row", DISPLAY)
        out.append(tuple(None if c is None else parse_card(c, f"{where}[{i}]", CARDS)
                         for i, c in enumerate(cells)))
    return tuple(out)


def _read_player(value: Any, where: str) -> tuple[Counts, tuple[str, ...], tuple, tuple]:
    r = Reader(value, where)
    reserved = []
    for i, item in enumerate(r.list("reserved", [])):
        entry = Reader(item, f"{where}.reserved[{i}]")
        reserved.append((parse_card(entry.raw("card"), entry.path("card"), CARDS),
                         entry.bool("blind", False)))
    return (read_tokens(r.raw("tokens", {}), r.path("tokens")),
            read_cards(r.list("bought", []), r.path("bought")), tuple(reserved),
            read_nobles(r.list("nobles", []), r.path("nobles")))


def _sized(values: list, size: int, where: str, what: str, rule: str) -> list:
    if len(values) != size:
        _fail(f"wrong number of entries ({len(values)})", f"{size} ({what})", len(values), rule,
              where)
    return values


def state_from_json(data_: Any) -> SplendorState:
    r = Reader(data_, "state")
    if r.raw("game", "splendor") != "splendor":
        _fail("this is not a Splendor state", "'splendor'", r.raw("game"), None, "state.game")
    rules = Rules.from_options(r.obj("options", {}).data)
    n = rules.players
    decks = _sized(r.list("decks"), len(data.LEVELS), "state.decks", "one deck per level",
                   DISPLAY)
    seats = [_read_player(v, f"state.players[{p}]") for p, v in
             enumerate(_sized(r.list("players"), n, "state.players", "one per player",
                              "splendor.turn.order"))]
    state = SplendorState(
        rules=rules,
        seed=r.int("seed"),
        turn=r.int("turn", 0, None),
        phase=r.str("phase", PHASES),
        current=r.int("current", 0, n - 1),
        supply=read_tokens(r.raw("supply"), "state.supply"),
        decks=tuple(read_cards(deck, f"state.decks[{i}]") for i, deck in enumerate(decks)),
        display=_read_display(r.raw("display")),
        nobles=read_nobles(r.list("nobles"), "state.nobles"),
        tokens=tuple(seat[0] for seat in seats),
        bought=tuple(seat[1] for seat in seats),
        reserved=tuple(seat[2] for seat in seats),
        visitors=tuple(seat[3] for seat in seats),
        passes=r.int("passes", 0, n, 0),
    )
    _consistent(state)
    for p, seat in enumerate(r.list("players")):
        _check_points(state, p, seat)
    return state


def _check_points(state: SplendorState, p: int, seat: dict) -> None:
    """``points`` is derived from the cards and nobles: optional, but if given it must agree."""
    if "points" in seat:
        given = Reader(seat, f"state.players[{p}]").int("points", 0, None)
        if given != state.totals()[p]:
            _fail("points are those of the cards bought and the nobles who visited",
                  str(state.totals()[p]), given, "splendor.scoring.cards",
                  f"state.players[{p}].points")


# -- consistency: positions the rules cannot reach ----------------------------------
def card_places(state: SplendorState) -> Iterator[tuple[str, str]]:
    """Every card in the position, with the JSON path of the place it is in."""
    for i, deck in enumerate(state.decks):
        yield from ((c, f"state.decks[{i}][{j}]") for j, c in enumerate(deck))
    for i, row in enumerate(state.display):
        yield from ((c, f"state.display[{i}][{j}]") for j, c in enumerate(row) if c)
    for p in range(state.players):
        yield from ((c, f"state.players[{p}].bought[{j}]")
                    for j, c in enumerate(state.bought[p]))
        yield from ((c, f"state.players[{p}].reserved[{j}]")
                    for j, (c, _) in enumerate(state.reserved[p]))


def check_unique_cards(places: Iterator[tuple[str, str]]) -> set[str]:
    """Refuse a card that is in two places (more copies than the game has)."""
    seen: dict[str, str] = {}
    for ident, where in places:
        if ident in seen:
            _fail(f"card {ident} is already at {seen[ident]}: the game has one of each card",
                  "each card in one place", ident, CARDS, where)
        seen[ident] = where
    return set(seen)


def _consistent(state: SplendorState) -> None:
    present = check_unique_cards(card_places(state))
    missing = sorted(set(c.id for c in data.cards()) - present)
    if missing:
        _fail(f"card {missing[0]} is nowhere: every card is in a deck, on the table, or with a "
              "player", "all 90 cards", f"{len(present)} cards", CARDS, "state")
    _consistent_levels(state)
    _consistent_tokens(state)
    _consistent_nobles(state)
    _consistent_phase(state)


def _consistent_levels(state: SplendorState) -> None:
    for i, level in enumerate(data.LEVELS):
        for where, ident in ([(f"state.decks[{i}]", c) for c in state.decks[i]]
                             + [(f"state.display[{i}]", c) for c in state.display[i] if c]):
            if data.card(ident).level != level:
                _fail(f"card {ident} is a level {data.card(ident).level} card",
                      f"level {level} cards only", ident, DISPLAY, where)
        if None in state.display[i] and state.decks[i]:
            _fail("an empty space is filled from the deck at once", "no empty space while "
                  "the deck has cards", list(state.display[i]), DISPLAY,
                  f"state.display[{i}]")


def _consistent_tokens(state: SplendorState) -> None:
    full = data.full_supply(state.players)
    for i, colour in enumerate(TOKENS):
        held = state.supply[i] + sum(t[i] for t in state.tokens)
        if held != full[i]:
            _fail(f"{held} {colour} tokens in play, but a {state.players}-player game has "
                  f"{full[i]}", f"{full[i]} in the supply and the players' hands together",
                  held, SUPPLY, f"state.supply.{colour}")
    for p in range(state.players):
        limit = data.rule("token_limit")
        over = sum(state.tokens[p]) > limit
        if over and not (state.phase == "return" and p == state.current):
            _fail(f"player {p + 1} holds {sum(state.tokens[p])} tokens", f"at most {limit}",
                  sum(state.tokens[p]), LIMIT, f"state.players[{p}].tokens")
        if len(state.reserved[p]) > data.rule("reserve_limit"):
            _fail(f"player {p + 1} holds {len(state.reserved[p])} reserved cards",
                  f"at most {data.rule('reserve_limit')}", len(state.reserved[p]),
                  RESERVE_LIMIT, f"state.players[{p}].reserved")


def _consistent_nobles(state: SplendorState) -> None:
    shown = data.nobles_on_show(state.players)
    places = [(n, "state.nobles") for n in state.nobles]
    places += [(n, f"state.players[{p}].nobles") for p in range(state.players)
               for n in state.visitors[p]]
    seen = set()
    for number, where in places:
        if number in seen:
            _fail(f"noble {number} is in two places", "each noble once", number, NOBLES, where)
        seen.add(number)
    if len(places) != shown:
        _fail(f"{len(places)} nobles in the game", f"{shown} for {state.players} players",
              len(places), NOBLES, "state.nobles")
    for p in range(state.players):
        have = state.bonuses(p)
        for number in state.visitors[p]:
            if not tk.covers(have, data.noble(number).needs):
                _fail(f"noble {number} visited player {p + 1} without the bonuses it needs",
                      tk.describe(data.noble(number).needs, data.GEMS), tk.describe(have,
                      data.GEMS), VISIT, f"state.players[{p}].nobles")


def _consistent_phase(state: SplendorState) -> None:
    me = state.current
    if state.phase == "return" and sum(state.tokens[me]) <= data.rule("token_limit"):
        _fail("tokens are given back only by a player over the limit",
              f"more than {data.rule('token_limit')} tokens", sum(state.tokens[me]), LIMIT,
              f"state.players[{me}].tokens")
    if state.phase == "noble" and len(state.eligible_nobles(me)) < 2:
        _fail("a player chooses a noble only when several could visit",
              "two or more nobles whose needs are met", list(state.eligible_nobles(me)), VISIT,
              "state.phase")
