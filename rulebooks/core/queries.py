"""Questions a help page asks of a position, answered by the engine as plain data.

Every game answers ``legal`` (is this move allowed here, and if not, why and under which
rule); a game adds its own in ``Game.queries`` (Splendor: what a card costs after
bonuses; the games that end on points: is the game over at these totals, and who won).
An example asks one with ``ask = { query = "cost", card = "2-03" }`` and states the
``answer`` it expects.

>>> from rulebooks import get
>>> state = get("llama").new_state({}, 0)
>>> legal(state, "play 3")["legal"], legal(state, "play 3")["rule"]
(False, 'llama.play.match')
"""

from __future__ import annotations

import inspect
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .errors import NotationError, RulesError, SetupError
from .state import GameState

if TYPE_CHECKING:
    from .contract import Query


def legal(state: GameState, move: str) -> dict[str, Any]:
    """Whether ``move`` may be played here; if not, the reason, the rule and the refusal's
    structured details. The position is left as it was."""
    try:
        state.apply(move)
    except RulesError as error:
        return {"move": move, "legal": False, "reason": error.message, "rule": error.rule,
                "details": error.details}
    return {"move": move, "legal": True, "reason": "", "rule": None, "details": {}}


def ask(queries: Mapping[str, Query[Any]], state: GameState,
        question: Mapping[str, Any]) -> dict[str, Any]:
    """The answer to ``question`` (``{"query": name, **arguments}``) about ``state``; an
    unknown question, an argument the query does not take or one it needs and is not
    given is a :class:`NotationError` saying which, before the query runs.

    >>> from rulebooks import get
    >>> ask(get("llama").queries, get("llama").new_state({}, 0), {"query": "legal"})
    Traceback (most recent call last):
    ...
    rulebooks.core.errors.NotationError: ask: the legal question takes move (given: —)
    """
    arguments = dict(question)
    name = arguments.pop("query", None)
    if not isinstance(name, str) or name not in queries:
        raise NotationError(f"ask.query is one of {', '.join(queries)}, got {name!r}",
                            where="ask.query")
    query = queries[name]
    takes = list(inspect.signature(query).parameters.values())[1:]  # after the state
    unknown = set(arguments) - {p.name for p in takes}
    missing = [p.name for p in takes if p.default is p.empty and p.name not in arguments]
    if unknown or missing:
        names = ", ".join(p.name for p in takes) or "—"
        raise NotationError(f"the {name} question takes {names} (given: "
                            f"{', '.join(sorted(arguments)) or '—'})", where="ask")
    return query(state, **arguments)


def ranked(totals: list[int], highest: bool, cards: list[int] | None = None) -> list[int]:
    """The winners' seats (from 0): the best total, then (for Splendor) the fewest cards."""
    best = max(totals) if highest else min(totals)
    leaders = [p for p, t in enumerate(totals) if t == best]
    if cards is not None:
        fewest = min(cards[p] for p in leaders)
        leaders = [p for p in leaders if cards[p] == fewest]
    return leaders


def totals_of(value: Any, players: int, where: str = "ask.totals") -> list[int]:
    """A list of one whole number per player, or a SetupError naming the place."""
    if (not isinstance(value, list) or len(value) != players
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise SetupError("one total per player", expected=f"{players} whole numbers",
                         got=value, where=where)
    return value


def end_on_points(totals: list[int], target: int, highest: bool, rule: str,
                  cards: list[int] | None = None) -> dict[str, Any]:
    """A game that ends once someone reaches ``target``: is it over, and who won."""
    over = max(totals) >= target
    return {"over": over, "target": target, "rule": rule,
            "winners": ranked(totals, highest, cards) if over else []}


def end_after_rounds(rows: Any, players: int, rounds: int, highest: bool, rule: str,
                     where: str = "ask.rounds") -> dict[str, Any]:
    """A game of ``rounds`` rounds, scored round by round: ``rows`` holds each round played
    (one whole number per player); is it over, each player's total, and who won."""
    if not isinstance(rows, list):
        raise SetupError("the rounds played", expected="a list of rounds, one total per player "
                         "each", got=rows, where=where)
    table = [totals_of(row, players, f"{where}[{n}]") for n, row in enumerate(rows)]
    totals = [sum(row[p] for row in table) for p in range(players)]
    over = len(table) >= rounds
    return {"over": over, "totals": totals, "rule": rule,
            "winners": ranked(totals, highest) if over else []}
