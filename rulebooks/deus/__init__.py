"""Deus: build on a shared map card by card; each new building sets off the older ones of
its colour; offerings to the gods bring cards, goods and buildings."""

from importlib.resources import files

from ..core.hidden import fair_bots
from ..core.registry import Calculator, Game
from . import bots, calculator, hidden, queries, short, trace
from .data import players
from .game import OPTIONS, DeusState, new_state
from .moves import Move, parse_move
from .render import TABLES, position_html, targets

GAME = Game(
    slug="deus",
    title="Deus",
    players=players(),
    minutes=(60, 90),
    summary="Build on a shared map of land and sea, card by card: every new building sets off "
    "the older ones of its colour, and offerings to the gods bring cards, goods and buildings.",
    state_class=DeusState,
    new_state=new_state,
    options=OPTIONS,
    calculator=Calculator(calculator.SCHEMA, calculator.score, calculator.render_input,
                          calculator.SAMPLE, result=calculator.RESULT,
                          tally_sample=calculator.TALLY_SAMPLE),
    render=position_html,
    folder=files(__name__),
    bots=fair_bots(bots.BOTS, hidden.redeal),
    conditions=bots.CONDITIONS,
    trace=trace.trace,
    walkthrough=trace.WALKTHROUGH,
    tables={**TABLES, "position": short.NOTATION.table},
    position=short.NOTATION,
    queries=queries.QUERIES,
    view=hidden.view,
    redeal=hidden.redeal,
    targets=targets,
)

__all__ = ["GAME", "DeusState", "Move", "new_state", "parse_move"]
