"""L.L.A.M.A.: shed your hand up a looping run of cards, or quit before the points pile up."""

from importlib.resources import files

from ..core.hidden import fair_bots
from ..core.registry import Calculator, Game
from . import bots, calculator, data, hidden, queries, short, trace
from .game import OPTIONS, LlamaState, new_state
from .moves import Move, parse_move
from .render import TABLES, position_html, targets

GAME = Game(
    slug="llama",
    title="L.L.A.M.A.",
    players=data.players(),
    minutes=(15, 20),
    summary="Play cards of the same number or one higher, round a loop closed by llamas; "
    "quit before your hand costs too much.",
    state_class=LlamaState,
    new_state=new_state,
    options=OPTIONS,
    calculator=Calculator(calculator.SCHEMA, calculator.score, calculator.render_input,
                          calculator.SAMPLE,
                          result=calculator.RESULT,
                          tally_sample=calculator.SAMPLE_TALLY),
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

__all__ = ["GAME", "LlamaState", "Move", "new_state", "parse_move"]
