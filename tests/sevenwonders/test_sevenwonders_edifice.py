"""The Edifice expansion: set-up, taking part, building, failing, and the score line."""

from __future__ import annotations

import random

import pytest

from rulebooks.core import IllegalMove, SetupError, get
from rulebooks.core.coverage import classification
from rulebooks.sevenwonders import data
from rulebooks.sevenwonders.bots import greedy_bot
from rulebooks.sevenwonders.calculator import score
from rulebooks.sevenwonders.game import new_state

GAME = get("sevenwonders")
EDIFICES = ["money-changer", "auction-house", "agora"]
H1 = ["stockade", "altar", "well", "baths", "loom", "press"]
H2 = ["apothecary", "barracks", "clay-pit", "clay-pool", "east-trading-post", "glassworks"]
H3 = ["marketplace", "west-trading-post", "scriptorium", "workshop", "timber-yard",
      "guard-tower"]


def position(**fields):
    return GAME.position.read({"edifice": True, "edifices": EDIFICES, **fields})


def turn(state, *moves):
    for move in moves:
        state = state.apply(move)
    return state


def seats(first=None, second=None, third=None):
    return [{"board": "gizah", "city": ["lumber-yard"], "hand": H1, **(first or {})},
            {"board": "babylon", "hand": H2, **(second or {})},
            {"board": "rhodos", "hand": H3, **(third or {})}]


@pytest.mark.parametrize("players", range(3, 8))
def test_one_edifice_per_age_with_the_pawns_for_the_player_count(players):
    state = new_state({"players": players, "edifice": True}, seed=players)
    assert [data.edifice(e).age for e in state.edifices] == [1, 2, 3]
    assert state.pawns_left == (data.edifice_pawns(players),) * 3
    assert new_state({"players": players}, seed=players).edifices == ()


def test_taking_part_pays_the_stage_and_the_edifice_together():
    state = position(turn=2, seats=seats())
    coins = data.edifice("money-changer").coins
    after = turn(state, "project altar", "sell apothecary", "sell marketplace")
    stage_only = turn(state, "wonder altar", "sell apothecary", "sell marketplace")
    assert after.coins[0] == stage_only.coins[0] - coins
    assert after.pawns[0] == (1,) and after.stages[0] == 1
    assert after.pawns_left[0] == state.pawns_left[0] - 1


def test_taking_part_needs_the_coins_for_both():
    state = position(turn=2, seats=seats({"coins": 2}))
    assert state.is_legal("wonder altar")
    with pytest.raises(IllegalMove) as refused:
        state.apply("project altar")
    assert refused.value.rule == "sevenwonders.edifice.participate"


def test_once_per_age_and_never_without_the_expansion():
    state = position(pawns_left=[1, 2, 2], turn=2, seats=seats({"pawns": [1]}))
    with pytest.raises(IllegalMove, match="already took part"):
        state.apply("project altar")
    base = GAME.position.read({"turn": 2, "seats": seats()})
    with pytest.raises(IllegalMove) as refused:
        base.apply("project altar")
    assert refused.value.rule == "sevenwonders.edifice"


def test_the_last_pawn_builds_it_and_rewards_every_pawn_holder():
    state = position(pawns_left=[1, 2, 2], turn=2, seats=seats(second={"pawns": [1]}))
    after = turn(state, "project altar", "sell apothecary", "sell marketplace")
    without = turn(position(pawns_left=[1, 2, 2], turn=2, seats=seats(second={"pawns": [1]})),
                   "wonder altar", "sell apothecary", "sell marketplace")
    reward = data.edifice("money-changer").reward["coins"]
    assert after.edifice_built(1) and not without.edifice_built(1)
    assert after.coins[1] == without.coins[1] + reward
    assert after.coins[2] == without.coins[2]


