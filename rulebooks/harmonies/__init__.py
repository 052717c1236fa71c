"""Harmonies: take three tokens, build trees, mountains, fields, rivers and buildings on a
hex board, and give animals the habitats their cards show."""

from importlib.resources import files

from ..core.hidden import fair_bots
from ..core.registry import Calculator, Game
from ..core.tally import full_only
from . import bots, calculator, data, editor, hidden, queries, short, trace
from .game import OPTIONS, HarmoniesState, new_state
from .moves import Move, parse_move
from .render import TABLES, position_html, targets

GAME = Game(
    slug="harmonies",
    title="Harmonies",
    players=data.players(),
    minutes=(30, 45),
    summary="Take three tokens a turn and stack them into trees, mountains, fields, rivers "
    "and buildings on your hex board, then settle animals where their habitats appear.",
    state_class=HarmoniesState,
    new_state=new_state,
    options=OPTIONS,
    calculator=Calculator(calculator.SCHEMA, calculator.score, calculator.render_input,
                          calculator.SAMPLE,
                          *full_only("board", editor.editor, editor.edit),
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

__all__ = ["GAME", "HarmoniesState", "Move", "new_state", "parse_move"]
