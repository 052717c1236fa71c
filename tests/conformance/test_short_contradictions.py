"""Short positions that contradict themselves or the rules are refused with the field, what
was expected and the rule; the position given is left as it was."""

from __future__ import annotations

import copy

import pytest

from rulebooks.core import games
from rulebooks.core.errors import RulesError, SetupError

CASES = [
    # Splendor: tokens, cards on show, nobles, turns
    ("splendor", {"supply": {"red": 9}}, "position.supply.red", "splendor.setup.tokens"),
    ("splendor", {"seats": [{"tokens": {"red": 3}}, {"tokens": {"red": 2}}]}, "position.seats",
     "splendor.setup.tokens"),
    ("splendor", {"show": ["1-01", "1-02", "1-03", "1-04", "1-05"]}, "position.show",
     "splendor.setup.display"),
    ("splendor", {"show": ["1-01"], "seats": [{"bought": ["1-01"]}]}, "position.show[0]",
     "splendor.setup.cards"),
    ("splendor", {"nobles": [1, 2]}, "position.nobles", "splendor.setup.nobles"),
    ("splendor", {"seats": [{"nobles": [2]}]}, "position.seats[0].nobles",
     "splendor.nobles.visit"),
    ("splendor", {"seats": [{"bonuses": {"red": 8}}]}, "position.seats[0].bonuses.red",
     "splendor.setup.cards"),
    ("splendor", {"to_move": 2, "turn": 2}, "position.turn", "splendor.turn.order"),
    ("splendor", {"seats": [{"reserved": ["1-01", "1-02", "1-03", "1-04"]}]},
     "position.seats[0].reserved", "splendor.reserve.limit"),
    # L.L.A.M.A.: copies of a card, token change
    ("llama", {"hands": [["1"] * 9]}, "position", "llama.setup.deck"),
    ("llama", {"tokens": [{"white": 12}]}, "position.tokens[0]", "llama.scoring.tokens"),
    # Golf: copies of a card
    ("golf", {"grids": [["2D"] * 6]}, "position", "golf.setup.deck"),
    # Golf: a turn before anyone turned a card up
    ("golf", {"phase": "turn"}, "position", "golf.setup.reveal"),
    # Locomomo: a row longer than the board
    ("locomomo", {"boards": [["Bg Bg Bg Bg Bg Bg", "", "", "", ""]]},
     "position.boards[0][0]", "locomomo.setup.boards"),
    # Welcome To...: a street that goes down
    ("welcometo", {"sheets": [{"streets": ["3 2 _ _ _ _ _ _ _ _", "_ _ _ _ _ _ _ _ _ _ _",
                                           "_ _ _ _ _ _ _ _ _ _ _ _"]}]},
     "position.sheets[0]", "welcometo.build.order"),
]


@pytest.mark.parametrize("slug, position, where, rule", CASES,
                         ids=[f"{c[0]}-{c[2]}" for c in CASES])
def test_a_contradiction_names_its_field_and_rule(slug, position, where, rule):
    given = copy.deepcopy(position)
    with pytest.raises(RulesError) as caught:
        games()[slug].position.read(position)
    error = caught.value
    assert error.where is not None and error.where.startswith(where), error
    assert error.rule == rule, error
    if isinstance(error, SetupError):
        assert error.expected
    assert position == given
