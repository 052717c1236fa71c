"""Sheet 2's sun ranking: the seed's points for the first three places, ties sharing their
place, and both readings of the place that follows a tie."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulebooks.core.errors import NotationError
from rulebooks.takenokolor.ranking import READINGS, places, sun_points

FIRST, SECOND, THIRD = places()
RAYS = st.lists(st.integers(min_value=0, max_value=8), min_size=2, max_size=4)


def test_the_places_are_the_seeds_points():
    assert (FIRST, SECOND, THIRD) == (6, 4, 2)  # the Italian help page, sheet 2


def test_no_tie_gives_the_places_in_order_whatever_the_seats():
    assert sun_points([2, 5, 3]) == (THIRD, FIRST, SECOND)
    assert sun_points([2, 5, 3], "next") == (THIRD, FIRST, SECOND)


def test_tied_players_share_their_place_and_the_readings_differ_after_it():
    assert sun_points([5, 5, 2]) == (FIRST, FIRST, THIRD)
    assert sun_points([5, 5, 2], "next") == (FIRST, FIRST, SECOND)
    assert sun_points([5, 3, 3]) == sun_points([5, 3, 3], "next") == (FIRST, SECOND, SECOND)


def test_a_fourth_place_scores_nothing():
    assert sun_points([4, 3, 2, 1]) == (FIRST, SECOND, THIRD, 0)


@pytest.mark.parametrize("bad", [[1, -1], [1, 1.5], [True, 2]])
def test_bad_rays_are_refused(bad):
    with pytest.raises(NotationError, match="rays"):
        sun_points(bad)


def test_an_unknown_reading_is_refused():
    with pytest.raises(NotationError, match="reading"):
        sun_points([1, 2], "dense")


@given(RAYS, st.sampled_from(READINGS), st.randoms(use_true_random=False))
def test_points_follow_the_player_and_more_rays_never_score_less(rays, reading, rnd):
    points = sun_points(rays, reading)
    order = list(range(len(rays)))
    rnd.shuffle(order)
    assert sun_points([rays[i] for i in order], reading) == tuple(points[i] for i in order)
    for a, b in zip(rays, points, strict=True):
        for c, d in zip(rays, points, strict=True):
            if a > c:
                assert b >= d
            if a == c:
                assert b == d
    assert max(points) == FIRST
