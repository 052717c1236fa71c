"""Tzolk'in: workers ride five turning gears; the longer they ride, the better the action
they bring back. Feed them on four food days and climb three temples."""

from ..core.folder import from_folder
from . import data

GAME = from_folder(
    __name__,
    title="Tzolk'in",
    players=data.players(),
    minutes=(90, 90),
    summary="Workers ride five turning gears; the longer they ride, the better the action "
    "they bring back. Feed them on the food days and climb three temples.",
)
