"""A game's numbers live in its ``data.toml``, read once through this function."""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources
from typing import Any


@cache
def game_data(package: str) -> dict[str, Any]:
    """The parsed ``data.toml`` of a game package (``rulebooks.golf``), cached.

    >>> game_data("rulebooks.golf")["grids"]["6"]["cols"]
    3
    """
    text = resources.files(package).joinpath("data.toml").read_text(encoding="utf-8")
    return tomllib.loads(text)
