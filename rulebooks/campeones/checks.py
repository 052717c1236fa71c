"""Consistency of a Campeones position read from JSON: every card in one place, each team's
cards with its own coach, phases that agree with the position. Each complaint names the
field, what was expected and the rule."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..core.errors import SetupError
from . import data

PLACES = ("hands", "decks", "discards", "areas", "benches", "specials")


def _fail(message: str, expected: str, got: object, rule: str, where: str) -> None:
    raise SetupError(message, expected=expected, got=got, rule=rule, where=where)


def located(state: Any) -> list[tuple[str, str, int | None]]:
    """Every card with its place and its seat (``None`` for the shared places)."""
    found = [(f"state.{key}[{p}][{i}]", code, p) for key in PLACES
             for p, cards in enumerate(getattr(state, key)) for i, code in enumerate(cards)]
    for key in ("pitch", "match_deck", "show", "signing_deck", "box"):
        found += [(f"state.{key}[{i}]", code, None)
                  for i, code in enumerate(getattr(state, key))]
    if state.secret is not None:
        found.append(("state.secret", state.secret, state.attacker))
    return found


def consistent(state: Any) -> None:
    cards = located(state)
    seen = Counter(code for _, code, _ in cards)
    for where, code, seat in cards:
        if seen[code] > 1:
            _fail(f"card {code} is in two places", "each card once", seen[code],
                  "campeones.setup.decks", where)
        team = data.card(code).team
        if team is not None and seat is not None and team != seat:
            _fail(f"{code} belongs to {data.teams()[team]}", f"a place of seat {team + 1}",
                  f"seat {seat + 1}", "campeones.setup.decks", where)
        if code in data.match_cards(1) and state.period == 0:
            _fail("the second half's match cards come out at half time", "none before",
                  code, "campeones.halftime", where)
    first_half = data.match_cards(0) if state.period == 0 else ()
    specials = [*data.specials(0), *data.specials(1)]
    for code in [*data.team_cards(0), *data.team_cards(1), *data.signings(), *first_half,
                 *specials]:
        if not seen[code]:
            _fail(f"card {code} is nowhere", "every card of the box in one place", 0,
                  "campeones.setup.decks", "state")
    for p in range(2):
        for reserve, ready in zip(state.reserve[p], state.ready[p], strict=True):
            if reserve + ready != data.game("tokens"):
                _fail("a coach's tokens of each kind are in the reserve or activated",
                      f"{data.game('tokens')} in all", reserve + ready,
                      "campeones.setup.tokens", f"state.reserve[{p}]")
    _phases(state)


def _phases(state: Any) -> None:
    limit = data.limit(state.period >= 2)
    if state.in_play() > limit:
        _fail("more cards in play than the limit", f"at most {limit}", state.in_play(),
              "campeones.attack.limit", "state.areas")
    if state.phase == "pick" and (state.period >= 2 or not (state.pitch or state.match_deck)):
        _fail("a match card is taken only while there are some", "another phase",
              state.phase, "campeones.draw.pick", "state.phase")
    if state.phase in ("pick", "attack") and state.action is not None:
        _fail("the shot or pass is chosen after the attack phase", "null", state.action,
              "campeones.contest.choose", "state.action")
    if state.phase in ("spend", "save") and state.action is None:
        _fail("the attacker has chosen a shot or a pass by now", "shot or pass", None,
              "campeones.contest.choose", "state.action")
    if state.phase == "save" and (state.action != "shot" or not state.keeper_in_play(
            state.defender) or state.current != state.defender):
        _fail("the goalkeeper's roll follows a won shot, the defender's goalkeeper in play",
              "a shot, a goalkeeper, the defender to move", state.action,
              "campeones.keeper.save", "state.phase")
    _specials(state)
    over = state.phase == "over"
    if over and state.totals()[0] == state.totals()[1] and state.period != 3:
        _fail("a tie after the second half goes to extra time", "period 3", state.period,
              "campeones.extra", "state.period")
    if state.phase == "pick" and state.current != (state.defender if state.taken == 0
                                                   else state.attacker):
        _fail("the defender takes a match card first, then the attacker",
              f"seat {(state.defender if state.taken == 0 else state.attacker) + 1}",
              state.current + 1, "campeones.draw.pick", "state.current")


def _specials(state: Any) -> None:
    if state.phase in ("special", "spend", "save") and (
            (state.phase == "special") != (state.action == "special")):
        _fail("a special shot is settled by special cards, not tokens and dice",
              "phase special for a special shot", state.phase, "campeones.special",
              "state.phase")
    if state.secret is not None and state.phase != "special":
        _fail("a special card is chosen face down only while special cards are played",
              "no secret card", state.secret, "campeones.special", "state.secret")
    if state.phase == "special" and state.current != (
            state.attacker if state.secret is None else state.defender):
        _fail("the attacker chooses a special card, then the defender",
              "the attacker, then the defender", state.current + 1, "campeones.special",
              "state.current")
    for i, code in enumerate(state.revealed):
        if data.card(code).kind != "special":
            _fail(f"{code} is not a special card", "a special card", code,
                  "campeones.special", f"state.revealed[{i}]")
