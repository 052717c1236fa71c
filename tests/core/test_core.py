"""The shared core: errors, randomness, cards, JSON reading, options, breakdowns."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulebooks.core import (
    Breakdown,
    Fact,
    IllegalMove,
    NotationError,
    Option,
    Part,
    RulesError,
    SetupError,
    resolve_options,
)
from rulebooks.core.cards import RANKS, SUITS, Card, check_copies, standard_deck
from rulebooks.core.codec import Reader, dumps, loads
from rulebooks.core.rng import Rng


def test_errors_are_one_family_and_convert_to_dicts():
    for error in (NotationError("x"), IllegalMove("x", rule="golf.turn.take"),
                  SetupError("x", expected="y", got=1)):
        assert isinstance(error, RulesError) and isinstance(error, ValueError)
        data = error.to_dict()
        assert set(data) >= {"code", "message", "rule", "link", "where"}
    assert IllegalMove("no", rule="llama.draw").to_dict()["link"] == "games/llama/#llama.draw"
    with pytest.raises(TypeError):
        IllegalMove("no rule", rule="")


def test_error_text_names_where_and_rule_and_follows_changes():
    error = IllegalMove("not now", rule="golf.turn.draw", where="move 'draw'")
    assert str(error) == "move 'draw': not now [rule golf.turn.draw]"
    error.where = "step 3"
    assert str(error).startswith("step 3:")
    setup = SetupError("bad grid", expected="2 rows", got="3x3")
    assert "expected 2 rows" in str(setup) and "'3x3'" in str(setup)


@given(st.integers(0, 2**64), st.integers(1, 1000))
def test_rng_below_stays_in_range_and_replays(seed, bound):
    first = [Rng(seed).below(bound) for _ in range(3)]
    assert all(0 <= value < bound for value in first)
    a, b = Rng(seed), Rng(seed)
    assert [a.below(bound) for _ in range(5)] == [b.below(bound) for _ in range(5)]


def test_rng_shuffle_is_a_permutation_and_depends_on_labels():
    items = list(range(52))
    one = Rng.derive(3, "hole", 0).shuffled(items)
    assert sorted(one) == items and one != tuple(items)
    assert one == Rng.derive(3, "hole", 0).shuffled(items)
    assert one != Rng.derive(3, "hole", 1).shuffled(items)


def test_rng_refuses_empty_ranges():
    with pytest.raises(ValueError):
        Rng(1).below(0)


@given(st.sampled_from(RANKS), st.sampled_from(SUITS))
def test_card_notation_round_trips(rank, suit):
    card = Card(rank, suit)
    assert Card.parse(str(card)) == card
    assert Card.parse(str(card).lower()) == card
    assert eval(repr(card), {"Card": Card}) == card


@pytest.mark.parametrize("text", ["", "1S", "11H", "KX", "K", "10", 12, None])
def test_unknown_card_codes_are_refused_with_the_code(text):
    with pytest.raises(NotationError) as refused:
        Card.parse(text, "grid[0]")
    assert "grid[0]" in str(refused.value)


def test_decks_and_copies():
    assert len(standard_deck(2)) == 104 and len(set(standard_deck(1))) == 52
    check_copies([Card("K", "S")] * 2, Counter(standard_deck(2)), rule="golf.setup.deck")
    with pytest.raises(SetupError) as refused:
        check_copies([Card("K", "S")] * 2, Counter(standard_deck(1)), rule="golf.setup.deck")
    assert refused.value.rule == "golf.setup.deck" and "2 copies of KS" in str(refused.value)


def test_json_reading_reports_line_and_column():
    with pytest.raises(NotationError) as refused:
        loads('{"a": 1,\n "b": }', "hand.json")
    assert "line 2" in str(refused.value) and "hand.json" in str(refused.value)
    with pytest.raises(NotationError):
        loads(b"\xff\xfe", "x")
    assert loads(dumps({"b": 1, "a": [1, 2]})) == {"a": [1, 2], "b": 1}


def test_reader_names_the_path():
    reader = Reader({"n": True, "s": 3, "l": {}}, "state")
    for call, fragment in ((lambda: reader.int("n"), "state.n"),
                           (lambda: reader.str("s"), "state.s"),
                           (lambda: reader.list("l"), "state.l"),
                           (lambda: reader.int("missing"), "state.missing")):
        with pytest.raises(NotationError) as refused:
            call()
        assert fragment in str(refused.value)
    with pytest.raises(NotationError):
        Reader([1], "state")


def test_options_fill_defaults_and_refuse_bad_values():
    spec = (Option("players", 2, "", kind=int, low=2, high=4),
            Option("lines", "auto", "", choices=("auto", "columns")),
            Option("power", False, "", kind=bool))
    assert resolve_options(spec, None) == {"players": 2, "lines": "auto", "power": False}
    for bad in ({"players": 5}, {"players": "3"}, {"players": True}, {"lines": "x"},
                {"power": 1}, {"colour": 1}):
        with pytest.raises(SetupError):
            resolve_options(spec, bad)


def test_breakdown_total_is_the_sum_of_its_parts():
    parts = (Part("a", 3, "golf.scoring.values"), Part("b", -2, "golf.scoring.values"))
    breakdown = Breakdown(parts, facts=(Fact("seat", "Seat", 2, "player 3"),))
    assert breakdown.total == 1
    data = breakdown.to_dict()
    assert data["total"] == 1 and data["facts"] == {"seat": 2}
    assert data["fact_labels"] == [{"key": "seat", "label": "Seat", "text": "player 3"}]
    assert [p["link"] for p in data["parts"]] == ["games/golf/#golf.scoring.values"] * 2
