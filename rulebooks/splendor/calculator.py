"""The Splendor calculator: the cards each player bought and the nobles who visited them in,
every player's prestige and the winner (with the tie-break) out.

The breakdown holds every player's parts, each saying whose it is; its total is the
winner's, or that of the ``player`` asked for. The facts give the winners as seats (from 0).

>>> result = score(SAMPLE)
>>> result.total, result.fact("winners"), result.totals()
(16, [1], (16, 16))
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.codec import Reader
from ..core.errors import SetupError
from ..core.html import esc
from ..core.i18n import tr
from ..core.output import SEATS, result_schema
from ..core.score import Breakdown, Fact, Part, winners_fact
from ..core.tally import TALLY as TALLY_MODE
from ..core.tally import mode_of, tally_html, with_modes, without_mode
from . import data, scoring
from . import tokens as tk
from .game import VISIT
from .moves import CARDS, NOBLES, check_unique_cards, parse_card, read_cards, read_nobles
from .render import card_html, chips_html, noble_html
from .tally import TALLY, read_tally

PLAYERS = "splendor.turn.order"

# every card id, as written (``1-07``) and as also read (``1-7``)
CARD_IDS = sorted({c.id for c in data.cards()}
                  | {f"{c.level}-{int(c.id.split('-')[1])}" for c in data.cards()})

FULL: dict[str, Any] = {
    "title": "Splendor table at the end of a game",
    "description": "For each player in seat order, the development cards bought and the nobles "
    "who visited. Reserved cards and tokens score nothing and are left out.",
    "type": "object",
    "required": ["players"],
    "additionalProperties": False,
    "properties": {
        "players": {
            "type": "array",
            "minItems": data.players()[0],
            "maxItems": data.players()[1],
            "items": {
                "type": "object",
                "additionalProperties": False,
                "properties": {
                    "cards": {"description": "Ids of the cards bought, such as \"2-14\".",
                              "type": "array", "items": {"enum": CARD_IDS}, "default": []},
                    "nobles": {"description": "Numbers of the nobles who visited.",
                               "type": "array", "items": {"type": "integer", "minimum": 1,
                                                          "maximum": len(data.nobles())},
                               "default": []},
                },
            },
        },
        "player": {"description": "Whose breakdown to show (counting from 1); default: the "
                   "winner.", "type": ["integer", "null"], "minimum": 1, "default": None},
    },
}

SCHEMA = with_modes("Splendor at the end of a game", "Every player's cards and nobles: "
                    "the cards themselves, or the points and counts tallied at the table.",
                    "cards", FULL, TALLY)

SAMPLE: dict[str, Any] = {
    "players": [
        {"cards": ["3-14", "3-18", "2-24", "2-30", "2-21", "1-25", "1-26", "1-27", "1-33",
                   "1-34", "1-35"], "nobles": []},
        {"cards": ["2-03", "1-02", "2-06", "1-09", "1-10", "3-07", "1-17", "1-18", "2-17",
                   "2-22"], "nobles": [7]},
    ],
    "player": None,
}


def read_table(payload: Any) -> tuple[list[tuple[str, ...]], list[tuple[int, ...]], Reader]:
    """Each player's cards and nobles, checked: known ids, each card and noble once, no more
    nobles than the game shows, and every noble's needs met by that player's bonuses."""
    r = Reader(without_mode(payload), "input", FULL["properties"])
    seats = r.list("players")
    low, high = data.players()
    if not low <= len(seats) <= high:
        raise SetupError("Splendor is for 2 to 4 players", expected=f"{low} to {high} players",
                         got=len(seats), rule=PLAYERS, where="input.players")
    cards, nobles = [], []
    for p, seat in enumerate(seats):
        s = Reader(seat, f"input.players[{p}]", ("cards", "nobles"))
        cards.append(read_cards(s.list("cards", []), s.path("cards")))
        nobles.append(read_nobles(s.list("nobles", []), s.path("nobles")))
    check_unique_cards((c, f"input.players[{p}].cards[{i}]") for p, mine in enumerate(cards)
                       for i, c in enumerate(mine))
    _check_nobles(cards, nobles)
    return cards, nobles, r


def _check_nobles(cards: list[tuple[str, ...]], nobles: list[tuple[int, ...]]) -> None:
    seen: set[int] = set()
    shown = data.nobles_on_show(len(cards))
    for p, mine in enumerate(nobles):
        where = f"input.players[{p}].nobles"
        have = tk.bonuses(cards[p])
        for number in mine:
            if number in seen:
                raise SetupError(f"noble {number} visits only one player", expected="each "
                                 "noble once", got=number, rule=NOBLES, where=where)
            seen.add(number)
            needs = data.noble(number).needs
            if not tk.covers(have, needs):
                raise SetupError(f"noble {number} needs bonuses of "
                                 f"{tk.describe(needs, data.GEMS)}",
                                 expected="the cards to match", got=tk.describe(have, data.GEMS),
                                 rule=VISIT, where=where)
    if len(seen) > shown:
        raise SetupError(f"{len(seen)} nobles visited, but only {shown} are on show",
                         expected=f"at most {shown}", got=len(seen), rule=NOBLES,
                         where="input.players")


def score(payload: Any) -> Breakdown:
    """Final prestige of every player and the winner; the breakdown of the winner (or of
    ``player``)."""
    if mode_of(payload, "cards") == TALLY_MODE:
        per_player, counts = read_tally(payload)
    else:
        cards, nobles, _ = read_table(payload)
        per_player = [list(scoring.parts(cards[p], nobles[p])) for p in range(len(cards))]
        counts = [len(mine) for mine in cards]
    chosen = Reader(payload, "input").int("player", 1, None, None)
    if chosen is not None and chosen > len(counts):  # a seat the table does not have
        raise SetupError("the player whose breakdown to show sits at the table",
                         expected=f"1 to {len(counts)}", got=chosen, where="input.player")
    return standings(per_player, counts, chosen)


def standings(per_player: list[list[Part]], counts: list[int], chosen: int | None) -> Breakdown:
    """Every player's parts, labelled; the winners by points, then fewest cards."""
    totals = [sum(part.points for part in mine) for mine in per_player]
    winners = scoring.winners(totals, counts)
    player = winners[0] if chosen is None else chosen - 1
    tie = scoring.tie_broken(totals, counts)
    facts = (Fact("cards", "Cards bought", counts,
                  ", ".join(f"player {p + 1}: {n}" for p, n in enumerate(counts))),
             winners_fact(winners),
             Fact("tie_broken", "Tie broken by fewest cards bought", tie, "yes" if tie else "no"))
    parts = tuple(replace(part, player=p) for p, mine in enumerate(per_player) for part in mine)
    note = f"The total is player {player + 1}'s."
    return Breakdown(parts, note=note, facts=facts, focus=player)


