"""Welcome To... states to and from JSON, checking what a hand-edited file can get wrong.

Cards are written as their number and an effect letter: ``8F`` (surveyor's fence),
``8E`` (real estate agent), ``8L`` (landscaper), ``8P`` (pool), ``8T`` (temp agency),
``8B`` (bis); the solo card is ``solo``.

>>> card_code((8, "surveyor")), read_card("12T", "x")
('8F', (12, 'temp'))
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..core.cards import check_copies
from ..core.codec import Reader, require
from ..core.errors import NotationError, SetupError
from . import cards, data, plans
from .game import PHASES, Rules, WelcomeState
from .icecream import Trucks
from .notation import read_sheet, sheet_json

LETTERS = {"surveyor": "F", "estate": "E", "landscaper": "L", "pool": "P", "temp": "T",
           "bis": "B"}
EFFECT_OF = {letter: effect for effect, letter in LETTERS.items()}


def card_code(card: cards.Card) -> str:
    return "solo" if card == cards.SOLO else f"{card[0]}{LETTERS[card[1]]}"


def read_card(text: Any, where: str) -> cards.Card:
    text = require(text, str, where, "a card such as \"8F\"")
    if text == "solo":
        return cards.SOLO
    number, letter = text[:-1], text[-1:].upper()
    if not number.isdigit() or int(number) not in data.numbers() or letter not in EFFECT_OF:
        raise NotationError(f"unknown card {text!r}: a number 1-15 then one of "
                            f"{', '.join(EFFECT_OF)}", where=where)
    return int(number), EFFECT_OF[letter]


def _cards(values: Any, where: str) -> tuple[cards.Card, ...]:
    items = require(values, list, where, "a list of cards")
    return tuple(read_card(v, f"{where}[{i}]") for i, v in enumerate(items))


def trucks_json(trucks: Trucks) -> dict[str, Any]:
    return {"dirs": list(trucks.dirs), "pos": list(trucks.pos),
            "cones": [list(c) for c in trucks.cones], "bonus": list(trucks.bonus)}


def state_to_json(state: WelcomeState) -> dict[str, Any]:
    return {
        "game": "welcometo",
        "options": state.rules.to_options(),
        "seed": state.seed,
        "round": state.round,
        "phase": state.phase,
        "current": state.current,
        "plans": list(state.plan_ids),
        "approved": list(state.approved),
        "claimed_now": list(state.claimed_now),
        "sheets": [sheet_json(sheet) for sheet in state.sheets],
        "stacks": [[card_code(c) for c in stack] for stack in state.stacks],
        "shown": [card_code(c) for c in state.shown],
        "shuffles": state.shuffles,
        "reshuffle_next": state.reshuffle_next,
        "solo_card": state.solo_card,
        "trucks": [trucks_json(t) for t in state.trucks],
        "cones_done": list(state.cones_done),
        "choice": list(state.choice) if state.choice else None,
        "last": list(state.last) if state.last else None,
        "built_roundabout": state.built_roundabout,
        "ended": state.ended,
    }


def _bools(r: Reader, key: str, size: int) -> tuple[bool, ...]:
    values = r.list(key, [False] * size)
    if len(values) != size:
        raise NotationError(f"expected {size} entries", where=r.path(key))
    return tuple(require(v, bool, f"{r.path(key)}[{i}]", "true or false")
                 for i, v in enumerate(values))


def _pair(r: Reader, key: str, highs: tuple[int, int]) -> tuple[int, int] | None:
    value = r.raw(key, None)
    if value is None:
        return None
    items = require(value, list, r.path(key), "two whole numbers")
    if len(items) != 2:
        raise NotationError("expected two whole numbers", where=r.path(key))
    a, b = (require(v, int, r.path(key), "a whole number") for v in items)
    if not (0 <= a <= highs[0] and 0 <= b <= highs[1]):
        raise NotationError(f"out of range: {items}", where=r.path(key))
    return a, b


def read_trucks(value: Any, where: str) -> Trucks:
    r = Reader(value, where)
    dirs = tuple(require(d, str, r.path("dirs"), "a direction") for d in r.list("dirs"))
    specs = data.streets()
    if len(dirs) != len(specs) or any(d not in ("left", "right", "") for d in dirs):
        raise NotationError("dirs: left, right or \"\" for each street", where=r.path("dirs"))
    pos = tuple(None if p is None else require(p, int, r.path("pos"), "a house")
                for p in r.list("pos"))
    cones = tuple(tuple(require(c, int, r.path("cones"), "0, 1 or 2") for c in require(
        row, list, r.path("cones"), "a list")) for row in r.list("cones"))
    bonus = tuple(None if b is None else require(b, int, r.path("bonus"), "points")
                  for b in r.list("bonus"))
    if (len(pos) != len(specs) or len(bonus) != len(specs)
            or [len(c) for c in cones] != [len(s.cones) for s in specs]
            or any(c not in (0, 1, 2) for row in cones for c in row)
            or any(p is not None and not 0 <= p < s.houses for p, s in zip(pos, specs,
                                                                            strict=True))):
        raise NotationError("trucks do not match the sheet", where=where)
    return Trucks(dirs, pos, cones, bonus)


def state_from_json(data_: Any) -> WelcomeState:
    r = Reader(data_, "state")
    if r.raw("game", "welcometo") != "welcometo":
        raise SetupError("this is not a Welcome To... state", expected="'welcometo'",
                         got=r.raw("game"), where="state.game")
    rules = Rules.from_options(r.obj("options", {}).data)
    n = rules.players
    sheets = r.list("sheets")
    if len(sheets) != n:
        raise SetupError("one sheet per player", expected=str(n), got=len(sheets),
                         rule="welcometo.setup.sheet", where="state.sheets")
    stacks = tuple(_cards(s, f"state.stacks[{i}]") for i, s in enumerate(r.list("stacks")))
    state = WelcomeState(
        rules=rules, seed=r.int("seed", None, None, 0), round=r.int("round", 0, None, 0),
        phase=r.str("phase", PHASES), current=r.int("current", 0, n - 1, 0),
        plan_ids=_plan_ids(r, rules), approved=_bools(r, "approved", 3),
        claimed_now=_bools(r, "claimed_now", 3),
        sheets=tuple(read_sheet(s, f"state.sheets[{p}]") for p, s in enumerate(sheets)),
        stacks=stacks, shown=_cards(r.list("shown"), "state.shown"),
        shuffles=r.int("shuffles", 0, None, 0),
        reshuffle_next=r.bool("reshuffle_next", False), solo_card=r.bool("solo_card", False),
        trucks=tuple(read_trucks(t, f"state.trucks[{p}]") for p, t in
                     enumerate(r.list("trucks", []))),
        cones_done=_bools(r, "cones_done", 3),
        choice=_pair(r, "choice", (2, 2)),
        last=_pair(r, "last", (2, max(s.houses for s in data.streets()) - 1)),
        built_roundabout=r.bool("built_roundabout", False), ended=r.str("ended", None, ""),
    )
    _consistent(state)
    return state


def _plan_ids(r: Reader, rules: Rules) -> tuple[str, ...]:
    ids = r.list("plans")
    found = []
    for stack in range(3):
        allowed = [p.id for p in plans.choices(stack + 1, rules.sets)]
        value = ids[stack] if stack < len(ids) else None
        if len(ids) != 3 or value not in allowed:
            raise SetupError(f"plan n°{stack + 1} must be a card of that stack in play",
                             expected=", ".join(allowed), got=value,
                             rule="welcometo.setup.plans", where=f"state.plans[{stack}]")
        found.append(value)
    return tuple(found)


def _fail(message: str, expected: str, got: object, rule: str, where: str) -> None:
    raise SetupError(message, expected=expected, got=got, rule=rule, where=where)


def _consistent(state: WelcomeState) -> None:
    """Refuse positions the rules cannot reach: each complaint names the field and rule."""
    rules = state.rules
    deck = Counter(data.full_deck()) + (Counter([cards.SOLO]) if rules.solo else Counter())
    check_copies([c for stack in state.stacks for c in stack], deck,
                 rule="welcometo.setup.cards", where="state.stacks")
    if len(state.stacks) != (1 if rules.solo else data.stack_count()):
        _fail("three stacks (one deck in solo)", "3 or 1", len(state.stacks),
              "welcometo.setup.stacks", "state.stacks")
    if state.phase != "over" and len(state.shown) != data.stack_count():
        _fail("three cards are shown while the game goes on", "3", len(state.shown),
              "welcometo.turn.cards", "state.shown")
    wants_trucks = rules.neighbourhood == "icecream"
    if len(state.trucks) != (rules.players if wants_trucks else 0):
        _fail("trucks only with the Ice Cream Truck, one set per player", str(rules.players),
              len(state.trucks), "welcometo.icecream", "state.trucks")
    in_turn = state.phase in ("write", "truck", "effect")
    if (in_turn and state.choice is None) or (state.phase in ("choose", "over") and state.choice):
        _fail("a combination is held exactly while writing and using its effect",
              "a choice" if in_turn else "null", state.choice, "welcometo.turn.steps",
              "state.choice")
    if state.phase in ("truck", "effect") and state.last is None:
        _fail("the effect follows a number written", "a house", None, "welcometo.turn.steps",
              "state.last")
    if state.choice and max(state.choice) >= len(state.shown):
        _fail("the choice names a shown card", "0-2", state.choice, "welcometo.turn.choose",
              "state.choice")
    if state.last and state.last[1] >= data.streets()[state.last[0]].houses:
        _fail("the last house is on the sheet", "a house", state.last, "welcometo.turn.steps",
              "state.last")
    if (state.phase == "over") != bool(state.ended):
        _fail("a finished game says why it ended", "a reason", state.ended, "welcometo.end",
              "state.ended")