def test_two_players_taking_the_last_pawn_together_both_get_one():
    state = position(pawns_left=[1, 2, 2], turn=2, seats=seats(
        second={"pawns": [1]}, third={"board": "olympia", "city": ["stone-pit"]}))
    after = turn(state, "project altar", "sell apothecary", "project marketplace")
    assert after.pawns_left[0] == 0 and after.pawns[0] == (1,) and after.pawns[2] == (1,)
    assert after.rewarded(0) == after.rewarded(1) == after.rewarded(2) == ("money-changer",)


def test_a_failed_edifice_costs_those_without_a_pawn_or_gives_them_debt():
    state = position(pawns_left=[1, 2, 2], turn=6, seats=[
        {"board": "gizah", "pawns": [1], "stages": 1, "hand": ["baths", "altar"]},
        {"board": "babylon", "coins": 0, "hand": ["well", "loom"]},
        {"board": "rhodos", "coins": 0, "hand": ["press", "glassworks"]}])
    after = turn(state, "sell altar", "sell well", "build press")
    lost = data.edifice("money-changer").penalty["coins"]
    assert after.age == 2
    assert after.coins[1] == data.rule("sell") - lost and after.edifice_debt[1] == ()
    assert after.edifice_debt[2] == (data.edifice_debt(1),) and after.coins[2] == 0
    assert after.edifice_debt[0] == () and after.coins[0] == 3 + data.rule("sell")


def test_a_discard_penalty_takes_a_card_of_that_colour():
    state = GAME.position.read({"edifice": True, "edifices": ["outpost", "factory", "agora"],
                                "turn": 6, "seats": [
        {"board": "gizah", "city": ["stockade"], "hand": ["baths", "altar"]},
        {"board": "babylon", "hand": ["well", "loom"]},
        {"board": "rhodos", "hand": ["press", "glassworks"]}]})
    after = turn(state, "sell altar", "sell well", "sell press")
    assert "stockade" not in after.cities[0] and "stockade" in after.discard
    assert after.edifice_debt[1] == (data.edifice_debt(1),)


def test_the_edifice_line_scores_rewards_and_debt():
    result = score({"edifice": True, "player": 1, "players": [
        {"board": "gizah", "stages": 2, "edifices": ["belvedere", "archives"],
         "edifice_debt": [data.edifice_debt(2)], "cards": ["baths", "loom", "stockade"]},
        {"board": "babylon"}, {"board": "rhodos"}]})
    line = next(p for p in result.parts if p.player == 0 and p.key == "edifice")
    # Belvedere: 1 per stage (2); Archives: 1 per colour (blue, grey, red: 3)
    assert line.points == 2 + 3 + data.edifice_debt(2)


def test_the_calculator_refuses_edifices_without_the_option_or_two_of_an_age():
    with pytest.raises(SetupError, match="Edifice"):
        score({"players": [{"board": "gizah", "edifices": ["belvedere"]}, {"board": "babylon"},
                           {"board": "rhodos"}]})
    with pytest.raises(SetupError, match="one Edifice per Age"):
        score({"edifice": True, "players": [{"board": "gizah", "edifices": ["belvedere",
                                                                            "outpost"]},
                                            {"board": "babylon"}, {"board": "rhodos"}]})


def test_a_draft_without_an_option_does_not_count_its_rules():
    kinds = classification("sevenwonders")
    base = kinds.counted_for({})
    assert not any(r.startswith(("sevenwonders.edifice", "sevenwonders.cities")) for r in base)
    assert "sevenwonders.edifice.fail" in kinds.counted_for({"edifice": True})


@pytest.mark.parametrize("seed", [1, 2])
def test_greedy_bots_finish_an_edifice_game_and_take_part(seed):
    state, rng = new_state({"players": 5, "edifice": True}, seed=seed), random.Random(seed)
    projects = 0
    while state.outcome() is None:
        move = greedy_bot(state, rng)
        projects += move.verb == "project"
        state = state.apply(move)
    assert state.phase == "over" and projects > 0
