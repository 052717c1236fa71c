"""Deus: build on a shared map card by card; each new building sets off the older ones of
its colour; offerings to the gods bring cards, goods and buildings."""

from ..core.folder import from_folder
from . import data

GAME = from_folder(
    __name__,
    title="Deus",
    players=data.players(),
    minutes=(60, 90),
    summary="Build on a shared map of land and sea, card by card: every new building sets off "
    "the older ones of its colour, and offerings to the gods bring cards, goods and buildings.",
)