def render_input(payload: Any) -> str:
    if mode_of(payload, "cards") == TALLY_MODE:
        read_tally(payload)
        seat_schema = TALLY["properties"]["players"]["items"]
        return "".join(tally_html(seat, seat_schema, f"Player {p + 1}")
                       for p, seat in enumerate(payload["players"]))
    cards, nobles, _ = read_table(payload)
    seats = "".join(
        f'<section class="rb-seat rb-spl-seat"><p class="rb-spl-seat__title">'
        f'{esc(tr(f"Player {p + 1}"))}</p>'
        f'{chips_html(tk.bonuses(cards[p]), title="Bonuses", names=data.GEMS, kind="bonus")}'
        f'<div class="rb-spl-reserved">{"".join(card_html(c) for c in cards[p])}</div>'
        f'<div class="rb-spl-visitors">{"".join(noble_html(n) for n in nobles[p])}</div>'
        "</section>" for p in range(len(cards)))
    return (f'<div class="rb-table rb-splendor"><div class="rb-seats rb-spl-seats">{seats}'
            "</div></div>")


# -- editing by clicking ------------------------------------------------------------
def editor(payload: Any) -> str:
    """Per player: the cards bought (click one to remove it), a menu to add a card, and the
    nobles (click to toggle a visit); buttons add or remove a player."""
    data_ = payload if isinstance(payload, dict) else {}
    seats = data_.get("players") if isinstance(data_.get("players"), list) else []
    used = {c for s in seats if isinstance(s, dict) for c in s.get("cards", [])
            if isinstance(c, str)}
    parts = [_seat_editor(p, seat, used) for p, seat in enumerate(seats)]
    adders = ('<button type="button" class="rb-button rb-action" data-edit="add-player">'
              f'{esc(tr("Add a player"))}</button>'
              '<button type="button" class="rb-button rb-action" data-edit="drop-player">'
              f'{esc(tr("Remove the last player"))}</button>')
    return f'<div class="rb-spl-editor">{"".join(parts)}<p>{adders}</p></div>'


