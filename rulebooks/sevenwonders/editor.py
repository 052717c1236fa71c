"""The score pad filled by clicks (the calculator's tally mode): a column per player, a row
per line of the pad, a minus and a plus beside every figure, and players added or taken away.
Every click gives a new input that the pad's own reader checks (``read_tally``): a figure the
pad cannot hold is refused by its place and rule, and the input stays as it was. Whole cities
(the cities mode) are filled in with the form or as JSON; one click turns them into the pad
holding their figures.

>>> pad = edit({"mode": "tally", "players": [{}, {}, {}]}, "add 2 military +1")
>>> pad["players"][1], edit(pad, "seats +1")["players"][3]
({'military': 1}, {})
>>> sea = {"mode": "tally", "armada": True, "players": [{"naval": 13}, {}, {}]}
>>> edit(sea, "add 1 naval +1")["players"][0]
{'naval': 15}
"""

from __future__ import annotations

from typing import Any

from ..core.errors import SetupError
from ..core.html import esc
from ..core.i18n import tr
from ..core.tally import TALLY, mode_of
from . import armada, scoring
from .calculator import ALL, read_cities, read_tally

FULL_MODE = "cities"
STEPS = {"-1": -1, "+1": 1}
CLICKS = "add <player> <line> +1 or -1, seats +1, seats -1"


def editor(payload: Any) -> str:
    """The pad with its buttons (``data-edit="add 2 military +1"``, ``"seats +1"``)."""
    if mode_of(payload, FULL_MODE) != TALLY:
        return ('<p class="rb-note">' + esc(tr(
            "The cities are filled in with the form or as JSON. The score pad, filled in by "
            "clicks, starts from their figures:")) + ' <button type="button" '
            f'class="rb-action" data-edit="pad">{esc(tr("Open the score pad"))}</button></p>')
    per_player, _, _ = read_tally(payload)
    head = "".join(f'<th scope="col">{esc(tr(f"Player {p + 1}"))}</th>'
                   for p in range(len(per_player)))
    rows = "".join(
        f'<tr><th scope="row">{esc(tr(label))}</th>'
        + "".join(_cell(p, key, tr(label), mine[row].points) for p, mine in enumerate(per_player))
        + "</tr>" for row, (key, label, _) in enumerate(_lines(payload)))
    totals = "".join(f'<td class="rb-num">{sum(part.points for part in mine)}</td>'
                     for mine in per_player)
    seats = (f'<button type="button" class="rb-action" data-edit="seats +1">'
             f'{esc(tr("Add a player"))}</button> '
             f'<button type="button" class="rb-action" data-edit="seats -1">'
             f'{esc(tr("Remove the last player"))}</button>')
    return (f'<div class="rb-sw-padedit"><table class="rb-data rb-sw-pad">'
            f'<caption>{esc(tr("Score pad: click minus or plus"))}</caption><thead><tr>'
            f'<th scope="col">{esc(tr("Line"))}</th>{head}</tr></thead><tbody>{rows}</tbody>'
            f'<tfoot><tr><th scope="row">{esc(tr("Total"))}</th>{totals}</tr></tfoot></table>'
            f'<p class="rb-toolbar">{seats}</p></div>')


def edit(payload: Any, action: str) -> dict[str, Any]:
    """Apply one click of the pad and return the new input (checked as the pad is)."""
    if mode_of(payload, FULL_MODE) != TALLY:
        if action.strip() != "pad":
            raise SetupError("a whole city has no pad to click on", expected="pad",
                             got=action, where="action")
        return _pad_of(payload)
    result = dict(payload)
    players = [dict(seat) if isinstance(seat, dict) else seat
               for seat in result.get("players", [])]
    words = action.split()
    if len(words) == 2 and words[0] == "seats" and words[1] in STEPS:
        if STEPS[words[1]] > 0:
            players.append({})
        elif players:
            players.pop()
    elif len(words) == 4 and words[0] == "add" and words[3] in STEPS:
        seat, key = _seat(words[1], len(players)), words[2]
        if key not in [k for k, _, _ in _lines(payload)]:
            raise SetupError("no such line on the pad", expected=", ".join(
                k for k, _, _ in _lines(payload)), got=key, where="action")
        value = players[seat].get(key, 0)
        value = (value if isinstance(value, int) else 0) + STEPS[words[3]]
        if key == "naval" and value not in armada.totals() and value + STEPS[words[3]] in \
                armada.totals():
            value += STEPS[words[3]]  # a sum no naval tokens make is stepped over
        players[seat][key] = value
    else:
        raise SetupError("no such click on the score pad", expected=CLICKS, got=action,
                         where="action")
    result["players"] = players
    read_tally(result)  # a figure the pad cannot hold is refused by its place and rule
    return result


editor.mode = TALLY  # type: ignore[attr-defined]  # the mode it draws (core.folder reads it)


def _pad_of(payload: Any) -> dict[str, Any]:
    """The tally mode's input holding the figures the given cities score."""
    cities, _ = read_cities(payload)
    expansions = _expansions(payload)
    players = [{part.key: part.points for part in scoring.parts(tuple(cities), p,
                                                                expansions=expansions)}
               for p in range(len(cities))]
    kept = {k: payload[k] for k in ("teams", "player", *ALL) if k in payload}
    return {"mode": TALLY, "players": players, **kept}


def _expansions(payload: Any) -> tuple[str, ...]:
    """The expansions the input turns on (each has lines of its own on the pad)."""
    return tuple(x for x in ALL if isinstance(payload, dict) and payload.get(x) is True)


def _lines(payload: Any) -> tuple[tuple[str, str, str], ...]:
    return scoring.lines_for(_expansions(payload))


def _seat(text: str, seats: int) -> int:
    if not text.isdigit() or not 1 <= int(text) <= seats:
        raise SetupError("no such player on the pad", expected=f"1 to {seats}", got=text,
                         rule="sevenwonders.setup.boards", where="action")
    return int(text) - 1


def _cell(player: int, key: str, label: str, points: int) -> str:
    said = tr(f"Player {player + 1}, {label}")
    return (f'<td class="rb-num rb-sw-padcell">'
            f'<button type="button" class="rb-sw-step" data-edit="add {player + 1} {key} -1" '
            f'aria-label="{esc(said)}: {esc(tr("minus 1"))}">−</button>'
            f'<span class="rb-sw-padvalue">{points}</span>'
            f'<button type="button" class="rb-sw-step" data-edit="add {player + 1} {key} +1" '
            f'aria-label="{esc(said)}: {esc(tr("plus 1"))}">+</button></td>')

