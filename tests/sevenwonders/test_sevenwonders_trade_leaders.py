"""The two leaders that change how a cost is paid (sevenwonders.leaders.trade): Bilkis, one
resource a turn from the bank for 1 coin, and Hatshepsut, a coin from the bank for each
neighbour bought from in a turn."""

from __future__ import annotations

from collections import Counter

from rulebooks.core.rng import Rng
from rulebooks.sevenwonders import data
from rulebooks.sevenwonders.bots import _after, greedy_bot
from rulebooks.sevenwonders.city import City, cheapest
from rulebooks.sevenwonders.leaders import deal_leaders
from rulebooks.sevenwonders.moves import Move
from rulebooks.sevenwonders.short import NOTATION
from rulebooks.sevenwonders.trace import trace
from tests.refusals import refused_move

TRADE = "sevenwonders.leaders.trade"
AGE_TWO = ["school", "forum", "caravansery", "library", "aqueduct", "statue", "walls"]


def turn(seat: dict, *others: dict, age: int = 1) -> object:
    seats = [seat, *(others or ({"board": "babylon"}, {"board": "rhodos"}))]
    return NOTATION.read({"leaders": True, "phase": "choose", "age": age, "turn": 1,
                          "seats": seats})


def test_both_leaders_are_dealt():
    assert {"bilkis", "hatshepsut"} <= set(data.dealt_leaders())
    assert len(data.dealt_leaders()) == len(data.leaders())
    dealt = {x for seed in range(40) for hand in deal_leaders(Rng.derive(seed, "l"), 7)
             for x in hand}
    assert {"bilkis", "hatshepsut"} <= dealt


def test_bilkis_buys_one_missing_resource_from_the_bank():
    me = City("gizah", "day", 0, (), 1, leaders=("bilkis",))
    left, right = City("babylon", "day", 0, (), 3), City("rhodos", "day", 0, (), 3)
    price = cheapest(Counter("L"), me, left, right)
    assert price is not None and (price.coins, price.bank, price.to_left, price.to_right) == (
        data.leaders_rule("bank_price"), "L", 0, 0)
    assert cheapest(Counter("L"), City("gizah", "day", 0, (), 1), left, right) is None
    assert cheapest(Counter("LL"), me, left, right) is None  # once a turn
    # a neighbour's wood at 2 coins and the second wood from the bank at 1
    two = cheapest(Counter("WW"), me, left, right)
    assert two is not None and (two.coins, two.bank, two.left) == (3, "W", (("W", 1),))


def test_bilkis_pays_the_bank_not_a_neighbour_at_the_end_of_the_turn():
    state = turn({"board": "gizah", "coins": 1, "recruited": ["bilkis"],
                  "hand": ["apothecary", "altar", "well", "baths", "loom", "press",
                           "stone-pit"]}, {"board": "babylon", "coins": 3},
                 {"board": "rhodos", "coins": 3})
    assert state.is_legal("build apothecary")
    after = state.apply("build apothecary")
    _, rules = trace(state, Move("build", "apothecary"), after)
    assert TRADE in rules
    after = after.apply(f"sell {after.hands[1][0]}").apply(f"sell {after.hands[2][0]}")
    assert after.cities[0] == ("apothecary",)
    assert after.coins == (0, 6, 6)


def test_two_resources_nobody_makes_are_refused_under_bilkis_rule():
    state = turn({"board": "gizah", "coins": 6, "recruited": ["bilkis"], "hand": AGE_TWO},
                 age=2)
    error = refused_move(state, "build forum", TRADE)
    assert "Bilkis" in str(error)
    plain = turn({"board": "gizah", "coins": 6, "hand": AGE_TWO}, age=2)
    refused_move(plain, "build forum", "sevenwonders.build.cost")


def test_hatshepsut_gets_a_coin_for_each_neighbour_bought_from():
    seats = ({"board": "babylon", "coins": 0}, {"board": "ephesos", "coins": 0})
    mine = {"board": "gizah", "coins": 4, "hand": AGE_TWO}
    for leaders, coins in (([], 0), (["hatshepsut"], 2 * data.leaders_rule("trade_coin"))):
        state = turn({**mine, "recruited": leaders}, *seats, age=2)
        after = state.apply("build school")
        after = after.apply(f"sell {after.hands[1][0]}").apply(f"sell {after.hands[2][0]}")
        assert after.coins == (coins, 5, 5)


def test_hatshepsut_gets_one_coin_for_one_neighbour_and_none_from_the_bank():
    me = City("gizah", "day", 0, (), 4, leaders=("hatshepsut",))
    left, right = City("babylon", "day", 0, (), 0), City("rhodos", "day", 0, (), 0)
    assert cheapest(Counter("WW"), me, left, right) is None  # one wood for sale only
    one = cheapest(Counter("W"), me, left, right)
    assert one is not None and (one.coins, one.back) == (2, 1)
    both = City("gizah", "day", 0, (), 4, leaders=("hatshepsut", "bilkis"))
    wood = cheapest(Counter("W"), both, left, right)
    # the bank's wood costs 1, the neighbour's 2 less the coin back: the cheaper is paid
    assert wood is not None and (wood.coins, wood.bank, wood.back) == (1, "W", 0)


def test_the_greedy_bot_counts_both_leaders():
    bilkis = turn({"board": "gizah", "coins": 1, "recruited": ["bilkis"],
                   "hand": ["apothecary", "altar", "well", "baths", "loom", "press",
                            "stone-pit"]})
    assert "build apothecary" in {str(m) for m in bilkis.legal_moves()}
    assert _after(bilkis, Move("build", "apothecary")).coins == 0
    seats = ({"board": "babylon", "coins": 0}, {"board": "ephesos", "coins": 0})
    hatshepsut = turn({"board": "gizah", "coins": 4, "recruited": ["hatshepsut"],
                       "hand": AGE_TWO}, *seats, age=2)
    assert _after(hatshepsut, Move("build", "school")).coins == 2
    assert str(greedy_bot(hatshepsut, Rng.derive(1, "bot"))) in {
        str(m) for m in hatshepsut.legal_moves()}
