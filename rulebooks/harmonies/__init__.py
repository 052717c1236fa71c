"""Harmonies: take three tokens, build trees, mountains, fields, rivers and buildings on a
hex board, and give animals the habitats their cards show."""

from ..core.folder import from_folder
from . import data

GAME = from_folder(
    __name__,
    title="Harmonies",
    players=data.players(),
    minutes=(30, 45),
    summary="Take three tokens a turn and stack them into trees, mountains, fields, rivers "
    "and buildings on your hex board, then settle animals where their habitats appear.",
)
