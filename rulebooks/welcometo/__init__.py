"""Welcome To...: write house numbers in rising order along three streets, and use the
effect paired with each number to fence estates, build parks and pools and chase city plans."""

from ..core.folder import from_folder

GAME = from_folder(__name__)
