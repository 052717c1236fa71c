"""Deus: a scenario per rule, from short positions; expected figures come from the data."""

from __future__ import annotations

import pytest

from rulebooks.core import SetupError, get
from rulebooks.core.errors import NotationError
from rulebooks.deus import data
from rulebooks.deus.effects import village_winners
from rulebooks.deus.game import new_state
from rulebooks.deus.short import NOTATION
from tests.refusals import refused_move as refused

GAME = get("deus")
GOODS = data.GOODS


def at(**position):
    return NOTATION.read(position)


def goods(state, player=0):
    return dict(zip(GOODS, state.goods[player], strict=True))


def test_a_new_game_deals_hands_supply_and_goods_for_every_player_count():
    for players in range(data.players()[0], data.players()[1] + 1):
        state = new_state({"players": players}, 4)
        assert all(len(hand) == data.game("hand") for hand in state.hands)
        assert state.temples_left() == data.temple_stock(players)
        assert all(sum(s) == data.start("supply") * len(data.active_types()) for s in state.supply)
        assert len(state.deck) == len(data.deck()) - players * data.game("hand")


def test_the_first_building_goes_on_the_edge_and_far_from_others():
    state = at(hands=[["C1"], ["C2"]], built=[[], ["P1@b1"]], to_move=1)
    refused(state, "build C1 c3", "deus.build.first")  # inside the map
    refused(state, "build C1 c1", "deus.build.first")  # on the edge, but next to b1
    far = [loc for loc in state.first_build_far]
    assert far and all(state.board.distance(loc, "b1") >= data.game("first_distance")
                       for loc in far)
    assert state.is_legal(f"build C1 {sorted(far)[0]}") or \
        state.board.terrain[sorted(far)[0]] == "sea"


def test_a_build_pays_resources_first_then_gold_for_the_rest():
    state = at(hands=[["P9"], ["C1"]], goods=[{"wood": 1, "stone": 0, "gold": 9}, {}])
    after = state.apply("build P9 b1")
    assert goods(after)["gold"] == 9 - data.game("gold_per_resource")
    assert goods(after)["wood"] == 2  # one paid, two produced on the forest


def test_a_build_that_cannot_be_paid_is_refused():
    state = at(hands=[["P9"], ["C1"]], goods=[{"wood": 0, "stone": 0, "gold": 1}, {}])
    refused(state, "build P9 b1", "deus.build.cost")


def test_the_whole_column_resolves_oldest_first():
    state = at(hands=[["P2"], ["C1"]], built=[["P1@b1"], []],
               goods=[{"wood": 1, "wheat": 1}, {}])
    after = state.apply("build P2 c1")  # field: wheat; the older one on b1 gives wood
    assert goods(after)["wood"] == 2 and goods(after)["wheat"] == 1


def test_production_stops_when_the_shared_stock_is_empty():
    stock = data.game("resource_limit") * 2  # two players
    state = at(hands=[["P2"], ["C1"]], built=[["P1@b1"], []],
               goods=[{"wood": stock - 1, "wheat": 1}, {"wood": 1}])
    assert goods(state.apply("build P2 c1"))["wood"] == stock - 1  # nothing left to take
    spent = at(hands=[["P2"], ["C1"]], built=[["P1@b1"], []],
               goods=[{"wood": stock - 2, "wheat": 1}, {"wood": 1}])
    assert goods(spent.apply("build P2 c1"))["wood"] == stock - 1  # the one left


def test_with_the_personal_reading_production_stops_at_the_players_limit():
    limit = data.game("resource_limit")
    state = at(resource_stock="personal", hands=[["P2"], ["C1"]], built=[["P1@b1"], []],
               goods=[{"wood": limit, "wheat": 1}, {}])
    assert goods(state.apply("build P2 c1"))["wood"] == limit
    with pytest.raises(SetupError) as personal:
        at(resource_stock="personal", goods=[{"wood": limit + 1}, {}])
    assert personal.value.rule == "deus.resources.limit"


def test_ships_on_sea_and_nothing_else_there():
    state = at(hands=[["M1", "C1"], ["C2"]], built=[["P1@b1"], []])
    refused(state, "build M1 c1", "deus.build.sea")
    refused(state, "build C1 a1", "deus.build.sea")
    assert state.is_legal("build M1 a1")


