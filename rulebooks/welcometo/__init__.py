"""Welcome To...: write house numbers in rising order along three streets, and use the
effect paired with each number to fence estates, build parks and pools and chase city plans."""

from ..core.folder import from_folder
from . import data

GAME = from_folder(
    __name__,
    title="Welcome To...",
    players=data.players(),
    minutes=(25, 35),
    summary="Everyone builds at once from the same three cards: numbers climb along your "
    "streets, and each number's effect fences estates, plants parks or digs pools.",
    credits="Benoit Turpin (design), Anne Heidsieck (art), Blue Cocker (publisher), 2018",
)
