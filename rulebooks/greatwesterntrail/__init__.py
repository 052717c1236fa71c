"""Great Western Trail (second edition): drive your herd along the trail to Kansas City,
buying cattle, hiring workers, building and pushing your railroad east, then ship the
herd to a city as far as its breeding value reaches."""

from importlib.resources import files

from ..core.hidden import fair_bots
from ..core.registry import Calculator, Game
from . import bots, calculator, data, hidden, queries, short, tally, trace
from .game import OPTIONS, GWTState, new_state
from .moves import Move, parse_move
from .render import TABLES, position_html, targets

GAME = Game(
    slug="greatwesterntrail",
    title="Great Western Trail",
    players=(data.PLAYERS["min"], data.PLAYERS["max"]),
    minutes=(75, 150),
    summary="Drive your herd along a forking trail to Kansas City, buying cattle, hiring "
    "workers, raising buildings and pushing a railroad east, then ship the herd as far as "
    "its breeding value reaches.",
    state_class=GWTState,
    new_state=new_state,
    options=OPTIONS,
    calculator=Calculator(calculator.SCHEMA, calculator.score, calculator.render_input,
                          calculator.SAMPLE, result=calculator.RESULT,
                          tally_sample=tally.SAMPLE_TALLY),
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

__all__ = ["GAME", "GWTState", "Move", "new_state", "parse_move"]
