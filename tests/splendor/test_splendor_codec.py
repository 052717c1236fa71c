"""Splendor positions as JSON: round trips, and impossible positions refused with the place
and the rule."""

from __future__ import annotations

import copy
import json
from functools import partial

import pytest
from splendor_positions import fresh, give, playout, reserved

from rulebooks.core.errors import NotationError, RulesError, SetupError
from rulebooks.splendor import data
from rulebooks.splendor.game import SplendorState
from tests.refusals import refused


def document(players: int = 2, seed: int = 1) -> dict:
    return fresh(players, seed).to_json()


# a state that cannot be: refused as setup, under its rule, at exactly that place
refused_setup = partial(refused, SetupError, SplendorState.from_json)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_state_of_a_game_round_trips(players):
    for state in playout(players, seed=players)[::3]:
        text = json.dumps(state.to_json())
        again = SplendorState.from_json(json.loads(text))
        assert again == state and again.to_json() == state.to_json()


def test_points_are_optional_on_reading_but_must_agree():
    doc = document()
    for seat in doc["players"]:
        del seat["points"]
    assert SplendorState.from_json(doc) == fresh()
    doc["players"][1]["points"] = 3
    refused_setup(doc, rule="splendor.scoring.cards", at="state.players[1].points")


# -- tokens -------------------------------------------------------------------------
def test_more_tokens_than_the_game_has_names_the_colour():
    doc = document(2)
    doc["players"][0]["tokens"]["red"] = 1  # the supply still holds all of them
    error = refused_setup(doc, rule="splendor.setup.tokens", at="state.supply.red")
    assert f"a 2-player game has {data.gem_supply(2)}" in error.message


def test_a_supply_count_over_the_game_supply_is_refused():
    doc = document(3)
    doc["supply"]["green"] = data.gem_supply(3) + 1
    refused_setup(doc, rule="splendor.setup.tokens", at="state.supply.green")


def test_tokens_that_vanished_are_refused_too():
    doc = document(4)
    doc["supply"]["gold"] = data.gold_supply() - 1
    refused_setup(doc, rule="splendor.setup.tokens", at="state.supply.gold")


def test_a_player_over_the_token_limit_outside_the_return_step():
    state = give(fresh(2), 0, white=4, blue=4, green=3)
    refused_setup(state.to_json(), rule="splendor.tokens.limit", at="state.players[0].tokens")
    doc = state.to_json()
    doc["phase"] = "return"
    assert SplendorState.from_json(doc).phase == "return"


def test_the_return_step_needs_a_player_over_the_limit():
    doc = document()
    doc["phase"] = "return"
    refused_setup(doc, rule="splendor.tokens.limit", at="state.players[0].tokens")


def test_negative_and_unknown_tokens_are_refused():
    doc = document()
    doc["players"][0]["tokens"]["red"] = -1
    with pytest.raises(NotationError) as info:
        SplendorState.from_json(doc)
    assert info.value.where == "state.players[0].tokens.red"
    doc = document()
    doc["supply"]["purple"] = 1
    with pytest.raises(NotationError) as info:  # an unknown key: unreadable, as in every game
        SplendorState.from_json(doc)
    assert info.value.where == "state.supply" and info.value.rule == "splendor.setup.tokens"


# -- cards --------------------------------------------------------------------------
def test_a_card_in_two_places_is_refused_naming_the_second():
    doc = document()
    ident = doc["display"][0][0]
    doc["players"][1]["bought"] = [ident]
    error = refused_setup(doc, rule="splendor.setup.cards", at="state.players[1].bought[0]")
    assert "state.display[0][0]" in error.message


def test_more_cards_than_exist_by_a_copy_in_a_deck():
    doc = document()
    doc["decks"][1].append(doc["decks"][1][0])
    last = len(doc["decks"][1]) - 1
    refused_setup(doc, rule="splendor.setup.cards", at=f"state.decks[1][{last}]")


def test_a_missing_card_is_refused():
    doc = document()
    gone = doc["decks"][2].pop()
    error = refused_setup(doc, rule="splendor.setup.cards", at="state")
    assert gone in error.message


def test_an_unknown_card_is_a_notation_error_with_its_place():
    doc = document()
    doc["decks"][0][3] = "4-01"
    with pytest.raises(NotationError) as info:
        SplendorState.from_json(doc)
    assert info.value.where == "state.decks[0][3]"


def test_a_card_of_the_wrong_level_in_a_row():
    doc = document()
    doc["display"][0][0], doc["display"][1][0] = doc["display"][1][0], doc["display"][0][0]
    refused_setup(doc, rule="splendor.setup.display", at="state.display[0]")


def test_an_empty_space_while_the_deck_has_cards():
    doc = document()
    ident = doc["display"][2][1]
    doc["display"][2][1] = None
    doc["decks"][2].insert(0, ident)
    refused_setup(doc, rule="splendor.setup.display", at="state.display[2]")


def test_more_than_three_reserved_cards():
    state = fresh(2)
    for ident in state.decks[0][:data.rule("reserve_limit") + 1]:
        state = reserved(state, 0, ident, blind=True)
    refused_setup(state.to_json(), rule="splendor.reserve.limit", at="state.players[0].reserved")


# -- nobles -------------------------------------------------------------------------
def test_a_noble_without_the_bonuses_is_refused():
    doc = document()
    number = doc["nobles"].pop()
    doc["players"][0]["nobles"] = [number]
    refused_setup(doc, rule="splendor.nobles.visit", at="state.players[0].nobles")


def test_too_many_nobles_and_repeated_nobles():
    doc = document(2)
    extra = next(n.id for n in data.nobles() if n.id not in doc["nobles"])
    doc["nobles"].append(extra)
    refused_setup(doc, rule="splendor.setup.nobles", at="state.nobles")
    doc = document(2)
    doc["nobles"][1] = doc["nobles"][0]
    refused_setup(doc, rule="splendor.setup.nobles", at="state.nobles")


def test_the_noble_step_needs_two_nobles_to_choose_from():
    doc = document()
    doc["phase"] = "noble"
    refused_setup(doc, rule="splendor.nobles.visit", at="state.phase")


# -- shape --------------------------------------------------------------------------
@pytest.mark.parametrize("key, value", [
    ("players", []), ("decks", [[]]), ("display", [[None] * 4] * 2), ("current", 5),
    ("phase", "lunch"), ("options", {"players": 9}), ("game", "golf"),
])
def test_malformed_documents_are_refused_cleanly(key, value):
    doc = document()
    doc[key] = value
    with pytest.raises(RulesError):
        SplendorState.from_json(doc)


def test_reading_never_changes_the_document():
    doc = document()
    before = copy.deepcopy(doc)
    SplendorState.from_json(doc)
    assert doc == before
