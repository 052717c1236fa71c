"""What a Duel player may know: face-down cards and the box are hidden, backs are shown."""

from __future__ import annotations

from duel_positions import after_draft

from rulebooks.core import Rng, get
from rulebooks.duel import data


def test_a_view_shows_only_backs_of_face_down_cards_and_counts_the_box():
    game = get("duel")
    state = after_draft(2)
    view = game.view(state, 0)
    for i, shown in enumerate(view["structure"]):
        if state.visible(i):
            assert shown == state.structure[i]
        else:
            assert shown == {"back": "age 1"}
    assert view["removed"] == len(state.removed) == data.rule("removed_per_age")
    assert "seed" not in view


def test_a_redeal_keeps_what_is_seen_and_guild_backs_stay_guilds():
    game = get("duel")
    state = game.position.read({"seed": 5, "age": 3})
    other = game.redeal(state, 0, Rng(1))
    hidden = [i for i in range(20) if not state.visible(i)]
    assert [other.structure[i] for i in range(20) if i not in hidden] == \
        [state.structure[i] for i in range(20) if i not in hidden]
    for i in hidden:
        guild = data.card(state.structure[i]).colour == "purple"
        assert (data.card(other.structure[i]).colour == "purple") == guild
    assert sorted(other.structure[i] for i in hidden) != sorted(state.structure[i]
                                                                for i in hidden) or \
        other.removed != state.removed
