"""Scenarios for Agora's conspiracies (conspire, prepare, trigger, each card's effect), the
steps taken in the middle of a turn, Curia Julia, Knossos, Corruption, Organised Crime,
Agora's military tokens and the colour decrees."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from rulebooks.core import Rng, games
from rulebooks.duel import agora, data
from rulebooks.duel.game import DuelState, box_tokens, new_state
from rulebooks.duel.hidden import redeal, view
from rulebooks.duel.short import NOTATION
from tests.refusals import refused_move

BASE = {"agora": True, "seed": 11, "age": 1}


def at(**fields: Any) -> DuelState:
    """A short Agora position (seed 11, Age I) with ``fields``."""
    return NOTATION.read({**BASE, **fields})


def armed(plot: str, **fields: Any) -> DuelState:
    """Player 1 holds ``plot``, prepared (the Glassworks under it)."""
    return at(plots=[[plot], []], ready=[1, 0], under=[["glassworks"], []], **fields)


def legal(state: DuelState) -> set[str]:
    return {str(m) for m in state.legal_moves()}


def round_trip(state: DuelState) -> DuelState:
    again = DuelState.from_json(json.loads(json.dumps(state.to_json())))
    assert again == state
    return again


# -- conspiring, preparing, triggering ------------------------------------------------
def test_conspiring_draws_the_top_two_and_returns_one_where_its_owner_says():
    state = at().apply("build conspirator-6").apply("conspire")
    top = at().plot_deck
    assert state.phase == "plot" and state.drawn == top[:2] and state.current == 0
    assert legal(state) == {f"keep {c} {end}" for c in top[:2] for end in ("top", "bottom")}
    bottom = round_trip(state.apply(f"keep {top[0]} bottom"))
    assert bottom.plots[0] == (top[0],) and bottom.plot_deck[-1] == top[1]
    assert bottom.current == 1 and bottom.phase == "play" and not bottom.drawn
    on_top = state.apply(f"keep {top[1]} top")
    assert on_top.plot_deck[0] == top[0] and on_top.plots[0] == (top[1],)


def test_organised_crime_keeps_both_and_an_empty_deck_cannot_be_drawn():
    crime = at(tokens=[["organised-crime"], []]).apply("build conspirator-6").apply("conspire")
    assert crime.plots[0] == at().plot_deck[:2] and crime.current == 1
    empty = at(plots=[list(agora.conspiracies()), []], plot_deck=[])
    senate = empty.apply("build conspirator-6")
    assert "conspire" not in legal(senate)
    refused_move(senate, "conspire", agora.CONSPIRE)


def test_a_politician_does_not_conspire():
    state = at().apply("build politician-2")
    refused_move(state, "conspire", agora.POLITICIAN)


def test_preparing_takes_the_turn_and_keeps_the_card_under_the_conspiracy():
    state = at(plots=[["blackmail", "coup"], []])
    after = round_trip(state.apply("prepare coup theater"))
    assert after.under[0] == ("theater",) and "theater" not in after.structure
    assert after.plots[0] == ("coup", "blackmail") and after.ready == (1, 0)
    assert after.current == 1 and after.coins == state.coins and after.cities == state.cities
    refused_move(state, "prepare sabotage theater", agora.PREPARE)


def test_a_trigger_comes_before_the_card_and_only_once_a_turn():
    state = armed("coup")
    refused_move(replace(state, ready=(0, 0)), "trigger coup", agora.TRIGGER)
    after = state.apply("trigger coup")
    assert after.conflict == agora.conspiracies()["coup"]["shields"] and after.current == 0
    assert after.triggered[0] == ("coup",) and after.plots[0] == () and after.plotted
    assert "trigger coup" not in legal(after)
    turn = after.apply("build theater")
    assert turn.current == 1 and not turn.plotted
    two = at(plots=[["coup", "blackmail"], []], ready=[2, 0], under=[["baths", "tavern"], []])
    refused_move(two.apply("trigger coup"), "trigger blackmail", agora.TRIGGER)


# -- each conspiracy ------------------------------------------------------------------
def test_blackmail_takes_half_rounded_up_and_embezzlement_counts_cubes():
    after = armed("blackmail", coins=[2, 9]).apply("trigger blackmail")
    assert after.coins == (2 + 5, 9 - 5) and after.phase == "play"  # no cube: no move
    cubes = [[2, 1, 0, 0, 0, 0], [0, 0, 0, 1, 1, 1]]
    rich = armed("embezzlement", influence=cubes, coins=[1, 2]).apply("trigger embezzlement")
    assert rich.coins == (1 + 3, 0)


def test_expropriation_and_swindle_discard_a_card_of_their_colour():
    state = armed("expropriation", cities=[[], ["theater", "tavern"]])
    step = state.apply("trigger expropriation")
    assert legal(step) == {"destroy theater"}
    after = step.apply("destroy theater")
    assert after.cities[1] == ("tavern",) and after.discards[-1] == "theater"
    swindle = armed("swindle", cities=[[], ["theater"]]).apply("trigger swindle")
    assert swindle.phase == "play"  # no yellow card: the step is skipped


def test_extortion_takes_an_unbuilt_wonder_and_sabotage_returns_a_built_one():
    state = armed("extortion", wonders=[[], ["sphinx", "pyramids"]])
    after = round_trip(state.apply("trigger extortion").apply("steal pyramids"))
    assert after.wonders == (("pyramids",), ("sphinx",))
    built = armed("sabotage", built=[[], ["pyramids"]], tucked=[[], ["tavern"]])
    razed = round_trip(built.apply("trigger sabotage").apply("raze pyramids"))
    assert razed.built[1] == () and "pyramids" in razed.retired
    assert razed.discards[-1] == "tavern"
    assert razed.rows(1)["wonders"] == 0 < built.rows(1)["wonders"]


def test_obscurantism_buries_a_token_and_espionage_takes_one_from_the_box():
    state = armed("obscurantism", tokens=[[], ["law"]])
    step = state.apply("trigger obscurantism")
    pool = {str(m).split()[1] for m in step.legal_moves()}
    assert pool == {*state.board, "law", *box_tokens(state)}
    after = round_trip(step.apply("bury law"))
    assert after.tokens[1] == () and after.buried == ("law",)
    assert "law" not in box_tokens(after)
    spy = armed("espionage").apply("trigger espionage")
    boxed = box_tokens(spy)
    assert legal(spy) == {f"progress {t}" for t in boxed}
    took = spy.apply(f"progress {boxed[0]}")
    assert took.tokens[0] == (boxed[0],)


def test_property_fraud_builds_a_face_up_far_row_card_free_and_treason_a_boxed_one():
    state = armed("property-fraud")
    far = state.far_row()
    assert far and all(state.layout().slots[state.structure.index(c)].row == 0 for c in far)
    step = state.apply("trigger property-fraud")
    after = step.apply(f"claim {far[0]}")
    assert far[0] in after.cities[0] and far[0] not in after.structure
    assert after.coins[0] >= state.coins[0]
    treason = armed("treason").apply("trigger treason")
    boxed = treason.boxed_cards()
    assert legal(treason) == {f"claim {c}" for c in boxed}
    built = round_trip(treason.apply(f"claim {boxed[0]}"))
    assert boxed[0] in built.cities[0] and boxed[0] not in built.removed


def test_political_manoeuvre_places_removes_and_may_move():
    state = armed("political-manoeuvre", influence=[[0] * 6, [1, 0, 0, 0, 0, 0]])
    after = state.apply("trigger political-manoeuvre").apply("place 1")
    assert legal(after) == {"remove 1"}
    moved = after.apply("remove 1")
    assert moved.step_name() == "move" and "pass" in legal(moved)
    done = moved.apply("move 1 2")
    assert done.influence == ((0, 1, 0, 0, 0, 0), (0,) * 6) and done.phase == "play"


def test_turn_of_events_discards_up_to_two_accessible_cards():
    state = armed("turn-of-events")
    first = state.apply("trigger turn-of-events").apply("scrap theater")
    assert first.step_name() == "scrap-again" and "pass" in legal(first)
    second = first.apply("scrap logging-camp")
    assert second.discards[-2:] == ("theater", "logging-camp") and second.phase == "play"


def test_foreclosure_takes_a_resource_card_and_coercion_swaps_one_of_a_colour():
    state = armed("foreclosure", cities=[[], ["lumber-yard", "theater"]])
    step = state.apply("trigger foreclosure")
    assert legal(step) == {"steal lumber-yard"}
    assert step.apply("steal lumber-yard").cities == (("lumber-yard",), ("theater",))
    swap = armed("coercion", cities=[["altar"], ["baths", "apothecary"]])
    step = swap.apply("trigger coercion")
    assert "swap baths altar" in legal(step) and "steal apothecary" in legal(step)
    refused_move(step, "steal baths", agora.PLOTS)  # a blue card to give back
    after = step.apply("swap baths altar")
    assert after.cities == (("baths",), ("apothecary", "altar"))


def test_insider_influence_moves_a_decree_under_another():
    board = ["conspirator-again", "shield", "wonder-rebate", "shared-chains",
             "richer-discard", "coins-per-wonder"]
    state = armed("insider-influence", decrees=board,
                  influence=[[0, 0, 0, 0, 0, 1], [0] * 6])
    after = round_trip(state.apply("trigger insider-influence").apply("shift 5 6"))
    assert after.decrees[4] == "" and after.lower[5] == "richer-discard"
    assert after.holds(0, "richer-discard") and after.holds(0, "coins-per-wonder")
    assert not state.holds(0, "richer-discard")


def test_every_conspiracy_is_one_card_of_the_data_and_all_sixteen_are_dealt():
    state = new_state({"agora": True}, 3)
    assert sorted(state.plot_deck) == sorted(agora.conspiracies())
    assert new_state({}, 3).plot_deck == ()


# -- steps ----------------------------------------------------------------------------
def test_a_step_with_nothing_to_choose_is_skipped_and_a_step_out_of_turn_refused():
    after = armed("extortion").apply("trigger extortion")  # no Wonder to take, no cube
    assert after.phase == "play" and after.steps == ()
    step = armed("expropriation", cities=[[], ["theater"]]).apply("trigger expropriation")
    refused_move(step, "build theater", agora.PLOTS)
    refused_move(step, "pass", agora.PLOTS)  # the discard is not optional


# -- Agora's Wonders and tokens -------------------------------------------------------
def test_agoras_wonders_and_tokens_join_the_game_only_with_the_option():
    pool = {w for seed in range(40) for w in new_state({"agora": True}, seed).draft}
    assert {"curia-julia", "knossos"} & pool
    plain = {w for seed in range(40) for w in new_state({}, seed).draft}
    assert not {"curia-julia", "knossos"} & plain
    tokens = {t for seed in range(40) for t in new_state({"agora": True}, seed).board}
    assert {"corruption", "organised-crime"} <= tokens


def test_choosing_curia_julia_conspires_and_knossos_places_a_cube():
    curia = at(phase="draft", draft=["curia-julia", "knossos", "sphinx", "pyramids"],
               age=1, structure=[None] * len(data.structure(1, True).slots), removed=[])
    step = curia.apply("pick curia-julia")
    assert step.phase == "plot" and step.step_name() == "keep" and step.current == 0
    kept = step.apply(f"keep {step.drawn[0]} top")
    assert kept.phase == "draft" and kept.current == 1 and kept.plots[0] == (step.drawn[0],)
    cube = kept.apply("pick knossos")
    assert cube.step_name() == "place" and cube.current == 1
    placed = cube.apply("place 2")
    assert placed.influence[1][1] == 1 and placed.phase == "draft" and placed.current == 1


def test_building_curia_julia_and_knossos():
    curia = at(wonders=[["curia-julia"], []], coins=[20, 7], plots=[["coup"], []])
    step = curia.apply("wonder curia-julia theater")
    assert step.step_name() == "trigger-any"
    after = step.apply("trigger coup")
    gained = data.wonder("curia-julia").coins - curia.wonder_price(0, "curia-julia")
    assert after.coins[0] == 20 + gained and after.current == 0 and after.conflict == 2
    knossos = at(wonders=[["knossos"], []], coins=[20, 7])
    done = knossos.apply("wonder knossos theater").apply("place 3").apply("move 3 4")
    assert done.influence[0] == (0, 0, 0, 1, 0, 0) and done.current == 1
    assert done.rows(0)["wonders"] == data.wonder("knossos").points


def test_corruption_makes_senators_free():
    held = [["conspirator-1", "politician-1"], []]
    assert at(cities=held).card_price(0, "politician-2") == 2
    assert at(cities=held, tokens=[["corruption"], []]).card_price(0, "politician-2") == 0


def test_agoras_military_tokens_give_cubes_not_coin_losses():
    state = armed("coup", conflict=1)
    after = state.apply("trigger coup")
    assert after.coins[1] == state.coins[1] and after.loot[2] is False
    assert after.step_name() == "place" and after.current == 0
    far = armed("coup", conflict=4, influence=[[0] * 6, [0, 1, 0, 0, 0, 0]],
                loot=[True, True, False, True])
    hit = far.apply("trigger coup")
    assert hit.step_name() == "remove" and legal(hit) == {"remove 2"}
    plain = NOTATION.read({"seed": 11, "age": 1, "conflict": 1, "cities": [[], []]})
    assert plain.loot[2]


# -- colour decrees -------------------------------------------------------------------
def test_colour_decrees_pay_for_a_colour_and_waive_a_symbol():
    board = ["conspirator-again", "shield", "wonder-rebate", "shared-chains",
             "colour-rebate-yellow", "coins-per-colour-blue"]
    state = at(decrees=board, influence=[[0, 0, 0, 0, 1, 0], [0, 0, 0, 0, 0, 1]],
               coins=[2, 7])
    printed = data.card("clay-reserve").cost[0]
    assert state.card_price(0, "clay-reserve") == printed - 1
    assert state.card_price(1, "clay-reserve") == printed
    mid = state.apply("build clay-reserve")
    assert mid.coins == (2 - (printed - 1), 7)  # yellow: the blue decree pays nothing
    after = mid.apply("build theater")  # blue, built by its holder: the Age's number
    assert after.coins[1] == 7 - mid.card_price(1, "theater") + state.age


def test_the_shield_decree_moves_the_pawn_back_when_control_is_lost_or_taken():
    board = ["conspirator-again", "shield", "wonder-rebate", "shared-chains",
             "richer-discard", "coins-per-wonder"]
    held = at(decrees=board, influence=[[0, 1, 0, 0, 0, 0], [0] * 6], conflict=1)
    level = held.apply("build conspirator-6").apply("place 5").apply("build politician-2")
    assert level.conflict == 1  # nothing changed hands yet
    taken = held.apply("discard theater").apply("build politician-2").apply("place 2")
    assert taken.influence[1][1] == 1 and taken.conflict == 0  # level: the shield is lost
    stolen = at(decrees=board, influence=[[0, 1, 0, 0, 0, 0], [0, 1, 0, 0, 0, 0]],
                conflict=0, cities=[[], ["altar", "baths"]])
    two = stolen.apply("discard theater").apply("build politician-2").apply("place 2")
    assert two.conflict == -1 and two.holds(1, "shield")
    grab = at(decrees=board, influence=[[0, 2, 0, 0, 0, 0], [0, 1, 0, 0, 0, 0]],
              conflict=1, cities=[[], ["altar", "baths"]])
    swing = grab.apply("discard theater").apply("build politician-2").apply("place 2")
    swing = swing.apply("place 2")
    assert swing.holds(1, "shield") and swing.conflict == 1 - 2


# -- hidden information ---------------------------------------------------------------
def test_face_down_conspiracies_are_hidden_from_the_opponent():
    state = at(plots=[["coup", "blackmail"], ["sabotage"]], ready=[1, 0],
               under=[["baths"], []])
    mine, theirs = view(state, 0), view(state, 1)
    assert mine["plots"] == [["coup", "blackmail"], 1]
    assert theirs["plots"] == [2, ["sabotage"]] and theirs["ready"] == [1, 0]
    assert mine["plot_deck"] == len(state.plot_deck)
    for k in range(5):
        other = redeal(state, 1, Rng(k))
        assert other.plots[1] == ("sabotage",) and other.ready == state.ready
        assert len(other.plots[0]) == 2 and "sabotage" not in other.plots[0]
        assert view(other, 1) == theirs
    drawn = at().apply("build conspirator-6").apply("conspire")
    assert view(drawn, 1)["drawn"] == 2 and view(drawn, 0)["drawn"] == list(drawn.drawn)


def test_face_down_decrees_are_hidden_until_a_cube_enters_their_chamber():
    state = new_state({"agora": True}, 11)
    veiled = tuple(n - 1 for n in agora.rule("face_down_decrees"))
    assert state.veiled == veiled
    seen = view(state, 0)["decrees"]
    assert [c for c, d in enumerate(seen) if d is None] == list(veiled)
    changed = 0
    for k in range(6):
        other = redeal(state, 0, Rng(k))
        assert view(other, 0)["decrees"] == seen
        assert [other.decrees[c] for c in range(6) if c not in veiled] == \
            [state.decrees[c] for c in range(6) if c not in veiled]
        changed += other.decrees != state.decrees
    assert changed
    placed = at().apply("build conspirator-6").apply(f"place {veiled[0] + 1}")
    assert veiled[0] not in placed.veiled and view(placed, 1)["decrees"][veiled[0]]
    assert at(influence=[[0, 1, 0, 0, 0, 0], [0] * 6]).veiled == veiled[1:]


def test_treason_shows_its_owner_the_box_and_the_bots_claim_only_what_is_there():
    step = armed("treason").apply("trigger treason")
    assert view(step, 0)["removed"] == list(step.removed)
    assert view(step, 1)["removed"] == len(step.removed)
    for k in range(5):
        other = redeal(step, 0, Rng(k))
        assert other.removed == step.removed
        move = games()["duel"].bots["random"](step, Rng(k))
        assert step.is_legal(move)


def test_a_seats_view_and_drawing_depend_only_on_what_it_may_know_with_agora():
    game = games()["duel"]
    prefer = {"trigger", "prepare", "conspire", "keep"}
    state, rng, checked = new_state({"agora": True}, 5), Rng(5), 0
    while state.outcome() is None:
        moves = state.legal_moves()
        if checked % 4 == 0:
            for seat in range(2):
                legal_now = [str(m) for m in moves] if state.to_move == seat else []
                seen, drawing = view(state, seat), game.render(state, seat, legal_now)
                other = redeal(state, seat, Rng(checked))
                round_trip(other)
                assert view(other, seat) == seen
                assert game.render(other, seat, legal_now) == drawing
                if state.to_move == seat:
                    assert [str(m) for m in other.legal_moves()] == legal_now
        liked = [m for m in moves if m.verb in prefer]
        state = state.apply(rng.choice(liked) if liked and rng.below(3) else rng.choice(moves))
        checked += 1
    assert any(state.triggered) or any(state.plots)
