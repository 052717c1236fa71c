"""Scripted scenarios, one group per rule of rulebooks/splendor/rules.md."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest
from splendor_positions import (
    bought,
    checked,
    drain,
    face_up,
    fresh,
    give,
    legal,
    refused,
    reserved,
)

from rulebooks.splendor import data
from rulebooks.splendor.data import GEMS, GOLD_INDEX, TOKENS

LIMIT = data.rule("token_limit")
RESERVE_LIMIT = data.rule("reserve_limit")
SAME_MIN = data.rule("same_colour_min")
TARGET = data.rule("target")
PLAYERS = range(data.players()[0], data.players()[1] + 1)


def tokens(state, player):
    return dict(zip(TOKENS, state.tokens[player], strict=True))


def supply(state):
    return dict(zip(TOKENS, state.supply, strict=True))


# -- splendor.setup.* -------------------------------------------------------------
@pytest.mark.parametrize("players", PLAYERS)
def test_setup_lays_out_cards_nobles_and_tokens(players):
    state = fresh(players, seed=players)
    placed = [c for deck in state.decks for c in deck] + [c for row in state.display for c in row]
    assert sorted(placed) == sorted(spec.id for spec in data.cards())
    for level, row in zip(data.LEVELS, state.display, strict=True):
        assert len(row) == data.rule("display")
        assert all(data.card(c).level == level for c in row)
    assert len(state.nobles) == players + data.rule("extra_nobles")
    assert state.supply == (*[data.gem_supply(players)] * len(GEMS), data.gold_supply())
    assert all(sum(t) == 0 for t in state.tokens) and state.current == 0


def test_fewer_players_use_fewer_gems_but_all_the_gold():
    counts = [data.gem_supply(n) for n in PLAYERS]
    assert counts == sorted(counts) and counts[-1] == data.box_gems()
    assert len({data.full_supply(n)[GOLD_INDEX] for n in PLAYERS}) == 1


def test_seeds_shuffle_decks_and_nobles_reproducibly():
    assert fresh(2, 5) == fresh(2, 5)
    assert fresh(2, 5).decks != fresh(2, 6).decks
    assert {fresh(2, s).nobles for s in range(10)} != {fresh(2, 0).nobles}


# -- splendor.turn.order / splendor.turn.actions ----------------------------------------
def test_turns_go_round_in_seat_order():
    state = fresh(3)
    seen = []
    for move in ["take white blue green", "take white blue red", "take green red black",
                 "take white blue green"]:
        seen.append(state.to_move)
        state = state.apply(move)
    assert seen == [0, 1, 2, 0]
    assert state.turn == 4


def test_a_move_out_of_turn_is_refused():
    refused(fresh(), "take white blue green", "splendor.turn.order", player=1)


def test_the_four_actions_are_offered_and_nothing_else():
    verbs = {move.split()[0] for move in legal(fresh())}
    assert verbs == {"take", "reserve"}  # nothing is affordable yet, and no pass
    rich = give(fresh(), 0, gold=data.gold_supply())
    assert {move.split()[0] for move in legal(rich)} == {"take", "reserve", "buy"}


# -- splendor.take.different / splendor.take.same / splendor.take.short / gold ----------
def test_three_different_colours_move_from_the_supply_to_the_player():
    state = fresh(2).apply("take white blue green")
    assert tokens(state, 0) == {"white": 1, "blue": 1, "green": 1, "red": 0, "black": 0,
                                "gold": 0}
    assert sum(state.supply) == sum(fresh(2).supply) - 3


def test_a_colour_twice_in_a_three_take_is_refused():
    refused(fresh(), "take white white blue", "splendor.take.different")


def test_an_empty_colour_cannot_be_chosen():
    state = drain(fresh(), "red")
    refused(state, "take white blue red", "splendor.take.different")


def test_two_of_a_colour_need_the_minimum_before_taking():
    state = fresh(2)
    left = state.supply[TOKENS.index("red")]
    assert left == SAME_MIN  # two players: exactly the minimum, so two can be taken
    after = state.apply("take 2 red")
    assert tokens(after, 0)["red"] == 2
    short = give(state, 1, red=left - SAME_MIN + 1)
    refused(short, "take 2 red", "splendor.take.same")


def test_take_two_reads_both_ways():
    state = fresh(4)
    assert state.apply("take red red") == state.apply("take 2 red")


def test_gold_cannot_be_taken():
    refused(fresh(), "take white blue gold", "splendor.take.gold")
    refused(fresh(), "take 2 gold", "splendor.take.gold")


def test_fewer_colours_only_when_fewer_than_three_are_left():
    state = fresh(2)
    refused(state, "take white blue", "splendor.take.short")
    two_left = drain(state, "white", "blue", "green")
    assert {m for m in legal(two_left) if m.startswith("take")} >= {"take red black",
                                                                     "take red", "take black"}
    after = two_left.apply("take red black")
    assert tokens(after, 0)["red"] == tokens(after, 0)["black"] == 1


def test_the_strict_reading_refuses_short_takes():
    state = drain(fresh(2, short_take=False), "white", "blue", "green")
    refused(state, "take red black", "splendor.take.different")
    assert not any(m.startswith("take") and len(m.split()) < 4 and " 2 " not in m
                   for m in legal(state))


# -- splendor.tokens.limit ---------------------------------------------------------
def nine_tokens():
    return give(fresh(2), 0, white=2, blue=2, green=2, red=2, black=1)


def test_going_over_the_limit_asks_for_tokens_back():
    state = nine_tokens().apply("take white blue green")
    assert state.phase == "return" and state.to_move == 0
    assert sum(state.tokens[0]) == 9 + 3
    assert legal(state) == {f"return {c}" for c in TOKENS if state.tokens[0][TOKENS.index(c)]}
    refused(state, "take red black white", "splendor.tokens.limit")
    refused(state, "buy " + state.display[0][0], "splendor.tokens.limit")
    state = state.apply("return white")
    assert state.phase == "return"
    state = state.apply("return green")
    assert state.phase == "main" and state.to_move == 1 and sum(state.tokens[0]) == LIMIT


def test_the_player_may_give_back_what_they_just_took():
    state = nine_tokens().apply("take white blue black")
    after = state.apply("return black").apply("return black")
    assert tokens(after, 0)["black"] == 0 and after.to_move == 1


def test_tokens_cannot_be_given_back_at_or_under_the_limit():
    refused(nine_tokens(), "return white", "splendor.tokens.limit")


def test_a_colour_not_held_cannot_be_given_back():
    state = nine_tokens().apply("take white blue green")
    refused(state, "return gold", "splendor.tokens.limit")


def test_bonuses_do_not_count_towards_the_limit():
    state = bought(nine_tokens(), 0, "1-01", "1-02", "1-03")
    after = state.apply("reserve deck 1")
    assert sum(after.tokens[0]) == LIMIT and after.to_move == 1


# -- splendor.reserve / .limit / .gold ----------------------------------------------
def test_reserving_a_face_up_card_refills_its_space_and_gives_gold():
    state = fresh(2)
    ident, top = state.display[1][2], state.decks[1][-1]
    after = state.apply(f"reserve {ident}")
    assert after.reserved[0] == ((ident, False),)
    assert after.display[1][2] == top and len(after.decks[1]) == len(state.decks[1]) - 1
    assert tokens(after, 0)["gold"] == 1
    assert supply(after)["gold"] == supply(state)["gold"] - 1


def test_reserving_blind_takes_the_deck_top_unseen():
    state = fresh(2)
    top = state.decks[2][-1]
    after = state.apply("reserve deck 3")
    assert after.reserved[0] == ((top, True),)
    assert after.display == state.display


def test_a_card_not_face_up_cannot_be_reserved():
    state = fresh(2)
    hidden = state.decks[0][0]
    refused(state, f"reserve {hidden}", "splendor.reserve")


def test_an_empty_deck_cannot_be_reserved_from():
    state = fresh(2)
    state = replace(state, decks=(state.decks[0], state.decks[1], ()))
    refused(state, "reserve deck 3", "splendor.reserve")


def test_no_more_than_three_reserved_cards():
    state = fresh(2)
    for _ in range(RESERVE_LIMIT):
        state = state.apply("reserve deck 1").apply("take white blue green")
    assert len(state.reserved[0]) == RESERVE_LIMIT
    refused(state, "reserve deck 2", "splendor.reserve.limit")
    refused(state, f"reserve {state.display[0][0]}", "splendor.reserve.limit")


def test_reserving_without_gold_left_still_takes_the_card():
    state = drain(fresh(2), "gold")
    after = state.apply("reserve deck 1")
    assert len(after.reserved[0]) == 1 and tokens(after, 0)["gold"] == 0


# -- splendor.buy / splendor.buy.pay ---------------------------------------------------
def test_buying_pays_the_cost_less_bonuses_and_returns_tokens():
    spec = data.card("2-22")  # 1 white, 4 blue, 2 green
    state = face_up(fresh(2), spec.id, 1)
    state = bought(state, 0, "1-09", "1-10")  # two blue bonuses
    state = give(state, 0, white=1, blue=2, green=2, red=1)
    after = state.apply("buy 2-22")
    assert after.bought[0][-1] == "2-22"
    assert tokens(after, 0) == {"white": 0, "blue": 0, "green": 0, "red": 1, "black": 0,
                                "gold": 0}
    assert sum(after.supply) == sum(state.supply) + 5
    assert "2-22" not in after.display[1]


def test_gold_covers_only_what_coloured_tokens_cannot():
    state = face_up(fresh(2), "1-33", 0)  # 3 green
    state = give(state, 0, green=2, gold=2)
    after = state.apply("buy 1-33")
    assert tokens(after, 0)["gold"] == 1 and tokens(after, 0)["green"] == 0


# -- splendor.buy.gold ---------------------------------------------------------------
def _green_buyer():
    """Card 1-33 costs 3 green; player 1 holds 2 green and 2 gold."""
    return give(face_up(fresh(2), "1-33", 0), 0, green=2, gold=2)


def test_gold_may_pay_for_a_colour_the_player_holds():
    state = _green_buyer()
    after = state.apply("buy 1-33 gold green")
    assert tokens(after, 0)["gold"] == 0 and tokens(after, 0)["green"] == 1
    assert supply(after)["gold"] == supply(state)["gold"] + 2
    assert supply(after)["green"] == supply(state)["green"] + 1


def test_every_way_of_paying_is_a_legal_move_and_plain_buy_keeps_gold():
    state = _green_buyer()
    buys = {m for m in legal(state) if m.startswith("buy 1-33")}
    assert buys == {"buy 1-33", "buy 1-33 gold green"}
    richer = give(state, 0, gold=1)
    assert {m for m in legal(richer) if m.startswith("buy 1-33")} == {
        "buy 1-33", "buy 1-33 gold green", "buy 1-33 gold green green"}


def test_gold_cannot_replace_more_than_the_gold_held_or_the_tokens_paid():
    state = _green_buyer()
    refused(state, "buy 1-33 gold green green", "splendor.buy.gold")   # needs 3 gold
    refused(state, "buy 1-33 gold red", "splendor.buy.gold")           # no red is paid
    refused(give(face_up(fresh(2), "1-33", 0), 0, green=3), "buy 1-33 gold green",
            "splendor.buy.gold")                                       # no gold at all


def test_a_gold_choice_still_needs_the_card_affordable():
    state = give(face_up(fresh(2), "1-33", 0), 0, green=1, gold=1)
    refused(state, "buy 1-33 gold green", "splendor.buy.pay")


def test_a_card_short_of_tokens_is_refused():
    state = give(face_up(fresh(2), "1-33", 0), 0, green=1, gold=1)
    error = refused(state, "buy 1-33", "splendor.buy.pay")
    assert "1 token(s) short" in error.message


def test_a_reserved_card_is_bought_from_the_hand():
    state = give(reserved(fresh(2), 0, "1-10", blind=True), 0, black=3)
    after = state.apply("buy 1-10")
    assert after.reserved[0] == () and after.bought[0] == ("1-10",)


def test_another_players_reserved_card_is_theirs_alone():
    state = give(reserved(fresh(2), 1, "1-10"), 0, black=3)
    error = refused(state, "buy 1-10", "splendor.buy")
    assert "player 2" in error.message


def test_a_card_in_a_deck_cannot_be_bought():
    state = give(fresh(2), 0, gold=data.gold_supply())
    refused(state, f"buy {state.decks[0][0]}", "splendor.buy")


def test_an_emptied_deck_leaves_the_space_empty():
    state = fresh(2)
    state = bought(state, 1, *state.decks[0])  # the level 1 deck is used up
    ident = state.display[0][1]
    after = give(state, 0, gold=data.gold_supply()).apply(f"buy {ident}")
    assert after.display[0][1] is None
    checked(after)


# -- splendor.nobles.visit ---------------------------------------------------------
def near_noble(number: int, buy: str):
    """Player 1 one card short of a noble, able to buy that card."""
    state = fresh(2)
    state = replace(state, nobles=tuple(sorted({*state.nobles[:2], number})))
    needs = data.noble(number).needs
    colour = data.card(buy).bonus_index
    cards = []
    for i, n in enumerate(needs):
        want = n - (1 if i == colour else 0)
        cards += [c.id for c in data.cards() if c.bonus_index == i and c.level == 1
                  and c.id != buy][:want]
    state = bought(face_up(state, buy, 0), 0, *cards)
    return give(state, 0, gold=data.gold_supply())


def test_a_noble_visits_at_the_end_of_the_turn_without_an_action():
    state = near_noble(2, "1-33")  # noble 2: four white, four black
    assert state.eligible_nobles(0) == ()
    after = state.apply("buy 1-33")
    assert after.visitors[0] == (2,) and 2 not in after.nobles
    assert after.to_move == 1 and after.totals()[0] == data.noble_points()


def by_colour(colour: str) -> list[str]:
    return [c.id for c in data.cards() if c.bonus == colour]


def two_nobles_state():
    """Player 1 has just met nobles 2 (white and black) and 5 (red and black) at once."""
    state = replace(fresh(2), nobles=(2, 5, 6))
    state = bought(state, 0, *by_colour("white")[:4], *by_colour("red")[:4],
                   *by_colour("black")[:4])
    return checked(replace(state, phase="noble"))


def test_when_two_nobles_qualify_the_player_chooses_one():
    state = replace(fresh(2), nobles=(2, 5, 6))
    last = by_colour("black")[0]
    state = bought(state, 0, *by_colour("white")[:4], *by_colour("red")[:4],
                   *by_colour("black")[1:4])
    state = give(face_up(state, last, 0), 0, gold=data.gold_supply())
    after = state.apply(f"buy {last}")
    assert after.phase == "noble" and after.to_move == 0
    assert legal(after) == {"noble 2", "noble 5"}
    refused(after, "noble 6", "splendor.nobles.visit")
    refused(after, "take white blue green", "splendor.nobles.visit")
    chosen = after.apply("noble 5")
    assert chosen.visitors[0] == (5,) and chosen.nobles == (2, 6) and chosen.to_move == 1


def test_the_noble_left_behind_visits_at_the_end_of_a_later_turn():
    later = two_nobles_state().apply("noble 5").apply("take white blue green").apply(
        "take white blue green")
    assert later.visitors[0] == (5, 2)


def test_choosing_a_noble_outside_that_moment_is_refused():
    refused(fresh(), "noble 1", "splendor.nobles.visit")


# -- splendor.turn.stuck ---------------------------------------------------------------
def jammed(both: bool = False, cards: tuple[str, ...] = ()):
    """No gem left to take, three cards reserved, nothing affordable (for both, if asked);
    player 1 owns ``cards``."""
    state = bought(fresh(2), 0, *cards)
    for ident in ("3-01", "3-02", "3-03") + (("3-04", "3-05", "3-06") if both else ()):
        state = reserved(state, 0 if ident < "3-04" else 1, ident)
    state = give(state, 0, white=4, blue=4, green=2)
    state = give(state, 1, green=2, red=4, black=4)
    for level in data.LEVELS:
        on_table = {*state.decks[level - 1], *state.display[level - 1]}
        pool = [c for c in data.level_cards(level) if c in on_table and not any(
            state.can_afford(p, c) for p in (0, 1))]
        row = tuple(pool[:data.rule("display")])
        deck = tuple(c for c in state.decks[level - 1] + state.display[level - 1]
                     if c not in row)
        state = replace(state, display=_put(state.display, level - 1, row),
                        decks=_put(state.decks, level - 1, deck))
    return checked(state)


def _put(items: tuple, index: int, value) -> tuple:
    return (*items[:index], value, *items[index + 1:])


def test_a_player_who_cannot_act_passes_and_only_then():
    refused(fresh(), "pass", "splendor.turn.stuck")
    state = jammed()
    assert legal(state) == {"pass"}
    after = state.apply("pass")
    assert after.to_move == 1 and after.passes == 1
    assert "pass" not in legal(after)  # player 2 can still reserve
    assert after.apply("reserve deck 1").passes == 0


def test_a_noble_still_visits_at_the_end_of_a_pass():
    cards = (*by_colour("white")[:4], *by_colour("black")[:4])
    state = replace(jammed(cards=cards), nobles=(2, 5, 6))
    assert state.eligible_nobles(0) == (2,) and legal(state) == {"pass"}
    after = state.apply("pass")
    assert after.visitors[0] == (2,) and after.to_move == 1


def test_when_everyone_must_pass_the_game_ends():
    state = jammed(both=True).apply("pass")
    assert legal(state) == {"pass"}
    over = state.apply("pass")
    assert over.outcome() is not None and over.outcome().rule == "splendor.end"
    assert over.outcome().winners == (0, 1)


# -- splendor.end / splendor.end.tie ------------------------------------------------------
def at_target(players: int, scorer: int):
    state = fresh(players)
    high = [c.id for c in data.cards() if c.points >= 4][:4]
    state = bought(state, scorer, *high)
    assert state.totals()[scorer] >= TARGET
    return replace(state, current=scorer)


@pytest.mark.parametrize("players", PLAYERS)
def test_reaching_the_target_finishes_the_round(players):
    state = at_target(players, 0)
    for seat in range(players - 1):
        assert state.outcome() is None and state.to_move == seat
        state = state.apply("reserve deck 1")
    assert state.to_move == players - 1
    over = state.apply("reserve deck 1")
    assert over.outcome() is not None and over.outcome().winners == (0,)
    refused(over, "take white blue green", "splendor.end")


def test_the_last_seat_reaching_the_target_ends_the_game_at_once():
    state = at_target(3, 2)
    assert state.apply("reserve deck 1").outcome() is not None


def test_level_points_go_to_the_player_with_fewer_cards():
    state = bought(at_target(2, 0), 0, "1-03")  # 17 points in five cards
    state = bought(state, 1, "3-07", "3-08", "3-10", "3-11")  # 17 points in four
    assert state.totals()[0] == state.totals()[1]
    over = replace(state, current=1).apply("reserve deck 1")
    assert over.outcome().winners == (1,)
    assert over.outcome().rule == "splendor.end.tie"


def test_players_level_on_points_and_cards_share_the_win():
    state = bought(fresh(2), 0, "3-04", "3-08", "3-12", "1-01")
    state = bought(state, 1, "3-16", "3-20", "3-06", "1-08")
    assert state.totals()[0] == state.totals()[1] >= TARGET
    over = replace(state, current=1).apply("reserve deck 1")
    assert over.outcome().winners == (0, 1)


# -- splendor.scoring.* ------------------------------------------------------------------
def test_points_are_printed_points_plus_nobles():
    state = checked(two_nobles_state().apply("noble 2"))
    printed = sum(data.card(c).points for c in state.bought[0])
    assert state.totals()[0] == printed + data.noble_points()
    parts = state.score()[0].breakdown.parts
    assert {p.rule for p in parts} == {"splendor.scoring.cards", "splendor.scoring.nobles"}
    assert sum(p.points for p in parts) == state.totals()[0]
    assert Counter(p.label.split(" ×")[0] for p in parts)["Nobles"] == 1
