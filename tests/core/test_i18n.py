"""Languages: the catalogs read back the engine's English messages and give the
translation; what has none is reported, never passed off as translated."""

from __future__ import annotations

import pytest

from rulebooks.core.errors import IllegalMove, SetupError
from rulebooks.core.html import Links, breakdown_table, data_table
from rulebooks.core.i18n import (
    LANGUAGES,
    UNTRANSLATED,
    Catalog,
    MissingTranslation,
    catalog_entries,
    current,
    language,
    tr,
)
from rulebooks.core.score import Breakdown, Part
from rulebooks.web import answer

ITALIAN = Catalog("it", {
    "you hold no {card}": "non hai {card}",
    "{what!t} now": "{what!t} adesso",
    "drawing": "pescare",
    "{n:d} {what!t}": "{n:d} {what!t}",
    "grids": "griglie",
    "the {pile} pile is empty": "la pila {pile} è vuota",
    "the discard pile is empty": "la pila degli scarti è vuota",
})


def test_a_template_reads_the_english_message_and_fills_the_translation():
    assert ITALIAN.translate("you hold no 7") == "non hai 7"
    assert ITALIAN.translate("drawing now") == "pescare adesso"
    assert ITALIAN.translate("3 grids") == "3 griglie"


def test_the_most_specific_template_wins():
    assert ITALIAN.translate("the discard pile is empty") == "la pila degli scarti è vuota"
    assert ITALIAN.translate("the draw pile is empty") == "la pila draw è vuota"


def test_english_without_a_template_is_reported_by_name():
    for text in ("sleeping now", "the game is long", "Stopped.", "three grids"):
        with pytest.raises(MissingTranslation, match="no it translation") as caught:
            ITALIAN.translate(text)
        assert caught.value.text == text


def test_a_text_asked_again_gets_the_same_answer_or_the_same_refusal(monkeypatch):
    catalog = Catalog("it", {"you hold no {card}": "non hai {card}", "drawing": "pescare"})
    for _ in range(2):  # the second time from what the catalog kept
        assert catalog.translate("you hold no 7") == "non hai 7"
        with pytest.raises(MissingTranslation) as caught:
            catalog.translate("sleeping now")
        assert (caught.value.text, caught.value.lang) == ("sleeping now", "it")
    monkeypatch.setattr("rulebooks.core.i18n.MEMO", 3)
    for card in range(10):  # a long session: what is kept stays bounded, answers stay right
        assert catalog.translate(f"you hold no {card}") == f"non hai {card}"
    assert len(catalog._read) <= 3


def test_a_translation_chooses_its_words_by_the_number():
    catalog = Catalog("it", {"moves {n:d} step(s) to {place}":
                             "va a {place} ({n:d} {n|passo|passi})"})
    assert catalog.translate("moves 1 step(s) to Kansas City") == "va a Kansas City (1 passo)"
    assert catalog.translate("moves 0 step(s) to Kansas City") == "va a Kansas City (0 passi)"
    assert catalog.translate("moves 3 step(s) to Kansas City") == "va a Kansas City (3 passi)"
    for english in ("moves {n} step(s)", "moves {m:d} step(s)"):  # not a number; not there
        with pytest.raises(ValueError, match="chooses words by"):
            Catalog("it", {english: "{n:d} {n|passo|passi}"})


def test_codes_are_the_same_in_every_language():
    for code in ("KS", "2-24", "input.grid[0]", "position.seats[1].nobles", "10H"):
        assert ITALIAN.translate(code) == code


def test_a_translation_cannot_use_a_part_its_template_lacks():
    with pytest.raises(ValueError, match="uses card"):
        Catalog("it", {"no {move}": "niente {card}"})


def test_english_outside_a_language_block_and_italian_inside():
    error = IllegalMove("the game is over; no more moves", rule="golf.end")
    assert current() == "en" and error.to_dict()["message"] == "the game is over; no more moves"
    with language("it"):
        assert current() == "it"
        assert error.to_dict()["message"] == "la partita è finita: non si muove più"
    assert current() == "en"


