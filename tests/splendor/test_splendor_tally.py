"""The Splendor calculator's tally mode: counts from the table give the totals, winners and
tie-break the cards give, and counts no table can show are refused by place and rule."""

from __future__ import annotations

import pytest
from splendor_positions import playout

from rulebooks import get
from rulebooks.core.errors import SetupError
from rulebooks.splendor import data
from rulebooks.splendor.tally import SAMPLE_TALLY, best_points, fewest_cards_for_a_noble

CALC = get("splendor").calculator


def tally_of(state) -> dict:
    """What the players would count at the end of ``state``."""
    return {"mode": "tally", "players": [
        {"card_points": sum(data.card(c).points for c in state.bought[p]),
         "nobles": len(state.visitors[p]), "cards": len(state.bought[p])}
        for p in range(state.players)]}


@pytest.mark.parametrize("players, seed", [(2, 4), (3, 5), (4, 6)])
def test_a_finished_game_tallied_gives_its_outcome(players, seed):
    final = playout(players, seed, bot="greedy")[-1]
    outcome = final.outcome()
    result = CALC.score(tally_of(final))
    assert result.totals() == outcome.totals
    assert result.fact("winners") == list(outcome.winners)
    cards = CALC.score({"players": [{"cards": list(final.bought[p]),
                                     "nobles": list(final.visitors[p])}
                                    for p in range(players)]})
    assert result.totals() == cards.totals() and result.fact("cards") == cards.fact("cards")


def test_the_sample_tally_is_decided_by_the_card_count():
    result = CALC.score(SAMPLE_TALLY)
    seats = SAMPLE_TALLY["players"]
    totals = [s["card_points"] + s["nobles"] * data.noble_points() for s in seats]
    assert list(result.totals()) == totals and totals[0] == totals[1]
    fewer = min(range(2), key=lambda p: seats[p]["cards"])
    assert result.fact("winners") == [fewer] and result.fact("tie_broken") is True


@pytest.mark.parametrize("seats, where, rule", [
    ([{"cards": 2, "card_points": best_points(2) + 1}, {"cards": 0}],
     "input.players[0].card_points", "splendor.scoring.cards"),
    ([{"cards": fewest_cards_for_a_noble() - 1, "nobles": 1}, {"cards": 0}],
     "input.players[0].nobles", "splendor.nobles.visit"),
    ([{"cards": 50}, {"cards": 50}], "input.players", "splendor.setup.cards"),
    ([{"cards": 20, "nobles": 2}, {"cards": 20, "nobles": 2}], "input.players",
     "splendor.setup.nobles"),
    ([{"cards": "ten"}, {"cards": 0}], "input.players[0].cards", "splendor.setup.cards"),
    ([{"cards": 3}], "input.players", "splendor.turn.order"),
])
def test_counts_no_table_can_show_are_refused(seats, where, rule):
    with pytest.raises(SetupError) as caught:
        CALC.score({"mode": "tally", "players": seats})
    assert (caught.value.where, caught.value.rule) == (where, rule)
