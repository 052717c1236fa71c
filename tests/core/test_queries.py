"""Questions a help page asks of a position: a move's legality (the position unchanged), a
Splendor card's cost after bonuses (the same figures a refused purchase carries), and the
end of a game at given totals."""

from __future__ import annotations

import pytest

from rulebooks import get
from rulebooks.core.errors import IllegalMove, NotationError, SetupError
from rulebooks.core.examples import parse_example, run, verify
from rulebooks.core.queries import ask
from rulebooks.splendor import data as splendor_data


@pytest.mark.parametrize("slug", ["golf", "llama", "locomomo", "splendor", "welcometo"])
def test_every_legal_move_is_legal_and_a_refusal_names_its_rule(slug):
    game = get(slug)
    state = game.new_state({}, 3)
    before = state.to_json()
    for move in state.legal_moves()[:5]:
        assert game.queries["legal"](state, str(move))["legal"] is True
    answer = game.queries["legal"](state, "no such move 9")
    assert answer["legal"] is False and answer["reason"]
    assert state.to_json() == before


def test_a_card_cost_counts_bonuses_and_says_what_tokens_lack():
    splendor = get("splendor")
    state = splendor.position.read({"show": ["2-24"], "seats": [
        {"tokens": {"red": 2, "gold": 1}, "bonuses": {"red": 1}}]})
    printed = splendor_data.card("2-24").cost[splendor_data.GEMS.index("red")]
    answer = splendor.queries["cost"](state, "2-24")
    assert answer["after_bonuses"] == {"red": printed - 1}
    assert answer["lacks"] == {"red": printed - 1 - 2}
    assert answer["payable"] is False
    with pytest.raises(IllegalMove) as caught:
        state.apply("buy 2-24")
    assert caught.value.to_dict()["details"] == answer


@pytest.mark.parametrize("slug, args, over, winners", [
    ("splendor", {"totals": [15, 15], "cards": [12, 10]}, True, [1]),
    ("splendor", {"totals": [14, 9]}, False, []),
    ("llama", {"totals": [12, 45]}, True, [0]),
    ("golf", {"holes": [[3, 5]] * 9}, True, [0]),
    ("golf", {"holes": [[3, 5]]}, False, []),
    ("locomomo", {"totals": [30, 34], "rounds": 6}, True, [1]),
])
def test_the_end_at_these_totals(slug, args, over, winners):
    game = get(slug)
    answer = game.queries["end"](game.new_state({}, 0), **args)
    assert (answer["over"], answer["winners"]) == (over, winners)


def test_wrong_totals_are_refused_by_place():
    with pytest.raises(SetupError) as caught:
        get("llama").queries["end"](get("llama").new_state({}, 0), totals=[1, 2, 3])
    assert caught.value.where == "ask.totals"


def test_an_example_asks_and_checks_the_answer():
    text = ('id = "q"\nposition = { hands = [["3"]], discard = ["5"] }\n'
            'ask = { query = "legal", move = "play 3" }\n'
            'expect = { answer = { legal = false, rule = "llama.play.match" } }\n')
    result = run(parse_example(text, "llama"))
    assert verify(result) == [] and "llama.play.match" in result.html
    wrong = parse_example(text.replace("legal = false", "legal = true"), "llama")
    assert verify(run(wrong)) != []
    unknown = parse_example(text.replace('"legal", move', '"weather", move'), "llama")
    assert isinstance(run(unknown).error, NotationError)


def test_a_question_with_wrong_arguments_is_refused_before_it_runs():
    state = get("llama").new_state({}, 0)
    with pytest.raises(NotationError, match=r"takes move \(given: card, move\)"):
        ask(get("llama").queries, state, {"query": "legal", "move": "draw", "card": "3"})
    with pytest.raises(NotationError, match=r"takes totals \(given: —\)"):
        ask(get("llama").queries, state, {"query": "end"})
    assert ask(get("llama").queries, state, {"query": "legal", "move": "draw"})["legal"]


def test_a_query_that_fails_inside_is_not_taken_for_wrong_arguments():
    def broken(state, move):
        raise TypeError("a bug in the query")

    with pytest.raises(TypeError, match="a bug in the query"):
        ask({"broken": broken}, get("llama").new_state({}, 0), {"query": "broken", "move": "x"})
