"""Splendor: take gem tokens, buy development cards whose bonuses make later cards cheaper,
attract nobles, and be first past the prestige target when the round ends."""

from ..core.folder import from_folder

GAME = from_folder(__name__)
