"""Golf: 4-, 6- and 9-card grids, power cards, several holes; fewest points wins."""

from ..core.folder import from_folder

GAME = from_folder(
    __name__,
    title="Golf",
    players=(2, 8),
    minutes=(10, 40),
    summary="Swap face-down cards for low ones and pair cards up in lines, over nine holes.",
)
