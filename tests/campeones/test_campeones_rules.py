"""Scripted scenarios for the rules of rulebooks/campeones/rules.md."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rulebooks.campeones import contest, data
from rulebooks.campeones.game import new_state
from rulebooks.campeones.short import NOTATION
from rulebooks.core.errors import SetupError
from rulebooks.core.rng import Rng
from tests.refusals import refused_move

ATTACK = {"phase": "attack", "taken": 2, "attacker": 0, "to_move": 1}


def test_new_match_deals_four_each_and_shows_the_pitch():
    state = new_state({}, 4)
    assert [len(hand) for hand in state.hands] == [data.game("hand")] * 2
    assert len(state.pitch) == data.game("pitch")
    assert len(state.pitch) + len(state.match_deck) == len(data.match_cards(0))
    assert state.current == state.defender and state.phase == "pick"


def test_four_more_reading_draws_four_on_top_of_the_hand():
    state = NOTATION.read({"draw": "four-more", "phase": "attack", "taken": 2,
                           "hands": [["N10"], ["T2"]], "areas": [["N11"], []]})
    after = state.apply("pass").apply("pass").apply("attempt pass").apply("spend 0") \
        .apply("spend 0")
    assert [len(h) for h in after.hands] == [1 + data.game("hand"), 1 + data.game("hand")]


def test_the_defender_picks_first_then_the_attacker_then_attack_starts():
    state = new_state({}, 2)
    defender, attacker = state.defender, state.attacker
    state = state.apply("take 1")
    assert state.current == attacker and len(state.pitch) == data.game("pitch") - 1
    state = state.apply("take deck")
    assert state.phase == "attack" and state.current == attacker
    assert all(len(hand) == data.game("hand") + 1 for hand in state.hands)
    assert defender != attacker


def test_playing_a_card_activates_its_tokens_from_the_reserve():
    state = NOTATION.read({**ATTACK, "hands": [["N10"], ["T2"]]})
    after = state.apply("play N10")
    shot = data.TOKENS.index("S")
    assert after.ready[0][shot] == state.ready[0][shot] + data.card("N10").tokens.count("S")
    assert after.reserve[0][shot] == state.reserve[0][shot] - data.card("N10").tokens.count("S")


def test_a_coach_who_passed_is_skipped_and_cannot_play():
    state = NOTATION.read({**ATTACK, "hands": [["N10", "N6"], ["T2", "T3"]]})
    state = state.apply("pass")
    assert state.current == 1
    state = state.apply("play T2")
    assert state.current == 1
    fake = replace(state, current=0)
    refused_move(fake, "play N10", "campeones.attack.pass")


def test_the_limit_ends_the_attack_phase():
    limit = data.limit(False)
    nankatsu = list(data.team_cards(0))[: limit // 2]
    toho = list(data.team_cards(1))[: limit - len(nankatsu) - 1]
    state = NOTATION.read({**ATTACK, "areas": [nankatsu, toho],
                           "hands": [[data.team_cards(0)[-1]], [data.team_cards(1)[-1]]]})
    after = state.apply(f"play {data.team_cards(0)[-1]}")
    assert after.in_play() == limit and after.phase == "choose"


def test_a_refused_move_changes_nothing():
    state = NOTATION.read({**ATTACK, "hands": [["N10"], ["T2"]]})
    before = state.to_json()
    refused_move(state, "play N11", "campeones.attack.play")
    refused_move(state, "attempt shot", "campeones.attack.play")
    assert state.to_json() == before


def test_a_signed_goalkeeper_replaces_the_one_in_play():
    cost = data.card("S4").cost
    ready = {t: cost.count(t) for t in data.TOKENS}
    reserve = {t: data.game("tokens") - ready[t] for t in data.TOKENS}
    state = NOTATION.read({**ATTACK, "show": ["S4", "S1", "S2", "S3"], "areas": [["N1"], []],
                           "ready": [ready, {}], "reserve": [reserve, {}]})
    after = state.apply("sign 1")
    assert "S4" in after.areas[0] and "N1" not in after.areas[0]
    assert "N1" in after.discards[0] and len(after.areas[0]) == 1


def test_motivation_sends_the_original_to_the_box():
    state = NOTATION.read({**ATTACK, "areas": [["N10"], []], "ready": [{"S": 2}, {}],
                           "reserve": [{"S": 3, "P": 5, "D": 5}, {}]})
    after = state.apply("motivate N10M")
    assert after.areas[0] == ("N10M",) and "N10" in after.box
    assert "N10M" not in after.benches[0]


@pytest.mark.parametrize("attack, defence, dice, winner", [
    (5, 5, (3, 3), "attacker"), (5, 6, (3, 3), "defender"), (0, 10, (6, 1), "defender")])
def test_contest_winner(attack, defence, dice, winner):
    assert contest.winner(attack, defence, *dice, assured=False) == winner


def test_assured_success_turns_a_six_against_a_one():
    assert contest.winner(0, 10, 6, 1, assured=True) == "attacker"
    assert contest.winner(10, 0, 1, 6, assured=True) == "defender"


def test_odds_count_every_pair_of_dice():
    faces = data.game("die")
    for lead in range(-faces, faces + 1):
        won = sum(a + lead >= d for a in range(1, faces + 1) for d in range(1, faces + 1))
        assert contest.attack_odds(lead, 0, False) * faces * faces == won
    odds = contest.keeper_odds()
    assert sum(odds.values()) == 1


def test_spend_is_limited_to_activated_tokens():
    state = NOTATION.read({"phase": "spend", "taken": 2, "attacker": 0, "action": "shot",
                           "to_move": 1,
                           "ready": [{"S": 1}, {}], "reserve": [{"S": 4, "P": 5, "D": 5}, {}]})
    refused_move(state, "spend 2", "campeones.contest.tokens")
    assert state.apply("spend 1").ready[0][0] == 0


def test_goalkeeper_roll_follows_a_won_shot():
    state = NOTATION.read({"phase": "save", "taken": 2, "attacker": 0, "to_move": 2,
                           "action": "shot", "areas": [["N10"], ["T1"]]})
    after = state.apply("concede")
    assert after.totals() == (1, 0) and after.attacker == 1


def test_injury_time_starts_when_the_last_match_card_is_taken():
    others = [c for c in data.match_cards(0) if c != "A1"]
    half = len(others) // 2
    state = NOTATION.read({"phase": "pick", "pitch": ["A1"], "attacker": 0, "to_move": 2,
                           "discards": [others[:half], others[half:]]})
    assert state.match_deck == ()
    state = state.apply("take 1")
    assert state.injury and state.phase == "attack"


def test_a_level_match_goes_to_extra_time_and_can_end_with_two_champions():
    seen = set()
    for seed in range(40):
        state, rng = new_state({}, seed), Rng(seed)
        while state.phase != "over":
            state = state.apply(rng.choice(state.legal_moves()))
        outcome = state.outcome()
        if state.period == 3:
            seen.add("extra")
        if outcome.winners == (0, 1):
            assert outcome.totals[0] == outcome.totals[1] and state.period == 3
            seen.add("champions")
        elif state.period == 1:
            assert outcome.totals[0] != outcome.totals[1]
    assert seen == {"extra", "champions"}


def test_second_half_swaps_the_kick_off_and_brings_a_new_match_deck():
    state, rng = new_state({}, 7), Rng(7)
    first = state.kickoff
    while state.period == 0:
        state = state.apply(rng.choice(state.legal_moves()))
    assert state.kickoff == 1 - first
    assert set(state.pitch) | set(state.match_deck) <= set(data.match_cards(1))


def test_impossible_positions_are_refused_with_the_place():
    with pytest.raises(SetupError) as caught:
        NOTATION.read({"hands": [["T2"], []]})
    assert "T2" in str(caught.value) and caught.value.rule == "campeones.setup.decks"
    with pytest.raises(SetupError) as caught:
        NOTATION.read({"ready": [{"S": 1}, {}]})
    assert caught.value.rule == "campeones.setup.tokens"
