"""7 Wonders (second edition): draft cards over three Ages, build your city and your
Wonder, trade with your neighbours and fight them, and score the most points."""

from ..core.folder import from_folder
from . import data

GAME = from_folder(
    __name__,
    title="7 Wonders",
    players=data.players(),
    minutes=(30, 30),
    summary="Choose a card, pass the hand: over three Ages, build a city and a Wonder, "
    "trade with your neighbours, fight them at the end of each Age, and score the most.",
)
