"""The card and Wonder data: the structure a correct transcription of the second edition has,
and the seed's component count."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from rulebooks.sevenwonders import data

PLAYERS = range(data.players()[0], data.players()[1] + 1)


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("age", [1, 2, 3])
def test_every_age_deals_seven_cards_to_each_player(age, players):
    deck = data.copies(age, players)
    if age == 3:
        deck += data.guilds()[:players + data.rule("guilds_extra")]
    assert len(deck) == data.rule("hand") * players


def test_the_seed_counts_the_same_cards_per_age(seeds_dir):
    text = (seeds_dir / "001_04d478387b63d384.txt").read_text(encoding="utf-8")
    found = re.search(r"(\d+) Age I cards, (\d+) Age II cards, and (\d+) Age III cards", text)
    assert found, "the component list of the seed page"
    most = data.players()[1]
    ours = [len(data.copies(1, most)), len(data.copies(2, most)),
            len(data.copies(3, most)) + len(data.guilds())]
    assert ours == [int(n) for n in found.groups()]


def test_chains_name_an_earlier_building():
    for spec in data.cards().values():
        if spec.chain_from:
            parent = data.card(spec.chain_from)
            assert min(parent.ages) < min(spec.ages), spec.id


def test_costs_and_productions_use_known_resources():
    letters = set(data.resources())
    for spec in data.cards().values():
        assert set(spec.cost) <= letters, spec.id
        assert set(spec.produce.replace("/", "")) <= letters, spec.id
    for wonder in data.wonders().values():
        for side in data.SIDES:
            s = wonder.side(side)
            assert s.start in letters or (s.start == "" and wonder.id == "roma")
            assert all(set(stage.cost) <= letters for stage in s.stages)
            assert not s.played or all(stage.power in ("", *data.POWERS)
                                       for stage in s.stages)


def test_each_colour_has_its_kind_of_effect():
    effects = {"brown": "produce", "grey": "produce", "blue": "points", "red": "shields",
               "green": "science"}
    for spec in data.cards().values():
        if spec.colour in effects:
            assert getattr(spec, effects[spec.colour]), spec.id
        if spec.colour in ("brown", "grey"):
            kinds = {data.resources()[x]["kind"] for x in spec.produce.replace("/", "")}
            assert kinds == {"raw" if spec.colour == "brown" else "manufactured"}, spec.id


def test_science_symbols_are_spread_over_the_three_kinds():
    per_age = Counter((age, spec.science) for spec in data.cards().values()
                      for age in spec.ages if spec.science in data.symbols())
    for age in (1, 2, 3):
        assert {per_age[(age, s)] for s in data.symbols()} != {0}


def test_science_table_is_the_square_of_the_count():
    assert [data.science_points(n) for n in range(10)] == [n * n for n in range(10)]


def test_the_first_edition_changes_name_cards_of_this_list():
    names = {spec.name for spec in data.cards().values()}
    changed = [entry["card"] for entry in data.raw()["first_edition"]]
    assert changed and set(changed) <= names and len(set(changed)) == len(changed)