def test_a_setup_error_is_translated_part_by_part():
    error = SetupError("option 'players' is out of range", expected="2 to 4", got=9)
    with language("it"):
        message = error.to_dict()["message"]
    assert message == ("l'opzione 'players' è fuori dall'intervallo "
                       "(atteso: da 2 a 4; ricevuto: 9)")


def test_the_build_fails_on_a_gap_and_the_browser_marks_it():
    with language("it"), pytest.raises(MissingTranslation):
        tr("a sentence nobody translated")
    with language("it", strict=False):
        assert tr("a sentence nobody translated") == UNTRANSLATED + "a sentence nobody translated"


def test_no_catalog_passes_an_untranslated_sentence_through():
    # every game's catalog is read for every page: a template that gives back a free part
    # untranslated ("{name} ({colour!t}): {does}" did) let another game's English through
    for game in (None, "sevenwonders", "duel"):
        with language("it", game), pytest.raises(MissingTranslation):
            tr("Baths (blue): a sentence nobody translated, shown as if it were Italian")


# a quoted move is the game's notation, the same in every language
NOTATION = {"'{m}'"}


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_no_template_gives_back_a_free_part_with_nothing_translated(lang):
    # "{card} ×{n:d}" = "{card} ×{n:d}" (L.L.A.M.A.'s) let "Bonus animals ×1" and "Level 1
    # cards ×5" of other games through in English; "{name}, leader" any "<English>, leader"
    import re
    from pathlib import Path

    from rulebooks.core.i18n import PLACEHOLDER

    sentence = "a sentence nobody translated"
    fill = {":d": "3", ":w": "X1", ":s": "s"}
    passing = []
    root = Path(__file__).resolve().parents[2]
    for path in sorted(root.glob(f"rulebooks/*/messages.{lang}.toml")):
        for english, translated in catalog_entries(path.parent.name, lang).items():
            if english in NOTATION or not any(not m.group(2) and not m.group(3)
                                              for m in PLACEHOLDER.finditer(english)):
                continue
            sample = PLACEHOLDER.sub(lambda m: "Baths" if m.group(3)
                                     else fill.get(m.group(2), sentence), english)
            try:
                said = Catalog(lang, {english: translated, "Baths": "Terme"}).translate(sample)
            except MissingTranslation:
                continue
            if re.sub(r"\W", "", said) == re.sub(r"\W", "", sample):
                passing.append(f"{path.parent.name}: {english!r}")
    assert not passing


def test_a_breakdown_table_speaks_the_page_language():
    table = Breakdown((Part("Player 1", 3, "golf.scoring.values", key="p"),))
    with language("it"):
        html = breakdown_table(table)
    assert ">Totale</th>" in html and "<th>Punti</th>" in html and "Giocatore 1" in html
    assert 'data-rule="golf.scoring.values"' in html


def test_a_data_table_says_its_caption_in_the_page_language():
    # golf's deck table: its caption was shown in English on the Italian page
    caption = "Decks used: one deck for every 36 cards dealt, or part of it"
    with language("it", "golf"):
        html = data_table(["Card"], [["K"]], caption=caption)
        assert "<caption>Mazzi usati: uno ogni 36 carte distribuite, o frazione</caption>" in html
        with pytest.raises(MissingTranslation):
            data_table(["Card"], [["K"]], caption="a caption nobody translated")


def test_the_bridge_answers_in_the_page_language():
    english = answer("calculate", {"game": "golf", "text": "{"})
    italian = answer("calculate", {"game": "golf", "text": "{"}, Links(lang="it"))
    assert not english["ok"] and not italian["ok"]
    assert english["error"]["code"] == italian["error"]["code"] == "syntax"
    assert "Cannot read the input" in english["error"]["html"]
    assert "Dati illeggibili" in italian["error"]["html"]
    assert italian["error"]["message"].startswith("JSON malformato alla riga 1")