def test_no_building_on_a_village_and_no_second_player_on_a_location():
    state = at(hands=[["C1"], ["C2"]], built=[["P1@b2"], ["P2@c1"]])
    refused(state, "build C1 c2", "deus.villages")
    refused(state, "build C1 c1", "deus.build.occupied")


def test_one_building_of_each_kind_per_location():
    state = at(hands=[["P2", "C1"], ["C2"]], built=[["P1@b1"], []])
    refused(state, "build P2 b1", "deus.build.one-per-type")
    assert state.is_legal("build C1 b1")


def test_a_building_needs_one_ready():
    state = at(hands=[["P2"], ["C2"]], built=[["P1@b1"], []],
               supply=[{"production": 0, "maritime": 1, "scientific": 1, "civil": 1,
                        "military": 1}, {}])
    refused(state, "build P2 c1", "deus.build.supply")


def test_building_away_from_your_locations_off_the_edge_is_refused():
    state = at(hands=[["C1"], ["C2"]], built=[["P1@b1"], []])
    refused(state, "build C1 c3", "deus.build.adjacent")


def test_a_far_edge_location_costs_the_edge_penalty():
    penalty = data.game("edge_penalty")
    rich = at(hands=[["C1"], ["C2"]], built=[["P1@b1"], []], goods=[{"vp": penalty}, {}])
    assert goods(rich.apply("build C1 f3"))["vp"] == 0
    poor = at(hands=[["C1"], ["C2"]], built=[["P1@b1"], []], goods=[{"vp": penalty - 1}, {}])
    refused(poor, "build C1 f3", "deus.build.cost")


def test_temples_go_on_your_own_land_and_need_a_full_row_for_the_next():
    state = at(hands=[["T1", "T2"], ["C2"]], built=[["P1@b1", "C1@c1"], []])
    refused(state, "build T1 a2", "deus.build.temple")
    second = state.apply("build T1 b1").apply("offer C2")
    second = second.apply("done")
    assert second.to_move == 0
    refused(second, "build T2 c1", "deus.build.temple-row")


def test_once_the_temple_stock_is_empty_a_temple_card_has_no_building():
    stock = data.temple_stock(2)
    lands = ["b1", "c1", "d1", "e1", "a2"][:stock + 1]
    built = [f"P{i + 1}@{loc}" for i, loc in enumerate(lands)]
    none = [{k: 0 for k in data.active_types()}, {}]
    with pytest.raises(SetupError) as error:  # more temples on the map than the stock holds
        at(built=[[*built, *(f"T{i + 1}@{loc}" for i, loc in enumerate(lands))], []],
           supply=none)
    assert error.value.rule == "deus.end.temples"
    full = at(built=[[*built, *(f"T{i + 1}@{loc}" for i, loc in enumerate(lands[:stock])),
                      f"T{stock + 1}"], []], supply=none)
    assert full.temples_left() == 0 and full.on_map(0, "temple") == stock
    assert full.cards_built(0, "temple") == stock + 1


def test_every_god_gives_its_gift():
    hand = [["M1", "M2", "C1", "C2", "W1"], ["P1"]]
    neptune = at(hands=hand).apply("offer M1").apply("discard M2").apply("done")
    assert goods(neptune)["gold"] == data.start("gold") + 2 * data.game("neptune")
    assert neptune.supply[0][data.active_types().index("maritime")] == data.start("supply") + 1
    low, high = data.game("vesta")
    one = at(hands=hand).apply("offer C1").apply("done")
    two = at(hands=hand).apply("offer C1").apply("discard C2").apply("discard W1").apply("done")
    start = data.start("vp")
    assert (goods(one)["vp"], goods(two)["vp"]) == (start + low, start + high)
    mars = at(hands=hand).apply("offer W1").apply("discard C1").apply("done")
    assert mars.phase == "gain" and mars.gains == 2
    mars = mars.apply("take civil").apply("take maritime")
    ready = dict(zip(data.active_types(), mars.supply[0], strict=True))
    assert ready["civil"] == ready["maritime"] == ready["military"] == data.start("supply") + 1


def test_minerva_draws_one_more_card_per_card_given():
    state = at(hands=[["S1", "S2", "C1"], ["P1"]]).apply("offer S1").apply("discard S2")
    after = state.apply("done")
    assert len(after.hands[0]) == data.game("hand") + 2


def test_jupiter_picks_another_god_and_never_itself():
    state = at(hands=[["T1", "C1"], ["P1"]]).apply("offer T1").apply("discard C1").apply("done")
    assert state.phase == "god"
    refused(state, "god jupiter", "deus.offer.jupiter")
    after = state.apply("god neptune")
    assert goods(after)["gold"] == data.start("gold") + 2 * data.game("neptune")


