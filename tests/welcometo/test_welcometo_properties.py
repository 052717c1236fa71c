"""Properties over many random games and sheets, the codec's refusals, the page's computed
figures and the tutorial's ending."""

from __future__ import annotations

import json
from fractions import Fraction
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulebooks.core import tutorial
from rulebooks.core.errors import RulesError, SetupError
from rulebooks.core.rng import Rng
from rulebooks.welcometo import data, scoring, tables
from rulebooks.welcometo.game import WelcomeState, new_state
from rulebooks.welcometo.notation import check_sheet, read_sheet, sheet_json

OPTION_SETS = [
    {}, {"variant": "advanced"}, {"plans": "advanced", "roundabouts": True},
    {"neighbourhood": "icecream"}, {"neighbourhood": "christmas", "temp_ties": "skip"},
]


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(1, 6),
       options=st.sampled_from(OPTION_SETS), bot=st.integers(0, 2**32))
def test_random_games_keep_every_sheet_possible_and_end(seed, players, options, bot):
    state = new_state({"players": players, **options}, seed)
    rng = Rng(bot)
    for _ in range(5000):
        if state.outcome() is not None:
            break
        state = state.apply(rng.choice(state.legal_moves()))
        check_sheet(state.sheet)
    outcome = state.outcome()
    assert outcome is not None
    for score in state.score():
        assert score.breakdown.total == sum(p.points for p in score.breakdown.parts)
    for sheet in state.sheets:
        check_sheet(sheet)


@settings(max_examples=60, deadline=None)
@given(counts=st.lists(st.integers(0, 11), min_size=2, max_size=6),
       ties=st.sampled_from(scoring.TIES))
def test_temp_awards_follow_the_ranking(counts, ties):
    awards = scoring.temp_awards(counts, ties)
    top = max(counts)
    for count, award in zip(counts, awards, strict=True):
        if count == 0:
            assert award == 0
        elif count == top:
            assert award == data.temp_points()[0]
        assert award in (0, *data.temp_points())
    # more boxes never score less
    for a, b in combinations(range(len(counts)), 2):
        if counts[a] > counts[b]:
            assert awards[a] >= awards[b]


def test_sheets_round_trip_through_their_notation():
    state = new_state({"players": 3, "roundabouts": True}, 4)
    rng = Rng(9)
    while state.outcome() is None:
        state = state.apply(rng.choice(state.legal_moves()))
        for sheet in state.sheets:
            assert read_sheet(sheet_json(sheet)) == sheet


def test_chance_in_a_turn_matches_counting_every_draw():
    """The page's odds, checked by counting all three-card draws of the deck."""
    deck = data.full_deck()
    draws = list(combinations(range(len(deck)), 3))
    for number in (1, 8, 15):
        hits = sum(1 for d in draws if any(deck[i][0] == number for i in d))
        assert tables.chance_in_turn(data.deck_counts()[number]) == Fraction(hits, len(draws))


def test_strategy_tables_show_the_rare_ends():
    html = tables.odds_table()
    assert html.count("<tr>") == 1 + len(data.numbers())
    assert tables.percent(Fraction(1, 3)) == "33.3%"
    ranges = tables.ranges_table()
    assert "1 to 3" in ranges and "13 to 15" in ranges


def test_tutorial_ends_with_the_game_and_the_bot_ahead():
    script = tutorial.load("welcometo")
    moves = [step.do.canonical if step.do else "" for step in script.steps]
    final = tutorial.replay(script, moves).state
    assert final.phase == "over" and final.sheets[0].refusals == data.boxes("refusals")
    totals = [s.breakdown.total for s in final.score()]
    assert totals[1] > totals[0] and final.outcome().winners == (1,)


def test_tutorial_uses_every_effect_once():
    script = tutorial.load("welcometo")
    verbs = {step.do.canonical.split()[0] for step in script.steps if step.do}
    assert {"pool", "park", "fence", "value", "write", "bis", "plan", "refuse", "skip"} <= verbs
    assert any(step.do and step.do.canonical.endswith("-2") for step in script.steps)  # temp


@pytest.mark.parametrize("change, rule", [
    (lambda d: d.update(plans=["2-36", "1-fives", "3-235"]), "welcometo.setup.plans"),
    (lambda d: d.update(sheets=d["sheets"][:1]), "welcometo.setup.sheet"),
    (lambda d: d.update(stacks=[["8E"] * 30, [], []]), "welcometo.setup.cards"),
    (lambda d: d.update(phase="write"), "welcometo.turn.steps"),
    (lambda d: d.update(trucks=[{"dirs": ["left", "right", ""], "pos": [None] * 3,
                                  "cones": [[0] * 6, [0] * 7, [0] * 8], "bonus": [None] * 3}]),
     "welcometo.icecream"),
])
def test_impossible_states_are_refused_naming_the_rule(change, rule):
    data_ = new_state({"players": 2}, 1).to_json()
    change(data_)
    with pytest.raises(SetupError) as refused:
        WelcomeState.from_json(data_)
    assert refused.value.rule == rule


@settings(max_examples=80, deadline=None)
@given(key=st.sampled_from(["streets", "parks", "values", "temps", "refusals", "plans"]),
       junk=st.one_of(st.none(), st.integers(-3, 40), st.text(max_size=12),
                      st.lists(st.one_of(st.integers(-2, 20), st.text(max_size=8)),
                               max_size=4)))
def test_mangled_sheets_only_raise_rules_errors(key, junk):
    sheet = sheet_json(new_state({"players": 2}, 2).sheets[0])
    sheet[key] = junk
    try:
        read = read_sheet(json.loads(json.dumps(sheet)))
    except RulesError as error:
        assert error.where, str(error)
        return
    # accepted: the junk was a value this part of the sheet can hold, written back as given
    assert sheet_json(read)[key] == junk
