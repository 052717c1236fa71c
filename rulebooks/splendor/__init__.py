"""Splendor: take gem tokens, buy development cards whose bonuses make later cards cheaper,
attract nobles, and be first past the prestige target when the round ends."""

from ..core.folder import from_folder
from . import data

GAME = from_folder(
    __name__,
    title="Splendor",
    players=data.players(),
    minutes=(30, 30),
    summary="Collect gem tokens, buy cards whose bonuses make later cards cheaper, win the "
    "favour of nobles, and lead on prestige when the last round ends.",
)
