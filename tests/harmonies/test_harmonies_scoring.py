"""Scoring lines, the seed's river arithmetic, and the calculator's two modes."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from rulebooks import get
from rulebooks.core.errors import NotationError, SetupError
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


def test_islands_count_empty_spaces_as_land_unless_the_option_says_tokens() -> None:
    from rulebooks.harmonies.board import empty, index
    from rulebooks.harmonies.scoring import islands

    board = list(empty("B"))
    for space, stack in {"a1": "F", "b1": "W", "b2": "W", "b3": "W", "c1": "M",
                         "d2": "L"}.items():
        board[index("B")[space]] = stack
    assert islands("B", tuple(board), "spaces") == 2      # column a | the rest, empties too
    assert islands("B", tuple(board), "tokens") == 3      # a1, c1, d2 do not touch
    assert islands("B", empty("B"), "spaces") == 1        # no water: one island
    assert islands("B", empty("B"), "tokens") == 0
    position = {"side": "B", "boards": [{"a1": "F", "b1": "W", "b2": "W", "b3": "W",
                                         "c1": "M", "d2": "L"}]}
    game = get("harmonies").position
    water = {o: next(p.points for p in game.read({**position, "islands": o}).breakdown(0).parts
                     if p.key == "water") for o in ("spaces", "tokens")}
    assert water == {"spaces": 2 * data.scoring("island"), "tokens": 3 * data.scoring("island")}
    assert CALC.score({"side": "B", "islands": "tokens", "board": position["boards"][0]}).total \
        == CALC.score({"side": "B", "board": position["boards"][0]}).total + data.scoring("island")
    with pytest.raises(NotationError, match="expected one of"):
        CALC.score({"side": "B", "islands": "water", "board": {}})