def _seat_editor(p: int, seat: Any, used: set[str]) -> str:
    seat = seat if isinstance(seat, dict) else {}
    mine = [c for c in seat.get("cards", []) if data.is_card(c)]
    visits = [n for n in seat.get("nobles", []) if data.is_noble(n)]
    cards = "".join(
        f'<button type="button" class="rb-spl-pickcard" data-edit="remove {p + 1} {esc(c)}">'
        f'<span class="rb-sr">{esc(tr(f"Remove from player {p + 1}:"))} </span>'
        f'{card_html(c)}</button>'
        for c in mine)
    options = "".join(f'<option value="{spec.id}">{spec.id}: {esc(tr(spec.bonus))}, '
                      f'{spec.points} pt</option>' for spec in data.cards() if spec.id not in used)
    menu = (f'<select data-edit="add {p + 1}" '
            f'aria-label="{esc(tr(f"add a card to player {p + 1}"))}">'
            f'<option value="">{esc(tr("add a card…"))}</option>{options}</select>')
    nobles = "".join(
        f'<button type="button" class="rb-spl-pickcard{" rb-spl-on" if spec.id in visits else ""}'
        f'" data-edit="noble {p + 1} {spec.id}" aria-pressed="{str(spec.id in visits).lower()}">'
        f'<span class="rb-sr">{esc(tr(f"Visits player {p + 1}:"))} </span>'
        f'{noble_html(spec.id)}</button>'
        for spec in data.nobles())
    return (f'<fieldset class="rb-spl-seat"><legend>{esc(tr(f"Player {p + 1}"))}</legend>'
            f'<div class="rb-spl-reserved">{cards or esc(tr("no cards yet"))}</div>{menu}'
            f'<div class="rb-spl-visitors">{nobles}</div></fieldset>')


def edit(payload: Any, action: str) -> Any:
    """Apply one click: ``add P ID``, ``remove P ID``, ``noble P N``, ``add-player``,
    ``drop-player``. The result is checked like any input."""
    result = {"players": [dict(s) for s in Reader(payload, "input").list("players")],
              "player": payload.get("player")}
    seats = result["players"]
    words = action.split()
    if words == ["add-player"] and len(seats) < data.players()[1]:
        seats.append({"cards": [], "nobles": []})
    elif words == ["drop-player"] and len(seats) > data.players()[0]:
        seats.pop()
    elif len(words) == 3 and words[0] in ("add", "remove", "noble") and words[1].isdigit():
        _edit_seat(seats, words)
    else:
        raise SetupError("not an action of this sheet", expected="add, remove, noble, "
                         "add-player or drop-player", got=action, where="calculator")
    read_table(result)  # a noble toggled on before the cards it needs is refused
    return result


def _edit_seat(seats: list[dict[str, Any]], words: list[str]) -> None:
    p = int(words[1]) - 1
    if not 0 <= p < len(seats):
        raise SetupError("no such player", expected=f"1 to {len(seats)}", got=words[1],
                         where="calculator")
    seat = seats[p]
    if words[0] == "noble":
        number = int(words[2]) if words[2].isdigit() else -1
        have = list(seat.get("nobles", []))
        seat["nobles"] = [n for n in have if n != number] if number in have else [*have, number]
        return
    ident = parse_card(words[2], "calculator", CARDS)
    have = list(seat.get("cards", []))
    seat["cards"] = [c for c in have if c != ident] if words[0] == "remove" else [*have, ident]


RESULT = result_schema("Splendor", {
    "cards": {"type": "array", "items": {"type": "integer", "minimum": 0},
              "description": "Cards bought by each player, in seat order (the tie-break)."},
    "winners": {**SEATS, "description": "The winners' seats, counting from 0."},
    "tie_broken": {"type": "boolean", "description": "Whether the card count decided."},
}, several=True)
