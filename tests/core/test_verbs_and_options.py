"""The declared parts of a verb game (WHEN: which phase each verb is played in), an option
as a calculator's schema property, and ``pick`` for clickable drawings."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pytest

from rulebooks.core.errors import IllegalMove
from rulebooks.core.state import During, Option, VerbState, option_named
from rulebooks.core.targets import pick


@dataclass(frozen=True)
class Verb:
    verb: str

    def __str__(self) -> str:
        return self.verb


@dataclass(frozen=True)
class Gated(VerbState):
    GAME = "gated"
    MOVE = Verb
    WHEN: ClassVar[dict[str, During]] = {"knock": During(("door",), "knocking", "gated.knock"),
                                         "sit": During(("room",), "sitting down"),
                                         "wave": During(("door", "room"), "waving")}
    PHASE_HINT: ClassVar[dict[str, str]] = {"door": "is not possible now: you are at the door",
                                            "room": "is not possible now: you are inside"}
    PHASE_RULE: ClassVar[dict[str, str]] = {"door": "gated.door", "room": "gated.room"}

    phase: str
    current: int = 0

    def _check_wave(self, move: Verb, where: str) -> None:
        raise IllegalMove("nobody is looking", rule="gated.wave", where=where)


def test_a_verb_outside_its_phases_is_refused_with_the_phase_hint_and_rule():
    with pytest.raises(IllegalMove) as refused:
        Gated("room").check(Verb("knock"))
    assert (refused.value.message, refused.value.rule) == (
        "knocking is not possible now: you are inside", "gated.knock")
    with pytest.raises(IllegalMove) as refused:  # no rule of its own: the phase's rule
        Gated("door").check(Verb("sit"))
    assert refused.value.rule == "gated.door"


def test_in_its_phase_a_verb_passes_or_meets_its_own_check():
    Gated("door").check(Verb("knock"))  # no _check_knock: the phase was all there was
    with pytest.raises(IllegalMove, match="nobody is looking"):
        Gated("room").check(Verb("wave"))


def test_a_verb_with_neither_a_check_nor_a_phase_is_a_programming_error():
    with pytest.raises(TypeError, match="'jump' has neither a _check_jump nor a WHEN entry"):
        Gated("door").check(Verb("jump"))


OPTIONS = (
    Option("players", 2, "Number of players.", kind=int, low=2, high=5),
    Option("side", "A", "Which side of the board.", choices=("A", "B")),
    Option("expert", False, "Expert rules.", kind=bool),
)


def test_an_option_becomes_a_schema_property_that_accepts_what_the_option_does():
    # jsonschema is test-only and has no pure-Python wheel for Pyodide (rpds-py): skip there
    jsonschema = pytest.importorskip("jsonschema", reason="jsonschema is not installed in Pyodide")
    side = option_named(OPTIONS, "side").schema(title="Side")
    assert side == {"description": "Which side of the board.", "enum": ["A", "B"],
                    "default": "A", "title": "Side"}
    players = option_named(OPTIONS, "players").schema(minimum=3)
    assert (players["type"], players["minimum"], players["maximum"]) == ("integer", 3, 5)
    assert option_named(OPTIONS, "expert").schema()["type"] == "boolean"
    for option in OPTIONS:
        jsonschema.validate(option.default, option.schema())
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate("C", side)
    with pytest.raises(KeyError, match="no option 'colour'; the options are players, side"):
        option_named(OPTIONS, "colour")


def test_pick_gives_the_first_clickable_move_of_a_thing():
    assert pick({"take", "discard"}, "take", "discard") == "take"
    assert pick({"discard"}, "take", "discard") == "discard"
    assert pick({"draw"}, "take") is None


def test_by_mode_sends_a_tally_to_the_tally_and_refuses_an_unknown_mode():
    from rulebooks.core.errors import SetupError
    from rulebooks.core.tally import by_mode

    def full(payload):
        """The full position."""
        return "full"

    run = by_mode("grid", full, lambda payload: "tally")
    assert (run({}), run({"mode": "grid"}), run({"mode": "tally"})) == ("full", "full", "tally")
    assert run.__doc__ == "The full position."
    with pytest.raises(SetupError, match="no such mode"):
        run({"mode": "pad"})

