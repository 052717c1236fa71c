"""Harmonies: take three tokens, build trees, mountains, fields, rivers and buildings on a
hex board, and give animals the habitats their cards show."""

from ..core.folder import from_folder

GAME = from_folder(__name__)
