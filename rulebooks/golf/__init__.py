"""Golf: 4-, 6- and 9-card grids, power cards, several holes; fewest points wins."""

from importlib.resources import files

from ..core.hidden import fair_bots
from ..core.registry import Calculator, Game
from . import bots, calculator, hidden, queries, short, tally, trace
from .game import OPTIONS, GolfState, new_state
from .moves import Move, parse_move
from .render import TABLES, position_html, targets

GAME = Game(
    slug="golf",
    title="Golf",
    players=(2, 8),
    minutes=(10, 40),
    summary="Swap face-down cards for low ones and pair cards up in lines, over nine holes.",
    state_class=GolfState,
    new_state=new_state,
    options=OPTIONS,
    calculator=Calculator(calculator.SCHEMA, calculator.score, calculator.render_input,
                          calculator.SAMPLE,
                          result=calculator.RESULT,
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

__all__ = ["GAME", "GolfState", "Move", "new_state", "parse_move"]
