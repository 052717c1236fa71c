"""Campeones: two coaches, Nankatsu and Toho, play cards to build an attack or a defence,
then settle each shot or pass with values, tokens and dice."""

from importlib.resources import files

from ..core.hidden import fair_bots
from ..core.registry import Calculator, Game
from . import bots, calculator, data, hidden, queries, short, trace
from .game import OPTIONS, CampeonesState, new_state
from .moves import Move, parse_move
from .render import TABLES, position_html, targets

GAME = Game(
    slug="campeones",
    title="Campeones",
    players=data.players(),
    minutes=(30, 45),
    summary="Coach Nankatsu or Toho: play players into an attack or a defence, then settle "
    "each shot or pass with card values, tokens and a die; two halves, injury time and extra "
    "time.",
    state_class=CampeonesState,
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
    tables={**TABLES, "position": short.NOTATION.table},
    position=short.NOTATION,
    queries=queries.QUERIES,
    view=hidden.view,
    redeal=hidden.redeal,
    targets=targets,
)

__all__ = ["GAME", "CampeonesState", "Move", "new_state", "parse_move"]
