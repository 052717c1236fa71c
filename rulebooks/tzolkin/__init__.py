"""Tzolk'in: workers ride five turning gears; the longer they ride, the better the action
they bring back. Feed them on four food days and climb three temples."""

from importlib.resources import files

from ..core.hidden import fair_bots
from ..core.registry import Calculator, Game
from . import bots, calculator, data, hidden, trace
from .game import OPTIONS, TzolkinState, new_state
from .moves import Move, parse_move
from .render import TABLES, position_html

GAME = Game(
    slug="tzolkin",
    title="Tzolk'in",
    players=data.players(),
    minutes=(90, 90),
    summary="Workers ride five turning gears; the longer they ride, the better the action "
    "they bring back. Feed them on four food days and climb three temples.",
    state_class=TzolkinState,
    new_state=new_state,
    options=OPTIONS,
    calculator=Calculator(calculator.SCHEMA, calculator.score, calculator.render_input,
                          calculator.SAMPLE, result=calculator.RESULT,
                          tally_sample=calculator.SAMPLE_TALLY),
    render=position_html,
    folder=files(__name__),
    bots=fair_bots(bots.BOTS, hidden.redeal),
    conditions=bots.CONDITIONS,
    trace=trace.trace,
    walkthrough=trace.WALKTHROUGH,
    tables=TABLES,
    view=hidden.view,
    redeal=hidden.redeal,
)

__all__ = ["GAME", "Move", "TzolkinState", "new_state", "parse_move"]
