"""Shared fixtures: the seed corpus, the built site, a local server and Chromium."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SEEDS = Path(os.environ.get("RULEBOOKS_SEEDS", ROOT.parent / "shared" / "seeds"))


@pytest.fixture(scope="session")
def seeds_dir() -> Path:
    """The seed corpus beside the checkout; tests that need it skip visibly without it."""
    if not SEEDS.is_dir():
        pytest.skip(f"seed corpus not found at {SEEDS} (set RULEBOOKS_SEEDS to its folder)")
    return SEEDS
