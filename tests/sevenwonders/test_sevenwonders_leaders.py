"""The Leaders expansion: the draft, the leaders' turn, recruiting, the effects the engine
plays, the Leaders line, the hidden leaders and the calculator's leaders."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rulebooks import get
from rulebooks.core.errors import IllegalMove, SetupError
from rulebooks.core.rng import Rng
from rulebooks.sevenwonders import data, scoring
from rulebooks.sevenwonders.city import City
from rulebooks.sevenwonders.game import new_state
from rulebooks.sevenwonders.hidden import mask, redeal, view
from rulebooks.sevenwonders.short import NOTATION
from rulebooks.sevenwonders.turns import end_age

GAME = get("sevenwonders")


def leader_turn(seats: list[dict], **more) -> object:
    return NOTATION.read({"leaders": True, "phase": "leader", "turn": 0, "seats": seats,
                          **more})


def three(first: list[str], coins: int = 6) -> list[dict]:
    return [{"board": "gizah", "leaders": first, "coins": coins},
            {"board": "babylon", "leaders": ["nero", "sappho"]},
            {"board": "rhodos", "leaders": ["varro", "midas"]}]


def test_a_leaders_game_starts_with_the_draft_and_six_coins():
    state = new_state({"players": 4, "leaders": True}, 3)
    assert state.phase == "draft" and state.turn == 0
    assert state.coins == (data.leaders_rule("start_coins"),) * 4
    assert [len(d) for d in state.drafts] == [data.leaders_rule("hand")] * 4
    assert not any(state.hands)
    dealt = [x for d in state.drafts for x in d]
    assert len(set(dealt)) == len(dealt) and set(dealt) <= set(data.dealt_leaders())
    assert {str(m).split()[0] for m in state.legal_moves()} == {"keep"}


def test_the_draft_ends_with_four_leaders_each_and_the_leaders_turn():
    state = new_state({"players": 3, "leaders": True}, 5)
    kept = []
    while state.phase == "draft":
        move = state.legal_moves()[0]
        kept.append((state.current, move.card))
        state = state.apply(move)
    assert state.phase == "leader"
    assert [len(x) for x in state.leaders] == [data.leaders_rule("hand")] * 3
    for seat, ident in kept:
        assert ident in state.leaders[seat]
    assert not any(state.drafts) and not any(state.hands)


def test_recruiting_pays_the_bank_and_croesus_pays_back_at_the_end_of_the_turn():
    state = leader_turn(three(["croesus", "caesar"]))
    after = state.apply("recruit croesus").apply("sell nero").apply("sell varro")
    cost, gain = data.leader("croesus").coins, data.leader("croesus").gain_coins
    assert after.coins[0] == 6 - cost + gain
    assert after.coins[1] == after.coins[2] == 6 + data.rule("sell")
    assert after.recruited[0] == ("croesus",) and after.phase == "choose"
    assert [len(h) for h in after.hands] == [after.rules.hand] * 3


def test_a_leader_out_of_reach_is_refused_and_the_state_kept():
    state = leader_turn(three(["pericles", "zenobia"], coins=5))
    with pytest.raises(IllegalMove) as refused:
        state.apply("recruit pericles")
    assert refused.value.rule == "sevenwonders.leaders.recruit"
    assert state.leaders[0] == ("pericles", "zenobia") and state.coins[0] == 5


def test_maecenas_makes_the_next_leaders_free():
    state = leader_turn(three(["pericles"], coins=0), age=2)
    state = replace(state, recruited=(("maecenas",), (), ()))
    after = state.apply("recruit pericles")
    assert after.picks[0] == "recruit pericles"


def test_a_stage_with_a_leader_is_paid_like_any_stage():
    state = leader_turn([{"board": "gizah", "leaders": ["amytis"], "city": ["lumber-yard"],
                          "coins": 6}, {"board": "babylon", "leaders": ["nero"]},
                         {"board": "rhodos", "leaders": ["varro"]}])
    price = state.payment(0, state.stage_cost(0))
    assert price is not None
    after = state.apply("wonder amytis").apply("sell nero").apply("sell varro")
    assert after.stages[0] == 1 and after.recruited[0] == ()
    assert after.coins[0] == 6 - price.coins + state.next_stage(0).coins
    assert "amytis" not in after.leaders[0]


def test_the_next_age_opens_with_the_leaders_turn_before_the_deal():
    state = new_state({"players": 3, "leaders": True}, 2)
    rng = Rng.derive(2, "t")
    while state.age == 1:
        state = state.apply(rng.choice(state.legal_moves()))
    assert state.phase == "leader" and state.turn == 0 and not any(state.hands)
    assert len(state.decks[1]) == 3 * state.rules.hand


def test_tomyris_hands_the_defeat_to_the_winner_and_nero_is_paid_for_victories():
    state = NOTATION.read({"leaders": True, "phase": "choose", "turn": 6, "seats": [
        {"board": "gizah", "recruited": ["tomyris"]},
        {"board": "babylon", "recruited": ["nero"], "city": ["stockade"]},
        {"board": "rhodos"}]})
    ended = end_age(state)
    victory, defeat = data.victory(1), data.defeat()
    # every conflict Gizah lost gave its defeat token to the neighbour who won
    shields = [state.city(p).shields() for p in range(3)]
    lost_by_gizah = sum(1 for o in (1, 2) if shields[0] < shields[o])
    assert defeat not in ended.tokens[0]
    assert ended.tokens[1].count(defeat) + ended.tokens[2].count(defeat) >= lost_by_gizah
    won = ended.tokens[1].count(victory)
    assert ended.coins[1] == state.coins[1] + won * data.leader("nero").coins_per_victory


def test_xenophon_and_vitruvius_pay_for_the_cards_they_watch():
    state = NOTATION.read({"leaders": True, "phase": "choose", "age": 2, "turn": 1, "seats": [
        {"board": "gizah", "coins": 0, "recruited": ["xenophon", "vitruvius"],
         "city": ["baths"], "hand": ["aqueduct", "forum", "caravansery", "vineyard",
                                     "courthouse", "temple", "statue"]},
        {"board": "babylon"}, {"board": "rhodos"}]})
    assert data.card("aqueduct").chain_from == "baths"
    built = state.apply("build aqueduct")
    for seat in (1, 2):
        built = built.apply(f"sell {built.hands[seat][0]}")
    assert built.coins[0] == data.leader("vitruvius").coins_per_chain
    vineyard = state.apply("build vineyard")
    for seat in (1, 2):
        vineyard = vineyard.apply(f"sell {vineyard.hands[seat][0]}")
    own = scoring.counted(data.card("vineyard").gain_per, vineyard.city(0),
                          vineyard.city(1), vineyard.city(2))
    assert vineyard.coins[0] == (data.leader("xenophon").coins_per_build["coins"]
                                 + own * data.card("vineyard").gain_per.amount)


def test_the_leaders_line_counts_each_leader():
    me = City("gizah", "day", 2, ("baths", "altar", "barracks", "apothecary"), 7, (1, 3),
              leaders=("amytis", "midas", "alexander", "justinian", "nebuchadnezzar"))
    none = City("babylon", "day", 0, (), 0)
    points, _ = scoring.leader_points(me, none, none)
    assert points == 2 * 2 + 7 // 3 + 2 + 3 * 1 + 2


def test_science_leaders_add_a_symbol_and_aristotle_a_set_bonus():
    plain = City("gizah", "day", 0, ("apothecary", "workshop", "scriptorium"), 0)
    with_leaders = replace(plain, leaders=("aristotle", "euclid"))
    none = City("babylon", "day", 0, (), 0)
    before = scoring.lines(plain, none, none)["science"][0]
    after = scoring.lines(with_leaders, none, none)["science"][0]
    assert before == 3 + data.rule("science_set")
    assert after == 4 + 1 + 1 + data.rule("science_set") + data.leader("aristotle").science_set


def test_the_other_players_leaders_are_hidden_and_redealt():
    state = new_state({"players": 4, "leaders": True}, 8)
    state = state.apply(state.legal_moves()[0])  # seat 0 keeps a leader, face down
    seen = view(state, 1)
    assert seen["players"][0]["pick"] is True and seen["players"][0]["draft"] == 3
    assert isinstance(seen["players"][2]["draft"], int)
    assert mask(str(state.picks[0]), 0, 1) != state.picks[0]
    for k in range(5):
        again = redeal(state, 1, Rng.derive(k, "leaders"))
        again.check_consistency()
        assert again.drafts[1] == state.drafts[1]
        assert [len(d) for d in again.drafts] == [len(d) for d in state.drafts]


def test_leaders_need_the_option():
    with pytest.raises(SetupError):
        NOTATION.read({"phase": "choose", "seats": [{"board": "gizah",
                                                     "recruited": ["amytis"]}]})


def test_the_calculator_scores_leaders_and_refuses_a_leader_twice():
    score = GAME.calculator.score
    result = score({"leaders": True, "player": 1, "players": [
        {"board": "gizah", "stages": 1, "leaders": ["amytis"]},
        {"board": "babylon"}, {"board": "rhodos"}]})
    line = [p for p in result.parts if p.key == "leaders" and p.player == 0]
    assert line and line[0].points == data.leader("amytis").score["points"]
    with pytest.raises(SetupError) as twice:
        score({"leaders": True, "players": [{"board": "gizah", "leaders": ["amytis"]},
                                            {"board": "babylon", "leaders": ["amytis"]},
                                            {"board": "rhodos"}]})
    assert twice.value.rule == "sevenwonders.leaders.setup"
    with pytest.raises(SetupError) as without:
        score({"players": [{"board": "gizah", "leaders": ["amytis"]}, {"board": "babylon"},
                           {"board": "rhodos"}]})
    assert without.value.rule == "sevenwonders.leaders"


def test_teammates_see_each_others_hands_and_leaders_and_no_one_elses():
    state = new_state({"players": 4, "teams": True, "leaders": True}, 6)
    seen = view(state, 0)
    assert seen["players"][1]["draft"] == list(state.drafts[1])
    assert seen["players"][2]["draft"] == len(state.drafts[2])
    for k in range(4):
        again = redeal(state, 0, Rng.derive(k, "team"))
        assert again.drafts[1] == state.drafts[1]
        again.check_consistency()
    assert any(redeal(state, 0, Rng.derive(k, "team")).drafts[2] != state.drafts[2]
               for k in range(4))
