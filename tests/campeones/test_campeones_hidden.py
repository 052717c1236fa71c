"""Special cards and what each coach may know of them: the attacker's card stays face down
for the defender (in the view and in every redealt position) until both are shown."""

from __future__ import annotations

import pytest

from rulebooks.campeones import data, hidden
from rulebooks.campeones.short import NOTATION
from rulebooks.core.errors import IllegalMove
from rulebooks.core.rng import Rng

SPECIAL = {"phase": "special", "taken": 2, "attacker": 0, "to_move": 1, "action": "special"}


def test_the_stronger_defence_stops_a_special_shot_and_both_cards_leave():
    state = NOTATION.read(SPECIAL).apply("special NX3")
    after = state.apply("block TX3")
    assert data.card("TX3").defence > data.card("NX3").shot
    assert after.totals() == (0, 0) and after.attacker == 1
    assert {"NX3", "TX3"} <= set(after.box) and after.revealed == ("NX3", "TX3")


def test_an_equal_or_weaker_defence_lets_the_special_shot_in():
    state = NOTATION.read(SPECIAL).apply("special NX1")
    weakest = min(data.specials(1), key=lambda c: data.card(c).defence)
    assert data.card(weakest).defence <= data.card("NX1").shot
    assert state.apply(f"block {weakest}").totals() == (1, 0)


def test_the_defender_cannot_answer_before_the_attacker_chooses():
    state = NOTATION.read(SPECIAL)
    with pytest.raises(IllegalMove) as caught:
        state.apply("block NX1")
    assert caught.value.rule == "campeones.special"


def test_no_special_shot_without_special_cards_on_both_sides():
    state = NOTATION.read({"phase": "choose", "taken": 2, "attacker": 0, "to_move": 1,
                           "specials": [list(data.specials(0)), []],
                           "box": list(data.specials(1))})
    assert "attempt special" not in {str(m) for m in state.legal_moves()}
    with pytest.raises(IllegalMove) as caught:
        state.apply("attempt special")
    assert caught.value.rule == "campeones.special"


def test_the_chosen_card_is_face_down_for_the_defender_only():
    state = NOTATION.read(SPECIAL).apply("special NX2")
    assert hidden.view(state, 0)["secret"] == "NX2"
    assert hidden.view(state, 1)["secret"] != "NX2"
    assert "NX2" not in str(hidden.view(state, 1)["secret"])
    seen = {hidden.redeal(state, 1, Rng(seed)).secret for seed in range(30)}
    assert seen == set(data.specials(0))  # any of the attacker's three, as far as they know
    for seed in range(5):
        again = hidden.redeal(state, 1, Rng(seed))
        assert sorted((*again.specials[0], again.secret)) == sorted(data.specials(0))
        assert hidden.view(again, 1) == {**hidden.view(state, 1)}
