"""7 Wonders Duel: two players draft Wonders, then over three Ages take cards from a
structure to build a city, trade for resources, push the conflict pawn and pair science
symbols; military or scientific supremacy wins at once, else the most points."""

from ..core.folder import from_folder
from . import agora_render, strategy

GAME = from_folder(__name__, tables={**strategy.TABLES, **agora_render.TABLES})
