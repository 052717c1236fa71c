"""The Leaders expansion drawn: a leader as a white card (name, cost, effect) with its
move buttons, a seat's leaders (recruited for all to see, held or drafted from only for
their owner), and the rules page's leader tables, all from ``data.toml``.

>>> leader_text(data.leader("amytis"))
'2 points per Wonder stage built'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..core.html import Verbatim, data_table, esc
from ..core.i18n import tr
from . import data

if TYPE_CHECKING:
    from .game import SevenWondersState

VERBS = {"keep": "Keep", "recruit": "Recruit", "wonder": "Wonder stage", "sell": "Sell"}
POWERS = {
    "free-leaders": "the next leaders cost nothing",
    "free-guilds": "every guild is built for free",
    "defeats-to-winner": "a defeat token goes to the neighbour who won",
    "build-discarded": "when recruited, build a card of the discard pile for free",
    "bank-trade": "once a turn, one resource of any kind from the bank for 1 coin",
    "trade-coin": "1 coin from the bank for each neighbour bought from in a turn",
}
COUNTED = {"stage": "Wonder stage built", "victory": "victory token", "coins": "coins held"}


def choice_mark(move: str) -> str:
    """The number of the effect a stage move takes, after its button's word."""
    words = move.split()
    return f" ({esc(words[2])})" if len(words) == 3 else ""


def leader_text(spec: data.Leader) -> str:
    """A leader's effect in words, from its data (each part said with ``tr``)."""
    parts = []
    if spec.points:
        parts.append(f"{spec.points} points")
    if spec.score:
        per = spec.score["per"]
        if spec.score.get("sets"):
            parts.append(f"{spec.score['points']} points per set of "
                         + ", ".join(per) + " cards")
        elif per == ["coins"]:
            parts.append(f"{spec.score['points']} point per {spec.score['every']} coins held")
        else:
            what = COUNTED.get(per[0], f"{per[0]} card")
            parts.append(f"{spec.score['points']} point{'s' if spec.score['points'] > 1 else ''}"
                         f" per {what}")
    if spec.shields:
        parts.append(f"{spec.shields} shield{'s' if spec.shields > 1 else ''}")
    if spec.science:
        parts.append(f"a {spec.science} science symbol")
    if spec.science_set:
        parts.append(f"{spec.science_set} more points per set of three science symbols")
    if spec.gain_coins:
        parts.append(f"{spec.gain_coins} coins when recruited")
    if spec.coins_per_victory:
        parts.append(f"{spec.coins_per_victory} coins per victory token won")
    if spec.coins_per_build:
        parts.append(f"{spec.coins_per_build['coins']} coins per "
                     f"{spec.coins_per_build['colour']} card built")
    if spec.coins_per_chain:
        parts.append(f"{spec.coins_per_chain} coins per building built through a chain")
    if spec.discount:
        kind = "a Wonder stage" if spec.discount == "stage" else f"a {spec.discount} card"
        parts.append(f"one resource fewer to pay for {kind}")
    if spec.power:
        parts.append(POWERS[spec.power])
    return "; ".join(tr(x) for x in parts)


def leader_html(ident: str, moves: Sequence[str] = (), small: bool = False) -> str:
    """One leader as a white card, with a button for each move given."""
    spec = data.leader(ident)
    buttons = "".join(
        f'<button type="button" class="rb-sw-card__do rb-pick" data-move="{esc(m)}" '
        f'aria-label="{esc(tr(VERBS[m.split()[0]]))} {esc(spec.name)}: {esc(m)}">'
        f"{esc(tr(VERBS[m.split()[0]]))}{choice_mark(m)}</button>"
        for m in sorted(moves, key=lambda m: list(VERBS).index(m.split()[0])))
    body = ("" if small else
            f'<span class="rb-sw-card__cost">{esc(tr(f"Cost: {spec.coins} coin(s)"))}</span>'
            f'<span class="rb-sw-card__effect">{esc(leader_text(spec))}</span>')
    return (f'<div class="rb-sw-card rb-sw-card--white{" rb-sw-card--small" if small else ""}"'
            f' role="group" aria-label="{esc(spec.name)}, {esc(tr("leader"))}">'
            f'<span class="rb-sw-card__head"><span class="rb-sw-card__name">{esc(spec.name)}'
            f"</span></span>{body}"
            + (f'<span class="rb-sw-card__moves">{buttons}</span>' if buttons else "")
            + "</div>")


def seat_leaders(state: SevenWondersState, p: int, viewer: int | None,
                 playable: Sequence[str]) -> str:
    """A seat's leaders: recruited ones face up; held and drafted ones for their owner (or
    the page), a count for the others."""
    if not state.rules.leaders:
        return ""
    mine = [m for m in playable if p == state.current]
    out = ""
    if state.recruited[p]:
        out += (f'<div class="rb-sw-city"><p>{esc(tr("Leaders recruited"))}</p>'
                '<div class="rb-sw-row">'
                + "".join(leader_html(x, small=True) for x in state.recruited[p])
                + "</div></div>")
    for title, held in (("Leaders to draft from", state.drafts[p]),
                        ("Leaders in hand", state.leaders[p])):
        if not held:
            continue
        if viewer is None or viewer == p or state.teammate(viewer) == p:
            cards = "".join(leader_html(x, [m for m in mine if m.split()[-1] == x])
                            for x in held)
            out += (f'<div class="rb-sw-hand"><p>{esc(tr(f"{title} ({len(held)})"))}</p>'
                    f'<div class="rb-sw-row">{cards}</div></div>')
        else:
            out += (f'<p class="rb-sw-hand">{esc(tr(f"{title}: {len(held)}, face down"))}'
                    '</p>')
    return out


def leaders_table() -> str:
    rows = [[Verbatim(x.name), x.coins, Verbatim(leader_text(x))]
            for x in data.leaders().values()]
    return data_table(["Leader", "Cost (coins)", "Effect"], rows, name="leaders",
                      caption=f"The {len(data.dealt_leaders())} leaders, "
                      f"{data.leaders_rule('hand')} dealt to each player, who starts with "
                      f"{data.leaders_rule('start_coins')} coins")


def check_table(key: str, name: str) -> str:
    """A "what the sources say" table of ``data.toml``'s ``key`` list: the cards a note is
    about, their names as printed (the same in every language) or words such as "every
    leader" (said in the reader's language), and the note."""
    printed = ({s.name for s in data.cards().values()} | {w.name for w in data.wonders().values()}
               | {x.name for x in data.leaders().values()}
               | {e.name for e in data.edifices().values()})
    rows = [[Verbatim(e["card"]) if set(e["card"].split(", ")) <= printed else e["card"],
             e["note"]] for e in data.raw()[key]]
    return data_table(["Card", "What the sources say"], rows, name=name)


def leaders_check_table() -> str:
    return check_table("leaders_check", "leaders-check")
