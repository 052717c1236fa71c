"""7 Wonders (second edition): draft cards over three Ages, build your city and your
Wonder, trade with your neighbours and fight them, and score the most points."""

from importlib.resources import files

from ..core.hidden import fair_bots
from ..core.registry import Calculator, Game
from . import bots, calculator, data, hidden, short, trace
from .game import OPTIONS, SevenWondersState, new_state
from .moves import Move, parse_move
from .render import TABLES, position_html, targets

GAME = Game(
    slug="sevenwonders",
    title="7 Wonders",
    players=data.players(),
    minutes=(30, 30),
    summary="Choose a card, pass the hand: over three Ages, build a city and a Wonder, "
    "trade with your neighbours, fight them at the end of each Age, and score the most.",
    state_class=SevenWondersState,
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
    view=hidden.view,
    redeal=hidden.redeal,
    targets=targets,
    mask=hidden.mask,
)

__all__ = ["GAME", "Move", "SevenWondersState", "new_state", "parse_move"]
