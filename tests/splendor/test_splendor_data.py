"""The card and noble data: the structure every correct transcription of the game has.

Splendor's cards are built symmetrically: within a level, every bonus colour has cards of
the same shapes (points and sorted costs), and every colour is asked for equally in costs;
the nobles ask for every colour equally too. A mistyped cost breaks one of these.
"""

from __future__ import annotations

from collections import Counter

import pytest

from rulebooks.splendor import data
from rulebooks.splendor.data import GEMS


def level(number: int) -> list[data.CardSpec]:
    return [data.card(i) for i in data.level_cards(number)]


def test_ids_are_level_and_number_and_unique():
    ids = [spec.id for spec in data.cards()]
    assert len(ids) == len(set(ids))
    for spec in data.cards():
        assert spec.id.startswith(f"{spec.level}-")
    for number in data.LEVELS:
        assert [int(i.split("-")[1]) for i in data.level_cards(number)] == list(
            range(1, len(data.level_cards(number)) + 1))


@pytest.mark.parametrize("number", data.LEVELS)
def test_each_level_has_the_same_cards_for_every_colour(number):
    cards = level(number)
    per_colour = Counter(spec.bonus for spec in cards)
    assert set(per_colour) == set(GEMS) and len(set(per_colour.values())) == 1
    shapes = {colour: Counter((s.points, tuple(sorted(s.cost))) for s in cards
                              if s.bonus == colour) for colour in GEMS}
    assert all(shapes[colour] == shapes[GEMS[0]] for colour in GEMS)


@pytest.mark.parametrize("number", data.LEVELS)
def test_each_level_asks_for_every_colour_equally(number):
    paid = [sum(spec.cost[i] for spec in level(number)) for i in range(len(GEMS))]
    assert len(set(paid)) == 1


def test_higher_levels_have_fewer_dearer_cards_worth_more():
    sizes = [len(data.level_cards(n)) for n in data.LEVELS]
    assert sizes == sorted(sizes, reverse=True)
    dearest = [max(sum(s.cost) for s in level(n)) for n in data.LEVELS]
    best = [max(s.points for s in level(n)) for n in data.LEVELS]
    assert dearest == sorted(dearest) and best == sorted(best)


def test_nobles_come_in_two_shapes_and_ask_for_every_colour_equally():
    shapes = Counter(tuple(sorted(n.needs)) for n in data.nobles())
    assert len(shapes) == 2 and len(set(shapes.values())) == 1
    asked = [sum(n.needs[i] for n in data.nobles()) for i in range(len(GEMS))]
    assert len(set(asked)) == 1
    assert len({n.needs for n in data.nobles()}) == len(data.nobles())
    assert {n.points for n in data.nobles()} == {data.noble_points()}


def test_the_two_disputed_cards_read_as_the_majority_of_sources():
    """gym-splendor and Zomis/Games disagree on two cards; see the note in data.toml."""
    white = [s for s in level(1) if s.bonus == "white" and sorted(s.cost) == [0, 0, 0, 2, 2]]
    assert [dict(zip(GEMS, s.cost, strict=True)) for s in white] == [
        {"white": 0, "blue": 2, "green": 0, "red": 0, "black": 2}]
    green = [s for s in level(2) if s.bonus == "green" and s.points == 1 and sum(s.cost) == 8]
    assert [s.cost for s in green] == [(3, 0, 2, 3, 0)]


def test_tokens_grow_with_players_and_nobles_are_one_more_than_players():
    low, high = data.players()
    assert [data.gem_supply(n) for n in range(low, high + 1)] == sorted(
        data.gem_supply(n) for n in range(low, high + 1))
    assert all(data.nobles_on_show(n) == n + 1 for n in range(low, high + 1))
    assert data.gem_name("red") == "ruby" and data.gem_name("gold") == "gold"
