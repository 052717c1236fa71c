"""The Duel calculator agrees with finished games, in both modes, and refuses impossible
inputs by place and rule."""

from __future__ import annotations

import pytest

from rulebooks.core import Rng, SetupError
from rulebooks.duel import calculator, scoring
from rulebooks.duel.game import new_state


def finished(seed: int):
    state, rng = new_state({}, seed), Rng(seed)
    while state.outcome() is None:
        state = state.apply(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_full_position_and_the_score_pad_give_the_game_s_totals(seed):
    final = finished(seed)
    full = calculator.score({
        "players": [{"cards": list(final.cities[p]), "wonders": list(final.built[p]),
                     "tokens": list(final.tokens[p]), "coins": final.coins[p]}
                    for p in range(2)],
        "conflict": final.conflict})
    pad = calculator.score({"mode": "tally", "players": [final.rows(p) for p in range(2)],
                            "supremacy": None if final.victory == "civilian" else
                            f"{final.victory} {final.outcome().winners[0] + 1}"})
    assert full.totals() == pad.totals() == final.outcome().totals
    assert full.fact("winners") == pad.fact("winners") == list(final.outcome().winners)


def test_military_points_for_both_players_are_refused_with_the_rule():
    with pytest.raises(SetupError) as refused:
        calculator.score({"mode": "tally", "players": [{"military": 2}, {"military": 5}]})
    assert refused.value.rule == scoring.MILITARY
    assert refused.value.where == "input.players[1].military"


def test_a_card_in_both_cities_is_refused_where_it_repeats():
    with pytest.raises(SetupError) as refused:
        calculator.score({"players": [{"cards": ["baths"]}, {"cards": ["baths"]}]})
    assert refused.value.where == "input.players[1].cards[0]"
