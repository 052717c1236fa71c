"""The solo game: three central spaces and three face-up cards, the leftovers set aside after
each turn, replacing a face-up card, the end after a single turn, and the suns."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from rulebooks import get
from rulebooks.core.errors import IllegalMove
from rulebooks.core.rng import Rng
from rulebooks.core.transcript import record
from rulebooks.harmonies import data
from rulebooks.harmonies.game import HarmoniesState, new_state
from tests.refusals import refused_move

GAME = get("harmonies")


def solo(side: str = "A", seed: int = 4) -> HarmoniesState:
    return new_state({"players": 1, "side": side}, seed)


def test_a_solo_game_deals_three_spaces_and_three_cards() -> None:
    state = solo()
    assert [len(s) for s in state.central] == [3, 3, 3]
    assert len(state.display) == data.display_size(1) == 3
    assert len(state.bag) == sum(data.supply().values()) - 9
    assert len(new_state({"players": 2}, 4).central) == 5


def test_there_is_no_fourth_space_or_card_alone() -> None:
    state = solo()
    refused_move(state, "take 4", "harmonies.solo")
    refused_move(state, "card 4", "harmonies.solo")
    refused_move(state.apply("take 1"), "take 2", "harmonies.turn.take")


def test_the_leftovers_are_set_aside_and_every_space_refilled() -> None:
    state = solo().apply("take 2")
    left = state.central[0] + state.central[2]
    for token, space in zip(state.held, ("a1", "c1", "e1"), strict=True):
        state = state.apply(f"place {token} {space}")
    after = state.apply("end")
    assert after.discarded == left and len(left) == 6
    assert [len(s) for s in after.central] == [3, 3, 3]
    assert len(after.bag) == len(state.bag) - 9
    assert after.to_move == 0 and after.round == state.round + 1
    assert Counter(after.bag) + Counter("".join(after.central)) + Counter(after.discarded) \
        + Counter("".join(after.boards[0])) == data.supply()


def test_replacing_a_card_sends_it_out_and_draws_the_deck_top() -> None:
    state = solo()
    gone, top = state.display[1], state.deck[-1]
    after = state.apply("replace 2")
    assert after.display[1] == top and after.cards_out == (gone,)
    assert after.replaced and len(after.deck) == len(state.deck) - 1
    refused_move(after, "replace 1", "harmonies.solo.replace")
    refused_move(after, "card 1", "harmonies.solo.replace")
    refused_move(state.apply("card 1"), "replace 2", "harmonies.solo.replace")
    assert HarmoniesState.from_json(after.to_json()) == after


def test_a_replacement_lasts_one_turn_and_needs_a_deck() -> None:
    state = solo().apply("replace 1").apply("take 1")
    for token, space in zip(state.held, ("a1", "c1", "e1"), strict=True):
        state = state.apply(f"place {token} {space}")
    assert not state.apply("end").replaced
    empty_deck = replace(solo(), deck=(), cards_out=solo().deck)
    refused_move(empty_deck, "replace 1", "harmonies.solo.replace")


def test_only_a_solo_game_replaces_cards() -> None:
    refused_move(new_state({"players": 2}, 4), "replace 1", "harmonies.solo.replace")
    refused_move(new_state({"players": 3}, 4), "replace 5", "harmonies.solo.replace")


def test_a_refused_replacement_changes_nothing() -> None:
    state = solo().apply("card 1")
    before = state.to_json()
    with pytest.raises(IllegalMove):
        state.apply("replace 2")
    assert state.to_json() == before


def test_the_game_ends_with_the_turn_that_triggers_it() -> None:
    state = GAME.position.read({
        "players": 1, "held": "L", "taken": True, "central": ["", "MMF", "FRW"],
        "boards": [{s: "F" if i % 2 else "W" for i, s in enumerate(data.spaces("A")[:20])}]})
    over = state.apply("place L e5").apply("end")
    assert over.outcome() is not None and over.outcome().winners == (0,)
    going = GAME.position.read({"players": 1, "held": "L", "taken": True,
                                "central": ["", "MMF", "FRW"]})
    assert going.apply("place L e5").apply("end").outcome() is None


def test_a_bag_that_cannot_refill_the_three_spaces_ends_the_game() -> None:
    state = solo().apply("take 1")
    state = replace(state, bag=state.bag[:8], discarded=state.bag[8:])
    for token, space in zip(state.held, ("a1", "c1", "e1"), strict=True):
        state = state.apply(f"place {token} {space}")
    assert state.apply("end").outcome() is not None


@pytest.mark.parametrize(("total", "side", "suns"), [
    (0, "B", 2), (39, "B", 2), (40, "B", 3), (69, "A", 4), (70, "A", 5), (109, "A", 6),
    (110, "B", 6), (139, "A", 8), (140, "A", 9), (159, "B", 9), (160, "B", 10),
    (200, "A", 11),
])
def test_suns_by_the_table_and_the_extra_suns(total: int, side: str, suns: int) -> None:
    assert data.suns(total, side) == suns
    assert GAME.queries["suns"](solo(), total, side)["suns"] == suns


def test_a_solo_breakdown_shows_its_suns_and_a_game_for_two_does_not() -> None:
    facts = {f.key: f.value for f in solo().breakdown(0).facts}
    assert facts["suns"] == data.suns(0, "A") == 3
    assert "suns" not in {f.key for f in new_state({"players": 2}, 1).breakdown(0).facts}


@pytest.mark.parametrize("side", ["A", "B"])
@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_bots_finish_solo_games(side: str, bot: str) -> None:
    for seed in range(3):
        state, rng, moves = solo(side, seed), Rng.derive(seed, "solo", bot), 0
        while state.outcome() is None:
            state = state.apply(GAME.bots[bot](state, rng))
            moves += 1
            assert moves < 1000
        assert state.round <= 13   # nine tokens a turn: the bag lasts 13 turns at most


GOLDEN = Path(__file__).resolve().parent / "golden" / "harmonies-solo-B-seed1-greedy.txt"


def test_a_solo_transcript_replays_as_its_golden_file() -> None:
    """Refresh with record(...).to_text() only for an intended change, and say so."""
    transcript = record("harmonies", {"players": 1, "side": "B"}, 1, "greedy")
    assert transcript.to_text() == GOLDEN.read_text(encoding="utf-8")
