"""Campeones: two coaches, Nankatsu and Toho, play cards to build an attack or a defence,
then settle each shot or pass with values, tokens and dice."""

from ..core.folder import from_folder

GAME = from_folder(__name__)
