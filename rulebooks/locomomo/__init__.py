"""Locomomo: move a forest animal, collect the tiles of its colour, arrange a five-row picture."""

from ..core.folder import from_folder

GAME = from_folder(__name__)
