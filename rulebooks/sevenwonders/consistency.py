"""Positions the rules cannot reach, refused field by field with the rule they break."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..core.errors import SetupError
from . import data
from .leaders import held_leaders

if TYPE_CHECKING:
    from .game import SevenWondersState as State


def _fail(message: str, expected: str, got: object, rule: str, where: str) -> None:
    raise SetupError(message, expected=expected, got=got, rule=rule, where=where)


def consistent(state: State) -> None:
    """Every complaint names the field, what was expected and the rule."""
    n = state.players
    if len(set(state.boards)) != n:
        _fail("each player has a different Wonder board", "different boards",
              list(state.boards), "sevenwonders.setup.boards", "state.players")
    for p in range(n):
        if not data.wonder(state.boards[p]).side(state.sides[p]).played:
            _fail("a Wonder side the engine plays", "another board or side",
                  f"{state.boards[p]} ({state.sides[p]})", "sevenwonders.leaders.roma",
                  f"state.players[{p}].board")
        stages = len(data.wonder(state.boards[p]).side(state.sides[p]).stages)
        if state.stages[p] > stages:
            _fail("more stages than the Wonder has", f"0 to {stages}", state.stages[p],
                  "sevenwonders.wonder", f"state.players[{p}].stages")
        names = Counter(data.card(c).name for c in state.cities[p])
        twice = [name for name, k in names.items() if k > 1]
        if twice:
            _fail("a city never holds two identical buildings", "one of each", twice[0],
                  "sevenwonders.build.unique", f"state.players[{p}].city")
        if state.rules.teams and n not in (4, 6):
            _fail("the team variant needs teams of two", "4 or 6 players", n,
                  "sevenwonders.teams", "state.options.teams")
    _copies(state)
    _phase(state)
    _cities(state)
    _edifice(state)
    _leaders(state)


def _leaders(state: State) -> None:
    """Leaders belong to a game with Leaders, each at most once; the draft and the leaders'
    turn come before the Age's cards are dealt."""
    held = held_leaders(state)
    if held and not state.rules.leaders:
        _fail("leaders are in the game only with Leaders", "no leader", held[0],
              "sevenwonders.leaders", "state.players")
    twice = [x for x, k in Counter(held).items() if k > 1]
    if twice:
        _fail("each leader is in the game once", "one copy", twice[0],
              "sevenwonders.leaders.setup", "state.players")
    if state.phase in ("draft", "leader") and any(state.hands):
        _fail("the Age's cards are dealt after the leaders' turn", "empty hands",
              [len(h) for h in state.hands], "sevenwonders.leaders.turn", "state.players")
    if state.phase == "draft" and (state.age != 1 or len({len(d) + bool(state.picks[p])
                                                          for p, d in
                                                          enumerate(state.drafts)}) > 1):
        _fail("the draft comes before Age I, every hand of leaders the same size",
              "Age 1, hands of one size", state.age, "sevenwonders.leaders.draft",
              "state.players")

def _edifice(state: State) -> None:
    """Edifice pawns and debt tokens belong to a game with Edifice; a player holds at most
    one pawn per Age, and only of an Age begun; each Age has an Edifice of that Age."""
    for age, ident in enumerate(state.edifices, start=1):
        if data.edifice(ident).age != age:
            _fail("each Age has an Edifice of that Age", f"an Age {age} Edifice", ident,
                  "sevenwonders.edifice.setup", f"state.edifices[{age - 1}]")
        held = sum(1 for pawns in state.pawns for a in pawns if a == age)
        boxed = sum(1 for p in range(state.players) if age in state.city(p).box_pawns())
        total = data.edifice_pawns(state.players)
        taken = total - state.pawns_left[age - 1]  # Ur's pawns come from the box
        if state.pawns_left[age - 1] and not held - boxed <= taken <= held:
            _fail("the pawns held and the pawns left make the Edifice's pawns", f"{total} in "
                  "all", held + state.pawns_left[age - 1], "sevenwonders.edifice.setup",
                  f"state.pawns_left[{age - 1}]")
    for p in range(state.players):
        where = f"state.players[{p}]"
        held = (state.pawns[p] if state.pawns else ()) + (state.edifice_debt[p]
                                                          if state.edifice_debt else ())
        if held and not state.rules.edifice:
            _fail("Edifice pawns and debt tokens come with Edifice", "none", list(held),
                  "sevenwonders.edifice", where)
        if state.pawns and (len(set(state.pawns[p])) < len(state.pawns[p])
                            or any(a > state.age and a not in state.city(p).box_pawns()
                                   for a in state.pawns[p])):
            _fail("one pawn per Age at most, of an Age already played (or from Ur's stages)",
                  "different Ages up "
                  f"to {state.age}", list(state.pawns[p]), "sevenwonders.edifice.participate",
                  f"{where}.pawns")


