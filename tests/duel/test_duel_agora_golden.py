"""Golden transcripts of whole seeded Agora games: the bots' games are recorded again and
must match the files line for line, and every move of a file replays on a fresh game.
Refresh them (after a deliberate rule change) by running this file with Python."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulebooks.core.transcript import record
from rulebooks.duel.game import new_state
from rulebooks.duel.moves import SHAPES

GOLDEN = Path(__file__).resolve().parent / "golden"
GAMES = ((4, "greedy"), (5, "random"))
OPTIONS = {"agora": True}
LINE = re.compile(r"^ *\d+\. P(\d) (.*)$")


def path(seed: int, bot: str) -> Path:
    return GOLDEN / f"duel-agora-seed{seed}-{bot}.txt"


@pytest.mark.parametrize(("seed", "bot"), GAMES)
def test_an_agora_game_records_as_its_golden_file(seed, bot):
    assert record("duel", OPTIONS, seed, bot).to_text() == path(seed, bot).read_text(
        encoding="utf-8")


@pytest.mark.parametrize(("seed", "bot"), GAMES)
def test_the_golden_moves_replay_to_the_same_end(seed, bot):
    text = path(seed, bot).read_text(encoding="utf-8")
    state, played = new_state(OPTIONS, seed), 0
    for line in text.splitlines():
        found = LINE.match(line)
        if not found:
            continue
        player, words = int(found.group(1)) - 1, found.group(2).split()
        move = " ".join(words[:1 + len(SHAPES[words[0]])])  # the verb and its arguments
        state = state.apply(move, player)
        played += 1
    assert state.outcome() is not None and played > 60
    winners = " ".join(f"P{w + 1}" for w in state.outcome().winners)
    assert f"winners: {winners}" in text
    assert any(verb in text for verb in (" trigger ", " prepare ", " keep "))


if __name__ == "__main__":
    for seed, bot in GAMES:
        path(seed, bot).write_text(record("duel", OPTIONS, seed, bot).to_text(),
                                   encoding="utf-8")
