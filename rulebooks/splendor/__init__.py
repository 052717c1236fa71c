"""Splendor: take gem tokens, buy development cards whose bonuses make later cards cheaper,
attract nobles, and be first past the prestige target when the round ends."""

from importlib.resources import files

from ..core.hidden import fair_bots
from ..core.registry import Calculator, Game
from ..core.tally import full_only
from . import bots, calculator, data, hidden, queries, short, tally, trace
from .game import OPTIONS, SplendorState, new_state
from .moves import Move, parse_move
from .render import TABLES, position_html, targets

GAME = Game(
    slug="splendor",
    title="Splendor",
    players=data.players(),
    minutes=(30, 30),
    summary="Collect gem tokens, buy cards whose bonuses make later cards cheaper, win the "
    "favour of nobles, and lead on prestige when the last round ends.",
    state_class=SplendorState,
    new_state=new_state,
    options=OPTIONS,
    calculator=Calculator(calculator.SCHEMA, calculator.score, calculator.render_input,
                          calculator.SAMPLE,
                          *full_only("cards", calculator.editor, calculator.edit),
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

__all__ = ["GAME", "Move", "SplendorState", "new_state", "parse_move"]