def _cities(state: State) -> None:
    """Black cards, debts and diplomacy tokens belong to a game with Cities."""
    if state.rules.cities:
        return
    for p in range(state.players):
        where = f"state.players[{p}]"
        if data.wonder(state.boards[p]).expansion == "cities":
            _fail("Byzantium and Petra are in the game only with Cities", "a base board",
                  state.boards[p], "sevenwonders.cities.wonders", f"{where}.board")
        if any(data.card(c).colour == "black" for c in state.cities[p] + state.hands[p]):
            _fail("black cards are in the game only with Cities", "no black card",
                  "a black card", "sevenwonders.cities", where)
        if state.debts and (state.debts[p] or state.diplomacy[p]):
            _fail("debt and diplomacy tokens come with Cities", "0",
                  state.debts[p] or state.diplomacy[p], "sevenwonders.cities", where)


def _copies(state: State) -> None:
    """No more copies of a card than the decks for this many players hold."""
    held = Counter(c for group in (*state.hands, *state.cities, state.discard, *state.decks)
                   for c in group)
    held.update(p.split()[1] for p in state.picks if p and p.split()[1] in data.cards())
    allowed = data.all_copies(state.players, state.rules.cities)
    for ident, k in sorted(held.items()):
        if k > allowed[ident]:
            _fail(f"more copies of {data.card(ident).name} than a {state.players}-player game "
                  "uses", f"at most {allowed[ident]}", k, "sevenwonders.setup.decks", "state")


def _phase(state: State) -> None:
    picks = [p for p, pick in enumerate(state.picks) if pick]
    if state.phase in ("draft", "leader") and picks != list(range(state.current)):
        _fail("the players before the one choosing have chosen, the others not yet",
              f"picks for seats 1 to {state.current}", [p + 1 for p in picks],
              "sevenwonders.leaders.turn", "state.players")
    if state.phase in ("draft", "leader"):
        return
    owing = [p for p, k in enumerate(state.owed) if k]
    if (state.phase == "debt") != bool(owing) or (owing and (
            state.current not in owing or not state.rules.cities
            or state.rules.debt != "choose")):
        _fail("coins lost are settled by choice only with Cities and debt = choose, by the "
              "player to move, right after the turn", "owed coins only in the debt phase",
              [state.owed[p] for p in range(state.players)] if state.owed else [],
              "sevenwonders.cities.owe", "state.players")
    if state.phase == "choose":
        if picks != list(range(state.current)):
            _fail("the players before the one choosing have chosen, the others not yet",
                  f"picks for seats 1 to {state.current}", [p + 1 for p in picks],
                  "sevenwonders.turn.choose", "state.players")
        if state.turn > state.turns:
            _fail(f"an Age has {state.turns} turns of choice", f"1 to {state.turns}",
                  state.turn, "sevenwonders.turn.seventh", "state.turn")
        sizes = {len(h) + (1 if state.picks[p] else 0) for p, h in enumerate(state.hands)}
        if sizes != {state.rules.hand + 1 - state.turn}:
            _fail("every hand holds one card fewer each turn",
                  f"{state.rules.hand + 1 - state.turn} cards", sorted(sizes),
                  "sevenwonders.age.deal", "state.players")
    elif picks:
        _fail("cards are chosen only during a turn", "no picks", [p + 1 for p in picks],
              "sevenwonders.turn.choose", "state.players")
    if state.phase == "revive" and (not state.revive or state.revive[0] != state.current):
        _fail("the player building from the discard pile is the one to move",
              "current = the first seat in revive", state.current, "sevenwonders.power.discard",
              "state.current")
    if state.phase == "over" and any(state.hands):
        _fail("nobody holds cards once the game is over", "empty hands",
              [len(h) for h in state.hands], "sevenwonders.end", "state.players")
