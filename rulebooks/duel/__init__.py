"""7 Wonders Duel: two players draft Wonders, then over three Ages take cards from a
structure to build a city, trade for resources, push the conflict pawn and pair science
symbols; military or scientific supremacy wins at once, else the most points."""

from ..core.folder import from_folder
from . import agora_render, data, strategy

GAME = from_folder(
    __name__,
    title="7 Wonders Duel",
    players=data.players(),
    minutes=(30, 30),
    summary="Draft four Wonders each, then take cards from three Age structures to build a "
    "city; win at once by military or science, or by points after Age III.",
    tables={**strategy.TABLES, **agora_render.TABLES},
)
