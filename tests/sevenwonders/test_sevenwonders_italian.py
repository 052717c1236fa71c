"""7 Wonders in Italian: the table as drawn (cards, Wonder boards, hands, status line,
buttons, leaders, Edifice) and a score's details say no English word but the printed names,
in every expansion; the English drawing still says them (so the check can fail)."""

from __future__ import annotations

import re
from html import unescape

import pytest

from rulebooks import get
from rulebooks.core.i18n import language
from rulebooks.sevenwonders.game import new_state

GAME = get("sevenwonders")
# words of the drawing that are in no card, Wonder, leader or Edifice name
ENGLISH = re.compile(r"\b(Cost|Hand|Discard pile|coins?|to move|starts with|side|turn|Player|"
                     r"built|face down|Leaders to draft from|Edifice pawns|free with|produces|"
                     r"points?|shields?|Build|Sell|Keep|Recruit|by card|stage\(s\))\b")
OPTIONS = [{"players": 3}, {"players": 4, "teams": True, "cities": True},
           {"players": 3, "leaders": True}, {"players": 5, "edifice": True, "side": "night"}]


def drawn(state, viewer: int) -> str:
    moves = [str(m) for m in state.legal_moves()] if state.to_move == viewer else []
    text = re.sub(r"<[^>]+>", " ", GAME.render(state, viewer, moves))
    text = re.sub(r'aria-label="[^"]*"', " ", text)
    return unescape(text)


def played(options: dict, turns: int):
    """A seeded game after ``turns`` moves of the Ages (the leaders' draft and turn first)."""
    state = new_state(options, seed=4)
    while state.phase in ("draft", "leader") or turns > 0:
        turns -= state.phase not in ("draft", "leader")
        state = state.apply(str(state.legal_moves()[0]), state.to_move)
    return state


@pytest.mark.parametrize("options", OPTIONS)
def test_the_table_is_drawn_in_italian(options):
    state = played(options, 3 * options["players"])
    assert ENGLISH.search(drawn(state, 0)), "the English drawing says these words"
    with language("it", "sevenwonders"):
        italian = drawn(state, 0)
    assert "Costo:" in italian and "Mano (" in italian
    assert not ENGLISH.findall(italian), ENGLISH.findall(italian)[:10]


def test_a_score_in_italian_names_its_cards_and_translates_the_rest():
    state = played({"players": 3}, 3 * 18)
    assert state.outcome() is not None
    with language("it", "sevenwonders"):
        parts = [p for s in state.score() for p in s.breakdown.to_dict()["parts"]]
    labels = {p["label"] for p in parts}
    assert {"Conflitti militari", "Tesoro", "Edifici civili (blu)"} <= labels
    details = " ".join(p["detail"] for p in parts)
    assert "per carta:" in details and "by card" not in details
    assert "compassi" in details and "tablet" not in details


@pytest.mark.parametrize("payload", [
    {"players": [{"board": "gizah", "stages": 1, "cards": ["baths"]}, {"board": "babylon"},
                 {"board": "rhodos"}]},
    {"mode": "tally", "players": [{"civilian": 10}, {"civilian": 1}, {"civilian": 6}]}])
def test_the_calculators_score_pad_is_drawn_in_italian(payload):
    # the pad the calculator draws above its result, in both modes (the rules page's tally
    # examples showed it in English on the Italian page)
    english = re.sub(r"<[^>]+>", " ", GAME.calculator.render_input(payload))
    assert "Score pad" in english and "Player 1" in english and "Military conflicts" in english
    with language("it", "sevenwonders"):
        italian = unescape(re.sub(r"<[^>]+>", " ", GAME.calculator.render_input(payload)))
    assert "Blocco segnapunti" in italian and "Riga" in italian and "Giocatore 1" in italian
    assert "Conflitti militari" in italian and "Totale" in italian
    assert not ENGLISH.findall(italian), ENGLISH.findall(italian)[:10]


@pytest.mark.parametrize("table", ["cities-check", "edifice-check", "leaders-check",
                                   "first-edition"])
def test_what_the_sources_say_is_in_italian(table):
    # a note, or the cards it is about when they are not printed names ("every leader"), is
    # said in Italian (the Byzantium note once passed through another game's template, and
    # "every leader" was shown as a name)
    from rulebooks.sevenwonders.render import TABLES

    english_words = re.compile(r"\b(the|every|their|gives|where|sold|penalties)\b")
    assert english_words.search(re.sub(r"<[^>]+>", " ", TABLES[table]()))
    with language("it", "sevenwonders"):
        cells = re.findall(r"<td>(.*?)</td>", TABLES[table]())
    found = [c for c in cells if english_words.search(unescape(c))]
    assert not found, found
