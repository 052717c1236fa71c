"""Scenarios for Agora (the `agora` option): senators in the Ages, recruiting them, senate
actions, control of the chambers, political supremacy, the influence row, hidden senators."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rulebooks import get
from rulebooks.core import IllegalMove, Rng, SetupError
from rulebooks.duel import agora, data
from rulebooks.duel.game import DuelState, age_deal, new_state
from rulebooks.duel.hidden import redeal, view


def drafted(seed: int = 11, agora_on: bool = True) -> DuelState:
    state = new_state({"agora": agora_on}, seed)
    while state.phase in ("draft", "plot"):
        state = state.apply(state.legal_moves()[0])
    return state


def open_senators(state: DuelState) -> list[str]:
    return [c for c in state.available() if data.card(c).senator]


def test_senators_join_each_age_in_agoras_wider_structures():
    state = drafted()
    dealt = [c for c in state.structure if c and data.card(c).senator]
    assert len(dealt) == agora.per_age(1)
    assert len(state.removed) == data.rule("removed_per_age")
    wider = len(data.structure(1, True).slots)
    assert len(state.structure) == wider == len(drafted(agora_on=False).structure) + \
        agora.per_age(1)


def test_without_agora_the_deal_is_the_base_games():
    base = drafted(agora_on=False)
    assert base.structure == age_deal(11, 1)[0]
    assert not any(data.card(c).senator for c in base.structure if c)
    assert "influence" not in {p.key for p in base.score()[0].breakdown.parts}


def test_a_senator_costs_one_coin_per_senator_already_recruited():
    state = drafted()
    ident = open_senators(state)[0]
    held = [s for s in data.senators() if s not in state.structure][:2]
    rich = replace(state, cities=(tuple(held), ()), coins=(5, 7))
    assert rich.card_price(0, ident) == len(held)
    after = rich.apply(f"build {ident}")
    assert after.coins[0] == 5 - len(held)
    poor = replace(rich, coins=(len(held) - 1, 7))
    with pytest.raises(IllegalMove) as refused:
        poor.apply(f"build {ident}")
    assert refused.value.rule == agora.SENATORS


def test_economy_gets_nothing_from_a_senators_price():
    state = drafted()
    ident = open_senators(state)[0]
    held = [s for s in data.senators() if s not in state.structure][:1]
    before = replace(state, cities=(tuple(held), ()), tokens=((), ("economy",)),
                     board=tuple(t for t in state.board if t != "economy"))
    assert before.apply(f"build {ident}").coins[1] == before.coins[1]


@pytest.mark.parametrize("blue", [0, 1, 2, 3, 4, 5])
def test_a_politician_gives_senate_actions_by_blue_cards(blue):
    state = drafted()
    politician = next(c for c in open_senators(state) if data.card(c).section)
    blues = [c for c, spec in data.cards().items() if spec.colour == "blue"
             and c not in state.structure][:blue]
    after = replace(state, cities=(tuple(blues), ())).apply(f"build {politician}")
    assert after.phase == "senate" and after.actions == agora.actions(blue)
    steps = [row for row in agora.rule("politician_actions") if blue >= row["blue"]]
    assert after.actions == steps[-1]["actions"]


def test_a_politician_places_only_in_its_section_and_moves_to_neighbours_only():
    state = drafted()
    politician = next(c for c in open_senators(state) if data.card(c).section)
    section = agora.section_chambers(data.card(politician).section)
    after = replace(state, influence=((1, 0, 0, 0, 0, 1), agora.EMPTY[1])).apply(
        f"build {politician}")
    legal = {str(m) for m in after.legal_moves()}
    assert {m for m in legal if m.startswith("place")} == {f"place {c + 1}" for c in section}
    assert "move 1 2" in legal and "move 1 3" not in legal and "move 6 5" in legal
    outside = next(c for c in range(agora.CHAMBERS) if c not in section)
    with pytest.raises(IllegalMove) as refused:
        after.apply(f"place {outside + 1}")
    assert refused.value.rule == agora.POLITICIAN
    with pytest.raises(IllegalMove) as far:
        after.apply("move 1 3")
    assert far.value.rule == agora.SENATE


def test_a_conspirator_places_one_cube_anywhere_or_conspires_and_the_turn_passes():
    state = drafted()
    conspirator = next(c for c in open_senators(state) if not data.card(c).section)
    after = state.apply(f"build {conspirator}")
    assert after.actions == 1
    assert {str(m) for m in after.legal_moves()} == {
        *(f"place {n}" for n in range(1, agora.CHAMBERS + 1)), "conspire", "pass"}
    done = after.apply("place 4")
    assert done.influence[0][3] == 1 and done.phase == "play" and done.current == 1


def test_no_cube_can_be_placed_once_the_supply_is_used_up():
    state = drafted()
    conspirator = next(c for c in open_senators(state) if not data.card(c).section)
    full = agora.rule("cubes_each")
    spent = replace(state, influence=((full, 0, 0, 0, 0, 0), agora.EMPTY[1]))
    after = spent.apply(f"build {conspirator}")
    assert [str(m) for m in after.legal_moves()] == ["conspire", "pass"]


def test_control_needs_strictly_more_cubes():
    assert agora.controller(((2, 0, 0, 0, 0, 0), (1, 0, 0, 0, 0, 0)), 0) == 0
    assert agora.controller(((1, 0, 0, 0, 0, 0), (1, 0, 0, 0, 0, 0)), 0) is None
    assert agora.controller(((0, 0, 0, 0, 0, 0), (3, 0, 0, 0, 0, 0)), 0) == 1


def test_all_six_chambers_win_at_once_by_political_supremacy():
    state = drafted()
    conspirator = next(c for c in open_senators(state) if not data.card(c).section)
    five = replace(state, influence=((1, 1, 1, 1, 1, 0), agora.EMPTY[1]))
    won = five.apply(f"build {conspirator}").apply("place 6")
    assert won.phase == "over" and won.victory == "political"
    assert won.outcome().winners == (0,) and won.outcome().rule == agora.SUPREMACY


def test_the_influence_row_gives_the_points_of_the_chambers_controlled():
    state = replace(drafted(), influence=((2, 0, 1, 0, 0, 0), (1, 0, 0, 0, 0, 1)))
    parts = {p.key: p.points for p in state.score()[0].breakdown.parts}
    expected = sum(c["points"] for i, c in enumerate(agora.chambers()) if i in (0, 2))
    assert parts["influence"] == expected
    theirs = {p.key: p.points for p in state.score()[1].breakdown.parts}
    assert theirs["influence"] == agora.chambers()[5]["points"]


def test_face_down_senators_show_their_own_back_and_are_redealt_among_senators():
    for seed in range(50):  # a deal with a face-down senator
        state = drafted(seed)
        hidden = [i for i, c in enumerate(state.structure)
                  if c and data.card(c).senator and not state.visible(i)]
        if hidden:
            break
    assert hidden, "no deal of the first 50 seeds hides a senator"
    seen = view(state, 0)
    assert all(seen["structure"][i] == {"back": "senator"} for i in hidden)
    for n in range(5):
        again = redeal(state, 0, Rng(n))
        assert all(data.card(again.structure[i]).senator for i in hidden)
        again.check_consistency()


def test_cubes_are_refused_without_agora_and_beyond_the_supply():
    base = drafted(agora_on=False)
    with pytest.raises(SetupError):
        DuelState.from_json({**base.to_json(), "influence": [[1, 0, 0, 0, 0, 0], [0] * 6]})
    state = drafted()
    too_many = agora.rule("cubes_each") + 1
    with pytest.raises(SetupError):
        DuelState.from_json({**state.to_json(),
                             "influence": [[too_many - 1, 1, 0, 0, 0, 0], [0] * 6]})


def test_bots_finish_agora_games_and_the_json_round_trips():
    game = get("duel")
    for seed in range(3):
        state = new_state({"agora": True}, seed)
        for _ in range(400):
            if state.outcome() is not None:
                break
            state = state.apply(game.bots["greedy"](state, Rng(seed)))
            assert DuelState.from_json(state.to_json()) == state
        assert state.outcome() is not None


def test_the_calculator_scores_the_senate_and_political_supremacy():
    calc = get("duel").calculator
    result = calc.score({"players": [{}, {}], "senate": [[1] * 6, [0] * 6]})
    assert result.fact("victory") == "political" and result.fact("winners") == [0]
    with pytest.raises(SetupError):
        calc.score({"players": [{}, {}],
                    "senate": [[agora.rule("cubes_each"), 1, 0, 0, 0, 0], [0] * 6]})


# -- decrees --------------------------------------------------------------------------
def holding(state: DuelState, decree: str, player: int = 0) -> DuelState:
    """``state`` with ``decree`` in chamber 1, controlled by ``player``."""
    others = [d for d in agora.decree_pool() if d != decree]
    board = (decree, *others[:agora.rule("decrees_on_board") - 1])
    cubes = [[0] * agora.CHAMBERS, [0] * agora.CHAMBERS]
    cubes[player][0] = 1
    return replace(state, decrees=board, influence=tuple(map(tuple, cubes)))


def test_each_chamber_gets_one_decree_and_the_base_game_none():
    state = new_state({"agora": True}, 5)
    assert len(state.decrees) == len(set(state.decrees)) == agora.rule("decrees_on_board")
    assert set(state.decrees) <= set(agora.decree_pool())
    assert new_state({}, 5).decrees == ()


def test_a_colour_decree_is_one_token_per_colour_and_all_are_dealt_over_seeds():
    kinds = [entry for entry in data.data()["decrees"] if entry.get("colours")]
    tokens = [d for d, entry in agora.decrees().items() if entry["colour"]]
    assert len(tokens) == sum(len(entry["colours"]) for entry in kinds)
    dealt = {d for seed in range(60) for d in new_state({"agora": True}, seed).decrees}
    assert set(tokens) <= dealt


def test_richer_discard_pays_its_holder_more():
    state = drafted()
    card = next(c for c in state.available() if not data.card(c).senator)
    plain = state.apply(f"discard {card}").coins[0]
    held = holding(state, "richer-discard").apply(f"discard {card}").coins[0]
    assert held - plain == agora.decree_size("richer-discard", "coins")
    assert holding(state, "richer-discard", 1).apply(f"discard {card}").coins[0] == plain


def test_cheaper_trade_takes_a_coin_off_each_unit_of_its_colour_bought():
    state = drafted()
    clay, glass = (0, 1, 0, 0, 0), (0, 0, 0, 1, 0)
    off = agora.decree_size("cheaper-trade-brown", "discount")
    brown = holding(state, "cheaper-trade-brown")
    assert brown._trade(0, clay, 0) == state._trade(0, clay, 0) - off
    assert brown._trade(0, glass, 0) == state._trade(0, glass, 0)
    grey = holding(state, "cheaper-trade-grey")
    assert grey._trade(0, glass, 0) == state._trade(0, glass, 0) - off


def test_cheaper_trade_never_brings_a_unit_below_one_coin():
    from rulebooks.duel import economy
    fixed = economy.trade_cost((0, 1, 0, 0, 0), ["clay-reserve"], [], [], 0, (1, 1, 0, 0, 0))
    assert fixed == data.rule("fixed_price") == 1


def test_wonder_rebate_waives_a_resource_of_a_wonder():
    state = replace(drafted(), cities=((), ()))
    wonder = state.wonders[0][0]
    assert holding(state, "wonder-rebate").wonder_price(0, wonder) < state.wonder_price(0, wonder)


def test_more_actions_counts_more_blue_cards_for_a_politician():
    state = drafted()
    politician = next(c for c in open_senators(state) if data.card(c).section)
    after = holding(state, "more-actions").apply(f"build {politician}")
    assert after.actions == agora.actions(agora.decree_size("more-actions", "blue"))


def test_conspirator_again_gives_another_turn():
    state = drafted()
    conspirator = next(c for c in open_senators(state) if not data.card(c).section)
    assert holding(state, "conspirator-again").apply(f"build {conspirator}").apply(
        "place 2").current == 0
    assert state.apply(f"build {conspirator}").apply("place 2").current == 1


def test_coins_per_wonder_pays_the_holder_when_either_player_builds_one():
    state = replace(drafted(), coins=(40, 7))
    wonder = state.wonders[0][0]
    card = state.available()[0]
    before = holding(state, "coins-per-wonder", 1)
    after = before.apply(f"wonder {wonder} {card}")
    assert after.coins[1] == before.coins[1] + state.age


def test_shared_chains_lets_the_opponents_chain_symbol_build_for_free():
    needs = next(c for c in data.cards().values() if c.needs and c.age == 2)
    giver = next(c for c in data.cards().values() if c.gives == needs.needs)
    state = replace(drafted(), cities=((), (giver.id,)))
    assert not state.chained(0, needs.id)
    assert holding(state, "shared-chains").chained(0, needs.id)


def test_taking_the_shield_decrees_chamber_moves_the_pawn():
    state = drafted()
    conspirator = next(c for c in open_senators(state) if not data.card(c).section)
    board = ("shield", *[d for d in agora.decree_pool() if d != "shield"][:5])
    after = replace(state, decrees=board).apply(f"build {conspirator}").apply("place 1")
    assert after.conflict == agora.decree_size("shield", "shields")


def test_the_tally_counts_influence_only_with_agora():
    calc = get("duel").calculator
    rows = [{"civilian": 10, "influence": 4}, {"civilian": 12}]
    assert calc.score({"mode": "tally", "agora": True, "players": rows}).totals() == (14, 12)
    with pytest.raises(SetupError):
        calc.score({"mode": "tally", "players": rows})
    base = calc.score({"mode": "tally", "players": [{"civilian": 10}, {"civilian": 12}]})
    assert "influence" not in {p.key for p in base.parts}
