"""Rules engines for board games, standard library only.

>>> from rulebooks import get
>>> get("golf").title
'Golf'
"""

from .core import RulesError, games, get

__version__ = "0.1.0"
__all__ = ["RulesError", "__version__", "games", "get"]
