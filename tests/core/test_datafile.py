"""A game's data file read through core/datafile.py: data the engine cannot use is an error
naming the file, the entry and what is wrong."""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import pytest

from rulebooks.core.datafile import DataError, game_data, make

NUMBER = itertools.count()


@dataclass(frozen=True)
class Tile:
    code: str
    points: int
    sides: tuple[str, ...] = ()
    note: str | None = None


def package(tmp_path, monkeypatch, text: str) -> str:
    """A package holding ``text`` as its data.toml, under a name used once (the reading is
    cached by name)."""
    name = f"datafile_case_{next(NUMBER)}"
    folder = tmp_path / name
    folder.mkdir()
    (folder / "__init__.py").write_text("")
    (folder / "data.toml").write_text(text, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    return name


TILES = """
[game]
players = [2, 4]

[[tiles]]
code = "A"
points = 2
sides = ["n", "s"]

[[tiles]]
code = "B"
points = 3
"""


def test_entries_become_dataclasses_with_lists_as_tuples(tmp_path, monkeypatch):
    data = game_data(package(tmp_path, monkeypatch, TILES))
    assert [make(Tile, entry) for entry in data["tiles"]] == [
        Tile("A", 2, ("n", "s")), Tile("B", 3)]
    assert data["game"]["players"] == [2, 4]
    assert make(Tile, data["tiles"][1], points=7).points == 7  # given by the game


@pytest.mark.parametrize(("line", "said"), [  # the line of tile B that says its points
    ("", "tiles #2 (B): no 'points'"),
    ('points = "3"', "tiles #2 (B): 'points' is '3', not a whole number"),
    ("points = true", "tiles #2 (B): 'points' is True, not a whole number"),
    ('points = 3\ncolour = "red"', "tiles #2 (B): 'colour' not a key of Tile"),
    ("points = 3\nnote = 4", "tiles #2 (B): 'note' is 4, not a text"),
])
def test_a_wrong_entry_is_named_with_its_file(tmp_path, monkeypatch, line, said):
    name = package(tmp_path, monkeypatch, TILES.replace("points = 3", line))
    entry = game_data(name)["tiles"][1]
    with pytest.raises(DataError) as caught:
        make(Tile, entry)
    assert str(caught.value).startswith(f"{name}/data.toml, {said}")


def test_a_missing_table_names_the_file_and_what_it_has(tmp_path, monkeypatch):
    name = package(tmp_path, monkeypatch, TILES)
    with pytest.raises(DataError, match=rf"^{name}/data.toml, game: no 'rounds' "
                                        r"\(it has players\)$"):
        game_data(name)["game"]["rounds"]
    with pytest.raises(DataError, match=rf"^{name}/data.toml: no 'bags' \(it has game, tiles\)"):
        game_data(name)["bags"]


def test_a_file_that_is_not_toml_is_named_with_the_line(tmp_path, monkeypatch):
    name = package(tmp_path, monkeypatch, TILES + "\n[[tiles]\ncode = 'C'\n")
    with pytest.raises(DataError, match=rf"^{name}/data.toml: not readable TOML: .*line 14"):
        game_data(name)


def test_every_game_reads_its_data_through_the_shared_reader():
    """Tables of a real game know their place: Deus's fourth type, by name."""
    types = game_data("rulebooks.deus")["types"]
    assert types[3].where == f"rulebooks/deus/data.toml, types #4 ({types[3]['code']})"
