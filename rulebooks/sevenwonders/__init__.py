"""7 Wonders (second edition): draft cards over three Ages, build your city and your
Wonder, trade with your neighbours and fight them, and score the most points."""

from ..core.folder import from_folder

GAME = from_folder(__name__)
