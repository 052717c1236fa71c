"""Takenokolor: roll the four markers, take one in turn and colour a matching section of your
garden sheet; the round after a third ladybird is the last."""

from ..core.folder import from_folder

GAME = from_folder(__name__)
