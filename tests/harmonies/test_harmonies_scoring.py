"""Scoring lines, the seed's river arithmetic, and the calculator's two modes."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from rulebooks import get
from rulebooks.core.errors import SetupError
from rulebooks.harmonies import data

ROOT = Path(__file__).resolve().parents[2]
SEED = Path(os.environ.get("RULEBOOKS_SEEDS", ROOT.parent / "shared" / "seeds")) \
    / "003_cc2a815dbe7d86f5.txt"
CALC = get("harmonies").calculator


def test_river_table_extends_by_its_step() -> None:
    table = data.scoring("river")
    assert [data.river_points(n) for n in range(1, len(table) + 1)] == table
    step = data.scoring("river_beyond")
    assert data.river_points(len(table) + 2) - data.river_points(len(table) + 1) == step


def test_the_seeds_river_claim_holds_only_by_the_table() -> None:
    if not SEED.exists():
        pytest.skip(f"seed corpus not found at {SEED}")
    text = SEED.read_text(encoding="utf-8")
    assert "1+2+3+4+5+6+7 = 19" in text               # the older revision's line
    assert sum(range(1, 8)) != 19                        # does not add up
    assert data.river_points(7) == 19                    # the table gives 19 for seven
    table = ", ".join(map(str, data.scoring("river")))
    assert table in text                                  # the newer revision's table


def test_both_modes_give_the_same_breakdown_for_the_sample() -> None:
    full = CALC.score(CALC.sample)
    parts = {p.key: p.points for p in full.parts}
    tally = {"mode": "tally", "trees": [0, 1, 1], "mountains": [1, 1, 0], "fields": 1,
             "buildings": 1, "water": 3, "cards": {"kingfisher": 1}}
    counted = CALC.score(tally)
    assert {p.key: p.points for p in counted.parts} == parts
    assert counted.total == full.total


def test_a_cube_without_a_card_is_refused() -> None:
    with pytest.raises(SetupError) as refusal:
        CALC.score({"board": {"a1": "W"}, "cubes": ["a1"]})
    assert refusal.value.rule == "harmonies.turn.cube"


def test_a_lone_scoring_mountain_is_refused_in_a_tally() -> None:
    with pytest.raises(SetupError) as refusal:
        CALC.score({"mode": "tally", "mountains": [0, 0, 1]})
    assert refusal.value.rule == "harmonies.score.mountains"
