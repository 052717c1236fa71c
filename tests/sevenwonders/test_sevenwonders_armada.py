"""Armada: the naval conflict and its ties, taxes, shares of Island cards, and the score
pad's Armada lines with the purple cap (sevenwonders.armada.*)."""

from __future__ import annotations

import pytest

from rulebooks.core.errors import SetupError
from rulebooks.sevenwonders import armada, calculator, data, scoring

NEIGHBOUR_BLUES = ([{"board": "babylon", "cards": ["altar", "baths", "well", "town-hall",
                                                     "aqueduct", "courthouse"]},
                    {"board": "rhodos", "cards": ["statue", "temple", "gardens", "palace",
                                                    "pantheon", "senate"]}])


@pytest.mark.parametrize(("age", "strengths", "tokens"), [
    (1, [4, 2, 1], (3, 1, -1)),             # first, second, last
    (2, [4, 2, 1], (5, 3, -2)),             # the Age's tokens
    (3, [4, 2, 1], (7, 5, -3)),
    (1, [3, 3, 1], (1, 1, -1)),             # a tie for first: the second's token each
    (1, [3, 2, 2, 1], (3, 0, 0, -1)),       # a tie for second: nothing
    (2, [5, 1, 1], (5, -2, -2)),            # a tie for last: each a defeat
    (3, [2, 2, 2, 2], (0, 0, 0, 0)),        # all equal: nobody
    (1, [0, 5, 3, 3, 4], (-1, 3, 0, 0, 1)),
])
def test_naval_conflict_ranks_and_ties(age, strengths, tokens):
    assert armada.naval(age, strengths) == tokens


def test_naval_tokens_come_from_the_data():
    assert data.naval_tokens() == (-3, -2, -1, 1, 3, 5, 7)
    assert [armada.naval(a, [2, 1, 0]) for a in (1, 2, 3)] == [
        tuple(data.armada_rule(k)[a - 1] for k in ("naval_first", "naval_second",
                                                    "naval_last")) for a in (1, 2, 3)]


def test_only_the_highest_tax_counts_and_levels_protect():
    # player 1 raises 2, player 3 raises 1: only 2 counts; levels 0, 1, 3, 2
    assert armada.taxes([2, 0, 1, 0], [0, 1, 3, 2]) == (0, 1, 0, 0)
    assert armada.taxes([0, 0, 0], [0, 0, 0]) == (0, 0, 0)
    assert armada.taxes([3, 3, 0], [0, 0, 1]) == (0, 0, 2)


def test_island_cards_shared_between_explorers():
    assert armada.share(1, 9) == 4                 # alone: four drawn
    assert armada.share(1, 2) == 2                 # alone, two left: both
    assert armada.share(2, 9) == 4                 # the seed's example: the ninth not dealt
    assert armada.share(4, 9) == 2


def full(armada_on: bool, **me) -> dict:
    return {"armada": armada_on, "player": 1,
            "players": [{"board": "gizah", **me}, *NEIGHBOUR_BLUES]}


def test_purple_card_capped_at_ten_with_armada_only():
    me = {"cards": ["magistrates-guild"]}
    assert calculator.score(full(False, **me)).total == 12
    assert calculator.score(full(True, **me)).total == 10
    assert armada.capped(12) == 10 and armada.capped(7) == 7


def test_naval_and_shipyard_lines_on_the_pad():
    result = calculator.score(full(True, naval=[-1, 5, 5], shipyard=5))
    mine = {p.key: p.points for p in result.parts if p.player == 0}
    assert mine["naval"] == 9 and mine["shipyard"] == 5
    assert [k for k, _, _ in scoring.lines_for(("armada",))][-2:] == ["naval", "shipyard"]
    assert "naval" not in [k for k, _, _ in scoring.lines_for()]


@pytest.mark.parametrize(("payload", "rule"), [
    (full(False, naval=[3]), "sevenwonders.armada"),
    (full(False, shipyard=2), "sevenwonders.armada"),
    (full(True, naval=[2]), "sevenwonders.armada.naval"),
    (full(True, naval=[3, 3, 3, 3]), "sevenwonders.armada.naval"),
    (full(True, naval=[7, 7]), "sevenwonders.armada.naval"),      # 7: Age III's only
    (full(True, naval=[3, 3, 3]), "sevenwonders.armada.naval"),   # 3: Ages I and II only
    ({"mode": "tally", "armada": True, "players": [{"naval": 14}, {}, {}]},
     "sevenwonders.armada.naval"),                                 # 7 + 5 + 2: no such token
    ({"mode": "tally", "armada": True, "players": [{"naval": 16}, {}, {}]},
     "sevenwonders.armada.naval"),
    ({"mode": "tally", "armada": True, "players": [{"naval": -7}, {}, {}]},
     "sevenwonders.armada.naval"),
    ({"mode": "tally", "players": [{"naval": 3}, {}, {}]}, "sevenwonders.armada"),
    ({"mode": "tally", "players": [{"shipyard": 3}, {}, {}]}, "sevenwonders.armada"),
])
def test_impossible_armada_figures_are_refused(payload, rule):
    with pytest.raises(SetupError) as err:
        calculator.score(payload)
    assert err.value.rule == rule


def test_naval_tokens_one_an_age():
    assert armada.possible([-1, -2, -3]) and armada.possible([5, 5]) and armada.possible([])
    assert not armada.possible([-1, -1]) and not armada.possible([7, 5, 5, 3])
    assert armada.totals() == frozenset(range(-6, 16)) - {14}


def test_naval_line_bounds_on_a_tally():
    pad = {"mode": "tally", "armada": True, "player": 2,
           "players": [{"naval": -6, "shipyard": 3}, {"naval": 15}, {"naval": 1}]}
    assert calculator.score(pad).totals() == (-3, 15, 1)


def test_naval_conflict_properties_over_many_tables():
    import random

    rng = random.Random(15)
    for _ in range(2000):
        n, age = rng.randint(3, 7), rng.randint(1, 3)
        strengths = [rng.randint(0, 4) for _ in range(n)]
        got = armada.naval(age, strengths)
        first, _, last = armada.age_tokens(age)
        if len(set(strengths)) == 1:
            assert set(got) == {0}
            continue
        for p, q in ((p, q) for p in range(n) for q in range(n)):
            if strengths[p] == strengths[q]:
                assert got[p] == got[q]          # equal strengths, equal tokens
            if strengths[p] > strengths[q]:
                assert got[p] >= got[q]          # stronger never takes less
        weakest = min(strengths)
        assert all((t == last) == (s == weakest)
                   for s, t in zip(strengths, got, strict=True))
        assert got.count(first) <= 1
        assert (got.count(first) == 1) == (strengths.count(max(strengths)) == 1)
