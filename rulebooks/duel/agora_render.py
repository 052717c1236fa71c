"""Agora drawn in HTML: the Senate's six chambers with each player's cubes and who controls
each, and the rules page's Agora tables (senators, chambers, actions, conspiracies,
decrees, what is left unconfirmed), all from the data."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..core.html import Raw, Verbatim, button_or_span, data_table, esc
from ..core.i18n import tr
from . import agora, data
from .plots import STEP_HINT


def senate_html(influence: Sequence[Sequence[int]], playable: set[str],
                decrees: Sequence[str] = (), veiled: Sequence[int] = ()) -> str:
    """The Senate: per chamber its points, its decree, both players' cubes and who controls
    it; a chamber is clickable when ``place <n>`` is."""
    owners = agora.control(influence)
    cells = []
    for i, spec in enumerate(agora.chambers()):
        n = i + 1
        who = owners[i]
        held = tr("nobody controls it") if who is None else tr(f"player {who + 1} controls it")
        label = tr(f"chamber {n} ({spec['section']}, {spec['points']} points): player 1 "
                   f"{influence[0][i]} cubes, player 2 {influence[1][i]} cubes; ") + held
        decree = decrees[i] if i < len(decrees) else ""
        if decree:
            label += tr("; decree: ") + tr(agora.decrees()[decree]["does"])
        elif i in veiled:
            label += tr("; its decree is face down")
        inner = (f'<span class="rb-duel-chamber__name">{n}</span>'
                 f'<span class="rb-duel-chamber__points">{spec["points"]}</span>'
                 + (f'<span class="rb-duel-chamber__decree">{esc(decree)}</span>'
                    if decree else f'<span class="rb-duel-chamber__decree">{esc(tr("face down"))}'
                    "</span>" if i in veiled else "")
                 + "".join(f'<span class="rb-duel-cubes rb-duel-cubes--p{p + 1}">'
                           f"{influence[p][i]}</span>" for p in range(2)))
        owner = "" if who is None else f" rb-duel-chamber--p{who + 1}"
        move = f"place {n}" if f"place {n}" in playable else None
        cells.append(button_or_span(inner, f"rb-duel-chamber{owner}", label, move))
    return (f'<div class="rb-duel-senate" aria-label="{esc(tr("the Senate"))}">'
            f"{''.join(cells)}</div>")


def senator_text(ident: str) -> str:
    spec = data.card(ident)
    if spec.section:
        return tr(f"politician: senate actions in the {spec.section} section")
    return tr("conspirator: one cube in any chamber")


# -- tables of the rules page ---------------------------------------------------------
def numbers_table() -> str:
    names = {"cubes_each": "Influence cubes for each player",
             "decrees_on_board": "Decrees drawn at set-up",
             "conspiracies_drawn": "Conspiracies drawn to conspire"}
    rows = [[text, agora.rule(k)] for k, text in names.items()]
    rows += [[f"Senators joining Age {age}", agora.per_age(age)] for age in data.AGES]
    rows += [["Chambers of the Senate", agora.CHAMBERS],
             ["Chambers whose decree is laid face down", Verbatim(", ".join(
                 str(n) for n in agora.rule("face_down_decrees")))]]
    return data_table(["Number", "Value"], rows, name="agora-numbers")


def senators_table() -> str:
    rows = [[Verbatim(s), Verbatim(data.name(s)), data.card(s).colour,
             Verbatim(senator_text(s))] for s in data.senators()]
    return data_table(["Id", "Name", "Colour", "Does"], rows, name="senators",
                      caption=f"The {len(rows)} senators")


def actions_table() -> str:
    steps = agora.rule("politician_actions")
    rows = []
    for i, row in enumerate(steps):
        upto = steps[i + 1]["blue"] - 1 if i + 1 < len(steps) else None
        span = f"{row['blue']}–{upto}" if upto is not None else f"{row['blue']}+"
        rows.append([span, row["actions"]])
    return data_table(["Blue cards in your city", "Senate actions"], rows,
                      name="politician-actions")


def chambers_table() -> str:
    rows = [[i + 1, spec["section"], spec["points"],
             Verbatim(", ".join(str(n + 1) for n in agora.neighbours(i)))]
            for i, spec in enumerate(agora.chambers())]
    return data_table(["Chamber", "Section", "Points", "Neighbours"], rows,
                      name="chambers")


def conspiracies_table() -> str:
    rows = [[Verbatim(ident), Verbatim(entry["name"]), entry["does"]]
            for ident, entry in agora.conspiracies().items()]
    return data_table(["Id", "Name", "Does"], rows, name="conspiracies",
                      caption=f"The {len(rows)} conspiracies")


def decrees_table() -> str:
    rows = []
    for entry in data.data()["decrees"]:
        tokens = [d for d, token in agora.decrees().items() if token["kind"] == entry["id"]]
        rows.append([Verbatim(entry["id"]), entry["does"],
                     Verbatim(", ".join(tokens)), len(tokens)])
    return data_table(["Decree", "Does", "Tokens", "How many"], rows, name="decrees",
                      caption=f"The {len(agora.decrees())} decree tokens")


def extras_table() -> str:
    from .render import token_html, wonder_html  # the page's drawings (render imports us)
    draw = {"agora_wonders": wonder_html, "agora_progress": token_html}
    rows = [[Raw(draw[key](e["id"])), Verbatim(e["name"]), kind, e["does"]]
            for key, kind in (("agora_wonders", "Wonder"), ("agora_progress", "progress token"))
            for e in data.data()[key]]
    return data_table(["Picture", "Name", "Kind", "Does"], rows, name="agora-extras",
                      caption="Agora's Wonders and progress tokens")


def military_table() -> str:
    steps = agora.rule("military_steps")
    rows = [[f"{zone['from']}–{zone['to']}", zone["loss"], Verbatim("; ".join(
        tr(STEP_HINT[name]) for name in names))]
        for zone, names in zip(data.loot_zones(), steps, strict=True)]
    return data_table(["Spaces from the middle", "Coins the base game's token takes",
                       "With Agora, the mover must"], rows, name="agora-military")


def unconfirmed_table() -> str:
    rows = [[Verbatim(k), v] for k, v in agora.rule("unconfirmed").items()]
    return data_table(["What", "What our sources leave open, and what the engine assumes"],
                      rows, name="agora-unconfirmed")


TABLES: dict[str, Callable[[], str]] = {
    "agora-numbers": numbers_table,
    "senators": senators_table,
    "politician-actions": actions_table,
    "chambers": chambers_table,
    "conspiracies": conspiracies_table,
    "decrees": decrees_table,
    "agora-extras": extras_table,
    "agora-military": military_table,
    "agora-unconfirmed": unconfirmed_table,
}
