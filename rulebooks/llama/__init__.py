"""L.L.A.M.A.: shed your hand up a looping run of cards, or quit before the points pile up."""

from ..core.folder import from_folder

GAME = from_folder(__name__)
