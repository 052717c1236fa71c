"""Deus: build on a shared map card by card; each new building sets off the older ones of
its colour; offerings to the gods bring cards, goods and buildings."""

from ..core.folder import from_folder

GAME = from_folder(__name__)
