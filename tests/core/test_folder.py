"""A game folder to its Game (core/folder.py): each part read from its file, checked, and a
wrong or missing part refused at import, naming the file and the name."""

from __future__ import annotations

import pytest

from rulebooks.core.contract import Condition
from rulebooks.core.errors import NotationError
from rulebooks.core.folder import Folder, from_folder, mapping_of, span, who_and_what
from rulebooks.core.html import options_table
from rulebooks.core.registry import games
from rulebooks.golf import bots, calculator, render, tally
from rulebooks.golf.moves import Move, parse_move


def test_parts_come_from_their_files():
    golf = games()["golf"]
    assert golf.render is render.position_html and golf.targets is render.targets
    assert golf.conditions is bots.CONDITIONS
    assert golf.calculator.tally_sample is tally.SAMPLE_TALLY
    # calculator.py answers the full position's mode, tally.py the tally's
    full, pad = calculator.SAMPLE, tally.SAMPLE_TALLY
    assert golf.calculator.score(full) == calculator.score(full)
    assert golf.calculator.score(pad) == tally.score_tally(pad) != calculator.score(full)
    assert golf.calculator.render_input(pad) == tally.render_tally(pad)
    assert golf.calculator.render_input(full) == calculator.render_input(full)
    assert set(golf.tables) == {*render.TABLES, "options", "position"}
    assert golf.tables["options"]() == options_table(golf.options)  # made for every game
    assert golf.folder.joinpath("rules.md").is_file()


def test_a_move_reads_and_shows_its_notation():
    move = Move.parse("swap 1:2 2:6")
    assert move == parse_move("swap 1:2 2:6")
    assert repr(move) == "Move.parse('swap 1:2 2:6')"


def test_a_part_of_the_wrong_type_is_refused_by_file_and_name():
    with pytest.raises(TypeError, match=r"rulebooks\.golf\.render\.TABLES is not a valid render"):
        Folder("rulebooks.golf").parts({"render": (("render",), "TABLES", callable)})


def test_a_missing_part_every_game_needs_is_refused():
    with pytest.raises(TypeError, match=r"no BOTZ in bots\.py \(the game's bots"):
        Folder("rulebooks.golf").parts({"bots": (("bots",), "BOTZ", callable)})


def test_a_missing_optional_part_takes_the_default():
    assert Folder("rulebooks.golf").parts({"mask": (("hidden",), "mask", callable)}) == {}


def test_an_unknown_keyword_is_refused():
    with pytest.raises(TypeError, match="a Game has no part colour"):
        from_folder("rulebooks.golf", colour="green")


@pytest.mark.parametrize("slug", sorted(games()))
def test_who_and_what_is_written_once(slug):
    """Title, summary and minutes come from rules.md's front matter, players from the engine's
    players option; no page writes them again (an Italian page only translates)."""
    game = games()[slug]
    page = game.front_matter()
    assert (game.title, game.summary) == (page["title"], page["summary"])
    assert game.minutes == span(page["minutes"], "minutes")
    seats = next(option for option in game.options if option.name == "players")
    assert game.players == (seats.low, seats.high)
    assert "players" not in page
    for lang in game.languages()[1:]:
        assert set(game.front_matter(lang)) <= {"title", "summary"}, lang


def test_front_matter_is_read_and_checked():
    assert span("10-40", "x") == (10, 40) and span("30", "x") == (30, 30)
    with pytest.raises(NotationError, match="a range such as 10-40, got 'half an hour'"):
        span("half an hour", "rulebooks/x/rules.md: minutes")
    options = games()["golf"].options
    with pytest.raises(NotationError, match="the front matter has no summary, minutes"):
        who_and_what("x", "---\ntitle: X\n---\n# X", options)
    with pytest.raises(NotationError, match="must open with front matter"):
        who_and_what("x", "# X\n", options)
    about = who_and_what("x", '---\ntitle: X\nsummary: "A: b"\nminutes: 5-9\n---\n', options)
    assert (about["summary"], about["minutes"], about["players"]) == ("A: b", (5, 9), (2, 8))


def test_a_mapping_part_checks_each_entry():
    assert mapping_of(callable)({"a": len}) and not mapping_of(callable)({"a": 1})
    with pytest.raises(TypeError, match=r"rulebooks\.golf\.bots\.BOTS is not a valid conditions"):
        Folder("rulebooks.golf").parts({"conditions": (
            ("bots",), "BOTS", mapping_of(lambda v: isinstance(v, Condition)))})
