"""Locomomo: move a forest animal, collect the tiles of its colour, arrange a five-row picture."""

from ..core.folder import from_folder
from . import data

GAME = from_folder(
    __name__,
    title="Locomomo",
    players=data.players(),
    minutes=(20, 30),
    summary="Pick an animal in the forest, let it move its own way, collect the tiles of its "
    "colour where it lands, and arrange them in a five-row picture over six rounds.",
)
