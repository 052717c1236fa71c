"""Campeones: two coaches, Nankatsu and Toho, play cards to build an attack or a defence,
then settle each shot or pass with values, tokens and dice."""

from ..core.folder import from_folder
from . import data

GAME = from_folder(
    __name__,
    title="Campeones",
    players=data.players(),
    minutes=(30, 45),
    summary="Coach Nankatsu or Toho: play players into an attack or a defence, then settle "
    "each shot or pass with card values, tokens and a die; two halves, injury time and extra "
    "time.",
)
