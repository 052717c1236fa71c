"""L.L.A.M.A.: shed your hand up a looping run of cards, or quit before the points pile up."""

from ..core.folder import from_folder
from . import data

GAME = from_folder(
    __name__,
    title="L.L.A.M.A.",
    players=data.players(),
    minutes=(15, 20),
    summary="Play cards of the same number or one higher, round a loop closed by llamas; "
    "quit before your hand costs too much.",
)
