"""A question about one player names the player as the pages do, counting from 1, in every
game; a seat the table does not have is refused saying which seats there are."""

from __future__ import annotations

import pytest

from rulebooks import get
from rulebooks.core.errors import RulesError
from rulebooks.core.queries import ask

# (game, question without the player): every query that takes a player
ASKED = [("deus", {"query": "goods"}), ("deus", {"query": "cost", "card": "P9"}),
         ("harmonies", {"query": "habitat", "card": "kingfisher"}),
         ("splendor", {"query": "cost", "card": "2-24"}),
         ("greatwesterntrail", {"query": "holdings"})]


@pytest.mark.parametrize(("game", "question"), ASKED)
def test_player_one_is_the_first_seat_and_a_missing_seat_is_refused(game, question):
    spec = get(game)
    state = spec.new_state({}, 0)
    first = ask(spec.queries, state, {**question, "player": 1})
    assert first == ask(spec.queries, state, question)  # the first seat moves first here
    for wrong in (0, state.players + 1, -1):
        before = state.to_json()
        with pytest.raises(RulesError) as refused:
            ask(spec.queries, state, {**question, "player": wrong})
        assert refused.value.where == "ask.player"
        assert state.to_json() == before


def test_every_query_taking_a_player_is_listed_here():
    import inspect

    from rulebooks.core.registry import games

    taking = {(slug, name) for slug, spec in games().items()
              for name, query in spec.queries.items()
              if "player" in inspect.signature(query).parameters}
    assert taking == {(game, q["query"]) for game, q in ASKED}
