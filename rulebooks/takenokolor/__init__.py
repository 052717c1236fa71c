"""Takenokolor: roll the four markers, take one in turn and colour a matching section of your
garden sheet; the round after a third ladybird is the last."""

from ..core.folder import from_folder
from . import data

GAME = from_folder(
    __name__,
    title="Takenokolor",
    players=data.players(),
    minutes=(20, 30),
    summary="Roll four coloured markers, take one in turn and colour a section of your "
    "bamboo garden that matches its colour and symbol; the round after someone circles a "
    "third ladybird is the last.",
)
