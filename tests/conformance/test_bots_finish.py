"""Every bot finishes its games, for every option and every player count.

The bound is ``bot_runs.MAX_MOVES`` moves a game, whatever the options.

What runs here, and why not more: the full product of the options is large (Golf
alone has 2,016 combinations once each number takes its lowest, default and highest
value), and 100 games of each would take hours on CI's machine. So this suite plays
a pairwise sample: combinations chosen so that every value of every option meets
every value of every other option (players included) at least once, with numbers at
their lowest, default and highest values; two seeded games per combination and bot,
each with its own seed. That is about 300 games, some 40 seconds on a busy two-core
machine. ``bench/bots_finish.py`` plays 100 seeded games for every combination of
the sample, or of the full product (``--combos all``), and prints the longest game
it met; run it after changing a bot or how a game ends.
"""

from __future__ import annotations

from itertools import combinations

import pytest
from bot_runs import MAX_MOVES, option_values, pairwise, play

from rulebooks.core import games

GAMES_EACH = 2
CASES = [(slug, bot) for slug in sorted(games()) for bot in sorted(games()[slug].bots)]


@pytest.mark.parametrize(("slug", "bot"), CASES, ids=[f"{s}-{b}" for s, b in CASES])
def test_bot_finishes_every_pairwise_combination(slug, bot):
    played = 0
    for row, options in enumerate(pairwise(slug, ends=True)):
        for seed in range(row * GAMES_EACH, (row + 1) * GAMES_EACH):
            game = play(slug, options, seed, bot)
            if game is None:
                continue  # options no deal can satisfy (refused with a SetupError)
            played += 1
            assert game.finished, (
                f"{slug}, {bot} bots, options {options}, seed {seed}: "
                f"no end after {MAX_MOVES} moves"
            )
            outcome = game.final.outcome()
            assert len(outcome.totals) == options["players"]
            assert outcome.winners
            assert game.final.legal_moves() == ()
    assert played, f"{slug}: no option combination could be set up"


@pytest.mark.parametrize("slug", sorted(games()))
def test_the_sample_covers_every_pair_of_option_values(slug):
    params = option_values(slug, ends=True)
    rows = pairwise(slug, ends=True)
    for (name, values), (other, others) in combinations(params, 2):
        met = {(row[name], row[other]) for row in rows}
        missing = [(a, b) for a in values for b in others if (a, b) not in met]
        assert not missing, f"{slug}: {name} and {other} never meet as {missing}"