def test_the_end_of_a_free_game_is_all_in_the_page_language():
    # the captions ("Giocatore 1 (tu): 12 punti") are written in Italian by the caller;
    # translating them again found no template and marked them [en]
    from rulebooks.core.registry import get
    from rulebooks.core.rng import Rng
    from rulebooks.sessions import result_html

    spec = get("deus")
    state, rng = spec.new_state({"players": 2}, 3), Rng(3)
    while state.outcome() is None:
        state = state.apply(spec.bots["random"](state, rng))
    with language("it", "deus", strict=False):
        html = result_html(state, 0, Links("deus", lang="it"))
    assert "Giocatore 1 (tu)" in html and "punti" in html
    assert UNTRANSLATED not in html


def test_unknown_languages_are_refused():
    with pytest.raises(ValueError, match="unknown language 'xx'"), language("xx"):
        pass
    assert LANGUAGES[0] == "en"


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_every_core_catalog_entry_is_text(lang):
    entries = catalog_entries("core", lang)
    assert entries and all(isinstance(v, str) and v for v in entries.values())
    Catalog(lang, entries)  # every template reads, and uses only its own parts


def test_a_drawn_card_and_a_round_pad_speak_the_page_language():
    # the card's spoken name and the pad's caption, columns and rows were English on the
    # Italian pages ("queen of spades", "Score pad", "Player 1", "Hole 1")
    from rulebooks.core.cards import Card
    from rulebooks.core.html import playing_card
    from rulebooks.golf.tally import PAD

    with language("it", "golf"):
        card, back, pad = playing_card(Card.parse("QS")), playing_card(None), PAD.html([[1, 2]])
    assert 'aria-label="regina di picche"' in card and 'aria-label="carta coperta"' in back
    assert "<caption>Foglio dei punti</caption>" in pad and ">Giocatore 2<" in pad
    assert ">Buca 1<" in pad and ">Buca<" in pad


def _pictures() -> list[tuple[str, object, list[str], list[str]]]:
    from rulebooks.campeones import calculator as campeones
    from rulebooks.duel import calculator as duel
    from rulebooks.harmonies import editor as harmonies
    from rulebooks.harmonies.calculator import SAMPLE as harmonies_sample
    from rulebooks.splendor import calculator as splendor
    from rulebooks.tzolkin.render import _action_label

    return [
        ("splendor", lambda: splendor.editor(splendor.SAMPLE),
         ["Aggiungi un giocatore", "aggiungi una carta al giocatore 1", 'title="bianco"'],
         ["Add a player", "add a card", "Visits player", 'title="white"']),
        ("splendor", lambda: splendor.render_input(splendor.SAMPLE), ["Giocatore 1"],
         ["Player 1"]),
        ("campeones", lambda: campeones.render_input(campeones.SAMPLE),
         ["Carte in gioco di chi attacca"], ["cards in play"]),
        ("duel", lambda: duel.render_input(duel.SAMPLE), ["Pedina del conflitto"],
         ["Conflict pawn"]),
        ("tzolkin", lambda: _action_label("tik", 4), ["costruisci 1-2 edifici"], ["build"]),
        ("harmonies", lambda: harmonies.editor(harmonies_sample),
         ["Carte animale e i loro cubi", "Lato <select", "per esempio"],
         ["Animal cards", "Side <select", "e.g."]),
    ]


@pytest.mark.parametrize(("game", "draw", "italian", "english"), _pictures())
def test_a_calculator_drawing_speaks_the_page_language(game, draw, italian, english):
    # these drawings wrote their labels, buttons and tooltips in English on the Italian page
    with language("it", game):
        html = draw()
    assert all(word in html for word in italian)
    assert not [word for word in english if word in html]


def test_an_answer_to_a_question_speaks_the_page_language_and_shows_no_none():
    # "Asked: legal move take 1 ... rule None": the question's words stayed English on the
    # Italian page, and a legal move's missing rule was shown as Python's None
    from rulebooks.core.examples import _answer_html

    answer = {"move": "take 1", "legal": True, "reason": "", "rule": None}
    with language("it", "campeones"):
        html = _answer_html({"query": "legal", "move": "take 1"}, answer)
    assert "mossa take 1</caption>" in html and "None" not in html
    assert '<th scope="row">regola</th><td>—</td>' in html
