"""The strategy section's figures come from the card data and agree with the tips they
illustrate."""

from rulebooks.duel import data, strategy


def test_every_science_symbol_is_counted_once_per_copy():
    found = strategy.symbols()
    copies = sum(len(names) for where in found.values() for names in where.values())
    on_cards = sum(1 for c in data.cards().values() if c.science)
    on_tokens = sum(1 for t in data.progress_tokens().values() if t.science)
    assert copies == on_cards + on_tokens
    assert len(found) == data.rule("science_supremacy") + on_tokens


def test_ages_one_and_two_share_their_symbols_and_age_three_has_others():
    found = strategy.symbols()
    by_age = {age: {s for s, where in found.items() if age in where} for age in data.AGES}
    assert by_age[1] == by_age[2]
    assert not by_age[1] & by_age[3]


def test_tables_follow_the_rules_numbers():
    trade = strategy.trade_table()
    price = data.rule("trade_base") + 1
    assert f'<td class="rb-num">1</td><td class="rb-num">{price}</td>' in trade
    replay = strategy.replay_table()
    assert all(spec.name in replay for spec in data.wonders().values() if spec.again)
    assert not any(spec.name in replay for spec in data.wonders().values() if not spec.again)
