"""Tzolk'in: workers ride five turning gears; the longer they ride, the better the action
they bring back. Feed them on four food days and climb three temples."""

from ..core.folder import from_folder

GAME = from_folder(__name__)