def test_drawing_stops_at_the_hand_limit():
    hand = [f"C{n}" for n in range(1, data.game("hand_limit") + 1)]
    state = at(hands=[hand, ["P1"]]).apply("offer C1").apply("discard C2").apply("done")
    assert len(state.hands[0]) == data.game("hand_limit") - 2  # no draw: above the hand size
    minerva = at(hands=[[*(f"S{n}" for n in range(1, 4)), *hand[:7]], ["P1"]])
    minerva = minerva.apply("offer S1").apply("discard S2").apply("discard S3").apply("done")
    assert len(minerva.hands[0]) == data.game("hand_limit")


def test_building_the_last_card_draws_back_to_the_hand_size():
    state = at(hands=[["P9"], ["C1"]])
    assert len(state.apply("build P9 b1").hands[0]) == data.game("hand")


def test_an_empty_deck_is_made_from_the_discard_pile():
    state = new_state({"players": 2}, 1)
    empty = NOTATION.read({"hands": [list(state.hands[0]), list(state.hands[1])],
                           "discard": list(state.deck), "deck": []})
    card = empty.hands[0][0]
    after = empty.apply(f"offer {card}").apply("done")
    assert after.shuffles == 1 and len(after.hands[0]) >= data.game("hand")


def test_a_village_goes_to_the_most_military_then_the_most_buildings():
    assert village_winners([(0, ("military",)), (1, ("military", "civil"))]) == [1]
    assert village_winners([(0, ("military",)), (1, ("production",)),
                            (1, ("civil",))]) == [0]
    assert village_winners([(0, ("military",)), (1, ("military",))]) == [0, 1]


def test_filling_the_ring_round_a_village_attacks_it():
    state = at(hands=[["P9"], ["C1"]], built=[["W1@c1", "P1@d1", "C3@d2"], ["W2@c3", "P2@d3"]],
               goods=[{"wood": 1, "stone": 1}, {}])
    index = state.board.villages.index("c2")
    after = state.apply("build P9 b2")
    assert after.villages[index] == 0
    assert goods(after)["vp"] == data.start("vp") + state.villages[index]
    assert goods(after, 1)["vp"] == data.start("vp")


def test_the_end_finishes_the_round_then_gives_everyone_one_more_turn():
    stock = data.temple_stock(2)
    locations = ["b1", "c1", "d1", "e1"][:stock]
    built = [f"P{i + 1}@{loc}" for i, loc in enumerate(locations)]
    built += [f"C{i + 1}@{loc}" for i, loc in enumerate(locations)]
    built += [f"S{i + 1}@{loc}" for i, loc in enumerate(locations[:stock - 1])]
    built += [f"W{i + 1}@{loc}" for i, loc in enumerate(locations[:stock - 1])]
    built += [f"M{i + 1}@{loc}" for i, loc in enumerate(["a1", "f1", "a5"][:stock - 1])]
    built += [f"T{i + 1}@{loc}" for i, loc in enumerate(locations[:stock - 1])]
    state = at(hands=[[f"T{stock}"], ["C9"]], built=[built, []],
               supply=[{k: 0 for k in data.active_types()}, {}])
    after = state.apply(f"build T{stock} {locations[-1]}")
    # the round ends with player 2, then one more turn each
    assert after.temples_left() == 0 and after.final_turns == 1 + after.players
    while after.outcome() is None:
        after = after.apply(after.legal_moves()[0])
    assert after.turn - state.turn == 1 + 1 + after.players


def test_scoring_tokens_temples_capped_and_majorities():
    cap = data.game("temple_cap")
    state = at(built=[["M1@a1", "M2@f1", "M3@a5", "M4@f5", "P1@b1", "T1@b1"], []],
               goods=[{"vp": 3, "gold": 7, "wood": 2}, {"gold": 7, "wood": 1}],
               supply=[{"maritime": 1}, {}])
    parts = {p.key: p.points for p in state.breakdown(0).parts}
    assert parts["tokens"] == 3
    assert parts["temple.t1"] == min(cap, 4 * data.card("T1").score.n)
    assert parts["majority.gold"] == parts["majority.wood"] == data.game("majority")
    assert "majority.gold" in {p.key for p in state.breakdown(1).parts}
    assert "majority.clay" in {p.key for p in state.breakdown(1).parts}  # tied at the start


