"""Welcome To...: write house numbers in rising order along three streets, and use the
effect paired with each number to fence estates, build parks and pools and chase city plans."""

from importlib.resources import files

from ..core.hidden import fair_bots
from ..core.registry import Calculator, Game
from ..core.tally import full_only
from . import bots, calculator, data, editor, hidden, queries, short, tally, trace
from .game import OPTIONS, WelcomeState, new_state
from .moves import Move, parse_move
from .position import position_html, targets
from .tables import TABLES

GAME = Game(
    slug="welcometo",
    title="Welcome To...",
    players=data.players(),
    minutes=(25, 35),
    summary="Everyone builds at once from the same three cards: numbers climb along your "
    "streets, and each number's effect fences estates, plants parks or digs pools.",
    state_class=WelcomeState,
    new_state=new_state,
    options=OPTIONS,
    calculator=Calculator(calculator.SCHEMA, calculator.score, calculator.render_input,
                          calculator.SAMPLE,
                          *full_only("sheet", editor.editor, editor.edit),
                          result=calculator.RESULT,
                          tally_sample=tally.SAMPLE_TALLY),
    render=position_html,
    folder=files(__name__),
    credits="Benoit Turpin (design), Anne Heidsieck (art), Blue Cocker (publisher), 2018",
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

__all__ = ["GAME", "Move", "WelcomeState", "new_state", "parse_move"]
