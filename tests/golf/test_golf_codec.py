"""Golf states to and from JSON: hand-edited files get precise errors."""

from __future__ import annotations

import pytest

from rulebooks import get
from rulebooks.core import NotationError, SetupError

game = get("golf")


def document():
    return game.new_state({"players": 2}, 7).to_json()


@pytest.mark.parametrize("change, kind, fragment", [
    (lambda d: d["grids"][0].pop(), SetupError, "state.grids[0]"),
    (lambda d: d["grids"][1].__setitem__(2, "11H"), NotationError, "state.grids[1][2]"),
    (lambda d: d["deck"].append(d["grids"][0][0]), SetupError, "copies of"),
    (lambda d: d.__setitem__("phase", "napping"), NotationError, "state.phase"),
    (lambda d: d.__setitem__("current", 5), NotationError, "state.current"),
    (lambda d: d["up"][0].__setitem__(0, "yes"), NotationError, "state.up[0][0]"),
    (lambda d: d.__setitem__("held", "5H"), SetupError, "copies of"),
    (lambda d: d.__setitem__("game", "chess"), SetupError, "state.game"),
    (lambda d: d["options"].__setitem__("grid", 5), SetupError, "grid"),
    # a peek's seat or card beyond the table is a number outside its range: syntax
    (lambda d: d.__setitem__("known", [[0, 2, 1]]), NotationError, "state.known[0][1]"),
    (lambda d: d.__setitem__("known", [[0, 1, 6]]), NotationError, "state.known[0][2]"),
    (lambda d: d.__setitem__("known", [[0, 1]]), SetupError, "state.known[0]"),
])
def test_bad_states_are_refused_naming_the_place(change, kind, fragment):
    data = document()
    change(data)
    with pytest.raises(kind) as refused:
        game.from_json(data)
    assert fragment in str(refused.value)


def test_a_held_card_outside_the_hold_phase_is_impossible():
    data = document()
    data["held"] = data["deck"].pop()
    with pytest.raises(SetupError) as refused:
        game.from_json(data)
    assert refused.value.rule == "golf.turn.replace"