def test_a_player_with_no_card_passes_and_every_one_passing_ends_the_game():
    refused(at(hands=[["C2"], ["C1"]]), "pass", "deus.turn.pass")
    alone = at(hands=[[], ["C1"]])
    assert [str(m) for m in alone.legal_moves()] == ["pass"]
    assert alone.apply("pass").passes == 1
    both = at(hands=[[], []]).apply("pass")
    assert both.outcome() is None
    assert both.apply("pass").outcome() is not None


def test_impossible_positions_are_refused_with_the_field():
    with pytest.raises(SetupError) as twice:
        at(hands=[["C1"], ["C1"]])
    assert twice.value.where.endswith("hands[1]")
    with pytest.raises(SetupError) as shared:
        at(built=[["P1@b1"], ["C1@b1"]])
    assert shared.value.rule == "deus.build.occupied"
    with pytest.raises(SetupError) as sea:
        at(built=[["P1@a1"], []])
    assert sea.value.rule == "deus.build.sea"
    with pytest.raises(SetupError) as limit:
        stock = data.game("resource_limit") * 2
        at(goods=[{"wood": stock}, {"wood": 1}])
    assert limit.value.rule == "deus.resources.limit"


def test_a_view_hides_other_hands_the_deck_and_other_tokens():
    state = at(goods=[{"vp": 4}, {"vp": 2}])
    view = GAME.view(state, 0)
    assert view["hands"][0] == list(state.hands[0]) and view["hands"][1] == len(state.hands[1])
    assert view["deck"] == len(state.deck)
    assert view["goods"][0]["vp"] == 4 and view["goods"][1]["vp"] is None
    drawing = GAME.render(state, 0, [])
    assert all(card not in drawing for card in state.hands[1] if card not in state.hands[0])


def test_the_calculator_refuses_what_no_end_of_game_shows():
    score = GAME.calculator.score
    with pytest.raises(SetupError) as temples:
        score({"temples": ["T1"], "buildings": {"temple": 2}, "locations": 2,
               "goods": [{}, {}]})
    assert temples.value.rule == "deus.build.temple"
    with pytest.raises(SetupError) as where:
        score({"buildings": {"civil": 3}, "locations": 0, "goods": [{}, {}]})
    assert where.value.where == "input.locations"
    with pytest.raises(SetupError):
        score({"mode": "tally", "temples": [data.game("temple_cap") + 1]})
    tally = score({"mode": "tally", "vp": 3, "temples": [5], "majorities": 1})
    assert tally.total == 3 + 5 + data.game("majority")


def test_a_build_may_pay_named_resources_with_gold_even_when_held():
    rate = data.game("gold_per_resource")
    card = next(c for c in data.deck() if data.card(c).type == "production"
                and dict(data.card(c).cost).get("wood") == 1)
    cost = dict(data.card(card).cost)
    held = {r: cost.get(r, 0) for r in data.resources()}
    state = at(hands=[[card], ["C1"]], goods=[{**held, "gold": rate}, {"gold": 5}])
    edge = next(m.location for m in state.legal_moves() if m.verb == "build")
    default = state.apply(f"build {card} {edge}")
    chosen = state.apply(f"build {card} {edge} wood")
    # the default spends the wood held; naming it keeps the wood and pays the gold
    assert goods(chosen)["wood"] - goods(default)["wood"] == 1
    assert goods(default)["gold"] - goods(chosen)["gold"] == rate
    refused(state, f"build {card} {edge} wood+wood", "deus.build.cost")
    refused(at(hands=[[card], ["C1"]], goods=[{**held, "gold": rate - 1}, {"gold": 5}]),
            f"build {card} {edge} wood", "deus.build.cost")
    with pytest.raises(NotationError):
        state.apply(f"build {card} {edge} gems")


# -- military units on the move (deus.march), on the two-player map: village c2 touches
# b2 c1 c3 d1 d2 d3; a1 and a5 are sea
ELEPHANTS = next(c for c in data.deck() if data.card(c).effect
                 and data.card(c).effect.kind == "march")
EFFECT = data.card(ELEPHANTS).effect
PAY = [{"wheat": 2, "gold": 5, "vp": 0}, {"gold": 5}]


def at_march(built, hands=None, goods=None):
    return NOTATION.read({"hands": hands or [[ELEPHANTS, "C1"], ["C2"]], "built": built,
                          "goods": goods or PAY})


