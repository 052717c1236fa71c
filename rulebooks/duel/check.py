"""Consistency of a 7 Wonders Duel position read from JSON: every card, Wonder and token
in one place only, each Age's cards where that Age can have put them, phases that agree
with the position."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..core.errors import SetupError
from . import agora, data

CARDS = "duel.setup.structures"
WONDERS = "duel.setup.draft"
TOKENS = "duel.setup.progress"


def _fail(message: str, expected: str, got: object, rule: str, where: str) -> None:
    raise SetupError(message, expected=expected, got=got, rule=rule, where=where)


def card_places(state: Any) -> Iterator[tuple[str, str]]:
    """Every Age card or guild in the position, with its JSON path."""
    for i, c in enumerate(state.structure):
        if c:
            yield c, f"state.structure[{i}]"
    for name in ("removed", "discards", "earlier"):
        yield from ((c, f"state.{name}[{i}]") for i, c in enumerate(getattr(state, name)))
    for name in ("cities", "tucked", "under"):
        for p, held in enumerate(getattr(state, name)):
            yield from ((c, f"state.{name}[{p}][{i}]") for i, c in enumerate(held))


def _unique(places: Iterator[tuple[str, str]], rule: str, what: str) -> set[str]:
    seen: set[str] = set()
    for ident, where in places:
        if ident in seen:
            _fail(f"{what} {ident} is in two places", f"each {what} once", ident, rule, where)
        seen.add(ident)
    return seen


def consistent(state: Any) -> None:
    _cards(state)
    _wonders(state)
    _tokens(state)
    _phase(state)
    _plots(state)


def _age_of(ident: str) -> int:
    return data.card(ident).age


def _cards(state: Any) -> None:
    places = len(state.layout().slots)
    if len(state.structure) != places:
        _fail(f"the Age {state.age} structure has {places} places"
              + (" with Agora" if state.rules.agora else ""), f"{places} places",
              len(state.structure), CARDS, "state.structure")
    present = _unique(card_places(state), CARDS, "card")
    drafting = state.phase == "draft" or state.resume == "draft"
    for ident, where in card_places(state):
        if _age_of(ident) > state.age or drafting:
            _fail(f"{data.name(ident)} is an Age {_age_of(ident)} card",
                  f"cards of Ages up to {state.age}" if not drafting
                  else "no cards before the draft ends", ident, CARDS, where)
    if drafting:
        return
    for i, c in enumerate(state.structure):
        if c and _age_of(c) != state.age and not data.card(c).senator:
            _fail(f"{data.name(c)} is an Age {_age_of(c)} card", f"Age {state.age} cards",
                  c, CARDS, f"state.structure[{i}]")
    deck = set(data.age_cards(state.age))
    if state.age == data.AGES[-1]:
        deck |= set(data.guilds())
    missing = sorted(deck - present)
    if missing:
        _fail(f"{data.name(missing[0])} is nowhere: each card of the Age is in the structure, "
              "in the box, in a city, under a Wonder or discarded", "every card of the Age",
              missing[0], CARDS, "state.removed")
    joined = agora.per_age(state.age) if state.rules.agora else 0
    boxed = len(deck) - len(state.structure) + joined
    claimed = sum(cs.count("treason") for cs in state.triggered)  # Treason takes one out
    if not boxed - claimed <= len(state.removed) <= boxed:
        _fail("the box holds the Age's cards that were not dealt",
              f"{len(deck) - len(state.structure) + joined} cards", len(state.removed), CARDS,
              "state.removed")
    _senators(state)


def _senators(state: Any) -> None:
    """Senators only with Agora, never in the box; the senate phase names one just built."""
    for ident, where in card_places(state):
        if data.card(ident).senator and (not state.rules.agora or where.startswith(
                "state.removed")):
            _fail(f"{ident} is a senator", "senators only with the agora option, never in "
                  "the box", ident, agora.SENATORS, where)
    for p in range(2):
        if agora.cubes_left(state.influence, p) < 0:
            _fail(f"player {p + 1} has more cubes in the Senate than the supply",
                  f"at most {agora.rule('cubes_each')}", sum(state.influence[p]), agora.SENATE,
                  f"state.influence[{p}]")
    if any(map(any, state.influence)) and not state.rules.agora:
        _fail("cubes in the Senate", "none without the agora option", state.influence,
              agora.SENATE, "state.influence")
    dealt = [d for d in (*state.decrees, *state.lower) if d]
    if len(set(dealt)) != len(dealt):
        _fail("a decree is in two chambers", "each decree once", list(state.decrees),
              agora.DECREES, "state.decrees")
    for c in state.veiled:
        if state.influence[0][c] or state.influence[1][c]:
            _fail(f"chamber {c + 1}'s decree is face down with cubes in the chamber",
                  "a decree turned face up once a cube enters its chamber", c + 1,
                  agora.DECREES, "state.veiled")
    if state.lower and len(state.lower) != agora.CHAMBERS:
        _fail("the decrees under others are given chamber by chamber",
              f"{agora.CHAMBERS} entries or none", len(state.lower), agora.DECREES,
              "state.lower")
    recruited = (state.senator in state.cities[state.current]
                 and bool(data.card(state.senator).senator) and state.actions > 0)
    if (state.phase == "senate" and not recruited) or (
            state.phase != "senate" and (state.senator or state.actions)):
        _fail("the senate phase goes with a senator just recruited and actions left",
              "a senator of the player to move and actions, exactly in the senate phase",
              state.senator, agora.SENATORS, "state.senator")


def _wonders(state: Any) -> None:
    places = [(w, "state.draft") for w in state.draft]
    places += [(w, "state.retired") for w in state.retired]
    for name in ("wonders", "built"):
        places += [(w, f"state.{name}[{p}]") for p, ws in enumerate(getattr(state, name))
                   for w in ws]
    _unique(iter(places), WONDERS, "Wonder")
    for p in range(2):
        each = data.rule("wonders_each") + state.triggered[p].count("extortion")
        held = len(state.wonders[p]) + len(state.built[p])
        if len(state.tucked[p]) != len(state.built[p]):
            _fail("each built Wonder has one card under it", f"{len(state.built[p])} cards",
                  len(state.tucked[p]), "duel.wonder", f"state.tucked[{p}]")
        if held > each:
            _fail(f"player {p + 1} has {held} Wonders", f"at most {each}", held, WONDERS,
                  f"state.wonders[{p}]")
    if sum(len(b) for b in state.built) > data.rule("wonders_limit"):
        _fail("more Wonders built than the limit", f"at most {data.rule('wonders_limit')}",
              sum(len(b) for b in state.built), "duel.wonder.limit", "state.built")


def _tokens(state: Any) -> None:
    places = [(t, "state.board") for t in state.board] + [(t, "state.offer")
                                                          for t in state.offer]
    places += [(t, f"state.tokens[{p}]") for p, ts in enumerate(state.tokens) for t in ts]
    places += [(t, "state.buried") for t in state.buried]
    _unique(iter(places), TOKENS, "progress token")
    if len(state.board) > data.rule("progress_on_show"):
        _fail("too many progress tokens on show", f"at most {data.rule('progress_on_show')}",
              len(state.board), TOKENS, "state.board")


def _phase(state: Any) -> None:
    me = state.current
    needs = {
        "library": (bool(state.offer), "tokens drawn by the Great Library", "state.offer"),
        "progress": (bool(state.board), "progress tokens on show", "state.board"),
        "revive": (bool(state.discards), "a discard pile to choose from", "state.discards"),
        "destroy": (bool(state.built[me]) and bool(data.wonder(state.built[me][-1]).destroy),
                    "a Wonder that destroys, built last", f"state.built[{me}]"),
        "draft": (bool(state.draft), "Wonders on show", "state.draft"),
    }
    if state.phase in needs and not needs[state.phase][0]:
        _fail(f"phase {state.phase!r} needs {needs[state.phase][1]}", needs[state.phase][1],
              state.phase, "duel.turn.actions", needs[state.phase][2])
    if state.offer and state.phase != "library":
        _fail("tokens are drawn only while the Great Library's owner chooses",
              "no offer", list(state.offer), "duel.wonder.library", "state.offer")
    if (state.victory != "") != (state.phase == "over"):
        _fail("a victory is named exactly when the game is over", "phase 'over' with a victory",
              state.victory, "duel.end", "state.victory")
    if state.phase == "play" and not any(state.structure):
        _fail("a turn is played on a structure with cards", "cards in the structure", 0,
              "duel.age.end", "state.structure")


def _plots(state: Any) -> None:
    """Agora's conspiracies: each card in one place, all of them with the option, none
    without; the plot phase goes with queued steps, the two drawn with the step keeping one."""
    places = [(c, "state.plot_deck") for c in state.plot_deck]
    places += [(c, "state.drawn") for c in state.drawn]
    for name in ("plots", "triggered"):
        places += [(c, f"state.{name}[{p}]") for p, cs in enumerate(getattr(state, name))
                   for c in cs]
    seen = _unique(iter(places), agora.PLOTS, "conspiracy")
    wanted = set(agora.conspiracies()) if state.rules.agora else set()
    if seen != wanted:
        _fail("the conspiracies are all somewhere with the agora option, and none without",
              f"{len(wanted)} conspiracies", len(seen), agora.PLOTS, "state.plot_deck")
    for p in range(2):
        if not 0 <= state.ready[p] <= len(state.plots[p]):
            _fail(f"player {p + 1} has {state.ready[p]} conspiracies prepared",
                  f"at most the {len(state.plots[p])} held", state.ready[p], agora.PREPARE,
                  f"state.ready[{p}]")
    name = state.steps[0].partition(":")[2] if state.steps else ""
    if state.phase == "plot" and (not state.steps or int(state.steps[0][0]) - 1 !=
                                  state.current):
        _fail("the plot phase goes with a queued step of the player to move",
              "a step of the player to move", list(state.steps), agora.PLOTS, "state.steps")
    if bool(state.drawn) != (state.phase == "plot" and name == "keep"):
        _fail("conspiracies are drawn only while one of them is being kept",
              "none drawn, or the step 'keep'", list(state.drawn), agora.CONSPIRE,
              "state.drawn")
    if (state.resume != "") != (state.phase == "plot"):
        _fail("where to go back is set exactly in the plot phase", "resume with phase 'plot'",
              state.resume, agora.PLOTS, "state.resume")
