"""7 Wonders Duel: two players draft Wonders, then over three Ages take cards from a
structure to build a city, trade for resources, push the conflict pawn and pair science
symbols; military or scientific supremacy wins at once, else the most points."""

from importlib.resources import files

from ..core.hidden import fair_bots
from ..core.registry import Calculator, Game
from . import bots, calculator, data, hidden, short, strategy, trace
from .game import OPTIONS, DuelState, new_state
from .moves import Move, parse_move
from .render import TABLES, position_html, targets

GAME = Game(
    slug="duel",
    title="7 Wonders Duel",
    players=data.players(),
    minutes=(30, 30),
    summary="Draft four Wonders each, then take cards from three Age structures to build a "
    "city; win at once by military or science, or by points after Age III.",
    state_class=DuelState,
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
    tables={**TABLES, **strategy.TABLES, "position": short.NOTATION.table},
    position=short.NOTATION,
    view=hidden.view,
    redeal=hidden.redeal,
    targets=targets,
)

__all__ = ["GAME", "DuelState", "Move", "new_state", "parse_move"]
