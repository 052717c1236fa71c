"""Golf: 4-, 6- and 9-card grids, power cards, several holes; fewest points wins."""

from ..core.folder import from_folder

GAME = from_folder(__name__)
