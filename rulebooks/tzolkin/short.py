"""Tzolk'in positions written short: the day, the seats' holdings, the workers on the gears
and what is on offer; the building piles and the skull supply are what the position leaves
over (the piles in the seed's order). Unless the position is at the wealth choice, every seat
has kept the first two of its wealth tiles dealt.

>>> state = NOTATION.read({"round": 3, "seats": [{"corn": 2, "skulls": 1}],
...                        "gears": [[-1, 0], [], [], [], []]})
>>> state.round, state.seats[0].corn, state.gears[0][:2]
(3, 2, (-1, 0))
>>> NOTATION.read(NOTATION.write(state)) == state
True
"""

from __future__ import annotations

from typing import Any

from ..core.short import Field, Notation, partial
from . import data
from .game import OPTIONS, new_state
from .wealth import settled

FIELDS = (
    Field("round", "The day of the calendar.", "1", "round = 8"),
    Field("phase", "wealth (choosing the starting tiles); turn; place (placing this turn); "
          "pick (picking up this turn); calendar (the starting-player space's choice); over.",
          "turn, every seat having kept its first two wealth tiles dealt (a position of "
          "options and seed only is a new game, at the wealth choice)", 'phase = "pick"'),
    Field("seats", "Each player's holdings, in seat order (corn, wood, stone, gold, skulls, "
          "workers, light, temples, tech, buildings, monuments, wealth, jungle, earned); what "
          "a seat leaves out is as in a new game.", "the seed's set-up",
          "seats = [{ corn = 2, temples = [0, 1, 3] }]"),
    Field("gears", "Each gear's positions (pal, yax, tik, uxm, chi), a seat from 0 or -1 for "
          "empty; a short row is filled with empty positions.", "empty",
          "gears = [[-1, 0], [], [], [], [1]]"),
    Field("shown", "The buildings on offer.", "the seed's", 'shown = ["A03", "A10"]'),
    Field("monuments", "The monuments still on offer.", "the seed's", 'monuments = ["M07"]'),
    Field("skull_spaces", "Which Chichen Itza skull spaces hold a skull.", "none",
          "skull_spaces = [true, false, false, false, false, false, false, false, false]"),
    Field("start", "The seat on the starting-player space, if any.", "nobody", "start = 1"),
    Field("calendar_corn", "Corn waiting on the calendar.", "0", "calendar_corn = 3"),
    Field("forest", "Palenque's jungle piles, one per harvest action: [corn tiles, wood "
          "tiles].", "full", "forest = [[2, 0], [2, 1], [2, 2], [2, 2]]"),
    Field("neutral", "Each gear's neutral workers: the teeth they stand on, counted like "
          "positions and on round under the board.", "the seed's, less any on a position the "
          "position gives a player's worker", "neutral = [[3], [], [1, 6], [], []]"),
    Field("offers", "Each seat's wealth tiles still to choose from (empty once chosen).",
          "none (every seat kept its first two tiles dealt)", 'offers = [["W01", "W05"]]'),
    Field("deck", "The rest of the current Age's buildings (a check: what nobody holds).",
          "the buildings the position leaves over, in the seed's order", 'deck = ["A05"]'),
    Field("later", "The Age II buildings still to come.", "the Age II buildings the "
          "position leaves over", "later = []"),
    Field("skulls_left", "Skulls in the supply (a check).", "what the position leaves over",
          "skulls_left = 10"),
)


def _fill(position: dict[str, Any], start: dict[str, Any], given: set[str]) -> dict[str, Any]:
    """Pad the gears' rows; deal the building piles and the skull supply from what the
    position leaves over."""
    if "gears" in given and isinstance(position["gears"], list):
        position["gears"] = [
            list(row) + [-1] * (data.gear(g).positions - len(row))
            if isinstance(row, list) and len(row) < data.gear(g).positions else row
            for g, row in zip(data.GEARS, position["gears"], strict=False)]
    if "gears" in given and "neutral" not in given:
        position["neutral"] = _beside(position["gears"], position.get("neutral"))
    seats = position["seats"] if isinstance(position["seats"], list) else []
    held = {b for s in seats if isinstance(s, dict) for b in s.get("buildings", ())
            if isinstance(b, str)}
    shown = position["shown"] if isinstance(position["shown"], list) else []
    used = held | {b for b in shown if isinstance(b, str)}
    order = [*start["shown"], *start["deck"], *start["later"]]
    second = isinstance(position["round"], int) and position["round"] > \
        data.game()["end_of_age"][0]
    ages = {code: data.building(code).age for code in data.building_codes()}
    if "deck" not in given:
        position["deck"] = [b for b in order if b not in used and ages[b] == (2 if second else 1)]
    if "later" not in given:
        position["later"] = [] if second else [b for b in order if b not in used and ages[b] == 2]
    if "skulls_left" not in given:
        kept = sum(s.get("skulls", 0) for s in seats if isinstance(s, dict)
                   and isinstance(s.get("skulls", 0), int))
        spaces = position["skull_spaces"] if isinstance(position["skull_spaces"], list) else []
        position["skulls_left"] = data.game()["skulls"] - kept - sum(1 for s in spaces if s is True)
    return position


def _beside(gears: Any, neutral: Any) -> Any:
    """The new game's neutral workers, but none where the position puts a player's."""
    if not (isinstance(gears, list) and isinstance(neutral, list)):
        return neutral
    lines = [*gears, *[[]] * len(neutral)]
    return [[t for t in row if not (isinstance(line, list) and isinstance(t, int)
                                    and t < len(line) and line[t] != -1)]
            if isinstance(row, list) else row
            for row, line in zip(neutral, lines, strict=False)]


def _settled(options: Any, seed: int = 0) -> Any:
    """A new game once every seat kept its first two tiles: where short positions start."""
    return settled(new_state(options, seed))


FRESH = partial(new_state, OPTIONS, FIELDS, derived=("deck", "later", "skulls_left"),
                fill=_fill)
SETTLED = partial(_settled, OPTIONS, FIELDS, derived=("deck", "later", "skulls_left"),
                  fill=_fill)
SETUP_KEYS = {o.name for o in OPTIONS} | {"seed"}


def _read(position: Any, where: str = "position") -> Any:
    """A position with nothing but options and seed, or at the wealth choice, starts from a
    new game; any other starts once the wealth tiles are kept."""
    fresh = not isinstance(position, dict) or position.get("phase") == "wealth" or (
        set(position) <= SETUP_KEYS)
    return (FRESH if fresh else SETTLED).read(position, where)


def _write(state: Any) -> dict[str, Any]:
    if state.phase == "wealth":
        out = FRESH.write(state)
        return {**out, "phase": "wealth"} if set(out) - SETUP_KEYS else out
    out = SETTLED.write(state)
    return out if set(out) - SETUP_KEYS else {**out, "phase": state.phase}


NOTATION = Notation(SETTLED.fields, _read, _write, SETTLED.matters, SETTLED.more)
