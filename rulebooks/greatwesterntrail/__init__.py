"""Great Western Trail (second edition): drive your herd along the trail to Kansas City,
buying cattle, hiring workers, building and pushing your railroad east, then ship the
herd to a city as far as its breeding value reaches."""

from ..core.folder import from_folder
from . import data

GAME = from_folder(
    __name__,
    title="Great Western Trail",
    players=(data.PLAYERS["min"], data.PLAYERS["max"]),
    minutes=(75, 150),
    summary="Drive your herd along a forking trail to Kansas City, buying cattle, hiring "
    "workers, raising buildings and pushing a railroad east, then ship the herd as far as "
    "its breeding value reaches.",
)
