"""Locomomo: move a forest animal, collect the tiles of its colour, arrange a five-row picture."""

from importlib.resources import files

from ..core.hidden import fair_bots
from ..core.registry import Calculator, Game
from ..core.tally import full_only
from . import bots, calculator, data, hidden, queries, short, tally, trace
from .game import OPTIONS, LocomomoState, new_state
from .moves import Move, parse_move
from .render import TABLES, position_html, targets

GAME = Game(
    slug="locomomo",
    title="Locomomo",
    players=data.players(),
    minutes=(20, 30),
    summary="Pick an animal in the forest, let it move its own way, collect the tiles of its "
    "colour where it lands, and arrange them in a five-row picture over six rounds.",
    state_class=LocomomoState,
    new_state=new_state,
    options=OPTIONS,
    calculator=Calculator(calculator.SCHEMA, calculator.score, calculator.render_input,
                          calculator.SAMPLE,
                          *full_only("board", calculator.editor, calculator.edit),
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

__all__ = ["GAME", "LocomomoState", "Move", "new_state", "parse_move"]
