"""Great Western Trail (second edition): drive your herd along the trail to Kansas City,
buying cattle, hiring workers, building and pushing your railroad east, then ship the
herd to a city as far as its breeding value reaches."""

from ..core.folder import from_folder

GAME = from_folder(__name__)
