"""Takenokolor: roll the four markers, take one in turn and colour a matching section of your
garden sheet; the round after a third ladybird is the last."""

from importlib.resources import files

from ..core.hidden import fair_bots
from ..core.registry import Calculator, Game
from ..core.tally import full_only
from . import bots, calculator, data, hidden, short, tally, trace
from .game import OPTIONS, TakenokolorState, new_state
from .moves import Move, parse_move
from .render import TABLES, position_html, targets

GAME = Game(
    slug="takenokolor",
    title="Takenokolor",
    players=data.players(),
    minutes=(20, 30),
    summary="Roll four coloured markers, take one in turn and colour a section of your "
    "bamboo garden that matches its colour and symbol; the round after someone circles a "
    "third ladybird is the last.",
    state_class=TakenokolorState,
    new_state=new_state,
    options=OPTIONS,
    calculator=Calculator(calculator.SCHEMA, calculator.score, calculator.render_input,
                          calculator.SAMPLE,
                          *full_only("sheet", calculator.editor, calculator.edit),
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
    view=hidden.view,
    redeal=hidden.redeal,
    targets=targets,
)

__all__ = ["GAME", "Move", "TakenokolorState", "new_state", "parse_move"]
