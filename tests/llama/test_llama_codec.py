"""L.L.A.M.A. states to and from JSON: round trips, and every refusal naming its path and rule."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from llama_positions import playout, position

from rulebooks.core.errors import NotationError, RulesError, SetupError
from rulebooks.core.registry import rule_ids
from rulebooks.llama import data
from rulebooks.llama.game import LlamaState, new_state

GOOD = position([["2", "5"], ["1", "L"]], top="4").to_json()


def mangled(**changes: object) -> dict:
    state = copy.deepcopy(GOOD)
    state.update(changes)
    return state


@pytest.mark.parametrize("players", range(data.players()[0], data.players()[1] + 1))
def test_round_trip_through_a_whole_game(players):
    for state in playout(players, seed=100 + players):
        text = json.dumps(state.to_json())
        assert LlamaState.from_json(json.loads(text)) == state


def test_hands_are_sorted_on_reading():
    state = position([["L", "2", "1"], ["6", "3"]])
    assert state.hands == (("1", "2", "L"), ("3", "6"))


def test_piles_keep_their_order():
    state = position([["2"], ["3"]], deck=("6", "1", "L"))
    assert state.deck == ("6", "1", "L")


def reject(data_: object, kind: type[RulesError], where: str,
           rule: str | None = None) -> RulesError:
    with pytest.raises(kind) as info:
        LlamaState.from_json(data_)
    assert info.value.where is not None and info.value.where.startswith(where)
    assert info.value.rule == rule
    if rule:
        assert rule in rule_ids("llama")
    return info.value


def test_unknown_card_code():
    error = reject(mangled(hands=[["2", "7"], ["1"]]), NotationError, "state.hands[0][1]",
                   "llama.setup.deck")
    assert "'7'" in error.message


def test_card_code_of_the_wrong_type():
    reject(mangled(deck=[3]), NotationError, "state.deck[0]", "llama.setup.deck")


def test_more_copies_than_the_deck_holds():
    many = data.card("3").copies + 1
    reject(mangled(hands=[["3"] * many, ["1"]]), SetupError, "state", "llama.setup.deck")


def test_too_many_copies_across_hands_and_piles():
    copies = data.card("L").copies
    reject(mangled(hands=[["L"] * (copies - 1), ["1"]], deck=["L", "L"]), SetupError, "state",
           "llama.setup.deck")


@pytest.mark.parametrize(("changes", "where"), [
    ({"hands": "2 5"}, "state.hands"),
    ({"hands": [["2"], "1"]}, "state.hands[1]"),
    ({"active": [True, 1]}, "state.active[1]"),
    ({"tokens": [{"black": 1}, {"white": "2"}]}, "state.tokens[1].white"),
    ({"tokens": [{"black": -1}, {}]}, "state.tokens[0].black"),
    ({"tokens": [[1, 2], {}]}, "state.tokens[0]"),
    ({"current": 2}, "state.current"),
    ({"current": True}, "state.current"),
    ({"seed": "x"}, "state.seed"),
    ({"phase": "bidding"}, "state.phase"),
    ({"round": -1}, "state.round"),
    ({"options": []}, "state.options"),
])
def test_wrong_types_and_ranges(changes, where):
    reject(mangled(**changes), NotationError, where)


def test_an_unknown_token_colour_is_unreadable():
    reject(mangled(tokens=[{"red": 1}, {}]), NotationError, "state.tokens[0]",
           "llama.scoring.tokens")


def test_not_an_object_at_all():
    reject([GOOD], NotationError, "state")


def test_missing_key():
    state = mangled()
    del state["deck"]
    reject(state, NotationError, "state.deck")


@pytest.mark.parametrize(("changes", "where", "rule"), [
    ({"game": "golf"}, "state.game", None),
    ({"options": {"players": 9}}, "state.options.players", None),
    ({"options": {"colour": "red"}}, "state.options", None),
    ({"hands": [["2"]]}, "state.hands", "llama.setup.deal"),
    ({"active": [True]}, "state.active", "llama.setup.deal"),
    ({"discard": []}, "state.discard", "llama.setup.deal"),
    ({"tokens": [{"white": 12}, {}]}, "state.tokens[0]", "llama.scoring.tokens"),
    ({"hands": [[], ["1"]]}, "state.hands[0]", "llama.round.end"),
    ({"out": 1}, "state.out", "llama.round.end"),
    ({"active": [False, True]}, "state.current", "llama.turn.order"),
    ({"phase": "scored"}, "state.active", "llama.round.end"),
    ({"phase": "scored", "out": 0}, "state.hands[0]", "llama.round.end"),
    ({"phase": "return", "out": 0, "hands": [[], ["1"]]}, "state.current",
     "llama.scoring.return"),
    ({"phase": "over", "active": [False, False]}, "state.phase", "llama.end"),
    ({"phase": "scored", "active": [False, False], "tokens": [{"black": 4}, {}]},
     "state.phase", "llama.end"),
])
def test_impossible_positions(changes, where, rule):
    reject(mangled(**changes), SetupError, where, rule)


def test_a_consistent_finished_round_reads_back():
    state = LlamaState.from_json(mangled(phase="scored", active=[False, False], current=1))
    assert state.legal_moves()[0].verb == "deal"


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 60) | st.sampled_from(
        ["1", "3", "6", "L", "7", "l", "", "play", "scored", "return", "black", "white"]),
    lambda inner: st.lists(inner, max_size=7) | st.dictionaries(
        st.sampled_from(["black", "white", "players", "target", "x"]), inner, max_size=3),
    max_leaves=20,
)


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(key=st.sampled_from(sorted(GOOD)), value=JSON, drop=st.booleans())
def test_mangled_json_raises_only_rules_errors(key, value, drop):
    state = mangled()
    if drop:
        del state[key]
    else:
        state[key] = value
    try:
        read = LlamaState.from_json(state)
    except RulesError:
        return
    assert LlamaState.from_json(read.to_json()) == read


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 10_000), path=st.lists(st.integers(0, 50), min_size=1, max_size=4),
       value=JSON)
def test_mangled_inner_values_raise_only_rules_errors(seed, path, value):
    state = new_state({"players": 3}, seed).to_json()
    place = _place(state, path)
    if place:
        place[0][place[1]] = value
    try:
        read = LlamaState.from_json(state)
    except RulesError as error:
        assert error.where and error.where.startswith("state"), str(error)
        return
    # accepted: the value fitted where it went, so writing the state gives it back
    assert read.to_json() == LlamaState.from_json(read.to_json()).to_json()
    written, given = _at(read.to_json(), path), _at(state, path)
    # as given, or (options, token counts) with what was left out filled in
    assert written == given or (isinstance(given, dict) and {**written, **given} == written)


def _place(document: object, path: list[int]) -> tuple[Any, Any] | None:
    """The container and key that ``path`` leads to (steps taken modulo the sizes)."""
    node: Any = document
    for step in path[:-1]:
        keys = sorted(node) if isinstance(node, dict) else range(len(node))
        inner = node[list(keys)[step % len(keys)]] if keys else None
        if not isinstance(inner, dict | list) or not inner:
            break
        node = inner
    if isinstance(node, dict):
        return node, sorted(node)[path[-1] % len(node)]
    return (node, path[-1] % len(node)) if node else None


def _at(document: object, path: list[int]) -> object:
    """The value the mangling test wrote, found again along the same path."""
    place = _place(document, path)
    return place[0][place[1]] if place else None
