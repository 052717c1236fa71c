"""Drawing Splendor positions: what each viewer may see, and every legal move clickable."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest
from splendor_positions import fresh, give, playout, reserved

from rulebooks.core import get
from rulebooks.splendor import data
from rulebooks.splendor.render import TABLES, position_html


def moves_in(html: str) -> set[str]:
    return set(re.findall(r'data-move="([^"]+)"', html))


def well_formed(html: str) -> None:
    """Every opened element is closed in order (void elements aside)."""
    stack: list[str] = []

    class Checker(HTMLParser):
        def handle_starttag(self, tag, attrs):
            stack.append(tag)

        def handle_endtag(self, tag):
            assert stack and stack.pop() == tag, f"</{tag}> closes nothing open"

    Checker().feed(html)
    assert stack == []


def blind_position():
    state = fresh(2)
    hidden, seen = state.decks[0][0], state.display[2][1]
    state = reserved(reserved(state, 0, hidden, blind=True), 0, seen)
    return state, hidden, seen


def test_a_blind_reservation_is_hidden_from_the_other_player_only():
    state, hidden, seen = blind_position()
    other = position_html(state, 1)
    assert hidden not in other and seen in other
    assert "face-down level 1 card" in other
    assert hidden in position_html(state, 0)
    assert hidden in position_html(state, None)


def test_the_decks_are_never_shown():
    state = fresh(3)
    shown = {c for row in state.display for c in row}
    for viewer in (None, 0, 1, 2):
        html = position_html(state, viewer, [str(m) for m in state.legal_moves()])
        assert not any(ident in html for deck in state.decks for ident in deck
                       if ident not in shown)
        for level, deck in zip(data.LEVELS, state.decks, strict=True):
            assert f"level {level} deck, {len(deck)} cards" in html


@pytest.mark.parametrize("players, seed", [(2, 4), (3, 5), (4, 6)])
def test_every_legal_move_is_one_click_for_the_player_to_move(players, seed):
    phases = set()
    for state in playout(players, seed)[:-1]:
        legal = {str(m) for m in state.legal_moves()}
        html = position_html(state, state.to_move, sorted(legal))
        assert moves_in(html) == legal
        phases.add(state.phase)
    assert "main" in phases


def test_the_return_and_noble_steps_are_clickable():
    state = give(fresh(2), 0, white=4, blue=4, green=1).apply("take green red black")
    assert state.phase == "return"
    html = position_html(state, 0, [str(m) for m in state.legal_moves()])
    assert moves_in(html) == {"return white", "return blue", "return green", "return red",
                              "return black"}


def test_nothing_is_clickable_without_moves_or_for_an_onlooker():
    state = fresh(2)
    assert moves_in(position_html(state, 0)) == set()
    assert moves_in(position_html(state, 1, [])) == set()


def test_positions_are_well_formed_html():
    for state in playout(2, 9)[::7]:
        for viewer in (None, 0, 1):
            well_formed(position_html(state, viewer, [str(m) for m in state.legal_moves()]))
    state, _, _ = blind_position()
    well_formed(position_html(state, 1))


def test_tables_list_every_card_and_noble():
    for level in data.LEVELS:
        html = TABLES[f"cards-{level}"]()
        assert all(ident in html for ident in data.level_cards(level))
        well_formed(html)
    nobles = TABLES["nobles"]()
    assert all(f"noble {n.id}:" in nobles for n in data.nobles())
    tokens = TABLES["tokens"]()
    low, high = data.players()
    assert all(f'<td class="rb-num">{n}</td>' in tokens for n in range(low, high + 1))
    tables = get("splendor").tables  # the folder's, and the options' table core adds
    for name in ("colours", "limits", "options"):
        well_formed(tables[name]())
