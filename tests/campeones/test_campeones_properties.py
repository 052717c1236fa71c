"""Properties of the Campeones calculator and odds: a tally of the values in play gives the
breakdown the cards give, and more for the attacker never lowers the attacker's chance."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from rulebooks.campeones import calculator, contest, data


@st.composite
def attempts(draw):
    attacker = draw(st.integers(0, 1))
    limit = data.limit(False)
    mine = draw(st.lists(st.sampled_from(data.team_cards(attacker)), unique=True,
                         max_size=limit // 2))
    theirs = draw(st.lists(st.sampled_from(data.team_cards(1 - attacker)), unique=True,
                           max_size=limit - len(mine)))
    tokens = st.integers(0, data.game("tokens"))
    die = st.integers(1, data.game("die"))
    return {"attacker": attacker, "action": draw(st.sampled_from(["shot", "pass"])),
            "attack": mine, "defence": theirs, "attack_tokens": draw(tokens),
            "defence_tokens": draw(tokens), "dice": [draw(die), draw(die)],
            "assured": draw(st.booleans())}


@settings(max_examples=60, deadline=None)
@given(attempts())
def test_a_tally_of_the_values_gives_the_same_breakdown_as_the_cards(payload):
    full = calculator.score(payload).to_dict()
    values = {part["key"]: part["points"] for part in full["parts"]}
    tally = {**{k: v for k, v in payload.items() if k not in ("attack", "defence")},
             "mode": "tally", "attack_values": values["attack-values"],
             "defence_values": values["defence-values"],
             "keeper": any(data.card(c).kind == "goalkeeper" for c in payload["defence"])}
    assert calculator.score(tally).to_dict() == full


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 30), st.integers(0, 30), st.booleans())
def test_one_more_point_for_the_attacker_never_lowers_the_chance(attack, defence, assured):
    before = contest.attack_odds(attack, defence, assured)
    assert contest.attack_odds(attack + 1, defence, assured) >= before
    assert contest.attack_odds(attack, defence + 1, assured) <= before
    assert 0 <= before <= 1