def marching(built, where="b3"):
    state = at_march(built).apply(f"build {ELEPHANTS} {where}")
    assert state.phase == "march" and state.current == 0
    return state


def test_a_march_card_waits_for_the_players_moves_and_nothing_else_is_played():
    state = marching([["W1@b2", "P1@b3"], []])
    assert state.marches == EFFECT.n and state.pending[0] == ELEPHANTS
    refused(state, "build C1 a2", "deus.march")
    refused(state, "offer C1", "deus.march")
    assert "halt" in [str(m) for m in state.legal_moves()]


def test_a_unit_crosses_villages_and_other_players_but_stops_only_on_free_or_own_land():
    state = marching([["W1@b2", "P1@b3"], ["P2@d1"]])
    moved = state.apply("march b2 d2")  # through the village c2
    assert "W1@d2" in moved.built[0]
    refused(state, "march b2 c2", "deus.march.stop")     # a village
    refused(state, "march b2 d1", "deus.march.stop")     # another player's region
    refused(state, "march b2 b3", "deus.march.stop")     # the new unit already stands there
    refused(state, "march b2 b2", "deus.march")
    refused(state, "march c1 b1", "deus.march")          # no unit there


def test_a_unit_goes_no_further_than_the_card_says():
    state = marching([["W1@b2", "P1@b3"], []])
    far = [loc for loc in state.board.names if state.board.distance("b2", loc) == EFFECT.reach + 1
           and state.board.terrain[loc] not in ("sea", "village")]
    refused(state, f"march b2 {far[0]}", "deus.march.path")


def test_the_sea_is_open_only_where_the_player_has_a_ship():
    refused(marching([["W1@a2", "P1@b3"], []]), "march a2 a1", "deus.march.sea")
    state = marching([["W1@a2", "M1@a1", "P1@b3"], []]).apply("march a2 a1")
    assert "W1@a1" in state.built[0]
    assert state.pieces["a1"] == (0, ("military", "maritime"))


def test_another_players_ship_closes_the_sea():
    state = marching([["W1@a2", "P1@b3"], ["M1@a1"]])
    refused(state, "march a2 a1", "deus.march.sea")


def test_a_unit_alone_with_a_temple_stays_but_may_leave_once_another_building_is_there():
    refused(marching([["W1@b2", "T1@b2", "P1@b3"], []]), "march b2 c1", "deus.march.temple")
    state = marching([["W1@b2", "T1@b2", "C5@b2", "P1@b3"], []])
    assert "W1@c1" in state.apply("march b2 c1").built[0]


def test_a_move_that_closes_a_ring_attacks_the_village_at_once():
    state = marching([["W1@b3", "P1@b2", "C3@c1"], ["P2@d1", "P3@d2", "P4@d3"]], where="b2")
    assert state.villages[0] == 6
    after = state.apply("march b3 c3")
    assert after.villages[0] == 0 and after.goods[0][data.GOODS.index("vp")] == 6
    assert after.phase == "march"  # the second unit may still move


def test_each_unit_moves_once_per_card_and_the_column_goes_on_afterwards():
    state = marching([["W1@b2", "P1@b3"], []])
    once = state.apply("march b2 c1")
    refused(once, "march c1 b1", "deus.march")
    done = once.apply("march b3 a3")
    assert done.phase == "turn" and done.current == 1 and done.marched == ()
    halted = state.apply("halt")
    assert halted.phase == "turn" and halted.current == 1 and "W1@b2" in halted.built[0]


def test_a_march_with_no_unit_able_to_move_is_skipped():
    # both units stand alone with a temple: neither may move, so the turn simply ends
    state = at_march([["W1@b2", "T1@b2", "T2@b3"], []]).apply(f"build {ELEPHANTS} b3")
    assert state.phase == "turn" and state.current == 1


def test_a_march_is_refused_outside_a_march():
    refused(at_march([["W1@b2"], []]), "march b2 c1", "deus.march")
    refused(at_march([["W1@b2"], []]), "halt", "deus.march")


def test_positions_a_march_cannot_reach_are_refused():
    with pytest.raises(SetupError) as error:
        at_march([["W1@a1"], []])
    assert error.value.rule == "deus.march.sea"
    with pytest.raises(SetupError) as error:
        type(state := at_march([["W1@b2"], []])).from_json({**state.to_json(), "marched": ["b2"]})
    assert error.value.rule == "deus.march"
