"""Golf states to and from JSON. Reading checks everything a hand-edited file can get wrong."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..core.cards import Card, check_copies, standard_deck
from ..core.codec import Reader
from ..core.errors import SetupError
from .game import PHASES, GolfState, Rules


def state_to_json(state: GolfState) -> dict[str, Any]:
    return {
        "game": "golf",
        "options": state.rules.to_options(),
        "seed": state.seed,
        "hole": state.hole,
        "dealer": state.dealer,
        "phase": state.phase,
        "current": state.current,
        "grids": [[str(card) for card in grid] for grid in state.grids],
        "up": [list(row) for row in state.up],
        "deck": [str(card) for card in state.deck],
        "discard": [str(card) for card in state.discard],
        "held": str(state.held) if state.held else None,
        "held_from": state.held_from,
        "flips_left": state.flips_left,
        "out": state.out,
        "known": sorted(list(k) for k in state.known),
        "reshuffles": state.reshuffles,
        "holes": [list(h) for h in state.holes],
    }


def _cards(values: list, where: str) -> tuple[Card, ...]:
    return tuple(Card.parse(v, f"{where}[{i}]") for i, v in enumerate(values))


def state_from_json(data: Any) -> GolfState:
    r = Reader(data, "state")
    if r.raw("game", "golf") != "golf":
        raise SetupError("this is not a Golf state", expected="'golf'", got=r.raw("game"),
                         where="state.game")
    rules = Rules.from_options(r.obj("options", {}).data)
    n, size = rules.players, rules.grid
    grid_lists = _sized(r.list("grids"), n, "state.grids", f"one grid per player ({n})")
    grids = tuple(
        _cards(_sized(_as_list(g, f"state.grids[{p}]"), size, f"state.grids[{p}]",
                      f"{size} cards"), f"state.grids[{p}]")
        for p, g in enumerate(grid_lists)
    )
    up_lists = _sized(r.list("up"), n, "state.up", f"one row per player ({n})")
    up = tuple(
        tuple(_flag(v, f"state.up[{p}][{i}]") for i, v in
              enumerate(_sized(_as_list(row, f"state.up[{p}]"), size, f"state.up[{p}]",
                               f"{size} flags")))
        for p, row in enumerate(up_lists)
    )
    deck = _cards(r.list("deck"), "state.deck")
    discard = _cards(r.list("discard"), "state.discard")
    held = r.raw("held", None)
    held_card = Card.parse(held, "state.held") if held is not None else None
    everything = [c for g in grids for c in g] + list(deck) + list(discard)
    everything += [held_card] if held_card else []
    check_copies(everything, Counter(standard_deck(rules.decks)), rule="golf.setup.deck",
                 where="state")
    phase = r.str("phase", PHASES)
    if (phase == "hold") != (held_card is not None):
        raise SetupError("a card is held exactly while a turn is in the 'hold' phase",
                         expected="held card only in phase 'hold'", got=held,
                         rule="golf.turn.replace", where="state.held")
    known = frozenset(_known(k, i, n, size) for i, k in enumerate(r.list("known", [])))
    holes = tuple(
        tuple(_whole(v, f"state.holes[{h}][{p}]") for p, v in
              enumerate(_sized(_as_list(row, f"state.holes[{h}]"), n, f"state.holes[{h}]",
                               f"{n} scores")))
        for h, row in enumerate(r.list("holes", []))
    )
    return GolfState(
        rules=rules,
        seed=r.int("seed"),
        hole=r.int("hole", 0, rules.rounds - 1),
        dealer=r.int("dealer", 0, n - 1),
        phase=phase,
        current=r.int("current", 0, n - 1),
        grids=grids,
        up=up,
        deck=deck,
        discard=discard,
        held=held_card,
        held_from=r.str("held_from", ("", "deck", "discard"), ""),
        flips_left=r.int("flips_left", 0, size, 0),
        out=r.int("out", 0, n - 1, None),
        known=known,
        reshuffles=r.int("reshuffles", 0, None, 0),
        holes=holes,
    )


def _as_list(value: Any, where: str) -> list:
    if not isinstance(value, list):
        raise SetupError("expected a list", expected="a list", got=value, where=where)
    return value


def _sized(values: list, size: int, where: str, expected: str) -> list:
    if len(values) != size:
        raise SetupError(f"wrong number of entries ({len(values)})", expected=expected,
                         got=len(values), rule="golf.setup.grid", where=where)
    return values


def _flag(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise SetupError("face-up flags are true or false", expected="true or false", got=value,
                         where=where)
    return value


def _whole(value: Any, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise SetupError("scores are whole numbers", expected="an integer", got=value, where=where)
    return value


def _known(entry: Any, i: int, players: int, size: int) -> tuple[int, int, int]:
    where = f"state.known[{i}]"
    ok = (isinstance(entry, list) and len(entry) == 3
          and all(isinstance(v, int) and not isinstance(v, bool) for v in entry)
          and 0 <= entry[0] < players and 0 <= entry[1] < players and 0 <= entry[2] < size)
    if not ok:
        raise SetupError("a known card is [viewer, owner, card]", expected="three indices",
                         got=entry, where=where)
    return (entry[0], entry[1], entry[2])

